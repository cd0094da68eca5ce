"""Stop-39 playtest at 80x24: a notice (the answer to a refused key) sat in the bottom-right
corner for its seconds, over the action list and its prompt, the very place the refusal sent
the player to ("the menu's rows show their keys"). Notices now sit in the bottom-left corner,
over the log, and as wide as the log's column."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.tui.app import JawsApp
from tests.helpers import at_crew_phase
from tests.tui.conftest import lift_curtain, wait_for


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_a_notice_leaves_the_action_list_and_prompt_in_sight(
    size: tuple[int, int], save_dir: Path
) -> None:
    from jaws.session import GameSession, default_crew_players

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        app.begin(GameSession(state=at_crew_phase(), crew_players=default_crew_players(4)))
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("z")  # no verb, no label: refused with a notice
        assert await wait_for(pilot, lambda: bool(app.screen.query("Toast")))
        await pilot.pause()
        toast = app.screen.query("Toast").first().region
        for place in ("#menu", "#prompt"):
            region = app.screen.query_one(place).region
            assert not toast.overlaps(region), (place, toast, region)
        assert toast.x == 0
        # The notice covers the log's whole width: at 80x24 it was 40 columns over a 44-column
        # log, whose last columns showed beside it and read as part of the notice ("or S.  r",
        # helper-69 at stop 49).
        assert toast.right == app.screen.query_one("#left").region.right
