"""Audit of the Shark Ability cards (content-reference section 6) at their edges: when each one
does NOT apply, and how it meets the boat, the crew and the Shark Cage.

Resurface card 3 surfaces in W2; the hits that damage or destroy a Boat Tile are read from the
content (`tile_hits`), so a re-tuned tile does not change what these tests mean.
"""

from __future__ import annotations

from jaws.engine import legal_actions
from jaws.engine.act2 import actions as A
from jaws.engine.act2.rounds import shark_evade
from tests.engine.act2.act2_helpers import (
    ACT2,
    CARD3_DICE,
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

AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}
MISS_B2 = dice_for(tile_hits(2, "miss"), CARD3_DICE)  # the most hits that leave B2 intact
DAMAGE_B2 = dice_for(tile_hits(2, "damaged"), CARD3_DICE)  # damages B2, does not destroy it


def _bonus(events: list[object]) -> list[str]:
    return [e.purpose for e in of_kind(events, "dice_rolled") if "Bonus" in e.purpose]


# --- Extra Strength ---------------------------------------------------------------------------


def test_extra_strength_does_not_turn_a_miss_into_anything() -> None:
    state = surfaced(play="extra_strength_1")
    load_dice(state, *MISS_B2)  # one hit short of damaging B2
    state, events = run(state, A.AttackBoat(2))
    assert [e.result for e in of_kind(events, "boat_hit")] == ["miss"]
    assert a2_of(state).tiles[1] == "intact"


def test_extra_strength_cannot_finish_a_damaged_tile_below_its_destroy_number() -> None:
    state = surfaced(play="extra_strength_2", tiles={2: "damaged"})
    # One hit short of the damaged B2's destroy number.
    load_dice(state, *dice_for(tile_hits(2, "miss", damaged=True), CARD3_DICE))
    state, events = run(state, A.AttackBoat(2))
    assert [e.result for e in of_kind(events, "boat_hit")] == ["miss"]
    assert a2_of(state).tiles[1] == "damaged"


# --- Second Helping ---------------------------------------------------------------------------


def test_second_helping_is_not_offered_after_attacking_a_crew_member() -> None:
    state = surfaced(
        play="second_helping_1", positions={"quint": "W2", "brody": "B6", "hooper": "B7"}
    )
    load_dice(state, 0, 0, 0)  # the attack on Quint and the Bonus Attack on him both miss
    state, _ = run(state, A.AttackCrew("quint"))
    assert a2_of(state).pending is None and a2_of(state).round == 2
    assert dice_left(state) == []


def test_second_helping_may_bite_a_tile_the_first_bite_opened() -> None:
    # Damaging B2 opens W2 to B1 and B3: the Second Helping may go there.
    state = surfaced(play="second_helping_2")
    load_dice(state, *DAMAGE_B2)
    state, _ = run(state, A.AttackBoat(2))
    assert [a.zone for a in legal_actions(state, "shark")] == [None, 1, 2, 3]
    helping = ACT2.ability_of("second_helping_2").dice
    load_dice(state, *dice_for(tile_hits(1, "damaged"), helping))
    state, _ = run(state, A.SecondHelping(1))
    assert a2_of(state).tiles[:3] == ("damaged", "damaged", "intact")


def test_a_barrel_takes_a_die_from_the_second_helping_too() -> None:
    state = surfaced(play="second_helping_1", attached=("barrel_1",))
    load_dice(state, 0, 2)  # main attack: 1 die (barrel), then the Second Helping: 1 die
    state, events = run(state, A.AttackBoat(2), A.SecondHelping(2))
    rolls = [(e.purpose, e.dice) for e in of_kind(events, "dice_rolled")]
    assert rolls == [("its attack on Boat Space B2", (0,)), ("Second Helping", (2,))]


# --- Maul Again -------------------------------------------------------------------------------


def test_maul_again_rerolls_an_attack_on_a_crew_member() -> None:
    state = surfaced(play="maul_again_1", positions={"quint": "W2", "brody": "B6", "hooper": "B7"})
    load_dice(state, 0, 0, 2, 2, 0)  # attack 0 + 0; reroll both: 2 + 2; Bonus Attack 0
    state, _ = run(state, A.AttackCrew("quint"))
    assert a2_of(state).pending == "maul"
    state, _ = run(state, A.MaulReroll((0, 1)))
    assert a2_of(state).wounds["quint"] == 4
    assert dice_left(state) == []


