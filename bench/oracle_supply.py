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

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.seeded_pool import play_each
from jaws.bots import make_bot
from jaws.content.act1 import Act1Content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import rules
from jaws.engine.act1.state import Act1State
from jaws.simulate import wilson
from jaws.views import view_for

MAX_ACTIONS = 20_000  # a game longer than this is a bug, not a long game
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
    state = new_game("act1", seed)
    content = state.content
    bots = {
        "shark": make_bot("shark", shark, seed * 2, content, opponent="top"),
        "crew": make_bot("crew", "top", seed * 2 + 1, content, opponent=shark),
    }
    armed = 0
    for _ in range(MAX_ACTIONS):
        if state.outcome is not None:
            break
        seat = whose_turn(state)
        assert seat is not None and state.act1 is not None
        empty = state.act1.phase == "shark" and state.act1.barrels.orca == 0
        action = bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
        state, _ = apply(state, action)
        # (counted here: the Shark's own look-ahead ends turns through the engine too)
        armed += empty and state.act1 is not None and state.act1.barrels.orca > 0
    assert state.outcome is not None and state.act1 is not None, "the game did not end"
    return state.outcome.winner == "shark", state.act1.round, armed


def _play(job: tuple[int, str, str]) -> tuple[bool, int, int]:
    return play(*job)


def summary(shark: str, source: str, games: list[tuple[bool, int, int]]) -> str:
    """The last line: the Shark's win rate with its Wilson interval, the mean rounds and the
    barrels put on the Orca."""
    wins = sum(won for won, _, _ in games)
    low, high = wilson(wins, len(games))
    rounds = sum(r for _, r, _ in games) / len(games)
    armed = sum(n for _, _, n in games)
    return (
        f"oracle_supply shark={shark} from={source} games={len(games)} "
        f"shark_wins={100 * wins / len(games):.1f} low={100 * low:.1f} high={100 * high:.1f} "
        f"rounds={rounds:.2f} armed={armed}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="bench/oracle_supply.py", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--shark", default="br", help="Shark level (easy, hard, top, br)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--from", dest="source", choices=SOURCES, default="floating")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 2000 or not 1 <= args.workers <= 8:
        print("bench/oracle_supply.py: --games must be 1..2000 and --workers 1..8", file=sys.stderr)
        return 2
    jobs = [(args.seed + i, args.shark, args.source) for i in range(args.games)]
    games = play_each("bench/oracle_supply.py", _play, jobs, args.workers)
    if games is None:
        return 2
    print(summary(args.shark, args.source, games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
