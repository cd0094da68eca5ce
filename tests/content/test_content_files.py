"""Issue 9 C1/C2: a content file that is not a plain, modest TOML file (a folder, a symlink loop,
a FIFO, a device, huge or deeply nested) gives one line naming the file and the problem, and
nothing waits on it.

`jaws new` is run in a fresh process with a time limit, so a hang fails the test instead of
hanging the suite.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from jaws.content import ContentError, content_root, load_content


@pytest.fixture
def content(tmp_path: Path) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(content_root(), copy)
    return copy


def _a_folder(board: Path) -> None:
    board.unlink()
    board.mkdir()


def _a_symlink_loop(board: Path) -> None:
    board.unlink()
    board.symlink_to(board.name)


def _a_fifo(board: Path) -> None:
    board.unlink()
    os.mkfifo(board)


def _a_device(board: Path) -> None:
    board.unlink()
    board.symlink_to("/dev/zero")


def _deeply_nested(board: Path) -> None:
    board.write_text("x = " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")


def _nested_tables(board: Path) -> None:
    board.write_text("[" + ".".join(["a"] * 5_000) + "]\n", encoding="utf-8")


def _huge(board: Path) -> None:
    board.write_text("# " + "x" * (4 << 20) + "\n", encoding="utf-8")


BREAKS: dict[str, tuple[Callable[[Path], None], str]] = {
    "folder": (_a_folder, "is a folder"),
    "symlink loop": (_a_symlink_loop, "cannot be read"),
    "fifo": (_a_fifo, "not a regular file"),
    "device": (_a_device, "not a regular file"),
    "nested arrays": (_deeply_nested, "nested more than"),
    "nested tables": (_nested_tables, "nested more than"),
    "huge": (_huge, "larger than"),
}


@pytest.mark.parametrize("name", BREAKS)
def test_jaws_new_refuses_the_board_in_one_line(content: Path, name: str) -> None:
    breaking, problem = BREAKS[name]
    board = content / "act1" / "board.toml"
    breaking(board)
    result = _jaws_new(content)
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr[-2000:]
    assert str(board) in lines[0] and problem in lines[0]
    assert "Traceback" not in result.stderr + result.stdout


def _jaws_new(content: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, JAWS_CONTENT_DIR=str(content))
    try:
        return subprocess.run(
            [sys.executable, "-m", "jaws", "new", "--mode", "act1", "--seed", "1"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("jaws new hung on the broken content folder")


@pytest.mark.parametrize("name", ["folder", "symlink loop", "nested arrays", "huge"])
def test_load_content_raises_content_error(content: Path, name: str) -> None:
    breaking, problem = BREAKS[name]
    breaking(content / "act1" / "board.toml")
    with pytest.raises(ContentError, match=problem):
        load_content(content)


def test_a_stray_fifo_elsewhere_in_the_folder_does_not_hang(content: Path) -> None:
    os.mkfifo(content / "notes.toml")
    result = _jaws_new(content)
    assert result.returncode != 0
    assert result.stderr.strip().endswith("notes.toml: not a regular file")
