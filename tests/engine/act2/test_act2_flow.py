"""Act 2 setup, the round's phases, refusals, elimination, the three endings and saves."""

from __future__ import annotations

import random

import pydantic
import pytest

from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act2 import actions as A
from jaws.engine.act2.setup import hands_for_track, new_act2
from jaws.engine.act2.state import Act2State
from jaws.engine.rng import Rng
from tests.engine.act2.act2_helpers import (
    ACT2,
    CARD3_DICE,
    CONTENT,
    a2_of,
    act2_game,
    card_total,
    dice_for,
    load_dice,
    of_kind,
    prepare,
    refused,
    run,
    shaken_off,
    surfaced,
    tile_hits,
)

AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}


# --- Setup -----------------------------------------------------------------------------------


def test_standalone_act2_deals_six_ability_cards_and_seven_shared_gear() -> None:
    state = new_game("act2", 11)
    a2 = a2_of(state)
    assert (len(a2.hand), len(a2.gear_pool)) == (6, 7)
    assert a2.phase == "divide" and whose_turn(state) == "crew"
    assert card_total(a2) == (16, 16, 22)
    assert a2.gear == dict(ACT2.personal_gear)


# The HOUSE table's rows, read from content: each row's first and last track position.
_HANDS = [
    (track, (row.shark_cards, row.shared_gear))
    for row in ACT2.components.hands
    for track in sorted({row.track_min, row.track_max})
]


@pytest.mark.parametrize(("track", "hands"), _HANDS)
def test_the_swimmer_track_decides_both_hands(track: int, hands: tuple[int, int]) -> None:
    assert hands_for_track(ACT2, track) == hands
    a2, events = new_act2(CONTENT, Rng(3), *hands)
    assert (len(a2.hand), len(a2.gear_pool)) == hands
    assert of_kind(events, "ability_hand_dealt")[0].audience == "shark"


def test_crew_divides_the_shared_gear_then_boards_then_round_one_starts() -> None:
    state = new_game("act2", 5)
    pool = a2_of(state).gear_pool
    assert len(legal_actions(state, "crew")) == 3 * len(pool)
    assert legal_actions(state, "shark") == []
    for i, card in enumerate(pool):
        state, _ = run(state, A.GiveGear(card, ("quint", "brody", "hooper")[i % 3]))
    a2 = a2_of(state)
    assert a2.phase == "board" and sum(len(g) for g in a2.gear.values()) == 6 + len(pool)
    assert "aboard" not in refused(state, A.BoardOrca("quint", 9))
    state, events = run(state, A.BoardOrca("quint", 1), A.BoardOrca("brody", 1))
    assert "already aboard" in refused(state, A.BoardOrca("quint", 2))
    state, events = run(state, A.BoardOrca("hooper", 8))
    a2 = a2_of(state)
    assert a2.positions == {"quint": "B1", "brody": "B1", "hooper": "B8"}
    assert a2.phase == "choose" and a2.round == 1 and len(a2.options) == 3
    assert len(of_kind(events, "options_turned_up")[0].options) == 3


def test_a_full_game_reaches_act2_with_hands_from_the_track() -> None:
    chooser = random.Random(4)
    state = new_game("full", 4)
    while state.act == 1:
        seat = whose_turn(state)
        assert seat is not None
        state, _ = apply(state, chooser.choice(legal_actions(state, seat)))
    assert state.act1_result is not None
    a2 = a2_of(state)
    expected = hands_for_track(ACT2, state.act1_result.track)
    assert (len(a2.hand), len(a2.gear_pool)) == expected
    assert a2.phase == "divide" and whose_turn(state) == "crew"


# --- The Shark's secret choice ---------------------------------------------------------------


def test_shark_choice_lists_every_option_card_and_chum_pair() -> None:
    state = act2_game(hand=("maul_again_1", "hard_target_2"))
    choices = legal_actions(state, "shark")
    assert len(choices) == 3 * 3 * 2
    assert A.SharkChoose("B", "C", "hard_target_2") in choices
    assert "did not choose" in refused(state, A.SharkChoose("A", "A"))
    assert "not in your hand" in refused(state, A.SharkChoose("A", "B", "big_mouth_1"))
    assert "options A, B, C" in refused(state, A.SharkChoose("D", "B"))
    assert "Shark's move" in refused(state, A.CrewReady())


def test_shark_choice_is_public_only_as_a_locked_token() -> None:
    state = act2_game(hand=("maul_again_1",))
    state, events = run(state, A.SharkChoose("B", "C", "maul_again_1"))
    assert [e.audience for e in of_kind(events, "shark_choice_made")] == ["shark"]
    assert [e.ability_played for e in of_kind(events, "shark_locked_in")] == [True]
    assert a2_of(state).hand == ()


# --- The crew prepares -----------------------------------------------------------------------


