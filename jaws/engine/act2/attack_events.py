"""Act 2 events of the fighting (steps 5 and 6) and of the round's end.

Re-exported by `jaws.engine.act2.events`, which is where the rest of the engine imports them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from jaws.engine.act2.actions import NAMES, card_label
from jaws.engine.event_base import Audience, GameEvent
from jaws.words import count


def attack_on(kind: str | None, target: str | None) -> str:
    """The Shark's main attack with its target, as the log and the cage window say it:
    "its attack on Boat Space B3", "its attack on Brody"."""
    if kind == "boat":
        return f"its attack on Boat Space B{target}"
    return f"its attack on {NAMES.get(str(target), str(target))}"


def attached_gear_words(cards: tuple[str, ...]) -> str:
    """Attached cards as the attack lines name them, each kind once and counted when there
    are more of it: "Harpoon Barrel", "2 Barrels and Harpoon Barrel"."""
    labels = [card_label(c) for c in cards]
    return " and ".join(
        label if labels.count(label) == 1 else f"{labels.count(label)} {label}s"
        for label in dict.fromkeys(labels)
    )


@dataclass(frozen=True, slots=True)
class FewerDice:
    """Dice an attack roll lost to gear attached to the Shark, and which cards took them."""

    dice: int
    by: tuple[str, ...]

    def __str__(self) -> str:
        """ "1 die fewer for the attached Barrel"; "2 dice fewer for the attached 2
        Barrels" (it said "the attached Barrel" for two, where the Evade line counts them)."""
        dice = "1 die" if self.dice == 1 else f"{self.dice} dice"
        return f"{dice} fewer for the attached {attached_gear_words(self.by)}"


@dataclass(frozen=True, slots=True)
class DiceRolled(GameEvent):
    """Any roll of the dice: who rolled, what for, each die's hits and the total."""

    roller: str
    purpose: str
    dice: tuple[int, ...]
    hits: int
    # A reroll (Maul Again): the positions in the earlier roll these dice replace, in order, so
    # the line can name the dice and the roll they made ("rerolls die 1: 2, now 2 1").
    replaces: tuple[int, ...] = ()
    fewer: FewerDice | None = None  # the Shark's attack: dice attached gear took away
    kind: Literal["dice_rolled"] = "dice_rolled"
    audience: ClassVar[Audience] = "all"

    @property
    def faces(self) -> str:
        """Each die's hits as rolled: "2 0 1" ("no dice" for none)."""
        return " ".join(str(d) for d in self.dice) or "no dice"

    def __str__(self) -> str:
        who = NAMES.get(self.roller, self.roller)
        fewer = f" ({self.fewer})" if self.fewer is not None else ""
        if self.replaces:  # a reroll names its dice: "Maul Again (die 1)"
            dice = "die" if len(self.replaces) == 1 else "dice"
            fewer += f" ({dice} {' and '.join(str(i + 1) for i in self.replaces)})"
        told = f"{who} rolls for {self.purpose}{fewer}: {self.faces}"
        return f"{told} → {count(self.hits, 'hit')}"


@dataclass(frozen=True, slots=True)
class CrewAttackResolved(GameEvent):
    member: str
    weapon: str
    hits: int
    evade: int
    wounds: int
    # The Evade before attached gear (the card's, or Hard Target's) and the attached gear that
    # lowered it, so the line can say why a card printing Evade 1 was rolled against 0
    # (stop-33 playtest). None and () in events from before these were kept.
    unlowered: int | None = None
    lowered_by: tuple[str, ...] = ()
    # The weapon's printed +1 hit (the Rifle's), counted in `hits`: the roll's line gave the
    # dice alone ("1 2 → 3 hits") and this one the total ("4 hits"), which read as a
    # contradiction (helper-50). False in events from before it was kept.
    plus_hit: bool = False
    kind: Literal["crew_attack_resolved"] = "crew_attack_resolved"
    audience: ClassVar[Audience] = "all"

    @property
    def attacker(self) -> str:
        """ "Quint's Rifle"."""
        return f"{NAMES[self.member]}'s {card_label(self.weapon)}"

    @property
    def against(self) -> str:
        """ "Evade 2"; lowered by attached gear, "Evade 0 (1, lowered by the attached
        Harpoon Barrel)"."""
        if self.unlowered is None or self.unlowered <= self.evade or not self.lowered_by:
            return f"Evade {self.evade}"
        gear = attached_gear_words(self.lowered_by)
        return f"Evade {self.evade} ({self.unlowered}, lowered by the attached {gear})"

    @property
    def result(self) -> str:
        """ "5 hits against Evade 0: 5 wounds", "1 hit against Evade 2: a miss"."""
        return self._result(count(self.hits, "hit"))

    def _result(self, hits: str) -> str:
        wounds = count(self.wounds, "wound") if self.wounds else "a miss"
        return f"{hits} against {self.against}: {wounds}"

    def __str__(self) -> str:
        """ "Quint's Rifle: 4 hits (3 rolled, +1 for the Rifle) against Evade 0: 4 wounds"
        (the log's line under the roll's "1 2 → 3 hits")."""
        hits = count(self.hits, "hit")
        if self.plus_hit:
            hits += f" ({self.hits - 1} rolled, +1 for the {card_label(self.weapon)})"
        return f"{self.attacker}: {self._result(hits)}"


