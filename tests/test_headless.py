"""The core never imports the TUI: checked in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import sys
import jaws, jaws.content, jaws.engine, jaws.views, jaws.session
from jaws.engine import new_game, apply, legal_actions, whose_turn
state = new_game("act1", 1)
state, _ = apply(state, legal_actions(state, whose_turn(state))[0])
leaked = sorted(m for m in sys.modules if m == "textual" or m.startswith(("textual.", "jaws.tui")))
print("LEAKED:" + ",".join(leaked))
"""


def test_the_core_never_imports_textual() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "LEAKED:"


def test_the_probe_would_notice_textual() -> None:
    probe = PROBE.replace("import jaws, ", "import textual, jaws, ")
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert "textual" in result.stdout.strip().splitlines()[-1]
