"""The Act 1 state: the public board, the Shark's secrets and the turn in progress.

Plain mutable dataclasses with a cheap `clone`: `apply` clones, then changes the clone, so a
refused action leaves the caller's state untouched.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from jaws.engine.act1.actions import Act1Action
from jaws.engine.act1.events import Clue
from jaws.engine.copying import field_copier
from jaws.engine.event_base import quick_init

Act1Phase = Literal["shark_start", "event_choice", "shark", "crew", "over"]
EndReason = Literal["barrels", "track"]
PendingChoice = Literal[
    "extra_action", "mayor_beach", "dock", "michael_beach", "hoax_beach", "helicopter"
]
TokenFace = Literal["closed", "opening_soon"]


@dataclass(slots=True)
class Barrels:
    """Where the 8 barrels are; `floating` and `dock` are keyed by space."""

    shop: int
    orca: int
    hooper_boat: int = 0
    brody: int = 0
    attached: int = 0
    dock: dict[str, int] = field(default_factory=dict)
    floating: dict[str, int] = field(default_factory=dict)

    def clone(self) -> Barrels:
        return _copy_barrels(self)

    def total(self) -> int:
        """Every barrel counted once, wherever it is."""
        return (
            self.shop
            + self.orca
            + self.hooper_boat
            + self.brody
            + self.attached
            + sum(self.dock.values())
            + sum(self.floating.values())
        )


@dataclass(frozen=True)
class RoundEffects:
    """What this round's Amity Event changed (extra crew actions go straight to actions_left)."""

    shark_actions: int
    docks_closed: bool = False
    free_dock_actions: bool = False
    knock_ins: bool = False
    no_closing: bool = False


@dataclass(slots=True)
class SharkPlan:
    """The Shark's turn as planned so far: private until the Shark ends its turn."""

    steps: list[Act1Action]
    position: str
    actions_used: int = 0
    eaten: dict[str, int] = field(default_factory=dict)
    michael_eaten_at: str | None = None
    sensors: list[str] = field(default_factory=list)
    power: str | None = None
    speed_burst_used: bool = False
    knock_ins: list[tuple[str, str]] = field(default_factory=list)
    path: list[str] = field(default_factory=list)

    def clone(self) -> SharkPlan:
        return _copy_plan(self)


@dataclass(frozen=True, slots=True)
class PadEntry:
    """One round's line of the Shark Tracker Pad."""

    round: int
    start: str
    path: tuple[str, ...]
    end: str
    eaten: tuple[tuple[str, int], ...]
    michael_eaten_at: str | None
    power: str | None
    actions: tuple[str, ...]


quick_init([PadEntry])


@dataclass(slots=True)
class Act1State:
    """Everything about Act 1. Secret fields: shark_position, powers_left, power_this_round,
    plan and pad (until the act ends), and the order of the Event deck (secret from everyone)."""

    standalone: bool
    round: int
    phase: Act1Phase
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    event: int | None
    swimmers: dict[str, int]
    supply: int
    michael: str | None
    track: int
    barrels: Barrels
    positions: dict[str, str]
    in_water: frozenset[str]
    beach_token: str | None
    token_face: TokenFace | None
    effects: RoundEffects
    actions_left: dict[str, int]
    active: str | None
    done: frozenset[str]
    used_once: frozenset[str]
    pending: PendingChoice | None
    pending_options: tuple[str, ...]
    shark_position: str | None
    shark_start: str | None
    powers_left: tuple[str, ...]
    power_this_round: str | None
    plan: SharkPlan | None
    pad: tuple[PadEntry, ...]
    record: tuple[Clue, ...]
    revealed_at: str | None = None
    fish_finder_at: str | None = None
    binoculars_at: str | None = None
    winner: Literal["shark", "crew"] | None = None
    end_reason: EndReason | None = None

    def clone(self) -> Act1State:
        """A copy sharing nothing mutable with this state (apply clones at every step)."""
        new = _copy_act1(self)
        new.barrels = self.barrels.clone()
        if self.plan is not None:
            new.plan = self.plan.clone()
        return new

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def swimmers_on_board(self) -> int:
        """Swimmer tokens in the water (Michael is a separate token)."""
        return sum(self.swimmers.values())


# The copies `clone` makes at every step of `apply` (see jaws.engine.copying).
_copy_barrels = field_copier(Barrels, copied=("dock", "floating"))
_copy_plan = field_copier(SharkPlan, copied=("steps", "eaten", "sensors", "knock_ins", "path"))
_copy_act1 = field_copier(Act1State, copied=("swimmers", "positions", "actions_left"))
