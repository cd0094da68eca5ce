"""How fast the crew's deduction previews a Shark turn, on a reproducible workload.

    .venv/bin/python bench/deduction.py [--games 8] [--seed 1] [--repeat 1] [--no-model] [--cold]

The workload: seeded Act 1 games, the top Shark against the top crew. At the start of every
Shark turn it records a fork of a SharkTracker (and of a ModelTracker, the crew bots' belief)
fed the crew's views, the turn's public context, and every distinct announcement the Shark could
make from where it stands (`turn_outcomes` without a target). The timed part previews every
announcement on a fresh fork with empty memos and caches, so each preview deduces its turn
from scratch; the unpruned `turn_outcomes` of each turn start is timed too.

Times are CPU time (`time.process_time`) so other load on the machine inflates them less;
`--repeat N` keeps each preview's fastest of N runs. The search keeps a table of moves per turn
context (`jaws.deduction.moves`): each turn start's timing begins without it, and `--cold`
drops it before every preview too. The digest is a hash of every preview's beliefs and every
unpruned outcome list (ends, tokens, announcements, steps, gains, in order): two versions of
the deduction agree on the workload exactly when their digests are equal.

The last line is `deduction previews=<n> preview_mean_ms=<x> preview_p95_ms=<x>
model_mean_ms=<x> model_p95_ms=<x> outcomes_mean_ms=<x> digest=<hex>`.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai import percentile
from jaws.bots import make_bot
from jaws.content import default_content
from jaws.content.act1 import Act1Content
from jaws.deduction import Announcement, SharkTracker, TurnContext, turn_outcomes
from jaws.deduction.belief import ModelTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import view_for

MAX_ACTIONS = 20_000


@dataclass
class TurnStart:
    """One Shark turn's start: the deductions before it and what the turn could announce."""

    game: int
    round: int
    position: str
    powers_left: tuple[str, ...]
    ctx: TurnContext
    tracker: SharkTracker
    model: ModelTracker | None
    announcements: list[Announcement]


def fresh(tracker: SharkTracker) -> SharkTracker:
    """A fork that remembers no deduced turn (nor, for a ModelTracker, no expanded turn)."""
    new = tracker.fork()
    new._memo = {}
    uniform = getattr(new, "_uniform", None)
    if uniform is not None:
        uniform._memo = {}
        uniform.caches = {}
    return new


def play_game(seed: int, with_model: bool) -> list[TurnStart]:
    """One seeded Act 1 game, top against top, recording every Shark turn's start."""
    state = new_game("act1", seed)
    content = state.content
    bots = {
        "shark": make_bot("shark", "top", seed * 2, content),
        "crew": make_bot("crew", "top", seed * 2 + 1, content),
    }
    tracker = SharkTracker(content)
    model = ModelTracker(content) if with_model else None
    starts: list[TurnStart] = []
    for _ in range(MAX_ACTIONS):
        seat = whose_turn(state)
        if seat is None or state.outcome is not None:
            break
        a1 = state.act1
        assert a1 is not None
        crew_view = view_for(state, "crew")
        if state.act == 1:
            tracker.observe(crew_view)
            if model is not None:
                model.observe(crew_view)
        view = view_for(state, seat)
        plan = a1.plan
        if seat == "shark" and a1.phase == "shark" and plan is not None and not plan.steps:
            starts.append(_turn_start(seed, tracker, model, view, content.act1))
        action = bots[seat].choose(view, legal_actions(state, seat))
        state, _ = apply(state, action)
    return starts


def _turn_start(
    seed: int,
    tracker: SharkTracker,
    model: ModelTracker | None,
    view: Any,
    content: Act1Content,
) -> TurnStart:
    a1 = view.act1
    ctx = tracker.context(a1.round)
    assert ctx is not None, "the tracker saw the Shark phase's board"
    outcomes = turn_outcomes(a1.plan.position, a1.powers_left, ctx, content)
    said = list(dict.fromkeys(o.announcement for o in outcomes))
    return TurnStart(
        seed,
        a1.round,
        a1.plan.position,
        tuple(sorted(a1.powers_left)),
        ctx,
        tracker.fork(),
        model.fork() if model is not None else None,
        said,
    )


