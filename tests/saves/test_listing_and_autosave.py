"""Listing reads only public header facts; autosave follows every phase and round."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jaws import saves
from jaws.saves import SaveError
from jaws.session import GameSession, LogEntry
from tests.saves.playout import ACT2_MISSING, act2_ready, play_randomly, random_session

PUBLIC_HEADER_KEYS = {
    "format_version",
    "content_digest",
    "mode",
    "act",
    "round",
    "players",
    "seats",
    "crew_players",
    "saved_at",
    "actions",
    "winner",
    "checksum",
    "game_id",
    "timeline",
    "practice",
    "seal",
    "seal_tag",
}


def test_the_header_holds_only_public_facts() -> None:
    session = random_session("act1", 30, 250)
    header = json.loads(saves.dumps(session))["header"]
    assert set(header) == PUBLIC_HEADER_KEYS
    a1 = session.state.act1
    assert a1 is not None and a1.shark_position is not None
    flat = json.dumps(header)
    for secret in ("shark_position", "powers", "plan", "pad", "hand", a1.shark_position):
        assert f'"{secret}"' not in flat


def test_listing_shows_mode_act_round_players_and_date_newest_first(tmp_path: Path) -> None:
    early = random_session("act1", 31, 40, players=2)
    late = random_session("act1", 32, 400, players=3)
    saves.save(early, "early", tmp_path, saved_at=datetime(2026, 1, 1, 9, 0, tzinfo=UTC))
    saves.save(late, "late", tmp_path, saved_at=datetime(2026, 1, 2, 9, 0, tzinfo=UTC))
    entries = saves.list_saves(tmp_path)
    assert [e.name for e in entries] == ["late", "early"]
    top = entries[0].header
    assert top is not None
    assert (top.mode, top.act, top.round, top.players) == ("act1", 1, late.round, 3)
    assert top.saved_at.startswith("2026-01-02T09:00")
    assert saves.newest_save(tmp_path) == tmp_path / "late.json"


def test_there_is_no_newest_save_in_an_empty_folder(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="There are no saves to resume"):
        saves.newest_save(tmp_path)
    assert saves.list_saves(tmp_path / "missing") == []


def test_the_save_folder_comes_from_the_option_then_the_environment_then_the_user_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(saves.SAVE_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert saves.save_folder() == tmp_path / "data" / "jaws" / "saves"
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(tmp_path / "env"))
    assert saves.save_folder() == tmp_path / "env"
    assert saves.save_folder(str(tmp_path / "opt")) == tmp_path / "opt"


def test_autosave_writes_at_every_phase_or_round_change_and_every_answer_only(
    tmp_path: Path,
) -> None:
    session = GameSession.new("act1", 33)
    seen: list[LogEntry] = []
    session.on_change = lambda _session, entry: seen.append(entry)
    saver = saves.enable_autosave(session, tmp_path)
    checkpoints = [session.checkpoint()]
    expected = 0
    chooser = random.Random(33)
    for _ in range(300):
        if not play_randomly(session, chooser, 1):
            break
        changed = session.checkpoint() != checkpoints[-1]
        if changed:
            checkpoints.append(session.checkpoint())
        if changed or saves.tells_the_crew(session.log[-1]):
            expected += 1
            loaded = saves.load(saves.autosave_name(session), tmp_path)
            assert loaded.state == session.state
    assert len(seen) == len(session.log), "the previous on_change hook still runs"
    assert saver.saves_written == expected > len(checkpoints) - 1 > 10
    rounds = {c[1] for c in checkpoints}
    assert len(rounds) > 3


def test_autosave_does_not_write_between_checkpoints(tmp_path: Path) -> None:
    session = GameSession.new("act1", 34)
    play_randomly(session, random.Random(34), 5)
    saver = saves.enable_autosave(session, tmp_path, name="mine")
    before = session.checkpoint()
    chooser = random.Random(35)
    while session.checkpoint() == before:
        snapshot_count = saver.saves_written
        play_randomly(session, chooser, 1)
    assert snapshot_count == 0
    assert saver.saves_written == 1
    assert (tmp_path / "mine.json").is_file()


def test_a_failed_autosave_reaches_the_error_handler(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    errors: list[SaveError] = []
    session = GameSession.new("act1", 36)
    saves.enable_autosave(session, blocker / "saves", on_error=errors.append)
    play_randomly(session, random.Random(36), 30)
    assert errors and all(str(e).startswith("Cannot save") for e in errors)
    assert len(session.log) == 30, "the game goes on when an autosave fails"


@pytest.mark.skipif(not act2_ready(), reason=ACT2_MISSING)
def test_autosave_follows_a_full_game_into_every_act2_step(tmp_path: Path) -> None:
    session = GameSession.new("full", 37)
    saver = saves.enable_autosave(session, tmp_path)
    chooser = random.Random(37)
    act2_checkpoints: set[tuple[int, int, str]] = set()
    while session.whose_turn() is not None:
        play_randomly(session, chooser, 1)
        if session.act == 2:
            act2_checkpoints.add(session.checkpoint())
    steps = {phase for _act, _round, phase in act2_checkpoints}
    assert {"choose", "prepare", "shark_attack", "over"} <= steps
    loaded = saves.load(saves.autosave_name(session), tmp_path)
    assert loaded.state == session.state and loaded.outcome == session.outcome
    assert saver.saves_written > len(act2_checkpoints) // 2


def test_a_save_name_means_the_save_folder_not_a_file_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "saves"
    path = saves.save(random_session("act1", 38, 40), "notes", folder)
    saves.save(random_session("act1", 38, 60), "notes", folder)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "notes").write_text("my own notes, not a save")
    assert saves.resolve("notes", folder) == path
    assert saves.resolve("notes.json", folder) == path
    assert saves.resolve("notes.json.bak", folder) == saves.backup_path(path)
    assert saves.resolve(path) == path
    assert saves.resolve("saves/notes.json", tmp_path / "elsewhere") == Path("saves/notes.json")
    with pytest.raises(SaveError, match="There is no save file"):
        saves.resolve(tmp_path / "missing.json", folder)
    with pytest.raises(SaveError, match="There is no save named 'other'"):
        saves.resolve("other", folder)
