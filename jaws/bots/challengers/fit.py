"""Fit the location model of a Shark level on its own Act 1 self-play games.

    .venv/bin/python -m jaws.bots.challengers.fit --shark hard --games 60 --seed 1

Plays `--games` seeded Act 1 games of that Shark against the hard crew (game i from seed + i)
and, at every crew decision, counts the exact deduction's weight per category against the
category the Shark was really in. Writes the level's table into location_model.json, keeping
the other levels' tables.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator

from jaws.bots import make_bot
from jaws.bots.challengers.location import MODEL_FILE, fitted
from jaws.content import default_content
from jaws.deduction import SharkTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import view_for
from jaws.views.act1 import Act1View

MAX_ACTIONS = 20_000
LEVELS = ("easy", "hard", "top")


def snapshots(shark: str, seed: int) -> Iterator[tuple[dict[str, float], str, Act1View]]:
    """One seeded Act 1 game's (belief, true space, board) at every crew decision."""
    state = new_game("act1", seed)
    bots = {
        "shark": make_bot("shark", shark, seed * 2, state.content),
        "crew": make_bot("crew", "hard", seed * 2 + 1, state.content),
    }
    tracker = SharkTracker(state.content)
    for _ in range(MAX_ACTIONS):
        seat = whose_turn(state)
        if state.outcome is not None or seat is None:
            return
        view = view_for(state, seat)
        if seat == "crew":
            tracker.observe(view)
            a1 = state.act1
            assert a1 is not None and a1.shark_position is not None and view.act1 is not None
            yield tracker.likelihoods(), a1.shark_position, view.act1
        state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="jaws.bots.challengers.fit", description=__doc__)
    parser.add_argument("--shark", choices=LEVELS, default="hard")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 10_000:
        print("jaws.bots.challengers.fit: --games must be 1-10000", file=sys.stderr)
        return 2
    content = default_content().act1
    seen = [s for i in range(args.games) for s in snapshots(args.shark, args.seed + i)]
    model = fitted(seen, content)
    try:
        document = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    except OSError:
        document = {"tables": {}}
    document["how"] = (
        "python -m jaws.bots.challengers.fit --shark LEVEL --games N --seed S: N seeded Act 1 "
        "games of that Shark against the hard crew; per category, held = snapshots with the "
        "Shark there, offered = the exact deduction's weight there, at every crew decision"
    )
    document.setdefault("made", {})[args.shark] = {
        "games": args.games,
        "seed": args.seed,
        "snapshots": len(seen),
    }
    document.setdefault("tables", {})[args.shark] = model.to_data()
    MODEL_FILE.write_text(json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{args.shark}: {len(seen)} snapshots from {args.games} games -> {MODEL_FILE.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
