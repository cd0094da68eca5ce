"""The Shark's attack card tells the round from the reveal to the Shark's dive: the crew's
attacks (the Shark's player looked away during the crew's turn) and the Shark's; the next
round's marker and options are left for the curtain after it (stop-30 playtest)."""

from __future__ import annotations

from jaws.engine.act2.attack_events import (
    CrewAttackResolved,
    DiceRolled,
    OrcaRoundEnded,
    SharkWounded,
)
from jaws.engine.act2.events import OrcaRoundStarted, SharkResurfaced, TargetPlaced
from jaws.session import TableNote
from jaws.tui.table_moments import round_end, round_reveal, unattacked_round

EVENTS = [
    TargetPlaced("quint", 7),
    SharkResurfaced("A", 7, 5, 2, 1, True),
    DiceRolled("quint", "Machete", (1,), 1),
    CrewAttackResolved("quint", "machete", 1, 2, 0),
    DiceRolled("brody", "Rifle", (1, 2), 3),
    CrewAttackResolved("brody", "rifle", 4, 2, 2),
    SharkWounded(2, 2, "Rifle"),
    DiceRolled("shark", "attack on Boat Space B7", (1,), 1),
    OrcaRoundEnded(1),
    OrcaRoundStarted(2),
]


def test_the_card_starts_at_the_reveal_before_every_crew_attack() -> None:
    assert round_reveal(EVENTS) == 1
    assert round_reveal(EVENTS[:8]) == 1


def test_a_later_rounds_reveal_is_the_one_told() -> None:
    again = [*EVENTS, TargetPlaced("brody", 3), SharkResurfaced("B", 3, 4, 1, 2, False)]
    assert round_reveal(again) == len(again) - 1


def test_without_a_reveal_the_card_starts_after_everything() -> None:
    assert round_reveal([TableNote("a rewind")]) == 1
    assert round_reveal([]) == 0


def test_the_card_ends_with_the_dive_and_leaves_the_new_round_to_the_curtain() -> None:
    assert round_end(EVENTS, 1) == 9
    assert EVENTS[round_end(EVENTS, 1)] == OrcaRoundStarted(2)
    # The act ended before the dive: everything is told.
    assert round_end(EVENTS[:8], 1) == 8


def test_a_round_the_shark_did_not_attack_in_is_found_once_and_only_if_the_crew_rolled() -> None:
    quiet = [e for e in EVENTS if not (isinstance(e, DiceRolled) and e.roller == "shark")]
    assert unattacked_round(quiet, 0) == 1
    # Already shown (a card or a curtain told past the dive): not again.
    assert unattacked_round(quiet, round_end(quiet, 1)) is None
    # The Shark rolled: its attack card told the round.
    assert unattacked_round(EVENTS, 0) is None
    # Nobody rolled: nothing to tell.
    nobody = [e for e in quiet if not isinstance(e, (DiceRolled, CrewAttackResolved))]
    assert unattacked_round(nobody, 0) is None
    # Only the last round counts: an earlier one was told when it ended.
    later = [*quiet, SharkResurfaced("B", 3, 4, 1, 2, False), OrcaRoundEnded(2)]
    assert unattacked_round(later, 0) is None
