"""Issue 9's app crashes: key sequences and bursts that used to stop the app with an exception.

Each test fails by the app raising (run_test re-raises the app's first unhandled exception).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.command import CommandPalette

from jaws.session import GameSession
from jaws.tui.app import PLAY_SCREENS, JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.dialogs import SaveNameDialog
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.rules import RulesScreen
from jaws.tui.table_moments import MomentCard
from tests.tui.conftest import (
    SIZE,
    acknowledge,
    highlight_title_choice,
    lift_curtain,
    new_app,
    wait_for,
)
from tests.tui.keys import burst, settle


async def test_t1_palette_then_rules_then_palette_again(save_dir: Path) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert CommandPalette.is_open(app)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert CommandPalette.is_open(app)
        assert sum(isinstance(s, CommandPalette) for s in app.screen_stack) == 1
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, Act1Screen)


@pytest.mark.parametrize("enters", [2, 3, 5, 8])
async def test_t2_ctrl_s_then_a_burst_of_enters(save_dir: Path, enters: int) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        burst(app, "ctrl+s", *["enter"] * enters)
        await settle(pilot)
        assert app.is_running
        assert isinstance(app.screen, PLAY_SCREENS)
        assert any(path.suffix == ".json" for path in save_dir.iterdir())


async def test_t2_a_dialog_answered_twice_closes_once(save_dir: Path) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, SaveNameDialog)
        answers: list[Any] = []
        dialog._result_callbacks[-1].callback = answers.append  # type: ignore[method-assign]
        dialog.dismiss("one")
        dialog.dismiss("two")
        dialog.action_cancel()
        await settle(pilot)
        assert answers == ["one"]
        assert isinstance(app.screen, Act1Screen)


async def test_t2_ctrl_s_and_ctrl_q_bursts_never_stack_dialogs(save_dir: Path) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        burst(app, "ctrl+s", "ctrl+s", "ctrl+s", "f1", "f1", "ctrl+s")
        await settle(pilot)
        dialogs = [s for s in app.screen_stack if not isinstance(s, PLAY_SCREENS)]
        assert len({type(s) for s in dialogs}) == len(dialogs), dialogs
        burst(app, "escape", "escape", "escape", "escape", "escape")
        await settle(pilot)
        assert app.is_running and isinstance(app.screen, PLAY_SCREENS)


def almost_over() -> GameSession:
    """Seed 0, easy Shark, hard crew: Act 1 ends on the crew's 29th action, a barrel hit."""
    from jaws.bots import make_bot

    session = GameSession.new("act1", 0)
    bots = {"shark": make_bot("shark", "easy", 0), "crew": make_bot("crew", "hard", 1)}
    actions: list[Any] = []
    while session.outcome is None:
        seat = session.whose_turn()
        assert seat is not None
        actions.append(bots[seat].choose(session.view(seat), session.legal_actions(seat)))
        session.submit(actions[-1])
    assert session.view("spectator").act1.end_reason == "barrels"  # type: ignore[union-attr]
    assert session.log[-1].action.kind == "launch_barrel"
    return GameSession.replay("act1", 0, actions[:-1]), actions[-1]  # type: ignore[return-value]


async def test_t4_an_enter_before_the_replay_is_built_does_not_skip_or_break_it(
    save_dir: Path,
) -> None:
    from jaws.tui.screens.replay import ReplayScreen

    session, last = almost_over()  # type: ignore[misc]
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        app.submit(last)
        app.after_replay()  # the replay's Enter, handled before the replay has mounted
        await settle(pilot)
        # How Act 1 ended is told first, over the replay (stop 35); the Enter skipped neither.
        assert isinstance(app.screen, MomentCard)
        await acknowledge(pilot)
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.query_one("#steps")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))


@pytest.mark.parametrize("pauses", [0, 1, 2, 3])
async def test_t4_the_app_closing_while_the_replay_is_built_is_not_a_crash(
    save_dir: Path, pauses: int
) -> None:
    session, last = almost_over()  # type: ignore[misc]
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        app.submit(last)  # Act 1 ends: the replay is being built...
        for _ in range(pauses):
            await asyncio.sleep(0)
        # ...and the driver (a test, a quit) closes the app before it has mounted.
    assert app.crash is None


async def test_t2_a_burst_of_enters_on_the_title_opens_one_form_and_starts_one_game(
    save_dir: Path,
) -> None:
    from jaws.tui.screens.handoff import HandOffScreen
    from jaws.tui.screens.title import NewGameScreen

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "act1")
        burst(app, "enter", "enter", "enter")
        await settle(pilot)
        assert sum(isinstance(s, NewGameScreen) for s in app.screen_stack) == 1
        form = app.screen
        assert isinstance(form, NewGameScreen)
        started: list[Any] = []
        original = app.start_game

        def start_game(*args: Any) -> Any:
            started.append(args)
            return original(*args)

        app.start_game = start_game  # type: ignore[method-assign]
        form.action_start()
        form.action_start()  # the form's second Enter, queued behind the first
        await settle(pilot)
        assert len(started) == 1
        assert isinstance(app.screen, HandOffScreen)
