"""The seed decides every shuffle, so an unknown seed must be too many to try.

From a game's first few public Event cards, trying every seed below a million finds it in
seconds (then the whole Event deck and the Shark's Act 2 hand can be dealt again). A seed the
players did not choose must come from a space far too large to search.
"""

from __future__ import annotations

import secrets
from typing import Any

import pytest

import jaws.cli
from jaws.cli import main


def _recorder(launched: list[dict[str, Any]]) -> Any:
    def launch(**options: Any) -> int:
        launched.append(options)
        return 0

    return launch


def test_a_new_game_without_a_seed_draws_it_from_a_space_too_large_to_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bounds: list[int] = []
    launched: list[dict[str, Any]] = []

    def fake_randbelow(bound: int) -> int:
        bounds.append(bound)
        return bound - 1

    monkeypatch.setattr(secrets, "randbelow", fake_randbelow)
    monkeypatch.setattr(jaws.cli, "launch_tui", _recorder(launched))
    assert main(["new", "--mode", "act2"]) == 0
    assert bounds and min(bounds) >= 2**62
    assert launched[0]["seed"] == bounds[0] - 1


def test_a_chosen_seed_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    launched: list[dict[str, Any]] = []
    monkeypatch.setattr(jaws.cli, "launch_tui", _recorder(launched))
    assert main(["new", "--seed", "42"]) == 0
    assert launched[0]["seed"] == 42
