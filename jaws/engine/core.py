"""The engine's entry points. One checked road for change: `apply`.

`apply` clones the state and changes only the clone, so an IllegalAction leaves the caller's
state exactly as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from jaws.content import Content, default_content
from jaws.engine.act1.legal import legal_act1
from jaws.engine.act1.rules import SEATS as ACT1_SEATS
from jaws.engine.act1.rules import apply_act1
from jaws.engine.act1.setup import new_act1
from jaws.engine.act2.legal import legal_act2
from jaws.engine.act2.rules import SEATS as ACT2_SEATS
from jaws.engine.act2.rules import act2_winner, apply_act2
from jaws.engine.act2.setup import hands_for_track, new_act2
from jaws.engine.actions import Action, is_act1
from jaws.engine.errors import IllegalAction
from jaws.engine.events import Event
from jaws.engine.outcome import Termination
from jaws.engine.rng import Rng
from jaws.engine.state import MODES, Act1Result, GameState, Mode, Outcome, Seat
from jaws.engine.validate import check_action


def new_game(mode: Mode, seed: int, content: Content | None = None) -> GameState:
    """A new game in `mode` ("full", "act1" or "act2"); raises ValueError for an unknown mode."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: choose full, act1 or act2")
    content = content or default_content()
    rng = Rng(seed)
    state = GameState(mode=mode, seed=seed, rng=rng, act=1, act1=None, act2=None, content=content)
    if mode == "act2":
        _start_act2(state, standalone=True)
    else:
        state.act1 = new_act1(content.act1, rng, standalone=(mode == "act1"))
    return state


def whose_turn(state: GameState) -> Seat | None:
    """The seat that must act now, or None once the game is over."""
    if state.outcome is not None:
        return None
    # whose_turn_act1 and whose_turn_act2, inlined: every step of every playout asks.
    if state.act == 1:
        assert state.act1 is not None
        return ACT1_SEATS.get(state.act1.phase)
    assert state.act2 is not None
    return ACT2_SEATS.get(state.act2.phase)


def legal_actions(state: GameState, seat: Seat) -> Sequence[Action]:
    """Every action `seat` may take now, in a stable order (empty if it is not their move)."""
    if state.outcome is not None:
        return []
    if state.act == 1:
        assert state.act1 is not None
        return legal_act1(state.act1, seat, state.content.act1)
    assert state.act2 is not None
    return legal_act2(state.act2, seat, state.content)


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """The state after `action`, and the events it caused.

    Raises IllegalAction (with a reason for the player) if the game is over, it is not the
    action's seat's move, or the rules forbid it; `state` itself is never changed.
    """
    if state.outcome is not None:
        raise IllegalAction("The game is over.")
    new = state.clone()
    return new, _apply_to(new, action)


def apply_in_place(state: GameState, action: Action) -> list[Event]:
    """Change `state` itself by one action and return the events, with every check of `apply`.

    For replaying a log into a state nobody else holds (loading a save): it skips the clone, so
    after an IllegalAction the state is half-changed and must be thrown away.
    """
    if state.outcome is not None:
        raise IllegalAction("The game is over.")
    return _apply_to(state, action)


def _apply_to(state: GameState, action: Action) -> list[Event]:
    """`apply_in_place` once the game is known not to be over."""
    check_action(action, state.act)
    if state.act == 1:
        a1 = state.act1
        assert a1 is not None
        if not is_act1(action):  # check_action has refused strangers and Act 2's actions
            raise IllegalAction("That action belongs to Act 2.")
        # The rule's own fresh list (no copy): Act 1's events are Events.
        events = cast("list[Event]", apply_act1(a1, action, state.content.act1, state.rng))
        if a1.phase == "over":
            _finish_act1(state, events)
        return events
    a2 = state.act2
    assert a2 is not None
    events = cast("list[Event]", apply_act2(a2, action, state.content, state.rng))
    result = act2_winner(a2)
    if result is not None:
        winner, reason = result
        termination, count = Termination.parse(reason)
        state.outcome = Outcome(winner, termination, act=2, count=count)
    return events


def outcome(state: GameState) -> Outcome | None:
    """How the game ended, or None while it goes on."""
    return state.outcome


def _finish_act1(state: GameState, events: list[Event]) -> None:
    a1 = state.act1
    assert a1 is not None and a1.end_reason is not None
    if state.mode == "act1":
        assert a1.winner is not None
        if a1.winner == "shark":
            state.outcome = Outcome("shark", Termination.SWIMMER_TRACK, act=1, count=a1.track)
        else:
            state.outcome = Outcome("crew", Termination.BARRELS, act=1, count=a1.barrels.attached)
        return
    state.act1_result = Act1Result(a1.end_reason, a1.track, a1.barrels.attached)
    events.extend(_start_act2(state, standalone=False))


def _start_act2(state: GameState, standalone: bool) -> list[Event]:
    content = state.content
    if standalone:
        shark_cards, shared_gear = content.act2.standalone_hands()
    else:
        assert state.act1_result is not None
        shark_cards, shared_gear = hands_for_track(content.act2, state.act1_result.track)
    state.act = 2
    state.act2, events = new_act2(content, state.rng, shark_cards, shared_gear)
    return list(events)
