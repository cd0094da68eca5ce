"""Public moments: what the whole table sees before a curtain.

Built from the crew's events only (public information): the results of the actions since the
last curtain, so the crew sees its own last answer ("Barrel at 6: miss") and the Shark's
announcement before the keyboard changes hands.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from io import StringIO
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from jaws.engine.act1 import events as act1_events
from jaws.engine.act2 import events as act2_events
from jaws.tui.round_digest import DigestLine, digest
from jaws.words import count, full_stop

if TYPE_CHECKING:
    from jaws.content.act1 import EventCardModel
    from jaws.tui.app_base import TableSession

# What a public card or curtain keeps when it must leave lines out: the sensors' answers and
# the Shark's announcement, the reveal, the rolls and what they did, an act's end (the
# playtest's round-end card had dropped the Shark's attack roll for the lines after it).
# A new round and its Amity Event card too: the Shark's curtain at 80x24 left out "— Round 2
# —" and "Amity Event: Caught the Wrong Shark", the card giving it an extra action, for the
# swimmers and moves after them (stop-33 playtest).
TELLING_EVENTS: tuple[type, ...] = (
    act1_events.RoundStarted,
    act1_events.EventDrawn,
    # What the Event card then did (who got the extra action, the beach the Mayor cleared,
    # Brody and Hooper sent to a Dock) and a beach closed or opened: the AI crew's turn card
    # at 80x24 left out who got Amity Island in the News' extra action (helper-39, stop 41).
    act1_events.ExtraActions,
    act1_events.BeachCleared,
    act1_events.CrewRelocated,
    act1_events.BeachTokenChanged,
    act1_events.SharkTurnEnded,
    act1_events.FishFinderAnswered,
    act1_events.BinocularsAnswered,
    act1_events.BarrelLaunched,
    act1_events.Act1Ended,
    act2_events.SharkResurfaced,
    act2_events.AbilityRevealed,
    act2_events.DiceRolled,
    act2_events.CrewAttackResolved,
    act2_events.SharkWounded,
    act2_events.SharkRammed,
    act2_events.BoatHit,
    act2_events.CrewWounded,
    act2_events.CrewEliminated,
    act2_events.Act2Ended,
)


def player_tag(player: int) -> str:
    """Who runs a crew member at a shared table: "(P2)", or "(shared)" for the member both
    crew players of a 3-player game run (the status line and the list headings say it alike)."""
    return f"(P{player})" if player else "(shared)"


def fitted_lines(events: Sequence[object], room: int, left_out: str = "in the log") -> list[str]:
    """The events as lines, at most `room` of them: a roll and its result are one line
    (jaws.tui.round_digest); when some must still be left out, the oldest of the least
    telling go first (moves, boarding, falling in), then the oldest of the rest, and the first
    line says how many log lines are not shown, and where they are (`left_out`)."""
    entries = digest(events)
    lines = [str(e) for e in entries]
    if len(lines) <= room:
        return lines
    telling = [i for i, e in enumerate(entries) if _telling(e)]
    others = [i for i, e in enumerate(entries) if not _telling(e)]
    leave_out = set((others + telling)[: len(lines) - (room - 1)])
    shown = [line for i, line in enumerate(lines) if i not in leave_out]
    hidden = sum(_log_lines(entries[i]) for i in leave_out)
    return [f"… {count(hidden, 'more line')} {left_out}", *shown]


# Only measures: wraps text as the screen does, at word breaks, and prints nothing.
_MEASURE = Console(file=StringIO(), width=1000, color_system=None)


def wrapped_rows(line: str, width: int) -> int:
    """The rows a plain `line` takes wrapped at word breaks in `width` columns: a 159-column
    Event rule counted as 3 rows of 54 took 4, and the curtain's foot went off the screen
    (helper-67)."""
    return max(1, len(Text(line).wrap(_MEASURE, width)))


def fitted_rows(
    events: Sequence[object],
    rows: int,
    text_width: int,
    left_out: str = "in the log",
    fewest: int = 3,
    most: int | None = None,
) -> list[str]:
    """fitted_lines for a block `rows` high whose lines wrap at `text_width` columns (at word
    breaks: wrapped_rows): a line wider than that is two rows or more; at `fewest` lines it
    stops leaving more out, and it keeps `most` lines at most."""
    room = rows if most is None else min(rows, most)
    while True:
        lines = fitted_lines(events, room, left_out)
        used = sum(wrapped_rows(line, text_width) for line in lines)
        if used <= rows or room <= fewest:
            return lines
        room -= 1


def with_round_rules(events: Sequence[object], cards: Mapping[int, EventCardModel]) -> list[object]:
    """The events, each Amity Event card whose rule holds all round told with its rule
    ("Amity Event: Holiday Roast. Both Docks are closed: ..."): the AI Shark's announcement
    card named Holiday Roast and not what it does, which the crew's turn then had to obey
    (helper-45). A card whose doing is told by events of its own (extra actions, swimmers,
    moves) keeps its one line."""
    told: list[object] = []
    for event in events:
        card = cards.get(event.card) if isinstance(event, act1_events.EventDrawn) else None
        if card is not None and lasts_the_round(card):
            told.append(DigestLine(f"{event}{full_stop(card.name)} {card.text}", 1))
        else:
            told.append(event)
    return told


def lasts_the_round(card: EventCardModel) -> bool:
    """Whether an Amity Event card's rule holds through the round (nothing else tells it)."""
    # The Shark's extra action too (Caught the Wrong Shark): no event tells it (helper-49).
    return (
        card.docks_closed
        or card.free_dock_actions
        or card.knock_ins
        or card.reopen_beaches
        or card.shark_extra_actions > 0
    )


