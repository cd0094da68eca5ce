"""How far a crew that never ran out of barrels could go against a Shark: whenever a Shark turn
ends with Quint holding no barrel, one is put on the Orca for free before the crew phase. A
bound behind issue 13's best-response goal, as bench/oracle_start.py bounds a better belief.

    .venv/bin/python bench/oracle_supply.py --shark br --games 200 --seed 1 --from floating

`--from shop` takes the free barrel from the Shop (so more barrels come into play, as if Brody
had run them there); `--from floating` takes a floating barrel (the first by space), so no
barrel is added, only the crew's actions to fetch it are saved; `--from none` plays the rules
(bench/tune.py's games and figure). The Shark plays through the same engine, so it knows the
rule too. Act 1 alone, the Shark level against the top crew, each game seeded as `jaws
simulate` and bench/tune.py seed it.

The last line is `oracle_supply shark=<level> from=<shop|floating|none> games=<n>
shark_wins=<%> low=<%> high=<%> rounds=<mean> armed=<n>` (Wilson 95% interval; `armed` is
how many barrels were put on the Orca in all).
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
from jaws.content.act1 import Act1Content
from jaws.engine.act1 import rules
from jaws.engine.act1.state import Act1State
from jaws.engine.state import GameState

SOURCES = ("shop", "floating", "none")

_ORIGINAL_END_TURN: Callable[..., None] = rules.end_turn


def arm(a1: Act1State, source: str) -> bool:
    """Put one barrel on an empty Orca from `source` once the crew phase opens; whether one
    was put there (none is when the source has none, or Quint holds one)."""
    barrels = a1.barrels
    if a1.phase != "crew" or barrels.orca > 0:
        return False
    if source == "shop" and barrels.shop > 0:
        barrels.shop -= 1
    elif source == "floating" and any(barrels.floating.values()):
        spot = next(s for s, n in sorted(barrels.floating.items()) if n)
        barrels.floating[spot] -= 1
        if not barrels.floating[spot]:
            del barrels.floating[spot]
    else:
        return False
    barrels.orca += 1
    return True


def _arming_end_turn(source: str) -> Callable[..., None]:
    def end_turn(a1: Act1State, content: Act1Content, out: list[object]) -> None:
        _ORIGINAL_END_TURN(a1, content, out)
        arm(a1, source)

    return end_turn


def play(seed: int, shark: str, source: str) -> tuple[bool, int, int]:
    """One seeded Act 1 game, the `shark` level against the top crew: (the Shark won, rounds,
    barrels put on the Orca)."""
    if source != "none":
        rules.end_turn = _arming_end_turn(source)
    try:
        return _played(seed, shark)
    finally:
        rules.end_turn = _ORIGINAL_END_TURN


def _played(seed: int, shark: str) -> tuple[bool, int, int]:
    armed = 0

    def count_armed(before: GameState, after: GameState) -> None:
        # Counted here: the Shark's own look-ahead ends turns through the engine too.
        nonlocal armed
        assert before.act1 is not None
        empty = before.act1.phase == "shark" and before.act1.barrels.orca == 0
        armed += empty and after.act1 is not None and after.act1.barrels.orca > 0

    final = play_against_top_crew(seed, shark, after_move=count_armed)
    assert final.outcome is not None and final.act1 is not None
    return final.outcome.winner == "shark", final.act1.round, armed


def _play(job: tuple[int, str, str]) -> tuple[bool, int, int]:
    return play(*job)


def summary(shark: str, source: str, games: list[tuple[bool, int, int]]) -> str:
    """The last line: the Shark's win rate with its Wilson interval, the mean rounds and the
    barrels put on the Orca."""
    rate = shark_wins([(won, rounds) for won, rounds, _ in games])
    armed = sum(n for _, _, n in games)
    return f"oracle_supply shark={shark} from={source} games={len(games)} {rate} armed={armed}"


def main(argv: list[str] | None = None) -> int:
    prog = "bench/oracle_supply.py"
    parser = oracle_arguments(prog, __doc__)
    parser.add_argument("--from", dest="source", choices=SOURCES, default="floating")
    args = parser.parse_args(argv)
    if counts_refused(prog, args):
        return 2
    jobs = [(args.seed + i, args.shark, args.source) for i in range(args.games)]
    games = play_each(prog, _play, jobs, args.workers)
    if games is None:
        return 2
    print(summary(args.shark, args.source, games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
