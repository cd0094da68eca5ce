"""A best-response Act 1 Shark against the hard crew: it knows the crew bot's policy.

Each candidate turn is played through the engine from a state rebuilt from the Shark's view
(the Event deck dealt at random) and answered by the exact hard crew policy, run on a fork of
the crew's own deduction, to the end of the round. A turn is worth what it eats, less the
barrels that crew lands; a winning meal is worth the act. The Shark then draws among the turns
close to the best (softmax), so it samples its choices rather than playing one fixed reply.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from jaws.bots.act1_crew import HardCrew1
from jaws.bots.search import shot_risk
from jaws.bots.top.candidates import hopeful
from jaws.bots.top.determinize import act1_state
from jaws.content import Content
from jaws.deduction import Announcement, SharkTracker, TurnOutcome, turn_context, turn_outcomes
from jaws.engine import apply, legal_actions, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.actions import Action
from jaws.engine.core import apply_in_place
from jaws.engine.state import GameState
from jaws.views import SharkView, view_for
from jaws.views.act1 import SharkAct1View

# Search settings (challenger tuning, not game rules).
ANNOUNCEMENTS = 4  # best-eating announcements tried (with or without a Power token)
ENDS = 3  # least exposed end spaces tried per announcement
CREW_STEPS = 60  # guards a runaway crew answer
HIT_COST = 3.0  # swimmers a barrel on the Shark costs
ACT_VALUE = 12.0  # swimmers the act is worth
MARGIN = 0.5  # turns this close to the best are drawn among
TEMPERATURE = 0.25
BEACH_START = ("6", "8", "7", "5", "N", "E", "S", "W")


def _act1(view: SharkView) -> SharkAct1View:
    assert view.act1 is not None, "an Act 1 policy is only asked during Act 1"
    return view.act1


class BestResponseShark1:
    """Answers each candidate turn with the exact hard crew; samples among the best."""

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
            self._plan = self._search(a1)
            self._plan_round = a1.round
        if done < len(self._plan) and self._plan[done] in legal:
            return self._plan[done]
        return A.SHARK_END_TURN if A.SHARK_END_TURN in legal else legal[-1]

    def _search(self, a1: SharkAct1View) -> tuple[Action, ...]:
        content = self._content.act1
        assert a1.plan is not None
        ctx = self._tracker.context(a1.round) or turn_context(a1, content)
        outcomes = turn_outcomes(a1.plan.position, a1.powers_left, ctx, content)
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
        base = act1_state(a1, self._content, self._rng)
        values = [self._value(base, c) for c in candidates]
        best = max(values)
        close = [(c, v) for c, v in zip(candidates, values, strict=True) if v >= best - MARGIN]
        weights = [math.exp((v - best) / TEMPERATURE) for _, v in close]
        return self._rng.choices([c for c, _ in close], weights=weights)[0].steps

    def _value(self, base: GameState, outcome: TurnOutcome) -> float:
        """The turn's worth when the exact hard crew answers it."""
        state = base
        for step in (*outcome.steps, A.SHARK_END_TURN):
            state, _ = apply(state, step)
        now = hopeful(outcome)
        a1 = state.act1
        assert a1 is not None
        if a1.phase == "over":
            return now + (ACT_VALUE if a1.end_reason == "track" else -ACT_VALUE)
        tracker = self._tracker.fork()
        crew = HardCrew1(random.Random(0), self._content, tracker)
        state = state.clone()
        a1 = state.act1
        assert a1 is not None
        round_no, attached = a1.round, a1.barrels.attached
        for _ in range(CREW_STEPS):
            if whose_turn(state) != "crew" or a1.round != round_no:
                break
            legal = legal_actions(state, "crew")
            view = view_for(state, "crew")
            action = legal[0] if len(legal) == 1 else crew.choose(view, legal)
            if len(legal) == 1:
                crew.observe(view)
            apply_in_place(state, action if action in legal else legal[-1])
        if a1.phase == "over":
            return now + (ACT_VALUE if a1.end_reason == "track" else -ACT_VALUE)
        return now - HIT_COST * (a1.barrels.attached - attached)
