"""Issue 9 S5, S6, S7: the whole header is checked, a damaged newest save falls back to the
newest good one, and killed saves leave no temporary files behind for long."""

from __future__ import annotations

import json
import os
import random
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from jaws import cli, saves
from jaws.bots import level_choices
from jaws.session import GameSession
from tests.saves.playout import play_randomly, random_session
from tests.saves.resign import resign

GODLIKE = {"kind": "bot", "level": "godlike"}


@pytest.fixture
def session() -> GameSession:
    game = random_session("act1", 41, 120)
    game.unsealed = True  # the checksum is all that guards an unsealed game's header
    return game


def _edit(path: Path, change: dict[str, Any], *, sign: bool) -> None:
    document = json.loads(path.read_text())
    document["header"] |= change
    if sign:
        resign(document)
    path.write_text(json.dumps(document))


@pytest.mark.parametrize(
    "change",
    [
        {"seats": {"shark": GODLIKE, "crew": {"kind": "human", "level": None}}},
        {"players": 2, "crew_players": {"quint": 2, "brody": 2, "hooper": 2}},
        {"saved_at": "2099-01-01T00:00:00+00:00"},
    ],
)
def test_every_header_field_is_under_the_checksum(
    tmp_path: Path, session: GameSession, change: dict[str, Any]
) -> None:
    path = saves.save(session, "edited", tmp_path)
    _edit(path, change, sign=False)
    with pytest.raises(saves.SaveError, match="do not match their checksum"):
        saves.load(path)
    (entry,) = saves.list_saves(tmp_path)
    assert entry.header is None and "checksum" in (entry.problem or "")


def test_an_unknown_bot_level_is_refused_even_when_re_signed(
    tmp_path: Path, session: GameSession
) -> None:
    path = saves.save(session, "godlike", tmp_path)
    _edit(path, {"seats": {"shark": GODLIKE, "crew": {"kind": "human", "level": None}}}, sign=True)
    levels = level_choices()  # the levels make_bot knows (top came with the search bots)
    with pytest.raises(saves.SaveError, match=rf"AI level must be {levels}, not 'godlike'"):
        saves.load(path)


def _two_saves_of_one_game(folder: Path) -> GameSession:
    """A game saved twice under one name, so its .bak holds the earlier point."""
    game = random_session("act1", 43, 60)
    game.unsealed = True  # so the test can damage its body
    saves.save(game, "table", folder)
    play_randomly(game, random.Random(1), 40)
    saves.save(game, "table", folder)
    return game


def test_a_damaged_newest_save_falls_back_to_the_newest_good_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _two_saves_of_one_game(tmp_path)
    older = saves.save(random_session("act2", 44, 10), "other", tmp_path, saved_at=_long_ago())
    newest = tmp_path / "table.json"
    document = json.loads(newest.read_text())
    document["snapshot"]["act1"]["track"] += 1  # damaged but whole: the checksum is re-signed
    resign(document)
    newest.write_text(json.dumps(document))
    before = newest.read_bytes()
    launched: list[Path] = []
    monkeypatch.setattr(cli, "launch_tui", lambda **o: launched.append(o["resume"]) or 0)
    assert cli.main(["resume", "--save-dir", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert launched == [tmp_path / "table.json.bak"] and launched[0] != older
    assert err.count("\n") == 1 and "table.json" in err and "table.json.bak" in err, err
    assert newest.read_bytes() == before


def test_a_truncated_newest_save_falls_back_to_its_backup(tmp_path: Path) -> None:
    _two_saves_of_one_game(tmp_path)
    saves.save(random_session("act2", 45, 10), "other", tmp_path, saved_at=_long_ago())
    newest = tmp_path / "table.json"
    newest.write_bytes(newest.read_bytes()[:200])
    chosen = saves.newest_good_save(tmp_path)
    assert chosen.path == tmp_path / "table.json.bak"
    assert chosen.note is not None and "truncated" in chosen.note
    # The table is told that moves made after the backup are undone (the playtest saw moves
    # it had taken back come back with no word of it).
    told = str(chosen.session.events_for("crew")[-1])
    assert "could not be loaded" in told and "any move made after that save is undone" in told


def _long_ago() -> datetime:
    return datetime(2020, 1, 1, tzinfo=UTC)


def test_stale_temp_files_of_killed_saves_are_cleaned(tmp_path: Path, session: GameSession) -> None:
    tmp_path.mkdir(exist_ok=True)
    old = time.time() - 3600
    stale = [tmp_path / f".game.json.{i:08d}.tmp" for i in range(32)]
    stale.append(tmp_path / ".game.json.bak.tmp")
    for path in stale:
        path.write_text("half a save")
        os.utime(path, (old, old))
    fresh = tmp_path / ".other.json.abcdefgh.tmp"  # another process may be writing it now
    fresh.write_text("being written")
    keep = tmp_path / ".notes.tmp"  # not ours
    keep.write_text("x")
    os.utime(keep, (old, old))
    saves.save(session, "game", tmp_path)
    assert not [p for p in stale if p.exists()]
    assert fresh.exists() and keep.exists()


def test_when_no_save_loads_the_refusal_names_the_file_then_its_fault(tmp_path: Path) -> None:
    """The playtest read "trunc.json it is truncated": the file and its fault ran together."""
    saves.save(random_session("act1", 46, 20), "trunc", tmp_path)
    only = tmp_path / "trunc.json"
    only.write_bytes(only.read_bytes()[:200])
    for backup in tmp_path.glob("*.bak"):
        backup.unlink()
    with pytest.raises(saves.SaveError) as refused:
        saves.newest_good_save(tmp_path)
    assert str(refused.value).startswith(f"No save in {tmp_path} can be loaded: trunc.json: it ")
