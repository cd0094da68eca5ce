"""Self-play: bots against bots, many seeded games, win rates with 95% confidence intervals.

    jaws simulate --mode full --games 1000 --shark hard --crew hard --seed 1 --out games.csv

Game i is played from seed `seed + i` (bots seeded from it too), so a run is reproducible and
the same games are dealt whatever the bot levels. Games run in worker processes (both cores by
default). Per-game rows go to CSV or JSON, chosen by the --out file's suffix.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import multiprocessing
import os
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, as_completed, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import NoReturn

from jaws.bots import LEVELS, make_bot
from jaws.bots.challengers import CHALLENGERS
from jaws.content import Content, ContentError, default_content, load_content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.state import MODES, Mode
from jaws.views import view_for

MAX_ACTIONS = 100_000  # a safety net: a game this long is reported unfinished
# Every game's row is kept for the summary: a run is bounded so it fits in memory (and in a day).
MAX_GAMES = 100_000
MAX_WORKERS = 64


class _OneLineParser(argparse.ArgumentParser):
    """Usage mistakes are one line on stderr (exit 2), not a usage block."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message} (see jaws simulate --help)", file=sys.stderr)
        raise SystemExit(2)


@dataclass(frozen=True)
class GameRow:
    """One simulated game."""

    game: int
    seed: int
    mode: str
    shark: str
    crew: str
    winner: str  # "shark", "crew" or "unfinished"
    reason: str
    act1_rounds: int
    act2_rounds: int
    rounds: int
    swimmers_eaten: int  # the Swimmer Track at the end of Act 1 (Michael counts 2)
    barrels_attached: int
    act1_end: str
    shark_wounds: int
    crew_eliminated: int
    tiles_destroyed: int
    actions: int


def play_game(
    game: int, seed: int, mode: Mode, shark: str, crew: str, content: Content | None = None
) -> GameRow:
    """Play one bot-against-bot game to its end."""
    content = content or default_content()
    state = new_game(mode, seed, content)
    bots = {
        "shark": make_bot("shark", shark, seed * 2, content, opponent=crew),
        "crew": make_bot("crew", crew, seed * 2 + 1, content, opponent=shark),
    }
    actions = 0
    while state.outcome is None and actions < MAX_ACTIONS:
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        state, _ = apply(state, bots[seat].choose(view_for(state, seat), legal))
        actions += 1
    a1, a2 = state.act1, state.act2
    act1_rounds = a1.round if a1 is not None else 0
    act2_rounds = a2.round if a2 is not None else 0
    outcome = state.outcome
    return GameRow(
        game=game,
        seed=seed,
        mode=mode,
        shark=shark,
        crew=crew,
        winner=outcome.winner if outcome else "unfinished",
        reason=outcome.reason if outcome else f"stopped after {actions} actions",
        act1_rounds=act1_rounds,
        act2_rounds=act2_rounds,
        rounds=act1_rounds + act2_rounds,
        swimmers_eaten=a1.track if a1 is not None else 0,
        barrels_attached=a1.barrels.attached if a1 is not None else 0,
        act1_end=(a1.end_reason or "") if a1 is not None else "",
        shark_wounds=a2.wounds.get("shark", 0) if a2 is not None else 0,
        crew_eliminated=len(a2.eliminated) if a2 is not None else 0,
        tiles_destroyed=sum(1 for t in a2.tiles if t == "destroyed") if a2 is not None else 0,
        actions=actions,
    )


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with the default z)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


class SimulationFailed(Exception):
    """A game or a worker process failed; the message is one line."""


_WORKER_CONTENT: Content | None = None
_WORKER_ERROR: str | None = None


def _init_worker(content_dir: str | None) -> None:
    # Never raise here: a failing initializer makes a pool respawn workers (multiprocessing) or
    # log a traceback (concurrent.futures). Keep the error; each job reports it in one line.
    global _WORKER_CONTENT, _WORKER_ERROR
    try:
        _WORKER_CONTENT = load_content(Path(content_dir)) if content_dir else default_content()
    except ContentError as exc:
        _WORKER_ERROR = str(exc)


