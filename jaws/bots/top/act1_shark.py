"""The top Act 1 Shark: every turn weighed against a crew that searches well.

For each announcement worth weighing (jaws.bots.top.candidates) the Shark plays one of its
turns through the engine (so the crew's reach after it, knock-ins and all, is the engine's),
deduces what the crew would then believe, and foresees the searching crew's phase on that
belief (jaws.bots.top.crew_foresight): for each end the turn can reach, the chance of a barrel
and how pinned down the Shark is left. It does so on three beliefs a crew might hold (the exact
deduction weighted evenly, a model fitted on this Shark's own games, and that model leaning
away from the ends a good crew searches) and averages the chances, so no single crew's habits
steer it. Reading itself through its own fitted model keeps it from hiding where it always
hides: a crew that has studied it (the location-model challenger) finds it less often.

A turn is worth what it eats (a winning meal is worth the act), less the chance of a barrel
times what that barrel costs (the second one loses the act), less how pinned down the Shark is
left. The Shark then draws among the turns close to the best (softmax), so it cannot be read.
The work is fixed per turn (ANNOUNCEMENTS deductions), never "until sure".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from jaws.bots.act1_shark import PlannedShark1
from jaws.bots.search import shot_risks
from jaws.bots.top.act1_crew import EVASION, barrel_cost
from jaws.bots.top.candidates import by_announcement, hopeful, to_weigh
from jaws.bots.top.crew_foresight import Foresight, foresee
from jaws.bots.top.crew_reach import crew_reach
from jaws.bots.top.crew_search import atoms
from jaws.bots.top.determinize import act1_state
from jaws.bots.top.rollout import ACT_VALUE, draw_near_best, play_turn
from jaws.content import Content
from jaws.content.belief import shipped_belief
from jaws.deduction import Announcement, Hypothesis, SharkTracker, TurnContext, TurnOutcome
from jaws.deduction.belief import ModelTracker
from jaws.deduction.tracker import space_shares
from jaws.engine.actions import Action
from jaws.engine.state import GameState
from jaws.views import view_for
from jaws.views.act1 import PlanView, SharkAct1View


class TopShark1(PlannedShark1):
    """Weighs each turn by what it eats against a searching crew's chance of a hit."""

    # Turn scores (bot tuning, not game rules), in swimmers.
    FIRST_BARREL = 5.0  # what the first barrel on the Shark costs
    LAST_BARREL = ACT_VALUE  # the second one ends the act
    PINNED = 1.0  # being left in one space of the crew's belief (it shoots there next)
    WAITING = 2.5  # a turn that eats nothing: one round less to eat in, one more to be found
    MARGIN = 0.5  # turns this close to the best are drawn among
    TEMPERATURE = 0.3  # softmax temperature over those turns

    def _new_tracker(self, content: Content) -> SharkTracker:
        # The belief of a crew that has studied this Shark: a frozen fit of its own games
        # (content/belief.toml's [imagined.top]).
        return ModelTracker(content, shipped_belief(content.root).imagined_by("top"))

    def plan_turn(self, a1: SharkAct1View, plan: PlanView) -> tuple[Action, ...]:
        _, turns, values = self._weigh(a1, plan)
        return draw_near_best(turns, values, self._rng, self.MARGIN, self.TEMPERATURE).steps

    def _weigh(
        self, a1: SharkAct1View, plan: PlanView
    ) -> tuple[GameState, list[TurnOutcome], list[float]]:
        """The state rebuilt from the Shark's view, and every turn worth weighing with its
        worth."""
        ctx, outcomes = self._turns(a1, plan)
        base = act1_state(a1, self._content, self._rng)
        groups = by_announcement(outcomes)
        hit_cost = self.LAST_BARREL if a1.barrels.attached else self.FIRST_BARREL
        spend = barrel_cost(a1)
        turns: list[TurnOutcome] = []
        values: list[float] = []
        for said in to_weigh(groups, self._rng):
            state, ended = play_turn(base, groups[said][0].steps)
            sights = [] if ended is not None else self._foresights(state, ctx, said, spend)
            for turn in groups[said]:
                turns.append(turn)
                if ended is not None:
                    values.append(hopeful(turn) + ended)
                else:
                    waiting = self.WAITING if turn.gain == 0 else 0.0
                    values.append(
                        hopeful(turn) - waiting - _danger(turn, sights, hit_cost, self.PINNED)
                    )
        return base, turns, values

    def _foresights(
        self, after: GameState, ctx: TurnContext, said: Announcement, barrel_cost: float
    ) -> list[Foresight]:
        """The searching crew's answer to `said` on each belief it might hold."""
        crew = view_for(after, "crew").act1
        assert crew is not None and isinstance(self._tracker, ModelTracker)
        content = self._content.act1
        reach = crew_reach(crew, content)
        model = self._tracker.hypotheses_after(ctx, said)
        uniform = self._tracker.uniform_hypotheses_after(ctx, said)
        leaning = _leaning(model, space_shares(uniform), self._content)
        return [
            foresee(atoms(beliefs.items()), reach, content, barrel_cost)
            for beliefs in (uniform, model, leaning)
        ]


def _danger(
    turn: TurnOutcome, sights: Sequence[Foresight], hit_cost: float, pinned_cost: float
) -> float:
    """What the crews' answers cost a turn on average: a barrel, or being pinned down."""
    atom = (turn.end, turn.power == "out_of_sight")
    hit = sum(s.hit.get(atom, 0.0) for s in sights) / len(sights)
    pinned = sum(s.pinned.get(atom, 0.0) for s in sights) / len(sights)
    return hit * hit_cost + (1.0 - hit) * pinned_cost * pinned


def _leaning(
    beliefs: dict[Hypothesis, float], uniform: dict[str, float], content: Content
) -> dict[Hypothesis, float]:
    """`beliefs` leaning away from the ends a crew reading the uniform deduction would search
    (the top crew's own lean, applied to the whole belief)."""
    risks = shot_risks(content.act1.water_spaces, uniform, content.act1)
    return {h: w * math.exp(-EVASION * risks.get(h[0], 0.0)) for h, w in beliefs.items()}
