"""A save's header is public (the listing API hands it to anyone): it must not hold the seed.

The seed decides every shuffle, so whoever reads it can deal the Shark's Ability hand and the
Event deck with `new_game(mode, seed)`. Loading takes the seed from the snapshot instead.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jaws import saves
from jaws.engine import new_game
from tests.saves.playout import random_session
from tests.saves.resign import resign


def _numbers(value: Any) -> list[int]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict):
        return [n for item in value.values() for n in _numbers(item)]
    if isinstance(value, list | tuple):
        return [n for item in value for n in _numbers(item)]
    return []


def test_no_number_in_a_listed_header_deals_the_sharks_hand(tmp_path: Path) -> None:
    session = random_session("act2", 515_151, 12)
    hand = set(session.state.act2.hand)  # type: ignore[union-attr]
    saves.save(session, "open", tmp_path)
    (entry,) = saves.list_saves(tmp_path)
    header = json.loads((tmp_path / "open.json").read_text())["header"]
    assert entry.header is not None
    numbers = _numbers(header)
    assert numbers and "seed" not in header
    for number in numbers:
        dealt = new_game("act2", number).act2
        assert dealt is not None and not hand <= set(dealt.hand), f"{number} deals the hand"


def test_a_save_with_the_seed_in_its_header_still_loads(tmp_path: Path) -> None:
    session = random_session("full", 616_161, 60)
    session.unsealed = True  # format 1 saves were plain
    path = saves.save(session, "older", tmp_path)
    document = json.loads(path.read_text())
    document["header"] |= {"format_version": 1, "seed": session.seed}
    resign(document)  # a format 1 checksum covered the body only
    path.write_text(json.dumps(document))
    loaded = saves.load(path)
    assert loaded.state == session.state and loaded.actions == session.actions
