"""When the crew may see a Shark phase: on a schedule the Shark's hidden choices cannot move.

Over the network the moment a frame arrives is as visible as its contents. Sent as the Shark
played, the crew's answer to a Shark phase came a step's round trip (and a bot's or a person's
thinking) after each step, so its timing counted the Shark's secret steps. Now, from the
moment the Shark has the turn until the host releases the phase, the crew's and the spectators'
connections are shown the game as it was when the phase began: no frame reaches them, a move
they send is refused with the same sentence throughout, and a connection that (re)joins
meanwhile gets the view of the phase's start. The phase is released to them in one update at a
whole number of `period`s after it began: one, or as many as the slowest phase of that game
so far needed (counting slow phases up to `STICKY_LIMIT`: past that a person is visibly
thinking, as at the table). As in the in-process app (jaws.tui.shark_turns), a quick Shark
shows at the same moment whether it took one step or ten, and the frame it shows in holds only
what the crew may see.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from jaws.engine.state import GameState

# Seconds: the in-process app's `shark_phase_seconds` (its AI Shark phases show after as long).
PHASE_SECONDS = 1.5
# Seconds: a slow phase makes every later phase of its game show for at least as long, up to
# this (a person's slower turns beyond it show as they are, rounded up to whole periods).
STICKY_LIMIT = 6.0


@dataclass
class Shown:
    """What the crew's and spectators' connections of a game may be shown: the state, how
    many log entries of events, and the position's `turn` token a move of theirs must carry."""

    state: GameState
    log: int
    turn: str


@dataclass
class Hold:
    """A Shark phase held from the crew: when it began, and whether its release is set."""

    started: float
    releasing: bool = False


def release_at(started: float, now: float, period: float, slowest: float) -> tuple[float, float]:
    """When a phase that began at `started` and ended at `now` is shown, and the game's new
    `slowest` phase (see STICKY_LIMIT)."""
    elapsed = max(0.0, now - started)
    slowest = max(slowest, min(elapsed, STICKY_LIMIT))
    if period <= 0:
        return now, slowest
    periods = max(1, math.ceil(max(elapsed, slowest) / period))
    return started + periods * period, slowest
