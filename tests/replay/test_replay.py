"""Issue 10: one replay of an action log (jaws/replay.py), used by every road that rebuilds."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from jaws.engine import IllegalAction, new_game
from jaws.replay import ReplayRefused, replay, replay_log, replayed_game, views_along
from jaws.undo import take_back, why_not
from jaws.views import view_for
from tests.saves.playout import random_session

JAWS = Path(__file__).resolve().parents[2] / "jaws"
# The one module that may apply a logged action to a state by itself.
REPLAY_MODULE = JAWS / "replay.py"
# Live play (one move at a time, each checked by apply): not a replay of a log.
LIVE_PLAY = {JAWS / "session.py", JAWS / "simulate.py", JAWS / "net" / "host.py"}


def _calls(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                names.add(func.id)
            elif isinstance(func, ast.Attribute):
                names.add(func.attr)
    return names


def test_only_the_replay_module_applies_a_log_outside_the_engine() -> None:
    offenders = []
    for path in sorted(JAWS.rglob("*.py")):
        if JAWS / "engine" in path.parents or path == REPLAY_MODULE:
            continue
        calls = _calls(path)
        if "apply_in_place" in calls or ("apply" in calls and path not in LIVE_PLAY):
            offenders.append(str(path.relative_to(JAWS)))
    assert offenders == []


def test_nothing_outside_the_replay_rebuilds_a_game_by_submitting_its_log() -> None:
    # The app's deduction overlay and bot catch-up each replayed the log through a second
    # GameSession; they now watch the views `views_along` gives.
    for path in sorted((JAWS / "tui").rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.For)
                and isinstance(node.iter, ast.Attribute)
                and node.iter.attr == "log"
            ):
                assert "submit" not in _calls_in(node), path


def _calls_in(node: ast.AST) -> set[str]:
    return {
        n.func.attr
        for n in ast.walk(node)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
    }


def test_replay_in_place_and_by_clones_reach_the_same_game() -> None:
    played = random_session("act1", 21, 300)
    in_place, entries = replayed_game("act1", 21, played.actions)
    assert in_place == played.state
    assert entries == played.log
    start = new_game("act1", 21)
    steps = list(replay(start, played.actions, in_place=False))
    assert start == new_game("act1", 21), "a replay by clones changed the state it began from"
    assert steps[-1].state == played.state
    assert [step.entry for step in steps] == played.log
    # Each step's state is its own: the first is still the game after one action.
    assert steps[0].state != steps[-1].state


def test_a_refused_action_names_its_place_in_the_log() -> None:
    played = random_session("act1", 22, 40)
    bad = [*played.actions, played.actions[0]]
    with pytest.raises(ReplayRefused) as info:
        replay_log(new_game("act1", 22), bad)
    assert info.value.index == 40
    assert info.value.action == played.actions[0]
    assert isinstance(info.value, IllegalAction) and info.value.reason


def test_views_along_shows_the_start_and_every_action() -> None:
    played = random_session("act1", 23, 60)
    views = list(views_along("act1", 23, played.actions, "crew"))
    assert len(views) == 61
    assert views[0] == view_for(new_game("act1", 23), "crew")
    assert views[-1] == played.view("crew")


def test_taking_back_replays_the_log_without_the_last_action() -> None:
    for count in range(5, 200):
        played = random_session("act1", 24, count)
        if why_not(played) is None:
            break
    else:
        pytest.fail("no action of the crew could be taken back in 200 moves")
    before = played.state.clone()
    taken = take_back(played)
    expected, entries = replayed_game("act1", 24, played.actions)
    assert played.state == expected and played.state != before
    assert entries == played.log and taken.action.seat == "crew"
