"""Public moments: what the whole table sees before a curtain.

Built from the crew's events only (public information): the results of the actions since the
last curtain, so the crew sees its own last answer ("Barrel at 6: miss") and the Shark's
announcement before the keyboard changes hands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

if TYPE_CHECKING:
    from jaws.tui.app_base import TableSession

# The card shows the newest lines (at most this many; fewer on a short terminal).
MOMENT_LINES = 8
# Rows the curtain needs besides the moment's lines (border, padding, title, who, key).
CURTAIN_ROWS = 18


def what_just_happened(session: TableSession, mark: int, height: int = 40) -> tuple[str, int]:
    """The curtain's "What just happened" block (markup) for the crew's events after `mark`,
    and the new mark; `height` is the terminal's, so the curtain still fits."""
    events = session.events_for("crew")
    new = [str(e) for e in events[mark:]]
    if not new:
        return "", len(events)
    room = max(2, min(MOMENT_LINES, height - CURTAIN_ROWS))
    shown = new[-room:]
    lines = ["[b]What just happened[/b] (everyone may look)"]
    if len(new) > len(shown):
        lines.append(f"… {len(new) - len(shown)} earlier lines are in the log")
    lines.extend(escape(line) for line in shown)
    return "\n".join(lines) + "\n\n", len(events)
