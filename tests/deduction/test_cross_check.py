"""The engine cross-check (issue 13): in games the real bots play, the tracker's possible-space
set equals an independent enumeration of Shark turns through `legal_actions`/`apply`.

Ten seeded Act 1 games (five with the hard Shark, five with the easy one, against the hard crew),
checked after every Shark turn and at every crew decision for their first rounds.
"""

from __future__ import annotations

import pytest

from jaws.bots import make_bot
from jaws.deduction import SharkTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.views import view_for, visible_events
from tests.deduction.brute_force import BruteForce

ROUNDS = 3
GAMES = [("hard", seed) for seed in range(300, 305)] + [("easy", seed) for seed in range(305, 310)]


def cross_check(shark_level: str, seed: int, rounds: int) -> int:
    """Play a bot game; assert tracker == brute force at each check; return the checks made."""
    state = new_game("act1", seed)
    shark = make_bot("shark", shark_level, seed * 2, state.content)
    crew = make_bot("crew", "hard", seed * 2 + 1, state.content)
    start = shark.choose(view_for(state, "shark"), legal_actions(state, "shark"))
    state, events = apply(state, start)
    tracker = SharkTracker(state.content)
    tracker.observe(view_for(state, "crew"))
    oracle = BruteForce("act1", seed, visible_events(events, "crew"))
    checks = 0
    while state.outcome is None and state.act1 is not None and state.act1.round <= rounds:
        seat = whose_turn(state)
        assert seat is not None
        bot = shark if seat == "shark" else crew
        action = bot.choose(view_for(state, seat), legal_actions(state, seat))
        state, events = apply(state, action)
        public = visible_events(events, "crew")
        if action is A.SHARK_END_TURN:
            oracle.shark_turn(public)
        elif seat == "crew":
            oracle.crew_action(action, public)
        if state.outcome is not None:
            break
        tracker.observe(view_for(state, "crew"))
        if seat == "crew" or action is A.SHARK_END_TURN:
            assert tracker.possible_spaces() == oracle.spaces(), (seed, state.act1.round)
            checks += 1
    return checks


@pytest.mark.parametrize(("shark_level", "seed"), GAMES)
def test_tracker_equals_engine_enumeration_in_bot_games(shark_level: str, seed: int) -> None:
    assert cross_check(shark_level, seed, ROUNDS) >= ROUNDS
