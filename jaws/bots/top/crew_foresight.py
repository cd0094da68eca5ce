"""How a searching crew answers a Shark turn: the chance its phase ends with a barrel in the
Shark, for every place the Shark might be.

The crew is the top crew's expectimax (jaws.bots.top.crew_search) played as a plan: Hooper
sweeps the spot worth most, then for each answer Brody watches the beach worth most (or none),
then for each answer Quint launches at the heaviest space he can reach, if it holds more than
his barrel's worth of the belief. Equal choices are split evenly. A Shark that foresees this
crew on the crew's own belief knows, for each end of its turn, how likely it is to be hit, and
how sure of its space the crew will be when Quint shoots.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from jaws.bots.top.crew_search import (
    Atom,
    Masses,
    Reach,
    quint_value,
    space_masses,
    split,
    sweep_answers,
    sweep_values,
    watch_answers,
)
from jaws.content.act1 import Act1Content
from jaws.deduction import Hypothesis

TIE = 1e-9  # values this close (relative to the belief's total) are equal choices


@dataclass(frozen=True)
class Foresight:
    """Per atom of the belief: the chance the crew's plan hits it, and the share its space
    holds of the crew's belief when Quint shoots (how pinned down the Shark is)."""

    hit: dict[Atom, float]
    pinned: dict[Atom, float]


class _Plan:
    """The crew's plan walked over the belief, adding up each atom's chances."""

    def __init__(self, masses: Masses, reach: Reach, content: Act1Content, cost: float) -> None:
        self.reach = reach
        self.content = content
        self.cost = cost
        self.hit = dict.fromkeys(masses, 0.0)
        self.pinned = dict.fromkeys(masses, 0.0)

    def sweep(self, masses: Masses) -> None:
        spots = self.reach.sweep_spots
        if not spots:
            self.watch(masses, 1.0)
            return
        values = sweep_values(masses, self.reach, self.content)
        chosen = _best(values, sum(masses.values()))
        for spot in chosen:
            for part in split(masses, sweep_answers(spot, self.content)):
                self.watch(part, 1.0 / len(chosen))

    def watch(self, masses: Masses, weight: float) -> None:
        shots = self.reach.shots
        values: dict[str | None, float] = {None: quint_value(masses, shots)}
        for beach in self.reach.beaches:
            parts = split(masses, watch_answers(beach))
            values[beach] = sum(quint_value(part, shots) for part in parts)
        chosen = _best(values, sum(masses.values()))
        for watched in chosen:
            parts = [masses] if watched is None else split(masses, watch_answers(watched))
            for part in parts:
                self.shoot(part, weight / len(chosen))

    def shoot(self, masses: Masses, weight: float) -> None:
        total = sum(masses.values())
        if total <= 0:
            return
        spaces = space_masses(masses)
        for atom in masses:
            self.pinned[atom] += weight * spaces[atom[0]] / total
        reachable = {s: m for s, m in spaces.items() if s in self.reach.shots}
        if not reachable or max(reachable.values()) / total <= self.cost:
            return
        targets = _best(reachable, total)
        for atom in masses:
            if atom[0] in targets:
                self.hit[atom] += weight / len(targets)


K = TypeVar("K")


def _best(values: dict[K, float], total: float) -> list[K]:
    """The keys whose value is within TIE of the best (relative to `total`)."""
    top = max(values.values())
    return [k for k, v in values.items() if v >= top - TIE * max(total, 1e-12)]


def foresee(masses: Masses, reach: Reach, content: Act1Content, barrel_cost: float) -> Foresight:
    """How the crew's phase answers a Shark known to the crew only as `masses`: per atom, the
    chance of a hit and how pinned down the Shark is when Quint shoots. `barrel_cost` is the
    least share of the belief Quint spends a barrel on."""
    plan = _Plan(masses, reach, content, barrel_cost)
    if masses:
        plan.sweep(masses)
    return Foresight(plan.hit, plan.pinned)


Group = tuple[float, frozenset[Atom]]  # a place the Shark started from: weight, ends it had


@dataclass(frozen=True)
class MixedPlan:
    """The crew's mixed strategy for one phase: plans (each a lean on the belief, played as
    the plain plan on the leaned belief), the chance of playing each, how each answers the
    Shark, and where the Shark hides against the mix (a lean too)."""

    leans: list[dict[Atom, float]]
    weights: list[float]
    sights: list[Foresight]
    hiding: dict[Atom, float]

    def expected(self) -> Foresight:
        """Per atom, the chance of a hit and how pinned down, over the mix."""
        hit: dict[Atom, float] = {}
        pinned: dict[Atom, float] = {}
        for weight, sight in zip(self.weights, self.sights, strict=True):
            for atom, h in sight.hit.items():
                hit[atom] = hit.get(atom, 0.0) + weight * h
            for atom, p in sight.pinned.items():
                pinned[atom] = pinned.get(atom, 0.0) + weight * p
        return Foresight(hit, pinned)


