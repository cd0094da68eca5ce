"""The side panel scrolls from the keyboard: Ctrl+T focuses it, PgDn scrolls it, Esc goes back
to the menu (the playtest at 80x24 could reach its lower lines by mouse only)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.containers import VerticalScroll

from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.widgets.action_menu import ActionMenu
from tests.tui.conftest import lift_curtain, new_app, wait_for


async def test_ctrl_t_scrolls_the_status_panel_and_esc_returns_to_the_menu(
    save_dir: Path,
) -> None:
    app: Any = new_app("act1", 3, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, Act1Screen)
        info = screen.query_one("#info", VerticalScroll)
        assert info.max_scroll_y > 0, "the panel fits: nothing to scroll at 80x24"
        await pilot.press("ctrl+t")
        assert app.focused is info
        await pilot.press("pagedown")
        assert await wait_for(pilot, lambda: info.scroll_y > 0)
        await pilot.press("escape")
        assert isinstance(app.focused, ActionMenu)
