"""Act 1 Shark bots.

easy: swim to the nearest swimmers and eat; Power tokens only for an obvious feast.
hard: plan the whole turn at once. Every distinct turn (moves, Speed Burst walks, meals, tokens,
knock-ins) is scored by what it eats against how sure the crew would be of the Shark's space
afterwards, computed with the crew's own deduction run on the public record.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from jaws.bots.geometry import water_distance
from jaws.bots.search import shot_risk
from jaws.content import Content
from jaws.deduction import (
    Announcement,
    SharkTracker,
    TurnContext,
    TurnOutcome,
    turn_context,
    turn_outcomes,
)
from jaws.engine.act1 import actions as A
from jaws.engine.actions import Action
from jaws.views import SharkView
from jaws.views.act1 import PlanView, SharkAct1View

# Planning weights (bot tuning, not game rules).
RISK_WEIGHT = 2.0  # swimmers the Shark would give up to be one "whole probability" less exposed
LAST_BARREL_RISK = 2.0  # exposure counts this much more when one more barrel ends the act
POWER_COST = 0.75  # swimmers a Power token is worth keeping for later
KNOCK_BONUS = 0.4  # a captain in the water costs the crew two actions
MAX_PREVIEWS = 12  # crew beliefs foreseen per turn (each costs a deduction step)
BEACH_START = ("6", "8", "7", "5", "N", "E", "S", "W")  # where a planning Shark starts


def _end_turn(legal: Sequence[Action]) -> Action:
    return A.SHARK_END_TURN if A.SHARK_END_TURN in legal else legal[-1]


def _act1(view: SharkView) -> SharkAct1View:
    assert view.act1 is not None, "an Act 1 policy is only asked during Act 1"
    return view.act1


class EasyShark1:
    """Greedy: eat here, else head for the nearest beach with swimmers."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._a1 = content.act1

    def observe(self, view: SharkView) -> None:
        """Nothing to remember between decisions."""

    def choose(self, view: SharkView, legal: Sequence[Action]) -> Action:
        a1 = _act1(view)
        if a1.phase == "shark_start" or a1.plan is None:
            return self._rng.choice(legal)
        plan = a1.plan
        eats = [a for a in legal if isinstance(a, A.SharkEat | A.SharkEatAll)]
        if eats:
            return eats[0]
        here = plan.position
        left = a1.swimmers.get(here, 0) - plan.eaten.get(here, 0)
        frenzy = A.make_play_power("feeding_frenzy")
        if left >= 3 and frenzy in legal and self._rng.random() < 0.5:
            return frenzy
        moves = [a for a in legal if isinstance(a, A.SharkMove) and len(a.path) == 1]
        if not moves:
            return _end_turn(legal)
        goals = [b for b, n in a1.swimmers.items() if n - plan.eaten.get(b, 0) > 0]
        if not goals:
            return self._rng.choice(moves) if self._rng.random() < 0.5 else _end_turn(legal)

        def closeness(move: A.SharkMove) -> int:
            return min(water_distance(self._a1, move.path[-1], g) for g in goals)

        best = min(closeness(m) for m in moves)
        return self._rng.choice([m for m in moves if closeness(m) == best])


class PlannedShark1(ABC):
    """An Act 1 Shark that plans: it starts on a beach, plans its whole turn once a round
    (before the turn's first step) and then plays the plan's steps. Subclasses say only how to
    plan (`plan_turn`)."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._content = content
        self._tracker = self._new_tracker(content)
        self._plan: tuple[Action, ...] = ()
        self._plan_round = -1

    def _new_tracker(self, content: Content) -> SharkTracker:
        """The crew's deduction as this Shark follows it (a subclass may weight it)."""
        return SharkTracker(content)

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
            self._plan = self.plan_turn(a1, a1.plan)
            self._plan_round = a1.round
        if done < len(self._plan) and self._plan[done] in legal:
            return self._plan[done]
        return _end_turn(legal)

    def _turns(self, a1: SharkAct1View, plan: PlanView) -> tuple[TurnContext, list[TurnOutcome]]:
        """The public context of this turn (as the crew's deduction sees it) and every distinct
        turn the Shark could play from where it stands."""
        content = self._content.act1
        ctx = self._tracker.context(a1.round) or turn_context(a1, content)
        return ctx, turn_outcomes(plan.position, a1.powers_left, ctx, content)

    @abstractmethod
    def plan_turn(self, a1: SharkAct1View, plan: PlanView) -> tuple[Action, ...]:
        """The planned steps of this turn (asked before its first step)."""


class HardShark1(PlannedShark1):
    """Plans each turn over the crew's deduced belief: eat, but hide in the crowd."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        super().__init__(rng, content)
        self._a1 = content.act1

    def plan_turn(self, a1: SharkAct1View, plan: PlanView) -> tuple[Action, ...]:
        ctx, outcomes = self._turns(a1, plan)
        exposure = RISK_WEIGHT * (LAST_BARREL_RISK if a1.barrels.attached else 1.0)
        if not a1.barrels.orca and not a1.barrels.hooper_boat:
            exposure *= 0.5  # Quint must fetch a barrel before he can shoot

        def hopeful(outcome: TurnOutcome) -> float:
            bonus = KNOCK_BONUS * len(outcome.announcement.knock_ins)
            return outcome.gain + bonus - (POWER_COST if outcome.power else 0.0)

        # Branch and bound: an outcome can never score above its hopeful score.
        ranked = sorted(
            enumerate(outcomes), key=lambda pair: (-hopeful(pair[1]), self._rng.random())
        )
        beliefs: dict[Announcement, dict[str, float]] = {}
        best: tuple[float, TurnOutcome] | None = None
        for _, outcome in ranked:
            if best is not None and hopeful(outcome) <= best[0]:
                break
            said = outcome.announcement
            if said not in beliefs:
                if len(beliefs) >= MAX_PREVIEWS:
                    continue
                beliefs[said] = self._tracker.preview(ctx, said)
            score = hopeful(outcome) - exposure * shot_risk(outcome.end, beliefs[said], self._a1)
            if best is None or score > best[0]:
                best = (score, outcome)
        assert best is not None
        return best[1].steps
