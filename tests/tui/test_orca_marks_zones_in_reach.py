"""Act 2: "t" marks on the Orca the zones the chosen member's weapon reaches ("▸W2"), as the
Act 1 map brackets the spaces an opened verb may take. Before, the Orca showed nothing while
"t" was open, and the zones in reach were only listed in a notice (stop-45 noticed list)."""

from __future__ import annotations

import re
from pathlib import Path

from jaws.engine.act2 import actions as A
from jaws.engine.act2.prepare import target_zones
from jaws.tui.widgets.orca import OFFERED_MARK, OrcaPicture
from tests.engine.act2.act2_helpers import a2_of, act2_game, run
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from


def _marked(app: object) -> set[int]:
    picture = app.screen.query_one("#orca", OrcaPicture)  # type: ignore[attr-defined]
    return {int(z) for z in re.findall(rf"{OFFERED_MARK}W(\d)", picture.plain_text())}


async def test_t_marks_the_zones_in_reach_and_esc_clears_them(save_dir: Path) -> None:
    state = act2_game()
    state, _ = run(state, A.SharkChoose("A", "B"), A.ChooseWeapon("quint", "machete"))
    reach = set(target_zones(a2_of(state), "quint", state.content.act2))
    assert reach and reach != set(state.content.act2.zones)  # a melee weapon: not every zone
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        assert _marked(app) == set()
        await pilot.press("t")
        await pilot.pause()
        assert _marked(app) == reach
        await pilot.press("escape")
        await pilot.pause()
        assert _marked(app) == set()


def test_the_mark_reverses_the_zone_name_alone() -> None:
    """Helper-56: the whole "▸W1 [A]" was reversed, so [A] read as part of the mark."""
    from rich.console import Console

    from jaws.tui.widgets.orca import fit, water_lines
    from jaws.views import view_for

    state = act2_game()
    state, _ = run(state, A.SharkChoose("A", "B"))
    view = view_for(state, "crew").act2
    assert view is not None and view.options
    zone = view.options[0].zone
    line = water_lines(view, zone, fit(120, 40, 4), offered=True)[0]
    console = Console()
    name, tag = line.plain.index(OFFERED_MARK), line.plain.index("[")
    assert line.get_style_at_offset(console, name).reverse
    assert line.get_style_at_offset(console, name + 2).reverse  # the "W1" of "▸W1"
    assert not line.get_style_at_offset(console, tag).reverse
