"""Issue 12, Starting: the New-game form starts from a sensible table, remembers the last
table's choices (never a seed), ignores a damaged memory with a notice, and its disabled
"played by" selects look disabled and are passed by Tab."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Button, Footer, Input, Select
from textual.widgets._select import SelectCurrent

from jaws.tui.app import JawsApp
from jaws.tui.last_table import load_last_table, memory_path
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.new_game import NewGameScreen, SoloGameScreen
from tests.tui.conftest import SIZE, highlight_title_choice, screen_text, wait_for

CREW_SELECTS = ("#crew-quint", "#crew-brody", "#crew-hooper")


async def open_form(pilot: Any, app: JawsApp, choice: str = "act1") -> Any:
    await pilot.pause()
    highlight_title_choice(app, choice)
    await pilot.press("enter")
    form_type = SoloGameScreen if choice.startswith("solo") else NewGameScreen
    assert await wait_for(pilot, lambda: isinstance(app.screen, form_type))
    await pilot.pause()
    return app.screen


def notes(app: JawsApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def test_the_form_starts_from_a_small_table_not_always_four(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app)
        assert form.query_one("#players", Select).value == 2


async def test_disabled_played_by_selects_look_disabled_and_tab_passes_them(
    save_dir: Path,
) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app)
        live = form.query_one("#seat-shark", Select).query_one(SelectCurrent)
        for select_id in CREW_SELECTS:
            select = form.query_one(select_id, Select)
            assert select.disabled and select not in form.focus_chain
            assert select.parent.has_class("-off")
            # Drawn dimmer than a live select, not like one.
            assert select.query_one(SelectCurrent).styles.color != live.styles.color
        assert "Player 2 plays Quint, Brody and Hooper" in str(form.query_one("#note").render())
        # Tab from the player count goes to the Shark seat, past the three disabled selects.
        form.query_one("#players", Select).focus()
        await pilot.press("tab")
        assert app.focused is form.query_one("#seat-shark", Select)
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        for select_id in CREW_SELECTS:
            select = form.query_one(select_id, Select)
            assert not select.disabled and select in form.focus_chain
            assert not select.parent.has_class("-off")
        form.query_one("#players", Select).focus()
        await pilot.press("tab")
        assert app.focused is form.query_one("#crew-quint", Select)


async def test_an_ai_crew_disables_the_played_by_selects(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app)
        form.query_one("#players", Select).value = 4
        await pilot.pause()
        assert not form.query_one("#crew-quint", Select).disabled
        form.query_one("#seat-crew", Select).value = "bot:easy"
        await pilot.pause()
        assert all(form.query_one(s, Select).disabled for s in CREW_SELECTS)


async def test_the_form_remembers_the_last_table_but_never_its_seed(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app)
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        form.query_one("#crew-quint", Select).value = 0
        form.query_one("#crew-brody", Select).value = 3
        form.query_one("#crew-hooper", Select).value = 2
        form.query_one("#seat-shark", Select).value = "bot:hard"
        form.query_one("#seed", Input).value = "4242"
        form.action_start()
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
    text = memory_path().read_text()
    assert "4242" not in text and "seed" not in text
    assert json.loads(text)["table"]["players"] == 3

    again = JawsApp(save_dir=save_dir)
    async with again.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, again, "full")
        assert form.query_one("#players", Select).value == 3
        assert form.query_one("#crew-quint", Select).value == 0
        assert form.query_one("#crew-brody", Select).value == 3
        assert form.query_one("#crew-hooper", Select).value == 2
        assert form.query_one("#seat-shark", Select).value == "bot:hard"
        assert form.query_one("#seat-crew", Select).value == "human"
        assert form.query_one("#seed", Input).value == ""


async def test_a_damaged_memory_is_ignored_with_a_notice(save_dir: Path) -> None:
    path = memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "table": {"players": 9')
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app)
        assert form.query_one("#players", Select).value == 2
        assert await wait_for(pilot, lambda: any("were ignored" in n for n in notes(app)))
        assert app.is_running


async def test_the_solo_form_remembers_the_act_and_the_ai_level(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app, "solo-crew")
        form.query_one("#mode", Select).value = "act2"
        form.query_one("#level", Select).value = "hard"
        form.action_start()
        assert await wait_for(pilot, lambda: app.session is not None)
    again = JawsApp(save_dir=save_dir)
    async with again.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, again, "solo-shark")
        assert form.query_one("#mode", Select).value == "act2"
        assert form.query_one("#level", Select).value == "hard"


def test_a_memory_that_is_not_a_file_is_a_notice_and_never_blocks(tmp_path: Path) -> None:
    fifo = tmp_path / "last-table.json"
    os.mkfifo(fifo)
    memory, notice = load_last_table(fifo)
    assert memory.table is None and notice is not None and "not a regular file" in notice
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert "folder" in (load_last_table(folder)[1] or "")
    split_wrong = tmp_path / "wrong.json"
    split_wrong.write_text(
        '{"version": 1, "table": {"players": 4, "crew": {"quint": 2, "brody": 2, "hooper": 2}}}'
    )
    memory, notice = load_last_table(split_wrong)
    assert memory.table is None and notice is not None and "damaged" in notice
    assert load_last_table(tmp_path / "missing.json")[1] is None


@pytest.mark.parametrize(
    "size", [(80, 24), (100, 30), (120, 40)], ids=["80x24", "100x30", "120x40"]
)
@pytest.mark.parametrize("choice", ["full", "solo-crew"])
async def test_the_whole_form_and_start_fit_without_scrolling(
    save_dir: Path, size: tuple[int, int], choice: str
) -> None:
    """Issue 12, "every screen readable at 80x24": the New-game form's bottom fields and Start
    were below the fold there (rows three lines high in a form that scrolled)."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        form = await open_form(pilot, app, choice)
        await pilot.pause()
        box = form.query_one("#form")
        assert box.max_scroll_y == 0, f"the form scrolls by {box.max_scroll_y} lines at {size}"
        footer_top = form.query_one(Footer).region.y
        for field in [*form.query(Select), *form.query(Input), *form.query(Button)]:
            region = field.region
            assert region.height and region.bottom <= footer_top, f"{field.id} is cut at {size}"
            assert box.region.contains_region(region), f"{field.id} is outside the form"


