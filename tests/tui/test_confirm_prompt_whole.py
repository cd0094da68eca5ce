"""Helper-54, 80x24: a confirmation read "Cannot be taken back: Hooper picks up 1 barrel from
the water (his last action: it ends" and the rest was out of sight: the prompt is capped at
four rows. While it asks to confirm, it shows the whole question."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from jaws.tui.screens.side_column import rows_of
from jaws.tui.widgets.text_panel import TextPanel
from tests.helpers import at_crew_phase, run
from tests.tui.test_no_misfire import _playing_from


def _hooper_last_action_at_a_barrel() -> GameState:
    """Hooper at 1 with one action left and a barrel floating there (one from the Shop)."""
    state = copy.deepcopy(at_crew_phase())
    a1 = state.act1
    assert a1 is not None
    a1.barrels.shop -= 1
    a1.barrels.floating["1"] = 1
    moves = [A.CrewMove("hooper", (s,)) for s in ("1", "5", "1")]
    state, _ = run(state, *moves)
    assert state.act1 is not None and state.act1.actions_left["hooper"] == 1
    return state


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_confirmation_is_shown_whole(size: tuple[int, int], save_dir: Path) -> None:
    async with _playing_from(_hooper_last_action_at_a_barrel(), save_dir, size) as (app, pilot):
        assert app.screen.selected == "hooper"
        await pilot.press("p")  # his last action picks up the barrel: it asks
        await pilot.pause()
        await pilot.pause()
        assert app.screen.pending is not None
        prompt = app.screen.query_one("#prompt", TextPanel)
        needed = rows_of(prompt, prompt.content_region.width)
        if size == (80, 24):
            assert needed > 4  # the question is longer than the cap that cut it
        assert prompt.content_region.height >= needed, (prompt.content_region, needed)
