"""Stop-36 look at 80x24: after three planned actions the Shark's panel had scrolled its last
steps out of sight ("Planned steps (u takes back the last):" took two rows, then a row a step,
below the path and the meals that already say most of it). The whole plan stays in sight."""

from __future__ import annotations

from pathlib import Path

from textual.containers import VerticalScroll

from jaws.engine.act1 import actions as A
from jaws.tui.widgets.text_panel import TextPanel
from tests.helpers import at_shark_phase, set_swimmers
from tests.tui.test_no_misfire import _playing_from


async def test_three_planned_steps_fit_the_shark_panel_at_80x24(save_dir: Path) -> None:
    state = at_shark_phase(shark="N", track=0)
    set_swimmers(state, N=2)
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        for action in (A.SharkMove(("1",)), A.SharkMove(("N",)), A.SharkEat()):
            app.submit(action)
            await pilot.pause()
        await pilot.pause()
        info = app.screen.query_one("#info", VerticalScroll)
        panel = app.screen.query_one("#shark-panel", TextPanel)
        seen = info.content_region
        assert panel.region.y >= seen.y and panel.region.bottom <= seen.bottom, (
            panel.region,
            seen,
        )
        assert info.scroll_y == 0


async def test_a_power_token_and_a_full_track_still_fit(save_dir: Path) -> None:
    """The longest plan a turn makes: three actions, a Power token, and the meal that fills
    the track (two more lines: where the track goes, and that e ends the act)."""
    state = at_shark_phase(shark="N", track=6)
    set_swimmers(state, N=2)
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        plan = (A.SharkMove(("1",)), A.PlayPower("evasive_moves"), A.SharkMove(("N",)))
        for action in (*plan, A.SharkEat()):
            app.submit(action)
            await pilot.pause()
        await pilot.pause()
        info = app.screen.query_one("#info", VerticalScroll)
        panel = app.screen.query_one("#shark-panel", TextPanel)
        assert panel.shown is not None
        assert "e ends the turn: you win Act 1." in panel.shown.plain
        assert "plays Evasive Moves" in panel.shown.plain
        assert panel.region.bottom <= info.content_region.bottom, (panel.region, info.region)
