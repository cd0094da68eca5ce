"""How far a better belief could take the top crew against a Shark: the crew is told, after
each Shark turn, exactly where that turn started. A bound behind issue 13's best-response goal.

    .venv/bin/python bench/oracle_start.py --shark br --games 200 --seed 1

Act 1 alone, the Shark level against the top crew, each game seeded as `jaws simulate` and
bench/tune.py seed it (so `--no-oracle` plays tune.py's games and gives its figure). With the
oracle, whenever a CrewBelief (jaws.bots.top.act1_crew) takes in a Shark turn, it first drops
every hypothesis whose space is not the one the Shark started that turn on. What is left is
only what the rules hide within one turn: the Shark's moves from a known start, and whether it
played Out of Sight. The best-response Shark keeps the crew's own belief, so it is told too
and foresees the told crew.

The last line is `oracle_start shark=<level> oracle=<on|off> games=<n> shark_wins=<%>
low=<%> high=<%> rounds=<mean>` (Wilson 95% interval).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.seeded_pool import play_each
from jaws.bots import make_bot
from jaws.bots.top.act1_crew import CrewBelief
from jaws.deduction import Hypothesis
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1.events import SharkTurnEnded
from jaws.simulate import wilson
from jaws.views import view_for
from jaws.views.act1 import Act1View

MAX_ACTIONS = 20_000  # a game longer than this is a bug, not a long game

# Per round of the game being played, the space the Shark's turn started on (one game per
# process at a time; cleared at each game's start).
TOLD: dict[int, str] = {}
_ORIGINAL_APPLY: Callable[[CrewBelief, object, Act1View, bool], None] = CrewBelief._apply


def told(beliefs: dict[Hypothesis, float], start: str) -> dict[Hypothesis, float]:
    """`beliefs` (held before a Shark turn) with only the hypotheses at `start`; unchanged
    when none is there (the deduction never loses the Shark, so that is not expected)."""
    kept = {h: w for h, w in beliefs.items() if h[0] == start}
    return kept or beliefs


def _told_apply(self: CrewBelief, clue: object, a1: Act1View, is_last: bool) -> None:
    if isinstance(clue, SharkTurnEnded) and clue.round in TOLD:
        self._beliefs = told(self._beliefs, TOLD[clue.round])
    _ORIGINAL_APPLY(self, clue, a1, is_last)


def play(seed: int, shark: str, oracle: bool) -> tuple[bool, int]:
    """One seeded Act 1 game, the `shark` level against the top crew: (the Shark won, rounds)."""
    TOLD.clear()
    if oracle:
        CrewBelief._apply = _told_apply  # type: ignore[method-assign]
    try:
        return _played(seed, shark)
    finally:
        CrewBelief._apply = _ORIGINAL_APPLY  # type: ignore[method-assign]
        TOLD.clear()


def _played(seed: int, shark: str) -> tuple[bool, int]:
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
        a1 = state.act1
        assert seat is not None and a1 is not None
        if a1.phase == "shark" and a1.shark_position is not None:
            TOLD.setdefault(a1.round, a1.shark_position)  # where this round's turn starts
        action = bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
        state, _ = apply(state, action)
    assert state.outcome is not None and state.act1 is not None, "the game did not end"
    return state.outcome.winner == "shark", state.act1.round


def _play(job: tuple[int, str, bool]) -> tuple[bool, int]:
    return play(*job)


def summary(shark: str, oracle: bool, games: list[tuple[bool, int]]) -> str:
    """The last line: the Shark's win rate with its Wilson interval, and the mean rounds."""
    wins = sum(won for won, _ in games)
    low, high = wilson(wins, len(games))
    rounds = sum(r for _, r in games) / len(games)
    return (
        f"oracle_start shark={shark} oracle={'on' if oracle else 'off'} games={len(games)} "
        f"shark_wins={100 * wins / len(games):.1f} low={100 * low:.1f} high={100 * high:.1f} "
        f"rounds={rounds:.2f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="bench/oracle_start.py", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--shark", default="br", help="Shark level (easy, hard, top, br)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-oracle", action="store_true", help="the crew is told nothing")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 2000 or not 1 <= args.workers <= 8:
        print("bench/oracle_start.py: --games must be 1..2000 and --workers 1..8", file=sys.stderr)
        return 2
    oracle = not args.no_oracle
    jobs = [(args.seed + i, args.shark, oracle) for i in range(args.games)]
    games = play_each("bench/oracle_start.py", _play, jobs, args.workers)
    if games is None:
        return 2
    print(summary(args.shark, oracle, games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
