"""Remembering what an interned object (an action) stands for, looked up by identity."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

LIMIT = 65536
"""Most objects one memo holds; it starts again empty past that (a game meets a few hundred)."""


def by_identity(work: Callable[[K], V]) -> Callable[[K], V]:
    """`work`, remembered per argument object: the same object gives the same (immutable) value
    without working it out again.

    `legal_actions` lists interned actions, so `apply` meets the same few hundred objects over
    and over. Looking one up by identity is one dict lookup; by equality, a frozen dataclass
    would build and hash a tuple of its fields and compare them. The memo holds each argument,
    so its id cannot be reused by another object while it is remembered.
    """
    seen: dict[int, tuple[K, V]] = {}

    def remembered(key: K) -> V:
        hit = seen.get(id(key))
        if hit is not None and hit[0] is key:
            return hit[1]
        value = work(key)
        if len(seen) >= LIMIT:
            seen.clear()
        seen[id(key)] = (key, value)
        return value

    remembered.__doc__ = work.__doc__
    remembered.__name__ = getattr(work, "__name__", "remembered")
    return remembered


text_of: Callable[[object], str] = by_identity(str)
"""The text of an action (what the log shows for it), worked out once per action object."""
