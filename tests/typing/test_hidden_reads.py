"""Issue 10, step 2: a crew-side read of a hidden value is a type error.

mypy (strict, the project's configuration) checks two small files: bad_bot.py, a crew bot that
reads the Shark's position from its view, must fail with the Hidden in the message; its twins in
good_bot.py, which narrow HIDDEN away (or are the Shark reading its own view), must pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.typing.mypy_run import run_mypy

HERE = Path(__file__).resolve().parent

pytest.importorskip("mypy")


def test_a_crew_bot_reading_the_sharks_position_fails_type_checking() -> None:
    result = run_mypy(HERE / "bad_bot.py")
    assert result.returncode == 1, result.stdout + result.stderr
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1, result.stdout
    assert errors[0].startswith("tests/typing/bad_bot.py:")
    assert '"str | Hidden | None"; expected "str"  [arg-type]' in errors[0]


def test_its_twins_that_narrow_hidden_or_read_the_sharks_own_view_pass() -> None:
    result = run_mypy(HERE / "good_bot.py")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout
