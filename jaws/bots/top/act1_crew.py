"""The top Act 1 crew: an exact look-ahead over the crew phase on the calibrated belief.

The belief is the deduction's exact hypothesis set weighted by the fitted Shark model
(jaws.deduction.belief). At the start of each member's turn the crew searches the rest of the
phase over the belief's determinizations (jaws.bots.top.crew_search): Hooper sweeps where the
answers, Brody's watch and Quint's shot that follow are worth most; Brody watches the beach
whose answer best sharpens Quint's shot; Quint launches at the likeliest space he can reach.
Between choices within MARGIN of the best it draws at random, and it keeps the chosen goal for
the member's whole turn. A member may skip his sensor or gun for other errands (rescues,
barrels, Michael, closing a beach: the hard crew's play otherwise), but never aims it at a
worse spot to fit them in.

It cannot be read. A Shark that knew the crew's belief and search would hide where the plain
plan never looks (a best-response Shark that did so won 97% of Act 1 games). So at the start
of each phase the crew solves the round as a game (jaws.bots.top.crew_foresight.mixed_plan):
fictitious play finds MIXED_PLANS plans (the Shark, from each place it may have started, hides
at the ends the crew's plans so far hit least; the crew answers each such Shark with its best
plan), regret matching weighs them against a Shark that hides from the mix, and the crew plays
one plan, drawn by those weights, for the whole phase. The belief then settles part of the way
(SETTLING) toward where that Shark hides, so the next rounds start from it.

The search is a fixed amount of work per decision (at most 12 sweep spots x 4 beaches x 12
shots over at most 24 atoms, MIXED_PLANS times a phase, and SOLVE_ITERATIONS sums over the
plans), never "until sure".
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Self

from jaws.bots.act1_crew import HardCrew1, step_toward
from jaws.bots.top.crew_foresight import MixedPlan, atom_groups, leaned, mixed_plan
from jaws.bots.top.crew_plans import (
    SPARE_VALUE,
    SUPPLY_VALUE,
    Errand,
    launch_spot,
    plans,
    rescue_errands,
    threats,
)
from jaws.bots.top.crew_reach import actions_free, crew_reach
from jaws.bots.top.crew_search import (
    Atom,
    Masses,
    Reach,
    atoms,
    brody_value,
    quint_value,
    space_masses,
    sweep_values,
    watch_values,
)
from jaws.content import Content
from jaws.content.act1 import Act1Content
from jaws.deduction import Announcement, Hypothesis, TurnContext
from jaws.deduction.belief import ModelTracker
from jaws.engine.act1 import actions as A
from jaws.engine.act1.events import EventDrawn, SharkTurnEnded
from jaws.engine.actions import Action
from jaws.views.act1 import Act1View, CrewAct1View

# Search settings (bot tuning, not game rules).
EVASION = 10.0  # how strongly a Shark is taken to avoid the ends a good crew would search
MARGIN = 0.02  # choices this close to the best (in chance of a hit) are drawn among
BARREL_COST = 0.15  # chance of a hit a launched barrel must beat (it may be the last)
BARREL_COST_SPARE = 0.10  # ... when Quint has a barrel to spare
MIXED_PLANS = 16  # plans the crew's phase mixes among (fictitious play; 1: no mixing)
HIDING_TEMPERATURE = 0.05  # the imagined Shark's soft minimum over ends' chances of a hit
SOLVE_ITERATIONS = 300  # regret-matching rounds weighing the plans against a hiding Shark
SETTLING = 0.5  # how far the belief settles on the solved Shark's hiding (0: not at all)
HIDING_FLOOR = 0.01  # least factor the settled belief keeps on an end the solved Shark shuns
USE_FLAGS = {"hooper": "fish_finder", "brody": "binoculars", "quint": "launch"}


def barrel_cost(a1: Act1View) -> float:
    """The least chance of a hit Quint spends a barrel on (less with one to spare)."""
    return BARREL_COST_SPARE if a1.barrels.orca >= 2 else BARREL_COST


def crew_mix(
    masses: Masses,
    groups: Sequence[tuple[float, frozenset[Hypothesis]]],
    reach: Reach,
    content: Act1Content,
    barrel_cost: float,
) -> MixedPlan:
    """The mixed plan the top crew draws its phase's plan from; `groups` are the deduction's
    start groups of the Shark's turn (SharkTracker.start_groups)."""
    return mixed_plan(
        masses,
        atom_groups(groups),
        reach,
        content,
        barrel_cost,
        MIXED_PLANS,
        HIDING_TEMPERATURE,
        SOLVE_ITERATIONS,
    )


