"""Stop-36 playtest: "Where could it be?" was off again after every `jaws resume`, however the
crew had left it. The crew's choice with d is kept beside the last table's choices."""

from __future__ import annotations

from pathlib import Path

from jaws import saves
from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.last_table import load_last_table, memory_path
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.widgets.amity_map import AmityMap
from tests.tui.conftest import new_app, wait_for
from tests.tui.players import to_the_crews_act1_turn

SIZE = (100, 30)


def overlay_marks(app: JawsApp) -> int:
    """How many spaces the crew's map marks as where the Shark could be."""
    screen = app.screen
    assert isinstance(screen, Act1Screen)
    scene = screen.query_one("#map", AmityMap).scene
    return sum(1 for space in scene.spaces.values() if space.hint)


async def test_the_overlay_comes_back_on_after_a_resume(save_dir: Path) -> None:
    app = new_app("act1", 5, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_crews_act1_turn(pilot)
        assert not app.show_deduction and overlay_marks(app) == 0
        await pilot.press("d")
        await pilot.pause()
        assert app.show_deduction and overlay_marks(app) > 0
        assert isinstance(app.session, GameSession)
        path = saves.save(app.session, "overlay on", save_dir)
    assert load_last_table()[0].overlay

    again = JawsApp(save_dir=save_dir, resume=path, session=saves.load(path, save_dir))
    async with again.run_test(size=SIZE) as pilot:
        await to_the_crews_act1_turn(pilot)
        assert again.show_deduction
        assert overlay_marks(again) > 0


async def test_turning_it_off_is_kept_too(save_dir: Path) -> None:
    app = new_app("act1", 5, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_crews_act1_turn(pilot)
        await pilot.press("d", "d")
        await pilot.pause()
        assert not app.show_deduction
    assert load_last_table()[0].overlay is False
    assert '"overlay": false' in memory_path().read_text()


async def test_a_damaged_memory_means_off_and_the_toggle_still_works(save_dir: Path) -> None:
    memory_path().parent.mkdir(parents=True, exist_ok=True)
    memory_path().write_text('{"version": 1, "overlay": "yes please"}')
    app = new_app("act1", 5, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_crews_act1_turn(pilot)
        assert not app.show_deduction
        await pilot.press("d")
        assert await wait_for(pilot, lambda: overlay_marks(app) > 0)
