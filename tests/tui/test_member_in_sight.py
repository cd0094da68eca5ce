"""Tab brings the chosen crew member's actions into sight: at 80x24, in the Orca's prepare
phase, Tab to Hooper left Brody's rows on screen and only "── Hooper ──" and one of his rows at
the bottom of the list (stop-35 check)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.tui.widgets.action_menu import ActionMenu
from tests.tui.conftest import new_app
from tests.tui.test_screens_fit import to_act2_phase


def menu_rows_in_sight(app: Any) -> list[str]:
    """The menu's rows as the screen shows them (its own region of the terminal)."""
    menu = app.screen.query_one(ActionMenu)
    region = menu.content_region
    lines = [
        strip.text[region.x : region.right]
        for strip in app.screen._compositor.render_strips()[region.y : region.bottom]
    ]
    return [line.strip() for line in lines]


def his_row(row: str) -> bool:
    """A row of the member whose heading is above it (his rows do not repeat his name: one
    of his actions, not another heading nor the list's end)."""
    return bool(row) and not row.startswith("──")


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_tab_shows_the_next_members_heading_first(
    save_dir: Path, size: tuple[int, int]
) -> None:
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=size) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        screen = app.screen
        assert screen.selected == "quint"
        for member, name in (("brody", "Brody"), ("hooper", "Hooper"), ("quint", "Quint")):
            await pilot.press("tab")
            await pilot.pause()
            assert screen.selected == member
            rows = menu_rows_in_sight(app)
            # His heading is the top row, or as near it as the end of the list allows.
            heading = rows.index(f"── {name} ──")
            assert heading == 0 or rows[-1] != "", rows
            assert "moves to" in rows[heading + 1], rows


async def test_tab_shows_the_next_members_actions_in_act_1(save_dir: Path) -> None:
    """helper-20, stop 35: in Act 1 at 80x24, Tab said "▶ Brody" while the list still began
    with "── Quint ──" and Brody's actions were off screen. (This seed's lists are short
    enough that it passed before the change too: it guards the Act 1 path of Tab.)"""
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await to_the_crews_act1_turn(pilot)
        # Quint's turn ended by its typed keys: nothing is highlighted after it, so no
        # highlight drags the list along (the playtest typed its actions).
        first = screen.selected
        await pilot.press("e", "enter")
        await pilot.pause()
        assert first in app.session.view("crew").act1.done
        seen = [screen.selected]
        # The first Tab keeps the member the screen chose (helper-58); the second moves on.
        await pilot.press("tab")
        await pilot.pause()
        assert screen.selected == seen[0]
        await pilot.press("tab")
        await pilot.pause()
        assert screen.selected not in seen
        name = screen.selected.capitalize()
        rows = menu_rows_in_sight(app)
        heading = rows.index(f"── {name} ──")
        assert heading == 0 or rows[-1] != "", rows
        assert his_row(rows[heading + 1]), rows


async def test_after_a_member_acts_his_rows_stay_in_sight(save_dir: Path) -> None:
    """helper-21, stop 35: in Act 2's prepare phase at 80x24, after Brody readied a weapon by
    its keys ("r 2"), the prompt said "▶ Brody" while the list showed Quint's rows again."""
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        screen = app.screen
        for name in ("Brody", "Hooper"):
            await pilot.press("tab")
            await pilot.pause()
            assert screen.selected == name.lower()
            await pilot.press("r", "1")  # ready his first weapon
            await pilot.pause()
            assert app.session.view("crew").act2.weapon.get(name.lower())
            assert screen.selected == name.lower()
            rows = menu_rows_in_sight(app)
            heading = rows.index(f"── {name} ──")
            assert heading == 0 or rows[-1] != "", rows
            assert his_row(rows[heading + 1]), rows


async def test_shift_tab_goes_back_round_the_members(save_dir: Path) -> None:
    """helper-21, stop 35: Shift+Tab did nothing and said nothing in the crew's list."""
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        screen = app.screen
        assert screen.selected == "quint"
        for member, name in (("hooper", "Hooper"), ("brody", "Brody"), ("quint", "Quint")):
            await pilot.press("shift+tab")
            await pilot.pause()
            assert screen.selected == member
            assert f"── {name} ──" in menu_rows_in_sight(app)


async def test_an_opened_verb_says_esc_before_the_mouse(save_dir: Path) -> None:
    """helper-22, stop 35: at 80x24 an opened verb's prompt ended "(or click, ↑↓ Enter) ·
    Esc", its "cancels" cut off. How to cancel now comes before the other ways to choose."""
    from jaws.tui.widgets.text_panel import TextPanel

    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        await pilot.press("m")  # move: the member names where
        await pilot.pause()
        prompt = app.screen.query_one("#prompt", TextPanel)
        words = " ".join(str(prompt.render()).split())
        assert "Esc cancels · or click, or ↑↓ Enter" in words, words


def test_the_power_token_heading_fits_the_shark_panel_at_80_columns() -> None:
    """Stop-37 look at 80x24: "── Power token (no action spent) ──" wrapped onto a second
    line of the Shark's 33-column menu, pushing a token off the screen."""
    from jaws.engine.act1.actions import PlayPower
    from jaws.tui.widgets.action_menu import group_of

    heading = f"── {group_of(PlayPower(power='feeding_frenzy'))} ──"
    assert len(heading) <= 30, heading
