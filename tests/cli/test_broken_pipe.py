"""Helper-46: `jaws saves | head` printed "jaws: Broken pipe." when the reader stopped
reading, which is no error of the player's. The listing stops quietly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from jaws import saves
from tests.saves.playout import random_session

ROOT = Path(__file__).resolve().parents[2]


def test_a_listing_whose_reader_stops_ends_without_a_word(tmp_path: Path) -> None:
    for seed in range(3):
        saves.save(random_session("act1", seed, 50, players=2), f"game {seed}", tmp_path)
    # The reader closes its end before the listing is written: the write meets a closed pipe.
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "jaws", "--save-dir", str(tmp_path), "saves"],
            cwd=ROOT,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == 1