class CrewBelief(ModelTracker):
    """The fitted belief (before its calibration), read per hypothesis, leaning harder than the
    fit on what every Shark bot weighs: each end's split is weighted again by
    exp(-EVASION * the end's shot risk against the uniform deduction's crew).

    Each round it then settles toward the solved round: once the crew has solved the round's
    game (`round_plan`, from the crew phase's opening board), every hypothesis is weighted
    SETTLING of the way toward where the solved Shark hides, so the belief the crew carries
    into later rounds leans toward the one a Shark that knew the crew would leave, not only the
    fit's habits (which such a Shark would hide from round after round)."""

    def __init__(self, content: Content) -> None:
        super().__init__(content)
        # The Shark turn last taken in: the beliefs before and after it, its context and
        # announcement.
        self._last_turn: _TakenTurn | None = None
        self._opening: dict[int, tuple[Reach, float]] = {}  # per round: the crew's reach, cost
        self._plans: dict[int, tuple[list[dict[Atom, float]], list[float]]] = {}  # solved
        self._mixes: dict[int, MixedPlan] = {}  # per round: the solved game, before settling

    def fork(self) -> Self:
        new = super().fork()
        new._opening = dict(self._opening)
        new._plans = dict(self._plans)
        new._mixes = dict(self._mixes)
        return new

    def weights(self) -> list[tuple[Hypothesis, float]]:
        """Every hypothesis with its weight (not normalised), in a fixed order."""
        return sorted(self._beliefs.items(), key=lambda item: (item[0][0], sorted(item[0][1])))

    def expect_opening(self, round_no: int, reach: Reach, barrel_cost: float) -> None:
        """Tell the belief the crew phase's opening reach and barrel cost in `round_no` (a
        Shark that foresees the crew knows them from its own turn; the crew's own belief reads
        them off the phase's first view)."""
        self._opening[round_no] = (reach, barrel_cost)

    def round_plan(self, round_no: int) -> tuple[list[dict[Atom, float]], list[float]]:
        """The leans the crew draws this round's plan from, relative to the settled belief,
        and the chance of each; solving them settles the belief (once per round). Before any
        Shark turn, or without the phase's opening, there is nothing to solve: no lean."""
        if round_no not in self._plans:
            self._settle(round_no)
        return self._plans.get(round_no, ([{}], [1.0]))

    def solved_mix(self, round_no: int) -> MixedPlan | None:
        """The round's solved game on the belief before it settled (None when there was
        nothing to solve: see `round_plan`): how each plan, and the mix, answers each atom."""
        self.round_plan(round_no)
        return self._mixes.get(round_no)

    def _settle(self, round_no: int) -> None:
        taken, opening = self._last_turn, self._opening.get(round_no)
        if taken is None or taken.ctx.round != round_no or opening is None:
            return
        reach, cost = opening
        masses = atoms(taken.after.items())
        mix = crew_mix(masses, self.last_turn_groups(), reach, self._content, cost)
        self._mixes[round_no] = mix
        hiding = {
            a: max((1 - SETTLING) + SETTLING * f, HIDING_FLOOR) for a, f in mix.hiding.items()
        }
        self._beliefs = {
            h: w * hiding.get((h[0], h[2] == "out_of_sight"), 1.0) for h, w in self._beliefs.items()
        }
        leans = [{a: f / hiding[a] for a, f in lean.items()} for lean in mix.leans]
        self._plans[round_no] = (leans, mix.weights)

    def _shares(
        self,
        ctx: TurnContext,
        said: Announcement,
        start: str,
        ends: list[tuple[str, str | None]],
    ) -> list[float]:
        shares = super()._shares(ctx, said, start, ends)
        facts = self._facts
        if EVASION <= 0 or facts is None:
            return shares
        return _evading(shares, ends, facts.risks)

    def _apply(self, clue: object, a1: Act1View, is_last: bool) -> None:
        if isinstance(clue, EventDrawn | SharkTurnEnded) and self._last_turn is not None:
            self.round_plan(self._last_turn.ctx.round)  # the round's settling, if not yet
        before = self._beliefs
        super()._apply(clue, a1, is_last)
        if isinstance(clue, SharkTurnEnded):  # its context is kept, seen or rebuilt
            ctx = self._contexts[clue.round]
            self._last_turn = _TakenTurn(before, self._beliefs, ctx, Announcement.of(clue))
            untouched = a1.phase == "crew" and a1.active is None and not a1.done
            if is_last and untouched and a1.round == clue.round:
                self.expect_opening(clue.round, crew_reach(a1, self._content), barrel_cost(a1))

    def last_turn_groups(self) -> list[tuple[float, frozenset[Hypothesis]]]:
        """The start groups of the Shark turn last taken in (none before the first)."""
        if self._last_turn is None:
            return []
        taken = self._last_turn
        return self.start_groups(taken.before, taken.ctx, taken.said)

    def has_opening(self, round_no: int) -> bool:
        """Whether the crew phase's opening of `round_no` is known."""
        return round_no in self._opening


