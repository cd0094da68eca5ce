"""Try a bot tuning constant before changing it: Act 1 alone, a Shark level against a crew level,
with named module constants overridden, the Shark's win rate with its Wilson 95% interval.

    .venv/bin/python bench/tune.py --games 1000 --seed 9001 \\
        --set jaws.bots.top.crew_plans.RESCUE_VALUE=0.05

A name is a module path then an attribute (a class attribute too: `...TopShark1.MARGIN`); the
value keeps the constant's type. Games are seeded per game (as `jaws simulate`), so one setting
gives the same figure with any number of workers; compare settings on the same seeds, and on
more than one seed range before trusting a few points.
"""

from __future__ import annotations

import argparse
import pkgutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.simulate import SimulationFailed, run_games, wilson


class BadSetting(ValueError):
    """A --set that names nothing, or gives a value of the wrong kind."""


def override(setting: str) -> None:
    """Apply one NAME=VALUE (raises BadSetting with a one-line reason)."""
    name, sep, raw = setting.partition("=")
    parts = name.strip().split(".")
    if not sep or len(parts) < 2:
        raise BadSetting(f"--set {setting!r}: expected module.NAME=VALUE")
    try:
        owner = pkgutil.resolve_name(".".join(parts[:-1]))
    except (ImportError, AttributeError, ValueError):
        raise BadSetting(f"--set {setting!r}: nothing is named {'.'.join(parts[:-1])!r}") from None
    current = getattr(owner, parts[-1], None)
    if not isinstance(current, int | float) or isinstance(current, bool):
        raise BadSetting(f"--set {setting!r}: {name} is not a number constant")
    try:
        value = type(current)(float(raw)) if isinstance(current, float) else int(raw)
    except ValueError:
        raise BadSetting(f"--set {setting!r}: {raw!r} is not a {type(current).__name__}") from None
    setattr(owner, parts[-1], value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/tune.py", description=__doc__.splitlines()[0])
    parser.add_argument("--shark", default="top", help="Shark level (easy, hard, top, br)")
    parser.add_argument("--crew", default="top", help="crew level (easy, hard, top, lc)")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 10_000:
        print("bench/tune.py: --games must be 1..10000", file=sys.stderr)
        return 2
    try:
        for setting in args.set:
            override(setting)
        rows = list(run_games("act1", args.games, args.shark, args.crew, args.seed, args.workers))
    except (BadSetting, SimulationFailed, ValueError) as problem:
        print(f"bench/tune.py: {problem}", file=sys.stderr)
        return 2
    wins = sum(row.winner == "shark" for row in rows)
    low, high = wilson(wins, len(rows))
    rounds = sum(row.act1_rounds for row in rows) / len(rows)
    print(
        f"tune {' '.join(args.set) or '(shipped)'}: {args.shark} Shark vs {args.crew} crew "
        f"{wins}/{len(rows)} = {100 * wins / len(rows):.1f}% ({100 * low:.1f}-{100 * high:.1f}), "
        f"{rounds:.2f} rounds"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
