"""The end of Act 1: alone (Shark wins at 7, crew by the second barrel) and in a full game."""

from __future__ import annotations

import pytest

from jaws.engine import apply, legal_actions, outcome, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.state import Act1Result
from tests.helpers import (
    a1_of,
    at_crew_phase,
    at_shark_phase,
    one_of_kind,
    refused,
    run,
    set_swimmers,
)


def test_alone_the_shark_wins_when_the_track_reaches_7() -> None:
    state = at_shark_phase(shark="S", track=5)
    set_swimmers(state, S=3)
    state, _ = apply(state, A.SharkEat())
    assert outcome(state) is None
    state, _ = apply(state, A.SharkEat())
    # The plan fills the track: the Shark can only take back or end its turn.
    assert {a.kind for a in legal_actions(state, "shark")} == {"shark_undo", "shark_end_turn"}
    state, events = apply(state, A.SharkEndTurn())
    a1 = a1_of(state)
    assert a1.phase == "over" and a1.track == 7 and a1.winner == "shark"
    assert a1.end_reason == "track" and a1.swimmers["S"] == 1
    result = outcome(state)
    assert result is not None and result.winner == "shark" and result.act == 1
    assert "7" in result.reason
    ended = one_of_kind(events, "act1_ended")
    assert (ended.reason, ended.track, ended.winner) == ("track", 7, "shark")
    assert whose_turn(state) is None
    assert legal_actions(state, "shark") == [] and legal_actions(state, "crew") == []
    assert "over" in refused(state, A.EndCrewTurn("quint"))


def test_alone_track_6_is_not_yet_a_win() -> None:
    state = at_shark_phase(shark="S", track=5)
    set_swimmers(state, S=1)
    state, _ = run(state, A.SharkEat(), A.SharkEndTurn())
    assert a1_of(state).track == 6 and outcome(state) is None and a1_of(state).phase == "crew"


def test_alone_michael_can_carry_the_shark_past_7() -> None:
    state = at_shark_phase(shark="W", track=6)
    a1_of(state).michael = "W"
    state, _ = run(state, A.SharkEat(michael=True), A.SharkEndTurn())
    assert a1_of(state).track == 8
    assert outcome(state) is not None and outcome(state).winner == "shark"  # type: ignore[union-attr]


def test_alone_the_crew_wins_with_the_second_barrel() -> None:
    state = at_crew_phase(shark="8")
    a1_of(state).barrels.attached = 1
    a1_of(state).barrels.shop -= 1
    state, events = apply(state, A.LaunchBarrel("8"))
    a1 = a1_of(state)
    assert a1.phase == "over" and a1.winner == "crew" and a1.end_reason == "barrels"
    assert a1.barrels.attached == 2 and a1.barrels.total() == 8
    result = outcome(state)
    assert result is not None and result.winner == "crew" and result.act == 1
    assert one_of_kind(events, "barrel_launched").hit is True
    assert one_of_kind(events, "act1_ended").barrels_attached == 2


def test_the_first_barrel_does_not_end_the_act() -> None:
    state = at_crew_phase(shark="8")
    state, _ = apply(state, A.LaunchBarrel("8"))
    assert a1_of(state).phase == "crew" and outcome(state) is None


def test_in_a_full_game_track_7_does_not_end_act_1() -> None:
    state = at_shark_phase(shark="S", track=5, mode="full")
    set_swimmers(state, S=2)
    state, _ = run(state, A.SharkEat(), A.SharkEat(), A.SharkEndTurn())
    assert a1_of(state).track == 7 and a1_of(state).phase == "crew" and state.act == 1


def _act2_ready() -> None:
    pytest.importorskip("jaws.engine.act2.setup")


def test_in_a_full_game_act_1_ends_at_track_9_with_a_typed_result() -> None:
    _act2_ready()
    state = at_shark_phase(shark="S", track=7, mode="full")
    set_swimmers(state, S=3)
    state, _ = run(state, A.SharkEat(), A.SharkEat())
    assert {a.kind for a in legal_actions(state, "shark")} == {"shark_undo", "shark_end_turn"}
    state, events = apply(state, A.SharkEndTurn())
    assert state.act1_result == Act1Result(reason="track", track=9, barrels_attached=0)
    assert state.act == 2 and state.outcome is None
    a1 = a1_of(state)
    assert a1.phase == "over" and a1.winner is None
    assert one_of_kind(events, "act1_ended").winner is None


def test_in_a_full_game_act_1_ends_at_the_second_barrel_reporting_the_track() -> None:
    _act2_ready()
    state = at_crew_phase(shark="8", mode="full", track=4)
    a1_of(state).barrels.attached = 1
    a1_of(state).barrels.shop -= 1
    state, _ = apply(state, A.LaunchBarrel("8"))
    assert state.act1_result == Act1Result(reason="barrels", track=4, barrels_attached=2)
    assert state.act == 2 and state.outcome is None


def test_in_a_full_game_michael_past_the_top_counts_only_to_9() -> None:
    _act2_ready()
    state = at_shark_phase(shark="W", track=8, mode="full")
    a1_of(state).michael = "W"
    state, _ = run(state, A.SharkEat(michael=True), A.SharkEndTurn())
    assert state.act1_result is not None and state.act1_result.track == 9
