"""A table moment's card that cannot show every line leaves out the least telling ones: the
playtest's round-end card at 80x24 opened with "… 6 earlier lines are in the log", and those
were the Shark's attack roll and the boat it destroyed."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act2.attack_events import Act2Ended, BoatHit, CrewFell, DiceRolled, SharkWounded
from jaws.engine.events import Event
from jaws.tui.table_moments import SHORT_TERMINAL, card_frame_rows, card_lines


def height_for(room: int) -> int:
    """A terminal's height whose card has `room` rows for its lines."""
    height = room + card_frame_rows(room)
    assert height < SHORT_TERMINAL and card_frame_rows(height) == card_frame_rows(room)
    return height


def test_the_rolls_and_their_results_stay_when_lines_are_left_out() -> None:
    roll = DiceRolled("shark", "its attack on Boat Space B3", (1, 1, 1), 3)
    hit = BoatHit(3, 3, "destroyed")
    # Falls at different spaces, each a line of its own (falls at one space are one line).
    falls = [CrewFell(m, f"W{n}") for m in ("quint", "brody", "hooper") for n in (3, 4, 5)]
    later: list[Event] = [SharkWounded(1, 4, "Poison Dart")]
    end = Act2Ended("crew", "the Shark's Wound Track is full")
    seen: list[Event] = [roll, hit, *falls, *later, end]
    room = 7
    shown = card_lines(list(seen), height_for(room))
    assert len(shown) == room
    # The roll and its result are one line; six falls are left out.
    attack = "Shark's attack on Boat Space B3 rolls 1 1 1 → B3 is destroyed (3 hits)"
    assert shown[0] == "… 6 more lines in the log"
    assert attack in shown and str(later[0]) in shown
    assert shown[-1] == str(end)  # the act's end is never the line left out
    assert shown.index(attack) < shown.index(str(later[0]))


def test_a_left_out_digest_line_counts_the_log_lines_it_stands_for() -> None:
    falls: list[Event] = [CrewFell(m, "W3") for m in ("quint", "brody", "hooper")]
    end = Act2Ended("crew", "the Shark's Wound Track is full")
    seen: list[Event] = [*falls, CrewFell("quint", "W4"), SharkWounded(1, 4, "Poison Dart"), end]
    shown = card_lines(list(seen), height_for(3))
    # Two lines left out: the three falls at W3 (one line) and the fall at W4.
    assert shown == ["… 4 more lines in the log", str(seen[4]), str(end)]


def test_a_card_with_room_shows_every_line() -> None:
    seen: list[Event] = [
        CrewFell("quint", "W3"),
        SharkWounded(1, 4, "Axe"),
        CrewFell("brody", "W4"),
    ]
    assert card_lines(list(seen), 40) == [str(e) for e in seen]


class _Table:
    """Just enough of a table session for the curtain's block: the crew's events."""

    def __init__(self, events: list[object]) -> None:
        self.events = events

    def events_for(self, seat: str) -> list[object]:
        return self.events


def alternate_moves(n: int) -> Event:
    """The `n`th of a run of moves, Quint's and Hooper's by turns (one member's moves one
    after another would be one line: jaws.tui.round_digest)."""
    from jaws.engine.act1.events import CrewActed

    member, name = ("quint", "Quint") if n % 2 == 0 else ("hooper", "Hooper")
    return CrewActed(member, f"{name} moves to {n}")


def test_the_curtain_keeps_the_sensors_answers_over_the_moves() -> None:
    """The curtain's "What just happened" trims as the cards do: before, it kept the newest
    lines, so a crew turn of moves after the Fish Finder pushed the answer out."""
    from typing import Any

    from jaws.engine.act1.events import FishFinderAnswered
    from jaws.tui.scenes_public import CURTAIN_ROWS, MOMENT_LINES, what_just_happened

    answer = FishFinderAnswered(2, "5", "nearby")
    moves = [alternate_moves(n) for n in range(MOMENT_LINES + 3)]
    table: Any = _Table([answer, *moves])
    block, mark = what_just_happened(table, 0, height=40)
    assert mark == len(moves) + 1
    assert str(answer) in block
    assert "4 more lines in the log" in block
    assert CURTAIN_ROWS + MOMENT_LINES <= 40  # the room was the full MOMENT_LINES


