"""Issue 12, Saves that find themselves: the saves list shows each save's mode, point, time,
who played the Shark and whether it is finished (from the public header alone); a save can be
deleted with its backup after one confirmation; a finished game offers its replay or result."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from jaws import saves
from jaws.saves.seal import passphrase_seal
from jaws.session import SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.screens.dialogs import ConfirmDialog, FinishedGameDialog, SaveListDialog
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.replay import ReplayScreen
from tests.saves.playout import random_session
from tests.tui.conftest import SIZE, highlight_title_choice, wait_for


def rows(app: JawsApp) -> list[str]:
    menu = app.screen.query_one("#saves", OptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


def row_of(app: JawsApp, name: str) -> int:
    return next(i for i, text in enumerate(rows(app)) if text.startswith(name))


async def open_list(pilot: object, app: JawsApp) -> None:
    await pilot.pause()  # type: ignore[attr-defined]
    highlight_title_choice(app, "resume")
    await pilot.press("enter")  # type: ignore[attr-defined]
    assert await wait_for(pilot, lambda: isinstance(app.screen, SaveListDialog))  # type: ignore[arg-type]


async def test_each_save_shows_mode_point_time_shark_and_whether_it_is_finished(
    save_dir: Path,
) -> None:
    ai_game = random_session("act1", 3, 30, seats={"shark": SeatControl("bot", "hard")})
    saves.save(ai_game, "against the ai", save_dir)
    saves.save(random_session("full", 4, 20), "at the table", save_dir)
    finished = random_session("act1", 11, 100_000)
    assert finished.outcome is not None
    saves.save(finished, "all over", save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, app)
        ai_row = rows(app)[row_of(app, "against the ai")]
        assert "in progress" in ai_row and "Act 1 alone" in ai_row
        assert f"Act 1, round {ai_game.round}" in ai_row
        assert "Shark: AI (hard)" in ai_row and "UTC" in ai_row
        assert "Shark: a person" in rows(app)[row_of(app, "at the table")]
        over = rows(app)[row_of(app, "all over")]
        assert "FINISHED" in over and f"the {finished.outcome.winner} won" in over


async def test_a_sealed_save_is_listed_without_its_passphrase_and_stays_sealed(
    save_dir: Path,
) -> None:
    session = random_session("act1", 6, 25)
    session.seal = passphrase_seal("ahab")
    path = saves.save(session, "sealed", save_dir)
    before = path.read_bytes()
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, app)
        row = rows(app)[row_of(app, "sealed")]
        assert "sealed (passphrase)" in row and "Shark: a person" in row
        assert isinstance(app.screen, SaveListDialog)  # no passphrase was asked for
    assert path.read_bytes() == before


async def test_deleting_asks_once_and_removes_the_save_and_its_backup(save_dir: Path) -> None:
    session = random_session("act1", 7, 10)
    path = saves.save(session, "doomed", save_dir)
    saves.save(session, "doomed", save_dir)  # the second write keeps a backup
    backup = saves.backup_path(path)
    assert backup.is_file()
    keeper = saves.save(random_session("act1", 8, 10), "keeper", save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, app)
        app.screen.query_one("#saves", OptionList).highlighted = row_of(app, "doomed")
        await pilot.press("d")
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("n")  # kept
        assert await wait_for(pilot, lambda: isinstance(app.screen, SaveListDialog))
        assert path.is_file() and backup.is_file()
        await pilot.press("d")
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        assert await wait_for(pilot, lambda: isinstance(app.screen, SaveListDialog))
        assert await wait_for(pilot, lambda: not path.exists())
        assert not backup.exists() and keeper.is_file()
        assert not any(text.startswith("doomed") for text in rows(app))


def test_delete_never_touches_a_path_outside_the_save_folder(tmp_path: Path) -> None:
    from jaws.saves.files import SaveEntry
    from jaws.saves.listing import delete_save

    folder = tmp_path / "saves"
    folder.mkdir()
    outside = tmp_path / "precious.json"
    outside.write_text("{}")
    stray = SaveEntry("precious", outside, None, "not a save")
    try:
        delete_save(stray, folder)
    except saves.SaveError as exc:
        assert "not a save in" in str(exc)
    else:
        raise AssertionError("a path outside the save folder was accepted")
    assert outside.is_file()
    # A link in the save folder is removed itself, never what it points to.
    link = folder / "link.json"
    link.symlink_to(outside)
    (entry,) = saves.list_saves(folder)
    assert delete_save(entry, folder) == [link]
    assert outside.is_file() and not link.exists()


async def test_a_finished_game_offers_its_replay_and_result_not_the_last_screen(
    save_dir: Path,
) -> None:
    finished = random_session("act1", 11, 100_000)
    assert finished.outcome is not None
    saves.save(finished, "all over", save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, app)
        app.screen.query_one("#saves", OptionList).highlighted = row_of(app, "all over")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, FinishedGameDialog))
        await pilot.press("r")
        assert await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert app.autosaver is None
    assert sorted(p.name for p in save_dir.iterdir()) == ["all over.json"]


async def test_resuming_a_finished_game_by_name_asks_first(save_dir: Path) -> None:
    finished = random_session("act1", 11, 100_000)
    saves.save(finished, "all over", save_dir)
    app = JawsApp(save_dir=save_dir, resume="all over")
    async with app.run_test(size=SIZE) as pilot:
        assert await wait_for(pilot, lambda: isinstance(app.screen, FinishedGameDialog))
        await pilot.press("f")
        assert await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))


async def test_an_unfinished_game_resumes_from_the_list(save_dir: Path) -> None:
    saves.save(random_session("act1", 3, 30), "going", save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, app)
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))


async def test_jaws_resume_of_a_finished_game_offers_it_too(save_dir: Path) -> None:
    """`jaws resume NAME` hands the app the loaded session and its path."""
    finished = random_session("act1", 11, 100_000)
    path = saves.save(finished, "all over", save_dir)
    app = JawsApp(save_dir=save_dir, resume=path, session=saves.load(path, save_dir))
    async with app.run_test(size=SIZE) as pilot:
        assert await wait_for(pilot, lambda: isinstance(app.screen, FinishedGameDialog))
        assert "all over" in str(app.screen.query_one("Static").render())


async def test_the_arrows_stop_at_the_ends_of_the_list(save_dir: Path) -> None:
    """Textual's list wrapped: Down on the last (oldest) save jumped to the newest."""
    for name in ("first", "second", "third"):
        saves.save(random_session("act1", 3, 10), name, save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, app)
        menu = app.screen.query_one("#saves", OptionList)
        assert menu.highlighted == 0
        await pilot.press("up")
        assert menu.highlighted == 0
        for _ in range(4):
            await pilot.press("down")
        assert menu.highlighted == menu.option_count - 1 == 2