def test_moving_two_spaces_but_climbing_aboard_takes_both() -> None:
    state = act2_game(positions={"quint": "W1", "brody": "B2", "hooper": "B3"})
    state, _ = run(state, A.SharkChoose("A", "B"))
    moves = sorted(
        a.to
        for a in legal_actions(state, "crew")
        if isinstance(a, A.OrcaMove) and a.member == "quint"
    )
    assert moves == ["B1", "W2", "W3", "W7", "W8"]  # B1 only by climbing; no step after it
    assert "climbing" in refused(state, A.OrcaMove("quint", "B2"))
    state, _ = run(state, A.OrcaMove("quint", "W3"))
    assert "already moved" in refused(state, A.OrcaMove("quint", "W2"))


def test_weapon_before_target_and_ready_only_when_all_targets_are_out() -> None:
    state = act2_game()
    state, _ = run(state, A.SharkChoose("A", "B"))
    assert "choose a weapon" in refused(state, A.PlaceTarget("quint", 1))
    assert "accessory" not in refused(state, A.ChooseWeapon("quint", "spear"))
    state, _ = prepare(state, {"quint": ("machete", 1)}, ready=False)
    assert "Brody, Hooper" in refused(state, A.CrewReady())
    assert "ready" in refused(state, A.OrcaMove("quint", "W1"))
    assert A.CrewReady() not in legal_actions(state, "crew")


def test_reveal_discards_the_unchosen_options_and_returns_wrong_targets() -> None:
    state = act2_game(options=(3, 6, 15), positions={"quint": "B2", "brody": "B3", "hooper": "B8"})
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, events = prepare(
        state, {"quint": ("machete", 2), "brody": ("boat_hook", 3), "hooper": ("spear", 8)}
    )
    a2 = a2_of(state)
    assert a2.shark_zone == 2 and a2.in_play == 3 and a2.resurface_discard == (6, 15)
    assert a2.target == {"quint": 2}
    assert of_kind(events, "targets_returned")[0].members == ("brody", "hooper")
    assert a2.phase == "crew_attack"


def test_shake_off_discards_every_attached_weapon() -> None:
    state, events = shaken_off()
    assert a2_of(state).attached == ()
    assert of_kind(events, "shook_off")[0].cards == ("harpoon_barrel", "poison_dart")
    assert {"harpoon_barrel", "poison_dart"} <= set(a2_of(state).gear_discard)


def test_declining_and_ending_attacks() -> None:
    state = act2_game(positions={"quint": "B2", "brody": "B2", "hooper": "B7"}, options=(3, 6, 15))
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 2), "brody": ("boat_hook", 2)})
    state, events = run(state, A.DeclineAttack("quint"))
    assert "already attacked" in refused(state, A.AttackShark("quint"))
    state, events = run(state, A.EndCrewAttacks())
    assert of_kind(events, "attack_declined")[0].member == "brody"
    assert a2_of(state).phase == "shark_attack"


# --- The Shark's attack ----------------------------------------------------------------------


def test_shark_cannot_bite_a_crew_member_on_the_boat_or_a_far_tile() -> None:
    state = surfaced(positions={"quint": "B2", "brody": "W5", "hooper": "B7"})
    shark = legal_actions(state, "shark")
    assert shark == [A.AttackBoat(2), A.SkipSharkAttack()]
    assert "not in the water" in refused(state, A.AttackCrew("quint"))
    assert "not in the water" in refused(state, A.AttackCrew("brody"))
    assert "next to the Shark" in refused(state, A.AttackBoat(5))


def test_crew_member_is_eliminated_at_the_end_of_the_wound_track() -> None:
    state = surfaced(positions={"quint": "B5", "brody": "W2", "hooper": "B7"})
    a2_of(state).wounds["brody"] = 4
    load_dice(state, 1, 1)
    state, events = run(state, A.AttackCrew("brody"))
    a2 = a2_of(state)
    assert a2.wounds["brody"] == 6 and a2.eliminated == ("brody",)
    assert "brody" not in a2.positions and a2.gear["brody"] == ()
    assert {"boat_hook", "service_pistol"} <= set(a2.gear_discard)
    assert of_kind(events, "crew_eliminated")[0].member == "brody"
    assert all(getattr(a, "member", None) != "brody" for a in legal_actions(state, "crew"))


def test_the_shark_wins_when_the_last_crew_member_is_eliminated() -> None:
    state = surfaced(positions={"quint": "B5", "brody": "W2", "hooper": "B7"})
    a2 = a2_of(state)
    a2.eliminated = ("quint", "hooper")
    del a2.positions["quint"], a2.positions["hooper"]
    a2.wounds["brody"] = ACT2.wound_limits["brody"] - 1
    load_dice(state, 1, 0)
    state, _ = run(state, A.AttackCrew("brody"))
    assert state.outcome is not None and state.outcome.winner == "shark"
    assert "eliminated" in state.outcome.reason
    assert whose_turn(state) is None and legal_actions(state, "crew") == []