def test_lines_that_wrap_count_as_the_rows_they_take() -> None:
    """Review, stop 31: the card counted lines, so long joined lines wrapped past 24 rows."""
    long = [SharkWounded(1, n, "a weapon with a very long name " * 3) for n in range(12)]
    shown = card_lines(list(long), 24, 80)
    text_width = 80 - 8
    rows = sum(-(-len(line) // text_width) for line in shown)
    assert rows <= 24 - card_frame_rows(24)
    assert len(shown) < 24 - card_frame_rows(24)  # fewer lines than the room when each wraps


def test_the_curtain_keeps_a_new_rounds_event_card_over_the_swimmers_and_moves() -> None:
    """Stop-33 playtest: the Shark's curtain at 80x24 went from the Fish Finder's answer to
    "Swimmers placed", leaving out "— Round 2 —" and "Amity Event: Caught the Wrong Shark",
    the card that gave the Shark its extra action."""
    from typing import Any

    from jaws.engine.act1.events import (
        CrewActed,
        EventDrawn,
        FishFinderAnswered,
        RoundStarted,
        SwimmersPlaced,
    )
    from jaws.tui.scenes_public import what_just_happened

    answer = FishFinderAnswered(1, "1", "here")
    moves = [CrewActed("brody", f"Brody moves to {n}") for n in range(12)]
    new_round = [
        RoundStarted(2),
        EventDrawn(2, 7, "Caught the Wrong Shark"),
        SwimmersPlaced((("E", 1), ("S", 1), ("W", 1))),
        CrewActed("brody", "Brody moves at once to 5"),
    ]
    table: Any = _Table([answer, *moves, *new_round])
    block, _ = what_just_happened(table, 0, height=21)  # room for 3 lines, as it had
    assert "— Round 2 —" in block and "Amity Event: Caught the Wrong Shark" in block
    assert str(answer) in block
    assert "Brody moves at once to 5" not in block  # a move gave way


def test_what_the_event_card_did_stays_over_the_moves() -> None:
    """helper-39, stop 41: the AI crew's turn card at 80x24 left out who got Amity Island in
    the News' extra action, for the crew's moves after it."""
    from jaws.engine.act1.events import (
        BeachCleared,
        BeachTokenChanged,
        CrewRelocated,
        ExtraActions,
    )

    kept: list[Event] = [
        ExtraActions("hooper", 1),
        BeachCleared("E", 3, False),
        CrewRelocated("brody", "5"),
        BeachTokenChanged("N", "closed"),
    ]
    moves: list[Event] = [alternate_moves(n) for n in range(12)]
    shown = card_lines([*kept, *moves], height_for(8))
    assert len(shown) == 8 and shown[0].startswith("…")
    for event in kept:
        assert str(event) in shown, (str(event), shown)


def test_short_of_room_an_ability_card_is_named_without_its_text() -> None:
    """Stop 47: the reveal quotes the card's text (helper-59), two rows at 80 columns. Where
    that would leave a line of the round out, the card names it alone instead (the status
    panel and the log quote it); with room, the text stays."""
    from jaws.engine.act2.events import AbilityRevealed

    text = "When you damage or destroy a Boat Space, each crew member on it takes 1 wound."
    reveal = AbilityRevealed("big_mouth_1", "Big Mouth", None, text)
    falls: list[Event] = [CrewFell(m, f"W{n}") for m, n in (("quint", 3), ("brody", 4))]
    end = Act2Ended("crew", "the Shark's Wound Track is full")
    seen: list[Event] = [reveal, *falls, end]
    # Four rows: the quoted reveal takes two at 80 columns, so one line would be left out.
    shown = card_lines(list(seen), height_for(4), 80)
    assert shown == ["The Shark reveals Big Mouth", *map(str, falls), str(end)]
    roomy = card_lines(list(seen), 40, 80)
    assert roomy[0] == f"The Shark reveals Big Mouth, which reads “{text}”"


async def test_a_card_shown_when_the_terminal_shrinks_is_fitted_again(save_dir: Path) -> None:
    """helper-63 resized the terminal to 80x24 while "The crew's turn" card fitted at
    100x30 was up: it filled every row and its foot ("When you have seen it: Enter") was out
    of sight. The card's lines are fitted to the new size."""
    from jaws.tui.app import JawsApp
    from jaws.tui.table_moments import MomentCard
    from tests.tui.conftest import screen_text

    seen: list[Event] = [
        CrewFell(m, f"W{n}") for m in ("quint", "brody", "hooper") for n in (3, 4, 5)
    ]
    seen += [SharkWounded(n % 8 + 1, n % 8 + 2, "Axe") for n in range(1, 19)]

    def refit(height: int, width: int) -> list[str]:
        return card_lines(list(seen), height, width)

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        card = MomentCard("The crew's turn", refit(30, 100), refit=refit)
        app.push_screen(card)
        await pilot.pause()
        assert "When everyone has seen it" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert len(card.lines) < len(refit(30, 100))
        assert "When everyone has seen it" in screen_text(app), screen_text(app)
