"""The log wraps its lines again when the terminal's width changes (stop-35 playtest: after a
resize the older lines kept their old breaks, and were cut at the log's edge once narrower)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult

from jaws.tui.widgets.game_log import GameLog
from tests.tui.conftest import new_app
from tests.tui.players import to_the_crews_act1_turn

LONG = " ".join(f"word{n}" for n in range(40))  # about 260 characters


class LogOnly(App[None]):
    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


def _widest(log: GameLog) -> int:
    return max(line.cell_length for line in log.lines)


def _words(log: GameLog) -> list[str]:
    return " ".join(line.text for line in log.lines).split()


async def test_a_narrower_log_wraps_its_lines_to_fit() -> None:
    app = LogOnly()
    async with app.run_test(size=(120, 20)) as pilot:
        log = app.query_one(GameLog)
        log.write(LONG)
        log.write("the newest line")
        await pilot.pause()
        wide_rows = len(log.lines)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert _widest(log) <= log.scrollable_content_region.width
        assert len(log.lines) > wide_rows
        assert _words(log) == (LONG + " the newest line").split()
        assert log.scroll_y == log.max_scroll_y


async def test_a_wider_log_joins_the_old_breaks() -> None:
    app = LogOnly()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        log.write(LONG)
        await pilot.pause()
        narrow_rows = len(log.lines)
        await pilot.resize_terminal(120, 20)
        await pilot.pause()
        assert len(log.lines) < narrow_rows
        assert _words(log) == LONG.split()


async def test_the_play_screens_log_rewraps_after_a_resize(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_the_crews_act1_turn(pilot)
        log = screen.query_one("#log", GameLog)
        said = [str(event) for event in app.session.events_for("crew")]
        assert said  # the round's Event and the Shark's announcement at least
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert _widest(log) <= log.scrollable_content_region.width
        assert _words(log) == " ".join(said).split()


async def test_after_resizes_the_log_still_shows_its_newest_line() -> None:
    """Stop-36 playtest: 80x24 -> 100x30 -> 120x40 -> 80x24 left the newest line scrolled
    out of sight until a new one came."""
    app = LogOnly()
    async with app.run_test(size=(80, 12)) as pilot:
        log = app.query_one(GameLog)
        for n in range(30):
            log.write(f"line {n}: " + LONG[: 20 + 7 * (n % 9)])
        await pilot.pause()
        for size in ((100, 15), (120, 20), (80, 12)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y, size
            assert log.lines[-1].text.strip()