@dataclass(frozen=True)
class _TakenTurn:
    """A Shark turn the belief took in: the beliefs before and after, context, announcement."""

    before: dict[Hypothesis, float]
    after: dict[Hypothesis, float]
    ctx: TurnContext
    said: Announcement


def _evading(
    shares: list[float], ends: list[tuple[str, str | None]], risk: dict[str, float]
) -> list[float]:
    """`shares` re-weighted toward the ends a good crew would not find."""
    weighted = [
        w * math.exp(-EVASION * risk.get(end, 0.0))
        for w, (end, _) in zip(shares, ends, strict=True)
    ]
    total = sum(weighted) or 1.0
    return [w / total for w in weighted]


class TopCrew1(HardCrew1):
    """Searches each member's sensor or shot over the belief; the hard crew's play otherwise."""

    def __init__(
        self, rng: random.Random, content: Content, belief: CrewBelief | None = None
    ) -> None:
        self._belief = belief if belief is not None else CrewBelief(content)
        super().__init__(rng, content, self._belief)
        self._plans: dict[tuple[int, str], _Running] = {}
        self._drawn: dict[int, int] = {}  # per round: which of the round's plans was drawn

    def drawn_plan(self, round_no: int) -> int | None:
        """Which of the round's plans the crew drew (its place in CrewBelief.round_plan's
        order; None until the crew's first plan of the round)."""
        return self._drawn.get(round_no)

    # --- what the members still to act can do ---------------------------------------------

    def _left(self, a1: CrewAct1View, member: str) -> int:
        return actions_free(a1, member, self._a1)

    def _reach(self, a1: CrewAct1View) -> Reach:
        return crew_reach(a1, self._a1)

    def _masses(self, a1: CrewAct1View) -> Masses:
        """The belief's atoms, leaned as this round's drawn plan leans (CrewBelief.round_plan:
        drawn once per round, at the phase's first plan)."""
        if a1.round not in self._drawn:
            if not self._belief.has_opening(a1.round):  # the phase's first view was not seen
                self._belief.expect_opening(a1.round, self._reach(a1), barrel_cost(a1))
            _, weights = self._belief.round_plan(a1.round)
            self._drawn[a1.round] = self._rng.choices(range(len(weights)), weights)[0]
        leans, _ = self._belief.round_plan(a1.round)
        return leaned(atoms(self._belief.weights()), leans[self._drawn[a1.round]])

    # --- the searched uses -------------------------------------------------------------

    def _uses(self, a1: CrewAct1View, member: str, masses: Masses, reach: Reach) -> list[Errand]:
        """The member's possible sensor or gun uses, each with the chance of a hit it adds."""
        total = sum(masses.values())
        if total <= 0:
            return []
        if member == "hooper":
            base = brody_value(masses, reach)
            found = sweep_values(masses, reach, self._a1)
            return [Errand("use", s, s, 1, (v - base) / total) for s, v in sorted(found.items())]
        if member == "brody":
            base = quint_value(masses, reach.shots)
            found = watch_values(masses, reach)
            return [Errand("use", b, b, 1, (v - base) / total) for b, v in sorted(found.items())]
        cost = barrel_cost(a1)
        here = a1.positions["quint"]
        spaces = space_masses(masses)
        return [
            Errand("use", t, launch_spot(here, t, self._a1), 1, spaces.get(t, 0.0) / total - cost)
            for t in sorted(reach.shots)
        ]

    def _fetches(self, a1: CrewAct1View, member: str) -> list[Errand]:
        """Where the member can pick up barrels for Quint, and what that is worth."""
        barrels = a1.barrels
        if member == "brody":
            return []
        if member == "quint":
            value = SPARE_VALUE if barrels.orca >= 2 else SUPPLY_VALUE
        else:
            value = SUPPLY_VALUE / 2 if barrels.orca + barrels.hooper_boat == 0 else 0.0
        spots = [s for s, n in sorted(barrels.floating.items()) if n]
        if not a1.docks_closed:
            spots += [d for d, n in sorted(barrels.dock.items()) if n]
        if member == "quint" and barrels.hooper_boat and "hooper" in a1.done:
            spots.append(a1.positions["hooper"])
        return [Errand("fetch", s, s, 1, value) for s in dict.fromkeys(spots)] if value else []

    def _rescuable(self, a1: CrewAct1View, member: str) -> dict[str, list[float]]:
        """Per beach with swimmers, the value of each rescue there (Michael, for Brody, is 2)."""
        out: dict[str, list[float]] = {}
        michael = self._a1.components.house.michael_value
        for beach, count in sorted(a1.swimmers.items()):
            values = [1.0] * int(count)
            if member == "brody" and a1.michael == beach:
                values.insert(0, float(michael))
            if values:
                out[beach] = values
        if member == "brody" and a1.michael is not None and a1.michael not in out:
            out[a1.michael] = [float(michael)]
        return out

    def _travel(self, member: str) -> Callable[[str, str], int]:
        if member == "brody":
            return self._ldist
        if member == "hooper":
            step = self._a1.components.hooper_move_spaces
            return lambda a, b: -(-self._wdist(a, b) // step)
        return self._wdist

    def _make_plan(self, a1: CrewAct1View, member: str) -> _Running:
        masses, reach = self._masses(a1), self._reach(a1)
        left = self._left(a1, member)
        threat = threats(space_masses(masses), self._a1)
        kinds = {
            "fetch": self._fetches(a1, member),
            "rescue": rescue_errands(self._rescuable(a1, member), threat, left),
            "use": _best_uses(self._uses(a1, member, masses, reach)),
        }
        barrels = a1.barrels.orca if member == "quint" else None
        found = plans(a1.positions[member], left, kinds, self._travel(member), barrels)
        best = max(p.value for p in found)
        close = [p for p in found if p.value >= best - MARGIN]
        chosen = self._rng.choice(close)
        return _Running([(e.kind, e.target, e.actions) for e in chosen.errands])

    # --- the members' turns ---------------------------------------------------------------

    def _planned(self, a1: CrewAct1View, member: str, mine: Sequence[Action]) -> Action | None:
        """The next action of the member's plan (None once it is played out)."""
        key = (a1.round, member)
        if key not in self._plans:
            self._plans[key] = self._make_plan(a1, member)
        steps = self._plans[key].steps
        while steps:
            kind, where, count = steps[0]
            if kind == "use":
                action = self._use_step(a1, member, mine, where)
            elif count <= 0:
                action = None
            else:
                action = self._errand_step(a1, member, mine, where, kind)
                if action is not None and not isinstance(action, A.CrewMove):
                    steps[0] = (kind, where, count - 1 if kind == "rescue" else 0)
            if action is not None:
                return action
            steps.pop(0)
        return None

    def _use_step(
        self, a1: CrewAct1View, member: str, mine: Sequence[Action], target: str
    ) -> Action | None:
        if USE_FLAGS[member] in a1.used_once:
            return None
        here = a1.positions[member]
        if member == "quint":
            shots = [a for a in mine if isinstance(a, A.LaunchBarrel) and a.target == target]
            if shots:
                return shots[0]
            goal = launch_spot(here, target, self._a1)
            return step_toward(mine, goal, here, self._wdist)
        use = A.USE_FISH_FINDER if member == "hooper" else A.USE_BINOCULARS
        if target == here:
            return use if use in mine else None
        dist = self._ldist if member == "brody" else self._wdist
        return step_toward(mine, target, here, dist)

    def _errand_step(
        self, a1: CrewAct1View, member: str, mine: Sequence[Action], at: str, kind: str
    ) -> Action | None:
        """A step toward `at`, or there, a rescue or the biggest pick-up."""
        here = a1.positions[member]
        if here != at:
            dist = self._ldist if member == "brody" else self._wdist
            return step_toward(mine, at, here, dist)
        if kind == "rescue":
            rescues = [a for a in mine if isinstance(a, A.Rescue)]
            return max(rescues, key=lambda r: r.michael) if rescues else None
        pickups = [a for a in mine if isinstance(a, A.PickUpBarrels)]
        return max(pickups, key=lambda a: a.count) if pickups else None

    def _hooper(
        self, a1: CrewAct1View, mine: Sequence[Action], belief: dict[str, float]
    ) -> Action | None:
        action = self._planned(a1, "hooper", mine)
        if action is not None:
            return action
        rest = [a for a in mine if a != A.USE_FISH_FINDER]
        return super()._hooper(a1, rest, belief)

    def _brody(
        self, a1: CrewAct1View, mine: Sequence[Action], belief: dict[str, float]
    ) -> Action | None:
        action = self._planned(a1, "brody", mine)
        if action is not None:
            return action
        return super()._brody(a1, mine, {})  # no belief: the hard watch is not played

    def _quint(
        self, a1: CrewAct1View, mine: Sequence[Action], belief: dict[str, float]
    ) -> Action | None:
        action = self._planned(a1, "quint", mine)
        if action is not None:
            return action
        return super()._quint(a1, mine, {})  # no belief: the hard shot is not played


def _best_uses(uses: list[Errand]) -> list[Errand]:
    """Only the uses within MARGIN of the best: the member may skip his sensor or gun for
    other errands, but never aim it at a worse spot to fit them in (a Shark that knew the
    crew's errands would hide where such a detour points the gun away)."""
    if not uses:
        return uses
    best = max(u.value for u in uses)
    return [u for u in uses if u.value >= best - MARGIN]


@dataclass
class _Running:
    """A member's plan being played: (kind, space, count) per errand left; a rescue run's
    count goes down with each rescue."""

    steps: list[tuple[str, str, int]]
