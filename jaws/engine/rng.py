"""Seeded, counter-based randomness that lives in the game state.

Every draw is a pure function of (seed, counter), so a saved game resumes with the very same
future dice and shuffles, on any machine and any Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


@dataclass(slots=True)
class Rng:
    """A random stream: the seed and how many numbers have been drawn from it."""

    seed: int
    counter: int = 0

    def next_u64(self) -> int:
        """The next 64-bit number of the stream."""
        self.counter += 1
        return _splitmix64((self.seed * 0x2545F4914F6CDD1D + self.counter) & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # 64 bits against bounds below 100 leave a bias under 1e-17: unmeasurable.
        return self.next_u64() % n

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly."""
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with the items in a uniformly random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def copy(self) -> Rng:
        """An independent copy at the same point of the stream."""
        new = object.__new__(Rng)  # not __init__: apply copies the stream at every step
        new.seed = self.seed
        new.counter = self.counter
        return new
