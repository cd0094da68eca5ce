"""One replay of an action log: every road that rebuilds a game from its actions goes here.

A game is its seed and its actions (the seed and draw counter are part of the state), so
loading a save, taking an action back, starting a game from a log (golden games, the network
host) and showing a bot or the crew's deduction a game it did not watch all replay the log
from a new game. `replay` applies the actions one by one with every check of `apply`; the
helpers below are the shapes the callers need.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal, NamedTuple, overload

from jaws.content import Content
from jaws.engine import new_game
from jaws.engine.actions import Action
from jaws.engine.core import apply, apply_in_place
from jaws.engine.errors import IllegalAction
from jaws.engine.events import Event
from jaws.engine.state import GameState, Mode
from jaws.views import CrewView, SharkView, view_for


@dataclass(frozen=True)
class LogEntry:
    """One applied action and the events it caused."""

    action: Action
    events: tuple[Event, ...]


class Step(NamedTuple):
    """One replayed action: the state just after it, and its log entry."""

    state: GameState
    entry: LogEntry


class ReplayRefused(IllegalAction):
    """An action of the log the rules refuse: which one (`index`, `action`) and why (`reason`)."""

    def __init__(self, index: int, action: Action, reason: str) -> None:
        super().__init__(reason)
        self.index = index
        self.action = action


def replay(state: GameState, actions: Iterable[Action], *, in_place: bool = True) -> Iterator[Step]:
    """Apply `actions` in order from `state`, yielding each step; raises ReplayRefused.

    In place (the default) changes `state` itself, with no clone per action: it must be a
    state nobody else holds (a new game), and after a refusal it is half-changed. Otherwise
    every step's state is a fresh clone that later steps leave alone, for readers that keep
    what they were shown.
    """
    for index, action in enumerate(actions):
        try:
            if in_place:
                events = apply_in_place(state, action)
            else:
                state, events = apply(state, action)
        except IllegalAction as exc:
            raise ReplayRefused(index, action, exc.reason) from None
        yield Step(state, LogEntry(action, tuple(events)))


def replay_log(state: GameState, actions: Iterable[Action]) -> list[LogEntry]:
    """Apply `actions` to `state` itself (a state nobody else holds); the log entries."""
    return [step.entry for step in replay(state, actions)]


def replayed_game(
    mode: Mode, seed: int, actions: Iterable[Action], content: Content | None = None
) -> tuple[GameState, list[LogEntry]]:
    """A new game with `actions` applied, and their log entries; raises ReplayRefused."""
    state = new_game(mode, seed, content)
    return state, replay_log(state, actions)


@overload
def views_along(
    mode: Mode,
    seed: int,
    actions: Iterable[Action],
    viewer: Literal["shark"],
    content: Content | None = None,
) -> Iterator[SharkView]: ...
@overload
def views_along(
    mode: Mode,
    seed: int,
    actions: Iterable[Action],
    viewer: Literal["crew", "spectator"],
    content: Content | None = None,
) -> Iterator[CrewView]: ...
@overload
def views_along(
    mode: Mode,
    seed: int,
    actions: Iterable[Action],
    viewer: str,
    content: Content | None = None,
) -> Iterator[SharkView | CrewView]: ...
def views_along(
    mode: Mode,
    seed: int,
    actions: Iterable[Action],
    viewer: str,
    content: Content | None = None,
) -> Iterator[SharkView | CrewView]:
    """What `viewer` knew at the start of the game and after every action of the log, in
    order: how a bot or the crew's deduction made mid-game watches the game it missed."""
    state = new_game(mode, seed, content)
    yield view_for(state, viewer)
    for step in replay(state, actions, in_place=False):
        yield view_for(step.state, viewer)
