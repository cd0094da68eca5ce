"""Issue 12, Starting: keys typed in the app's first seconds, and Tab on the forms."""

from __future__ import annotations

from pathlib import Path

from textual.containers import VerticalScroll

from jaws.tui.app import JawsApp
from jaws.tui.screens.new_game import START_HINT, TABLE_HINT, NewGameScreen, SoloGameScreen
from tests.tui.conftest import SIZE, highlight_title_choice, screen_text, wait_for


async def test_an_enter_typed_while_the_app_loads_is_an_enter(save_dir: Path) -> None:
    """In tmux, Enter sent before Textual took the terminal out of line mode arrived as a line
    feed (ctrl+j) and was lost: the title's choice did not open."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "full")
        await pilot.press("ctrl+j")
        assert await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen))


async def test_tab_on_the_solo_form_steps_only_through_its_fields(save_dir: Path) -> None:
    """Tab Tab Enter on the solo form once did nothing: the second Tab landed on the form's
    frame (a scroll container), where Enter does nothing."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "solo-crew")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, SoloGameScreen))
        await pilot.pause()
        form = app.screen
        assert not any(isinstance(w, VerticalScroll) for w in form.focus_chain)
        assert [w.id for w in form.focus_chain] == ["mode", "level", "start", "back"]
        assert app.focused is not None and app.focused.id == "start"
        # Start has the focus, and the form says so: Enter on it starts the game (playtest:
        # Enter meant to open the Game list started an Act 1 game).
        assert START_HINT in screen_text(app)


async def test_the_table_form_says_how_to_reach_start(save_dir: Path) -> None:
    """Playtest at 80x24: the table's form opened on Players, where Enter opens the list; it
    did not say how to reach Start (stop 35: four Tabs away). It opens on Start now, as the
    solo forms do, and says so. Every field and Start stay on screen with the hint."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "full")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.pause()
        text = screen_text(app)
        assert TABLE_HINT in text
        assert "Start" in text and "Practice seed" in text
        assert app.focused is not None and app.focused.id == "start"
        await pilot.press("shift+tab")  # back to the seed, the last field
        assert app.focused is not None and app.focused.id == "seed"