def _run_one(job: tuple[int, int, Mode, str, str]) -> GameRow:
    if _WORKER_ERROR is not None:
        raise SimulationFailed(_WORKER_ERROR)
    game, seed, mode, shark, crew = job
    try:
        return play_game(game, seed, mode, shark, crew, _WORKER_CONTENT)
    except Exception as exc:  # a bug: report it as one line naming the game
        raise SimulationFailed(
            f"game {game} (seed {seed}) failed: {type(exc).__name__}: {exc}"
        ) from None


def run_games(
    mode: Mode,
    games: int,
    shark: str,
    crew: str,
    seed: int = 1,
    workers: int = 1,
    content_dir: str | None = None,
) -> Iterator[GameRow]:
    """Yield the games' rows as they finish (in game order when workers == 1).

    Raises SimulationFailed (one line) when a game, or a worker process, fails.
    """
    jobs = ((i, seed + i, mode, shark, crew) for i in range(games))
    if workers <= 1:
        _init_worker(content_dir)
        yield from map(_run_one, jobs)
        return
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    pool = ProcessPoolExecutor(
        workers, mp_context=ctx, initializer=_init_worker, initargs=(content_dir,)
    )
    try:
        yield from _pooled(pool, jobs, in_flight=workers * 4)
    except BrokenProcessPool:
        raise SimulationFailed("a worker process died (out of memory or killed?)") from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _pooled(
    pool: ProcessPoolExecutor, jobs: Iterator[tuple[int, int, Mode, str, str]], in_flight: int
) -> Iterator[GameRow]:
    """Keep at most `in_flight` games queued; yield rows as they finish."""
    pending: set[Future[GameRow]] = set()
    for job in jobs:
        pending.add(pool.submit(_run_one, job))
        if len(pending) >= in_flight:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            yield from (future.result() for future in done)
    for future in as_completed(pending):
        yield future.result()


def summary(rows: Sequence[GameRow], mode: str, shark: str, crew: str, seed: int) -> str:
    """The printed report of a run."""
    n = len(rows)
    lines = [f"jaws simulate: mode={mode} games={n} shark={shark} crew={crew} seed={seed}"]
    for side, label in (("shark", "Shark wins:"), ("crew", "Crew wins: ")):
        wins = sum(1 for r in rows if r.winner == side)
        low, high = wilson(wins, n)
        share = 100 * wins / n if n else 0.0
        lines.append(f"{label} {wins} ({share:.1f}%, 95% CI {100 * low:.1f}-{100 * high:.1f}%)")
    unfinished = sum(1 for r in rows if r.winner == "unfinished")
    if unfinished:
        lines.append(f"Unfinished: {unfinished}")

    def mean(values: list[int]) -> float:
        return sum(values) / len(values) if values else 0.0

    with_act1 = [r for r in rows if r.mode != "act2"]
    with_act2 = [r for r in rows if r.act2_rounds]
    rounds = f"Mean rounds: {mean([r.rounds for r in rows]):.2f}"
    if mode == "full":
        rounds += (
            f" (Act 1 {mean([r.act1_rounds for r in with_act1]):.2f},"
            f" Act 2 {mean([r.act2_rounds for r in with_act2]):.2f})"
        )
    lines.append(rounds)
    if with_act1:
        lines.append(f"Mean swimmers eaten: {mean([r.swimmers_eaten for r in with_act1]):.2f}")
        lines.append(f"Mean barrels attached: {mean([r.barrels_attached for r in with_act1]):.2f}")
    if with_act2:
        lines.append(
            f"Mean Act 2: Shark wounds {mean([r.shark_wounds for r in with_act2]):.2f},"
            f" crew eliminated {mean([r.crew_eliminated for r in with_act2]):.2f},"
            f" boat tiles destroyed {mean([r.tiles_destroyed for r in with_act2]):.2f}"
        )
    return "\n".join(lines)


