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
from jaws.session import GameSession


def _recorder(launched: list[dict[str, Any]]) -> Any:
    def launch(**options: Any) -> int:
        launched.append(options)
        return 0

    return launch


def test_a_new_game_without_a_seed_draws_it_from_a_space_too_large_to_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bits: list[int] = []
    launched: list[dict[str, Any]] = []

    def fake_randbits(k: int) -> int:
        bits.append(k)
        return 2**k - 1

    monkeypatch.setattr(jaws.cli, "launch_tui", _recorder(launched))
    assert main(["new", "--mode", "act2"]) == 0
    assert launched[0]["seed"] is None, "the command line leaves the seed to the game"
    monkeypatch.setattr(secrets, "randbits", fake_randbits)
    session = GameSession.new("act2")
    assert bits and min(bits) >= 62
    assert session.seed == 2 ** bits[0] - 1 and not session.practice


def test_a_chosen_seed_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    launched: list[dict[str, Any]] = []
    monkeypatch.setattr(jaws.cli, "launch_tui", _recorder(launched))
    assert main(["new", "--seed", "42"]) == 0
    assert launched[0]["seed"] == 42