def test_maul_again_is_for_the_attack_roll_not_the_bonus_attacks() -> None:
    # Ruling: the card rerolls "your attack roll"; Bonus Attacks are rolled after it, each once.
    state = surfaced(play="maul_again_2", positions={"quint": "W2", "brody": "B6", "hooper": "B7"})
    load_dice(state, 1, 1, 0)
    state, _ = run(state, A.AttackBoat(2), A.MaulReroll(()))
    assert a2_of(state).pending is None and a2_of(state).round == 2
    assert dice_left(state) == []


def test_maul_again_refuses_a_die_that_was_not_rolled() -> None:
    state = surfaced(play="maul_again_1")
    load_dice(state, 0, 0)
    state, _ = run(state, A.AttackBoat(2))
    assert "reroll" in refused(state, A.MaulReroll((2,)))
    assert "reroll" in refused(state, A.MaulReroll((0, 0)))


# --- Big Mouth --------------------------------------------------------------------------------


def test_big_mouth_bites_only_the_crew_on_the_broken_tile_and_not_on_a_miss() -> None:
    positions = {"quint": "B2", "brody": "B1", "hooper": "B7"}
    state = surfaced(play="big_mouth_1", positions=positions)
    load_dice(state, *MISS_B2)  # a miss on B2
    state, events = run(state, A.AttackBoat(2))
    assert of_kind(events, "crew_wounded") == []
    state = surfaced(play="big_mouth_2", positions=positions)
    load_dice(state, *DAMAGE_B2, 0)  # B2 damaged; Quint takes 1 and falls; Bonus Attack 0
    state, events = run(state, A.AttackBoat(2))
    assert [(e.member, e.wounds) for e in of_kind(events, "crew_wounded")] == [("quint", 1)]
    assert a2_of(state).positions == {"quint": "W2", "brody": "B1", "hooper": "B7"}


def test_big_mouth_cannot_wound_a_crew_member_in_the_shark_cage() -> None:
    state = act2_game(
        hand=("big_mouth_1",),
        positions={"quint": "B2", "brody": "B6", "hooper": "B7"},
        gear={"quint": ("shark_cage_1",)},
        options=(3, 15, 16),
    )
    state, _ = run(state, A.SharkChoose("A", "B", "big_mouth_1"))
    state, _ = run(state, A.PlayCage("quint", "shark_cage_1"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 2)})
    state, _ = run(state, A.EndCrewAttacks())  # Quint holds back
    load_dice(state, *DAMAGE_B2, 2)  # B2 damaged; Quint falls in; Bonus Attack 2
    state, events = run(state, A.AttackBoat(2))
    assert a2_of(state).wounds["quint"] == 0
    assert [e.prevented for e in of_kind(events, "crew_wounded")] == [True, True]


# --- Ramming Speed ----------------------------------------------------------------------------


def test_ramming_speed_adds_its_hits_to_an_attack_on_a_crew_member() -> None:
    state = surfaced(
        play="ramming_speed_1", positions={"quint": "W4", "brody": "B6", "hooper": "B7"}
    )
    assert "not in the water" in refused(state, A.AttackCrew("quint"))  # W4 is two away
    state, _ = run(state, A.RamMove(3))
    load_dice(state, 0, 1, 0)  # 1 hit + 2 for ramming; the Bonus Attack misses
    state, events = run(state, A.AttackCrew("quint"))
    assert a2_of(state).wounds["quint"] == 3
    assert _bonus(events) == ["a Bonus Attack on Quint"]


def test_ramming_speed_moves_only_to_an_adjacent_water_space_and_only_before_attacking() -> None:
    state = surfaced(play="ramming_speed_2")
    assert "adjacent Water Space" in refused(state, A.RamMove(4))
    load_dice(state, 0, 0, 0, 0)
    state, _ = run(state, A.SkipSharkAttack())
    assert a2_of(state).round == 2  # nothing left to do after skipping


