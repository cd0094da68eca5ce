"""The Act 2 prepare step at 100x30 and 80x24: the crew's gear lines sat below the Resurface
options and the Shark's hand, and only Quint's showed above the fold; a player readying
Brody's or Hooper's weapon, or counting his Ammo, scrolled the panel to see what he held
(helper-72, stop 50). The member being played now has his gear line first, marked."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.engine.act2 import actions as A
from jaws.session import GameSession, default_crew_players
from jaws.tui.act2_scenes import act2_status
from jaws.views import view_for
from tests.engine.act2.act2_helpers import act2_game, run
from tests.tui.conftest import screen_text
from tests.tui.test_no_misfire import _playing_from

GEAR = {
    "quint": ("rifle_1", "ammo_1"),
    "brody": ("pistol", "ammo_2"),
    "hooper": ("harpoon_1", "air_tank", "chum_1"),
}


def _preparing() -> GameSession:
    state = act2_game(gear=GEAR, hand=("extra_strength_1",))
    state, _ = run(state, A.SharkChoose("A", "B"))
    return GameSession(state=state, crew_players=default_crew_players(2))


def test_the_member_named_first_has_his_gear_line_first_and_marked() -> None:
    from jaws.content import default_content

    session = _preparing()
    view = view_for(session.state, "crew").act2
    assert view is not None and view.phase == "prepare"
    lines = act2_status(view, default_content(), [], first="hooper").plain.splitlines()
    last_option = max(i for i, line in enumerate(lines) if line.startswith("[C] "))
    played = lines[last_option + 1]
    assert played.startswith("▶ Hooper at B3: "), lines
    assert "Air Tank" in played and "Chum" in played, played
    heading = next(i for i, line in enumerate(lines) if line.startswith("Crew gear"))
    assert heading > last_option + 1
    others = [line.strip().split(" at ")[0] for line in lines[heading + 1 : heading + 3]]
    assert others == ["Quint", "Brody"], lines
    assert sum("Hooper at" in line for line in lines) == 1, lines


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_selected_members_gear_is_in_sight_while_he_prepares(
    save_dir: Path, size: tuple[int, int]
) -> None:
    async with _playing_from(_preparing(), save_dir, size) as (app, pilot):
        for member in ("Brody", "Hooper", "Quint"):  # Tab by Tab from Quint, back to him
            await pilot.press("tab")
            await pilot.pause()
            shown = screen_text(app)
            # (Before, the line was there unmarked, below the fold: "Brody at B" not shown.)
            assert f"{member} at B" in shown, f"{member}'s gear is out of sight:\n{shown}"


def test_no_marked_line_outside_the_prepare_step() -> None:
    """helper-78: in the crew's attacks the marked line pushed the revealed Ability card's
    text out of sight at 80x24; the attack rows name the weapons there."""
    import dataclasses

    from jaws.content import default_content

    view = view_for(_preparing().state, "crew").act2
    assert view is not None
    attacking = dataclasses.replace(view, phase="crew_attack")
    text = act2_status(attacking, default_content(), [], first="hooper").plain
    assert "▶" not in text, text


async def test_the_arrows_choosing_a_member_mark_his_gear_line(save_dir: Path) -> None:
    """helper-78: the arrows chose Brody ("the keys typed now are his") and the panel kept
    Quint's line marked."""
    from jaws.tui.widgets.text_panel import TextPanel

    async with _playing_from(_preparing(), save_dir, (100, 30)) as (app, pilot):
        screen = app.screen
        for _ in range(40):
            await pilot.press("down")
            await pilot.pause()
            if screen.selected == "brody":
                break
        assert screen.selected == "brody"
        shown = screen.query_one("#status", TextPanel).shown.plain
        marked = [line for line in shown.splitlines() if line.startswith("▶")]
        assert len(marked) == 1 and marked[0].startswith("▶ Brody at "), marked
