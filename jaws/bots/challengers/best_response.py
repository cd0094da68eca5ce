"""Best-response Act 1 Sharks: each knows the policy of the crew bot it faces.

Against the top crew (`TopCrewBestResponse1`) the Shark keeps the top crew's own belief,
foresees its mixed search on it (jaws.bots.top.crew_foresight) for every turn it weighs, and
plays its best turns out against the real top crew policy, sampled with fresh random draws.

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
from jaws.bots.top.act1_crew import CrewBelief, TopCrew1, barrel_cost, crew_mix
from jaws.bots.top.act1_shark import TopShark1
from jaws.bots.top.candidates import hopeful
from jaws.bots.top.crew_foresight import Foresight
from jaws.bots.top.crew_reach import crew_reach
from jaws.bots.top.crew_search import atoms
from jaws.bots.top.rollout import RolloutShark1, crew_round_cost, draw_near_best, play_turn
from jaws.content import Content
from jaws.deduction import Announcement, SharkTracker, TurnContext, TurnOutcome
from jaws.engine.actions import Action
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
    """A best response to the top crew: it keeps the top crew's own belief, foresees the
    crew's mixed plan on it (the same fictitious play the crew solves) for every turn it
    weighs, and then plays its SAMPLED_TURNS best turns against the real top crew policy,
    SAMPLES times each with fresh random draws (the crew's plan is drawn at random each
    round, so only its policy can be known, not its choices). It draws among the near-best,
    as the top Shark does."""

    SAMPLED_TURNS = 8  # the best foreseen turns played out against the real crew
    SAMPLES = 6  # crew rounds played per turn, each with its own random draws

    def _new_tracker(self, content: Content) -> SharkTracker:
        return CrewBelief(content)

    def plan_turn(self, a1: SharkAct1View, plan: PlanView) -> tuple[Action, ...]:
        base, turns, values = self._weigh(a1, plan)
        order = sorted(range(len(turns)), key=lambda i: (-values[i], self._rng.random()))
        best: list[TurnOutcome] = []
        seen: set[tuple[Announcement, str, str | None]] = set()
        for i in order:
            turn = turns[i]
            key = (turn.announcement, turn.end, turn.power)
            if key not in seen and len(best) < self.SAMPLED_TURNS:
                seen.add(key)
                best.append(turn)
        played = [self._played(base, turn) for turn in best]
        chosen = draw_near_best(best, played, self._rng, self.MARGIN, self.TEMPERATURE)
        self._expect_opening(base, chosen, a1.round)
        return chosen.steps

    def _expect_opening(self, base: GameState, turn: TurnOutcome, round_no: int) -> None:
        """Tell the crew's belief the board the crew phase opens on after `turn`, so it
        settles on the round's solved game as the crew's own belief does."""
        state, ended = play_turn(base, turn.steps)
        crew = view_for(state, "crew").act1
        if ended is None and crew is not None:
            assert isinstance(self._tracker, CrewBelief)
            self._tracker.expect_opening(
                round_no, crew_reach(crew, self._content.act1), barrel_cost(crew)
            )

    def _played(self, base: GameState, turn: TurnOutcome) -> float:
        """The turn's worth against the real top crew, averaged over SAMPLES crew rounds."""
        state, ended = play_turn(base, turn.steps)
        if ended is not None:
            return hopeful(turn) + ended
        waiting = self.WAITING if turn.gain == 0 else 0.0
        assert isinstance(self._tracker, CrewBelief)
        total = 0.0
        for _ in range(self.SAMPLES):
            crew = TopCrew1(random.Random(self._rng.random()), self._content, self._tracker.fork())
            total += crew_round_cost(state.clone(), crew, observe_forced=True)
        return hopeful(turn) - waiting + total / self.SAMPLES

    def _foresights(
        self, after: GameState, ctx: TurnContext, said: Announcement, barrel_cost: float
    ) -> list[Foresight]:
        crew = view_for(after, "crew").act1
        assert crew is not None
        content = self._content.act1
        masses = atoms(self._tracker.hypotheses_after(ctx, said).items())
        groups = self._tracker.groups_after(ctx, said)
        reach = crew_reach(crew, content)
        return [crew_mix(masses, groups, reach, content, barrel_cost).expected()]
