"""How strong, how balanced and how honest the AI is: the measurable half of issue 13.

    .venv/bin/python bench/ai.py [--games 200] [--pair-games 400] [--overlay-games 40]
        [--top top|hard] [--seed 1] [--workers 2]

Four runs, all seeded and paired (game i of every match-up is dealt from seed + i). "top" is
the search level (jaws/bots/top); `--top hard` measures with the hard level in its place, and
the output says so.

- `--games` full games, the top Shark against the top crew, through `jaws simulate`'s machinery:
  the Act 2 median length, the Shark's full-game win rate, and the Act 1 swing (the Shark's
  full-game win rate after winning Act 1 minus its rate after losing it), with Wilson 95% CIs.
- `--overlay-games` Act 1 games against the hard crew, once with the top and once with the hard
  Shark: at every crew decision the deduction overlay's per-space numbers are scored against the
  Shark's true space: expected calibration error (10 equal-width bins over every possible space
  of every snapshot) and the mean log-likelihood gain of the true space over a uniform guess
  across the same possible set (nats per snapshot). The worse of the two Sharks is reported.
- Whole-turn times in those Act 1 games and in `--timing-games` full games (top against top):
  a turn is every decision of one seat in one phase of one round (in Act 1 the crew's per
  member, the member the action names), summed. The reported figure is CPU time (this process
  on one core, `time.process_time`), so other load on the machine does not inflate it; the
  wall-clock p95 is printed beside it.
- `--pair-games` Act 1 games per match-up, paired (the same seeds for every match-up):
  the top Shark against the location-model crew (lc), the best-response Shark (br) against the
  top crew, and the top and hard levels of each side against the other side's hard bot (the
  gains are the top level's extra wins, in points), with Wilson 95% CIs.

The last line is `ai top_shark_vs_lc=<%> br_vs_top_crew=<%> top_shark_gain=<points>
top_crew_gain=<points> overlay_ece=<x> overlay_ll_gain=<nats> act2_median_rounds=<n>
full_shark=<%> act1_swing=<points> shark_turn_p95_ms=<x> crew_turn_p95_ms=<x>`.
Timings are for this machine under its current load: figures, never a test.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.bots import make_bot
from jaws.content.belief import shipped_belief
from jaws.deduction.belief import ModelTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.state import Mode
from jaws.simulate import GameRow, SimulationFailed, run_games, wilson
from jaws.views import view_for

LIMITS = {
    "games": 2000,
    "overlay_games": 500,
    "timing_games": 50,
    "pair_games": 2000,
    "workers": 8,
}
MAX_ACTIONS = 100_000
BINS = 10


@dataclass
class Trace:
    """What one traced game measured."""

    turns: dict[str, list[float]] = field(default_factory=lambda: {"shark": [], "crew": []})
    wall: dict[str, list[float]] = field(default_factory=lambda: {"shark": [], "crew": []})
    snapshots: list[tuple[dict[str, float], str]] = field(default_factory=list)


def _turn_key(state: Any, seat: str, action: Any) -> tuple[Any, ...]:
    if state.act2 is not None and state.act == 2:
        a2 = state.act2
        return (seat, 2, a2.round, a2.phase)
    a1 = state.act1
    # The member the action names: before a member's first action nobody is active yet.
    member = getattr(action, "member", None) if seat == "crew" else None
    return (seat, 1, a1.round, a1.phase, member)


def play_traced(mode: Mode, seed: int, shark: str, crew: str, overlay: bool) -> Trace:
    """One seeded game, timing whole turns and (with `overlay`) scoring the crew's overlay."""
    state = new_game(mode, seed)
    bots = {
        "shark": make_bot("shark", shark, seed * 2, state.content),
        "crew": make_bot("crew", crew, seed * 2 + 1, state.content),
    }
    # The overlay's model facing an AI Shark: the one fitted on that level (as the app shows it).
    model = shipped_belief(state.content.root).for_level(shark)
    tracker = ModelTracker(state.content, model) if overlay else None
    trace = Trace()
    spent: dict[tuple[Any, ...], float] = defaultdict(float)
    walled: dict[tuple[Any, ...], float] = defaultdict(float)
    for _ in range(MAX_ACTIONS):
        if state.outcome is not None:
            break
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        view = view_for(state, seat)
        if tracker is not None and seat == "crew" and state.act == 1:
            tracker.observe(view)
            assert state.act1 is not None and state.act1.shark_position is not None
            trace.snapshots.append((tracker.likelihoods(), state.act1.shark_position))
        cpu, wall = time.process_time(), time.perf_counter()
        action = bots[seat].choose(view, legal)
        key = _turn_key(state, seat, action)
        spent[key] += (time.process_time() - cpu) * 1000
        walled[key] += (time.perf_counter() - wall) * 1000
        state, _ = apply(state, action)
    for key, ms in spent.items():
        trace.turns[key[0]].append(ms)
        trace.wall[key[0]].append(walled[key])
    return trace


