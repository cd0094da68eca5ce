"""P(the Shark wins Act 2 | the Swimmer Track at the end of Act 1), Act 2 played on its own.

    .venv/bin/python bench/act2_hands.py [--games 200] [--seed 1] [--workers 1]
        [--shark top] [--crew top] [--content DIR] [--table-out table.json]
        [--act1-rows rows.csv]
    .venv/bin/python bench/act2_hands.py --table table.json [more.json ..] --act1-rows rows.csv

For each Swimmer Track position (0 to the track's end) it deals Act 2 the hands that track gives
in a full game (the `[[hands]]` table of act2/components.toml, through `new_act2`), then the
`--shark` bot plays the `--crew` bot from the crew's gear split to the end. Paired and seeded:
game i of every track is dealt from seed + i (bots seeded as `jaws simulate` seeds them), so a
higher track deals the same shuffles with more Ability cards and less gear. Tracks that share a
hands row share their games. It prints per track the Shark's Act 2 win rate (Wilson 95% CI) and
the Act 2 rounds (median and quartiles). `--content` plays another content folder (balance trials).

`--act1-rows` reads Act 1 end states (the `swimmers_eaten` and `act1_end` columns of a
`jaws simulate --mode full --out rows.csv|json` file: Act 1 played alone ends at 7, not 9, and
is flagged) and predicts the full game from the table: full_shark (the mean of P(win | track)
over the rows) and act1_swing (its mean over the "track" ends minus its mean over the "barrels"
ends), each with a 95% interval for the expectation from the table's and the rows' sampling (a
run of N full games adds its own binomial noise). `--table` reads tables written by
`--table-out` instead of playing (several, e.g. seed blocks, are merged track by track);
`--tracks 0,6,9` plays only those tracks (a quick look).

The last line is `act2_hands games=<n> p0=<%> .. p9=<%> median0=<n> .. median9=<n>` (then
` full_shark=<%> act1_swing=<points>` with --act1-rows). Figures, never a test.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import multiprocessing
import statistics
import sys
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.bots import LEVELS, make_bot
from jaws.content import Content, default_content, load_content
from jaws.engine import apply, legal_actions, whose_turn
from jaws.engine.act2.setup import new_act2
from jaws.engine.outcome import Termination
from jaws.engine.rng import Rng
from jaws.engine.state import Act1Result, GameState
from jaws.simulate import wilson
from jaws.views import view_for

MAX_ACTIONS = 100_000
Hands = tuple[int, int]  # (Shark Ability cards, shared Gear cards)
Job = tuple[int, int, str, str]  # track, seed, Shark level, crew level


@dataclass(frozen=True)
class TrackResult:
    """Act 2 from one track's hands: the Shark's wins and each game's rounds."""

    track: int
    cards: int
    gear: int
    wins: int
    games: int
    unfinished: int
    rounds: list[int]
    orca: int = 0  # of the Shark's wins, those by destroying every Boat Tile


def new_act2_game(content: Content, seed: int, track: int) -> GameState:
    """A full game at the start of Act 2, Act 1 having ended at `track` (the track's end is a
    Shark win, below it two barrels: the bots read neither)."""
    rng = Rng(seed)
    top = content.act1.components.swimmer_track_max
    end = Act1Result("track", track, 0) if track >= top else Act1Result("barrels", track, 2)
    cards, gear = content.act2.hands_for_track(track)
    act2, _ = new_act2(content, rng, cards, gear)
    return GameState("full", seed, rng, 2, None, act2, end, content=content)


def play_act2(
    content: Content, seed: int, track: int, shark: str, crew: str
) -> tuple[str, int, bool]:
    """(winner or "unfinished", Act 2 rounds, whether the Orca sank) of one seeded game."""
    state = new_act2_game(content, seed, track)
    bots = {
        "shark": make_bot("shark", shark, seed * 2, content, opponent=crew),
        "crew": make_bot("crew", crew, seed * 2 + 1, content, opponent=shark),
    }
    for _ in range(MAX_ACTIONS):
        seat = whose_turn(state)
        if seat is None:
            break
        legal = legal_actions(state, seat)
        state, _ = apply(state, bots[seat].choose(view_for(state, seat), legal))
    assert state.act2 is not None
    outcome = state.outcome
    winner = outcome.winner if outcome is not None else "unfinished"
    sunk = outcome is not None and outcome.termination is Termination.ORCA_DESTROYED
    return winner, state.act2.round, sunk


_CONTENT: Content | None = None