def mixed_plan(
    masses: Masses,
    groups: Sequence[Group],
    reach: Reach,
    content: Act1Content,
    barrel_cost: float,
    plans: int,
    temperature: float,
    iterations: int,
) -> MixedPlan:
    """The crew's mixed strategy for one phase, solved as a game against a Shark that hides.

    The plans come from fictitious play: the first is no lean (the belief's plain plan); each
    next one is the crew's best plan against the Shark's average play so far, where the Shark,
    from each place it may have started (`groups`), hides at the ends the crew's plans so far
    hit least (a soft minimum: `temperature` in chance of a hit). The chance of playing each
    plan is then solved by `iterations` of regret matching against a Shark that, from each
    start, hides at the end the mix hits least; the Shark's answers, averaged, are the hiding.
    """
    plain = dict.fromkeys(masses, 1.0)
    total = sum(masses.values())
    if total <= 0 or not groups:
        return MixedPlan([plain], [1.0], [foresee(masses, reach, content, barrel_cost)], plain)
    leans: list[dict[Atom, float]] = [plain]
    sights: list[Foresight] = []
    hits = dict.fromkeys(masses, 0.0)
    shark = dict(masses)  # the Shark's play summed over the iterations (the belief's first)
    current = masses
    for played in range(1, plans + 1):
        sight = foresee(current, reach, content, barrel_cost)
        sights.append(sight)
        if played == plans:
            break
        for atom in hits:
            hits[atom] += sight.hit.get(atom, 0.0)
        hiding = _hiding(groups, hits, played, temperature, masses)
        scale = total / (sum(hiding.values()) or 1.0)
        for atom in shark:
            shark[atom] += scale * hiding.get(atom, 0.0)
        current = {a: w / (played + 1) for a, w in shark.items()}
        leans.append({a: current[a] / w if w > 0 else 1.0 for a, w in masses.items()})
    weights, hidden = _solve(sights, groups, masses, iterations)
    scale = total / (sum(hidden.values()) or 1.0)
    hiding_lean = {a: scale * hidden.get(a, 0.0) / w if w > 0 else 1.0 for a, w in masses.items()}
    return MixedPlan(leans, weights, sights, hiding_lean)


def _solve(
    sights: Sequence[Foresight], groups: Sequence[Group], masses: Masses, iterations: int
) -> tuple[list[float], dict[Atom, float]]:
    """Regret matching+ (linear averaging) for the chance of each plan, against a Shark that
    from each start hides at the end the current mix hits least: the averaged mix, and the
    Shark's averaged answers (weight per atom)."""
    order = list(masses)
    index = {a: i for i, a in enumerate(order)}
    table = [[s.hit.get(a, 0.0) for a in order] for s in sights]
    starts = [(w, [index[a] for a in sorted(ends) if a in index]) for w, ends in groups]
    starts = [(w, ends) for w, ends in starts if ends]
    count = len(sights)
    regret = [0.0] * count
    mix_sum = [0.0] * count
    hidden = [0.0] * len(order)
    for t in range(1, iterations + 1):
        positive = sum(regret)
        mix = [r / positive for r in regret] if positive > 0 else [1.0 / count] * count
        mixed = [sum(m * row[i] for m, row in zip(mix, table, strict=True)) for i in index.values()]
        gains = [0.0] * count
        for weight, ends in starts:
            end = min(ends, key=mixed.__getitem__)
            hidden[end] += t * weight
            for k, row in enumerate(table):
                gains[k] += weight * row[end]
        expected = sum(m * g for m, g in zip(mix, gains, strict=True))
        for k in range(count):
            regret[k] = max(0.0, regret[k] + gains[k] - expected)
            mix_sum[k] += t * mix[k]
    norm = sum(mix_sum) or 1.0
    return [m / norm for m in mix_sum], {a: hidden[i] for a, i in index.items()}


def _hiding(
    groups: Sequence[Group],
    hits: dict[Atom, float],
    played: int,
    temperature: float,
    masses: Masses,
) -> dict[Atom, float]:
    """Where a Shark that knew the crew's plans so far would be: from each start, its weight
    over the ends it had, soft-minimising their mean chance of a hit."""
    out: dict[Atom, float] = {}
    for weight, ends in groups:
        options = [a for a in ends if a in masses]
        if not options:
            continue
        risk = {a: hits[a] / played for a in options}
        low = min(risk.values())
        soft = {a: math.exp(-(r - low) / temperature) for a, r in risk.items()}
        norm = sum(soft.values())
        for atom, x in soft.items():
            out[atom] = out.get(atom, 0.0) + weight * x / norm
    return out


def leaned(masses: Masses, lean: dict[Atom, float]) -> Masses:
    """`masses` weighted by `lean` (an atom it does not name keeps its weight)."""
    return {a: w * lean.get(a, 1.0) for a, w in masses.items()}


def atom_groups(groups: Sequence[tuple[float, frozenset[Hypothesis]]]) -> list[Group]:
    """The deduction's start groups with each hypothesis read as its atom."""
    return [
        (weight, frozenset((h[0], h[2] == "out_of_sight") for h in ends)) for weight, ends in groups
    ]
