"""Keys that work everywhere (F1, Ctrl+S, Ctrl+Q), refusals, saving, resuming."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, OptionList

from jaws import saves
from jaws.engine.act1.actions import SHARK_END_TURN
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.dialogs import ConfirmDialog, SaveListDialog, SaveNameDialog
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.rules import RulesScreen
from tests.tui.conftest import (
    SIZE,
    choose,
    highlight_title_choice,
    lift_curtain,
    new_app,
    screen_text,
)


def notes(app: Any) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def test_f1_opens_the_rules_from_the_title_and_from_play(save_dir: Path) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        text = screen_text(app)
        # F1 opens at the section for the phase being played (issue 12): here, the setup.
        # (The line reads "Rules at “Act 1: setup”" since 305be6b: 80 columns.)
        assert "Rules at “Act 1: setup”" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        await lift_curtain(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)


async def test_a_refused_action_shows_its_reason(save_dir: Path) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        app.submit(SHARK_END_TURN)  # the Shark has not chosen a start yet
        await pilot.pause()
        assert any("starting space" in n and "Rules:" in n for n in notes(app)), notes(app)
        assert isinstance(app.screen, Act1Screen)


async def test_ctrl_q_asks_before_dropping_unsaved_moves(save_dir: Path) -> None:
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running and not isinstance(app.screen, ConfirmDialog)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert not app.is_running


async def test_ctrl_s_saves_and_the_title_resumes_it(save_dir: Path) -> None:
    app = new_app("act1", 9, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameDialog)
        # Its keys are named (helper-60, stop 47: the dialog gave no hint).
        assert "Enter saves · Escape cancels" in screen_text(app)
        field = app.screen.query_one(Input)
        field.value = "table one"
        await pilot.press("enter")
        await pilot.pause()
        assert (save_dir / "table one.json").is_file()
        assert any("Saved as" in n for n in notes(app))
        actions_before = len(app.session.log)

    fresh = JawsApp(save_dir=save_dir)
    async with fresh.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(fresh, "resume")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(fresh.screen, SaveListDialog)
        assert "table one" in screen_text(fresh)
        saves = fresh.screen.query_one(OptionList)
        row = next(
            i
            for i in range(saves.option_count)
            if "table one" in str(saves.get_option_at_index(i).prompt)
        )
        saves.highlighted = row
        await pilot.press("enter")
        await pilot.pause()
        assert fresh.session is not None and len(fresh.session.log) == actions_before
        assert isinstance(fresh.screen, HandOffScreen)


async def test_a_failed_save_or_load_is_a_message_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    app = new_app("act1", 2, blocker)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.save_as("doomed")
        await pilot.pause()
        assert any("Cannot save" in n for n in notes(app)), notes(app)
        broken = tmp_path / "broken.json"
        broken.write_text("{ this is not a save")
        app.load_game(broken)
        await pilot.pause()
        assert any("Cannot load" in n for n in notes(app)), notes(app)
        assert app.is_running


async def test_autosave_writes_as_the_game_moves(save_dir: Path) -> None:
    app = new_app("act1", 4, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start")
        await pilot.pause()
        name = saves.autosave_name(app.session)
    assert (save_dir / f"{name}.json").is_file()


async def test_the_new_game_form_sets_players_and_who_plays_whom(save_dir: Path) -> None:
    from textual.widgets import Select, Static

    from jaws.tui.screens.title import NewGameScreen

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "act1")
        await pilot.press("enter")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        # A split the rulebook forbids is refused with one sentence, and nothing starts.
        form.query_one("#crew-quint", Select).value = 0
        form.query_one("#crew-brody", Select).value = 0
        form.query_one("#seed", Input).value = "77"
        form.action_start()
        await pilot.pause()
        assert app.session is None
        assert "3-player game" in str(form.query_one("#problem", Static).render())
        form.query_one("#crew-quint", Select).value = 3
        form.query_one("#crew-brody", Select).value = 2
        form.query_one("#crew-hooper", Select).value = 0
        form.action_start()
        await pilot.pause()
        assert app.session is not None and app.session.players == 3
        assert app.session.crew_players == {"quint": 3, "brody": 2, "hooper": 0}
        assert app.session.seed == 77
        assert isinstance(app.screen, HandOffScreen)


async def test_ctrl_q_saves_the_sharks_unannounced_moves_and_quits(save_dir: Path) -> None:
    """Ctrl+Q's Quit dropped a Shark plan still unannounced (the autosave writes at the
    table's checkpoints only); the dialog could only say so. It now saves the game as it
    stands, then quits, and resuming finds the Shark mid-turn with its moves."""
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start")
        if not isinstance(app.screen, Act1Screen):
            await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_move")
        played = len(app.session.log)
        assert app.autosaver is not None
        name, folder = app.autosaver.name, app.autosaver.folder
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Save and quit" in str(app.screen.query_one("#yes").label)
        # In either act's words ("moves not yet announced" is Act 1's: helper-39).
        assert "every move made so far, secret ones too" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
    assert not app.is_running
    again = saves.load(name, folder)
    assert len(again.log) == played
    assert again.log[-1].action.kind == "shark_move"


async def test_a_bad_save_name_is_refused_and_left_to_mend(save_dir: Path) -> None:
    """Helper-50: Ctrl+S, "bad/name!", Enter said why the name is not allowed and closed the
    dialog, so the name was typed again from the start. The dialog stays, the name in it."""
    app = new_app("act1", 9, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, SaveNameDialog)
        field = dialog.query_one(Input)
        field.value = "bad/name!"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog and field.value == "bad/name!"
        assert any("is not allowed" in n for n in notes(app))
        assert not any(path.suffix == ".json" for path in save_dir.iterdir())
        field.value = "bad name"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not dialog
        assert (save_dir / "bad name.json").is_file()


async def test_question_mark_opens_the_keys(save_dir: Path) -> None:
    """Helper-50: "?" in the crew's turn did nothing and said nothing. It opens F1's "Keys
    and symbols" page (which lists it), and a save name still takes a "?" as typed."""
    from textual.widgets import TabbedContent

    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.query_one(TabbedContent).active == "keys"
        assert "? — Keys and symbols (this page)" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameDialog)
        field = app.screen.query_one(Input)
        field.value = ""
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameDialog) and field.value == "?"


