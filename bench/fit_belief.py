"""Fit the crew's Shark model (jaws/deduction/belief.py, content/belief.toml) on self-play.

    .venv/bin/python bench/fit_belief.py --games 40 --tune-games 30 --seed 50000 [--write]

Two separate sets of seeded Act 1 games of each Shark level (--levels, against the hard crew).
Each level gets a model of its own (the overlay's facing that AI Shark, [level.<name>] in the
file), and one model is fitted on all levels at once (the crew bots', [choice] and
[calibration]):

1. Fit games (seeds seed..): at every Shark turn, the ends the crew's deduction allows from the
   Shark's true start, with their features (belief.FEATURES), and which end it took. The choice
   coefficients are the maximum-likelihood conditional logit (Newton steps, a small ridge), each
   level's turns weighted alike so no level dominates by playing longer games.
2. Tune games (seeds seed + 10000..): at every crew decision, the model tracker's space shares
   against the Shark's true space, for each candidate `mix`; `temperature` and `shrink` are
   then chosen on a grid to maximise the log-likelihood gain over a uniform guess across the
   possible set (the figure bench/ai.py reports, measured there on other seeds): the level's
   own for its model, the worst level's for the shared one.

Prints the fitted model and its tune-set scores; --write stores it in content/belief.toml.
Bot model, not game rules: the values are HOUSE.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ai import calibration  # noqa: E402

from jaws.bots import make_bot  # noqa: E402
from jaws.content import default_content  # noqa: E402
from jaws.deduction import Announcement, SharkTracker, turn_context, turn_outcomes  # noqa: E402
from jaws.deduction.belief import (  # noqa: E402
    BEACH_SIDE,
    BELIEF_FILE,
    FEATURES,
    BeliefModel,
    ModelTracker,
    end_features,
    load_belief,
    turn_facts,
)
from jaws.engine import apply, legal_actions, new_game, whose_turn  # noqa: E402
from jaws.engine.act1.events import SharkTurnEnded  # noqa: E402
from jaws.engine.actions import Action  # noqa: E402
from jaws.views import view_for  # noqa: E402

Row = tuple[float, ...]
Turn = tuple[list[Row], int, float]  # (one row per distinct end, the chosen row, weight)
Game = tuple[int, list[Action], list[tuple[int, str]]]  # seed, actions, (index, true space)
Score = tuple[float, float, int]  # (ECE, log-likelihood gain, snapshots)
RIDGE = 0.5
# Floors: a Shark unlike the bots (a person) is never weighted down to nothing, so both the
# per-hypothesis mix and the shrink toward uniform over the set start above zero.
MIXES = (0.02, 0.08, 0.2)
TEMPERATURES = (0.55, 0.7, 0.8, 0.9, 1.0, 1.2, 1.5, 2.0)
SHRINKS = (0.05, 0.1, 0.2, 0.3)
TUNE_OFFSET = 10_000
ECE_GOAL = 0.05


def play(seed: int, level: str, turns: list[Turn] | None) -> tuple[Game, int, bool]:
    """One seeded Act 1 game (Shark `level` vs the hard crew): its log and crew snapshots'
    true spaces; with `turns`, every Shark turn's rows are added to it. Returns (game, Shark
    turns, whether the Shark started beach-side)."""
    content = default_content()
    state = new_game("act1", seed)
    bots = {"shark": make_bot("shark", level, seed), "crew": make_bot("crew", "hard", seed + 1)}
    uniform = SharkTracker(content)
    actions: list[Action] = []
    truths: list[tuple[int, str]] = []
    before = None
    count = 0
    for _ in range(50_000):
        seat = whose_turn(state)
        if seat is None:
            break
        a1 = state.act1
        assert a1 is not None
        view = view_for(state, seat)
        if seat == "crew":
            assert a1.shark_position is not None
            truths.append((len(actions), a1.shark_position))
        if turns is not None:
            uniform.observe(view)
            if seat == "shark" and a1.phase == "shark" and a1.plan and not a1.plan.steps:
                assert view.act1 is not None and a1.shark_position is not None
                ctx = uniform.context(a1.round) or turn_context(view.act1, content.act1)
                before = (a1.shark_position, list(a1.powers_left), ctx)
        action = bots[seat].choose(view, legal_actions(state, seat))
        actions.append(action)
        state, events = apply(state, action)
        for event in events:
            if isinstance(event, SharkTurnEnded) and before is not None and turns is not None:
                turns.append(_turn_row(before, event, uniform, state.act1))
                count += 1
                before = None
    a1 = state.act1
    beach = a1 is not None and a1.shark_start in BEACH_SIDE
    return (seed, actions, truths), count, beach


def _turn_row(before: tuple, event: SharkTurnEnded, uniform: SharkTracker, after: object) -> Turn:
    content = default_content()
    start, left, ctx = before
    said = Announcement.of(event)
    outcomes = turn_outcomes(start, left, ctx, content.act1, said)
    ends = sorted({o.end for o in outcomes})
    facts = turn_facts(content, ctx, said, uniform.preview(ctx, said))
    rows = end_features(content, facts, start, ends)
    true_end = getattr(after, "shark_position", None)
    return rows, ends.index(true_end) if true_end in ends else -1, 1.0


def fit(turns: Sequence[Turn], rounds: int = 30) -> tuple[float, ...]:
    """The weighted maximum-likelihood conditional-logit coefficients (Newton, ridge)."""
    k = len(FEATURES)
    beta = [0.0] * k
    for _ in range(rounds):
        grad = [-RIDGE * b for b in beta]
        hess = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for rows, chosen, weight in turns:
            scores = [sum(b * x for b, x in zip(beta, row, strict=True)) for row in rows]
            top = max(scores)
            probs = [math.exp(s - top) for s in scores]
            total = sum(probs)
            probs = [p / total for p in probs]
            mean = [sum(p * row[i] for p, row in zip(probs, rows, strict=True)) for i in range(k)]
            for i in range(k):
                grad[i] += weight * (rows[chosen][i] - mean[i])
            for p, row in zip(probs, rows, strict=True):
                d = [row[i] - mean[i] for i in range(k)]
                for i in range(k):
                    if d[i]:
                        for j in range(k):
                            hess[i][j] += weight * p * d[i] * d[j]
        step = _solve(hess, grad)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return tuple(beta)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is positive definite)."""
    n = len(b)
    m = [[*row, v] for row, v in zip(a, b, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def snapshots(games: Sequence[Game], model: BeliefModel) -> list[tuple[dict[str, float], str]]:
    """The model tracker's raw space shares at every crew decision of `games`, replayed."""
    content = default_content()
    out: list[tuple[dict[str, float], str]] = []
    for seed, actions, truths in games:
        state = new_game("act1", seed)
        tracker = ModelTracker(content, model)
        wanted = dict(truths)
        for index, action in enumerate(actions):
            if index in wanted:
                tracker.observe(view_for(state, "crew"))
                out.append((tracker.raw_likelihoods(), wanted[index]))
            state, _ = apply(state, action)
    return out


def tune(games: dict[str, list[Game]], model: BeliefModel) -> tuple[BeliefModel, dict[str, Score]]:
    """The best (mix, temperature, shrink) for the worst level, and its scores per level."""
    best: tuple[float, BeliefModel, dict[str, Score]] | None = None
    for mix in MIXES:
        raw = {lv: snapshots(g, replace(model, mix=mix)) for lv, g in games.items()}
        for temperature in TEMPERATURES:
            for shrink in SHRINKS:
                trial = replace(model, mix=mix, temperature=temperature, shrink=shrink)
                scores = {}
                for level, snaps in raw.items():
                    shown = [(trial.calibrate(w), truth) for w, truth in snaps]
                    ece, gain = calibration(shown)
                    scores[level] = (ece, gain, len(shown))
                worst = min(gain for _, gain, _ in scores.values())
                if best is None or worst > best[0]:
                    best = (worst, trial, scores)
    assert best is not None
    return best[1], best[2]


def reliability(shown: Sequence[tuple[dict[str, float], str]]) -> str:
    """Per band of shown share: spaces, mean share shown, share that held the Shark."""
    bands = (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.01)
    parts = []
    for low, high in itertools.pairwise(bands):
        said = [(p, s == t) for w, t in shown for s, p in w.items() if low <= p < high]
        if said:
            mean = sum(p for p, _ in said) / len(said)
            held = sum(h for _, h in said) / len(said)
            parts.append(f"[{low:.2f},{high:.2f}) n={len(said)} said {mean:.3f} held {held:.3f}")
    return "; ".join(parts)


IMAGINED_NOTE = (
    "# The crew belief the {level} Shark reads itself through: a frozen copy of an earlier fit of\n"
    "# its own model, kept apart so refitting the overlay does not change how the Shark plays\n"
    "# (bench/fit_belief.py keeps it as it is)."
)


def write(model: BeliefModel, own: dict[str, BeliefModel], command: str, note: str) -> None:
    """Write the shared model, the per-level ones and (unchanged) the file's imagined ones."""
    imagined = load_belief(default_content().root).imagined
    levels = ", ".join(f'"{lv}"' for lv in model.odds_for)
    lines = [
        "# HOUSE: the crew overlay's model of how a Shark chooses its turn (a bot model, not game",
        "# rules; jaws/deduction/belief.py reads it), made by",
        f"#   bench/fit_belief.py {command} --write",
        *(f"# {line}" for line in note.splitlines()),
        "",
        "# Fitted on every level at once: the crew bots' model, and the overlay's facing a person.",
        *_model_lines(model, ""),
        "# AI Shark levels the map shows the odds against, each with its own model below: those",
        f"# calibrated on the tune games (ECE <= {ECE_GOAL}, log-likelihood gain > 0; bench/ai.py",
        "# measures them on other seeds)",
        f"odds_for = [{levels}]",
        "",
    ]
    for level, mine in own.items():
        lines += [f"# Fitted on the {level} Shark's games alone: the overlay's facing it."]
        lines += [*_model_lines(mine, f"level.{level}."), ""]
    for level, mine in imagined:
        lines += [IMAGINED_NOTE.format(level=level), *_model_lines(mine, f"imagined.{level}."), ""]
    (default_content().root / BELIEF_FILE).write_text("\n".join(lines), encoding="utf-8")


def _made_by() -> str:
    """The command that made the belief file now in content/ (from its header)."""
    text = (default_content().root / BELIEF_FILE).read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("#   bench/fit_belief.py"):
            return line.removeprefix("#   ").removesuffix(" --write")
    return "unknown"


def _model_lines(model: BeliefModel, prefix: str) -> list[str]:
    return [
        f"[{prefix}choice]  # conditional-logit coefficients per feature of a turn's end",
        *(f"{f} = {c:.4f}" for f, c in zip(FEATURES, model.coefficients, strict=True)),
        "",
        f"[{prefix}calibration]",
        f"mix = {model.mix:g}  # share of a hypothesis's weight spread evenly over its ends",
        f"temperature = {model.temperature:g}  # space shares are raised to this power",
        f"shrink = {model.shrink:g}  # then this share is spread evenly over the possible set",
        f"start_open = {model.start_open:.3f}  # an open-sea start against a beach-side one",
    ]


def _fitted(
    turns: dict[str, list[Turn]], starts: dict[str, tuple[int, int]], levels: Sequence[str]
) -> BeliefModel:
    """The model fitted on `levels`' turns (each level's turns weighted alike), untuned."""
    rows: list[Turn] = []
    for level in levels:
        mine = turns[level]
        rows += [(r, chosen, 1000.0 / max(1, len(mine))) for r, chosen, _ in mine]
    beach = sum(starts[lv][0] for lv in levels) / len(BEACH_SIDE)
    opens = sum(starts[lv][1] for lv in levels) / 4
    base = load_belief(default_content().root)
    start_open = max(0.02, min(1.0, opens / max(beach, 1e-9)))
    return replace(base, coefficients=fit(rows), start_open=start_open, levels=(), imagined=())


def _report(
    name: str, model: BeliefModel, games: dict[str, list[Game]], scores: dict[str, Score]
) -> list[str]:
    print(f"{name}: mix {model.mix:g}, temperature {model.temperature:g}, shrink {model.shrink:g}")
    for f, c in zip(FEATURES, model.coefficients, strict=True):
        print(f"  {f:15} {c:+.3f}")
    lines = []
    for level, (ece, gain, n) in scores.items():
        line = f"  {name} vs {level}: {n} snapshots, ECE {ece:.3f}, log-likelihood gain {gain:+.3f}"
        print(line)
        lines.append(line)
        shown = [(model.calibrate(w), t) for w, t in snapshots(games[level], model)]
        print("    " + reliability(shown))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="fit games per Shark level")
    parser.add_argument("--tune-games", type=int, default=30, help="tune games per level")
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--levels", default="hard,top", help="Shark levels, comma-separated")
    parser.add_argument("--write", action="store_true", help="store the model in content/")
    parser.add_argument(
        "--overlay-only",
        action="store_true",
        help="refit only the per-level models; keep the shared one (the crew bots') as it is",
    )
    args = parser.parse_args()
    levels = [lv for lv in args.levels.split(",") if lv]
    started = time.perf_counter()
    turns: dict[str, list[Turn]] = {}
    starts: dict[str, tuple[int, int]] = {}
    for level in levels:
        mine: list[Turn] = []
        beach = 0
        for i in range(args.games):
            beach += play(args.seed + i, level, mine)[2]
        turns[level] = [t for t in mine if t[1] >= 0]
        starts[level] = (beach, args.games - beach)
        print(f"fit: {level} Shark, {args.games} games, {len(turns[level])} turns")
    tune_seed = args.seed + TUNE_OFFSET
    games = {
        lv: [play(tune_seed + i, lv, None)[0] for i in range(args.tune_games)] for lv in levels
    }
    note = [
        f"Fitted on {args.games} Act 1 games per Shark level ({', '.join(levels)}) against the "
        f"hard crew, seeds {args.seed}+;",
        f"calibration tuned on {args.tune_games} other games per level (seeds {tune_seed}+):",
    ]
    if args.overlay_only:
        shared = load_belief(default_content().root)
        note += ["the shared model kept from the file before, made by", f"  {_made_by()}"]
    else:
        shared, scores = tune(games, _fitted(turns, starts, levels))
        note += _report("shared", shared, games, scores)
    own: dict[str, BeliefModel] = {}
    good: list[str] = []
    for level in levels:
        mine_games = {level: games[level]}
        own[level], mine_scores = tune(mine_games, _fitted(turns, starts, [level]))
        note += _report(f"own {level}", own[level], mine_games, mine_scores)
        ece, gain, _ = mine_scores[level]
        if ece <= ECE_GOAL and gain > 0:
            good.append(level)
    shared = replace(shared, odds_for=tuple(good))
    print(f"({time.perf_counter() - started:.0f} s)")
    if args.write:
        command = f"--games {args.games} --tune-games {args.tune_games} --seed {args.seed}"
        command += f" --levels {','.join(levels)}" + (
            " --overlay-only" if args.overlay_only else ""
        )
        write(shared, own, command, "\n".join(note))
        print(f"wrote {default_content().root / BELIEF_FILE}")


if __name__ == "__main__":
    main()
