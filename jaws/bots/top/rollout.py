"""The searching Act 1 Sharks' common loop (the top Shark, the best-response challenger).

A turn's candidates are each played through the engine from one state rebuilt from the
Shark's view (the Event deck dealt at random), answered by a crew to the end of the round, and
worth what they eat less what the answer cost; the Shark then draws among the turns close to
the best (softmax), so it cannot be read. Subclasses say which turns to try and who answers.
"""

from __future__ import annotations

import math
import random
from abc import abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from jaws.bots.act1_shark import PlannedShark1
from jaws.bots.seat import Policy
from jaws.bots.top.candidates import hopeful
from jaws.bots.top.determinize import act1_state
from jaws.deduction import TurnOutcome
from jaws.engine import apply, legal_actions, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.act1.state import Act1State
from jaws.engine.actions import Action
from jaws.engine.core import apply_in_place
from jaws.engine.state import GameState
from jaws.views import CrewView, view_for
from jaws.views.act1 import PlanView, SharkAct1View

# Rollout settings (bot tuning, not game rules).
CREW_STEPS = 60  # a crew turn is about a dozen actions; this only guards a runaway rollout
HIT_COST = 3.0  # swimmers a first barrel on the Shark costs
ACT_VALUE = 12.0  # swimmers the act is worth (won by a meal, lost by a barrel)


class RolloutShark1(PlannedShark1):
    """Plans by playing each candidate turn out; draws among the near-best."""

    MARGIN: ClassVar[float]  # turns this close to the best are drawn among
    TEMPERATURE: ClassVar[float]  # softmax temperature over those turns

    def plan_turn(self, a1: SharkAct1View, plan: PlanView) -> tuple[Action, ...]:
        candidates = self.candidates(a1, plan)
        base = act1_state(a1, self._content, self._rng)
        values = [self._value(base, c) for c in candidates]
        return draw_near_best(candidates, values, self._rng, self.MARGIN, self.TEMPERATURE).steps

    @abstractmethod
    def candidates(self, a1: SharkAct1View, plan: PlanView) -> list[TurnOutcome]:
        """The turns worth playing out this round."""

    @abstractmethod
    def answered(self, after_turn: GameState, now: float) -> float:
        """A turn's worth (`now` being what it eats, before any risk) once the crew answers it
        from `after_turn`, the state after the Shark ended its turn (not to be changed)."""

    def _value(self, base: GameState, outcome: TurnOutcome) -> float:
        state, ended = play_turn(base, outcome.steps)
        now = hopeful(outcome)
        if ended is not None:
            return now + ended
        return self.answered(state, now)


def play_turn(base: GameState, steps: Sequence[Action]) -> tuple[GameState, float | None]:
    """The state after the Shark plays `steps` and ends its turn, and what the act's end is
    worth to the Shark if the turn ended it (None if the act goes on)."""
    state = base
    for step in (*steps, A.SHARK_END_TURN):
        state, _ = apply(state, step)
    a1 = state.act1
    assert a1 is not None
    return state, (_act_worth(a1) if a1.phase == "over" else None)


def crew_round_cost(state: GameState, crew: Policy[CrewView], observe_forced: bool) -> float:
    """Plays `crew` in `state` (changed in place) to the end of the round: what its answer
    cost the Shark (the act's worth if it ended, else HIT_COST a barrel attached). With
    `observe_forced` the crew also observes the views where its only action is forced."""
    return crew_round(state, crew, observe_forced, CREW_STEPS)[0]


def crew_round(
    state: GameState, crew: Policy[CrewView], observe_forced: bool, decisions: int
) -> tuple[float, int]:
    """`crew_round_cost`, stopping once the crew has made `decisions` choices (the rest of
    its round unplayed): the cost so far and the choices it made."""
    a1 = state.act1
    assert a1 is not None
    round_no, attached = a1.round, a1.barrels.attached
    made = 0
    for _ in range(CREW_STEPS):
        if whose_turn(state) != "crew" or a1.round != round_no:
            break
        legal = legal_actions(state, "crew")
        if len(legal) > 1:
            if made >= decisions:
                break
            made += 1
            action = crew.choose(view_for(state, "crew"), legal)
        else:
            action = legal[0]
            if observe_forced:
                crew.observe(view_for(state, "crew"))
        apply_in_place(state, action if action in legal else legal[-1])
    if a1.phase == "over":
        return _act_worth(a1), made
    return -HIT_COST * (a1.barrels.attached - attached), made


def draw_near_best(
    candidates: Sequence[TurnOutcome],
    values: Sequence[float],
    rng: random.Random,
    margin: float,
    temperature: float,
) -> TurnOutcome:
    """A softmax draw (at `temperature`) among the turns within `margin` of the best."""
    best = max(values)
    close = [(c, v) for c, v in zip(candidates, values, strict=True) if v >= best - margin]
    weights = [math.exp((v - best) / temperature) for _, v in close]
    return rng.choices([c for c, _ in close], weights=weights)[0]


def _act_worth(a1: Act1State) -> float:
    """The act's end to the Shark: won by a meal (the swimmer track), lost by a barrel."""
    return ACT_VALUE if a1.end_reason == "track" else -ACT_VALUE
