"""The public events told in fewer rows, for a card or a curtain that must fit a terminal.

A round of Act 2 with three crew attacks and a Bonus Attack on each swimmer is two dozen log
lines; a card at 80x24 has room for twelve (stop-30 playtest: the card left Quint's attack
out). Here a roll and what it did are one line ("Quint's Rifle rolls 2 2: 5 hits against
Evade 0: 5 wounds; Shark now 5"), crew members falling in at one space are one line, and so
are an Act 1 crew member's moves one after another ("Quint moves to 5, then to 4").
Only public events are read, so a line holds nothing the crew's log does not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TypeVar

from jaws.engine.act1.events import CrewActed
from jaws.engine.act2.actions import NAMES
from jaws.engine.act2.attack_events import (
    BoatHit,
    CrewAttackResolved,
    CrewFell,
    CrewWounded,
    DiceRolled,
    GearDiscarded,
    MaulKept,
    OrcaRoundEnded,
    SharkRammed,
    SharkWounded,
)
from jaws.engine.act2.events import ShookOff
from jaws.ids import CREW

E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class DigestLine:
    """Several events told as one line: `events` log lines; `telling`: kept before moves and
    falls when room is short."""

    text: str
    events: int
    telling: bool = True
    rolled: bool = False  # a roll of the dice and what it did (the Dice panel lists these)

    def __str__(self) -> str:
        return self.text


def _crew_attack(
    roll: DiceRolled, resolved: CrewAttackResolved, wounded: SharkWounded | None
) -> str:
    """ "Quint's Rifle rolls 2 2 and adds 1: 5 hits against Evade 0: 5 wounds; Shark now 5",
    "Brody's Boat Hook rolls a 0 and adds 1: 1 hit against Evade 2: a miss"
    (the weapon's printed extra hit is said, so the hits add up on the line)."""
    added = resolved.hits - roll.hits
    more = f" and adds {added}" if added > 0 else ""
    # One die "rolls a 0": "rolls 0" read as no dice rolled (stop-37 playtest).
    faces = f"a {roll.faces}" if len(roll.dice) == 1 else roll.faces
    line = f"{resolved.attacker} rolls {faces}{more}: {resolved.result}"
    return line + (f"; Shark now {wounded.now}" if wounded is not None else "")


MAUL_AGAIN = "Maul Again"  # the purpose the engine gives Maul Again's reroll
DOMINO = "Domino Effect"
SHAKEN = "shaken off"  # the reason the engine gives a Shake Off's discards


def _is_main_attack(event: object) -> bool:
    """The Shark's main attack roll ("its attack on Boat Space B1"), the one roll of a round
    that Maul Again rerolls and Ramming Speed adds hits to."""
    return (
        isinstance(event, DiceRolled)
        and event.roller == "shark"
        and event.purpose.startswith("its attack on")
    )


def _shark_roll_head(roll: DiceRolled) -> str:
    """ "Shark's attack on Boat Space B1 rolls 1 0 1", "Shark's Bonus Attack on Quint rolls
    a 0": the crew's lines say "rolls" too. "Shark's attack on Boat Space B2: 1 → B2 holds"
    left the one die bare (helper-39, stop 41)."""
    purpose = roll.purpose.removeprefix("its ").removeprefix("a ")
    fewer = f" ({roll.fewer})" if roll.fewer is not None else ""
    faces = f"a {roll.faces}" if len(roll.dice) == 1 else roll.faces
    return f"Shark's {purpose}{fewer} rolls {faces}"


def _shark_roll(
    roll: DiceRolled,
    result: BoatHit | CrewWounded,
    reroll: DiceRolled | None = None,
    ram_bonus: int = 0,
    kept: bool = False,
) -> str:
    """ "Shark's attack on Boat Space B1: 1 0 1 → B1 is damaged (2 hits)"; with Maul Again
    and Ramming Speed, "...: 1 0 0, Maul Again rerolls dice 2 and 3: 1 1, now 1 1 1, +2 from
    Ramming Speed → B1 is destroyed (5 hits)", so the hits the result names add up on the
    line; "..., Maul Again keeps it → ..." when `kept` (it rerolled no die)."""
    line = _shark_roll_head(roll)
    if reroll is not None:
        line += f", {MAUL_AGAIN} {_rerolled(roll, reroll)}"
    elif kept:
        line += f", {MAUL_AGAIN} keeps it"
    if ram_bonus and _is_main_attack(roll):
        line += f", +{ram_bonus} from Ramming Speed"
    told = str(result)
    # "→ the Shark Cage saves Quint ...": the result goes on mid-line.
    told = "the" + told[3:] if told.startswith("The ") else told
    return f"{line} → {told}"


def _rerolled(roll: DiceRolled, reroll: DiceRolled) -> str:
    """ "rerolls die 1: 2, now 2 1" (which dice, what they rolled, the roll that stands);
    "rerolls 1 die: 2" for a reroll that did not keep its dice's positions."""
    n = len(reroll.dice)
    if len(reroll.replaces) != n or any(not 0 <= i < len(roll.dice) for i in reroll.replaces):
        return f"rerolls {'1 die' if n == 1 else f'{n} dice'}: {reroll.faces}"
    which = " and ".join(str(i + 1) for i in reroll.replaces)
    dice = list(roll.dice)
    for index, value in zip(reroll.replaces, reroll.dice, strict=True):
        dice[index] = value
    now = " ".join(str(d) for d in dice)
    return f"rerolls {'die' if n == 1 else 'dice'} {which}: {reroll.faces}, now {now}"


def _joined(
    events: Sequence[object], index: int, kind: type[E], joins: Callable[[E], bool]
) -> list[E]:
    """The events of `kind` right after `events[index]` that `joins` accepts, one after
    another (the falls at one space, a Shake Off's discards)."""
    out: list[E] = []
    for following in islice(events, index + 1, None):
        if not (isinstance(following, kind) and joins(following)):
            break
        out.append(following)
    return out


def _move_head(member: str) -> str:
    """How an Act 1 crew move's line begins (jaws.engine.act1.actions.CrewMove's words)."""
    return f"{NAMES[member]} moves to "


def _moves(event: CrewActed) -> bool:
    """Whether an Act 1 crew action's line is a move."""
    return event.member in NAMES and event.text.startswith(_move_head(event.member))


def digest(events: Sequence[object]) -> list[object]:
    """The events, with each roll joined to its result, falls at one space joined and a crew
    member's Act 1 moves one after another joined; every other event is kept as it is."""
    out: list[object] = []
    ram_bonus = 0  # Ramming Speed's extra hits for this round's main attack
    index = 0
    while index < len(events):
        event = events[index]
        after = events[index + 1] if index + 1 < len(events) else None
        third = events[index + 2] if index + 2 < len(events) else None
        if isinstance(event, SharkRammed):
            ram_bonus = event.bonus
        elif isinstance(event, OrcaRoundEnded):
            ram_bonus = 0
        if (
            isinstance(event, DiceRolled)
            and event.roller in CREW
            and isinstance(after, CrewAttackResolved)
            and after.member == event.roller
        ):
            wounded = third if isinstance(third, SharkWounded) and after.wounds else None
            size = 3 if wounded is not None else 2
            out.append(DigestLine(_crew_attack(event, after, wounded), size, rolled=True))
            index += size
            continue
        if (
            _is_main_attack(event)
            and isinstance(after, DiceRolled)
            and after.roller == "shark"
            and after.purpose == MAUL_AGAIN
            and isinstance(third, (BoatHit, CrewWounded))
        ):
            assert isinstance(event, DiceRolled)
            out.append(DigestLine(_shark_roll(event, third, after, ram_bonus), 3, rolled=True))
            index += 3
            continue
        if (
            _is_main_attack(event)
            and isinstance(after, MaulKept)
            and isinstance(third, (BoatHit, CrewWounded))
        ):
            assert isinstance(event, DiceRolled)
            line = _shark_roll(event, third, ram_bonus=ram_bonus, kept=True)
            out.append(DigestLine(line, 3, rolled=True))
            index += 3
            continue
        if (
            isinstance(event, DiceRolled)
            and event.roller == "shark"
            and isinstance(after, (BoatHit, CrewWounded))
        ):
            out.append(DigestLine(_shark_roll(event, after, ram_bonus=ram_bonus), 2, rolled=True))
            index += 2
            continue
        if (
            isinstance(event, DiceRolled)
            and event.roller == "shark"
            and event.purpose.startswith("a Bonus Attack")
            and event.hits == 0
        ):
            # A Bonus Attack of no hits wounds nobody, so no result follows it.
            out.append(DigestLine(f"{_shark_roll_head(event)} → a miss", 1, rolled=True))
            index += 1
            continue
        if isinstance(event, ShookOff):
            # "The Shark shakes off the Harpoon" and then "Harpoon is discarded (shaken off)"
            # told one thing twice (stop-32 playtest): one line, the cards' discards in it.
            shaken = 1 + len(_joined(events, index, GearDiscarded, lambda d: d.reason == SHAKEN))
            if shaken > 1:
                text = f"{event}; {'it is' if shaken == 2 else 'they are'} discarded"
                out.append(DigestLine(text, shaken))
                index += shaken
                continue
        if isinstance(event, BoatHit):
            # A Boat Space hit with no roll before it: Domino Effect's extra hits (every other
            # hit follows its roll and was joined to it above).
            out.append(DigestLine(f"Shark's {DOMINO}: {event}", 1))
            index += 1
            continue
        if isinstance(event, CrewActed) and _moves(event):
            # A member's moves one after another: one line, each move's path in it ("Quint
            # moves to 5, then to 4"). Cards short of room left single moves out, and the
            # moves shown read as jumps (helper-73, stop 50); "5 → 4" read as one move, which
            # Quint cannot make in one action (helper-74).
            who = event.member  # the lambda is called here, before `who` changes
            more = _joined(events, index, CrewActed, lambda e: e.member == who and _moves(e))  # noqa: B023
            if more:
                head = _move_head(who)
                path = ", then to ".join(e.text.removeprefix(head) for e in (event, *more))
                out.append(DigestLine(head + path, 1 + len(more), telling=False))
                index += 1 + len(more)
                continue
        if isinstance(event, CrewFell):
            at = event.space  # the lambda is called here, before `at` changes
            fell = [event, *_joined(events, index, CrewFell, lambda f: f.space == at)]  # noqa: B023
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
