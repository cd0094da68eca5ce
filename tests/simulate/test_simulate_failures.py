"""Issue 9 C4: a broken content folder, or a failing game or worker, ends `jaws simulate` with
one line and a non-zero exit; nothing hangs (fresh processes run under a time limit)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from jaws import simulate
from jaws.content import content_root


@pytest.fixture
def broken_content(tmp_path: Path) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(content_root(), copy)
    board = copy / "act1" / "board.toml"
    board.write_text(board.read_text(encoding="utf-8").replace("[", "[[", 1), encoding="utf-8")
    return copy


def _python(code: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            [sys.executable, *code],
            env=dict(os.environ, **env),
            capture_output=True,
            text=True,
            timeout=90,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("jaws simulate hung")


def test_a_broken_content_folder_is_one_line_before_any_worker_starts(
    broken_content: Path,
) -> None:
    args = ["-m", "jaws", "simulate", "--mode", "act1", "--games", "4", "--workers", "2"]
    result = _python(args, {"JAWS_CONTENT_DIR": str(broken_content)})
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr[-3000:]
    assert lines[0].startswith("jaws simulate: ") and "board.toml" in lines[0]
    assert "Traceback" not in result.stderr


def test_workers_that_cannot_load_the_content_end_the_run(broken_content: Path) -> None:
    probe = (
        "import sys\n"
        "from jaws.simulate import SimulationFailed, run_games\n"
        "try:\n"
        f"    list(run_games('act1', 8, 'easy', 'easy', 1, 2, {str(broken_content)!r}))\n"
        "except SimulationFailed as exc:\n"
        "    print(exc, file=sys.stderr)\n"
        "    sys.exit(1)\n"
    )
    result = _python(["-c", probe], {})
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "board.toml" in lines[0], result.stderr[-3000:]


def test_a_failing_game_is_one_line_naming_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def explode(game: int, seed: int, *rest: object) -> simulate.GameRow:
        raise KeyError("boom")

    monkeypatch.setattr(simulate, "play_game", explode)
    code = simulate.main(["--mode", "act1", "--games", "2", "--workers", "1", "--quiet"])
    out, err = capsys.readouterr()
    assert code == 1 and not out
    assert err == "jaws simulate: game 0 (seed 1) failed: KeyError: 'boom'\n"
