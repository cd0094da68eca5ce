"""A button whose focus shows in its own text ("▸ Start ◂"), not only in its colours.

Textual marks a focused button with reverse video alone, which a monochrome terminal, a
screen reader or a screen capture does not carry: in the solo form a player pressed Tab, did
not see that it had moved from Start to Back, and pressed Enter (stop-33 playtest). The label
keeps its width either way, so nothing re-lays out as the focus moves.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Button
from textual.widgets.button import ButtonVariant

FOCUSED = "▸ {} ◂"
UNFOCUSED = "  {}  "


class MarkedButton(Button):
    """A Button whose label is marked while it has the focus."""

    def __init__(
        self, label: str, variant: ButtonVariant = "default", *, id: str | None = None
    ) -> None:
        super().__init__(UNFOCUSED.format(label), variant, id=id)
        self.plain_label = label

    def on_focus(self, event: events.Focus) -> None:
        self.label = FOCUSED.format(self.plain_label)

    def on_blur(self, event: events.Blur) -> None:
        self.label = UNFOCUSED.format(self.plain_label)