def calibration(snapshots: Sequence[tuple[dict[str, float], str]]) -> tuple[float, float]:
    """(expected calibration error, mean log-likelihood gain over uniform-on-the-set, nats);
    both nan when there is nothing to score, never a perfect-looking 0."""
    if not snapshots:
        return math.nan, math.nan
    counts = [0] * BINS
    said = [0.0] * BINS
    held = [0] * BINS
    gain = 0.0
    for weights, truth in snapshots:
        for space, p in weights.items():
            b = min(BINS - 1, int(p * BINS))
            counts[b] += 1
            said[b] += p
            held[b] += space == truth
        p_true = weights.get(truth, 0.0)
        # A true space missing from the set would be a deduction bug: score it as a huge loss.
        gain += math.log(max(p_true, 1e-12)) + math.log(len(weights))
    total = sum(counts) or 1
    ece = sum(abs(said[b] - held[b]) / total for b in range(BINS) if counts[b])
    return ece, gain / max(1, len(snapshots))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (nearest rank); nan when nothing was measured."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def _rate(wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    share = 100 * wins / n if n else 0.0
    return f"{wins}/{n} = {share:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%)"


def act1_rate(args: argparse.Namespace, shark: str, crew: str) -> tuple[int, int]:
    """(Shark wins, games) over `--pair-games` seeded Act 1 games; prints the line."""
    rows = list(run_games("act1", args.pair_games, shark, crew, args.seed, args.workers))
    wins = sum(r.winner == "shark" for r in rows)
    print(f"act1 {shark} Shark vs {crew} crew: Shark wins {_rate(wins, len(rows))}")
    return wins, len(rows)


def match_ups(args: argparse.Namespace) -> tuple[float, float, float, float]:
    """The paired Act 1 match-ups: (top Shark vs lc %, br vs top crew %, top Shark gain,
    top crew gain), in percent and points."""
    top = args.top
    if top != "top":
        print(f"(no top level asked for: '{top}' stands in for it on every line below)")
    n = args.pair_games

    def pct(pair: tuple[int, int]) -> float:
        return 100 * pair[0] / max(1, pair[1])

    vs_lc = pct(act1_rate(args, top, "lc"))
    br = pct(act1_rate(args, "br", top))
    hard_hard = pct(act1_rate(args, "hard", "hard"))
    top_shark = pct(act1_rate(args, top, "hard"))
    top_crew = pct(act1_rate(args, "hard", top))
    print(
        f"  gains over {n} paired games: top Shark {top_shark - hard_hard:+.1f} points, "
        f"top crew {hard_hard - top_crew:+.1f} points (vs the hard Shark's {hard_hard:.1f}%)"
    )
    return vs_lc, br, top_shark - hard_hard, hard_hard - top_crew


def balance(rows: Sequence[GameRow], level: str) -> tuple[float, float, float]:
    """Print the full-game figures; return (Act 2 median rounds, Shark win %, swing points)."""
    n = len(rows)
    shark = sum(r.winner == "shark" for r in rows)
    act2 = [r.act2_rounds for r in rows if r.act2_rounds]
    after_win = [r for r in rows if r.act1_end == "track"]
    after_loss = [r for r in rows if r.act1_end == "barrels"]
    won_after_win = sum(r.winner == "shark" for r in after_win)
    won_after_loss = sum(r.winner == "shark" for r in after_loss)
    unfinished = sum(r.winner == "unfinished" for r in rows)
    median = statistics.median(act2) if act2 else 0.0
    print(f"full games: {n} (unfinished {unfinished}), {level} Shark vs {level} crew")
    print(f"  Shark wins {_rate(shark, n)}")
    if act2:
        q = statistics.quantiles(act2, n=4) if len(act2) > 1 else [median] * 3
        print(f"  Act 2 rounds: median {median}, quartiles {q[0]:.1f}-{q[2]:.1f}, max {max(act2)}")
    print(f"  after the Shark won Act 1:  Shark wins {_rate(won_after_win, len(after_win))}")
    print(f"  after the Shark lost Act 1: Shark wins {_rate(won_after_loss, len(after_loss))}")
    swing = math.nan  # undefined until both kinds of Act 1 happened
    if after_win and after_loss:
        swing = 100 * (won_after_win / len(after_win) - won_after_loss / len(after_loss))
    return median, 100 * shark / n if n else 0.0, swing


