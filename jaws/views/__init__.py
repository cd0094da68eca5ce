"""Views: the only road from the game state to a screen or a bot.

`view_for(state, viewer)` gives what "shark", "crew" or "spectator" may know. Secrets are the
explicit HIDDEN marker. Events carry an audience; `visible_events` filters a list for a viewer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, TypedDict, TypeVar, overload

from jaws.engine.core import whose_turn
from jaws.engine.state import Act1Result, GameState, Outcome
from jaws.views.act1 import Act1View, CrewAct1View, SharkAct1View, crew_act1_view, shark_act1_view
from jaws.views.act2 import Act2View, CrewAct2View, SharkAct2View, crew_act2_view, shark_act2_view
from jaws.views.hidden import HIDDEN, Hidden, is_hidden

VIEWERS = ("shark", "crew", "spectator")
E = TypeVar("E")


@dataclass(frozen=True)
class GameView:
    """A whole game as one viewer may know it: a SharkView or a CrewView."""

    viewer: str
    mode: str
    act: int
    to_move: str | None
    act1: Act1View | None
    act2: Act2View | None
    act1_result: Act1Result | None
    outcome: Outcome | None


@dataclass(frozen=True)
class SharkView(GameView):
    """The game as the Shark knows it: its secrets are values."""

    act1: SharkAct1View | None
    act2: SharkAct2View | None


@dataclass(frozen=True)
class CrewView(GameView):
    """The game as the crew or a spectator knows it: the Shark's secrets are HIDDEN."""

    act1: CrewAct1View | None
    act2: CrewAct2View | None


@overload
def view_for(state: GameState, viewer: Literal["shark"]) -> SharkView: ...
@overload
def view_for(state: GameState, viewer: Literal["crew", "spectator"]) -> CrewView: ...
@overload
def view_for(state: GameState, viewer: str) -> SharkView | CrewView: ...
def view_for(state: GameState, viewer: str) -> SharkView | CrewView:
    """What `viewer` ("shark", "crew" or "spectator") may know; raises ValueError otherwise."""
    if viewer not in VIEWERS:
        raise ValueError(f"unknown viewer {viewer!r}")
    if viewer == "shark":
        return SharkView(
            **_game_fields(state, viewer),
            act1=shark_act1_view(state.act1) if state.act1 is not None else None,
            act2=shark_act2_view(state.act2, state.content) if state.act2 is not None else None,
        )
    a2 = state.act2
    return CrewView(
        **_game_fields(state, viewer),
        act1=crew_act1_view(state.act1, viewer) if state.act1 is not None else None,
        act2=crew_act2_view(a2, viewer, state.content) if a2 is not None else None,
    )


class _GameFields(TypedDict):
    """The fields of a GameView that are the same for every viewer (all but its acts)."""

    viewer: str
    mode: str
    act: int
    to_move: str | None
    act1_result: Act1Result | None
    outcome: Outcome | None


def _game_fields(state: GameState, viewer: str) -> _GameFields:
    return _GameFields(
        viewer=viewer,
        mode=state.mode,
        act=state.act,
        to_move=whose_turn(state),
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
    "CrewView",
    "GameView",
    "Hidden",
    "SharkView",
    "can_see",
    "is_hidden",
    "view_for",
    "visible_events",
]
