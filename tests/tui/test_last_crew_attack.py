"""The Shark's attack card starts at the crew's last attack of the round (its roll, its
result, the hold-backs after it): that result came just before the card and was never on
screen (playtest, stop 27)."""

from __future__ import annotations

from jaws.engine.act2.attack_events import (
    AttackDeclined,
    CrewAttackResolved,
    DiceRolled,
    GearDiscarded,
    SharkWounded,
    WeaponAttached,
)
from jaws.engine.act2.events import (
    AbilityRevealed,
    SharkResurfaced,
    ShookOff,
    TargetPlaced,
    TargetsReturned,
)
from jaws.session import TableNote
from jaws.tui.table_moments import last_crew_attack


def test_the_card_starts_at_the_last_roll_and_keeps_the_hold_backs_after_it() -> None:
    events = [
        TableNote("the Shark resurfaces"),
        DiceRolled("quint", "Rifle", (1, 2), 3),
        CrewAttackResolved("quint", "rifle", 4, 1, 3),
        SharkWounded(3, 3, "Rifle"),
        DiceRolled("brody", "Machete", (1,), 1),
        CrewAttackResolved("brody", "machete", 1, 1, 0),
        AttackDeclined("hooper"),
    ]
    assert last_crew_attack(events) == 4


def test_an_attached_weapon_is_an_attack_of_its_own() -> None:
    events = [DiceRolled("quint", "Rifle", (0,), 0), WeaponAttached("hooper", "poison_dart")]
    assert last_crew_attack(events) == 1


def test_without_a_crew_attack_at_the_end_the_card_starts_after_everything() -> None:
    events = [DiceRolled("quint", "Rifle", (1,), 1), TableNote("a rewind")]
    assert last_crew_attack(events) == 2
    assert last_crew_attack([]) == 0


def test_when_nobody_could_attack_the_card_starts_at_the_reveal() -> None:
    """Playtest: every Target was on another zone, so the crew's attack screen was skipped
    and the card began with the Shark's roll; where it came up and its Ability card were
    only in the log."""
    events = [
        TargetPlaced("quint", 2),
        SharkResurfaced("A", 7, 5, 2, 1, True),
        AbilityRevealed("domino_effect_1", "Domino Effect"),
        ShookOff(("harpoon_barrel",)),
        GearDiscarded(None, "harpoon_barrel", "shaken off"),
        TargetsReturned(("quint",)),
    ]
    assert last_crew_attack(events) == 1
    assert last_crew_attack(events[:5]) == 1  # a card shaken off is the reveal's, too
    assert last_crew_attack(events[:1]) == 1  # no reveal at the end: after everything
