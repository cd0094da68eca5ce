"""TUI speed: time to an interactive title screen, and key-press-to-updated-screen in Act 1.

Both measured headless with App.run_test. A key's time runs from posting the key to the last
screen update it caused, including turning that update into terminal output (which the headless
driver would otherwise skip); Pilot's idle-detection sleeps after that are not counted. The last
line printed is `tui start_ms=<x> key_ms=<y>` (key_ms is the median over the measured presses).

    .venv/bin/python bench/tui.py [--presses 60]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

START = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual._compositor import CompositorUpdate  # noqa: E402

from jaws.tui.app import JawsApp  # noqa: E402
from jaws.tui.screens.act1 import Act1Screen  # noqa: E402
from jaws.tui.screens.handoff import HandOffScreen  # noqa: E402
from jaws.tui.screens.title import TitleScreen  # noqa: E402
from jaws.tui.widgets.action_menu import ActionMenu  # noqa: E402


def _draw(app: Any) -> None:
    """Render the whole screen, as the terminal would need it."""
    app.screen._compositor.render_strips()


def _watch_display(app: Any) -> list[float]:
    """Record when the app last sent an update to the screen (rendered as for a terminal)."""
    last = [0.0]
    original = app._display

    def display(screen: Any, renderable: Any) -> None:
        if isinstance(renderable, CompositorUpdate):
            renderable.render_segments(app.console)
            last[0] = time.perf_counter()
        original(screen, renderable)

    app._display = display
    return last


async def measure_start() -> float:
    app = JawsApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        _draw(app)
        return (time.perf_counter() - START) * 1000


async def measure_keys(presses: int, save_dir: str) -> list[float]:
    app = JawsApp(mode="act1", seed=7, players=4, save_dir=save_dir)
    timings: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        last_update = _watch_display(app)

        async def timed(key: str) -> None:
            began = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            if last_update[0] > began:
                timings.append((last_update[0] - began) * 1000)

        while len(timings) < presses:
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                # A curtain takes its own key (s for the Shark) once it has waited.
                while not screen.is_armed():
                    await pilot.pause(0.05)
                await pilot.press(screen.lift_key)
                await pilot.pause()
                continue
            assert isinstance(screen, Act1Screen)
            menu = screen.query_one(ActionMenu)
            kinds = [a.kind for a in menu.actions]
            if screen.seat == "shark" and "shark_move" in kinds:
                # Plan a move (Enter on the highlighted action), then take it back (u).
                await timed("down")
                await timed("enter")
                await timed("u")
            else:
                # Pick the last action of the menu (ending a turn, or the last option).
                menu.highlighted = menu.option_count - 1
                await timed("enter")
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--presses", type=int, default=60)
    args = parser.parse_args()
    start_ms = asyncio.run(measure_start())
    with tempfile.TemporaryDirectory() as save_dir:
        timings = asyncio.run(measure_keys(args.presses, save_dir))
    print(f"presses measured: {len(timings)}; slowest {max(timings):.1f} ms")
    print(f"tui start_ms={start_ms:.0f} key_ms={statistics.median(timings):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
