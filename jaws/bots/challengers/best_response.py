"""A best-response Act 1 Shark against the hard crew: it knows the crew bot's policy.

Each candidate turn is played through the engine from a state rebuilt from the Shark's view
(the Event deck dealt at random) and answered by the exact hard crew policy, run on a fork of
the crew's own deduction, to the end of the round. A turn is worth what it eats, less the
barrels that crew lands; a winning meal is worth the act. The Shark then draws among the turns
close to the best (softmax), so it samples its choices rather than playing one fixed reply.
"""

from __future__ import annotations

import random

from jaws.bots.act1_crew import HardCrew1
from jaws.bots.search import shot_risk
from jaws.bots.top.candidates import hopeful
from jaws.bots.top.rollout import RolloutShark1, crew_round_cost
from jaws.deduction import Announcement, TurnOutcome
from jaws.engine.state import GameState
from jaws.views.act1 import PlanView, SharkAct1View

# Search settings (challenger tuning, not game rules).
ANNOUNCEMENTS = 4  # best-eating announcements tried (with or without a Power token)
ENDS = 3  # least exposed end spaces tried per announcement


class BestResponseShark1(RolloutShark1):
    """Answers each candidate turn with the exact hard crew; samples among the best."""

    MARGIN = 0.5
    TEMPERATURE = 0.25

    def candidates(self, a1: SharkAct1View, plan: PlanView) -> list[TurnOutcome]:
        content = self._content.act1
        ctx, outcomes = self._turns(a1, plan)
        ranked = sorted(outcomes, key=lambda o: (-hopeful(o), self._rng.random()))
        said: list[Announcement] = []
        for outcome in ranked:
            if outcome.announcement not in said and len(said) < ANNOUNCEMENTS:
                said.append(outcome.announcement)
        candidates: list[TurnOutcome] = []
        for announcement in said:
            belief = self._tracker.preview(ctx, announcement)
            ends = sorted(
                (o for o in outcomes if o.announcement == announcement),
                key=lambda o: (shot_risk(o.end, belief, content) - hopeful(o), self._rng.random()),
            )
            seen: set[str] = set()
            for outcome in ends:
                if outcome.end not in seen and len(seen) < ENDS:
                    seen.add(outcome.end)
                    candidates.append(outcome)
        return candidates

    def answered(self, after_turn: GameState, now: float) -> float:
        """The turn's worth when the exact hard crew answers it."""
        crew = HardCrew1(random.Random(0), self._content, self._tracker.fork())
        return now + crew_round_cost(after_turn.clone(), crew, observe_forced=True)
