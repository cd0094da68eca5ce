"""The Shark turns worth weighing. A turn's announcement is what the crew's deduction works
from, and deducing it is the costly part, so the search weighs a few announcements: the best
one at every level of eating (so a quiet turn is always weighed beside a feast), then the next
best overall, each with every end it can reach."""

from __future__ import annotations

import random
from collections.abc import Iterable

from jaws.deduction import Announcement, TurnOutcome

# Search breadth and scores (bot tuning, not game rules). A fixed count: the work a turn takes
# must not depend on the Shark's secrets in a way the crew could time.
ANNOUNCEMENTS = 5  # announcements weighed per turn
POWER_COST = 0.3  # swimmers a Power token is worth keeping for later
KNOCK_BONUS = 0.4  # a captain in the water costs the crew two actions


def hopeful(outcome: TurnOutcome) -> float:
    """A turn's score before any risk: meals, knock-ins, less a Power token spent."""
    bonus = KNOCK_BONUS * len(outcome.announcement.knock_ins)
    return outcome.gain + bonus - (POWER_COST if outcome.power else 0.0)


def by_announcement(outcomes: Iterable[TurnOutcome]) -> dict[Announcement, list[TurnOutcome]]:
    """The turns grouped by what they announce (in the order first seen)."""
    groups: dict[Announcement, list[TurnOutcome]] = {}
    for outcome in outcomes:
        groups.setdefault(outcome.announcement, []).append(outcome)
    return groups


def to_weigh(
    groups: dict[Announcement, list[TurnOutcome]], rng: random.Random, count: int = ANNOUNCEMENTS
) -> list[Announcement]:
    """The best announcement at each level of eating (best first), then the next best
    overall, up to `count` (or all of them if fewer); ties are broken at random."""
    best = {said: max(hopeful(o) for o in turns) for said, turns in groups.items()}
    ranked = sorted(groups, key=lambda said: (-best[said], rng.random()))
    chosen: list[Announcement] = []
    levels: set[int] = set()
    for said in ranked:
        level = max(o.gain for o in groups[said])
        if level not in levels:
            levels.add(level)
            chosen.append(said)
    chosen = chosen[:count]
    chosen += [said for said in ranked if said not in chosen][: count - len(chosen)]
    return chosen
