"""AI players. A bot gets a view and the legal actions, never the state, and returns one of
the legal actions. Bots are deterministic given their seed and the views they are shown.

    bot = make_bot("shark", "hard", seed=7)
    action = bot.choose(session.view("shark"), session.legal_actions("shark"))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from jaws.content import Content
from jaws.engine.actions import Action
from jaws.views import GameView

SIDES = ("shark", "crew")
LEVELS = ("easy", "hard", "top")


def level_choices() -> str:
    """The bot levels as a player reads them: "easy, hard or top"."""
    return ", ".join(LEVELS[:-1]) + " or " + LEVELS[-1]


class Bot(Protocol):
    """An AI player for one seat."""

    side: str
    level: str

    def choose(self, view: GameView, legal: Sequence[Action]) -> Action:
        """One member of `legal`, decided from `view` alone (the seat's own view)."""
        ...

    def observe(self, view: GameView) -> None:
        """Watch the seat's view without deciding (catching up with a game in progress)."""
        ...


def make_bot(
    side: str, level: str, seed: int = 0, content: Content | None = None, opponent: str = "hard"
) -> Bot:
    """A bot for `side` ("shark" or "crew") at `level` (easy, hard or top, or a challenger of
    jaws.bots.challengers: "br" Shark, "lc" crew, which may read the `opponent`'s level);
    raises ValueError."""
    if side not in SIDES:
        raise ValueError(f"unknown side {side!r}: choose shark or crew")
    from jaws.bots.challengers import is_challenger, make_challenger

    if is_challenger(side, level):
        return make_challenger(side, level, seed, content, opponent)  # type: ignore[return-value]
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: choose {level_choices()}")
    from jaws.bots.seat import SeatBot

    return SeatBot(side, level, seed, content)


__all__ = ["LEVELS", "SIDES", "Bot", "level_choices", "make_bot"]
