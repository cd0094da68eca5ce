"""A table moment's card that cannot show every line leaves out the least telling ones: the
playtest's round-end card at 80x24 opened with "… 6 earlier lines are in the log", and those
were the Shark's attack roll and the boat it destroyed."""

from __future__ import annotations

from jaws.engine.act2.attack_events import Act2Ended, BoatHit, CrewFell, DiceRolled, SharkWounded
from jaws.engine.events import Event
from jaws.tui.table_moments import CARD_ROWS, card_lines


def test_the_rolls_and_their_results_stay_when_lines_are_left_out() -> None:
    roll = DiceRolled("shark", "its attack on Boat Space B3", (1, 1, 1), 3)
    hit = BoatHit(3, 3, "destroyed")
    falls = [CrewFell(m, "W3") for m in ("quint", "brody", "hooper")]
    later: list[Event] = [SharkWounded(1, 4, "Poison Dart")]
    end = Act2Ended("crew", "the Shark's Wound Track is full")
    seen: list[Event] = [roll, hit, *falls, *falls, *falls, *later, end]
    room = 7
    shown = card_lines(list(seen), CARD_ROWS + room)
    assert len(shown) == room
    assert shown[0] == f"… {len(seen) - (room - 1)} more lines in the log"
    assert str(roll) in shown and str(hit) in shown and str(later[0]) in shown
    assert shown[-1] == str(end)  # the act's end is never the line left out
    assert shown.index(str(roll)) < shown.index(str(hit)) < shown.index(str(later[0]))


def test_a_card_with_room_shows_every_line() -> None:
    seen: list[Event] = [CrewFell("quint", "W3"), BoatHit(3, 1, "miss")]
    assert card_lines(list(seen), 40) == [str(e) for e in seen]
