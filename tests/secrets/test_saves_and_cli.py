"""Saves and the command line: listings, headers, autosave names and error messages.

The save file itself holds the whole game (it must, to resume it); what the crew sees of saves
is the `jaws saves` table, the listing API's entries, the autosave file names and the one-line
errors. Twin games that differ only in the Shark's secrets must look the same in all of them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jaws import saves
from jaws.cli import main, saves_table
from jaws.session import GameSession
from tests.saves.resign import resign
from tests.secrets.act2_twins import run_act2_twins
from tests.secrets.twins import run_twins

Twins = Callable[[], tuple[GameSession, GameSession]]
SAVED_AT = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)
# Fields of the header that the listing shows or that describe the table, not the game's moves.
LISTED_FIELDS: tuple[str, ...] = (
    *("format_version", "content_digest", "mode", "act", "round", "players"),
    *("seats", "crew_players", "saved_at", "winner"),
)


def _act1_twins() -> tuple[GameSession, GameSession]:
    a, b, report = run_twins(3, ("5", "8"), lambda *_: None, max_steps=40)
    assert report.turns_ending_apart and report.turns_with_different_step_counts
    return a, b


def _act2_twins() -> tuple[GameSession, GameSession]:
    a, b, report = run_act2_twins(2, lambda *_: None, diverge_round=3)
    assert report.different_choices == 1
    return a, b


def _save_both(a: GameSession, b: GameSession, root: Path) -> tuple[Path, Path]:
    folders = (root / "one", root / "two")
    for session, folder in zip((a, b), folders, strict=True):
        saves.save(session, "tonight", folder, saved_at=SAVED_AT)
    return folders


def _without(text: str, folder: Path) -> str:
    return text.replace(str(folder), "<folder>")


@pytest.mark.parametrize("twins", [_act1_twins, _act2_twins], ids=["act1", "act2"])
def test_the_saves_table_is_the_same_for_twin_games(twins: Twins, tmp_path: Path) -> None:
    a, b = twins()
    one, two = _save_both(a, b, tmp_path)
    assert _without(saves_table(one), one) == _without(saves_table(two), two)
    assert "tonight" in saves_table(one)


def test_jaws_saves_prints_the_same_for_twin_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two = _save_both(*_act1_twins(), tmp_path)
    printed = []
    for folder in (one, two):
        assert main(["saves", "--save-dir", str(folder)]) == 0
        out, err = capsys.readouterr()
        printed.append((_without(out, folder), err))
    assert printed[0] == printed[1]


@pytest.mark.parametrize("twins", [_act1_twins, _act2_twins], ids=["act1", "act2"])
def test_listed_header_facts_are_the_same_for_twin_games(twins: Twins, tmp_path: Path) -> None:
    one, two = _save_both(*twins(), tmp_path)
    listed = []
    for folder in (one, two):
        (entry,) = saves.list_saves(folder)
        assert entry.header is not None and entry.problem is None
        header = asdict(entry.header)
        listed.append({name: header[name] for name in LISTED_FIELDS})
    assert listed[0] == listed[1]


def test_the_header_action_count_is_the_same_for_twin_games(tmp_path: Path) -> None:
    # It once counted the Shark's planning steps and take-backs too.
    one, two = _save_both(*_act1_twins(), tmp_path)
    counts = [saves.list_saves(folder)[0].header.actions for folder in (one, two)]  # type: ignore[union-attr]
    assert counts[0] == counts[1]


SPOILERS: dict[str, Callable[[str], str]] = {
    "truncated": lambda text: text[: len(text) // 2],
    "flipped": lambda text: text.replace('"round":', '"round" :', 1).replace("1", "2", 1),
    "not json": lambda _: "{ this is not a save",
}


def test_a_damaged_save_is_refused_with_the_same_line_for_twin_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two = _save_both(*_act1_twins(), tmp_path)
    for damage, spoil in SPOILERS.items():
        lines = []
        for folder in (one, two):
            path = folder / "tonight.json"
            good = path.read_text()
            path.write_text(spoil(good))
            status = main(["resume", "tonight", "--save-dir", str(folder)])
            out, err = capsys.readouterr()
            path.write_text(good)
            lines.append((status, out, _without(err, folder)))
        assert lines[0] == lines[1], damage
        assert lines[0][0] != 0 and lines[0][2].count("\n") == 1, damage


def test_autosaves_of_twin_games_list_the_same(tmp_path: Path) -> None:
    a, b = _act1_twins()
    tables = []
    for session, folder in ((a, tmp_path / "one"), (b, tmp_path / "two")):
        saver = saves.enable_autosave(session, folder)
        saver.last_checkpoint = None  # as if the last action had just changed the phase
        saver(session, session.log[-1])
        assert [p.name for p in folder.iterdir()] == [f"{saves.autosave_name(session)}.json"]
        table = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC", "<time>", saves_table(folder))
        tables.append(table.replace(session.game_id, "<game id>"))  # random, one per game
    assert _without(tables[0], tmp_path / "one") == _without(tables[1], tmp_path / "two")


def test_a_save_counting_every_action_still_loads_and_a_wrong_count_does_not(
    tmp_path: Path,
) -> None:
    a, _ = _act1_twins()
    a.unsealed = True  # as the plain saves of format 2 were
    path = saves.save(a, "older", tmp_path)
    document = json.loads(path.read_text())
    assert document["header"]["actions"] < len(a.log), "the Shark planned in private"
    document["header"]["format_version"] = 2  # such counts were written by format 2 and before
    for count, loads in ((len(a.log), True), (len(a.log) + 1, False)):
        document["header"]["actions"] = count
        resign(document)
        path.write_text(json.dumps(document))
        if loads:
            assert saves.load(path).actions == a.actions
        else:
            with pytest.raises(saves.SaveError, match="header does not match"):
                saves.load(path)
