"""Where a Shark hides from the top crew, and what that costs the crew: the diagnosis behind
issue 13's best-response figure, reproducible.

    .venv/bin/python bench/hiding.py --shark br --games 60 --seed 1

Act 1 alone, the Shark level against the top crew, seeded as `jaws simulate` seeds them. At the
opening of every crew phase the crew's own belief (jaws.bots.top.act1_crew.CrewBelief, the one
the top crew plays on: it settles the same way without the crew's random draws) is read against
the Shark's true place:

- `true_share`: the belief's share on the Shark's true space (median over rounds);
- `thin`: the rounds where that share is under THIN (the Shark hid where the crew looks least);
- `model_hit`: the chance of a hit the crew's solved mix gives the Shark's true place
  (CrewBelief.solved_mix, the figure the crew's own game promises), averaged over rounds;
- `landed`: barrels that reached the Shark per round, over all rounds, the thin ones, the rest.

The last line is `hiding shark=<level> rounds=<n> true_share_median=<x> thin=<%>
model_hit=<x> landed=<x> landed_thin=<x> landed_rest=<x>`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.bots import make_bot
from jaws.bots.top.act1_crew import CrewBelief
from jaws.deduction.tracker import space_shares
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import view_for

THIN = 0.05  # a belief share under this is where the crew looks least
MAX_ACTIONS = 20_000  # a game longer than this is a bug, not a long game


@dataclass(frozen=True)
class Round:
    """One crew phase's opening, read against the truth, and whether a barrel landed."""

    true_share: float
    model_hit: float
    landed: int


def play(seed: int, shark: str) -> list[Round]:
    """One seeded Act 1 game, the `shark` level against the top crew: a Round per crew phase."""
    state = new_game("act1", seed)
    content = state.content
    bots = {
        "shark": make_bot("shark", shark, seed * 2, content, "top"),
        "crew": make_bot("crew", "top", seed * 2 + 1, content),
    }
    belief = CrewBelief(content)
    opened: list[tuple[int, float, float, int]] = []  # round, share, hit, barrels attached
    for _ in range(MAX_ACTIONS):
        if state.outcome is not None:
            break
        seat = whose_turn(state)
        assert seat is not None and state.act1 is not None
        view = view_for(state, seat)
        a1 = view.act1
        new_round = a1 is not None and (not opened or opened[-1][0] != a1.round)
        if seat == "crew" and a1 is not None and a1.phase == "crew" and new_round:
            belief.observe(view)
            mix = belief.solved_mix(a1.round)  # solved and settled as the crew's own belief is
            assert mix is not None, "the crew phase opened without its board"
            truth = state.act1.shark_position
            assert truth is not None
            atom = (truth, state.act1.power_this_round == "out_of_sight")
            hit = mix.expected().hit.get(atom, 0.0)
            share = space_shares(dict(belief.weights())).get(truth, 0.0)
            opened.append((a1.round, share, hit, state.act1.barrels.attached))
        state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))
    assert state.act1 is not None
    ends = [attached for _, _, _, attached in opened[1:]] + [state.act1.barrels.attached]
    return [
        Round(share, hit, end - start)
        for (_, share, hit, start), end in zip(opened, ends, strict=True)
    ]


def _play(job: tuple[int, str]) -> list[Round]:
    return play(*job)


def summary(shark: str, rounds: list[Round]) -> str:
    """The last line: the medians, shares and rates over `rounds`."""
    if not rounds:
        return f"hiding shark={shark} rounds=0"
    thin = [r for r in rounds if r.true_share < THIN]
    rest = [r for r in rounds if r.true_share >= THIN]

    def rate(some: list[Round]) -> str:
        return f"{sum(r.landed for r in some) / len(some):.3f}" if some else "nan"

    return (
        f"hiding shark={shark} rounds={len(rounds)} "
        f"true_share_median={statistics.median(r.true_share for r in rounds):.3f} "
        f"thin={100 * len(thin) / len(rounds):.1f} "
        f"model_hit={statistics.fmean(r.model_hit for r in rounds):.3f} "
        f"landed={rate(rounds)} landed_thin={rate(thin)} landed_rest={rate(rest)}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/hiding.py", description=__doc__.splitlines()[0])
    parser.add_argument("--shark", default="br", help="Shark level (easy, hard, top, br)")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 2000 or not 1 <= args.workers <= 8:
        print("bench/hiding.py: --games must be 1..2000 and --workers 1..8", file=sys.stderr)
        return 2
    jobs = [(args.seed + i, args.shark) for i in range(args.games)]
    try:
        if args.workers == 1:
            games = [_play(job) for job in jobs]
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                games = list(pool.map(_play, jobs))
    except ValueError as problem:
        print(f"bench/hiding.py: {problem}", file=sys.stderr)
        return 2
    print(summary(args.shark, [r for game in games for r in game]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
