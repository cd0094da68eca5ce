"""The crews a search Shark imagines answering its turn: not only the exact hard crew (which a
Shark could learn to exploit) but a mix of habits, each playing from the crew's view alone."""

from __future__ import annotations

import random
from collections.abc import Sequence

from jaws.bots.act1_crew import EasyCrew1, HardCrew1
from jaws.bots.seat import Policy
from jaws.content import Content
from jaws.deduction import SharkTracker
from jaws.views import CrewView

# How often each imagined crew answers a rollout (bot tuning, not game rules).
CREW_MIX = (("hard", 0.5), ("guess", 0.3), ("easy", 0.2))
GUESS_SHARE = 0.5  # how much of a guessing crew's belief sits on the space it guessed


class GuessingTracker(SharkTracker):
    """The deduction of a crew that commits to one guess drawn from the belief: half its
    weight on that space, half spread as the exact deduction says."""

    def commit(self, rng: random.Random) -> None:
        """Draw this crew's guess from the current belief."""
        belief = super().likelihoods()
        spaces = sorted(belief)
        self._guess = rng.choices(spaces, weights=[belief[s] for s in spaces])[0]

    def likelihoods(self) -> dict[str, float]:
        belief = super().likelihoods()
        guess = getattr(self, "_guess", None)
        if guess not in belief:
            return belief
        out = {s: (1.0 - GUESS_SHARE) * p for s, p in belief.items()}
        out[guess] += GUESS_SHARE
        return out


def guessing_fork(tracker: SharkTracker, rng: random.Random) -> GuessingTracker:
    """A guessing crew's deduction, starting from `tracker`'s record."""
    fork = tracker.fork()
    guess = GuessingTracker.__new__(GuessingTracker)
    guess.__dict__.update(fork.__dict__)
    guess.commit(rng)
    return guess


def sample_crew(tracker: SharkTracker, rng: random.Random, content: Content) -> Policy[CrewView]:
    """One imagined crew, drawn from CREW_MIX, deciding from a fork of `tracker`."""
    kinds: Sequence[str] = [k for k, _ in CREW_MIX]
    kind = rng.choices(kinds, weights=[w for _, w in CREW_MIX])[0]
    if kind == "easy":
        return EasyCrew1(rng, content)
    if kind == "guess":
        return HardCrew1(rng, content, guessing_fork(tracker, rng))
    return HardCrew1(rng, content, tracker.fork())
