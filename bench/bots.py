"""How long the hard bots take to decide: the 95th-percentile decision time of each side.

    python bench/bots.py --seed 3 --games 1

Plays seeded full games, hard Shark against hard crew, timing every call to `choose`. The last
line is `bots shark_ms=<x> crew_ms=<y>`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.bots import make_bot
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import view_for


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of `values`."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    rank = max(1, round(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def time_game(seed: int) -> dict[str, list[float]]:
    """Decision times (ms) per seat over one seeded full game."""
    state = new_game("full", seed)
    bots = {
        "shark": make_bot("shark", "hard", seed * 2),
        "crew": make_bot("crew", "hard", seed * 2 + 1),
    }
    times: dict[str, list[float]] = {"shark": [], "crew": []}
    while state.outcome is None:
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        view = view_for(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, legal)
        times[seat].append((time.perf_counter() - start) * 1000)
        state, _ = apply(state, action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--games", type=int, default=1)
    args = parser.parse_args()
    times: dict[str, list[float]] = {"shark": [], "crew": []}
    for game in range(args.games):
        for seat, found in time_game(args.seed + game).items():
            times[seat].extend(found)
    for seat, found in times.items():
        print(
            f"{seat}: {len(found)} decisions, median {percentile(found, 50):.1f} ms, "
            f"p95 {percentile(found, 95):.1f} ms, max {max(found, default=0):.1f} ms"
        )
    shark_ms = percentile(times["shark"], 95)
    crew_ms = percentile(times["crew"], 95)
    print(f"bots shark_ms={shark_ms:.1f} crew_ms={crew_ms:.1f}")


if __name__ == "__main__":
    main()
