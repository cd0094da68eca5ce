"""helper-75 (stop 50): after a hit, the crew's map drew "SHARK SEEN" at 8 and a "?" beside it
for the same space, as if the Shark might not be there. Where the Shark was seen, the map
shows that alone; the overlay still counts the space."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from jaws.tui.widgets.amity_map import AmityMap
from tests.helpers import at_crew_phase, run
from tests.tui.test_no_misfire import _playing_from


async def test_where_the_shark_was_seen_the_map_shows_no_question_mark(save_dir: Path) -> None:
    state = at_crew_phase(shark="8")
    state, _ = run(state, A.LaunchBarrel("8"))  # Quint at the Dock at 8 hits it
    assert state.act1 is not None and state.act1.barrels.attached == 1
    async with _playing_from(state, save_dir, (100, 30)) as (app, pilot):
        await pilot.pause()
        app.show_deduction = True  # "d": where could the Shark be?
        app.screen.refresh_from_session()
        await pilot.pause()
        assert "8" in (app.shark_possibilities() or {})
        scene = app.screen.query_one(AmityMap).scene
        assert scene.at("8").shark == "SHARK SEEN"
        assert scene.at("8").hint is None
