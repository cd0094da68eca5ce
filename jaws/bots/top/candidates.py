"""The Shark turns worth weighing. A turn's announcement is what the crew's deduction works
from, and deducing it is the costly part, so the search weighs a few announcements: the best
one at every level of eating (so a quiet turn is always weighed beside a feast), the one that
tells the crew least at each level (no knock-in, no sensor, no Power token, where it can:
a knock-in's bonus must not crowd out the turn that hides best), then the next best overall,
each with every end it can reach."""

from __future__ import annotations

import random
from collections.abc import Iterable

from jaws.deduction import Announcement, TurnOutcome

# Search breadth and scores (bot tuning, not game rules). A fixed count: the work a turn takes
# must not depend on the Shark's secrets in a way the crew could time.
ANNOUNCEMENTS = 6  # announcements weighed per turn
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
    """The best announcement at each level of eating (best first), then the one telling the
    crew least at each level (the least eating first), then the next best overall, up to
    `count` (or all of them if fewer); ties are broken at random."""
    best = {said: max(hopeful(o) for o in turns) for said, turns in groups.items()}
    ranked = sorted(groups, key=lambda said: (-best[said], rng.random()))
    level = {said: max(o.gain for o in groups[said]) for said in groups}
    firsts = _first_per_level(ranked, level)
    quiet = _first_per_level(sorted(ranked, key=lambda s: (level[s], _told(s))), level)
    chosen = list(dict.fromkeys([*firsts, *quiet]))[:count]
    chosen += [said for said in ranked if said not in chosen][: count - len(chosen)]
    return chosen


def _first_per_level(
    order: list[Announcement], level: dict[Announcement, int]
) -> list[Announcement]:
    """The first announcement of each level of eating met in `order`."""
    seen: set[int] = set()
    out = []
    for said in order:
        if level[said] not in seen:
            seen.add(level[said])
            out.append(said)
    return out


def _told(said: Announcement) -> tuple[int, int, bool]:
    """How much an announcement tells the crew beyond its meals (sorting key, least first)."""
    return len(said.knock_ins), len(said.sensors), said.power_played
