"""The top Act 1 Shark: a determinized search over its candidate turns.

Each candidate turn is played through the engine from a state rebuilt from the Shark's view
(the Event deck dealt at random), then ROLLOUTS imagined crews (a mix of the hard crew, a crew
that commits to a guess from the deduction, and the easy crew) answer it to the end of the
round. A turn is worth what it eats, less the barrels the crews landed; a winning meal is worth
the act. The Shark then draws among the turns close to the best (softmax), so it cannot be read.
"""

from __future__ import annotations

from jaws.bots.top.candidates import shortlist
from jaws.bots.top.crew_models import sample_crew
from jaws.bots.top.rollout import RolloutShark1, crew_round_cost
from jaws.deduction import SharkTracker, TurnOutcome
from jaws.engine.rng import Rng
from jaws.engine.state import GameState
from jaws.views import view_for
from jaws.views.act1 import PlanView, SharkAct1View

# Search settings (bot tuning, not game rules). Every Shark turn spends exactly
# ROLLOUTS rollouts per shortlisted turn, whatever it finds.
ROLLOUTS = 3


class TopShark1(RolloutShark1):
    """Searches its turn against imagined crews; mixes among near-equal turns."""

    MARGIN = 1.0
    TEMPERATURE = 0.4

    def candidates(self, a1: SharkAct1View, plan: PlanView) -> list[TurnOutcome]:
        content = self._content.act1
        ctx, outcomes = self._turns(a1, plan)
        return shortlist(outcomes, self._tracker, ctx, content, self._rng)

    def answered(self, after_turn: GameState, now: float) -> float:
        """The mean worth of a turn over ROLLOUTS imagined crew answers."""
        tracker = self._tracker.fork()
        tracker.observe(view_for(after_turn, "crew"))
        total = 0.0
        for _ in range(ROLLOUTS):
            total += now + self._crew_answer(after_turn, tracker)
        return total / ROLLOUTS

    def _crew_answer(self, after_turn: GameState, tracker: SharkTracker) -> float:
        """Play one imagined crew to the end of the round; what its answer cost the Shark."""
        state = after_turn.clone()
        state.rng = Rng(self._rng.getrandbits(63))
        crew = sample_crew(tracker, self._rng, self._content)
        return crew_round_cost(state, crew, observe_forced=False)
