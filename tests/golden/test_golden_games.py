"""Golden games: committed action logs replay to their recorded outcome."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jaws.engine.actions import actions_from_data
from jaws.session import GameSession
from tests.golden.make_golden import summary
from tests.saves.playout import ACT2_MISSING, act2_ready

FOLDER = Path(__file__).resolve().parent
GOLDEN = sorted(FOLDER.glob("*.json"))


def test_there_is_a_golden_act1_game() -> None:
    assert any(p.name.startswith("act1-") for p in GOLDEN)


@pytest.mark.skipif(not act2_ready(), reason=ACT2_MISSING)
def test_there_is_a_golden_full_game_and_act2_game() -> None:
    assert any(p.name.startswith("full-") for p in GOLDEN)
    assert any(p.name.startswith("act2-") for p in GOLDEN)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_a_golden_log_replays_to_its_recorded_outcome(path: Path) -> None:
    document = json.loads(path.read_text())
    if document["mode"] != "act1" and not act2_ready():
        pytest.skip(ACT2_MISSING)
    actions = actions_from_data(document["log"])
    session = GameSession.replay(
        document["mode"], document["seed"], actions, players=document["players"]
    )
    assert summary(session) == document["expected"]
    assert session.whose_turn() is None