def _telling(entry: object) -> bool:
    if isinstance(entry, DigestLine):
        return entry.telling
    return isinstance(entry, TELLING_EVENTS)


def _log_lines(entry: object) -> int:
    return entry.events if isinstance(entry, DigestLine) else 1


# The card shows the newest lines (at most this many; fewer on a short terminal).
MOMENT_LINES = 8
# Rows the curtain needs besides the moment's lines (border, padding, title, who, key), when
# its caller does not count them (jaws.tui.screens.handoff.rows_beside_happened does).
CURTAIN_ROWS = 17
# The curtain's text width: 64 columns less its border and padding (4 a side).
CURTAIN_TEXT_WIDTH = 54


# The engine's words for the loud moments of an Act 1 round: a barrel hits, a sensor or the
# Binoculars find the Shark, the Shark eats or sets off a motion sensor (its announcement).
LOUD_WORDS = ("HIT!", "the Shark is HERE", "the Shark is there!")
LOUD_ANNOUNCEMENT = re.compile(r"The Shark ate (?!nobody)|(?<!no )motion sensors? triggered at")


def is_loud(line: str) -> bool:
    """Whether a card's line tells a loud moment, which the card sets apart: a hit was one
    line of twenty written like the rest (helper-73, stop 50)."""
    return any(w in line for w in LOUD_WORDS) or LOUD_ANNOUNCEMENT.search(line) is not None


def line_markup(line: str) -> str:
    """A card's or curtain's line as markup: escaped, and in reverse video if it is loud."""
    return f"[b reverse]{escape(line)}[/]" if is_loud(line) else escape(line)


def what_just_happened(
    session: TableSession,
    mark: int,
    height: int = 40,
    alone: bool = False,
    cards: Mapping[int, EventCardModel] | None = None,
    rows_beside: int = CURTAIN_ROWS,
) -> tuple[str, int]:
    """The curtain's "What just happened" block (markup) for the crew's events after `mark`,
    and the new mark; `height` is the terminal's, so the curtain still fits beside the
    `rows_beside` rows its other parts take. `alone`: one person plays against the AI, so
    nobody else is told they may look. `cards`: the Amity Event cards, whose round-long rules
    are told (with_round_rules). Lines are counted as the rows they wrap to: an Event card's
    rule of three rows pushed the curtain's lifting key below 24 rows (helper-65)."""
    events = session.events_for("crew")
    new = events[mark:]
    if not new:
        return "", len(events)
    room = max(3, height - rows_beside)
    lines = ["[b]What just happened[/b]" + ("" if alone else " (everyone may look)")]
    told = with_round_rules(new, cards or {})
    fitted = fitted_rows(told, room, CURTAIN_TEXT_WIDTH, fewest=2, most=MOMENT_LINES + 1)
    lines.extend(line_markup(line) for line in fitted)
    return "\n".join(lines) + "\n\n", len(events)