def _init(content_dir: str | None) -> None:
    global _CONTENT
    _CONTENT = load_content(Path(content_dir)) if content_dir else default_content()


def _run(job: Job) -> tuple[int, tuple[str, int, bool]]:
    track, seed, shark, crew = job
    assert _CONTENT is not None
    return track, play_act2(_CONTENT, seed, track, shark, crew)


def measure(args: argparse.Namespace) -> list[TrackResult]:
    """Play every distinct hands row `--games` times; one result per track."""
    content = load_content(Path(args.content)) if args.content else default_content()
    top = content.act1.components.swimmer_track_max
    tracks = [t for t in range(top + 1) if args.tracks is None or t in args.tracks]
    hands = {t: content.act2.hands_for_track(t) for t in tracks}
    first: dict[Hands, int] = {}  # the lowest track of each hands row plays for the row
    for t in tracks:
        first.setdefault(hands[t], t)
    jobs: list[Job] = [
        (t, args.seed + i, args.shark, args.crew) for t in first.values() for i in range(args.games)
    ]
    played: dict[int, list[tuple[str, int, bool]]] = {t: [] for t in first.values()}
    if args.workers <= 1:
        _init(args.content)
        results: Iterable[tuple[int, tuple[str, int, bool]]] = map(_run, jobs)
        for t, game in results:
            played[t].append(game)
    else:
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(args.workers, _init, (args.content,)) as pool:
            for t, game in pool.imap_unordered(_run, jobs, chunksize=4):
                played[t].append(game)
    out = []
    for t in tracks:
        games = played[first[hands[t]]]
        out.append(
            TrackResult(
                track=t,
                cards=hands[t][0],
                gear=hands[t][1],
                wins=sum(w == "shark" for w, _, _ in games),
                games=len(games),
                unfinished=sum(w == "unfinished" for w, _, _ in games),
                rounds=sorted(r for _, r, _ in games),
                orca=sum(sunk for _, _, sunk in games),
            )
        )
    return out


def print_table(table: Sequence[TrackResult]) -> None:
    print(
        "track cards gear  Shark wins (95% CI)          by Orca   Act 2 rounds: median (quartiles)"
    )
    for r in table:
        low, high = wilson(r.wins, r.games)
        q = statistics.quantiles(r.rounds, n=4) if len(r.rounds) > 1 else [math.nan] * 3
        extra = f", unfinished {r.unfinished}" if r.unfinished else ""
        print(
            f"{r.track:5} {r.cards:5} {r.gear:4}  {r.wins:4}/{r.games:<4} = "
            f"{100 * r.wins / max(1, r.games):5.1f}% ({100 * low:4.1f}-{100 * high:5.1f}%)"
            f" {r.orca:4}   {statistics.median(r.rounds or [0]):5g} ({q[0]:g}-{q[2]:g}){extra}"
        )


def read_tables(paths: Sequence[Path]) -> list[TrackResult]:
    """Tables written by --table-out (e.g. two seed blocks), merged track by track; raises
    SystemExit if they deal one track different hands."""
    merged: dict[int, TrackResult] = {}
    for path in paths:
        saved = json.loads(path.read_text("utf-8"))
        print(f"table {path}: " + " ".join(f"{k}={saved[k]}" for k in saved if k != "tracks"))
        for r in (TrackResult(**row) for row in saved["tracks"]):
            old = merged.get(r.track)
            if old is None:
                merged[r.track] = r
                continue
            if (old.cards, old.gear) != (r.cards, r.gear):
                raise SystemExit(f"bench/act2_hands.py: {path} deals track {r.track} other hands")
            merged[r.track] = TrackResult(
                r.track,
                r.cards,
                r.gear,
                old.wins + r.wins,
                old.games + r.games,
                old.unfinished + r.unfinished,
                sorted(old.rounds + r.rounds),
                old.orca + r.orca,
            )
    return [merged[t] for t in sorted(merged)]


