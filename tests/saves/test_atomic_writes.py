"""A crash at any point of a save leaves a whole, loadable save (and the previous one as backup)."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from jaws import saves
from jaws.saves import SaveError
from tests.saves.playout import play_randomly, random_session


class Killed(BaseException):
    """Stands in for the process dying mid-save (not an Exception, so nothing catches it)."""


def test_saving_again_keeps_the_previous_version_as_a_backup(tmp_path: Path) -> None:
    session = random_session("act1", 4, 120)
    first_state = session.state
    saves.save(session, "game", tmp_path)
    play_randomly(session, random.Random(1), 50)
    path = saves.save(session, "game", tmp_path)
    assert saves.load(path).state == session.state
    with pytest.raises(saves.NeedsRewind):  # the backup is an older point of the game
        saves.load(saves.backup_path(path))
    assert saves.load(saves.backup_path(path), rewind=True).state == first_state
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


@pytest.mark.parametrize("crash", [Killed, OSError])
def test_a_crash_between_write_and_rename_leaves_the_previous_save_loadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, crash: type[BaseException]
) -> None:
    old = random_session("act1", 8, 200)
    path = saves.save(old, "game", tmp_path)
    old_bytes = path.read_bytes()
    new = random_session("act1", 8, 260)
    real_replace = os.replace

    def dying_replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(dst) == path:
            raise crash("killed between write and rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", dying_replace)
    expected: type[BaseException] = SaveError if crash is OSError else Killed
    with pytest.raises(expected):
        saves.save(new, "game", tmp_path)
    monkeypatch.undo()

    assert path.read_bytes() == old_bytes
    assert saves.load(path).state == old.state
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_crash_during_the_write_itself_leaves_the_previous_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = random_session("act1", 9, 150)
    path = saves.save(old, "game", tmp_path)

    def dying_fsync(fd: int) -> None:
        raise Killed("killed before the data reached the disk")

    monkeypatch.setattr(os, "fsync", dying_fsync)
    with pytest.raises(Killed):
        saves.save(random_session("act1", 9, 300), "game", tmp_path)
    monkeypatch.undo()
    assert saves.load(path).state == old.state


def test_leftovers_of_a_killed_save_do_not_disturb_listing_or_loading(tmp_path: Path) -> None:
    session = random_session("act1", 10, 90)
    path = saves.save(session, "game", tmp_path)
    half = path.read_bytes()[:500]
    (tmp_path / ".game.json.abc123.tmp").write_bytes(half)  # a temp file a kill left behind
    (tmp_path / ".game.json.bak.tmp").write_bytes(half)
    entries = saves.list_saves(tmp_path)
    assert [(e.name, e.problem) for e in entries] == [("game", None)]
    assert saves.load("game", tmp_path).state == session.state
    saves.save(session, "game", tmp_path)  # and the next save still works over them
    assert saves.load("game", tmp_path).state == session.state


def test_a_save_into_an_unwritable_place_is_one_sentence(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SaveError) as caught:
        saves.save(random_session("act1", 1, 10), "game", blocker / "saves")
    message = str(caught.value)
    assert message.startswith("Cannot save ") and "\n" not in message
