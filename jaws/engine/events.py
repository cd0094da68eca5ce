"""Every engine event of both acts as one union; each is a `GameEvent` with its audience."""

from __future__ import annotations

from typing import TypeAlias

from jaws.engine.act1.events import Act1Event
from jaws.engine.act2.events import Act2Event
from jaws.engine.event_base import Audience, GameEvent

Event: TypeAlias = Act1Event | Act2Event

__all__ = ["Act1Event", "Act2Event", "Audience", "Event", "GameEvent"]