async def test_enter_after_choosing_in_a_solo_list_starts_the_game(save_dir: Path) -> None:
    """Stop-31 playtest: on the solo form, Shift+Tab to Game, Enter, Down, Enter chose Act 2
    alone, and the next Enter opened the Game list again instead of starting. A choice made
    in a list now returns the focus to Start, as the hint says (Enter starts it)."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app, "solo-shark")
        mode = form.query_one("#mode", Select)
        start = form.query_one("#start", Button)
        assert start.has_focus
        await pilot.press("shift+tab", "shift+tab")
        assert mode.has_focus
        before = mode.value
        await pilot.press("enter")
        await pilot.pause()
        assert mode.expanded
        await pilot.press("down", "enter")
        await pilot.pause()
        chosen = mode.value
        assert chosen != before
        assert mode.value == chosen and not mode.expanded
        assert start.has_focus
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: app.session is not None)
        assert app.session.mode == chosen


async def test_the_focused_button_is_marked_in_its_own_text(save_dir: Path) -> None:
    """Stop-33 playtest: after a list choice the focus was on Start, Tab moved it to Back with
    nothing on the screen's text to show it, and Enter threw the choices away. The focused
    button now reads "▸ Back ◂"; the label keeps its width."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app, "solo-shark")
        await pilot.pause()
        assert "▸ Start ◂" in screen_text(app) and "▸ Back" not in screen_text(app)
        width = form.query_one("#back", Button).size.width
        await pilot.press("tab")
        await pilot.pause()
        assert form.query_one("#back", Button).has_focus
        assert "▸ Back ◂" in screen_text(app) and "▸ Start" not in screen_text(app)
        assert form.query_one("#back", Button).size.width == width


async def test_a_choice_in_a_list_returns_the_focus_to_start(save_dir: Path) -> None:
    """Helper-52: on the table's form, picking "4 players" left the focus on Players, and the
    next Enter opened the list again though the hint says "Enter starts it"; the solo form
    returned the focus to Start. Both do now."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, app)
        players = form.query_one("#players", Select)
        players.focus()
        await pilot.pause()
        await pilot.press("enter")  # opens the list
        await pilot.pause()
        await pilot.press("down", "enter")  # 3 players
        await pilot.pause()
        assert players.value == 3
        assert app.focused is form.query_one("#start", Button)
