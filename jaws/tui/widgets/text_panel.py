"""A Static that only re-renders when its text really changes (keeps key presses fast)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class TextPanel(Static):
    """Static text set from a view; setting the same text again is free."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.shown: Text | None = None

    def show(self, text: Text) -> None:
        """Show `text` unless it is already shown (without its trailing blank line: panels
        stack with no empty row between them)."""
        if self.shown is not None and text == self.shown:
            return
        self.shown = text
        trimmed = text.copy()
        trimmed.rstrip()
        self.update(trimmed)
