"""A crew member's rows are listed under his name without it: "1 readies the Machete" under
"── Quint ──" (stop-36 playtest: at 80x24 "1 Quint readies the Harpoon Barrel" wrapped onto a
second line, and every row said whose it was twice)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.play import without_heading_name
from tests.tui.conftest import new_app
from tests.tui.test_member_in_sight import menu_rows_in_sight
from tests.tui.test_screens_fit import to_act2_phase


def test_only_the_headings_own_name_is_dropped() -> None:
    assert without_heading_name("Quint readies the Rifle", "Quint") == "readies the Rifle"
    assert without_heading_name("Quint readies the Rifle", "Brody") == "Quint readies the Rifle"
    assert without_heading_name("Shark moves to 3", "Move") == "Shark moves to 3"
    assert without_heading_name("Quintessence", "Quint") == "Quintessence"


async def test_the_act2_rows_read_without_the_name_at_80x24(save_dir: Path) -> None:
    app: Any = new_app("act2", 8, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        rows = menu_rows_in_sight(app)
        assert rows[0] == "── Quint ──"
        assert "W1 moves to W1" in rows
        assert not any("Quint " in row for row in rows[1:]), rows
        menu = app.screen.query_one("#menu")
        weapons = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert any(w.split() == ["1", "readies", "the", "Machete"] for w in weapons), weapons


async def test_at_a_shared_table_each_heading_names_its_player(save_dir: Path) -> None:
    """Stop-36 playtest: at 3 and 4 players the status said "Quint(P2) … Hooper(shared)", but
    the list's headings were the names alone."""
    from tests.helpers import at_crew_phase
    from tests.tui.test_no_misfire import _playing_from  # a 4-player table

    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, _pilot):
        menu = app.screen.query_one("#menu")
        headings = [
            str(menu.get_option_at_index(i).prompt)
            for i in range(menu.option_count)
            if menu.get_option_at_index(i).disabled
        ]
        assert headings == ["── Quint (P2) ──", "── Brody (P3) ──", "── Hooper (P4) ──"]


async def test_with_one_crew_player_the_headings_are_the_names(save_dir: Path) -> None:
    app: Any = new_app("act2", 8, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        menu = app.screen.query_one("#menu")
        first = str(menu.get_option_at_index(0).prompt)
        assert first == "── Quint ──"


async def test_the_whole_crews_row_does_not_say_crew_twice_at_80x24(save_dir: Path) -> None:
    """Noticed at stop 36: "── Crew ──" then "e The crew is done attacking", which wrapped
    onto a second row at 80x24. Now "e Done attacking" (and "e Ready" while preparing)."""
    assert without_heading_name("The crew is done attacking", "Crew") == "Done attacking"
    assert without_heading_name("The crew is ready", "Crew") == "Ready"
    assert without_heading_name("The crew is ready", "Quint") == "The crew is ready"
    app: Any = new_app("act2", 8, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "crew_attack", seat="crew")
        rows = menu_rows_in_sight(app)
        at = rows.index("── Crew ──")
        assert rows[at + 1].split() == ["e", "Done", "attacking"], rows


async def test_a_weapon_row_keeps_to_one_line_at_80x24(save_dir: Path) -> None:
    """Stop-37 playtest: "2 readies the Harpoon Barrel" wrapped its "Barrel" onto a second row,
    out of sight, under a keys column three wide where the widest keys were "B2"."""
    app: Any = new_app("act2", 8, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        menu = app.screen.query_one("#menu")
        rows = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        barrel = next(row for row in rows if "Harpoon Barrel" in row)
        assert barrel.split() == ["2", "readies", "the", "Harpoon", "Barrel"], rows
        assert len(barrel) <= menu.scrollable_content_region.width, (barrel, menu.size)
