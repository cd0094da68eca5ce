"""Act 2 actions: small frozen records, one class per kind.

Crew-seat actions name the crew member they are for. Instances are interned through the
`make_*` factories so `legal_actions` can list them without building new objects every step.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar, Literal

from jaws.ids import NAMES as NAMES
from jaws.ids import CrewMember as CrewMember


def card_label(card: str) -> str:
    """A gear or ability card id as a player reads it ("rifle_2" -> "Rifle")."""
    base = card.rsplit("_", 1)[0] if card[-1].isdigit() else card
    return base.replace("_", " ").title()


# --- Setup (crew) --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GiveGear:
    """Divide the shared gear: give one dealt card to a crew member."""

    card: str
    member: CrewMember
    kind: Literal["give_gear"] = "give_gear"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} takes the {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class BoardOrca:
    """Place a crew member's mover on a Boat Space at the start of Act 2."""

    member: CrewMember
    zone: int
    kind: Literal["board_orca"] = "board_orca"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} boards the Orca at B{self.zone}"


# --- Step 2: the Shark chooses (one secret action) -----------------------------------------


@dataclass(frozen=True, slots=True)
class SharkChoose:
    """Lock in a Resurface option, maybe an Ability card, and the option Chum would reveal."""

    option: str
    chum: str
    card: str | None = None
    kind: Literal["shark_choose"] = "shark_choose"
    seat: ClassVar[str] = "shark"

    @property
    def choice(self) -> str:
        """The choice without the Chum pick: "Shark chooses option A and plays Maul Again"."""
        text = f"Shark chooses option {self.option}"
        if self.card is not None:
            text += f" and plays {card_label(self.card)}"
        return text

    def __str__(self) -> str:
        return self.choice + f" (Chum would show {self.chum})"


# --- Step 3: the crew prepares -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OrcaMove:
    """Move a crew member up to 2 spaces (climbing aboard from the water takes both)."""

    member: CrewMember
    to: str
    kind: Literal["orca_move"] = "orca_move"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} moves to {self.to}"


@dataclass(frozen=True, slots=True)
class ChooseWeapon:
    """Choose this round's one weapon from the member's gear."""

    member: CrewMember
    card: str
    kind: Literal["choose_weapon"] = "choose_weapon"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} readies the {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class PlaceTarget:
    """Place the member's Target token in a zone's Water Space."""

    member: CrewMember
    zone: int
    kind: Literal["place_target"] = "place_target"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} targets zone {self.zone}"


@dataclass(frozen=True, slots=True)
class PlayChum:
    """Play a Chum card: the Shark shows one option it did not choose."""

    member: CrewMember
    card: str
    kind: Literal["play_chum"] = "play_chum"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} throws Chum"


@dataclass(frozen=True, slots=True)
class PlayCage:
    """Play a Shark Cage: the member takes no wounds this round."""

    member: CrewMember
    card: str
    kind: Literal["play_cage"] = "play_cage"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} gets into the Shark Cage"


@dataclass(frozen=True, slots=True)
class CrewReady:
    """The crew is ready: the Shark reveals."""

    kind: Literal["crew_ready"] = "crew_ready"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "The crew is ready"


# --- Step 5: crew attacks ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShiftTarget:
    """Pistol: move the member's Target token to an adjacent Water Space after the reveal."""

    member: CrewMember
    zone: int
    kind: Literal["shift_target"] = "shift_target"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} shifts the Target token to zone {self.zone}"


@dataclass(frozen=True, slots=True)
class AttackShark:
    """Attack with the chosen weapon; `ammo` names an Ammo card to discard instead of a firearm."""

    member: CrewMember
    ammo: str | None = None
    kind: Literal["attack_shark"] = "attack_shark"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} attacks" + (" (using Ammo)" if self.ammo else "")


@dataclass(frozen=True, slots=True)
class DeclineAttack:
    """A member who targeted the right zone chooses not to attack."""

    member: CrewMember
    kind: Literal["decline_attack"] = "decline_attack"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} holds back"


