"""A crew member's turn as a small plan: at most one use of his sensor or gun, one barrel
pick-up and one run of rescues, in any order, within his actions.

A plan is worth the sum of its errands: a use, the chance of a hit it adds this round (from
jaws.bots.top.crew_search); a rescue, RESCUE_VALUE per swimmer times the chance that the Shark
reaches that beach next turn (the belief's share within THREAT_REACH moves of it); a pick-up
(as jaws.bots.top.act1_crew scores it), for Quint SUPPLY_VALUE when he holds fewer than two
barrels and SPARE_VALUE otherwise, for Hooper half SUPPLY_VALUE when neither boat holds one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import permutations

from jaws.bots.geometry import water_distance
from jaws.content.act1 import Act1Content

# Plan weights (bot tuning, not game rules).
RESCUE_VALUE = 0.05  # chance of a hit one swimmer the Shark would have eaten is worth (*)
THREAT_REACH = 2  # water moves within which the Shark is counted a threat to a beach
SUPPLY_VALUE = 0.3  # chance of a hit next round that a barrel for Quint is worth
SPARE_VALUE = 0.02  # ... when he holds two or more anyway
# (*) Rescuing costs the search its actions: against the top Shark (bench/tune.py, 2,000 games
# on seeds 1, 5001 and 9001) the Shark won 59.0% at 0.15, 56.2% at 0.10 and 55.2% at 0.05.

Travel = Callable[[str, str], int]


@dataclass(frozen=True)
class Errand:
    """One thing to do at one space: "use" the sensor or gun at `target` (from `at`),
    "fetch" barrels at `at`, or "rescue" `count` swimmers at `at`."""

    kind: str
    target: str
    at: str
    actions: int
    value: float


@dataclass(frozen=True)
class Plan:
    """The errands of one member's turn, in order."""

    errands: tuple[Errand, ...]
    value: float


def threats(belief: Mapping[str, float], content: Act1Content) -> dict[str, float]:
    """Per beach, the share of the belief from which the Shark reaches it next turn."""
    total = sum(belief.values()) or 1.0
    return {
        b: sum(p for s, p in belief.items() if water_distance(content, s, b) <= THREAT_REACH)
        / total
        for b in content.board.beaches
    }


def rescue_errands(
    rescues: Mapping[str, Sequence[float]], threat: Mapping[str, float], most: int
) -> list[Errand]:
    """Every run of 1..`most` rescues at one beach (values best first, Michael counting 2)."""
    out: list[Errand] = []
    for beach, counts in sorted(rescues.items()):
        for k in range(1, min(len(counts), most) + 1):
            worth = RESCUE_VALUE * threat.get(beach, 0.0) * sum(counts[:k])
            out.append(Errand("rescue", beach, beach, k, worth))
    return out


def plans(
    here: str,
    left: int,
    kinds: Mapping[str, Sequence[Errand]],
    travel: Travel,
    barrels: int | None = None,
) -> list[Plan]:
    """Every plan of at most one errand of each kind that fits in `left` actions. With
    `barrels` (Quint's count), a use needs a barrel on board when it comes."""
    groups = [list(kinds[k]) for k in sorted(kinds) if kinds[k]]
    out = [Plan((), 0.0)]
    for size in range(1, len(groups) + 1):
        for order in permutations(groups, size):
            _extend(out, here, left, order, travel, barrels)
    return out


def _extend(
    out: list[Plan],
    here: str,
    left: int,
    order: tuple[list[Errand], ...],
    travel: Travel,
    barrels: int | None,
) -> None:
    def walk(i: int, pos: str, spent: int, have: int, done: tuple[Errand, ...]) -> None:
        if i == len(order):
            out.append(Plan(done, sum(e.value for e in done)))
            return
        for errand in order[i]:
            cost = spent + travel(pos, errand.at) + errand.actions
            if cost > left:
                continue
            if barrels is not None and errand.kind == "use" and have <= 0:
                continue
            after = have + (1 if errand.kind == "fetch" else 0) - (errand.kind == "use")
            walk(i + 1, errand.at, cost, after, (*done, errand))

    walk(0, here, 0, barrels or 0, ())


def launch_spot(here: str, target: str, content: Act1Content) -> str:
    """Where Quint launches at `target` from: the nearest of it and its neighbours."""
    spots = sorted((target, *content.water_adj[target]))
    return min(spots, key=lambda s: water_distance(content, here, s))
