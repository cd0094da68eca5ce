"""Record a golden game: a seeded random playout's action log and where it ended.

    .venv/bin/python -m tests.golden.make_golden act1 2019
    .venv/bin/python -m tests.golden.make_golden full 2019

Writes tests/golden/<mode>-<seed>.json. Re-record only when a rules change is meant to change
how the recorded game plays out (and say so in the commit).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from jaws.engine.actions import actions_to_data
from jaws.session import GameSession
from tests.saves.playout import random_session

FOLDER = Path(__file__).resolve().parent


def summary(session: GameSession) -> dict[str, Any]:
    """The facts a replay of the golden log must reach."""
    outcome = session.outcome
    assert outcome is not None, "a golden game must be played to its end"
    state = session.state
    facts: dict[str, Any] = {
        "outcome": {"winner": outcome.winner, "reason": outcome.reason, "act": outcome.act},
        "act": state.act,
        "round": session.round,
        "actions": len(session.log),
        "events": sum(len(entry.events) for entry in session.log),
    }
    if state.act1 is not None:
        facts["act1_track"] = state.act1.track
        facts["act1_barrels_attached"] = state.act1.barrels.attached
    return facts


def record(mode: str, seed: int) -> Path:
    """Play `mode` from `seed` to its end and write the golden file; returns its path."""
    session = random_session(mode, seed, 1_000_000)
    document = {
        "mode": mode,
        "seed": seed,
        "players": session.players,
        "how": f"random legal playout: random.Random({seed}) picks from legal_actions",
        "expected": summary(session),
        "log": actions_to_data(session.actions),
    }
    path = FOLDER / f"{mode}-{seed}.json"
    path.write_text(_one_action_per_line(document))
    return path


def _one_action_per_line(document: dict[str, Any]) -> str:
    """Readable JSON: the facts indented, then the log with one action on each line."""
    facts = {key: value for key, value in document.items() if key != "log"}
    head = json.dumps(facts, indent=1)[: -len("\n}")]
    log = ",\n  ".join(json.dumps(action) for action in document["log"])
    return f'{head},\n "log": [\n  {log}\n ]\n}}\n'


if __name__ == "__main__":
    print(record(sys.argv[1], int(sys.argv[2])))