@dataclass(frozen=True, slots=True)
class EndCrewAttacks:
    """The crew is done attacking; anyone who has not attacked declines."""

    kind: Literal["end_crew_attacks"] = "end_crew_attacks"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "The crew is done attacking"


@dataclass(frozen=True, slots=True)
class LetSharkRoll:
    """Close the Shark Cage window: the crew plays no (more) Cage, and the Shark rolls."""

    kind: Literal["let_shark_roll"] = "let_shark_roll"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "The crew lets the Shark roll"


# --- Step 6: the Shark attacks -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RamMove:
    """Ramming Speed: move to an adjacent Water Space before attacking (+hits)."""

    zone: int
    kind: Literal["ram_move"] = "ram_move"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return f"Shark rams across to zone {self.zone}"


@dataclass(frozen=True, slots=True)
class AttackBoat:
    """Attack one adjacent Boat Space."""

    zone: int
    kind: Literal["attack_boat"] = "attack_boat"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return f"Shark attacks the boat at B{self.zone}"


@dataclass(frozen=True, slots=True)
class AttackCrew:
    """Attack one crew member in the water in the Shark's or an adjacent Water Space."""

    member: CrewMember
    kind: Literal["attack_crew"] = "attack_crew"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return f"Shark attacks {NAMES[self.member]}"


@dataclass(frozen=True, slots=True)
class SkipSharkAttack:
    """Make no attack this round (Bonus Attacks still follow)."""

    kind: Literal["skip_shark_attack"] = "skip_shark_attack"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return "Shark makes no attack"


@dataclass(frozen=True, slots=True)
class MaulReroll:
    """Maul Again: reroll the dice at these positions of the roll (none keeps the roll)."""

    dice: tuple[int, ...]
    kind: Literal["maul_reroll"] = "maul_reroll"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        if not self.dice:
            return "Shark keeps its roll"
        which = ", ".join(str(i + 1) for i in self.dice)
        return f"Shark rerolls {'die' if len(self.dice) == 1 else 'dice'} {which}"


@dataclass(frozen=True, slots=True)
class DominoTarget:
    """Domino Effect: the adjacent Boat Space that takes the extra hits."""

    zone: int
    kind: Literal["domino_target"] = "domino_target"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return f"Domino Effect hits B{self.zone}"


@dataclass(frozen=True, slots=True)
class SecondHelping:
    """Second Helping: attack a Boat Space again (zone) or pass (None)."""

    zone: int | None
    kind: Literal["second_helping"] = "second_helping"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        if self.zone is None:
            return "Shark passes on its Second Helping"
        return f"Shark takes a Second Helping at B{self.zone}"


Act2Action = (
    GiveGear
    | BoardOrca
    | SharkChoose
    | OrcaMove
    | ChooseWeapon
    | PlaceTarget
    | PlayChum
    | PlayCage
    | CrewReady
    | ShiftTarget
    | AttackShark
    | DeclineAttack
    | EndCrewAttacks
    | LetSharkRoll
    | RamMove
    | AttackBoat
    | AttackCrew
    | SkipSharkAttack
    | MaulReroll
    | DominoTarget
    | SecondHelping
)

# Interned instances for the hot path.
make_give_gear = cache(GiveGear)
make_board = cache(BoardOrca)
make_shark_choose = cache(SharkChoose)
make_orca_move = cache(OrcaMove)
make_choose_weapon = cache(ChooseWeapon)
make_place_target = cache(PlaceTarget)
make_play_chum = cache(PlayChum)
make_play_cage = cache(PlayCage)
make_shift_target = cache(ShiftTarget)
make_attack_shark = cache(AttackShark)
make_decline = cache(DeclineAttack)
make_ram = cache(RamMove)
make_attack_boat = cache(AttackBoat)
make_attack_crew = cache(AttackCrew)
make_maul = cache(MaulReroll)
make_domino = cache(DominoTarget)
make_second_helping = cache(SecondHelping)
CREW_READY = CrewReady()
END_CREW_ATTACKS = EndCrewAttacks()
LET_SHARK_ROLL = LetSharkRoll()
SKIP_SHARK_ATTACK = SkipSharkAttack()