def overlay_and_timing(args: argparse.Namespace) -> tuple[float, float, dict[str, list[float]]]:
    """Print the overlay's scores per Shark level; return the worst ECE, the worst gain and the
    turn times of every traced game (CPU by seat, and wall as "shark wall", "crew wall")."""
    worst_ece, worst_gain = 0.0, math.inf
    turns: dict[str, list[float]] = {s: [] for s in ("shark", "crew", "shark wall", "crew wall")}
    scores: dict[str, tuple[float, float]] = {}
    for level in dict.fromkeys((args.top, "hard")):
        snapshots: list[tuple[dict[str, float], str]] = []
        for i in range(args.overlay_games):
            trace = play_traced("act1", args.seed + i, level, "hard", overlay=True)
            snapshots.extend(trace.snapshots)
            if level == args.top:
                _add_times(turns, trace)
        ece, gain = calibration(snapshots)
        print(
            f"overlay vs {level} Shark: {len(snapshots)} snapshots in {args.overlay_games} "
            f"Act 1 games, ECE {ece:.3f}, log-likelihood gain over uniform {gain:+.3f} nats"
        )
        scores[level] = (ece, gain)
        if snapshots:
            worst_ece, worst_gain = max(worst_ece, ece), min(worst_gain, gain)
    if math.isinf(worst_gain):
        worst_ece = worst_gain = math.nan
    print(
        "overlay per Shark: "
        + " ".join(f"{lv}: ece={e:.3f} ll_gain={g:+.3f}" for lv, (e, g) in scores.items())
        + " (the last line reports the worse of each)"
    )
    for i in range(args.timing_games):
        _add_times(turns, play_traced("full", args.seed + i, args.top, args.top, False))
    return worst_ece, worst_gain, turns


def _add_times(turns: dict[str, list[float]], trace: Trace) -> None:
    for seat in ("shark", "crew"):
        turns[seat].extend(trace.turns[seat])
        turns[f"{seat} wall"].extend(trace.wall[seat])


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="bench/ai.py", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="full games (balance)")
    parser.add_argument("--overlay-games", type=int, default=40, help="Act 1 games per Shark")
    parser.add_argument("--timing-games", type=int, default=4, help="full games timed")
    parser.add_argument("--pair-games", type=int, default=400, help="Act 1 games per match-up")
    parser.add_argument(
        "--top", default="top", choices=("top", "hard"), help="the level measured as 'top'"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--content", help="a content folder for the full games (balance trials)")
    return parser


def main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    for name, most in LIMITS.items():
        value = getattr(args, name)
        if not 0 <= value <= most or (value == 0 and name in ("games", "workers")):
            print(f"bench/ai.py: --{name.replace('_', '-')} must be 1-{most}", file=sys.stderr)
            return 2
    try:
        rows = list(
            run_games("full", args.games, args.top, args.top, args.seed, args.workers, args.content)
        )
        median, full_shark, swing = balance(rows, args.top)
        if args.pair_games:
            vs_lc, br, shark_gain, crew_gain = match_ups(args)
        else:
            vs_lc = br = shark_gain = crew_gain = math.nan
    except SimulationFailed as exc:
        print(f"bench/ai.py: {exc}", file=sys.stderr)
        return 1
    if args.overlay_games or args.timing_games:
        ece, gain, times = overlay_and_timing(args)
    else:
        ece, gain, times = math.nan, math.nan, {}
    shark_ms, crew_ms = times.get("shark", []), times.get("crew", [])
    for seat, found in (("Shark", shark_ms), ("crew", crew_ms)):
        wall = times.get(f"{seat.lower()} wall", [])
        print(
            f"{seat} turns: {len(found)}, CPU median {percentile(found, 50):.1f} ms, "
            f"p95 {percentile(found, 95):.1f} ms, p99 {percentile(found, 99):.1f} ms, "
            f"max {max(found, default=0.0):.1f} ms; wall p95 {percentile(wall, 95):.1f} ms, "
            f"max {max(wall, default=0.0):.1f} ms"
        )
    print(
        f"ai top_shark_vs_lc={vs_lc:.1f} br_vs_top_crew={br:.1f} "
        f"top_shark_gain={shark_gain:.1f} top_crew_gain={crew_gain:.1f} "
        f"overlay_ece={ece:.3f} overlay_ll_gain={gain:.3f} act2_median_rounds={median:g} "
        f"full_shark={full_shark:.1f} act1_swing={swing:.1f} "
        f"shark_turn_p95_ms={percentile(shark_ms, 95):.1f} "
        f"crew_turn_p95_ms={percentile(crew_ms, 95):.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