def timed(call: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """The fastest CPU time of `repeat` calls (ms) and the last call's result."""
    best = float("inf")
    result = None
    for _ in range(repeat):
        cpu = time.process_time()
        result = call()
        best = min(best, (time.process_time() - cpu) * 1000)
    return best, result


def digest_line(result: Any) -> bytes:
    """A stable text of a preview (space -> weight) or an outcome list."""
    if isinstance(result, dict):
        return repr(sorted(result.items())).encode()
    return repr([(o.end, o.power, o.announcement, o.steps, o.gain) for o in result]).encode()


def expand(start: TurnStart, content: Act1Content) -> Any:
    """Every distinct turn from the turn's start (no target): what the Shark bots list."""
    return turn_outcomes(start.position, start.powers_left, start.ctx, content)


def preview(tracker: SharkTracker, ctx: TurnContext, said: Announcement, cold: bool) -> Any:
    """One preview on a fork that has deduced nothing yet (`cold`: nor kept any table)."""
    if cold:
        forget_tables()
    return fresh(tracker).preview(ctx, said)


def forget_tables() -> None:
    """Drop the tables the turn search keeps per turn context, if it keeps any."""
    try:
        from jaws.deduction.moves import move_table
    except ImportError:
        return
    move_table.cache_clear()


def measure(
    starts: Sequence[TurnStart], content: Act1Content, repeat: int, cold: bool
) -> tuple[dict[str, list[float]], str]:
    """Per-call CPU ms of each kind of call, and the digest of every result. Each turn start
    begins with no table kept (its unpruned expansion, timed first, builds them, as a Shark
    bot's does before its previews); with `cold` every preview begins so."""
    times: dict[str, list[float]] = {"preview": [], "model": [], "outcomes": []}
    digest = hashlib.sha256()
    for start in starts:
        forget_tables()
        ms, result = timed(partial(expand, start, content), repeat)
        times["outcomes"].append(ms)
        digest.update(digest_line(result))
        for said in start.announcements:
            for kind, tracker in (("preview", start.tracker), ("model", start.model)):
                if tracker is not None:
                    ms, result = timed(partial(preview, tracker, start.ctx, said, cold), repeat)
                    times[kind].append(ms)
                    digest.update(digest_line(result))
    return times, digest.hexdigest()[:16]


def _summary(values: list[float]) -> tuple[float, float]:
    return (statistics.fmean(values) if values else float("nan")), percentile(values, 95)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--no-model", action="store_true", help="skip the ModelTracker")
    parser.add_argument("--cold", action="store_true", help="no search table kept between calls")
    args = parser.parse_args(argv)
    cpu = time.process_time()
    starts: list[TurnStart] = []
    for seed in range(args.seed, args.seed + args.games):
        starts.extend(play_game(seed, not args.no_model))
    content = default_content().act1
    previews = sum(len(s.announcements) for s in starts)
    print(
        f"workload: {args.games} games, {len(starts)} Shark turns, {previews} announcements "
        f"({time.process_time() - cpu:.1f} s CPU to play)"
    )
    times, digest = measure(starts, content, args.repeat, args.cold)
    for kind, values in times.items():
        mean, p95 = _summary(values)
        print(
            f"{kind:9s} n={len(values):5d} mean={mean:8.3f} ms  p95={p95:8.3f} ms  "
            f"total={sum(values) / 1000:7.2f} s CPU"
        )
    pm, pp = _summary(times["preview"])
    mm, mp = _summary(times["model"])
    om, _ = _summary(times["outcomes"])
    print(
        f"deduction previews={len(times['preview'])} preview_mean_ms={pm:.3f} "
        f"preview_p95_ms={pp:.3f} model_mean_ms={mm:.3f} model_p95_ms={mp:.3f} "
        f"outcomes_mean_ms={om:.3f} digest={digest}"
    )


if __name__ == "__main__":
    main()