def test_the_shark_wins_when_the_last_boat_tile_is_destroyed() -> None:
    tiles = dict.fromkeys(range(1, 9), "destroyed")
    tiles[2] = "damaged"
    state = surfaced(positions={"quint": "W5", "brody": "W6", "hooper": "W7"}, tiles=tiles)  # type: ignore[arg-type]
    load_dice(state, *dice_for(tile_hits(2, "destroyed", damaged=True), CARD3_DICE))
    state, _ = run(state, A.AttackBoat(2))
    assert state.outcome is not None and state.outcome.winner == "shark"
    assert state.outcome.reason == "the Orca is destroyed"


def test_the_crew_wins_when_the_shark_track_is_full() -> None:
    state = act2_game(positions={"quint": "B1", "brody": "B6", "hooper": "B7"}, options=(2, 6, 15))
    a2_of(state).wounds["shark"] = ACT2.wound_limits["shark"] - 2
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 1)})  # card 2: zone 1, Evade 0
    load_dice(state, 2, 2)
    state, events = run(state, A.AttackShark("quint"))
    assert a2_of(state).wounds["shark"] == ACT2.wound_limits["shark"]
    assert state.outcome is not None and state.outcome.winner == "crew"
    assert of_kind(events, "act2_ended")[0].winner == "crew"
    with pytest.raises(Exception, match="over"):
        apply(state, A.EndCrewAttacks())


def test_resurface_discards_are_reshuffled_when_the_deck_runs_out() -> None:
    state = surfaced()
    a2 = a2_of(state)
    a2.resurface_discard = (*a2.resurface_discard, *a2.resurface_deck[1:])
    a2.resurface_deck = a2.resurface_deck[:1]
    state, events = run(state, A.SkipSharkAttack())
    a2 = a2_of(state)
    assert of_kind(events, "resurface_reshuffled")
    assert len(a2.options) == 3 and card_total(a2)[0] == 16


# --- Saves and the action union --------------------------------------------------------------


def test_act2_state_round_trips_through_pydantic() -> None:
    state = surfaced(play="domino_effect_1", attached=("barrel_1",))
    load_dice(state, 1, 2)
    state, _ = run(state, A.AttackBoat(2))
    a2 = a2_of(state)
    adapter = pydantic.TypeAdapter(Act2State)
    assert adapter.validate_python(adapter.dump_python(a2)) == a2
    assert adapter.validate_json(adapter.dump_json(a2)) == a2


def test_every_act2_action_round_trips_through_the_action_adapter() -> None:
    from jaws.engine.actions import action_from_data, action_to_data

    state = new_game("act2", 9)
    for _ in range(60):
        seat = whose_turn(state)
        if seat is None:
            break
        for action in legal_actions(state, seat):
            assert action_from_data(action_to_data(action)) == action
        state, _ = apply(state, legal_actions(state, seat)[0])


def test_act2_kinds_do_not_collide_with_act1() -> None:
    from typing import get_args

    from jaws.engine.act1.actions import Act1Action
    from jaws.engine.act2.actions import Act2Action

    kinds1 = {c.__dataclass_fields__["kind"].default for c in get_args(Act1Action)}
    kinds2 = [c.__dataclass_fields__["kind"].default for c in get_args(Act2Action)]
    assert len(set(kinds2)) == len(kinds2) and not kinds1 & set(kinds2)


def test_act1_actions_are_refused_in_act2() -> None:
    from jaws.engine.act1.actions import EndCrewTurn

    state = act2_game()
    assert "Act 1" in refused(state, EndCrewTurn("quint"))


def test_two_options_may_show_the_same_zone() -> None:
    # Cards 1 and 2 are both zone 1 (official FAQ: legal).
    state = act2_game(options=(1, 2, 3), positions=FAR, gear={"quint": ("chum_1",)})
    state, events = run(state, A.SharkChoose("A", "B"), A.PlayChum("quint", "chum_1"))
    (shown,) = of_kind(events, "chum_revealed")
    assert (shown.option, shown.zone) == ("B", 1)  # not chosen, yet the same zone as A
    state, events = prepare(state, AWAY)
    resurfaced = of_kind(events, "shark_resurfaced")[0]
    assert (resurfaced.option, resurfaced.zone, resurfaced.card) == ("A", 1, 1)


def test_the_shark_bites_crew_in_its_own_or_an_adjacent_water_space_only() -> None:
    state = surfaced(positions={"quint": "W2", "brody": "W3", "hooper": "W4"})
    bites = [a.member for a in legal_actions(state, "shark") if isinstance(a, A.AttackCrew)]
    assert bites == ["quint", "brody"]
    assert "next to the Shark's space" in refused(state, A.AttackCrew("hooper"))
