"""Random legal playouts: how many engine steps (legal_actions + apply) run per second.

    python bench/playout.py --act 1 --games 500 --seed 7

The last line is `act<N> games=<n> actions=<n> actions_per_s=<x>`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.engine import apply, legal_actions, new_game, whose_turn


def play(mode: str, seed: int, max_steps: int = 20000) -> int:
    """Play one random legal game to its end; returns the number of actions applied."""
    chooser = random.Random(seed)
    state = new_game(mode, seed)  # type: ignore[arg-type]
    steps = 0
    while steps < max_steps:
        seat = whose_turn(state)
        if seat is None:
            break
        actions = legal_actions(state, seat)
        state, _ = apply(state, actions[chooser.randrange(len(actions))])
        steps += 1
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--act", type=int, choices=(1, 2), required=True)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    mode = "act1" if args.act == 1 else "act2"
    total = 0
    start = time.perf_counter()
    for game in range(args.games):
        total += play(mode, args.seed * 100_003 + game)
    elapsed = time.perf_counter() - start
    print(f"act{args.act} games={args.games} actions={total} actions_per_s={total / elapsed:.0f}")


if __name__ == "__main__":
    main()
