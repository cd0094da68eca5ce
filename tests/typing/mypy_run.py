"""Run the project's mypy (strict, from pyproject.toml) on a few files, for the typing tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_mypy(*files: Path) -> subprocess.CompletedProcess[str]:
    """mypy's report on `files`, run from the project root (skipped where mypy is missing)."""
    pytest.importorskip("mypy")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", *map(str, files)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
