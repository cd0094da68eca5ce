"""Small pieces of English shared by the engine's event texts and the app's screens."""

from __future__ import annotations


def count(n: int, noun: str) -> str:
    """'1 hit', '2 hits': a number with its noun in the right form."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


__all__ = ["count"]


def full_stop(title: str) -> str:
    """The full stop a title needs to end a sentence: "." after "Holiday Roast", none after
    "Shark Alert!" (an Amity Event card's name, before its rule)."""
    return "" if title.endswith(("!", "?", ".")) else "."
