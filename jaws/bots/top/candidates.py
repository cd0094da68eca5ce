"""The Shark turns worth searching. A turn's announcement is what the crew's deduction works
from, and deducing it is the costly part, so the search picks a few announcements (the best
meals, and one Power token in hand) and, for each, the ends the crew's belief hides best."""

from __future__ import annotations

import random

from jaws.bots.search import shot_risk
from jaws.content.act1 import Act1Content
from jaws.deduction import Announcement, SharkTracker, TurnContext, TurnOutcome

# Search breadth (bot tuning, not game rules). Fixed counts: the work a turn takes must not
# depend on the Shark's secrets in a way the crew could time.
MEALS = 2  # announcements kept for what they eat
ENDS = 2  # end spaces tried per announcement
POWER_COST = 0.3  # swimmers a Power token is worth keeping for later
KNOCK_BONUS = 0.4  # a captain in the water costs the crew two actions


def hopeful(outcome: TurnOutcome) -> float:
    """A turn's score before any risk: meals, knock-ins, less a Power token spent."""
    bonus = KNOCK_BONUS * len(outcome.announcement.knock_ins)
    return outcome.gain + bonus - (POWER_COST if outcome.power else 0.0)


def announcements(outcomes: list[TurnOutcome], rng: random.Random) -> list[Announcement]:
    """The MEALS best-eating announcements, then the best one with a Power token drawn from
    those in hand (each token gets its turn to be tried)."""
    ranked = sorted(outcomes, key=lambda o: (-hopeful(o), rng.random()))
    wanted: list[Announcement] = []
    for outcome in ranked:
        if len(wanted) >= MEALS:
            break
        if outcome.announcement not in wanted and outcome.power is None:
            wanted.append(outcome.announcement)
    powers = sorted({o.power for o in outcomes if o.power is not None})
    if powers:
        power = rng.choice(powers)
        said = next(o.announcement for o in ranked if o.power == power)
        if said not in wanted:
            wanted.append(said)
    return wanted


def shortlist(
    outcomes: list[TurnOutcome],
    tracker: SharkTracker,
    ctx: TurnContext,
    content: Act1Content,
    rng: random.Random,
) -> list[TurnOutcome]:
    """The turns to search: for each chosen announcement, the ENDS ends least exposed to a
    crew that sweeps, watches and shoots well (ties broken at random)."""
    chosen: list[TurnOutcome] = []
    for said in announcements(outcomes, rng):
        belief = tracker.preview(ctx, said)
        ends = sorted(
            (o for o in outcomes if o.announcement == said),
            key=lambda o: (shot_risk(o.end, belief, content) - hopeful(o), rng.random()),
        )
        seen: set[str] = set()
        for outcome in ends:
            if outcome.end not in seen and len(seen) < ENDS:
                seen.add(outcome.end)
                chosen.append(outcome)
    return chosen
