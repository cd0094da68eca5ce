"""Act 2's event lines count in the right number (stop-33 playtest: "the Shark holds 1
Ability cards" on the hand-over card)."""

from __future__ import annotations

from jaws.engine.act2.events import Act2Started


def test_act_2_begins_with_counts_in_the_right_number() -> None:
    assert str(Act2Started(1, 1)) == (
        "Act 2 begins on the Orca: the Shark holds 1 Ability card, the crew gets 1 shared Gear card"
    )
    assert str(Act2Started(3, 5)) == (
        "Act 2 begins on the Orca: the Shark holds 3 Ability cards, the crew gets 5 shared Gear "
        "cards"
    )


def test_dice_lost_to_two_barrels_count_them_as_the_evade_line_does() -> None:
    """Review, stop 34: the Shark's roll said "for the attached Barrel" when two Barrels took
    its dice, while the crew's attack line counts them ("2 Harpoon Barrels")."""
    from jaws.engine.act2.attack_events import FewerDice

    assert str(FewerDice(1, ("barrel",))) == "1 die fewer for the attached Barrel"
    assert str(FewerDice(2, ("barrel", "barrel_2"))) == "2 dice fewer for the attached 2 Barrels"