def read_act1_rows(path: Path) -> list[tuple[int, str]]:
    """(track, end) of each Act 1 in a `jaws simulate --out` file (.csv or .json)."""
    if path.suffix.lower() == ".json":
        rows = json.loads(path.read_text("utf-8"))
    else:
        with path.open(newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    if any(r.get("mode") == "act1" for r in rows):
        print(
            "warning: these rows are Act 1 played alone, where the Shark wins at 7, not 9: "
            "a full game's Act 1 (jaws simulate --mode full) ends elsewhere",
            file=sys.stderr,
        )
    return [(int(r["swimmers_eaten"]), str(r["act1_end"])) for r in rows if r["act1_end"]]


def _group(table: Sequence[TrackResult], tracks: Sequence[int]) -> tuple[float, float]:
    """(mean of P(win | track) over `tracks`, its variance from the table and the sample)."""
    n = len(tracks)
    if not n:
        return math.nan, math.nan
    by = {r.track: r for r in table}
    p = [by[t].wins / max(1, by[t].games) for t in tracks]
    mean = sum(p) / n
    # Tracks of one hands row share their games, so the table's error is counted per row.
    rows: dict[Hands, tuple[float, float, int]] = {}
    for t, pt in zip(tracks, p, strict=True):
        key = (by[t].cards, by[t].gear)
        weight = rows.get(key, (0.0, pt, 0))[0]
        rows[key] = (weight + 1 / n, pt, max(1, by[t].games))
    var_table = sum(w * w * pr * (1 - pr) / games for w, pr, games in rows.values())
    var_rows = (sum(x * x for x in p) / n - mean * mean) / n
    return mean, var_table + var_rows


def predict(table: Sequence[TrackResult], ends: Sequence[tuple[int, str]]) -> tuple[float, float]:
    """Print and return the predicted (full_shark %, act1_swing points) for these Act 1 ends."""
    tracks = [t for t, _ in ends]
    missing = sorted(set(tracks) - {r.track for r in table})
    if missing:
        raise SystemExit(f"bench/act2_hands.py: the table has no track {missing[0]}")
    full, full_var = _group(table, tracks)
    won, won_var = _group(table, [t for t, e in ends if e == "track"])
    lost, lost_var = _group(table, [t for t, e in ends if e == "barrels"])
    swing, swing_var = won - lost, won_var + lost_var
    wins = sum(e == "track" for _, e in ends)
    print(f"predicted from {len(ends)} Act 1 ends ({wins} Shark wins at the track):")
    print(f"  full_shark {100 * full:.1f}% (+-{196 * math.sqrt(full_var):.1f})")
    print(f"  after a track end {100 * won:.1f}%, after a barrels end {100 * lost:.1f}%")
    print(f"  act1_swing {100 * swing:+.1f} points (+-{196 * math.sqrt(swing_var):.1f})")
    return 100 * full, 100 * swing


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bench/act2_hands.py", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--games", type=int, default=200, help="Act 2 games per hands row")
    parser.add_argument("--seed", type=int, default=1, help="game i is dealt from seed + i")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--shark", choices=LEVELS, default="top")
    parser.add_argument("--crew", choices=LEVELS, default="top")
    parser.add_argument("--content", help="a content folder to play with (balance trials)")
    parser.add_argument(
        "--tracks",
        type=lambda text: {int(t) for t in text.split(",")},
        help="only these tracks, e.g. 0,6,9 (a quick look; --act1-rows needs every track)",
    )
    parser.add_argument("--table-out", type=Path, help="write the measured table (.json)")
    parser.add_argument(
        "--table", type=Path, nargs="+", help="read tables instead of playing (merged by track)"
    )
    parser.add_argument("--act1-rows", type=Path, help="Act 1 ends to predict from (.csv/.json)")
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if not 1 <= args.games <= 10_000 or not 1 <= args.workers <= 8:
        print("bench/act2_hands.py: --games must be 1-10000, --workers 1-8", file=sys.stderr)
        return 2
    if args.table:
        table = read_tables(args.table)
    else:
        table = measure(args)
        where = args.content or "content"
        print(
            f"Act 2 by track: {args.shark} Shark vs {args.crew} crew, {where}, "
            f"seeds {args.seed}-{args.seed + args.games - 1}"
        )
        if args.table_out is not None:
            meta = {k: getattr(args, k) for k in ("content", "shark", "crew", "seed", "games")}
            saved = {**meta, "tracks": [asdict(r) for r in table]}
            args.table_out.write_text(json.dumps(saved, indent=1) + "\n", "utf-8")
    print_table(table)
    line = f"act2_hands games={table[0].games} " + " ".join(
        f"p{r.track}={100 * r.wins / max(1, r.games):.1f}" for r in table
    )
    line += " " + " ".join(f"median{r.track}={statistics.median(r.rounds or [0]):g}" for r in table)
    if args.act1_rows is not None:
        full, swing = predict(table, read_act1_rows(args.act1_rows))
        line += f" full_shark={full:.1f} act1_swing={swing:.1f}"
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