async def test_a_save_of_another_game_is_replaced_only_when_the_player_says_so(
    save_dir: Path,
) -> None:
    """Helper-69: in a second game, Ctrl+S then Enter on the suggested name replaced the first
    game's save of that name without a word. The app now asks; "n" asks for another name."""

    async def save_with_enter(app: Any, pilot: Any) -> None:
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameDialog)
        app.screen.query_one(Input).value = "table"
        await pilot.press("enter")
        await pilot.pause()

    first = new_app("act1", 9, save_dir)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        await save_with_enter(first, pilot)
        await save_with_enter(first, pilot)  # the same game again: brought up to date
        assert not isinstance(first.screen, ConfirmDialog)
    kept = (save_dir / "table.json").read_bytes()
    first_game = saves.read_header(save_dir / "table.json").game_id

    second = new_app("act1", 10, save_dir)
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await save_with_enter(second, pilot)
        assert isinstance(second.screen, ConfirmDialog)
        assert second.screen.question.startswith("“table” holds another game (Act 1")
        await pilot.press("n")
        await pilot.pause()
        assert (save_dir / "table.json").read_bytes() == kept
        assert isinstance(second.screen, SaveNameDialog)  # another name, please
        assert second.screen.query_one(Input).value == "table"
        await pilot.press("escape")
        await pilot.pause()
        await save_with_enter(second, pilot)
        await pilot.press("y")
        await pilot.pause()
        assert saves.read_header(save_dir / "table.json").game_id != first_game
        assert any("Saved as table.json" in n for n in notes(second))
