"""helper-75, stop 50: a Speed Burst needed its whole path typed ("2 4 8"); "8" alone was
refused as not next to the Shark. Where every way there sets off the same motion sensors, the
space it ends at is enough; where the ways differ the path is still typed."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from jaws.views.act1 import PlanView
from tests.helpers import a1_of, at_shark_phase, run
from tests.tui.conftest import menu_actions
from tests.tui.test_no_misfire import _playing_from


def _plan(app: object) -> PlanView:
    view = app.session.view("shark").act1  # type: ignore[attr-defined]
    assert view is not None and isinstance(view.plan, PlanView)
    return view.plan


async def test_a_speed_burst_is_typed_by_where_it_ends(save_dir: Path) -> None:
    state, _ = run(at_shark_phase(shark="1"), A.PlayPower("speed_burst"))
    async with _playing_from(state, save_dir) as (app, pilot):
        rows = {app.screen.shortcut_of(a): a for a in menu_actions(pilot)}
        assert rows["8"] == A.SharkMove(("2", "4", "8")), sorted(rows)
        await pilot.press("8")
        await pilot.pause()
        assert _plan(app).position == "8"
        assert _plan(app).path[-3:] == ("2", "4", "8")


async def test_ways_that_set_off_different_sensors_are_typed_in_full(save_dir: Path) -> None:
    state, _ = run(at_shark_phase(shark="1"), A.PlayPower("speed_burst"))
    a1_of(state).barrels.floating = {"2": 1}  # 2 4 8 and 2 E 8 set it off; 3 4 8 does not
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("8")
        await pilot.pause()
        assert _plan(app).position == "1"
        said = [str(n.message) for n in app._notifications]
        assert "“8”: the ways to 8 set off different motion sensors: type the path (" in said[-1]
        await pilot.press("escape", "3", "4", "8")
        await pilot.pause()
        assert _plan(app).position == "8"
        assert _plan(app).path[-3:] == ("3", "4", "8")


async def test_a_space_next_to_the_shark_still_moves_one_space(save_dir: Path) -> None:
    state, _ = run(at_shark_phase(shark="1"), A.PlayPower("speed_burst"))
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("5", "enter")
        await pilot.pause()
        assert _plan(app).position == "5"
        assert _plan(app).path[-1:] == ("5",)
