"""Best-response Act 1 Sharks: each knows the policy of the crew bot it faces.

Against the top crew (`TopCrewBestResponse1`) the Shark keeps the top crew's own belief and
foresees its search on it (jaws.bots.top.crew_foresight), for every turn it weighs.

Against any other crew (`BestResponseShark1`, which answers as the hard crew): each candidate
turn is played through the engine from a state rebuilt from the Shark's view (the Event deck
dealt at random) and answered by the exact hard crew policy, run on a fork of the crew's own
deduction, to the end of the round. A turn is worth what it eats, less the barrels that crew
lands; a winning meal is worth the act.

Both then draw among the turns close to the best (softmax), so they sample their choices
rather than playing one fixed reply.
"""

from __future__ import annotations

import random

from jaws.bots.act1_crew import HardCrew1
from jaws.bots.search import shot_risk
from jaws.bots.top.act1_crew import CrewBelief
from jaws.bots.top.act1_shark import TopShark1
from jaws.bots.top.candidates import hopeful
from jaws.bots.top.crew_foresight import Foresight, foresee
from jaws.bots.top.crew_reach import crew_reach
from jaws.bots.top.crew_search import atoms
from jaws.bots.top.rollout import RolloutShark1, crew_round_cost
from jaws.content import Content
from jaws.deduction import Announcement, SharkTracker, TurnContext, TurnOutcome
from jaws.engine.state import GameState
from jaws.views import view_for
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


class TopCrewBestResponse1(TopShark1):
    """A best response to the top crew: it knows the top crew's belief (the fitted Shark model
    leaning away from the ends a good crew searches) and its search, and foresees that crew's
    phase on that very belief for every turn it weighs; then it draws among the near-best, as
    the top Shark does."""

    def _new_tracker(self, content: Content) -> SharkTracker:
        return CrewBelief(content)

    def _foresights(
        self, after: GameState, ctx: TurnContext, said: Announcement, barrel_cost: float
    ) -> list[Foresight]:
        crew = view_for(after, "crew").act1
        assert crew is not None
        content = self._content.act1
        beliefs = self._tracker.hypotheses_after(ctx, said)
        return [foresee(atoms(beliefs.items()), crew_reach(crew, content), content, barrel_cost)]
