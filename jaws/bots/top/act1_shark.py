"""The top Act 1 Shark: a determinized search over its candidate turns.

Each candidate turn is played through the engine from a state rebuilt from the Shark's view
(the Event deck dealt at random), then ROLLOUTS imagined crews (a mix of the hard crew, a crew
that commits to a guess from the deduction, and the easy crew) answer it to the end of the
round. A turn is worth what it eats, less the barrels the crews landed; a winning meal is worth
the act. The Shark then draws among the turns close to the best (softmax), so it cannot be read.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from jaws.bots.top.candidates import hopeful, shortlist
from jaws.bots.top.crew_models import sample_crew
from jaws.bots.top.determinize import act1_state
from jaws.content import Content
from jaws.deduction import SharkTracker, TurnOutcome, turn_context, turn_outcomes
from jaws.engine import apply, legal_actions, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.actions import Action
from jaws.engine.core import apply_in_place
from jaws.engine.rng import Rng
from jaws.engine.state import GameState
from jaws.views import SharkView, view_for
from jaws.views.act1 import SharkAct1View

# Search settings (bot tuning, not game rules). Every Shark turn spends exactly
# ROLLOUTS rollouts per shortlisted turn, whatever it finds.
ROLLOUTS = 3
CREW_STEPS = 60  # a crew turn is about a dozen actions; this only guards a runaway rollout
HIT_COST = 3.0  # swimmers a first barrel on the Shark costs
ACT_VALUE = 12.0  # swimmers the act is worth (won by a meal, lost by a barrel)
MARGIN = 1.0  # turns this close to the best are drawn among
TEMPERATURE = 0.4  # softmax temperature over those turns
BEACH_START = ("6", "8", "7", "5", "N", "E", "S", "W")


def _act1(view: SharkView) -> SharkAct1View:
    assert view.act1 is not None, "an Act 1 policy is only asked during Act 1"
    return view.act1


class TopShark1:
    """Searches its turn against imagined crews; mixes among near-equal turns."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._content = content
        self._tracker = SharkTracker(content)
        self._plan: tuple[Action, ...] = ()
        self._plan_round = -1

    def observe(self, view: SharkView) -> None:
        self._tracker.observe(view)

    def choose(self, view: SharkView, legal: Sequence[Action]) -> Action:
        self._tracker.observe(view)
        a1 = _act1(view)
        if a1.phase == "shark_start" or a1.plan is None:
            starts = [a for a in legal if isinstance(a, A.SharkStart) and a.space in BEACH_START]
            return self._rng.choice(starts or list(legal))
        done = len(a1.plan.steps)
        if self._plan_round != a1.round or done == 0:
            self._plan = self.search(a1)
            self._plan_round = a1.round
        if done < len(self._plan) and self._plan[done] in legal:
            return self._plan[done]
        return A.SHARK_END_TURN if A.SHARK_END_TURN in legal else legal[-1]

    def search(self, a1: SharkAct1View) -> tuple[Action, ...]:
        """The planned steps of this turn (before its first step)."""
        content = self._content.act1
        ctx = self._tracker.context(a1.round) or turn_context(a1, content)
        assert a1.plan is not None
        outcomes = turn_outcomes(a1.plan.position, a1.powers_left, ctx, content)
        candidates = shortlist(outcomes, self._tracker, ctx, content, self._rng)
        base = act1_state(a1, self._content, self._rng)
        values = [self._value(base, c) for c in candidates]
        return self._draw(candidates, values).steps

    def _value(self, base: GameState, outcome: TurnOutcome) -> float:
        """The mean worth of a turn over ROLLOUTS imagined crew answers."""
        state = base
        for step in (*outcome.steps, A.SHARK_END_TURN):
            state, _ = apply(state, step)
        now = hopeful(outcome)
        a1 = state.act1
        assert a1 is not None
        if a1.phase == "over":
            return now + (ACT_VALUE if a1.end_reason == "track" else -ACT_VALUE)
        tracker = self._tracker.fork()
        tracker.observe(view_for(state, "crew"))
        total = 0.0
        for _ in range(ROLLOUTS):
            total += now + self._crew_answer(state, tracker)
        return total / ROLLOUTS

    def _crew_answer(self, after_turn: GameState, tracker: SharkTracker) -> float:
        """Play one imagined crew to the end of the round; what its answer cost the Shark."""
        state = after_turn.clone()
        state.rng = Rng(self._rng.getrandbits(63))
        crew = sample_crew(tracker, self._rng, self._content)
        a1 = state.act1
        assert a1 is not None
        round_no, attached = a1.round, a1.barrels.attached
        for _ in range(CREW_STEPS):
            if whose_turn(state) != "crew" or a1.round != round_no:
                break
            legal = legal_actions(state, "crew")
            action = legal[0] if len(legal) == 1 else crew.choose(view_for(state, "crew"), legal)
            apply_in_place(state, action if action in legal else legal[-1])
        if a1.phase == "over":
            return ACT_VALUE if a1.end_reason == "track" else -ACT_VALUE
        return -HIT_COST * (a1.barrels.attached - attached)

    def _draw(self, candidates: list[TurnOutcome], values: list[float]) -> TurnOutcome:
        """A softmax draw among the turns within MARGIN of the best."""
        best = max(values)
        close = [(c, v) for c, v in zip(candidates, values, strict=True) if v >= best - MARGIN]
        weights = [math.exp((v - best) / TEMPERATURE) for _, v in close]
        return self._rng.choices([c for c, _ in close], weights=weights)[0]
