"""Act 2 engine events: what `apply` reports, each marked with who may see it.

`audience` is "all" for public events and "shark" for the Shark's secrets (its hand and its
locked-in choice). Every die roll is a `DiceRolled` event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from jaws.engine.act2.actions import NAMES, card_label


@dataclass(frozen=True, slots=True)
class Act2Started:
    shark_cards: int
    shared_gear: int
    kind: Literal["act2_started"] = "act2_started"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return (
            f"Act 2 begins on the Orca: the Shark holds {self.shark_cards} Ability cards, "
            f"the crew gets {self.shared_gear} shared Gear cards"
        )


@dataclass(frozen=True, slots=True)
class GearDealt:
    cards: tuple[str, ...]
    kind: Literal["gear_dealt"] = "gear_dealt"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        names = ", ".join(card_label(c) for c in self.cards) or "none"
        return f"Shared gear dealt to the crew: {names}"


@dataclass(frozen=True, slots=True)
class AbilityHandDealt:
    cards: tuple[str, ...]
    kind: Literal["ability_hand_dealt"] = "ability_hand_dealt"
    audience: ClassVar[str] = "shark"

    def __str__(self) -> str:
        names = ", ".join(card_label(c) for c in self.cards) or "none"
        return f"Your Shark Ability cards: {names}"


@dataclass(frozen=True, slots=True)
class GearGiven:
    card: str
    member: str
    kind: Literal["gear_given"] = "gear_given"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} takes the {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class CrewBoarded:
    member: str
    space: str
    kind: Literal["crew_boarded"] = "crew_boarded"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} boards the Orca at {self.space}"


@dataclass(frozen=True, slots=True)
class OrcaRoundStarted:
    round: int
    kind: Literal["orca_round_started"] = "orca_round_started"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"— Orca round {self.round} —"


@dataclass(frozen=True, slots=True)
class ResurfaceReshuffled:
    cards: int
    kind: Literal["resurface_reshuffled"] = "resurface_reshuffled"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"The Resurface discards ({self.cards} cards) are shuffled into a new deck"


@dataclass(frozen=True, slots=True)
class OptionShown:
    """One face-up Resurface option."""

    letter: str
    card: int
    zone: int
    evade: int
    dice: int
    shake_off: bool

    def __str__(self) -> str:
        shake = ", Shake Off" if self.shake_off else ""
        return f"{self.letter}: zone {self.zone} (Evade {self.evade}, {self.dice} dice{shake})"


@dataclass(frozen=True, slots=True)
class OptionsTurnedUp:
    options: tuple[OptionShown, ...]
    kind: Literal["options_turned_up"] = "options_turned_up"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return "Resurface options: " + "; ".join(str(o) for o in self.options)


@dataclass(frozen=True, slots=True)
class SharkLockedIn:
    ability_played: bool
    kind: Literal["shark_locked_in"] = "shark_locked_in"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        extra = " and slides an Ability card under it" if self.ability_played else ""
        return f"The Shark locks in its Resurface token{extra}"


@dataclass(frozen=True, slots=True)
class SharkChoiceMade:
    option: str
    card: str | None
    chum: str
    kind: Literal["shark_choice_made"] = "shark_choice_made"
    audience: ClassVar[str] = "shark"

    def __str__(self) -> str:
        played = f", playing {card_label(self.card)}" if self.card else ""
        return f"You chose option {self.option}{played}; Chum would show {self.chum}"


@dataclass(frozen=True, slots=True)
class CrewMoved:
    member: str
    space: str
    kind: Literal["crew_moved"] = "crew_moved"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} moves to {self.space}"


@dataclass(frozen=True, slots=True)
class WeaponChosen:
    member: str
    card: str
    kind: Literal["weapon_chosen"] = "weapon_chosen"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} readies the {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class TargetPlaced:
    member: str
    zone: int
    kind: Literal["target_placed"] = "target_placed"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} targets zone {self.zone}"


@dataclass(frozen=True, slots=True)
class ChumRevealed:
    member: str
    option: str
    zone: int
    kind: Literal["chum_revealed"] = "chum_revealed"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return (
            f"{NAMES[self.member]} throws Chum: the Shark shows option {self.option} "
            f"(zone {self.zone}) is not its choice"
        )


@dataclass(frozen=True, slots=True)
class CagePlayed:
    member: str
    kind: Literal["cage_played"] = "cage_played"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} is in the Shark Cage: no wounds this round"


@dataclass(frozen=True, slots=True)
class SharkResurfaced:
    option: str
    card: int
    zone: int
    evade: int
    dice: int
    shake_off: bool
    kind: Literal["shark_resurfaced"] = "shark_resurfaced"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        shake = ", Shake Off" if self.shake_off else ""
        return (
            f"The Shark resurfaces: option {self.option}, zone {self.zone} "
            f"(Evade {self.evade}, {self.dice} dice{shake})"
        )


@dataclass(frozen=True, slots=True)
class AbilityRevealed:
    card: str
    name: str
    kind: Literal["ability_revealed"] = "ability_revealed"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"The Shark reveals {self.name}"


@dataclass(frozen=True, slots=True)
class ShookOff:
    cards: tuple[str, ...]
    kind: Literal["shook_off"] = "shook_off"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return "The Shark shakes off " + ", ".join(card_label(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class TargetsReturned:
    members: tuple[str, ...]
    kind: Literal["targets_returned"] = "targets_returned"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return "Target tokens returned: " + ", ".join(NAMES[m] for m in self.members)


@dataclass(frozen=True, slots=True)
class TargetShifted:
    member: str
    zone: int
    kind: Literal["target_shifted"] = "target_shifted"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} shifts the Target token to zone {self.zone}"


@dataclass(frozen=True, slots=True)
class DiceRolled:
    """Any roll of the dice: who rolled, what for, each die's hits and the total."""

    roller: str
    purpose: str
    dice: tuple[int, ...]
    hits: int
    kind: Literal["dice_rolled"] = "dice_rolled"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        faces = " ".join(str(d) for d in self.dice) or "no dice"
        return (
            f"{NAMES.get(self.roller, self.roller)} rolls for {self.purpose}: {faces} → {self.hits}"
        )


