"""The top Act 1 crew: the hard crew's plays, driven by the calibrated belief.

Where the hard crew weights the deduction's hypotheses as if the Shark chose uniformly among
its turns, this crew weights them with the fitted Shark model (jaws.deduction.belief), so its
sweeps, watches and shots go where Sharks are. Each decision jitters the belief a little
(JITTER), so between near-equal spaces it picks at random and a Shark cannot predict it.
"""

from __future__ import annotations

import random

from jaws.bots.act1_crew import HardCrew1
from jaws.content import Content
from jaws.deduction.belief import ModelTracker

JITTER = 0.15  # each space's weight is scaled by up to ±15% per decision (bot tuning)


class JitteredTracker(ModelTracker):
    """The model belief, freshly jittered at every read."""

    def __init__(self, content: Content, rng: random.Random) -> None:
        super().__init__(content)
        self._jitter_rng = rng

    def likelihoods(self) -> dict[str, float]:
        belief = super().likelihoods()
        rng = self._jitter_rng
        shaken = {
            s: p * (1.0 + JITTER * (2.0 * rng.random() - 1.0)) for s, p in sorted(belief.items())
        }
        total = sum(shaken.values()) or 1.0
        return {s: p / total for s, p in shaken.items()}


class TopCrew1(HardCrew1):
    """The hard crew's plays on the calibrated, jittered belief."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        super().__init__(rng, content, JitteredTracker(content, rng))
