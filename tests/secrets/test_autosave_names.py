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


def dealt(mode: str, seed: int) -> tuple[object, ...]:
    """What a seed deals at the start of Act 2: the Shark's hand, the Resurface deck, the gear."""
    act2 = new_game(mode, seed).act2  # type: ignore[arg-type]
    assert act2 is not None
    return act2.hand, act2.resurface_deck, act2.gear_pool, act2.ability_aside


def test_no_number_in_an_autosave_name_deals_the_game() -> None:
    """No digit run in the name, read as a seed, deals this game's cards.

    The whole deal is compared (16 Resurface cards in order with the hand and the gear), since a
    hand of six from eight pairs is often dealt by other seeds too: comparing the hand alone
    failed by chance for a name holding "44" or "3".
    """
    seed = 424_242
    session = random_session("act2", seed, 12)
    assert dealt("act2", seed) == dealt("act2", seed), "a seed deals the same game each time"
    name = saves.autosave_name(session)
    for number in re.findall(r"\d+", name):
        assert dealt("act2", int(number)) != dealt("act2", seed), f"{name} deals the game"
