"""helper-39, stop 41: as the Shark, "p 4" (Speed Burst) then "W" read "Typed: W · type more,
Enter to stop here" over a list that still showed "1 2 Shark moves 1 → 2". The list narrows
to the rows the keys typed so far lead to, and widens again when they are cancelled."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.helpers import at_shark_phase
from tests.tui.conftest import menu_actions
from tests.tui.test_no_misfire import _playing_from


async def test_typed_keys_narrow_the_list(save_dir: Path) -> None:
    async with _playing_from(at_shark_phase(shark="5"), save_dir, (100, 30)) as (app, pilot):
        await pilot.pause()
        await pilot.press("p", "4")  # Speed Burst: moves of up to three spaces
        await pilot.pause()
        screen: Any = app.screen
        moves = [a for a in menu_actions(pilot) if a.kind == "shark_move"]
        assert any(a.path[0] != "W" for a in moves) and any(a.path[0] == "W" for a in moves)
        await pilot.press("w")
        await pilot.pause()
        assert "Typed: W" in screen.input_text().plain
        shown = menu_actions(pilot)
        assert shown and all(a.kind == "shark_move" and a.path[0] == "W" for a in shown), shown
        assert all(screen.shortcut_of(a).upper().startswith("W") for a in shown)
        await pilot.press("escape")
        await pilot.pause()
        assert any(a.kind == "shark_move" and a.path[0] != "W" for a in menu_actions(pilot))
