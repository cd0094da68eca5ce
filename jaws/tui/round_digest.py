"""The public events told in fewer rows, for a card or a curtain that must fit a terminal.

A round of Act 2 with three crew attacks and a Bonus Attack on each swimmer is two dozen log
lines; a card at 80x24 has room for twelve (stop-30 playtest: the card left Quint's attack
out). Here a roll and what it did are one line ("Quint's Rifle rolls 2 2: 5 hits against
Evade 0: 5 wounds; Shark now 5"), and crew members falling in at one space are one line.
Only public events are read, so a line holds nothing the crew's log does not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jaws.engine.act2.actions import NAMES
from jaws.engine.act2.attack_events import (
    BoatHit,
    CrewAttackResolved,
    CrewFell,
    CrewWounded,
    DiceRolled,
    SharkWounded,
)
from jaws.ids import CREW


@dataclass(frozen=True, slots=True)
class DigestLine:
    """Several events told as one line: `events` log lines; `telling`: kept before moves and
    falls when room is short."""

    text: str
    events: int
    telling: bool = True

    def __str__(self) -> str:
        return self.text


def _crew_attack(
    roll: DiceRolled, resolved: CrewAttackResolved, wounded: SharkWounded | None
) -> str:
    """ "Quint's Rifle rolls 2 2: 5 hits against Evade 0: 5 wounds; Shark now 5"."""
    who, result = str(resolved).split(": ", 1)
    line = f"{who} rolls {roll.faces}: {result}"
    return line + (f"; Shark now {wounded.total}" if wounded is not None else "")


def _shark_roll(roll: DiceRolled, result: BoatHit | CrewWounded) -> str:
    """ "Shark's attack on Boat Space B1: 1 0 1 → B1 is damaged (2 hits)"."""
    purpose = roll.purpose.removeprefix("its ").removeprefix("a ")
    return f"Shark's {purpose}: {roll.faces} → {result}"


def digest(events: Sequence[object]) -> list[object]:
    """The events, with each roll joined to its result and falls at one space joined; every
    other event is kept as it is."""
    out: list[object] = []
    index = 0
    while index < len(events):
        event = events[index]
        after = events[index + 1] if index + 1 < len(events) else None
        if (
            isinstance(event, DiceRolled)
            and event.roller in CREW
            and isinstance(after, CrewAttackResolved)
            and after.member == event.roller
        ):
            third = events[index + 2] if index + 2 < len(events) else None
            wounded = third if isinstance(third, SharkWounded) and after.wounds else None
            size = 3 if wounded is not None else 2
            out.append(DigestLine(_crew_attack(event, after, wounded), size))
            index += size
            continue
        if (
            isinstance(event, DiceRolled)
            and event.roller == "shark"
            and isinstance(after, (BoatHit, CrewWounded))
        ):
            out.append(DigestLine(_shark_roll(event, after), 2))
            index += 2
            continue
        if isinstance(event, CrewFell):
            fell = [event]
            while index + len(fell) < len(events):
                following = events[index + len(fell)]
                if not (isinstance(following, CrewFell) and following.space == event.space):
                    break
                fell.append(following)
            if len(fell) > 1:
                names = [NAMES[f.member] for f in fell]
                who = ", ".join(names[:-1]) + " and " + names[-1]
                text = f"{who} fall into the water at {event.space}"
                out.append(DigestLine(text, len(fell), telling=False))
                index += len(fell)
                continue
        out.append(event)
        index += 1
    return out


__all__ = ["DigestLine", "digest"]