@dataclass(frozen=True, slots=True)
class WeaponAttached(GameEvent):
    member: str
    card: str
    kind: Literal["weapon_attached"] = "weapon_attached"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} attaches the {card_label(self.card)} to the Shark"


@dataclass(frozen=True, slots=True)
class MaulKept(GameEvent):
    """Maul Again rerolled no die: the attack's roll stands (helper-45: the log went from "The
    Shark reveals Maul Again" to the roll's result, and nobody could tell whether it had been
    used)."""

    kind: Literal["maul_kept"] = "maul_kept"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return "Maul Again rerolls no die: the Shark keeps its roll"


@dataclass(frozen=True, slots=True)
class AttackDeclined(GameEvent):
    member: str
    kind: Literal["attack_declined"] = "attack_declined"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} does not attack"


@dataclass(frozen=True, slots=True)
class GearDiscarded(GameEvent):
    member: str | None
    card: str
    reason: str
    kind: Literal["gear_discarded"] = "gear_discarded"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        whose = f"{NAMES[self.member]}'s " if self.member else ""
        return f"{whose}{card_label(self.card)} is discarded ({self.reason})"


def on_track(total: int, limit: int) -> str:
    """A Wound Track's mark out of its end, "5/16" ("5" when the end is not told): "Shark now
    2" did not say how far 2 is from the end (stop-32 playtest)."""
    return f"{total}/{limit}" if limit else str(total)


@dataclass(frozen=True, slots=True)
class SharkWounded(GameEvent):
    wounds: int
    total: int
    source: str
    limit: int = 0  # the Wound Track's end (0: not told)
    kind: Literal["shark_wounded"] = "shark_wounded"
    audience: ClassVar[Audience] = "all"

    @property
    def now(self) -> str:
        """ "5/16": the track after the wounds, out of its end."""
        return on_track(self.total, self.limit)

    def __str__(self) -> str:
        return f"The Shark takes {count(self.wounds, 'wound')} ({self.source}); now {self.now}"


@dataclass(frozen=True, slots=True)
class SharkRammed(GameEvent):
    zone: int
    bonus: int = 0  # the hits the card adds to this round's attack
    kind: Literal["shark_rammed"] = "shark_rammed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        moved = f"Ramming Speed: the Shark moves to zone {self.zone}"
        return f"{moved}; its attack gets +{count(self.bonus, 'hit')}" if self.bonus else moved


@dataclass(frozen=True, slots=True)
class BoatHit(GameEvent):
    zone: int
    hits: int
    result: Literal["miss", "damaged", "destroyed"]
    kind: Literal["boat_hit"] = "boat_hit"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        if self.result == "miss":
            return f"B{self.zone} holds ({count(self.hits, 'hit')})"
        return f"B{self.zone} is {self.result} ({count(self.hits, 'hit')})"


@dataclass(frozen=True, slots=True)
class CrewFell(GameEvent):
    member: str
    space: str
    kind: Literal["crew_fell"] = "crew_fell"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} falls into the water at {self.space}"


@dataclass(frozen=True, slots=True)
class CrewWounded(GameEvent):
    member: str
    wounds: int
    total: int
    prevented: bool = False
    limit: int = 0  # the member's Wound Track's end (0: not told)
    kind: Literal["crew_wounded"] = "crew_wounded"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        if self.prevented:
            return f"The Shark Cage saves {NAMES[self.member]} from {count(self.wounds, 'wound')}"
        now = on_track(self.total, self.limit)
        return f"{NAMES[self.member]} takes {count(self.wounds, 'wound')}; now {now}"


@dataclass(frozen=True, slots=True)
class CrewEliminated(GameEvent):
    member: str
    discarded: tuple[str, ...]
    kind: Literal["crew_eliminated"] = "crew_eliminated"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} is eliminated; their gear is discarded"


@dataclass(frozen=True, slots=True)
class AbilityRemoved(GameEvent):
    card: str
    kind: Literal["ability_removed"] = "ability_removed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{card_label(self.card)} is removed from the game"


@dataclass(frozen=True, slots=True)
class OrcaRoundEnded(GameEvent):
    round: int
    kind: Literal["orca_round_ended"] = "orca_round_ended"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"The Shark dives (end of round {self.round})"


@dataclass(frozen=True, slots=True)
class Act2Ended(GameEvent):
    winner: str
    reason: str
    kind: Literal["act2_ended"] = "act2_ended"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{'The Shark' if self.winner == 'shark' else 'The crew'} wins: {self.reason}"
