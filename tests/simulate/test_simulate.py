"""`jaws simulate`: the printed report, the per-game rows, bad input, and Wilson intervals."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from jaws.simulate import main, play_game, wilson

REPORT = re.compile(
    r"jaws simulate: mode=act2 games=6 shark=hard crew=easy seed=11\n"
    r"Shark wins: (\d+) \((\d+\.\d)%, 95% CI (\d+\.\d)-(\d+\.\d)%\)\n"
    r"Crew wins:  (\d+) \((\d+\.\d)%, 95% CI (\d+\.\d)-(\d+\.\d)%\)\n"
    r"Mean rounds: \d+\.\d\d\n"
    r"Mean Act 2: Shark wounds \d+\.\d\d, crew eliminated \d+\.\d\d, "
    r"boat tiles destroyed \d+\.\d\d\n"
)


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_report_format_and_csv_rows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "games.csv"
    args = ["--mode", "act2", "--games", "6", "--shark", "hard", "--crew", "easy"]
    code, out, _ = _run(capsys, *args, "--seed", "11", "--quiet", "--out", str(out_file))
    assert code == 0
    match = REPORT.match(out)
    assert match, out
    shark_wins, crew_wins = int(match.group(1)), int(match.group(5))
    assert shark_wins + crew_wins == 6
    assert out.rstrip().endswith(f"Per-game rows written to {out_file}")
    with out_file.open() as handle:
        rows = list(csv.DictReader(handle))
    assert [int(r["game"]) for r in rows] == list(range(6))
    assert [int(r["seed"]) for r in rows] == list(range(11, 17))
    assert sum(r["winner"] == "shark" for r in rows) == shark_wins
    assert {r["mode"] for r in rows} == {"act2"}
    assert all(int(r["act2_rounds"]) >= 1 for r in rows)


def test_json_rows_match_direct_play(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "games.json"
    args = ["--mode", "act1", "--games", "2", "--shark", "easy", "--crew", "easy"]
    code, out, _ = _run(capsys, *args, "--seed", "40", "--workers", "2", "--out", str(out_file))
    assert code == 0
    assert "Mean swimmers eaten: " in out and "Mean barrels attached: " in out
    rows = json.loads(out_file.read_text())
    assert len(rows) == 2
    direct = play_game(1, 41, "act1", "easy", "easy")
    assert rows[1]["winner"] == direct.winner
    assert rows[1]["swimmers_eaten"] == direct.swimmers_eaten
    assert rows[1]["barrels_attached"] == direct.barrels_attached
    assert rows[1]["act1_rounds"] == direct.act1_rounds


def test_full_game_rows_cover_both_acts(capsys: pytest.CaptureFixture[str]) -> None:
    row = play_game(0, 7, "full", "easy", "hard")
    assert row.winner in ("shark", "crew")
    assert row.act1_rounds >= 1 and row.act2_rounds >= 1
    assert row.act1_end in ("barrels", "track")
    assert row.rounds == row.act1_rounds + row.act2_rounds


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "--games must be at least 1"),
        (["--games", "2", "--out", "rows.txt"], "--out must end in .csv or .json"),
        (["--mode", "act3"], "invalid choice: 'act3'"),
        (["--shark", "expert"], "invalid choice: 'expert'"),
        (["--content", "/nonexistent/jaws-content"], "jaws simulate:"),
    ],
)
def test_bad_input_is_one_readable_error(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, *args, "--quiet")
    assert code == 2
    assert message in err
    assert "Traceback" not in err and not out


def test_unwritable_output_is_reported_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stop-33 playtest: the whole run was played and then "cannot write"; the path is now
    checked first, and no game is played."""
    import jaws.simulate as simulate

    def no_games(args: object) -> list[object]:
        raise AssertionError("games were played before the output was checked")

    monkeypatch.setattr(simulate, "_collect", no_games)
    a_folder = tmp_path / "rows.csv"
    a_folder.mkdir()
    for target, why in (
        (tmp_path / "missing-folder" / "rows.csv", "there is no folder"),
        (a_folder, "it is a folder"),
    ):
        args = ["--mode", "act2", "--games", "1", "--quiet", "--out", str(target)]
        code, out, err = _run(capsys, *args)
        assert code == 2 and not out
        assert err.startswith(f"jaws simulate: cannot write {target}: {why}"), err
        assert err.count("\n") == 1


def test_wilson_interval_known_values() -> None:
    low, high = wilson(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    low, high = wilson(400, 1000)
    assert round(low, 3) == 0.370 and round(high, 3) == 0.431
