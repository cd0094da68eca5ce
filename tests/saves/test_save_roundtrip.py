"""Saving then loading restores the exact game: same state, same future dice, same outcome."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from jaws import saves
from jaws.session import GameSession, SeatControl
from tests.saves.playout import ACT2_MISSING, act2_ready, play_randomly, random_session

MODES = ["act1", "full", "act2"] if act2_ready() else ["act1"]


def _first_move_of_act(whole: GameSession, act: int) -> int:
    """The index of the first action played in `act` in a finished game's log."""
    replay = GameSession.new(whole.mode, whole.seed)
    for index, action in enumerate(whole.actions):
        if replay.act == act:
            return index
        replay.submit(action)
    raise AssertionError(f"the game never reached act {act}")


def _continue_both(first: GameSession, second: GameSession, seed: int) -> None:
    """Play the same random legal actions on both sessions and compare every step."""
    before = len(first.log)
    chooser = random.Random(seed)
    for _ in range(5000):
        seat = first.whose_turn()
        assert seat == second.whose_turn()
        if seat is None:
            break
        moves = first.legal_actions(seat)
        assert moves == second.legal_actions(seat)
        action = moves[chooser.randrange(len(moves))]
        assert first.submit(action) == second.submit(action)
    assert first.outcome is not None, "the continued game should reach its end"
    assert first.outcome == second.outcome
    assert [e.events for e in first.log[before:]] == [e.events for e in second.log[before:]]
    assert first.state == second.state


@settings(max_examples=40, deadline=None, derandomize=True)  # same examples on every run
@given(
    mode=st.sampled_from(MODES),
    seed=st.integers(min_value=0, max_value=2**31),
    fraction=st.floats(min_value=0.0, max_value=1.0),
    in_last_act=st.booleans(),
)
def test_save_then_load_gives_an_equal_game_that_plays_on_identically(
    mode: str, seed: int, fraction: float, in_last_act: bool
) -> None:
    whole = random_session(mode, seed, 1_000_000)  # a random game, then a random point of it
    start = 0
    if in_last_act:  # for a full game: a point of Act 2 (other modes have one act)
        start = _first_move_of_act(whole, whole.act)
    cut = start + round(fraction * (len(whole.log) - start))
    original = GameSession.replay(mode, seed, whole.actions[:cut])  # type: ignore[arg-type]
    event(f"{mode} saved in act {original.act}" + (" after the end" if original.outcome else ""))
    text = saves.dumps(original)
    loaded = saves.loads(text, source="memory")

    assert loaded.state == original.state
    assert loaded.state.rng == original.state.rng
    assert loaded.actions == original.actions
    assert [e.events for e in loaded.log] == [e.events for e in original.log]
    for viewer in ("shark", "crew", "spectator"):
        assert loaded.view(viewer) == original.view(viewer)
    if original.outcome is None:
        _continue_both(original, loaded, seed + 1)


@settings(
    max_examples=10,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(min_value=0, max_value=10_000), cut=st.integers(min_value=1, max_value=600))
def test_a_file_round_trip_keeps_players_and_seats(tmp_path: Path, seed: int, cut: int) -> None:
    original = random_session(
        "act1",
        seed,
        cut,
        players=3,
        seats={"shark": SeatControl("bot", "hard"), "crew": SeatControl()},
        crew_players={"quint": 0, "brody": 2, "hooper": 3},
    )
    path = saves.save(original, f"game-{seed}-{cut}", tmp_path)
    loaded = saves.load(path)
    assert loaded.state == original.state
    assert loaded.players == 3
    assert loaded.seats == original.seats
    assert loaded.crew_players == {"quint": 0, "brody": 2, "hooper": 3}


def test_a_finished_game_saves_and_loads_with_its_outcome() -> None:
    session = random_session("act1", 11, 100_000)
    assert session.outcome is not None
    loaded = saves.loads(saves.dumps(session))
    assert loaded.outcome == session.outcome
    assert loaded.whose_turn() is None
    header = json.loads(saves.dumps(session))["header"]
    assert header["winner"] == session.outcome.winner


def test_a_new_game_with_no_actions_round_trips() -> None:
    session = GameSession.new("act1", 5)
    loaded = saves.loads(saves.dumps(session))
    assert loaded.state == session.state
    assert loaded.log == []


@pytest.mark.skipif(not act2_ready(), reason=ACT2_MISSING)
def test_a_full_game_saved_in_act2_resumes_in_act2() -> None:
    for seed in range(40):
        session = GameSession.new("full", seed)
        chooser = random.Random(seed)
        while session.act == 1 and session.whose_turn() is not None:
            play_randomly(session, chooser, 1)
        if session.act == 2 and session.outcome is None:
            play_randomly(session, chooser, 10)
            break
    else:
        pytest.fail("no random full game reached Act 2 in 40 seeds")
    loaded = saves.loads(saves.dumps(session))
    assert loaded.act == 2
    assert loaded.state == session.state
    assert loaded.state.act1_result == session.state.act1_result
    _continue_both(session, loaded, 99)
