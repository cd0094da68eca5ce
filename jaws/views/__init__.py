"""Views: the only road from the game state to a screen or a bot.

`view_for(state, viewer)` gives what "shark", "crew" or "spectator" may know. Secrets are the
explicit HIDDEN marker. Events carry an audience; `visible_events` filters a list for a viewer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from jaws.engine.core import whose_turn
from jaws.engine.state import Act1Result, GameState, Outcome
from jaws.views.act1 import Act1View, act1_view
from jaws.views.hidden import HIDDEN, Hidden, is_hidden

VIEWERS = ("shark", "crew", "spectator")
E = TypeVar("E")


@dataclass(frozen=True)
class GameView:
    """A whole game as one viewer may know it."""

    viewer: str
    mode: str
    act: int
    to_move: str | None
    act1: Act1View | None
    act2: Any  # jaws.views.act2.Act2View | None
    act1_result: Act1Result | None
    outcome: Outcome | None


def view_for(state: GameState, viewer: str) -> GameView:
    """What `viewer` ("shark", "crew" or "spectator") may know; raises ValueError otherwise."""
    if viewer not in VIEWERS:
        raise ValueError(f"unknown viewer {viewer!r}")
    act2 = None
    if state.act2 is not None:
        from jaws.views.act2 import act2_view

        act2 = act2_view(state.act2, viewer, state.content)
    return GameView(
        viewer=viewer,
        mode=state.mode,
        act=state.act,
        to_move=whose_turn(state),
        act1=act1_view(state.act1, viewer) if state.act1 is not None else None,
        act2=act2,
        act1_result=state.act1_result,
        outcome=state.outcome,
    )


def can_see(event: object, viewer: str) -> bool:
    """Whether `viewer` may see this engine event.

    An event that does not declare its audience is shown to nobody: a forgotten declaration
    must hide an event, never leak it.
    """
    audience = getattr(event, "audience", None)
    return audience is not None and (audience == "all" or audience == viewer)


def visible_events(events: Iterable[E], viewer: str) -> list[E]:
    """The events of a list that `viewer` may see, in order."""
    return [e for e in events if can_see(e, viewer)]


__all__ = [
    "HIDDEN",
    "VIEWERS",
    "GameView",
    "Hidden",
    "can_see",
    "is_hidden",
    "view_for",
    "visible_events",
]
