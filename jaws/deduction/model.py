"""What the crew's deduction works with: hypotheses, a turn's public context, what a Shark turn
announces, and the distinct ways a turn can end."""

from __future__ import annotations

from dataclasses import dataclass, field

from jaws.content.act1 import Act1Content
from jaws.engine.act1.actions import Act1Action
from jaws.engine.act1.events import SharkTurnEnded
from jaws.engine.act1.shark import CAPTAINS
from jaws.views.act1 import Act1View

Hypothesis = tuple[str, frozenset[str], str | None]
"""(Shark position, Power tokens used so far, token played this round or None)."""


class DeductionError(ValueError):
    """The tracker was not shown what it needs (a view of each Shark turn's public context)."""


@dataclass(frozen=True)
class TurnContext:
    """The public board the Shark planned its turn against."""

    round: int
    swimmers: tuple[tuple[str, int], ...]
    michael: str | None
    floating: frozenset[str]
    captains: tuple[tuple[str, str], ...]  # (captain, space) for captains still aboard
    shark_actions: int
    knock_ins_allowed: bool
    track: int
    goal: int


@dataclass(frozen=True)
class Announcement:
    """What a Shark turn tells the crew (the public half of SharkTurnEnded)."""

    eaten: tuple[tuple[str, int], ...]
    michael_eaten_at: str | None
    sensors: tuple[str, ...]
    power_played: bool
    knock_ins: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, event: SharkTurnEnded) -> Announcement:
        return cls(
            event.eaten, event.michael_eaten_at, event.sensors, event.power_played, event.knock_ins
        )


@dataclass(frozen=True)
class TurnOutcome:
    """One distinct way a turn can end: where, with which token, announcing what."""

    end: str
    power: str | None
    announcement: Announcement
    steps: tuple[Act1Action, ...] = field(default=(), compare=False)
    gain: int = field(default=0, compare=False)  # Swimmer Track slots gained


def turn_context(
    a1: Act1View, content: Act1Content, clue: SharkTurnEnded | None = None, track_before: int = 0
) -> TurnContext:
    """The public context of the round's Shark turn, from an Act 1 view taken during the
    Shark phase, or (with its announcement `clue`) just after it, before any crew action."""
    swimmers = dict(a1.swimmers)
    michael = a1.michael
    knocked: set[str] = set()
    track = a1.track
    if clue is not None:  # undo the announced turn on the public board
        for beach, count in clue.eaten:
            swimmers[beach] = swimmers.get(beach, 0) + count
        if clue.michael_eaten_at is not None:
            michael = clue.michael_eaten_at
        knocked = {c for c, _ in clue.knock_ins}
        track = track_before
    in_water = set(a1.in_water) - knocked
    captains = tuple((c, a1.positions[c]) for c in CAPTAINS if c not in in_water)
    comp = content.components
    return TurnContext(
        round=a1.round,
        swimmers=tuple(sorted(swimmers.items())),
        michael=michael,
        floating=frozenset(s for s, n in a1.barrels.floating.items() if n),
        captains=captains,
        shark_actions=a1.shark_actions,
        knock_ins_allowed=a1.knock_ins_allowed,
        track=track,
        goal=comp.standalone_shark_win if a1.standalone else comp.swimmer_track_max,
    )
