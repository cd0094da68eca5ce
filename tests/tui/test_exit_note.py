"""helper-44, stop 42: Ctrl+Q quit (at once where nothing was unsaved) and the terminal said
nothing of the game kept. Closing on a game under way whose save holds every move now names
the save and how to resume it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws import saves
from tests.tui.conftest import lift_curtain, new_app


async def save_as_then_quit(pilot: Any, app: Any, name: str) -> None:
    """Ctrl+S under `name`, then Ctrl+Q, which must lead to the app's exit (recorded, so the
    test reads the app after it)."""
    from textual.widgets import Input

    from jaws.tui.screens.dialogs import SaveNameDialog

    await pilot.press("ctrl+s")
    await pilot.pause()
    assert isinstance(app.screen, SaveNameDialog)
    app.screen.query_one(Input).value = name
    await pilot.press("enter")
    await pilot.pause()
    exits: list[object] = []
    app.exit = lambda *args, **kwargs: exits.append(args)
    await pilot.press("ctrl+q")
    await pilot.pause()
    assert exits, "Ctrl+Q did nothing"


async def test_quitting_a_saved_game_says_how_to_resume_it(save_dir: Path) -> None:
    app: Any = new_app("act2", 5, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("1", "q")  # the divide: card 1 to Quint
        await pilot.pause()
        assert app.session.actions, "a move was made"
        app.save_and_quit(True)  # Ctrl+Q's "Save and quit"
        await pilot.pause()
    name = app.autosaver.name
    assert saves.save_path(name, save_dir).is_file()
    note = app.exit_note()
    assert (
        note
        == f"The game is saved as {name}: jaws --save-dir {save_dir} resume {name} picks it up."
    )
    assert saves.load(name, save_dir).actions == app.session.actions


async def test_nothing_is_said_for_a_game_left_unsaved(save_dir: Path) -> None:
    app: Any = new_app("act2", 5, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        app.unsaved = True  # moves since the last save, quit without saving
        assert app.exit_note() is None


async def test_ctrl_q_after_ctrl_s_brings_the_autosave_up_to_date(save_dir: Path) -> None:
    """Helper-52: mid Shark turn, Ctrl+S under a name, then Ctrl+Q quit at once and pointed
    the terminal to the autosave, written at the phase's start: resuming it lost the Shark's
    moves since. The autosave now holds every move before the app quits."""

    from tests.tui.conftest import choose

    app: Any = new_app("act1", 9, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        await choose(pilot, lambda a: a.kind == "shark_move")  # a secret step, no checkpoint
        name = app.autosaver.name
        assert saves.load(name, save_dir).actions != app.session.actions  # behind, as it was
        await save_as_then_quit(pilot, app, "mine")
    assert saves.load(name, save_dir).actions == app.session.actions
    assert app.exit_note() is not None


async def test_ctrl_q_quits_with_the_autosave_off(save_dir: Path) -> None:
    """Review: with the autosave off, a move, Ctrl+S under a name, then Ctrl+Q did nothing."""

    from tests.tui.conftest import choose

    app: Any = new_app("act1", 9, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        app.autosaver = None  # as when the save folder could not take it
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        await save_as_then_quit(pilot, app, "mine")
