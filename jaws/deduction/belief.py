"""A calibrated belief: the exact hypothesis set, weighted by a model of how Sharks choose.

The set is the tracker's (sound and tight); only the weights change. Each hypothesis's weight
splits among the turn ends it could have taken by a conditional-logit choice model over features
of each end (location categorisation, Nijssen & Winands, IEEE TCIAIG 2012): how far the Shark
swam, whether it ended on a beach and by swimmers, and how exposed the end is to a crew that
reads the *uniform* deduction (the crew every Shark bot plans against: `shot_risk` on the
uniform belief after the announced turn). A share of each hypothesis's weight stays uniform
over its ends (a Shark may play unlike the bots), and the space shares are then tempered and
shrunk toward uniform over the possible set, so the numbers are calibrated.

The fitted numbers are HOUSE values in content/belief.toml, made by `bench/fit_belief.py` on
self-play games (bot model, not game rules). Everything here reads the public record only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Self

from jaws.bots.geometry import water_distance
from jaws.bots.search import shot_risks
from jaws.content import Content, default_content
from jaws.content.belief import BELIEF_FILE, FEATURES, BeliefModel, load_belief, shipped_belief
from jaws.deduction.model import Announcement, Hypothesis, TurnContext
from jaws.deduction.tracker import SharkTracker, space_shares
from jaws.deduction.turns import OutcomeCache
from jaws.views.act1 import Act1View

__all__ = [
    "BEACH_SIDE",
    "BELIEF_FILE",
    "FEATURES",
    "BeliefModel",
    "ModelTracker",
    "choice_shares",
    "end_category",
    "end_features",
    "load_belief",
    "turn_facts",
]

BEACH_SIDE = frozenset(("5", "6", "7", "8", "N", "E", "S", "W"))
Category = tuple[int, bool, bool, bool]
Features = tuple[float, ...]


def end_category(
    content: Content, ctx: TurnContext, said: Announcement, start: str, end: str
) -> Category:
    """The category of a turn that went from `start` to `end` announcing `said`: distance
    swum (0, 1, 2+), on a beach, swimmers left there, swimmers left next to it."""
    a1 = content.act1
    distance = min(2, water_distance(a1, start, end))
    beach = end in a1.board.beaches
    swimmers = _swimmers_after(ctx, said)
    near = any(swimmers.get(s, 0) > 0 for s in a1.water_adj[end])
    return distance, beach, beach and swimmers.get(end, 0) > 0, near


def _swimmers_after(ctx: TurnContext, said: Announcement) -> dict[str, int]:
    swimmers = dict(ctx.swimmers)
    for where, count in said.eaten:
        swimmers[where] = swimmers.get(where, 0) - count
    return swimmers


@dataclass(frozen=True)
class TurnFacts:
    """What the features of every end of one announced turn need (the same for every
    hypothesis): the swimmers left, and the uniform crew's belief and shot risks after it."""

    swimmers: dict[str, int]
    uniform: dict[str, float]
    risks: dict[str, float]


def turn_facts(
    content: Content, ctx: TurnContext, said: Announcement, uniform: dict[str, float]
) -> TurnFacts:
    """The TurnFacts of a turn, given the uniform belief after it."""
    risks = shot_risks(content.act1.water_spaces, uniform, content.act1)
    return TurnFacts(_swimmers_after(ctx, said), uniform, risks)


def end_features(content: Content, facts: TurnFacts, start: str, ends: list[str]) -> list[Features]:
    """The FEATURES of each of `ends`, the ends one hypothesis (at `start`) could reach."""
    a1 = content.act1
    beaches = a1.board.beaches
    swimmers = facts.swimmers
    risks = facts.risks
    levels = sorted({round(risks[e], 9) for e in ends})
    fed = [b for b in beaches if swimmers.get(b, 0) > 0]

    def to_swimmers(space: str) -> int:
        return min((water_distance(a1, space, b) for b in fed), default=99)

    reach = {end: to_swimmers(end) for end in ends}
    nearest, from_start = min(reach.values()), to_swimmers(start)
    out: list[Features] = []
    for end in ends:
        distance = water_distance(a1, start, end)
        beach = end in beaches
        risk = risks[end]
        rank = levels.index(round(risk, 9))
        out.append(
            (
                float(distance == 1),
                float(distance >= 2),
                float(beach),
                float(beach and swimmers.get(end, 0) > 0),
                float(any(swimmers.get(s, 0) > 0 for s in a1.water_adj[end])),
                risk,
                float(rank == 0),
                float(rank == 1),
                facts.uniform.get(end, 0.0),
                float(reach[end] < from_start),
                float(reach[end] == nearest),
            )
        )
    return out


