"""One test per Shark Ability card (section 6): each effect, with forced dice."""

from __future__ import annotations

from jaws.engine import legal_actions
from jaws.engine.act2 import actions as A
from jaws.engine.act2.rounds import shark_evade
from tests.engine.act2.act2_helpers import (
    ACT2,
    CARD3_DICE,
    FACES,
    a2_of,
    act2_game,
    dice_for,
    dice_left,
    load_dice,
    of_kind,
    prepare,
    refused,
    run,
    surfaced,
    tile_hits,
    tile_result,
)

# Resurface card 3: zone 2. Hit counts against the Boat Tiles are read from the content.
DAMAGE_B2 = dice_for(tile_hits(2, "damaged"), CARD3_DICE)  # damages B2, does not destroy it


def test_extra_strength_turns_damage_into_destruction() -> None:
    state = surfaced(play="extra_strength_1")
    load_dice(state, *DAMAGE_B2)  # enough to damage B2, not to destroy it
    state, events = run(state, A.AttackBoat(2))
    assert [e.result for e in of_kind(events, "boat_hit")] == ["destroyed"]
    assert a2_of(state).tiles[1] == "destroyed"
    assert "extra_strength_1" in a2_of(state).ability_removed  # gone at the end of the round


def test_without_an_ability_the_same_roll_only_damages() -> None:
    state = surfaced()
    load_dice(state, *DAMAGE_B2)
    state, events = run(state, A.AttackBoat(2))
    assert [e.result for e in of_kind(events, "boat_hit")] == ["damaged"]


def test_second_helping_attacks_the_boat_again_with_two_dice() -> None:
    state = surfaced(play="second_helping_1")
    helping = ACT2.ability_of("second_helping_1").dice
    second = dice_for(tile_hits(2, "damaged"), helping)
    load_dice(state, *(0,) * CARD3_DICE, *second)  # the first attack misses; then B2 damaged
    state, events = run(state, A.AttackBoat(2))
    assert a2_of(state).pending == "second_helping"
    assert legal_actions(state, "shark") == [A.SecondHelping(None), A.SecondHelping(2)]
    state, events = run(state, A.SecondHelping(2))
    rolls = of_kind(events, "dice_rolled")
    assert (rolls[0].purpose, rolls[0].dice) == ("Second Helping", second)
    assert a2_of(state).tiles[1] == "damaged"
    assert dice_left(state) == []


def test_second_helping_may_be_passed() -> None:
    state = surfaced(play="second_helping_2")
    load_dice(state, *(0,) * CARD3_DICE)
    state, _ = run(state, A.AttackBoat(2), A.SecondHelping(None))
    assert a2_of(state).tiles[1] == "intact" and a2_of(state).round == 2


def test_maul_again_rerolls_the_chosen_dice_once() -> None:
    state = surfaced(play="maul_again_1")
    # The attack misses B2; rerolling the first die (0) turns it into damage.
    first = dice_for(tile_hits(2, "miss"), 2)
    reroll = tile_hits(2, "damaged") - first[1]
    assert first[0] == 0 and reroll in FACES and CARD3_DICE == 2
    load_dice(state, *first, reroll)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).pending == "maul" and a2_of(state).pending_roll == first
    assert sorted(a.dice for a in legal_actions(state, "shark")) == [(), (0,), (0, 1), (1,)]
    assert "Maul Again" in refused(state, A.AttackBoat(2))
    state, events = run(state, A.MaulReroll((0,)))
    assert [e.hits for e in of_kind(events, "boat_hit")] == [tile_hits(2, "damaged")]
    assert a2_of(state).tiles[1] == "damaged"


def test_big_mouth_wounds_the_crew_on_a_damaged_tile() -> None:
    state = surfaced(play="big_mouth_1", positions={"quint": "B5", "brody": "B2", "hooper": "B7"})
    load_dice(state, *DAMAGE_B2, 0)  # damage B2; Brody falls into W2 and the Bonus Attack misses
    state, _ = run(state, A.AttackBoat(2))
    a2 = a2_of(state)
    assert a2.wounds["brody"] == 1 and a2.positions["brody"] == "W2"
    assert a2.wounds["quint"] == 0 and a2.wounds["hooper"] == 0


