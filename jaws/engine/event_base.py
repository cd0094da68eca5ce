"""The base every engine event shares: its `kind` and who may see it."""

from __future__ import annotations

from typing import ClassVar, Literal

# "all": the whole table sees the event; "shark": only the Shark (its secrets and planning).
Audience = Literal["all", "shark"]


class GameEvent:
    """An engine event. Each subclass declares its audience; a missing one shows it to nobody."""

    __slots__ = ()
    audience: ClassVar[Audience]
