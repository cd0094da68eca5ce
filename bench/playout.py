"""Random legal playouts: how many engine steps (legal_actions + apply) run per second.

    python bench/playout.py --act 1 --games 500 --seed 7
    PYTHONPATH=/tmp/benchlib python bench/playout.py --act 1 --games 200 --chess 200

With `--chess N` it also plays N random python-chess games in the same run (each step lists the
legal moves, pushes one and asks whether the game is over) and prints the ratio of the two
step rates. python-chess is a yardstick, not a dependency: install it outside the project
(`pip install --target /tmp/benchlib chess`) and put it on PYTHONPATH.

The last line is `act<N> games=<n> actions=<n> actions_per_s=<x>` (then ` chess_per_s=<x>
ratio=<x>` with --chess).
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


def chess_rate(games: int, seed: int) -> float:
    """Random python-chess playouts: moves per second."""
    import chess

    chooser = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over(claim_draw=False):
            board.push(chooser.choice(list(board.legal_moves)))
            moves += 1
    return moves / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--act", type=int, choices=(1, 2), required=True)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--chess", type=int, default=0, help="python-chess games to compare")
    args = parser.parse_args()
    mode = "act1" if args.act == 1 else "act2"
    total = 0
    start = time.perf_counter()
    for game in range(args.games):
        total += play(mode, args.seed * 100_003 + game)
    elapsed = time.perf_counter() - start
    rate = total / elapsed
    line = f"act{args.act} games={args.games} actions={total} actions_per_s={rate:.0f}"
    if args.chess:
        theirs = chess_rate(args.chess, args.seed)
        line += f" chess_per_s={theirs:.0f} ratio={rate / theirs:.2f}"
    print(line)


if __name__ == "__main__":
    main()
