"""bench/oracle_start.py: the crew's belief is told where each Shark turn started, and keeps
only what one turn from there can hide (or, told the end, only the Shark's space); the summary
is the Shark's win rate."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bench import oracle_start
from bench.oracle_start import TOLD, main, summary, told
from jaws.bots import make_bot
from jaws.bots.top.act1_crew import CrewBelief
from jaws.deduction.belief import ModelTracker
from jaws.deduction.tracker import space_shares
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.state import GameState
from jaws.views import view_for


def test_told_keeps_only_the_hypotheses_at_the_start() -> None:
    beliefs = {
        ("3", frozenset(), None): 0.5,
        ("3", frozenset({"speed_burst"}), None): 0.2,
        ("N", frozenset(), None): 0.3,
    }
    assert told(beliefs, "3") == {
        ("3", frozenset(), None): 0.5,
        ("3", frozenset({"speed_burst"}), None): 0.2,
    }
    assert told(beliefs, "W") == beliefs  # never emptied


def _hard_game() -> Iterator[GameState]:
    """Each state of seed 3's Act 1 game between the hard bots, before its move (400 at
    most)."""
    state = new_game("act1", 3)
    content = state.content
    bots = {
        "shark": make_bot("shark", "hard", 6, content),
        "crew": make_bot("crew", "hard", 7, content),
    }
    for _ in range(400):
        if state.outcome is not None:
            return
        yield state
        seat = whose_turn(state)
        assert seat is not None
        view = view_for(state, seat)
        state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))


def _crew_phase_opens(state: GameState) -> bool:
    """The crew is to move and none of its members has begun."""
    a1 = state.act1
    assert a1 is not None
    return whose_turn(state) == "crew" and a1.phase == "crew" and a1.active is None and not a1.done


def test_a_told_belief_keeps_fewer_spaces_and_never_loses_the_shark() -> None:
    content = new_game("act1", 3).content
    told_belief, plain_belief = CrewBelief(content), CrewBelief(content)
    TOLD.clear()
    narrower = 0
    try:
        for state in _hard_game():
            a1 = state.act1
            assert a1 is not None
            if a1.phase == "shark" and a1.shark_position is not None:
                TOLD.setdefault(a1.round, a1.shark_position)
            if _crew_phase_opens(state):
                view = view_for(state, "crew")
                CrewBelief._apply = oracle_start._told_apply  # type: ignore[method-assign]
                told_belief.observe(view)
                CrewBelief._apply = oracle_start._ORIGINAL_APPLY  # type: ignore[method-assign]
                plain_belief.observe(view)
                told_spaces = set(space_shares(dict(told_belief.weights())))
                plain_spaces = set(space_shares(dict(plain_belief.weights())))
                assert a1.shark_position in told_spaces  # the truth is never dropped
                assert told_spaces <= plain_spaces
                narrower += len(told_spaces) < len(plain_spaces)
    finally:
        CrewBelief._apply = oracle_start._ORIGINAL_APPLY  # type: ignore[method-assign]
        TOLD.clear()
    assert narrower > 0  # being told the start rules spaces out


def test_a_belief_told_the_end_holds_only_the_sharks_space() -> None:
    told_belief = CrewBelief(new_game("act1", 3).content)
    TOLD.clear()
    checked = 0
    ModelTracker._apply = oracle_start._told_end_apply  # type: ignore[method-assign]
    try:
        for state in _hard_game():
            a1 = state.act1
            assert a1 is not None
            if _crew_phase_opens(state):
                assert a1.shark_position is not None
                TOLD.setdefault(a1.round, a1.shark_position)
                told_belief.observe(view_for(state, "crew"))
                assert set(space_shares(dict(told_belief.weights()))) == {a1.shark_position}
                checked += 1
    finally:
        ModelTracker._apply = oracle_start._MODEL_APPLY  # type: ignore[method-assign]
        TOLD.clear()
    assert checked >= 2


@pytest.mark.parametrize("told_what", ["start", "end"])
def test_a_game_is_played_to_its_end_and_the_belief_is_untold_after(told_what: str) -> None:
    won, rounds = oracle_start.play(3, "easy", oracle=True, told_what=told_what)
    assert isinstance(won, bool) and rounds >= 1
    assert CrewBelief._apply is oracle_start._ORIGINAL_APPLY
    assert ModelTracker._apply is oracle_start._MODEL_APPLY
    assert not TOLD


def test_the_summary_line() -> None:
    line = summary("br", True, [(True, 4), (True, 5), (False, 3), (True, 4)], "end")
    assert line.startswith("oracle_start shark=br oracle=on told=end games=4 shark_wins=75.0 ")
    assert line.endswith(" rounds=4.00")


def test_bad_arguments_exit_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--games must be" in err
