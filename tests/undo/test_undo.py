"""Taking back crew actions: only plain moves and choices, and never a leak: after a take-back
the crew's view (and the whole state) is exactly what it was before the action."""

from __future__ import annotations

import random

import pytest

from jaws.session import GameSession
from jaws.undo import PLAIN_EVENTS, CannotTakeBack, is_undoable, why_not


def play_with_take_backs(mode: str, seed: int, steps: int = 400) -> set[str]:
    """Random legal play; after every crew action that may be taken back, take it back and
    check nothing changed, then play it again. Returns the action kinds taken back."""
    rng = random.Random(seed)
    session = GameSession.new(mode, seed)  # type: ignore[arg-type]
    taken_back: set[str] = set()
    for _ in range(steps):
        seat = session.whose_turn()
        if seat is None:
            break
        actions = list(session.legal_actions(seat))
        action = rng.choice(actions)
        state_before = session.state
        crew_before = session.view("crew")
        shark_before = session.view("shark")
        session.submit(action)
        if why_not(session) is None:
            assert is_undoable(session.log[-1])
            entry = session.take_back()
            assert entry.action == action
            assert session.view("crew") == crew_before
            assert session.view("shark") == shark_before
            assert session.state == state_before
            taken_back.add(action.kind)
            session.submit(action)
        else:
            with pytest.raises(CannotTakeBack):
                kept = session.state
                session.take_back()
            assert session.state is kept
    return taken_back


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_act1_take_backs_restore_the_game_exactly(seed: int) -> None:
    kinds = play_with_take_backs("act1", seed)
    assert "crew_move" in kinds


@pytest.mark.parametrize("seed", [4, 5])
def test_act2_take_backs_restore_the_game_exactly(seed: int) -> None:
    kinds = play_with_take_backs("act2", seed)
    assert {"orca_move", "place_target"} & kinds


def crew_turn(seed: int = 7) -> GameSession:
    session = GameSession.new("act1", seed)
    while session.whose_turn() != "crew" or session.view("crew").act1.phase != "crew":
        seat = session.whose_turn()
        legal = session.legal_actions(seat)
        ends = [a for a in legal if a.kind == "shark_end_turn"]
        session.submit(ends[0] if ends else legal[0])
    return session


def test_an_answer_cannot_be_taken_back() -> None:
    session = crew_turn()
    finder = next(a for a in session.legal_actions("crew") if a.kind == "use_fish_finder")
    session.submit(finder)
    state = session.state
    with pytest.raises(CannotTakeBack, match="cannot be taken back"):
        session.take_back()
    assert session.state is state and session.log[-1].action == finder


def test_moves_come_back_one_by_one_until_the_answer() -> None:
    session = crew_turn()
    finder = next(a for a in session.legal_actions("crew") if a.kind == "use_fish_finder")
    session.submit(finder)
    moves = [a for a in session.legal_actions("crew") if a.kind == "crew_move"][:1]
    session.submit(moves[0])
    assert session.take_back().action == moves[0]
    with pytest.raises(CannotTakeBack):
        session.take_back()


def test_the_shark_plan_and_a_passed_turn_are_not_the_crews_to_take_back() -> None:
    session = GameSession.new("act1", 7)
    session.submit(session.legal_actions("shark")[0])
    with pytest.raises(CannotTakeBack):
        session.take_back()
    session = crew_turn()
    for member in ("quint", "brody", "hooper"):
        end = next(
            a
            for a in session.legal_actions("crew")
            if a.kind == "end_crew_turn" and a.member == member
        )
        session.submit(end)
        # Each member's turn passing is final, and so is the crew's phase at the end.
        assert why_not(session) is not None


def test_only_plain_events_qualify() -> None:
    assert not {"fish_finder_answered", "binoculars_answered", "barrel_launched"} & PLAIN_EVENTS
    assert not {"dice_rolled", "chum_revealed", "cage_played", "event_drawn"} & PLAIN_EVENTS
