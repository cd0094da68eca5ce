"""How far a better belief could take the top crew against a Shark: the crew is told, after
each Shark turn, exactly where that turn started (or, with --told end, where it ended). A bound
behind issue 13's best-response goal.

    .venv/bin/python bench/oracle_start.py --shark br --games 200 --seed 1
    .venv/bin/python bench/oracle_start.py --shark br --games 200 --seed 1 --told end

Act 1 alone, the Shark level against the top crew, each game seeded as `jaws simulate` and
bench/tune.py seed it (so `--no-oracle` plays tune.py's games and gives its figure). With the
oracle, whenever a CrewBelief (jaws.bots.top.act1_crew) takes in a Shark turn, it first drops
every hypothesis whose space is not the one the Shark started that turn on. What is left is
only what the rules hide within one turn: the Shark's moves from a known start, and whether it
played Out of Sight. With --told end it keeps, once the turn is taken in and before the crew
solves its phase, only the hypotheses at the space the turn ended on: nothing is hidden, and
the figure is what the crew's play does with a Shark it can see. The best-response Shark keeps
the crew's own belief, so it is told too and foresees the told crew.

The last line is `oracle_start shark=<level> oracle=<on|off> told=<start|end> games=<n>
shark_wins=<%> low=<%> high=<%> rounds=<mean>` (Wilson 95% interval).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.seeded_pool import (
    counts_refused,
    oracle_arguments,
    play_against_top_crew,
    play_each,
    shark_wins,
)
from jaws.bots.top.act1_crew import CrewBelief
from jaws.deduction import Hypothesis
from jaws.deduction.belief import ModelTracker
from jaws.engine.act1.events import SharkTurnEnded
from jaws.engine.state import GameState
from jaws.views.act1 import Act1View

# Per round of the game being played, the space the Shark's turn started (or ended) on (one
# game per process at a time; cleared at each game's start).
TOLD: dict[int, str] = {}
_ORIGINAL_APPLY: Callable[[CrewBelief, object, Act1View, bool], None] = CrewBelief._apply
_MODEL_APPLY: Callable[[ModelTracker, object, Act1View, bool], None] = ModelTracker._apply


def told(beliefs: dict[Hypothesis, float], start: str) -> dict[Hypothesis, float]:
    """`beliefs` (held before a Shark turn) with only the hypotheses at `start`; unchanged
    when none is there (the deduction never loses the Shark, so that is not expected)."""
    kept = {h: w for h, w in beliefs.items() if h[0] == start}
    return kept or beliefs


def _told_apply(self: CrewBelief, clue: object, a1: Act1View, is_last: bool) -> None:
    if isinstance(clue, SharkTurnEnded) and clue.round in TOLD:
        self._beliefs = told(self._beliefs, TOLD[clue.round])
    _ORIGINAL_APPLY(self, clue, a1, is_last)


def _told_end_apply(self: ModelTracker, clue: object, a1: Act1View, is_last: bool) -> None:
    """The fitted belief's own step, then (a crew's belief only) the turn's end told: inside
    CrewBelief._apply, before the crew solves its phase on it."""
    _MODEL_APPLY(self, clue, a1, is_last)
    if isinstance(self, CrewBelief) and isinstance(clue, SharkTurnEnded) and clue.round in TOLD:
        self._beliefs = told(self._beliefs, TOLD[clue.round])


def play(seed: int, shark: str, oracle: bool, told_what: str = "start") -> tuple[bool, int]:
    """One seeded Act 1 game, the `shark` level against the top crew: (the Shark won, rounds).
    `told_what`: "start" or "end", the space of each Shark turn the crew is told."""
    TOLD.clear()
    if oracle and told_what == "end":
        ModelTracker._apply = _told_end_apply  # type: ignore[method-assign]
    elif oracle:
        CrewBelief._apply = _told_apply  # type: ignore[method-assign]
    try:
        return _played(seed, shark, told_what)
    finally:
        CrewBelief._apply = _ORIGINAL_APPLY  # type: ignore[method-assign]
        ModelTracker._apply = _MODEL_APPLY  # type: ignore[method-assign]
        TOLD.clear()


def _played(seed: int, shark: str, told_what: str) -> tuple[bool, int]:
    # Where this round's turn starts (first seen in the Shark's phase) or ended (the crew's).
    phase = "shark" if told_what == "start" else "crew"

    def record(state: GameState) -> None:
        a1 = state.act1
        if a1 is not None and a1.phase == phase and a1.shark_position is not None:
            TOLD.setdefault(a1.round, a1.shark_position)

    final = play_against_top_crew(seed, shark, before_move=record)
    assert final.outcome is not None and final.act1 is not None
    return final.outcome.winner == "shark", final.act1.round


def _play(job: tuple[int, str, bool, str]) -> tuple[bool, int]:
    return play(*job)


def summary(
    shark: str, oracle: bool, games: list[tuple[bool, int]], told_what: str = "start"
) -> str:
    """The last line: the Shark's win rate with its Wilson interval, and the mean rounds."""
    said = f"oracle={'on' if oracle else 'off'} told={told_what}"
    return f"oracle_start shark={shark} {said} games={len(games)} " + shark_wins(games)


def main(argv: list[str] | None = None) -> int:
    prog = "bench/oracle_start.py"
    parser = oracle_arguments(prog, __doc__)
    parser.add_argument("--no-oracle", action="store_true", help="the crew is told nothing")
    parser.add_argument(
        "--told", choices=("start", "end"), default="start", help="which space of each turn"
    )
    args = parser.parse_args(argv)
    if counts_refused(prog, args):
        return 2
    oracle = not args.no_oracle
    jobs = [(args.seed + i, args.shark, oracle, args.told) for i in range(args.games)]
    games = play_each(prog, _play, jobs, args.workers)
    if games is None:
        return 2
    print(summary(args.shark, oracle, games, args.told))
    return 0


if __name__ == "__main__":
    sys.exit(main())
