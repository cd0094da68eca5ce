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


def mixed_leans(
    masses: Masses,
    groups: Sequence[Group],
    reach: Reach,
    content: Act1Content,
    barrel_cost: float,
    plans: int,
    temperature: float,
) -> list[dict[Atom, float]]:
    """The crew's mixed strategy for one phase, by fictitious play: `plans` leans on the
    belief, each to be played with equal chance. The first is no lean (the belief's plain
    plan). Each next one is the crew's best plan against the Shark's average play so far,
    where the Shark, from each place it may have started (`groups`), hides at the ends the
    crew's plans so far hit least (a soft minimum: `temperature` in chance of a hit). A lean
    is the factor on each atom's weight."""
    total = sum(masses.values())
    leans: list[dict[Atom, float]] = [dict.fromkeys(masses, 1.0)]
    if total <= 0 or not groups:
        return leans * plans
    hits = dict.fromkeys(masses, 0.0)
    shark = dict(masses)  # the Shark's play summed over the iterations (the belief's first)
    current = masses
    for played in range(1, plans):
        sight = foresee(current, reach, content, barrel_cost)
        for atom in hits:
            hits[atom] += sight.hit.get(atom, 0.0)
        hiding = _hiding(groups, hits, played, temperature, masses)
        scale = total / (sum(hiding.values()) or 1.0)
        for atom in shark:
            shark[atom] += scale * hiding.get(atom, 0.0)
        current = {a: w / (played + 1) for a, w in shark.items()}
        leans.append({a: current[a] / w if w > 0 else 1.0 for a, w in masses.items()})
    return leans


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
