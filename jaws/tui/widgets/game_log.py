"""The play screens' log: it opens on its newest lines, and rewraps when its width changes.

- A RichLog holds back what is written before it knows its width, writes it all once it gets a
  size, and only then asks to scroll to the end, after the next refresh: the real terminal
  showed the oldest lines for a frame, then jumped to the newest. This log scrolls to the end
  at once, in the same step that writes the held-back lines.
- A RichLog keeps each line as it was wrapped when written: after the terminal was made
  narrower, the ends of the older lines were cut off at the log's right edge, and after it was
  made wider they stayed broken at the old width (stop-35 playtest). This log keeps the text
  of what it was told, and writes it again at the new width.
"""

from __future__ import annotations

from collections import deque
from typing import Self

from rich.console import RenderableType
from textual import events
from textual.widgets import RichLog

# Lines the log keeps to rewrap (the play screens write at most their LOG_HISTORY at once).
KEPT_LINES = 400


class GameLog(RichLog):
    """The seat's log, wrapped, newest line at the bottom from the first frame it has lines."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, min_width=20)
        self.sized = False
        self.texts: deque[str] = deque(maxlen=KEPT_LINES)
        self.wrapped_at = 0  # the width the lines on screen were wrapped to
        self.rewriting = False  # writing kept lines again: not new ones to keep

    def write(
        self,
        content: RenderableType | object,
        width: int | None = None,
        expand: bool = False,
        shrink: bool = True,
        scroll_end: bool | None = None,
        animate: bool = False,
    ) -> Self:
        """Write a line, and keep its text (to wrap it again after a resize)."""
        if isinstance(content, str) and not self.rewriting:
            self.texts.append(content)
        return super().write(content, width, expand, shrink, scroll_end, animate)

    def on_resize(self, event: events.Resize) -> None:
        self.rewriting = True  # the lines held back are kept already
        try:
            super().on_resize(event)  # writes the lines held back until the width was known
        finally:
            self.rewriting = False
        width = event.size.width
        if not width:
            return
        if not self.sized:
            self.sized = True
            self.wrapped_at = width
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        elif width != self.wrapped_at:
            self.rewrap(width)

    def rewrap(self, width: int) -> None:
        """Write every kept line again at the log's new width, then show the newest line (by
        the time of the resize the old scroll position no longer says where the reader was:
        keeping it left the newest line out of sight, stop-36 playtest)."""
        self.wrapped_at = width
        self.clear()
        self.rewriting = True
        try:
            for text in self.texts:
                self.write(text, scroll_end=False)
        finally:
            self.rewriting = False
        self.scroll_end(animate=False, immediate=True, x_axis=False)


__all__ = ["GameLog"]
