"""The whole game's state: mode, randomness, and the state of each act."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from jaws.content import Content
from jaws.engine.act1.state import Act1State
from jaws.engine.outcome import Outcome as Outcome
from jaws.engine.rng import Rng
from jaws.ids import Seat as Seat

if TYPE_CHECKING:
    from jaws.engine.act2.state import Act2State

Mode = Literal["full", "act1", "act2"]
MODES: tuple[Mode, ...] = ("full", "act1", "act2")


@dataclass(frozen=True)
class Act1Result:
    """How Act 1 ended: the track position decides the Act 2 hands in a full game."""

    reason: Literal["barrels", "track"]
    track: int
    barrels_attached: int


@dataclass(slots=True)
class GameState:
    """One game. `content` is the rule data it was made with (not part of equality or saves)."""

    mode: Mode
    seed: int
    rng: Rng
    act: int
    act1: Act1State | None
    act2: Act2State | None
    act1_result: Act1Result | None = None
    outcome: Outcome | None = None
    content: Content = field(default=None, compare=False, repr=False)  # type: ignore[assignment]

    def clone(self) -> GameState:
        """A copy that shares nothing mutable with this state."""
        new = object.__new__(GameState)  # not __init__: apply clones at every step
        new.mode = self.mode
        new.seed = self.seed
        new.rng = self.rng.copy()
        new.act = self.act
        new.act1 = None if self.act1 is None else self.act1.clone()
        new.act2 = None if self.act2 is None else self.act2.clone()
        new.act1_result = self.act1_result
        new.outcome = self.outcome
        new.content = self.content
        return new
