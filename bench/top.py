"""The top level measured: Act 1 win rates against the hard level (paired seeds, Wilson 95%
intervals), whole-turn times, and the calibrated overlay's scores.

    .venv/bin/python bench/top.py --games 60 --overlay-games 30 --seed 1

Overlay: at every crew decision of Act 1 games against the hard crew (once with the hard and
once with the top Shark), the belief's per-space numbers are scored with bench/ai.py's
`calibration` (expected calibration error; mean log-likelihood gain over uniform on the set).
The last line is `top top_shark_vs_hard=<%> top_crew_vs_hard=<%> overlay_ece=<x>
overlay_ll_gain=<nats> shark_turn_p95_ms=<x> shark_turn_max_ms=<x> crew_turn_p95_ms=<x>`.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai import calibration, percentile, play_traced
from jaws.bots import make_bot
from jaws.content.belief import shipped_belief
from jaws.deduction.belief import ModelTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.simulate import wilson
from jaws.views import view_for

LIMITS = {"games": 1000, "overlay_games": 300}


def shark_wins(seeds: range, shark: str, crew: str) -> int:
    """Act 1 Shark wins over seeded games (bots seeded as bench/ai.py seeds them)."""
    wins = 0
    for seed in seeds:
        state = new_game("act1", seed)
        bots = {
            "shark": make_bot("shark", shark, seed * 2, state.content),
            "crew": make_bot("crew", crew, seed * 2 + 1, state.content),
        }
        for _ in range(20_000):
            seat = whose_turn(state)
            if seat is None:
                break
            state, _ = apply(
                state, bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
            )
        wins += state.outcome is not None and state.outcome.winner == "shark"
    return wins


def overlay(seeds: range, shark: str) -> list[tuple[dict[str, float], str]]:
    """Snapshots of the model belief at every crew decision against `shark`."""
    snapshots: list[tuple[dict[str, float], str]] = []
    for seed in seeds:
        state = new_game("act1", seed)
        bots = {
            "shark": make_bot("shark", shark, seed * 2, state.content),
            "crew": make_bot("crew", "hard", seed * 2 + 1, state.content),
        }
        # The overlay's model facing this AI Shark (the one fitted on its level), as in the app.
        tracker = ModelTracker(state.content, shipped_belief(state.content.root).for_level(shark))
        for _ in range(20_000):
            seat = whose_turn(state)
            if seat is None:
                break
            view = view_for(state, seat)
            if seat == "crew":
                tracker.observe(view)
                a1: Any = state.act1
                snapshots.append((tracker.likelihoods(), a1.shark_position))
            state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))
    return snapshots


def _rate(wins: int, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"{wins}/{n} = {100 * wins / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench/top.py", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="Act 1 games per match-up")
    parser.add_argument("--overlay-games", type=int, default=30, help="Act 1 games per Shark")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name, most in LIMITS.items():
        if not 0 <= getattr(args, name) <= most:
            print(f"bench/top.py: --{name.replace('_', '-')} must be 0-{most}", file=sys.stderr)
            return 2
    seeds = range(args.seed, args.seed + args.games)
    rates = {}
    for shark, crew in (("top", "hard"), ("hard", "hard"), ("hard", "top")):
        if args.games:
            wins = shark_wins(seeds, shark, crew)
            rates[(shark, crew)] = wins
            print(f"Act 1, {shark} Shark vs {crew} crew: Shark wins {_rate(wins, args.games)}")
    worst_ece, worst_gain = 0.0, math.inf
    overlay_seeds = range(args.seed, args.seed + args.overlay_games)
    for shark in ("hard", "top"):
        if not args.overlay_games:
            break
        snaps = overlay(overlay_seeds, shark)
        ece, gain = calibration(snaps)
        print(
            f"model belief vs {shark} Shark: {len(snaps)} snapshots in {args.overlay_games} "
            f"games, ECE {ece:.3f}, log-likelihood gain over uniform {gain:+.3f} nats"
        )
        worst_ece, worst_gain = max(worst_ece, ece), min(worst_gain, gain)
    timing = [play_traced("act1", s, "top", "top", False) for s in range(args.seed, args.seed + 4)]
    shark_ms = [ms for t in timing for ms in t.turns["shark"]]
    crew_ms = [ms for t in timing for ms in t.turns["crew"]]
    n = max(1, args.games)
    top_shark = 100 * rates.get(("top", "hard"), 0) / n
    top_crew = 100 * (1 - rates.get(("hard", "top"), 0) / n)
    print(
        f"top top_shark_vs_hard={top_shark:.1f} top_crew_vs_hard={top_crew:.1f} "
        f"overlay_ece={worst_ece:.3f} overlay_ll_gain={worst_gain:.3f} "
        f"shark_turn_p95_ms={percentile(shark_ms, 95):.1f} "
        f"shark_turn_max_ms={max(shark_ms, default=0.0):.1f} "
        f"crew_turn_p95_ms={percentile(crew_ms, 95):.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
