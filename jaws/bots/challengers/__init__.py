"""Challenger bots, for measuring how exploitable the regular levels are (issue 13).

- ``lc`` (crew): the hard crew, deciding from a deduction re-weighted by a location
  categorisation model fitted on the opponent Shark's own self-play games (Nijssen & Winands,
  "Monte Carlo Tree Search for the Hide-and-Seek Game Scotland Yard", IEEE TCIAIG 2012).
- ``br`` (Shark): a best response to the crew level it faces (the `opponent`). Against the top
  crew it keeps the top crew's own belief and foresees the top crew's search on it; against any
  other crew it plays each candidate turn through the engine and answers it with the exact hard
  crew policy to the end of the round. Either way it draws among the turns close to the best
  (so it samples, not a fixed reply).

Both play the hard policy in Act 2. They are opponents for ``jaws simulate`` and bench/ai.py,
not levels offered in the app.
"""

from __future__ import annotations

from jaws.content import Content

CHALLENGERS = {"crew": ("lc",), "shark": ("br",)}


def is_challenger(side: str, level: str) -> bool:
    """Whether `level` names a challenger bot for `side`."""
    return level in CHALLENGERS.get(side, ())


def make_challenger(
    side: str, level: str, seed: int, content: Content | None, opponent: str
) -> object:
    """A challenger seat bot; `opponent` is the other side's level (the location model is
    the one fitted on that Shark's games)."""
    from jaws.bots.challengers.seat import ChallengerSeat

    return ChallengerSeat(side, level, seed, content, opponent)


__all__ = ["CHALLENGERS", "is_challenger", "make_challenger"]
