"""A process killed (SIGKILL) in the middle of saving never leaves a broken save behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from jaws import saves
from tests.saves.playout import random_session

REPO = Path(__file__).resolve().parents[2]

# Saves the same game at growing lengths, over and over, printing a line after each save.
WRITER = """
import sys
from pathlib import Path
from jaws import saves
from tests.saves.playout import random_session

folder = Path(sys.argv[1])
sessions = [random_session("act1", 41, n) for n in (50, 150, 250)]
for turn in range(100000):
    saves.save(sessions[turn % 3], "game", folder)
    print(turn, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
@pytest.mark.parametrize("saves_before_kill", [3, 17, 40])
def test_a_save_killed_at_a_random_moment_still_loads(
    tmp_path: Path, saves_before_kill: int
) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=REPO,
        env=env,
    )
    assert writer.stdout is not None
    for _ in range(saves_before_kill):
        assert writer.stdout.readline(), "the writer stopped early"
    writer.send_signal(signal.SIGKILL)  # lands somewhere inside a later save
    writer.wait(timeout=30)

    expected = [random_session("act1", 41, n).state for n in (50, 150, 250)]
    loaded = saves.load("game", tmp_path)
    assert loaded.state in expected
    backup = saves.backup_path(tmp_path / "game.json")
    assert saves.load(backup).state in expected
    assert [e.problem for e in saves.list_saves(tmp_path)] == [None]