def choice_shares(coefficients: tuple[float, ...], rows: list[Features], mix: float) -> list[float]:
    """The choice model's share of each row: a softmax of the scores, mixed with uniform."""
    scores = [sum(c * x for c, x in zip(coefficients, row, strict=True)) for row in rows]
    top = max(scores)
    raw = [math.exp(s - top) for s in scores]
    total = sum(raw)
    even = mix / len(rows)
    return [(1.0 - mix) * r / total + even for r in raw]


OutcomeCaches = dict[tuple[TurnContext, Announcement], OutcomeCache]


class _UniformBeside(SharkTracker):
    """The uniform deduction a ModelTracker keeps: the same hypotheses expand to the same
    turns, so the two share each step's expanded turns (a turn's outcomes depend only on the
    start, the token, the context and the announcement)."""

    def __init__(self, content: Content, caches: OutcomeCaches) -> None:
        super().__init__(content)
        self.caches = caches

    def _outcome_cache(self, ctx: TurnContext, said: Announcement) -> OutcomeCache:
        if (ctx, said) not in self.caches and len(self.caches) >= 4:
            self.caches.clear()
        return self.caches.setdefault((ctx, said), {})


class ModelTracker(SharkTracker):
    """The crew's deduction with each hypothesis weighted by the fitted Shark model. It keeps
    a uniform deduction beside it: the crew that the Shark bots plan against."""

    def __init__(self, content: Content | None = None, model: BeliefModel | None = None) -> None:
        super().__init__(content)
        self._full = content or default_content()
        self._model = model or shipped_belief(self._full.root)
        self._uniform = _UniformBeside(self._full, {})
        self._uniform._contexts = self._contexts
        self._facts: TurnFacts | None = None
        opens = self._model.start_open
        self._beliefs = {h: 1.0 if h[0] in BEACH_SIDE else opens for h in self._beliefs}

    def _outcome_cache(self, ctx: TurnContext, said: Announcement) -> OutcomeCache:
        return self._uniform._outcome_cache(ctx, said)

    def fork(self) -> Self:
        new = super().fork()
        new._uniform = self._uniform.fork()
        new._uniform._contexts = new._contexts
        return new

    @property
    def model(self) -> BeliefModel:
        """The Shark model weighting this deduction."""
        return self._model

    def raw_likelihoods(self) -> dict[str, float]:
        """The model's space shares before calibration (for fitting)."""
        return space_shares(self._beliefs)

    def likelihoods(self) -> dict[str, float]:
        """A calibrated weight per possible space (summing to 1)."""
        return self._model.calibrate(space_shares(self._beliefs))

    def preview(self, ctx: TurnContext, announcement: Announcement) -> dict[str, float]:
        return self._model.calibrate(space_shares(self._after_turn(ctx, announcement)))

    def uniform_hypotheses_after(
        self, ctx: TurnContext, announcement: Announcement
    ) -> dict[Hypothesis, float]:
        """`hypotheses_after` on the uniform deduction kept beside this one."""
        return self._uniform.hypotheses_after(ctx, announcement)

    # --- internals ---------------------------------------------------------------------

    def _apply(self, clue: object, a1: Act1View, is_last: bool) -> None:
        super()._apply(clue, a1, is_last)  # deduces from the uniform beliefs before the clue
        self._uniform._apply(clue, a1, is_last)

    def _deduce_turn(self, ctx: TurnContext, said: Announcement) -> dict[Hypothesis, float]:
        uniform = space_shares(self._uniform._after_turn(ctx, said))
        self._facts = turn_facts(self._full, ctx, said, uniform)
        try:
            return super()._deduce_turn(ctx, said)
        finally:
            self._facts = None

    def _shares(
        self,
        ctx: TurnContext,
        said: Announcement,
        start: str,
        ends: list[tuple[str, str | None]],
    ) -> list[float]:
        assert self._facts is not None
        rows = end_features(self._full, self._facts, start, [end for end, _ in ends])
        return choice_shares(self._model.coefficients, rows, self._model.mix)
