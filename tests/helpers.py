"""Shared test helpers: hand-made Act 1 states, applying action sequences, refusal checks.

A hand-made state starts from a real `new_game`, stacks the Event deck so the wanted card comes
up, lets the Shark pick its start, and then adjusts the board directly (the state is plain
mutable dataclasses, and `apply` always works on a clone).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

import pytest

from jaws.content.act1 import BEACHES
from jaws.engine import IllegalAction, apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.act1.state import Act1State
from jaws.engine.state import GameState

# Shark Alert! (0/1/2/0, +1 at N, E, W at track <= 3): only swimmer placement, no round effect.
PLAIN_CARD = 13
# $3,000 Bounty: Hooper +1 action, nothing else.
BOUNTY_CARD = 9


def a1_of(state: GameState) -> Act1State:
    """The Act 1 part of a game state (asserting it exists)."""
    assert state.act1 is not None
    return state.act1


def stack_deck(state: GameState, *cards: int) -> None:
    """Put `cards` on top of the Event deck, in this order (the rest keep their order)."""
    a1 = a1_of(state)
    rest = tuple(c for c in a1.deck + a1.discard if c not in cards)
    a1.deck = (*cards, *rest)
    a1.discard = ()


def set_swimmers(state: GameState, **counts: int) -> None:
    """Set the swimmers at some beaches, keeping the 16-token total by adjusting the supply."""
    a1 = a1_of(state)
    for beach, count in counts.items():
        assert beach in BEACHES
        a1.supply += a1.swimmers[beach] - count
        a1.swimmers[beach] = count
    assert a1.supply >= 0


def clear_beaches(state: GameState) -> None:
    """Return every swimmer to the supply."""
    set_swimmers(state, N=0, E=0, S=0, W=0)


def run(state: GameState, *actions: Any) -> tuple[GameState, list[Any]]:
    """Apply actions in order; the final state and every event they caused."""
    events: list[Any] = []
    for action in actions:
        state, new = apply(state, action)
        events.extend(new)
    return state, events


def of_kind(events: Iterable[Any], kind: str) -> list[Any]:
    """The events of one kind, in order."""
    return [e for e in events if getattr(e, "kind", None) == kind]


def one_of_kind(events: Iterable[Any], kind: str) -> Any:
    """The single event of `kind` (asserting there is exactly one)."""
    found = of_kind(events, kind)
    assert len(found) == 1, f"expected one {kind}, got {found}"
    return found[0]


def snapshot(state: GameState) -> GameState:
    """A deep copy that shares nothing with `state` except the (immutable) content."""
    return copy.deepcopy(state, memo={id(state.content): state.content})


def refused(state: GameState, action: Any) -> str:
    """Assert that `apply` refuses `action` and leaves `state` untouched; the reason given."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert state == before, "a refused action changed the state"
    reason = str(info.value)
    assert reason and "\n" not in reason
    return reason


def new_act1_game(mode: str = "act1", seed: int = 0, cards: tuple[int, ...] = ()) -> GameState:
    """A new game (Act 1 waiting for the Shark's start) with `cards` on top of the deck."""
    state = new_game(mode, seed)  # type: ignore[arg-type]
    if cards:
        stack_deck(state, *cards)
    return state


def at_shark_phase(
    card: int = PLAIN_CARD,
    shark: str = "1",
    *,
    mode: str = "act1",
    seed: int = 0,
    track: int = 0,
    choice: Any = None,
    then: tuple[int, ...] = (),
) -> GameState:
    """A game in round 1's Shark phase after `card` (its crew decision given as `choice`)."""
    state = new_act1_game(mode, seed, (card, *then))
    a1_of(state).track = track
    state, _ = apply(state, A.SharkStart(shark))
    if a1_of(state).phase == "event_choice":
        assert choice is not None, "this card needs a crew decision"
        state, _ = apply(state, choice)
    assert a1_of(state).phase == "shark"
    return state


def at_crew_phase(
    card: int = PLAIN_CARD,
    shark: str = "1",
    *,
    shark_actions: tuple[Any, ...] = (),
    **kwargs: Any,
) -> GameState:
    """A game in round 1's Crew phase after the Shark played `shark_actions` and ended."""
    state = at_shark_phase(card, shark, **kwargs)
    state, _ = run(state, *shark_actions, A.SharkEndTurn())
    assert a1_of(state).phase == "crew"
    return state


def end_crew_turns(state: GameState, *members: str) -> tuple[GameState, list[Any]]:
    """End the given crew members' turns (all three by default)."""
    members = members or ("quint", "brody", "hooper")
    return run(state, *(A.EndCrewTurn(m) for m in members))  # type: ignore[arg-type]


def legal(state: GameState) -> list[Any]:
    """The legal actions of whoever is to move."""
    seat = whose_turn(state)
    return legal_actions(state, seat) if seat is not None else []
