"""Two games that differ only in the Shark's secrets look the same to the crew and spectators."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from jaws.views import view_for, visible_events

WATER = ("1", "2", "3", "4", "5", "6", "7", "8", "E", "N", "S", "W")
POWERS = ("feeding_frenzy", "evasive_moves", "out_of_sight", "speed_burst")
# Crew actions that ask the Shark a question: their answers may differ, so they are left out.
QUESTIONS = {"use_fish_finder", "use_binoculars", "launch_barrel"}


def quiet_shark_turn(
    state: GameState, rng: random.Random, power: str | None
) -> tuple[GameState, list[Any]]:
    """Play a secret power (or none), then wander without eating or knocking, then end."""
    events: list[Any] = []
    play = A.PlayPower(power) if power is not None else None  # type: ignore[arg-type]
    if play is not None and play in legal_actions(state, "shark"):
        state, ev = apply(state, play)
        events.extend(ev)
    for _ in range(rng.randrange(4)):
        moves = [
            a
            for a in legal_actions(state, "shark")
            if a.kind == "shark_move" and not a.knock and len(a.path) == 1
        ]
        if not moves:
            break
        state, ev = apply(state, rng.choice(moves))
        events.extend(ev)
    state, ev = apply(state, A.SharkEndTurn())
    return state, [*events, *ev]


def assert_same_public(
    a: GameState, b: GameState, events_a: list[Any], events_b: list[Any]
) -> None:
    assert view_for(a, "crew") == view_for(b, "crew")
    assert view_for(a, "spectator") == view_for(b, "spectator")
    assert visible_events(events_a, "crew") == visible_events(events_b, "crew")
    assert legal_actions(a, "crew") == legal_actions(b, "crew")


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    starts=st.tuples(st.sampled_from(WATER), st.sampled_from(WATER)),
    powers=st.tuples(st.sampled_from((None, *POWERS)), st.sampled_from((None, *POWERS))),
    rounds=st.integers(min_value=1, max_value=4),
)
def test_crew_and_spectator_views_ignore_the_sharks_secrets(
    seed: int, starts: tuple[str, str], powers: tuple[str | None, str | None], rounds: int
) -> None:
    # Both games play a power, or neither: that much is announced.
    if (powers[0] is None) != (powers[1] is None):
        powers = (powers[0], powers[0])
    games = [new_game("act1", seed), new_game("act1", seed)]
    wander = [random.Random(seed + 1), random.Random(seed + 2)]
    crew_rng = random.Random(seed + 3)
    events: list[list[Any]] = [[], []]
    for i in (0, 1):
        games[i], ev = apply(games[i], A.SharkStart(starts[i]))
        events[i].extend(ev)
    assert_same_public(*games, *events)
    if starts[0] != starts[1]:
        assert view_for(games[0], "shark") != view_for(games[1], "shark")
    for _ in range(rounds * 60):
        seat = whose_turn(games[0])
        assert seat == whose_turn(games[1])
        if seat is None:
            break
        if seat == "shark":
            for i in (0, 1):
                before = len(games[i].act1.record)  # type: ignore[union-attr]
                games[i], events[i] = quiet_shark_turn(games[i], wander[i], powers[i])
                assert len(games[i].act1.record) == before + 1  # type: ignore[union-attr]
        else:
            options = [a for a in legal_actions(games[0], "crew") if a.kind not in QUESTIONS]
            choice = options[crew_rng.randrange(len(options))]
            for i in (0, 1):
                games[i], ev = apply(games[i], choice)
                events[i] = ev
        assert_same_public(*games, *events)
