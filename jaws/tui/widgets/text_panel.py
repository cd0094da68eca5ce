"""A Static that only re-renders when its text really changes (keeps key presses fast)."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.css.styles import RulesMap
from textual.visual import visualize
from textual.widgets import Static


class TextPanel(Static):
    """Static text set from a view; setting the same text again is free."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.shown: Text | None = None

    def rows_for(self, text: Text, width: int) -> int:
        """How many rows `text` would take here, `width` columns wide, as `show` shows it."""
        # (Textual's own measure passes its styles as the rules map, as here.)
        rules = cast("RulesMap", self.styles)
        return visualize(self, trimmed(text)).get_height(rules, width) if width > 0 else 0

    def show(self, text: Text) -> None:
        """Show `text` unless it is already shown (without its trailing blank line: panels
        stack with no empty row between them)."""
        if self.shown is not None and text == self.shown:
            return
        self.shown = text
        self.update(trimmed(text))


def trimmed(text: Text) -> Text:
    """`text` without its trailing blank line."""
    copy = text.copy()
    copy.rstrip()
    return copy
