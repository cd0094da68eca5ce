"""The top Act 1 Shark: a determinized search over its candidate turns.

Each candidate turn is played through the engine from a state rebuilt from the Shark's view
(the Event deck dealt at random), then ROLLOUTS imagined crews (a mix of the hard crew, a crew
that commits to a guess from the deduction, and the easy crew) answer it to the end of the
round. A turn is worth what it eats, less the barrels the crews landed; a winning meal is worth
the act. The Shark then draws among the turns close to the best (softmax), so it cannot be read.

A whole turn's rollouts are bounded by a work budget counted in the imagined crews' decisions
(WORK_BUDGET, split evenly among the candidates), not by the clock: a seeded game plays the
same on any machine, and the turn's cost has a ceiling (issue 13: p95 <= 200 ms on one core).
"""

from __future__ import annotations

from jaws.bots.top.candidates import shortlist
from jaws.bots.top.crew_models import sample_crew
from jaws.bots.top.rollout import RolloutShark1, crew_round
from jaws.deduction import SharkTracker, TurnOutcome
from jaws.engine.rng import Rng
from jaws.engine.state import GameState
from jaws.views import view_for
from jaws.views.act1 import PlanView, SharkAct1View

# Search settings (bot tuning, not game rules). Every Shark turn spends ROLLOUTS rollouts per
# shortlisted turn, whatever it finds, within the work budget.
ROLLOUTS = 3


class TopShark1(RolloutShark1):
    """Searches its turn against imagined crews; mixes among near-equal turns."""

    MARGIN = 1.0
    TEMPERATURE = 0.4
    # Imagined crew decisions one whole turn's rollouts may take (a typical turn takes about
    # 150, the most seen in 48 turns 229); each candidate gets an equal share, and a rollout
    # that reaches the end of its share stops there.
    WORK_BUDGET = 300
    _share = WORK_BUDGET  # this turn's share per candidate (set when the candidates are)

    def candidates(self, a1: SharkAct1View, plan: PlanView) -> list[TurnOutcome]:
        content = self._content.act1
        ctx, outcomes = self._turns(a1, plan)
        chosen = shortlist(outcomes, self._tracker, ctx, content, self._rng)
        self._share = max(1, self.WORK_BUDGET // max(1, len(chosen)))
        return chosen

    def answered(self, after_turn: GameState, now: float) -> float:
        """The mean worth of a turn over up to ROLLOUTS imagined crew answers, within this
        candidate's share of the work budget (at least one answer)."""
        tracker = self._tracker.fork()
        tracker.observe(view_for(after_turn, "crew"))
        total, left, played = 0.0, self._share, 0
        while played < ROLLOUTS and (left > 0 or played == 0):
            cost, made = self._crew_answer(after_turn, tracker, max(left, 0))
            total, left, played = total + now + cost, left - made, played + 1
        return total / played

    def _crew_answer(
        self, after_turn: GameState, tracker: SharkTracker, decisions: int
    ) -> tuple[float, int]:
        """Play one imagined crew to the end of the round (or `decisions` choices): what its
        answer cost the Shark, and the choices it made."""
        state = after_turn.clone()
        state.rng = Rng(self._rng.getrandbits(63))
        crew = sample_crew(tracker, self._rng, self._content)
        return crew_round(state, crew, False, decisions)