def test_ramming_speed_moves_the_shark_and_adds_two_hits() -> None:
    state = surfaced(play="ramming_speed_1")
    ram = [a.zone for a in legal_actions(state, "shark") if isinstance(a, A.RamMove)]
    assert ram == [1, 3]
    ram_hits = ACT2.ability_of("ramming_speed_1").hits
    damage_b3 = tile_hits(3, "damaged")
    roll = dice_for(damage_b3 - ram_hits, CARD3_DICE)  # with the ramming hits: damages B3
    load_dice(state, *roll)
    state, _ = run(state, A.RamMove(3))
    assert a2_of(state).shark_zone == 3
    assert [a for a in legal_actions(state, "shark") if isinstance(a, A.RamMove)] == []
    state, events = run(state, A.AttackBoat(3))
    hits = [(e.zone, e.hits, e.result) for e in of_kind(events, "boat_hit")]
    assert hits == [(3, damage_b3, "damaged")]


def test_ramming_speed_without_moving_adds_nothing() -> None:
    state = surfaced(play="ramming_speed_2")
    load_dice(state, 0, 1)
    state, events = run(state, A.AttackBoat(2))
    assert [e.hits for e in of_kind(events, "boat_hit")] == [1]


def test_domino_effect_applies_two_hits_to_an_adjacent_boat_space() -> None:
    state = surfaced(play="domino_effect_1")
    load_dice(state, *DAMAGE_B2)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).pending == "domino"
    assert [a.zone for a in legal_actions(state, "shark")] == [1, 3, 7]
    domino = ACT2.ability_of("domino_effect_1").hits
    state, events = run(state, A.DominoTarget(1))
    b1 = tile_result(1, domino)
    assert b1 != "miss", "the content's Domino Effect should break B1"
    assert [(e.zone, e.hits, e.result) for e in of_kind(events, "boat_hit")] == [(1, domino, b1)]
    assert a2_of(state).tiles[:3] == (b1, "damaged", "intact")


def test_hard_target_sets_evade_to_three_and_gear_still_lowers_it() -> None:
    state = act2_game(hand=("hard_target_1",), gear={"hooper": ("rifle_1",)}, options=(3, 15, 16))
    state, _ = run(state, A.SharkChoose("A", "B", "hard_target_1"))
    state, _ = prepare(
        state, {"quint": ("machete", 1), "brody": ("boat_hook", 2), "hooper": ("rifle_1", 2)}
    )
    assert shark_evade(a2_of(state), ACT2) == 3  # the card says 1
    load_dice(state, 1, 0)  # Brody's Boat Hook: 1 + 1 = 2 hits, no wound against 3
    state, events = run(state, A.AttackShark("brody"))
    assert of_kind(events, "crew_attack_resolved")[0].wounds == 0
    a2_of(state).attached = ("harpoon_1",)
    a2_of(state).gear_aside = tuple(c for c in a2_of(state).gear_aside if c != "harpoon_1")
    assert shark_evade(a2_of(state), ACT2) == 2


def test_making_waves_throws_every_crew_member_on_the_boat_into_the_water() -> None:
    state = surfaced(
        play="making_waves_1", positions={"quint": "B5", "brody": "B6", "hooper": "B1"}
    )
    load_dice(state, *DAMAGE_B2)  # damage B2, nobody on it
    state, events = run(state, A.AttackBoat(2))
    a2 = a2_of(state)
    assert a2.positions == {"quint": "W5", "brody": "W6", "hooper": "W1"}
    assert {e.member for e in of_kind(events, "crew_fell")} == {"quint", "brody", "hooper"}
    # Hooper, now in W1 next to the Shark in W2, suffers a Bonus Attack (die still scripted: no).
    bonus = [e for e in of_kind(events, "dice_rolled") if "Bonus" in e.purpose]
    assert [e.purpose for e in bonus] == ["a Bonus Attack on Hooper"]
