"""Act 2 engine events: what `apply` reports, each marked with who may see it.

Setup, the choice and the preparation are here; the fighting's events live in attack_events.py
and are re-exported from here, so `events` is the one place to import them from.

`audience` is "all" for public events and "shark" for the Shark's secrets (its hand and its
locked-in choice). Every die roll is a `DiceRolled` event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, get_args

from jaws.engine.act2.actions import NAMES, card_label
from jaws.engine.act2.attack_events import (
    AbilityRemoved,
    Act2Ended,
    AttackDeclined,
    BoatHit,
    CrewAttackResolved,
    CrewEliminated,
    CrewFell,
    CrewWounded,
    DiceRolled,
    FewerDice,
    GearDiscarded,
    MaulKept,
    OrcaRoundEnded,
    SharkRammed,
    SharkWounded,
    WeaponAttached,
)
from jaws.engine.event_base import Audience, GameEvent, quick_init
from jaws.words import count


@dataclass(frozen=True, slots=True)
class Act2Started(GameEvent):
    shark_cards: int
    shared_gear: int
    kind: Literal["act2_started"] = "act2_started"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return (
            f"Act 2 begins on the Orca: the Shark holds {count(self.shark_cards, 'Ability card')},"
            f" the crew gets {count(self.shared_gear, 'shared Gear card')}"
        )


@dataclass(frozen=True, slots=True)
class GearDealt(GameEvent):
    cards: tuple[str, ...]
    kind: Literal["gear_dealt"] = "gear_dealt"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        names = ", ".join(card_label(c) for c in self.cards) or "none"
        return f"Shared gear dealt to the crew: {names}"


@dataclass(frozen=True, slots=True)
class AbilityHandDealt(GameEvent):
    cards: tuple[str, ...]
    kind: Literal["ability_hand_dealt"] = "ability_hand_dealt"
    audience: ClassVar[Audience] = "shark"

    def __str__(self) -> str:
        names = ", ".join(card_label(c) for c in self.cards) or "none"
        return f"Your Shark Ability cards: {names}"


@dataclass(frozen=True, slots=True)
class GearGiven(GameEvent):
    card: str
    member: str
    kind: Literal["gear_given"] = "gear_given"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} takes the {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class CrewBoarded(GameEvent):
    member: str
    space: str
    kind: Literal["crew_boarded"] = "crew_boarded"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} boards the Orca at {self.space}"


@dataclass(frozen=True, slots=True)
class OrcaRoundStarted(GameEvent):
    round: int
    kind: Literal["orca_round_started"] = "orca_round_started"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"— Orca round {self.round} —"


@dataclass(frozen=True, slots=True)
class ResurfaceReshuffled(GameEvent):
    cards: int
    kind: Literal["resurface_reshuffled"] = "resurface_reshuffled"
    audience: ClassVar[Audience] = "all"

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
        dice = "1 die" if self.dice == 1 else f"{self.dice} dice"
        return f"{self.letter}: zone {self.zone} (Evade {self.evade}, {dice}{shake})"


@dataclass(frozen=True, slots=True)
class OptionsTurnedUp(GameEvent):
    options: tuple[OptionShown, ...]
    kind: Literal["options_turned_up"] = "options_turned_up"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return "Resurface options: " + "; ".join(str(o) for o in self.options)


@dataclass(frozen=True, slots=True)
class SharkLockedIn(GameEvent):
    ability_played: bool
    kind: Literal["shark_locked_in"] = "shark_locked_in"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        extra = " and slides an Ability card under it" if self.ability_played else ""
        return f"The Shark locks in its Resurface token{extra}"


@dataclass(frozen=True, slots=True)
class SharkChoiceMade(GameEvent):
    option: str
    card: str | None
    chum: str
    # Whether a crew member in the game held a Chum card as the Shark chose: without one the
    # pick cannot matter, and the Shark's log named it round after round once the Chum was
    # spent (helper-66).
    chum_held: bool = True
    kind: Literal["shark_choice_made"] = "shark_choice_made"
    audience: ClassVar[Audience] = "shark"

    def __str__(self) -> str:
        played = f", playing {card_label(self.card)}" if self.card else ""
        chum = f"; Chum would show {self.chum}" if self.chum_held else ""
        return f"You chose option {self.option}{played}{chum}"


@dataclass(frozen=True, slots=True)
class CrewMoved(GameEvent):
    member: str
    space: str
    kind: Literal["crew_moved"] = "crew_moved"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} moves to {self.space}"


@dataclass(frozen=True, slots=True)
class WeaponChosen(GameEvent):
    member: str
    card: str
    kind: Literal["weapon_chosen"] = "weapon_chosen"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} readies the {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class TargetPlaced(GameEvent):
    member: str
    zone: int
    kind: Literal["target_placed"] = "target_placed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} targets zone {self.zone}"


@dataclass(frozen=True, slots=True)
class ChumRevealed(GameEvent):
    member: str
    option: str
    zone: int
    # The other face-up options in the same zone ("A"): the zone is not ruled out with the
    # option (helper-77 read "C (zone 1) is not its choice" as zone 1 safe, A being zone 1).
    same_zone: str = ""
    kind: Literal["chum_revealed"] = "chum_revealed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        text = (
            f"{NAMES[self.member]} throws Chum: the Shark shows option {self.option} "
            f"(zone {self.zone}) is not its choice"
        )
        if self.same_zone:
            others = " and ".join(self.same_zone)
            word = "options" if len(self.same_zone) > 1 else "option"
            text += f"; {word} {others}, in zone {self.zone} too, may still be"
        return text


@dataclass(frozen=True, slots=True)
class CagePlayed(GameEvent):
    member: str
    kind: Literal["cage_played"] = "cage_played"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} is in the Shark Cage: no wounds this round"


@dataclass(frozen=True, slots=True)
class CageChance(GameEvent):
    """The Shark has declared its attack; before it rolls, the crew may play a Shark Cage."""

    attack: Literal["boat", "crew", "bonus"]
    target: str | None
    kind: Literal["cage_chance"] = "cage_chance"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        if self.attack == "boat":
            what = f"The Shark attacks B{self.target}"
        elif self.attack == "crew":
            what = f"The Shark attacks {NAMES.get(self.target or '', self.target)}"
        elif self.target is not None:
            what = f"The Shark is about to roll a Bonus Attack on {NAMES.get(self.target, '?')}"
        else:
            what = "The Shark is about to roll its Bonus Attacks"
        return f"{what}: the crew may play a Shark Cage before it rolls"


@dataclass(frozen=True, slots=True)
class SharkResurfaced(GameEvent):
    option: str
    card: int
    zone: int
    evade: int
    dice: int
    shake_off: bool
    kind: Literal["shark_resurfaced"] = "shark_resurfaced"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        shake = ", Shake Off" if self.shake_off else ""
        dice = "1 die" if self.dice == 1 else f"{self.dice} dice"
        return (
            f"The Shark resurfaces: option {self.option}, zone {self.zone} "
            f"(Evade {self.evade}, {dice}{shake})"
        )


@dataclass(frozen=True, slots=True)
class AbilityRevealed(GameEvent):
    card: str
    name: str
    evade: int | None = None  # the Evade the card sets this round (Hard Target), if any
    # The card's printed text: the round's card said "The Shark reveals Big Mouth", then
    # "Brody takes 1 wound" with nothing saying why (helper-59, stop 47). "" in older saves.
    text: str = ""
    kind: Literal["ability_revealed"] = "ability_revealed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        if self.evade is not None:
            return f"The Shark reveals {self.name}: its Evade is {self.evade} this round"
        if self.text:
            # Quoted: the card speaks to the Shark ("When you damage ...").
            return f"The Shark reveals {self.name}, which reads “{self.text}”"
        return f"The Shark reveals {self.name}"


@dataclass(frozen=True, slots=True)
class ShookOff(GameEvent):
    cards: tuple[str, ...]
    kind: Literal["shook_off"] = "shook_off"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return "The Shark shakes off " + ", ".join(card_label(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class TargetsReturned(GameEvent):
    members: tuple[str, ...]
    kind: Literal["targets_returned"] = "targets_returned"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return "Target tokens returned: " + ", ".join(NAMES[m] for m in self.members)


@dataclass(frozen=True, slots=True)
class TargetShifted(GameEvent):
    member: str
    zone: int
    kind: Literal["target_shifted"] = "target_shifted"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} shifts the Target token to zone {self.zone}"


Act2Event = (
    AbilityHandDealt
    | AbilityRemoved
    | AbilityRevealed
    | Act2Ended
    | Act2Started
    | AttackDeclined
    | BoatHit
    | CageChance
    | CagePlayed
    | ChumRevealed
    | CrewAttackResolved
    | CrewBoarded
    | CrewEliminated
    | CrewFell
    | CrewMoved
    | CrewWounded
    | DiceRolled
    | GearDealt
    | GearDiscarded
    | GearGiven
    | MaulKept
    | OptionsTurnedUp
    | OrcaRoundEnded
    | OrcaRoundStarted
    | ResurfaceReshuffled
    | SharkChoiceMade
    | SharkLockedIn
    | SharkRammed
    | SharkResurfaced
    | SharkWounded
    | ShookOff
    | TargetPlaced
    | TargetShifted
    | TargetsReturned
    | WeaponAttached
    | WeaponChosen
)
quick_init((*get_args(Act2Event), OptionShown))

__all__ = [
    "AbilityHandDealt",
    "AbilityRemoved",
    "AbilityRevealed",
    "Act2Ended",
    "Act2Event",
    "Act2Started",
    "AttackDeclined",
    "BoatHit",
    "CageChance",
    "CagePlayed",
    "ChumRevealed",
    "CrewAttackResolved",
    "CrewBoarded",
    "CrewEliminated",
    "CrewFell",
    "CrewMoved",
    "CrewWounded",
    "DiceRolled",
    "FewerDice",
    "GearDealt",
    "GearDiscarded",
    "GearGiven",
    "MaulKept",
    "OptionShown",
    "OptionsTurnedUp",
    "OrcaRoundEnded",
    "OrcaRoundStarted",
    "ResurfaceReshuffled",
    "SharkChoiceMade",
    "SharkLockedIn",
    "SharkRammed",
    "SharkResurfaced",
    "SharkWounded",
    "ShookOff",
    "TargetPlaced",
    "TargetShifted",
    "TargetsReturned",
    "WeaponAttached",
    "WeaponChosen",
]
