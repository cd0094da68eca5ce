"""The play screens' log: it opens on its newest lines.

A RichLog holds back what is written before it knows its width, writes it all once it gets a
size, and only then asks to scroll to the end, after the next refresh: the real terminal
showed the oldest lines for a frame, then jumped to the newest. This log scrolls to the end at
once, in the same step that writes the held-back lines.
"""

from __future__ import annotations

from textual import events
from textual.widgets import RichLog


class GameLog(RichLog):
    """The seat's log, wrapped, newest line at the bottom from the first frame it has lines."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, min_width=20)
        self.sized = False

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)  # writes the lines held back until the width was known
        if event.size.width and not self.sized:
            self.sized = True
            self.scroll_end(animate=False, immediate=True, x_axis=False)


__all__ = ["GameLog"]
