"""Random legal playouts through a GameSession, shared by the save, session and golden tests."""

from __future__ import annotations

import importlib.util
import random

from jaws.session import GameSession

ACT2_MODULES = (
    "jaws.engine.act2.actions",
    "jaws.engine.act2.state",
    "jaws.engine.act2.rules",
    "jaws.engine.act2.setup",
    "jaws.engine.act2.legal",
    "jaws.views.act2",
)


def act2_ready() -> bool:
    """True once the Act 2 engine (actions, state, rules, setup, legal) and its views exist."""
    try:
        return all(importlib.util.find_spec(name) is not None for name in ACT2_MODULES)
    except ModuleNotFoundError:
        return False


ACT2_MISSING = "the Act 2 engine (jaws.engine.act2) or its views (jaws.views.act2) are missing"


def play_randomly(session: GameSession, chooser: random.Random, steps: int) -> int:
    """Submit up to `steps` random legal actions (fewer if the game ends); returns how many."""
    done = 0
    while done < steps:
        seat = session.whose_turn()
        if seat is None:
            break
        moves = session.legal_actions(seat)
        session.submit(moves[chooser.randrange(len(moves))])
        done += 1
    return done


def random_session(mode: str, seed: int, steps: int, **options: object) -> GameSession:
    """A new session of `mode` after `steps` random legal actions chosen from `seed`."""
    session = GameSession.new(mode, seed, **options)  # type: ignore[arg-type]
    play_randomly(session, random.Random(seed), steps)
    return session