def write_rows(rows: Sequence[GameRow], path: Path) -> None:
    """Per-game rows as CSV or JSON (by suffix); raises ValueError for another suffix."""
    suffix = path.suffix.lower()
    ordered = sorted(rows, key=lambda r: r.game)
    if suffix == ".csv":
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=[f.name for f in fields(GameRow)])
            writer.writeheader()
            writer.writerows(asdict(r) for r in ordered)
    elif suffix == ".json":
        path.write_text(json.dumps([asdict(r) for r in ordered], indent=1) + "\n", "utf-8")
    else:
        raise ValueError(f"--out must end in .csv or .json, not {path.name!r}")


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="jaws simulate", description="Bots play bots; prints win rates with 95% CIs."
    )
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument(
        "--shark",
        choices=(*LEVELS, *CHALLENGERS["shark"]),
        default="hard",
        help="Shark bot level (br: the best response to the crew level it faces, a challenger)",
    )
    parser.add_argument(
        "--crew",
        choices=(*LEVELS, *CHALLENGERS["crew"]),
        default="hard",
        help="crew bot level (lc: the location-model crew, a challenger)",
    )
    parser.add_argument("--seed", type=int, default=1, help="game i is dealt from seed + i")
    parser.add_argument("--out", type=Path, help="per-game rows to a .csv or .json file")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--content", help="a content folder to play with (balance trials)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: list[str]) -> int:
    """Run `jaws simulate`; returns the exit status (2 for bad arguments)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    for option, value, most in (
        ("games", args.games, MAX_GAMES),
        ("workers", args.workers, MAX_WORKERS),
    ):
        if value < 1 or value > most:
            bound = "at least 1" if value < 1 else f"at most {most:,}"
            print(f"jaws simulate: --{option} must be {bound}", file=sys.stderr)
            return 2
    if args.out is not None and args.out.suffix.lower() not in (".csv", ".json"):
        print(
            f"jaws simulate: --out must end in .csv or .json, not {args.out.name!r}",
            file=sys.stderr,
        )
        return 2
    unwritable = _unwritable(args.out) if args.out is not None else None
    if unwritable is not None:
        # Said before the games are played, not after (stop-33 playtest: the whole run was
        # spent and then "cannot write").
        print(f"jaws simulate: cannot write {args.out}: {unwritable}", file=sys.stderr)
        return 2
    try:  # once, here: a broken folder is one line before any worker starts
        load_content(Path(args.content)) if args.content else default_content()
    except (ContentError, OSError) as exc:
        print(f"jaws simulate: {exc}", file=sys.stderr)
        return 2
    try:
        rows = _collect(args)
    except SimulationFailed as exc:
        print(f"jaws simulate: {exc}", file=sys.stderr)
        return 1
    print(summary(rows, args.mode, args.shark, args.crew, args.seed))
    if args.out is not None:
        try:
            write_rows(rows, args.out)
        except OSError as exc:
            print(f"jaws simulate: cannot write {args.out}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(f"Per-game rows written to {args.out}")
    return 0


def _unwritable(path: Path) -> str | None:
    """Why the rows could not be written to `path`, checked without creating it; None if
    they can."""
    folder = path.parent
    if not folder.is_dir():
        return f"there is no folder {folder}"
    if path.is_dir():
        return "it is a folder"
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return "permission denied"
    return None


def _collect(args: argparse.Namespace) -> list[GameRow]:
    games = run_games(
        args.mode, args.games, args.shark, args.crew, args.seed, args.workers, args.content
    )
    if args.quiet:
        return sorted(games, key=lambda r: r.game)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    rows: list[GameRow] = []
    columns = (
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, transient=True) as progress:
        task = progress.add_task(f"{args.shark} Shark vs {args.crew} crew", total=args.games)
        for row in games:
            rows.append(row)
            progress.advance(task)
    return sorted(rows, key=lambda r: r.game)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
