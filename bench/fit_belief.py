"""Fit the crew's Shark model (jaws/deduction/belief.py) on self-play turns.

    .venv/bin/python bench/fit_belief.py --games 40 --seed 50000

Plays Act 1 games of the hard and the top Shark against the hard crew. At every Shark turn it
lists the ends (and tokens) the crew's deduction allows from the Shark's true start, by
category, and which one the Shark took; the weights per category are the maximum-likelihood
choice model (minorise-maximise iterations). Prints them as Python to paste into belief.py.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.bots import make_bot
from jaws.deduction import Announcement, turn_context, turn_outcomes
from jaws.deduction.belief import BEACH_SIDE, Category, end_category
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1.events import SharkTurnEnded
from jaws.views import view_for

Turn = tuple[Counter[Category], Category]
FLOOR = 0.02


def turns_of(seed: int, level: str, starts: Counter[str]) -> list[Turn]:
    """Every Shark turn of one seeded Act 1 game: (alternatives by category, chosen)."""
    state = new_game("act1", seed)
    content = state.content
    bots = {"shark": make_bot("shark", level, seed), "crew": make_bot("crew", "hard", seed + 1)}
    out: list[Turn] = []
    before = None
    for _ in range(20_000):
        seat = whose_turn(state)
        if seat is None:
            break
        a1 = state.act1
        assert a1 is not None
        view = view_for(state, seat)
        if seat == "shark" and a1.phase == "shark" and a1.plan is not None and not a1.plan.steps:
            assert view.act1 is not None and a1.shark_position is not None
            left = list(a1.powers_left)
            before = (a1.shark_position, left, turn_context(view.act1, content.act1))
        state, events = apply(state, bots[seat].choose(view, legal_actions(state, seat)))
        for event in events:
            if isinstance(event, SharkTurnEnded) and before is not None:
                start, left, ctx = before
                said = Announcement.of(event)
                outcomes = turn_outcomes(start, left, ctx, content.act1, said)
                ends = {(o.end, o.power) for o in outcomes}
                alternatives = Counter(
                    end_category(content, ctx, said, start, end) for end, _ in ends
                )
                end = state.act1.shark_position if state.act1 is not None else None
                if end is not None:
                    chosen = end_category(content, ctx, said, start, end)
                    out.append((alternatives, chosen))
                before = None
    a1 = state.act1
    if a1 is not None and a1.shark_start is not None:
        starts["beach_side" if a1.shark_start in BEACH_SIDE else "open"] += 1
    return out


def fit(turns: list[Turn], rounds: int = 200) -> dict[Category, float]:
    """Maximum-likelihood weights of a choice among categories (MM iterations)."""
    chosen = Counter(c for _, c in turns)
    cats = sorted({c for alts, _ in turns for c in alts})
    w = dict.fromkeys(cats, 1.0)
    for _ in range(rounds):
        denom = dict.fromkeys(cats, 0.0)
        for alts, _ in turns:
            total = sum(w[c] * n for c, n in alts.items())
            for c, n in alts.items():
                denom[c] += n / total
        w = {c: max(chosen[c], 0.5) / denom[c] for c in cats}
        top = max(w.values())
        w = {c: v / top for c, v in w.items()}
    # A floor: a category the fitted Sharks never chose is rare, not impossible (a person may).
    return {c: max(v, FLOOR) for c, v in w.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per Shark level")
    parser.add_argument("--seed", type=int, default=50_000)
    args = parser.parse_args()
    turns: list[Turn] = []
    starts: Counter[str] = Counter()
    for level in ("hard", "top"):
        for i in range(args.games):
            turns.extend(turns_of(args.seed + i, level, starts))
    weights = fit(turns)
    print(f"# {len(turns)} Shark turns from {args.games} games per level, seed {args.seed}")
    print("END_WEIGHTS = {")
    for c, v in sorted(weights.items()):
        print(f"    {c}: {v:.3f},")
    print("}")
    beach = starts["beach_side"] / len(BEACH_SIDE)
    other = starts["open"] / 4
    top = max(beach, other) or 1.0
    print(
        f'START_WEIGHTS = {{"beach_side": {beach / top:.3f}, "open": {max(other / top, 0.1):.3f}}}'
    )


if __name__ == "__main__":
    main()
