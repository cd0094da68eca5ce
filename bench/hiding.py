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
- `landed`: barrels that reached the Shark per round, over all rounds, the thin ones, the rest;
- `drawn_hit`: the chance of a hit the plan the crew drew from its mix (TopCrew1.drawn_plan)
  gave the Shark's true place: the mix's promise once the crew's draw is known;
- `unplanned`: barrels landed per round in the rounds whose drawn plan gave the true place no
  chance at all: hits the crew's game did not plan (a Shark that plays the real crew out, as
  the best response does, avoids them; one that foresees only the plan does not);
- `dry`: the rounds opening with no barrel on the Orca or on Hooper's boat (the crew's game then
  plans no shot), and `landed_dry`, barrels landed per round in them.

The last line is `hiding shark=<level> rounds=<n> true_share_median=<x> thin=<%>
model_hit=<x> landed=<x> landed_thin=<x> landed_rest=<x> drawn_hit=<x> unplanned=<x>
dry=<%> landed_dry=<x>`.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.seeded_pool import play_each
from jaws.bots import make_bot
from jaws.bots.seat import SeatBot
from jaws.bots.top.act1_crew import CrewBelief, TopCrew1
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
    drawn_hit: float | None = None  # None: the crew drew no plan that round
    dry: bool = False


def play(seed: int, shark: str) -> list[Round]:
    """One seeded Act 1 game, the `shark` level against the top crew: a Round per crew phase."""
    state = new_game("act1", seed)
    content = state.content
    bots = {
        "shark": make_bot("shark", shark, seed * 2, content, "top"),
        "crew": make_bot("crew", "top", seed * 2 + 1, content),
    }
    crew = bots["crew"]
    assert isinstance(crew, SeatBot)
    belief = CrewBelief(content)
    opened: list[_Opening] = []
    for _ in range(MAX_ACTIONS):
        if state.outcome is not None:
            break
        seat = whose_turn(state)
        assert seat is not None and state.act1 is not None
        view = view_for(state, seat)
        a1 = view.act1
        new_round = a1 is not None and (not opened or opened[-1].round != a1.round)
        if seat == "crew" and a1 is not None and a1.phase == "crew" and new_round:
            belief.observe(view)
            mix = belief.solved_mix(a1.round)  # solved and settled as the crew's own belief is
            assert mix is not None, "the crew phase opened without its board"
            truth = state.act1.shark_position
            assert truth is not None
            atom = (truth, state.act1.power_this_round == "out_of_sight")
            hits = [sight.hit.get(atom, 0.0) for sight in mix.sights]
            share = space_shares(dict(belief.weights())).get(truth, 0.0)
            dry = a1.barrels.orca + a1.barrels.hooper_boat == 0
            hit = mix.expected().hit.get(atom, 0.0)
            attached = state.act1.barrels.attached
            opened.append(_Opening(a1.round, share, hit, hits, dry, attached))
        state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))
    assert state.act1 is not None
    top = crew.crew_policy(1)
    assert isinstance(top, TopCrew1), "the crew is the top crew"
    ends = [o.attached for o in opened[1:]] + [state.act1.barrels.attached]
    out = []
    for o, end in zip(opened, ends, strict=True):
        drawn = top.drawn_plan(o.round)
        drawn_hit = None if drawn is None else o.hits[drawn]
        out.append(Round(o.share, o.hit, end - o.attached, drawn_hit, o.dry))
    return out


@dataclass(frozen=True)
class _Opening:
    """A crew phase's opening as read: its round, the belief's share on the truth, the mix's
    and each plan's chance of a hit there, whether it is dry, the barrels attached."""

    round: int
    share: float
    hit: float
    hits: list[float]
    dry: bool
    attached: int


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

    drawn = [r for r in rounds if r.drawn_hit is not None]
    drawn_hit = statistics.fmean(r.drawn_hit or 0.0 for r in drawn) if drawn else math.nan
    unplanned = [r for r in drawn if r.drawn_hit == 0]
    dry = [r for r in rounds if r.dry]
    return (
        f"hiding shark={shark} rounds={len(rounds)} "
        f"true_share_median={statistics.median(r.true_share for r in rounds):.3f} "
        f"thin={100 * len(thin) / len(rounds):.1f} "
        f"model_hit={statistics.fmean(r.model_hit for r in rounds):.3f} "
        f"landed={rate(rounds)} landed_thin={rate(thin)} landed_rest={rate(rest)} "
        f"drawn_hit={drawn_hit:.3f} unplanned={rate(unplanned)} "
        f"dry={100 * len(dry) / len(rounds):.1f} landed_dry={rate(dry)}"
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
    games = play_each("bench/hiding.py", _play, jobs, args.workers)
    if games is None:
        return 2
    print(summary(args.shark, [r for game in games for r in game]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
