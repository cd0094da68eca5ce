"""The deduction is sound (the Shark is always in the set) and tight (equal to brute force)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from jaws.deduction import DeductionError, SharkTracker, possible_shark_spaces
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from jaws.views import view_for, visible_events
from tests.deduction.brute_force import BruteForce


def _shark_choice(rng: random.Random, legal: list[Any], state: GameState) -> Any:
    """A random Shark that likes its Power tokens and knock-ins (so the evidence varies)."""
    options = [a for a in legal if a is not A.SHARK_UNDO]
    powers = [a for a in options if isinstance(a, A.PlayPower)]
    if powers and rng.random() < 0.5:
        return rng.choice(powers)
    knocks = [a for a in options if isinstance(a, A.SharkMove) and a.knock]
    if knocks and rng.random() < 0.7:
        return rng.choice(knocks)
    eats = [a for a in options if isinstance(a, A.SharkEat | A.SharkEatAll)]
    if eats and rng.random() < 0.6:
        return rng.choice(eats)
    return rng.choice(options)


def _crew_choice(rng: random.Random, legal: list[Any]) -> Any:
    """A random crew that searches a lot (so answers and floating barrels pile up)."""
    searches = [
        a for a in legal if isinstance(a, A.LaunchBarrel | A.UseFishFinder | A.UseBinoculars)
    ]
    if searches and rng.random() < 0.5:
        return rng.choice(searches)
    ends = [a for a in legal if isinstance(a, A.EndCrewTurn)]
    if ends and len(legal) > 1 and rng.random() < 0.8:
        legal = [a for a in legal if not isinstance(a, A.EndCrewTurn)]
    return rng.choice(legal)


def _play_checked(seed: int, rounds: int, brute: bool) -> int:
    """Play a seeded Act 1 game; check soundness after every action (and tightness against
    brute force at every crew decision when `brute`). Returns the number of checks made."""
    rng = random.Random(seed)
    state = new_game("act1", seed)
    start = rng.choice(legal_actions(state, "shark"))
    state, events = apply(state, start)
    tracker = SharkTracker(state.content)
    tracker.observe(view_for(state, "crew"))
    oracle = BruteForce("act1", seed, visible_events(events, "crew")) if brute else None
    checks = 0
    while state.outcome is None and state.act1 is not None and state.act1.round <= rounds:
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        action = _shark_choice(rng, legal, state) if seat == "shark" else _crew_choice(rng, legal)
        state, events = apply(state, action)
        public = visible_events(events, "crew")
        if oracle is not None:
            if action is A.SHARK_END_TURN:
                oracle.shark_turn(public)
            elif seat == "crew":
                oracle.crew_action(action, public)
        if state.outcome is not None:
            break
        tracker.observe(view_for(state, "crew"))
        a1 = state.act1
        assert a1 is not None
        assert a1.shark_position in tracker.possible_spaces()
        if oracle is not None and (seat == "crew" or action is A.SHARK_END_TURN):
            assert tracker.possible_spaces() == oracle.spaces(), (seed, a1.round)
        checks += 1
    return checks


@pytest.mark.parametrize("seed", range(6))
def test_tracker_equals_brute_force_on_small_games(seed: int) -> None:
    assert _play_checked(seed, rounds=3, brute=True) > 10


@pytest.mark.parametrize("seed", range(100, 130))
def test_tracker_is_sound_over_whole_games(seed: int) -> None:
    assert _play_checked(seed, rounds=99, brute=False) > 10


def _views_of_game(seed: int) -> tuple[list[Any], list[Any], GameState]:
    """Every crew view after each action, and the crew's decision views only."""
    rng = random.Random(seed)
    state = new_game("act1", seed)
    every: list[Any] = []
    decisions: list[Any] = []
    while state.outcome is None:
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        if seat == "crew":
            decisions.append(view_for(state, "crew"))
            action = _crew_choice(rng, legal)
        else:
            action = _shark_choice(rng, legal, state)
        state, _ = apply(state, action)
        if state.outcome is None:
            every.append(view_for(state, "crew"))
    return every, decisions, state


@pytest.mark.parametrize("seed", range(200, 210))
def test_decision_views_alone_deduce_the_same_as_every_view(seed: int) -> None:
    every, decisions, _ = _views_of_game(seed)
    last_record = len(decisions[-1].act1.record)
    upto = [v for v in every if len(v.act1.record) <= last_record]
    assert possible_shark_spaces(decisions) == possible_shark_spaces(upto)


def test_missing_shark_turn_context_is_refused() -> None:
    every, _, _ = _views_of_game(7)
    late = [v for v in every if v.act1.round >= 3]
    tracker = SharkTracker()
    with pytest.raises(DeductionError, match="feed it every crew view"):
        tracker.observe(late[-1])


def test_likelihoods_cover_exactly_the_possible_spaces() -> None:
    every, _, _ = _views_of_game(11)
    tracker = SharkTracker()
    for view in every[: len(every) // 2]:
        tracker.observe(view)
        weights = tracker.likelihoods()
        assert set(weights) == tracker.possible_spaces()
        assert abs(sum(weights.values()) - 1.0) < 1e-9
