"""The Shark sees where its meals put the Swimmer Track, and what a full track means, as it
plans (stop-35 playtest: the panel said "Swimmer Track 5/7" after the two meals that filled
it, and a key typed then was answered "takes nothing now")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.engine.act1 import actions as A
from jaws.tui.app import JawsApp
from tests.helpers import at_shark_phase, set_swimmers
from tests.tui.conftest import screen_text
from tests.tui.test_no_misfire import _playing_from


def _flat(app: JawsApp) -> str:
    return " ".join(screen_text(app).split())


def _notices(app: JawsApp) -> list[str]:
    return [n.message for n in app._notifications]


async def _plan(app: JawsApp, pilot: Any, *actions: Any) -> None:
    """The Shark plans `actions`, one at a time, as its keys would."""
    for action in actions:
        app.submit(action)
        await pilot.pause()


async def test_the_panel_counts_the_plans_meals_on_the_track(save_dir: Path) -> None:
    state = at_shark_phase(shark="S", track=4)
    set_swimmers(state, S=3)
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        assert "Track after this turn" not in _flat(app)  # nothing eaten yet
        await _plan(app, pilot, A.SharkEat())
        assert "Track after this turn: 5/7" in _flat(app)
        assert "e ends the turn" not in _flat(app)
        await _plan(app, pilot, A.SharkEat(), A.SharkEat())
        text = _flat(app)
        assert "Track after this turn: 7/7" in text
        assert "e ends the turn: you win Act 1." in text


async def test_in_a_full_game_a_full_track_ends_the_act_not_the_game(save_dir: Path) -> None:
    state = at_shark_phase(shark="S", mode="full", track=7)
    set_swimmers(state, S=2)
    async with _playing_from(state, save_dir) as (app, pilot):
        await _plan(app, pilot, A.SharkEat(), A.SharkEat())
        text = _flat(app)
        assert "Track after this turn: 9/9" in text
        assert "e ends the turn and Act 1." in text
        assert "you win" not in text


async def test_a_key_typed_on_a_full_track_is_told_why(save_dir: Path) -> None:
    state = at_shark_phase(shark="S", track=5)
    set_swimmers(state, S=2)
    async with _playing_from(state, save_dir) as (app, pilot):
        await _plan(app, pilot, A.SharkEat(), A.SharkEat())
        await pilot.press("7")
        await pilot.pause()
        assert "“7”: The Swimmer Track is full: end your turn to finish the act." in _notices(app)


async def test_a_key_typed_once_the_actions_are_used_is_told_why(save_dir: Path) -> None:
    state = at_shark_phase(shark="S", track=0)
    set_swimmers(state, S=3)
    async with _playing_from(state, save_dir) as (app, pilot):
        await _plan(app, pilot, A.SharkEat(), A.SharkEat(), A.SharkEat())
        await pilot.press("7")
        await pilot.pause()
        assert "“7”: The Shark has no actions left this round: end the turn." in _notices(app)
