"""Autosave file names are listed to everyone: they must not carry the game's seed.

The seed decides every shuffle and die, so whoever reads it can deal the Shark's Ability hand
and the Event deck themselves with `new_game(mode, seed)`.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from jaws import saves
from jaws.engine import new_game
from jaws.session import GameSession
from tests.saves.playout import random_session


@pytest.mark.parametrize("mode", ["act1", "act2", "full"])
def test_an_autosave_name_is_one_per_game_and_hides_the_seed(mode: str, tmp_path: Path) -> None:
    seed = 736_251
    session = GameSession.new(mode, seed)  # type: ignore[arg-type]
    name = saves.autosave_name(session)
    assert name == f"autosave-{mode}-{session.game_id}"
    saves.save(session, name, tmp_path)
    assert saves.autosave_name(saves.load(name, tmp_path)) == name, "a resumed game keeps it"
    # Another game never overwrites it, even one dealt from the same seed.
    assert name != saves.autosave_name(GameSession.new(mode, seed))  # type: ignore[arg-type]
    # The seed decides every shuffle: whoever reads it can deal the Shark's hand themselves.
    assert str(seed) not in name
    assert saves.autosave_name(GameSession.new(mode)) != name  # type: ignore[arg-type]


def test_no_number_in_an_autosave_name_deals_the_sharks_hand() -> None:
    session = random_session("act2", 424_242, 12)
    hand = session.state.act2.hand  # type: ignore[union-attr]
    name = saves.autosave_name(session)
    for number in re.findall(r"\d+", name):
        guess = new_game("act2", int(number)).act2
        assert guess is not None
        assert not set(hand) <= set(guess.hand), f"{name} gives the Shark's hand away"
