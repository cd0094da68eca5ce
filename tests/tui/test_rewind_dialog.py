"""Resuming an older point of a game in the app asks first, and a rewind is told to the table."""

from __future__ import annotations

import random
from pathlib import Path

from jaws import saves
from jaws.session import GameSession, TableNote
from jaws.tui.app import JawsApp
from jaws.tui.screens.dialogs import ConfirmDialog
from jaws.tui.screens.handoff import HandOffScreen
from tests.saves.playout import play_randomly
from tests.tui.conftest import SIZE, dom_text, wait_for


def saved_at_two_points(save_dir: Path) -> tuple[GameSession, Path]:
    """An Act 1 game saved as "table" after 5 moves and again in round 3: the game, and the
    path of the first save (now the .bak's)."""
    game = GameSession.new("act1")
    chooser = random.Random(3)
    play_randomly(game, chooser, 5)
    path = saves.save(game, "table", save_dir)
    while game.round < 3:
        play_randomly(game, chooser, 1)
    saves.save(game, "table", save_dir)
    return game, path


async def test_an_older_point_asks_before_rewinding_and_the_table_is_told(save_dir: Path) -> None:
    game, path = saved_at_two_points(save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.load_game(saves.backup_path(path))
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert app.session is None, "nothing is loaded before the players agree"
        await pilot.press("n")
        await pilot.pause()
        assert app.session is None
        app.load_game(saves.backup_path(path))
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        assert await wait_for(pilot, lambda: app.session is not None)
        assert app.session is not None and app.session.timeline == 1
        notes = [e for e in app.session.events_for("crew") if isinstance(e, TableNote)]
        told = f"The game was rewound from round {game.round} to round {app.session.round}."
        assert [str(n) for n in notes] == [told]
        # The first curtain after the rewind tells the table too, not only the log.
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert told in dom_text(app)


async def test_a_save_from_before_the_rewind_is_replaced_only_when_the_player_says_so(
    save_dir: Path,
) -> None:
    """Noticed at stop 49 (helper-70): after a rewind, Ctrl+S under the name that held the
    game as it stood before the rewind replaced that line of play without a word. The app now
    asks first, as it does for another game's save; a save made after the rewind is brought up
    to date without a question."""
    from textual.widgets import Input

    from jaws.tui.screens.dialogs import SaveNameDialog

    game, path = saved_at_two_points(save_dir)
    before_rewind = (save_dir / "table.json").read_bytes()

    async def save_as_table() -> None:
        await pilot.press("ctrl+s")
        assert await wait_for(pilot, lambda: isinstance(app.screen, SaveNameDialog))
        app.screen.query_one(Input).value = "table"
        await pilot.press("enter")
        await pilot.pause()

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.load_game(saves.backup_path(path))
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await save_as_table()
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question.startswith(
            f"“table” holds this game at round {game.round}, before it was rewound."
        )
        await pilot.press("n")
        await pilot.pause()
        assert (save_dir / "table.json").read_bytes() == before_rewind
        assert isinstance(app.screen, SaveNameDialog)
        app.screen.query_one(Input).value = "rewound"
        await pilot.press("enter")
        await pilot.pause()
        assert (save_dir / "rewound.json").is_file()
        await save_as_table()
        await pilot.press("y")
        await pilot.pause()
        assert saves.read_header(save_dir / "table.json").timeline == 1
        await save_as_table()  # now a save of this line of play: no question
        assert not isinstance(app.screen, ConfirmDialog)
