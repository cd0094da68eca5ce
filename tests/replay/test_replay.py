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
LOGS = {"log", "actions"}
APPLIERS = {"apply", "apply_in_place", "submit"}


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript):  # session.log[:-1]
        return _name(node.value)
    return ""


def _calls_in(node: ast.AST) -> set[str]:
    return {_name(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}


def _outside_the_engine() -> list[Path]:
    return [
        path
        for path in sorted(JAWS.rglob("*.py"))
        if JAWS / "engine" not in path.parents and path != REPLAY_MODULE
    ]


def test_nothing_outside_the_replay_loops_over_a_log_applying_its_actions() -> None:
    # The session, the save loader, taking back, and the app's deduction overlay and bot
    # catch-up each had such a loop; they now go through jaws/replay.py.
    offenders = []
    for path in _outside_the_engine():
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.For)
                and _name(node.iter) in LOGS
                and _calls_in(node) & APPLIERS
            ):
                offenders.append(f"{path.relative_to(JAWS)}:{node.lineno}")
    assert offenders == []


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
