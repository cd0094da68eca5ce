"""What each seat sees of Act 1: secrets HIDDEN for the crew and spectators until the act ends."""

from __future__ import annotations

from dataclasses import fields

import pytest

from jaws.engine import apply
from jaws.engine.act1 import actions as A
from jaws.session import GameSession
from jaws.views import HIDDEN, can_see, is_hidden, view_for, visible_events
from tests.helpers import a1_of, at_crew_phase, at_shark_phase, one_of_kind, run, set_swimmers

SECRETS = ("shark_position", "shark_start", "powers_left", "pad")


def test_unknown_viewer_is_refused() -> None:
    with pytest.raises(ValueError):
        view_for(at_shark_phase(), "hooper")


@pytest.mark.parametrize("viewer", ["crew", "spectator"])
def test_secrets_are_explicitly_hidden_from_crew_and_spectators(viewer: str) -> None:
    state = at_shark_phase(shark="N")
    state, _ = run(state, A.PlayPower("speed_burst"), A.SharkMove(("1", "2")))
    view = view_for(state, viewer).act1
    assert view is not None
    for name in SECRETS:
        assert getattr(view, name) is HIDDEN, name
    assert view.plan is HIDDEN
    state, _ = apply(state, A.SharkEndTurn())
    view = view_for(state, viewer).act1
    assert view is not None
    assert view.power_this_round is HIDDEN and view.plan is None
    assert view.powers_left_count == 3


def test_the_shark_sees_its_own_secrets_and_plan() -> None:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=1)
    state, _ = run(state, A.SharkEat(), A.SharkMove(("6",)))
    view = view_for(state, "shark").act1
    assert view is not None
    assert view.shark_position == "N" and view.shark_start == "N"
    assert not is_hidden(view.plan) and view.plan is not None
    assert view.plan.position == "6" and view.plan.eaten == {"N": 1}  # type: ignore[union-attr]
    assert view.plan.steps == ("Shark eats a swimmer", "Shark moves 6")  # type: ignore[union-attr]


def test_the_crew_view_does_not_change_while_the_shark_plans() -> None:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=2)
    before = view_for(state, "crew")
    spectator = view_for(state, "spectator")
    for action in (A.SharkEat(), A.PlayPower("speed_burst"), A.SharkMove(("1", "2", "4"))):
        state, events = apply(state, action)
        assert visible_events(events, "crew") == []
        assert view_for(state, "crew") == before
        assert view_for(state, "spectator") == spectator
    state, _ = apply(state, A.SharkUndo())
    assert view_for(state, "crew") == before


def test_the_crew_record_holds_every_announcement_and_answer() -> None:
    state = at_crew_phase(shark="5", shark_actions=(A.SharkMove(("W",)),))
    state, _ = run(
        state,
        A.UseFishFinder(),  # Hooper at 5: the Shark at W is nearby
        A.EndCrewTurn("hooper"),
        A.LaunchBarrel("8"),
        A.EndCrewTurn("quint"),
        A.CrewMove("brody", ("W",)),
        A.UseBinoculars(),
    )
    view = view_for(state, "crew").act1
    assert view is not None
    kinds = [c.kind for c in view.record]
    assert kinds == [
        "event_drawn",
        "shark_turn_ended",
        "fish_finder_answered",
        "barrel_launched",
        "binoculars_answered",
    ]
    assert view.record[2].result == "nearby"
    assert view.record[3].hit is False
    assert view.record[4].seen is True and view.revealed_at == "W"


def test_private_events_reach_only_the_shark() -> None:
    state = at_shark_phase(shark="N")
    state, events = run(state, A.SharkMove(("1",)), A.SharkEndTurn())
    shark_only = [e for e in events if e.audience == "shark"]
    assert shark_only and all(not can_see(e, "crew") for e in shark_only)
    assert all(not can_see(e, "spectator") for e in shark_only)
    assert [e.kind for e in visible_events(events, "crew")] == ["shark_turn_ended"]
    assert len(visible_events(events, "shark")) == len(events)


def test_the_session_log_for_the_crew_never_holds_the_start() -> None:
    session = GameSession.new("act1", 3)
    session.submit(A.SharkStart("7"))
    crew_kinds = {e.kind for e in session.events_for("crew")}
    assert "shark_started" not in crew_kinds
    assert "shark_started" in {e.kind for e in session.events_for("shark")}


@pytest.mark.parametrize("viewer", ["shark", "crew", "spectator"])
def test_the_tracker_pad_is_revealed_to_every_view_when_act_1_ends(viewer: str) -> None:
    state = at_crew_phase(shark="8", shark_actions=(A.PlayPower("evasive_moves"),))
    before = view_for(state, viewer).act1
    assert before is not None
    assert is_hidden(before.pad) == (viewer != "shark")
    a1_of(state).barrels.attached = 1
    a1_of(state).barrels.shop -= 1
    state, _ = apply(state, A.LaunchBarrel("8"))
    view = view_for(state, viewer).act1
    assert view is not None and view.phase == "over"
    assert view.pad == a1_of(state).pad and len(view.pad) == 1  # type: ignore[arg-type]
    assert view.pad[0].start == "8" and view.pad[0].power == "evasive_moves"  # type: ignore[index]
    assert view.shark_start == "8" and view.shark_position == "8"
    assert view.powers_left == ("feeding_frenzy", "out_of_sight", "speed_burst")


def test_in_a_full_game_the_pad_is_revealed_once_act_2_begins() -> None:
    pytest.importorskip("jaws.engine.act2.setup")
    pytest.importorskip("jaws.views.act2")
    state = at_shark_phase(shark="S", track=8, mode="full")
    set_swimmers(state, S=1)
    state, _ = run(state, A.SharkEat(), A.SharkEndTurn())
    assert state.act == 2
    for viewer in ("crew", "spectator"):
        view = view_for(state, viewer).act1
        assert view is not None and view.pad == a1_of(state).pad
        assert view.pad[0].eaten == (("S", 1),)  # type: ignore[index]


def test_answers_carry_only_the_answer() -> None:
    state = at_crew_phase(shark="5")
    state, events = run(state, A.UseFishFinder(), A.EndCrewTurn("hooper"), A.LaunchBarrel("4"))
    fields_of = {e.kind: {f.name for f in fields(e)} - {"kind"} for e in events}
    assert fields_of["fish_finder_answered"] == {"round", "space", "result"}
    assert fields_of["barrel_launched"] == {"round", "target", "hit", "attached"}
    state, events = run(state, A.EndCrewTurn("quint"), A.CrewMove("brody", ("W",)))
    state, events = apply(state, A.UseBinoculars())
    binoculars = one_of_kind(events, "binoculars_answered")
    assert {f.name for f in fields(binoculars)} - {"kind"} == {"round", "beach", "seen"}
