"""The explicit marker for a secret a viewer may not see."""

from __future__ import annotations

from typing import Final

from typing_extensions import TypeIs


class Hidden:
    """A value the viewer is not allowed to know. There is one instance: HIDDEN."""

    _instance: Hidden | None = None

    def __new__(cls) -> Hidden:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "HIDDEN"

    def __str__(self) -> str:
        return "?"

    def __bool__(self) -> bool:
        return False


HIDDEN: Final = Hidden()


def is_hidden(value: object) -> TypeIs[Hidden]:
    """True if `value` is the hidden marker (and, to mypy, narrows it: else it is the value)."""
    return value is HIDDEN