def test_bonus_attacks_follow_the_shark_after_it_rams() -> None:
    positions = {"quint": "W1", "brody": "W4", "hooper": "B7"}
    state = surfaced(play="ramming_speed_1", positions=positions)
    state, _ = run(state, A.RamMove(3))
    load_dice(state, 0)  # only Brody (W4) is next to W3 now; Quint (W1) is not
    state, events = run(state, A.SkipSharkAttack())
    assert _bonus(events) == ["a Bonus Attack on Brody"]


# --- Domino Effect ----------------------------------------------------------------------------


def test_domino_effect_needs_the_bite_to_break_the_tile() -> None:
    state = surfaced(play="domino_effect_1")
    load_dice(state, *MISS_B2)  # a miss
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).pending is None and a2_of(state).round == 2


def test_domino_effect_throws_the_crew_off_the_second_tile_and_does_not_chain() -> None:
    state = surfaced(
        play="domino_effect_2",
        positions={"quint": "B1", "brody": "B6", "hooper": "B7"},
        tiles={8: "destroyed"},
    )
    load_dice(state, *DAMAGE_B2)  # B2 damaged
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).domino_options == (1, 3, 7)
    b1 = tile_result(1, ACT2.ability_of("domino_effect_2").hits)
    assert b1 != "miss", "the content's Domino Effect should break B1"
    load_dice(state, 0)  # Quint falls into W1, next to W2: a Bonus Attack, which misses
    state, events = run(state, A.DominoTarget(1))
    assert [(e.zone, e.result) for e in of_kind(events, "boat_hit")] == [(1, b1)]
    assert a2_of(state).positions["quint"] == "W1"
    assert a2_of(state).tiles[0] == b1 and a2_of(state).tiles[7] == "destroyed"
    assert a2_of(state).round == 2 and dice_left(state) == []


def test_domino_effect_skips_destroyed_neighbours() -> None:
    state = surfaced(
        play="domino_effect_1",
        positions={"quint": "B5", "brody": "B6", "hooper": "B4"},
        tiles={1: "destroyed", 7: "destroyed"},
    )
    load_dice(state, *DAMAGE_B2)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).domino_options == (3,)
    assert "next to the damaged one" in refused(state, A.DominoTarget(1))


# --- Hard Target ------------------------------------------------------------------------------


def test_hard_target_raises_a_zero_evade_card_to_three() -> None:
    state = act2_game(  # card 2: zone 1, Evade 0
        hand=("hard_target_2",), options=(2, 15, 16), positions={**FAR, "quint": "B1"}
    )
    state, _ = run(state, A.SharkChoose("A", "B", "hard_target_2"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 1)})
    assert shark_evade(a2_of(state), ACT2) == 3
    load_dice(state, 2, 2)  # 4 hits against 3: one wound
    state, events = run(state, A.AttackShark("quint"))
    assert of_kind(events, "crew_attack_resolved")[0].wounds == 1


def test_an_ability_has_no_effect_before_it_is_revealed() -> None:
    state = act2_game(hand=("hard_target_1",), options=(2, 15, 16))
    state, _ = run(state, A.SharkChoose("A", "B", "hard_target_1"))
    a2 = a2_of(state)
    a2.in_play = 2  # as if the card were face up, but the Ability card is still face down
    assert not a2.ability_revealed and shark_evade(a2, ACT2) == 0


# --- Making Waves -----------------------------------------------------------------------------


def test_making_waves_does_nothing_on_a_miss() -> None:
    state = surfaced(
        play="making_waves_2", positions={"quint": "B5", "brody": "B6", "hooper": "B1"}
    )
    load_dice(state, *MISS_B2)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).positions == {"quint": "B5", "brody": "B6", "hooper": "B1"}


# --- Every card leaves the game at the end of its round --------------------------------------


def test_a_played_card_is_removed_even_when_unused_and_cannot_come_back() -> None:
    state = surfaced(play="domino_effect_1")
    load_dice(state, 0, 0)
    state, events = run(state, A.SkipSharkAttack())
    a2 = a2_of(state)
    assert [e.card for e in of_kind(events, "ability_removed")] == ["domino_effect_1"]
    assert a2.ability_played is None and "domino_effect_1" not in a2.hand
    assert "not in your hand" in refused(state, A.SharkChoose("A", "B", "domino_effect_1"))
