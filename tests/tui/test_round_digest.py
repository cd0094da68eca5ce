"""A roll and what it did are one line on a card or curtain (jaws.tui.round_digest): the
stop-30 playtest's 80x24 card left a crew attack out for room."""

from __future__ import annotations

from jaws.engine.act2.attack_events import (
    BoatHit,
    CrewAttackResolved,
    CrewFell,
    CrewWounded,
    DiceRolled,
    GearDiscarded,
    SharkWounded,
)
from jaws.engine.act2.events import OrcaRoundEnded
from jaws.tui.round_digest import DigestLine, digest

ROUND = [
    DiceRolled("quint", "Rifle", (2, 2), 4),
    CrewAttackResolved("quint", "rifle", 5, 0, 5),
    SharkWounded(5, 5, "Rifle"),
    GearDiscarded("quint", "rifle", "its one shot is fired"),
    DiceRolled("brody", "Boat Hook", (0,), 0),
    CrewAttackResolved("brody", "boat_hook", 1, 2, 0),
    DiceRolled("shark", "its attack on Boat Space B1", (1, 0, 1), 2),
    BoatHit(1, 2, "damaged"),
    CrewFell("quint", "W1"),
    CrewFell("brody", "W1"),
    CrewFell("hooper", "W1"),
    DiceRolled("shark", "a Bonus Attack on Quint", (1,), 1),
    CrewWounded("quint", 1, 1),
    OrcaRoundEnded(1),
]


def test_each_roll_is_one_line_with_its_result() -> None:
    lines = [str(e) for e in digest(ROUND)]
    assert lines == [
        "Quint's Rifle rolls 2 2: 5 hits against Evade 0: 5 wounds; Shark now 5",
        "Quint's Rifle is discarded (its one shot is fired)",
        "Brody's Boat Hook rolls 0: 1 hit against Evade 2: a miss",
        "Shark's attack on Boat Space B1: 1 0 1 → B1 is damaged (2 hits)",
        "Quint, Brody and Hooper fall into the water at W1",
        "Shark's Bonus Attack on Quint: 1 → Quint takes 1 wound; now 1",
        "The Shark dives (end of round 1)",
    ]
    # Every log line is accounted for.
    sizes = [e.events if isinstance(e, DigestLine) else 1 for e in digest(ROUND)]
    assert sum(sizes) == len(ROUND)


def test_a_roll_without_its_result_after_it_stays_as_it_is() -> None:
    roll = DiceRolled("shark", "its attack on Boat Space B1", (1,), 1)
    assert digest([roll]) == [roll]
    # Another member's result does not join Quint's roll.
    other = CrewAttackResolved("brody", "boat_hook", 1, 2, 0)
    quint = DiceRolled("quint", "Rifle", (1,), 1)
    assert digest([quint, other]) == [quint, other]
    # One fall is its own event.
    fall = CrewFell("quint", "W1")
    assert digest([fall, CrewFell("brody", "W2")]) == [fall, CrewFell("brody", "W2")]
