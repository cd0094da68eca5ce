"""A first end-to-end check: random legal Act 1 games reach their end."""

import random

from jaws.engine import apply, legal_actions, new_game, whose_turn


def test_random_act1_games_finish() -> None:
    for seed in range(5):
        state = new_game("act1", seed)
        chooser = random.Random(seed)
        for _ in range(20000):
            seat = whose_turn(state)
            if seat is None:
                break
            moves = legal_actions(state, seat)
            state, _ = apply(state, chooser.choice(moves))
        assert state.outcome is not None
        assert state.outcome.winner in ("shark", "crew")
