"""Play a bench script's seeded games, in worker processes or in this one, and turn a failure
into the script's one line on stderr (shared by bench/hiding.py and the oracle benches); and
what the oracle benches share: one seeded Act 1 game of a Shark level against the top crew,
their arguments and their summary's win rate."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from jaws.bots import make_bot
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.state import GameState
from jaws.simulate import wilson
from jaws.views import view_for

MAX_ACTIONS = 20_000  # a game longer than this is a bug, not a long game

Job = TypeVar("Job")
Result = TypeVar("Result")


def play_each(
    prog: str, play: Callable[[Job], Result], jobs: Sequence[Job], workers: int
) -> list[Result] | None:
    """`play` of every job, in order; None once `prog`'s one-line refusal is printed (a bad
    level, or a worker process that died)."""
    try:
        if workers == 1:
            return [play(job) for job in jobs]
        with ProcessPoolExecutor(workers) as pool:
            return list(pool.map(play, jobs))
    except ValueError as problem:
        print(f"{prog}: {problem}", file=sys.stderr)
    except BrokenProcessPool:
        print(f"{prog}: a worker process died (out of memory or killed?)", file=sys.stderr)
    return None


def play_against_top_crew(
    seed: int,
    shark: str,
    before_move: Callable[[GameState], None] | None = None,
    after_move: Callable[[GameState, GameState], None] | None = None,
) -> GameState:
    """One Act 1 game, the `shark` level against the top crew, seeded as `jaws simulate` and
    bench/tune.py seed it; the finished game. `before_move(state)` runs before each move is
    chosen (a bot's look-ahead may read what it records), `after_move(before, after)` once
    the move is played."""
    state = new_game("act1", seed)
    content = state.content
    bots = {
        "shark": make_bot("shark", shark, seed * 2, content, opponent="top"),
        "crew": make_bot("crew", "top", seed * 2 + 1, content, opponent=shark),
    }
    for _ in range(MAX_ACTIONS):
        if state.outcome is not None:
            break
        seat = whose_turn(state)
        assert seat is not None and state.act1 is not None
        if before_move is not None:
            before_move(state)
        action = bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
        played, _ = apply(state, action)
        if after_move is not None:
            after_move(state, played)
        state = played
    assert state.outcome is not None and state.act1 is not None, "the game did not end"
    return state


def shark_wins(games: Sequence[tuple[bool, int]]) -> str:
    """The summary's win rate: "shark_wins=<%> low=<%> high=<%> rounds=<mean>" from each
    game's (the Shark won, rounds), with the Wilson 95% interval."""
    wins = sum(won for won, _ in games)
    low, high = wilson(wins, len(games))
    rounds = sum(r for _, r in games) / len(games)
    return (
        f"shark_wins={100 * wins / len(games):.1f} low={100 * low:.1f} high={100 * high:.1f} "
        f"rounds={rounds:.2f}"
    )


def oracle_arguments(prog: str, doc: str) -> argparse.ArgumentParser:
    """An oracle bench's parser: --shark, --games, --seed, --workers (checked by
    `counts_refused`); the script adds its own."""
    parser = argparse.ArgumentParser(prog=prog, description=doc.splitlines()[0])
    parser.add_argument("--shark", default="br", help="Shark level (easy, hard, top, br)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    return parser


def counts_refused(prog: str, args: argparse.Namespace) -> bool:
    """Whether --games or --workers is out of range (the refusal is printed)."""
    if 1 <= args.games <= 2000 and 1 <= args.workers <= 8:
        return False
    print(f"{prog}: --games must be 1..2000 and --workers 1..8", file=sys.stderr)
    return True
