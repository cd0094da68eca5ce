"""The map's legend: whole entries packed into the rows it has, the most needed first.

A legend wrapped as one run of words split its entries over rows ("! / overboard", "FF/BN
Fish / Finder/Binoculars") and, three rows high at 100x30, lost its last entry, the overlay's
"? Shark may be here (d; odds vs an AI Shark only)", which issue 13 wants in sight."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.widgets import Static

SEPARATOR = "  "


def packed(entries: Sequence[str], width: int, rows: int) -> list[str]:
    """`entries` in order, whole, in at most `rows` rows of `width` cells: an entry that does
    not fit once the rows are full is left out, and a shorter one after it may still fit."""
    lines: list[str] = []

    def room(line: str, entry: str) -> bool:
        return len(line) + len(SEPARATOR) + len(entry) <= width

    for entry in entries:
        if len(entry) > width:
            continue
        if lines and room(lines[-1], entry):
            lines[-1] += SEPARATOR + entry
        elif len(lines) < rows:
            lines.append(entry)
        else:
            fits = next((i for i, line in enumerate(lines) if room(line, entry)), None)
            if fits is not None:
                lines[fits] += SEPARATOR + entry
    return lines


class MapLegend(Static):
    """The legend under the map, packed again whenever its entries or its width change."""

    def __init__(self, entries: Sequence[str], *, rows: int = 3, id: str | None = None) -> None:
        super().__init__(id=id)
        self.entries = tuple(entries)
        self.rows = rows
        self.lines: list[str] = []

    def show(self, entries: Sequence[str]) -> None:
        if tuple(entries) != self.entries:
            self.entries = tuple(entries)
            self.repack()

    def on_mount(self) -> None:
        self.repack()

    def on_resize(self, event: events.Resize) -> None:
        self.repack()

    def repack(self) -> None:
        width = self.content_size.width
        lines = packed(self.entries, width, self.rows) if width > 0 else []
        if lines != self.lines:
            self.lines = lines
            self.update(Text("\n".join(lines)))
            # Its rows, set: packed again as the screen is laid out (a resize), an auto
            # height kept the one row the first packing had.
            self.styles.height = max(1, len(lines))
