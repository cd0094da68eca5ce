"""Arrows that stop at a list's ends. Textual's OptionList wraps: Down on the last row jumps to
the first, so a key meant for the last row (the oldest save, the turn's end) aimed at the
first."""

from __future__ import annotations

from textual.widgets import OptionList


def step_within(options: OptionList, direction: int) -> bool:
    """Highlight the next enabled row `direction` (+1 down, -1 up) from the highlighted one (from
    the end the list is entered at when none is); False, the highlight unchanged, past the
    last such row."""
    start = options.highlighted
    if start is None:
        start = -1 if direction > 0 else options.option_count
    row = start + direction
    while 0 <= row < options.option_count:
        if not options.get_option_at_index(row).disabled:
            options.highlighted = row
            return True
        row += direction
    return False
