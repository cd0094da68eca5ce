"""Issue 9 S1, S2, S4, L1, L2: no file in the save folder and no argument gives a traceback,
a hang or an exhausted memory; each is one line and a non-zero exit."""

from __future__ import annotations

import errno
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from jaws import cli, saves
from tests.saves.playout import random_session

REPO = Path(__file__).resolve().parents[2]
MEMORY_LIMIT = 3 * 2**30  # a reader that swallows /dev/zero hits this instead of the machine's


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def _jaws(folder: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """The real command line in a child with a memory cap and a time limit."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "JAWS_SAVE_DIR": str(folder)}
    try:
        return subprocess.run(
            [sys.executable, "-m", "jaws", *argv],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            preexec_fn=_limit_memory,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"jaws {' '.join(argv)} hangs")


def _one_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode != 0, result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    return result.stderr.strip()


def test_a_deeply_nested_save_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in _one_line(_jaws(folder, "resume", "deep"))
    assert "nested too deeply" in _one_line(_jaws(folder, "resume"))
    listing = _jaws(folder, "saves")
    assert listing.returncode == 0 and "Traceback" not in listing.stderr
    assert "deep" in listing.stdout and "nested too deeply" in listing.stdout


@pytest.mark.parametrize("kind", ["fifo", "zero", "urandom"])
def test_a_fifo_or_a_device_named_json_neither_hangs_nor_fills_memory(
    tmp_path: Path, kind: str
) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    target = folder / "trap.json"
    if kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to(f"/dev/{kind}")
    listing = _jaws(folder, "saves")
    assert listing.returncode == 0, listing.stderr
    assert "trap" in listing.stdout and "not a regular file" in listing.stdout
    assert "can be loaded" in _one_line(_jaws(folder, "resume"))
    assert "not a regular file" in _one_line(_jaws(folder, "resume", "trap"))


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    with (folder / "huge.json").open("wb") as handle:
        handle.truncate(64 * 2**20)  # sparse: 64 MB of zeros
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load(folder / "huge.json")


def test_a_folder_that_cannot_be_searched_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save folder with mode 000 as a normal user (we may run as root, so stat is refused)."""
    folder = tmp_path / "saves"
    saves.save(random_session("act1", 3, 20), "mine", folder)
    real_stat = os.stat

    def refused(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).startswith(str(folder) + os.sep):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", refused)
    status = cli.main(["resume", "mine", "--save-dir", str(folder)])
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and "Permission denied" in err, err


def test_simulate_usage_errors_are_one_line(tmp_path: Path) -> None:
    for argv in (("--games", "x"), ("--bogus",), ("--mode", "act9")):
        message = _one_line(_jaws(tmp_path, "simulate", *argv))
        assert message.startswith("jaws simulate:")


def test_simulate_bounds_the_number_of_games(tmp_path: Path) -> None:
    message = _one_line(_jaws(tmp_path, "simulate", "--games", "1000000000", "--quiet"))
    assert "--games must be at most" in message
    message = _one_line(_jaws(tmp_path, "simulate", "--workers", "100000", "--quiet"))
    assert "--workers must be at most" in message
