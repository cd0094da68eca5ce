"""The Act 2 state: the boat, the crew, the three decks and the round in progress.

Plain data only (ints, strs, bools, tuples, dicts, Literals) so `pydantic.TypeAdapter(Act2State)`
round-trips it for saves. Collections that change often are dicts (copied by `clone`); the rest
are tuples, replaced whole when they change.

Secrets (see jaws.views.act2): `hand`, `chosen`, `chum_reveal`, `ability_played` until the
reveal, and the order of every deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from jaws.engine.copying import field_copier
from jaws.ids import CREW, CrewMember

Act2Phase = Literal[
    "divide", "board", "choose", "prepare", "crew_attack", "shark_attack", "cage", "over"
]
CageResume = Literal["main", "bonus"]
TileState = Literal["intact", "damaged", "destroyed"]
SharkPending = Literal["maul", "domino", "second_helping"]
AttackKind = Literal["boat", "crew"]

OPTION_LETTERS = "ABCDEFGH"


@cache
def _living(eliminated: tuple[str, ...]) -> tuple[CrewMember, ...]:
    """The crew members not in `eliminated`, in seat order (asked at almost every step)."""
    return tuple(m for m in CREW if m not in eliminated)


@dataclass(slots=True)
class Act2State:
    """Everything about Act 2 (see the module docstring for which fields are secret)."""

    round: int
    phase: Act2Phase
    # The boat: tile state per zone, index zone - 1.
    tiles: tuple[TileState, ...]
    # Crew: space of each living member ("B3", "W5"), wounds of every character.
    positions: dict[str, str]
    wounds: dict[str, int]
    eliminated: tuple[str, ...]
    # Gear (all public): each member's cards, the undivided shared cards, the cards set aside,
    # the discard pile and the weapons attached to the Shark.
    gear: dict[str, tuple[str, ...]]
    gear_pool: tuple[str, ...]
    gear_aside: tuple[str, ...]
    gear_discard: tuple[str, ...]
    attached: tuple[str, ...]
    # Shark Ability cards: set aside, the Shark's secret hand, removed from the game.
    ability_aside: tuple[str, ...]
    hand: tuple[str, ...]
    ability_removed: tuple[str, ...]
    # Resurface cards.
    resurface_deck: tuple[int, ...]
    resurface_discard: tuple[int, ...]
    options: tuple[int, ...]
    in_play: int | None = None
    # The Shark's secret choice for this round (indices into `options`).
    chosen: int | None = None
    chum_reveal: int | None = None
    ability_played: str | None = None
    ability_revealed: bool = False
    # The crew's round.
    chum_shown: int | None = None
    chums_played: int = 0
    moved: tuple[str, ...] = ()
    weapon: dict[str, str] = field(default_factory=dict)
    target: dict[str, int] = field(default_factory=dict)
    caged: tuple[str, ...] = ()
    resolved: tuple[str, ...] = ()
    # The Shark's round.
    shark_zone: int | None = None
    rammed: bool = False
    attacked: bool = False
    pending: SharkPending | None = None
    pending_roll: tuple[int, ...] = ()
    attack_kind: AttackKind | None = None
    attack_target: str | None = None
    domino_options: tuple[int, ...] = ()
    # The Shark Cage windows of step 6: before the main roll while anyone holds a Cage, and
    # before a Bonus Attack on a holder not yet offered the Cage against a roll that could
    # wound them (`cage_offered_to`); `bonus_rolled` is how far the Bonus Attacks have got.
    cage_offered: bool = False
    cage_resume: CageResume | None = None
    cage_offered_to: tuple[str, ...] = ()
    bonus_rolled: tuple[str, ...] = ()
    winner: Literal["shark", "crew"] | None = None
    end_reason: str | None = None

    def clone(self) -> Act2State:
        """A copy sharing nothing mutable with this state (apply clones at every step)."""
        return _copy_act2(self)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def living(self) -> tuple[CrewMember, ...]:
        """Crew members still in the game, in Quint, Brody, Hooper order."""
        return _living(self.eliminated)

    def shark_space(self) -> str | None:
        """The Shark's Water Space while it is surfaced."""
        return None if self.shark_zone is None else f"W{self.shark_zone}"


_copy_act2 = field_copier(Act2State, copied=("positions", "wounds", "gear", "weapon", "target"))
