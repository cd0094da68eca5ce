"""Brute force over Shark histories with the engine itself (the independent oracle).

Every Shark turn is enumerated through `legal_actions` and `apply` (never through the tracker's
own turn model); each candidate history replays the real crew actions, and survives while every
crew-visible event equals the real game's. Histories that reach the same hidden state (position,
tokens left, token this round) are merged: the future depends on nothing else.
"""

from __future__ import annotations

from typing import Any

from jaws.engine import apply, legal_actions, new_game
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from jaws.views import visible_events


def _hidden_key(state: GameState) -> tuple[Any, ...]:
    a1 = state.act1
    assert a1 is not None
    return (a1.shark_position, a1.powers_left, a1.power_this_round)


def _plan_key(state: GameState) -> tuple[Any, ...]:
    a1 = state.act1
    assert a1 is not None and a1.plan is not None
    p = a1.plan
    return (
        p.position,
        p.actions_used,
        tuple(sorted(p.eaten.items())),
        p.michael_eaten_at,
        frozenset(p.path),
        p.power,
        p.speed_burst_used,
        tuple(p.knock_ins),
        a1.powers_left,
    )


def shark_turns(state: GameState) -> list[tuple[GameState, list[Any]]]:
    """Every end of the Shark's turn reachable from `state` (deduplicated by plan)."""
    out: list[tuple[GameState, list[Any]]] = []
    seen: set[tuple[Any, ...]] = set()
    stack = [state]
    while stack:
        node = stack.pop()
        key = _plan_key(node)
        if key in seen:
            continue
        seen.add(key)
        for action in legal_actions(node, "shark"):
            if action is A.SHARK_UNDO:
                continue
            nxt, events = apply(node, action)
            if action is A.SHARK_END_TURN:
                out.append((nxt, events))
            else:
                stack.append(nxt)
    return out


class BruteForce:
    """Candidate hidden histories for one real game, advanced action by action."""

    def __init__(self, mode: str, seed: int, first_crew_view_events: list[Any]) -> None:
        base = new_game(mode, seed)  # type: ignore[arg-type]
        self.candidates: dict[tuple[Any, ...], GameState] = {}
        for action in legal_actions(base, "shark"):
            state, events = apply(base, action)
            if visible_events(events, "crew") == first_crew_view_events:
                self.candidates[_hidden_key(state)] = state

    def shark_turn(self, real_public: list[Any]) -> None:
        """Keep the turn endings whose public events equal the real announcement."""
        survivors: dict[tuple[Any, ...], GameState] = {}
        for state in self.candidates.values():
            for end, events in shark_turns(state):
                if visible_events(events, "crew") == real_public:
                    survivors.setdefault(_hidden_key(end), end)
        self.candidates = survivors

    def crew_action(self, action: Any, real_public: list[Any]) -> None:
        """Apply the real crew action to every candidate; keep those told the same things."""
        survivors: dict[tuple[Any, ...], GameState] = {}
        for state in self.candidates.values():
            nxt, events = apply(state, action)
            if visible_events(events, "crew") == real_public:
                survivors.setdefault(_hidden_key(nxt), nxt)
        self.candidates = survivors

    def spaces(self) -> frozenset[str]:
        out = set()
        for state in self.candidates.values():
            assert state.act1 is not None and state.act1.shark_position is not None
            out.add(state.act1.shark_position)
        return frozenset(out)
