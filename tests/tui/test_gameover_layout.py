"""Helper-45: the game-over card centred every line, so the "How it ended" lines began at
ragged columns and a wrapped line's end ("now 12/16", "hits)") sat alone mid-row. The headline
and the key line stay centred; the ending's lines start at the card's left edge."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.app import JawsApp
from jaws.tui.screens.gameover import GameOverScreen
from tests.tui.conftest import screen_text, wait_for
from tests.tui.test_snapshots import _act1_over


async def to_the_game_over(app: Any, pilot: Any) -> None:
    """Seed 6's Act 1, played out, on the table with its game-over screen up."""
    await pilot.pause()
    session = _act1_over(6)
    app.begin(session)
    await pilot.pause()
    app.push_screen(GameOverScreen(session.view("spectator")))
    assert await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))


async def test_the_ending_lines_start_at_one_column(save_dir: Path) -> None:
    app: Any = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_game_over(app, pilot)
        await pilot.pause()
        rows = screen_text(app).splitlines()
        top = next(i for i, row in enumerate(rows) if "How it ended" in row)
        end = next(i for i, row in enumerate(rows) if "back to the title" in row)
        ending = [row for row in rows[top:end] if row.strip(" ┃")]
        assert len(ending) >= 3, rows[top:end]
        starts = {len(row) - len(row.lstrip(" ┃")) for row in ending}
        assert len(starts) == 1, ending
        # No log is open under this screen (helper-46: "… 5 more lines in the log"), and at
        # 100x30 there is room for the whole ending (helper-60, stop 47: "… 5 more lines
        # left out" with 12 rows empty).
        assert "in the log" not in screen_text(app)
        assert "left out" not in screen_text(app)
        # The headline is still centred: its row starts further in than the ending's.
        headline = next(row for row in rows if "WINS" in row)
        assert len(headline) - len(headline.lstrip(" ┃")) > starts.pop()


async def test_an_enter_in_the_burst_that_ended_the_game_does_not_take_it_away(
    save_dir: Path,
) -> None:
    """Helper-47: the crew's "e Enter" for "done attacking", typed as its last attack killed
    the Shark, took "THE CREW WINS" away unread. The screen's Enter counts once it has
    waited, untouched, as a curtain's does."""
    now = [100.0]
    app: Any = JawsApp(save_dir=save_dir)
    app.curtain_delay = 0.7
    app.curtain_clock = lambda: now[0]
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_game_over(app, pilot)
        await pilot.press("e", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        now[0] += 1.0
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: type(app.screen).__name__ == "TitleScreen")


async def test_at_80x24_the_ending_fits_and_says_what_it_left_out(save_dir: Path) -> None:
    app: Any = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_game_over(app, pilot)
        await pilot.pause()
        rows = screen_text(app).splitlines()
        assert any("WINS" in row for row in rows)
        assert any("back to the title" in row for row in rows)
        top = next(i for i, row in enumerate(rows) if "How it ended" in row)
        assert "more line" in rows[top + 1] and "left out" in rows[top + 1], rows[top:]


async def test_a_joined_device_says_its_enter_closes_the_game(save_dir: Path) -> None:
    """helper-66: on a joined device the card said "Enter back to the title" and the footer
    "Back to the title", and Enter closed the app (a joined device has no title screen). It
    says so, and the Enter still closes it."""
    app: Any = JawsApp(save_dir=save_dir)
    app.is_remote = lambda: True
    closed: list[bool] = []
    app.back_to_title = lambda: closed.append(True)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_game_over(app, pilot)
        await pilot.pause()
        text = screen_text(app)
        assert "Enter  closes this device's game" in text, text
        assert "Close this device's game" in text and "Back to the title" not in text
        assert "back to the title" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert closed == [True]


async def test_the_tables_card_still_goes_back_to_the_title(save_dir: Path) -> None:
    app: Any = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_game_over(app, pilot)
        await pilot.pause()
        text = screen_text(app)
        assert "Enter  back to the title" in text and "Back to the title" in text
        assert "closes this device's game" not in text
