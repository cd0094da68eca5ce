"""The top crew's look-ahead over one crew phase: an expectimax over the sensors' answers.

The crew's belief is a weight per hypothesis of the exact deduction. For the sensors only two
things about a hypothesis matter: where the Shark is, and whether it played Out of Sight this
round (then every Fish Finder and Binoculars answer is negative). So the hypotheses collapse
into at most 24 weighted *atoms*, one per determinization of what the crew can learn this
round, and the crew phase is searched exactly over them: Hooper picks the sweep spot, then
(for each answer) Brody the beach to watch, then (for each answer) Quint the space to shoot.

Weights stay unnormalised: the expected chance of the best shot after an answer is the sum
over answers of the heaviest reachable space's mass, so no division is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Mapping
from dataclasses import dataclass

from jaws.content.act1 import Act1Content
from jaws.deduction import Hypothesis

Atom = tuple[str, bool]  # (the Shark's space, Out of Sight played this round)
Masses = dict[Atom, float]

# Search weights (bot tuning, not game rules).
SHARPNESS = 0.25  # worth of the crew's best guess anywhere (for next round), per unit of chance


def atoms(weights: Iterable[tuple[Hypothesis, float]]) -> Masses:
    """The hypotheses' weights gathered per (space, Out of Sight this round)."""
    out: Masses = {}
    for (space, _, power), weight in weights:
        key = (space, power == "out_of_sight")
        out[key] = out.get(key, 0.0) + weight
    return out


def fish_finder_answer(spot: str, atom: Atom, content: Act1Content) -> str:
    """What a Fish Finder at `spot` answers for a Shark as `atom` says."""
    space, hidden = atom
    if hidden:
        return "far"
    if space == spot:
        return "here"
    return "near" if space in content.water_adj[spot] else "far"


def binoculars_answer(beach: str, atom: Atom) -> bool:
    """Whether Binoculars at `beach` see a Shark as `atom` says."""
    space, hidden = atom
    return not hidden and space == beach


def sweep_answers(spot: str, content: Act1Content) -> Callable[[Atom], Hashable]:
    """The answer a Fish Finder at `spot` gives for each atom."""
    return lambda atom: fish_finder_answer(spot, atom, content)


def watch_answers(beach: str) -> Callable[[Atom], Hashable]:
    """The answer Binoculars at `beach` give for each atom."""
    return lambda atom: binoculars_answer(beach, atom)


def split(masses: Masses, answer: Callable[[Atom], Hashable]) -> list[Masses]:
    """`masses` divided by the answer each atom would give (one part per answer)."""
    parts: dict[Hashable, Masses] = {}
    for atom, weight in masses.items():
        parts.setdefault(answer(atom), {})[atom] = weight
    return list(parts.values())


def space_masses(masses: Mapping[Atom, float]) -> dict[str, float]:
    """The mass per space (Out of Sight or not)."""
    out: dict[str, float] = {}
    for (space, _), weight in masses.items():
        out[space] = out.get(space, 0.0) + weight
    return out


@dataclass(frozen=True)
class Reach:
    """What the members still to act can do this round."""

    sweep_spots: tuple[str, ...]  # where Hooper can still use the Fish Finder (empty: used)
    beaches: tuple[str, ...]  # where Brody can still use the Binoculars (empty: used)
    shots: frozenset[str]  # where Quint can still launch a barrel (empty: he cannot)


def quint_value(masses: Masses, shots: Collection[str]) -> float:
    """The chance Quint's best shot hits, plus a little for how sharp the guess is anywhere."""
    spaces = space_masses(masses)
    if not spaces:
        return 0.0
    hit = max((w for s, w in spaces.items() if s in shots), default=0.0)
    return hit + SHARPNESS * max(spaces.values())


def brody_value(masses: Masses, reach: Reach) -> float:
    """The value of the phase from Brody's turn on: his best watch (or none), then Quint."""
    best = quint_value(masses, reach.shots)
    for beach in reach.beaches:
        parts = split(masses, watch_answers(beach))
        best = max(best, sum(quint_value(part, reach.shots) for part in parts))
    return best


def sweep_values(masses: Masses, reach: Reach, content: Act1Content) -> dict[str, float]:
    """The value of the phase after Hooper sweeps each reachable spot (mass units)."""
    out: dict[str, float] = {}
    for spot in reach.sweep_spots:
        parts = split(masses, sweep_answers(spot, content))
        out[spot] = sum(brody_value(part, reach) for part in parts)
    return out


def watch_values(masses: Masses, reach: Reach) -> dict[str, float]:
    """The value of the phase after Brody watches each reachable beach (mass units)."""
    out: dict[str, float] = {}
    for beach in reach.beaches:
        parts = split(masses, watch_answers(beach))
        out[beach] = sum(quint_value(part, reach.shots) for part in parts)
    return out
