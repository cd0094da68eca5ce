"""The top Act 1 crew: an exact look-ahead over the crew phase on the calibrated belief.

The belief is the deduction's exact hypothesis set weighted by the fitted Shark model
(jaws.deduction.belief). At the start of each member's turn the crew searches the rest of the
phase over the belief's determinizations (jaws.bots.top.crew_search): Hooper sweeps where the
answers, Brody's watch and Quint's shot that follow are worth most; Brody watches the beach
whose answer best sharpens Quint's shot; Quint launches at the likeliest space he can reach.
Between choices within MARGIN of the best it draws at random, and it keeps the chosen goal for
the member's whole turn. The rest of each turn (rescues, barrels, Michael, closing a beach) is
the hard crew's play.

It cannot be read. A Shark that knew the crew's belief and search would hide where the plain
plan never looks (a best-response Shark that did so won 97% of Act 1 games). So at the start
of each phase the crew solves the round as a game by fictitious play
(jaws.bots.top.crew_foresight.mixed_leans): the Shark, from each place it may have started,
hides at the ends the crew's plans so far hit least; the crew answers each such Shark with its
best plan; and it plays one of those MIXED_PLANS plans, drawn at random, for the whole phase.

The search is a fixed amount of work per decision (at most 12 sweep spots x 4 beaches x 12
shots over at most 24 atoms, MIXED_PLANS times a phase), never "until sure".
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from jaws.bots.act1_crew import HardCrew1, step_toward
from jaws.bots.top.crew_foresight import atom_groups, leaned, mixed_leans
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
from jaws.engine.act1.events import SharkTurnEnded
from jaws.engine.actions import Action
from jaws.views.act1 import Act1View, CrewAct1View

# Search settings (bot tuning, not game rules).
EVASION = 10.0  # how strongly a Shark is taken to avoid the ends a good crew would search
MARGIN = 0.02  # choices this close to the best (in chance of a hit) are drawn among
BARREL_COST = 0.15  # chance of a hit a launched barrel must beat (it may be the last)
BARREL_COST_SPARE = 0.10  # ... when Quint has a barrel to spare
MIXED_PLANS = 4  # plans the crew's phase mixes among (fictitious play; 1: no mixing)
HIDING_TEMPERATURE = 0.05  # the imagined Shark's soft minimum over ends' chances of a hit
USE_FLAGS = {"hooper": "fish_finder", "brody": "binoculars", "quint": "launch"}


def barrel_cost(a1: Act1View) -> float:
    """The least chance of a hit Quint spends a barrel on (less with one to spare)."""
    return BARREL_COST_SPARE if a1.barrels.orca >= 2 else BARREL_COST


def crew_leans(
    masses: Masses,
    groups: Sequence[tuple[float, frozenset[Hypothesis]]],
    reach: Reach,
    content: Act1Content,
    barrel_cost: float,
) -> list[dict[Atom, float]]:
    """The leans the top crew draws its phase's plan from (each equally likely); `groups` are
    the deduction's start groups of the Shark's turn (SharkTracker.start_groups)."""
    return mixed_leans(
        masses,
        atom_groups(groups),
        reach,
        content,
        barrel_cost,
        MIXED_PLANS,
        HIDING_TEMPERATURE,
    )


class CrewBelief(ModelTracker):
    """The fitted belief (before its calibration), read per hypothesis, leaning harder than the
    fit on what every Shark bot weighs: each end's split is weighted again by
    exp(-EVASION * the end's shot risk against the uniform deduction's crew)."""

    def weights(self) -> list[tuple[Hypothesis, float]]:
        """Every hypothesis with its weight (not normalised), in a fixed order."""
        return sorted(self._beliefs.items(), key=lambda item: (item[0][0], sorted(item[0][1])))

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

    def __init__(self, content: Content) -> None:
        super().__init__(content)
        self._last_turn: tuple[dict[Hypothesis, float], TurnContext, Announcement] | None = None

    def _apply(self, clue: object, a1: Act1View, is_last: bool) -> None:
        before = self._beliefs
        super()._apply(clue, a1, is_last)
        if isinstance(clue, SharkTurnEnded):  # its context is kept, seen or rebuilt
            self._last_turn = (before, self._contexts[clue.round], Announcement.of(clue))

    def last_turn_groups(self) -> list[tuple[float, frozenset[Hypothesis]]]:
        """The start groups of the Shark turn last taken in (none before the first)."""
        if self._last_turn is None:
            return []
        before, ctx, said = self._last_turn
        return self.start_groups(before, ctx, said)


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
        self._lean: tuple[int, dict[Atom, float]] = (-1, {})

    # --- what the members still to act can do ---------------------------------------------

    def _left(self, a1: CrewAct1View, member: str) -> int:
        return actions_free(a1, member, self._a1)

    def _reach(self, a1: CrewAct1View) -> Reach:
        return crew_reach(a1, self._a1)

    def _masses(self, a1: CrewAct1View) -> Masses:
        """The belief's atoms, leaned as this round's drawn plan leans (jaws.bots.top.
        crew_foresight.mixed_leans: drawn once per round, at the phase's first plan)."""
        masses = atoms(self._belief.weights())
        if self._lean[0] != a1.round:
            groups = self._belief.last_turn_groups()
            leans = crew_leans(masses, groups, self._reach(a1), self._a1, barrel_cost(a1))
            self._lean = (a1.round, self._rng.choice(leans))
        return leaned(masses, self._lean[1])

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
            "use": self._uses(a1, member, masses, reach),
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


@dataclass
class _Running:
    """A member's plan being played: (kind, space, count) per errand left; a rescue run's
    count goes down with each rescue."""

    steps: list[tuple[str, str, int]]
