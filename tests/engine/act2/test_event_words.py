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
