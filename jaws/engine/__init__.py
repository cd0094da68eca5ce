"""The headless rules engine: `new_game`, `apply`, `legal_actions`, `whose_turn`, `outcome`."""

from jaws.engine.core import apply, legal_actions, new_game, outcome, whose_turn
from jaws.engine.errors import IllegalAction
from jaws.engine.state import GameState, Outcome

__all__ = [
    "GameState",
    "IllegalAction",
    "Outcome",
    "apply",
    "legal_actions",
    "new_game",
    "outcome",
    "whose_turn",
]
