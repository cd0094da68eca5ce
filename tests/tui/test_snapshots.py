"""Snapshots of every screen at 80x24, 100x30 and 120x40 (baselines in tests/tui/__snapshots__/):
each must be readable at all three sizes. Seeds are fixed, so every snapshot is deterministic.

Update them after a deliberate change with `pytest tests/tui --snapshot-update` and look at
the report before committing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.screens.title import NewGameScreen
from tests.tui.conftest import choose, lift_curtain, wait_for
from tests.tui.players import (
    busy_crew,
    hungry_shark,
    idle_crew,
    plain_shark_act2,
    steady_crew_act2,
    step,
    step_act2,
)

SIZES = [(80, 24), (100, 30), (120, 40)]
sizes = pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])


@sizes
def test_title_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    assert snap_compare(JawsApp(save_dir=tmp_path), terminal_size=size)


@sizes
def test_hand_off_curtain(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = JawsApp(mode="act1", seed=3, players=3, save_dir=tmp_path)
    assert snap_compare(app, terminal_size=size)


@sizes
def test_act1_crew_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def to_the_crew_phase(pilot: Any) -> None:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "E")
        for _ in range(60):
            screen = pilot.app.screen
            view = pilot.app.session.view("crew").act1
            on_crew = isinstance(screen, Act1Screen) and screen.seat == "crew"
            if on_crew and view.phase == "crew" and len(view.done) == 1:
                break
            await step(pilot, hungry_shark, busy_crew)
        await pilot.pause()

    app = JawsApp(mode="act1", seed=3, players=4, save_dir=tmp_path)
    assert snap_compare(app, terminal_size=size, run_before=to_the_crew_phase)


@sizes
def test_act1_shark_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def plan_two_steps(pilot: Any) -> None:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "N")
        for _ in range(20):
            screen = pilot.app.screen
            if isinstance(screen, Act1Screen) and screen.seat == "shark":
                break
            await step(pilot, hungry_shark, idle_crew)
        await choose(pilot, lambda a: a.kind == "play_power" and a.power == "speed_burst")
        await choose(pilot, lambda a: a.kind == "shark_move" and a.path == ("5", "W", "3"))
        await pilot.pause()

    app = JawsApp(mode="act1", seed=3, players=2, save_dir=tmp_path)
    assert snap_compare(app, terminal_size=size, run_before=plan_two_steps)


def _act1_over(seed: int) -> GameSession:
    session = GameSession.new("act1", seed)
    while session.whose_turn() is not None:
        seat = session.whose_turn()
        assert seat is not None
        policy = hungry_shark if seat == "shark" else idle_crew
        session.submit(policy(session.view(seat), session.legal_actions(seat)))
    return session


@sizes
def test_replay_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def to_round_two(pilot: Any) -> None:
        await pilot.pause()
        pilot.app.begin(_act1_over(6))
        # The act is over when it is resumed: show the replay as the end of act would.
        pilot.app.act1_replayed = False
        pilot.app.advance()
        await pilot.pause()
        assert isinstance(pilot.app.screen, ReplayScreen)
        await pilot.press("right")
        await pilot.pause()

    assert snap_compare(JawsApp(save_dir=tmp_path), terminal_size=size, run_before=to_round_two)


@sizes
def test_act2_crew_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def to_the_reveal(pilot: Any) -> None:
        await pilot.pause()
        for _ in range(80):
            screen = pilot.app.screen
            view = pilot.app.session.view("crew").act2
            if isinstance(screen, Act2Screen) and view.phase == "crew_attack":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        await pilot.pause()

    app = JawsApp(mode="act2", seed=8, players=4, save_dir=tmp_path)
    assert snap_compare(app, terminal_size=size, run_before=to_the_reveal)


@sizes
def test_act2_shark_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def to_the_choice(pilot: Any) -> None:
        await pilot.pause()
        for _ in range(80):
            screen = pilot.app.screen
            view = pilot.app.session.view("crew").act2
            on_shark = isinstance(screen, Act2Screen) and screen.seat == "shark"
            if on_shark and view.phase == "choose":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        await pilot.pause()

    app = JawsApp(mode="act2", seed=8, players=4, save_dir=tmp_path)
    assert snap_compare(app, terminal_size=size, run_before=to_the_choice)


@sizes
def test_new_game_form(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def open_the_form(pilot: Any) -> None:
        await pilot.pause()
        pilot.app.push_screen(NewGameScreen("full"))
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, NewGameScreen))
        await pilot.pause()

    assert snap_compare(JawsApp(save_dir=tmp_path), terminal_size=size, run_before=open_the_form)


@sizes
def test_game_over_screen(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def to_the_end(pilot: Any) -> None:
        await pilot.pause()
        session = _act1_over(6)
        pilot.app.push_screen(GameOverScreen(session.view("spectator")))
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, GameOverScreen))
        await pilot.pause()

    assert snap_compare(JawsApp(save_dir=tmp_path), terminal_size=size, run_before=to_the_end)


@sizes
def test_rules_reference(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    assert snap_compare(JawsApp(save_dir=tmp_path), terminal_size=size, press=["f1"])
