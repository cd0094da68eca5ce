"""Every kind of bad save is refused with one sentence naming the file, and nothing is touched."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from jaws import saves
from jaws.content import default_content, load_content
from jaws.saves import SaveError
from jaws.session import GameSession
from tests.saves.playout import random_session
from tests.saves.resign import resign


@pytest.fixture
def session() -> GameSession:
    game = random_session("act1", 21, 300)
    game.unsealed = True  # these edit the readable body; sealed bodies: test_sealed_saves.py
    return game


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "saves"


def _document(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text())
    assert isinstance(data, dict)
    return data


def _rewrite(path: Path, document: dict[str, Any], *, fix_checksum: bool = True) -> None:
    """Write an edited save back, re-signing the body the way a careful tamperer would."""
    if fix_checksum:
        resign(document)
    path.write_text(json.dumps(document))


def _refusal(path: Path, **kwargs: Any) -> str:
    before = path.read_bytes() if path.exists() else None
    with pytest.raises(SaveError) as caught:
        saves.load(path, **kwargs)
    message = str(caught.value)
    assert "\n" not in message
    assert str(path) in message
    assert message.endswith(".")
    after = path.read_bytes() if path.exists() else None
    assert after == before, "a refused load must not change the file"
    return message


def test_a_missing_save_is_refused_by_name(folder: Path) -> None:
    folder.mkdir()
    with pytest.raises(SaveError, match=r"There is no save named 'ghost' in .*saves\."):
        saves.load("ghost", folder)


def test_a_missing_save_file_path_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="There is no save file"):
        saves.load(str(tmp_path / "sub" / "ghost.json"))


def test_an_empty_file_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "empty", folder)
    path.write_text("")
    assert "it is empty" in _refusal(path)


def test_a_truncated_file_is_refused_and_points_at_the_backup(
    folder: Path, session: GameSession
) -> None:
    saves.save(session, "cut", folder)
    path = saves.save(session, "cut", folder)  # the second save keeps the first as a backup
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    message = _refusal(path)
    assert "truncated" in message
    assert str(saves.backup_path(path)) in message


def test_a_file_that_is_not_json_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "text", folder)
    path.write_text("Quint's shopping list: barrels, rope, more barrels\n")
    assert "not valid JSON" in _refusal(path)


def test_a_binary_file_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "binary", folder)
    path.write_bytes(bytes(range(256)))
    assert "not text" in _refusal(path)


def test_json_that_is_not_a_save_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "other", folder)
    path.write_text('{"name": "not a save"}')
    assert "not a Jaws save file" in _refusal(path)


def test_a_damaged_body_fails_its_checksum(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "flipped", folder)
    document = _document(path)
    document["snapshot"]["act1"]["track"] += 1
    _rewrite(path, document, fix_checksum=False)
    assert "damaged" in _refusal(path)


def test_a_damaged_header_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "header", folder)
    document = _document(path)
    document["header"]["players"] = "many"
    _rewrite(path, document)
    assert "damaged" in _refusal(path)


def test_an_impossible_seating_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "seating", folder)
    document = _document(path)
    document["header"]["players"] = 2  # the crew split on file is the 4-player one
    _rewrite(path, document)
    assert "damaged" in _refusal(path)


def test_a_snapshot_that_does_not_match_its_log_is_tampered(
    folder: Path, session: GameSession
) -> None:
    path = saves.save(session, "snapshot", folder)
    document = _document(path)
    document["snapshot"]["act1"]["track"] += 1
    _rewrite(path, document)
    assert "tampered" in _refusal(path)


def test_a_changed_rng_in_the_snapshot_is_tampered(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "dice", folder)
    document = _document(path)
    document["snapshot"]["rng"]["counter"] += 1  # different future dice
    _rewrite(path, document)
    assert "tampered" in _refusal(path)


def test_a_hidden_shark_move_edited_in_the_snapshot_is_tampered(
    folder: Path, session: GameSession
) -> None:
    path = saves.save(session, "shark", folder)
    document = _document(path)
    act1 = document["snapshot"]["act1"]
    water = [s for s in default_content().act1.water_spaces if s != act1["shark_position"]]
    act1["shark_position"] = water[0]
    _rewrite(path, document)
    assert "tampered" in _refusal(path)


def test_an_illegal_action_in_the_log_is_tampered(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "illegal", folder)
    document = _document(path)
    document["log"][0] = {"kind": "shark_start", "space": "the Shop"}
    _rewrite(path, document)
    message = _refusal(path)
    assert "tampered" in message and "breaks the rules" in message


def test_a_log_with_an_unknown_action_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "unknown", folder)
    document = _document(path)
    document["log"][3] = {"kind": "summon_orca"}
    _rewrite(path, document)
    message = _refusal(path)
    assert "damaged" in message and "summon_orca" in message


def test_a_shortened_log_is_tampered(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "short", folder)
    document = _document(path)
    document["log"] = document["log"][:-5]
    _rewrite(path, document)
    assert "tampered" in _refusal(path)


def test_a_header_that_lies_about_the_round_is_tampered(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "liar", folder)
    document = _document(path)
    document["header"]["round"] += 3
    _rewrite(path, document)
    assert "tampered" in _refusal(path)


def test_a_future_format_version_is_refused(folder: Path, session: GameSession) -> None:
    path = saves.save(session, "future", folder)
    document = _document(path)
    document["header"]["format_version"] = saves.FORMAT_VERSION + 1
    document["header"]["something_new"] = True
    _rewrite(path, document)
    message = _refusal(path)
    assert "newer version of Jaws" in message


def test_changed_content_is_refused(tmp_path: Path, folder: Path, session: GameSession) -> None:
    path = saves.save(session, "content", folder)
    changed_root = tmp_path / "content"
    shutil.copytree(default_content().root, changed_root)
    events = changed_root / "act1" / "events.toml"
    events.write_text(events.read_text() + "\n# a house rule was changed here\n")
    changed = load_content(changed_root)
    assert changed.digest != session.state.content.digest
    message = _refusal(path, content=changed)
    assert "content has changed" in message


def test_other_saves_still_list_and_load_beside_broken_ones(
    folder: Path, session: GameSession
) -> None:
    good = saves.save(session, "good", folder)
    broken = saves.save(session, "broken", folder)
    broken.write_text(broken.read_text()[:100])
    (folder / "notes.json").write_text("[1, 2")
    entries = {entry.name: entry for entry in saves.list_saves(folder)}
    assert set(entries) == {"good", "broken", "notes"}
    assert entries["good"].problem is None
    assert entries["broken"].header is None and "truncated" in (entries["broken"].problem or "")
    assert entries["notes"].problem is not None
    assert saves.load("good", folder).state == session.state
    assert saves.newest_save(folder) == good


def test_a_refused_load_leaves_the_backup_alone(folder: Path, session: GameSession) -> None:
    saves.save(session, "kept", folder)
    path = saves.save(session, "kept", folder)
    backup = saves.backup_path(path)
    kept = backup.read_bytes()
    path.write_text("{")
    _refusal(path)
    assert backup.read_bytes() == kept
    assert saves.load(backup).state == session.state


@pytest.mark.parametrize("name", ["", "../escape", "a/b", ".hidden", "x" * 65, "trailing."])
def test_a_bad_save_name_is_refused(folder: Path, session: GameSession, name: str) -> None:
    with pytest.raises(SaveError, match="is not allowed"):
        saves.save(session, name, folder)
    assert not folder.exists() or not any(folder.iterdir())