@dataclass(frozen=True, slots=True)
class CrewAttackResolved:
    member: str
    weapon: str
    hits: int
    evade: int
    wounds: int
    kind: Literal["crew_attack_resolved"] = "crew_attack_resolved"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        who = f"{NAMES[self.member]}'s {card_label(self.weapon)}"
        if self.wounds == 0:
            return f"{who}: {self.hits} hits against Evade {self.evade}: a miss"
        return f"{who}: {self.hits} hits against Evade {self.evade}: {self.wounds} wounds"


@dataclass(frozen=True, slots=True)
class WeaponAttached:
    member: str
    card: str
    kind: Literal["weapon_attached"] = "weapon_attached"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} attaches the {card_label(self.card)} to the Shark"


@dataclass(frozen=True, slots=True)
class AttackDeclined:
    member: str
    kind: Literal["attack_declined"] = "attack_declined"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} does not attack"


@dataclass(frozen=True, slots=True)
class GearDiscarded:
    member: str | None
    card: str
    reason: str
    kind: Literal["gear_discarded"] = "gear_discarded"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        whose = f"{NAMES[self.member]}'s " if self.member else ""
        return f"{whose}{card_label(self.card)} is discarded ({self.reason})"


@dataclass(frozen=True, slots=True)
class SharkWounded:
    wounds: int
    total: int
    source: str
    kind: Literal["shark_wounded"] = "shark_wounded"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"The Shark takes {self.wounds} wounds ({self.source}); now {self.total}"


@dataclass(frozen=True, slots=True)
class SharkRammed:
    zone: int
    kind: Literal["shark_rammed"] = "shark_rammed"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"Ramming Speed: the Shark moves to zone {self.zone}"


@dataclass(frozen=True, slots=True)
class BoatHit:
    zone: int
    hits: int
    result: Literal["miss", "damaged", "destroyed"]
    kind: Literal["boat_hit"] = "boat_hit"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        if self.result == "miss":
            return f"B{self.zone} holds ({self.hits} hits)"
        return f"B{self.zone} is {self.result} ({self.hits} hits)"


@dataclass(frozen=True, slots=True)
class CrewFell:
    member: str
    space: str
    kind: Literal["crew_fell"] = "crew_fell"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} falls into the water at {self.space}"


@dataclass(frozen=True, slots=True)
class CrewWounded:
    member: str
    wounds: int
    total: int
    prevented: bool = False
    kind: Literal["crew_wounded"] = "crew_wounded"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        if self.prevented:
            return f"The Shark Cage saves {NAMES[self.member]} from {self.wounds} wounds"
        return f"{NAMES[self.member]} takes {self.wounds} wounds; now {self.total}"


@dataclass(frozen=True, slots=True)
class CrewEliminated:
    member: str
    discarded: tuple[str, ...]
    kind: Literal["crew_eliminated"] = "crew_eliminated"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} is eliminated; their gear is discarded"


@dataclass(frozen=True, slots=True)
class AbilityRemoved:
    card: str
    kind: Literal["ability_removed"] = "ability_removed"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{card_label(self.card)} is removed from the game"


@dataclass(frozen=True, slots=True)
class OrcaRoundEnded:
    round: int
    kind: Literal["orca_round_ended"] = "orca_round_ended"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"The Shark dives (end of round {self.round})"


@dataclass(frozen=True, slots=True)
class Act2Ended:
    winner: str
    reason: str
    kind: Literal["act2_ended"] = "act2_ended"
    audience: ClassVar[str] = "all"

    def __str__(self) -> str:
        return f"{'The Shark' if self.winner == 'shark' else 'The crew'} wins: {self.reason}"
