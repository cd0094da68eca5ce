"""The Orca as a boat, bow up: its eight Boat Tiles (B1-B8, two abreast) inside a hull that
narrows to the bow and closes at the stern, each tile beside its zone's water (W1-W8).

Drawn from the view at the widget's own size, so it never re-lays out after opening. Each tile
says its state in words and a damaged tile is hatched (`/`), so monochrome reads as well as
colour; a Resurface option the Chum ruled out is struck through and marked `✗`.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from jaws.content import Content
from jaws.content.act2 import TileModel
from jaws.ids import CREW_INITIALS
from jaws.views.act2 import Act2View, OptionView

# A Boat Tile's lines (text and style each), and one row of the picture: the water left of
# it, its two tiles, the water right of it (None where the row has no tile on that side).
TileLines: TypeAlias = list[tuple[str, Style]]
RowParts: TypeAlias = tuple[
    list[Text] | None, TileLines | None, TileLines | None, list[Text] | None
]

# The two diagonal box-drawing strokes (named: ruff would read them as slashes).
RISE = "\u2571"
FALL = "\u2572"

TILE_WORDS = {"intact": "intact", "damaged": "DAMAGED", "destroyed": "GONE"}

WATER = Style(color="#ffffff", bgcolor="#123b5c")
SHARK_WATER = Style(color="#ffffff", bgcolor="#b03a2e", bold=True)
HULL = Style(color="#e8eef2", bold=True)
TILE = {
    "intact": Style(color="#000000", bgcolor="#d5b895", bold=True),
    "damaged": Style(color="#000000", bgcolor="#e59866", bold=True),
    "destroyed": Style(color="#7fb3d5", bgcolor="#123b5c"),
}
RULED_OUT = Style(strike=True, dim=True)
LABEL = Style(bold=True)
OFFERED = Style(bold=True, reverse=True)  # a zone the opened verb may take ("t": Target zones)
OFFERED_MARK = "\u25b8"  # ▸, before the zone's name: the mark shows without colour too


@dataclass(frozen=True)
class Fit:
    """The sizes of one drawing: water and tile widths, lines per tile row, rules between."""

    water: int
    tile: int
    lines: int
    rules: bool
    bow: int

    @property
    def width(self) -> int:
        return 2 * self.water + 2 * self.tile + 3


def fit(width: int, height: int, rows: int) -> Fit:
    """The largest drawing that fits `width` x `height` (never under the smallest)."""
    tile = 18 if width >= 72 else (14 if width >= 56 else 12)
    water = max(8, min(18, (width - 3 - 2 * tile) // 2))
    for lines, rules, bow in ((4, True, 3), (4, False, 2), (3, False, 2), (3, False, 1)):
        if rows * lines + (rows - 1) * rules + bow + 1 <= height:
            return Fit(water, tile, lines, rules, bow)
    return Fit(water, tile, 3, False, 1)


def _cell(text: str, width: int) -> str:
    return text[:width].center(width)


def _numbers(tile: TileModel, state: str, width: int) -> str:
    """The hits to damage and to destroy the tile, in words when there is room."""
    if state == "intact":
        long = f"dmg {tile.damage_at}/sink {tile.destroy_at}"
        return long if len(long) <= width else f"{tile.damage_at}/{tile.destroy_at} hits"
    long = f"sink at {tile.damaged_destroy_at}"
    return long if len(long) <= width else f"sink {tile.damaged_destroy_at}"


def tile_lines(view: Act2View, tile: TileModel, size: Fit) -> TileLines:
    """One Boat Tile's lines: its name, state, hit numbers and who stands on it."""
    state = view.tiles[tile.zone]
    style = TILE[state]
    movers = " ".join(CREW_INITIALS[m] for m, at in view.positions.items() if at == f"B{tile.zone}")
    if state == "destroyed":
        texts = [f"B{tile.zone} GONE", "~ ~ ~", "", ""]
    else:
        words = f"B{tile.zone} {TILE_WORDS[state]}"
        texts = [words, _numbers(tile, state, size.tile), movers, ""]
        if size.lines == 3:
            texts = [words, _numbers(tile, state, size.tile), movers]
    lines = []
    for i in range(size.lines):
        text = _cell(texts[i] if i < len(texts) else "", size.tile)
        if state == "damaged":  # hatched: damage shows without colour
            text = _hatched(text, i)
        lines.append((text, style))
    return lines


def _hatched(text: str, row: int) -> str:
    """A damaged tile's line hatched with `/` in the blanks around its words, never between
    them ("B2 DAMAGED", not "B2/DAMAGED") nor touching them: "/  /Q /" lost the crew's
    letter in the hatching (helper-63)."""
    start, end = len(text) - len(text.lstrip()), len(text.rstrip())
    return "".join(
        "/" if ch == " " and (row + j) % 3 == 0 and not start - 1 <= j <= end else ch
        for j, ch in enumerate(text)
    )


def water_lines(view: Act2View, zone: int, size: Fit, offered: bool = False) -> list[Text]:
    """One water zone's lines: its name and Resurface options, Targets, swimmers, the Shark.
    `offered`: the opened verb may take this zone ("t" and the zones in the weapon's reach),
    marked "▸W5" as the Act 1 map brackets the spaces an opened verb may take.

    Where the zone is narrow each part falls back to a shorter form ("W5 A B✗" for "W5 [A]
    [B✗]", "T:QBH" for "T:Q T:B T:H", "QB ▲SHARK" for "Q B swim ▲SHARK"), so no public fact is
    cut off."""
    style = SHARK_WATER if view.shark_zone == zone else WATER
    width = size.water
    here = [o for o in view.options if o.zone == zone]
    forms = [
        _options_line(zone, here, view.chum_shown, style, brackets, gap, offered)
        for brackets, gap in ((True, " "), (False, " "), (False, ""))
    ]
    first = _first_fitting(forms, width)
    aimed = "".join(CREW_INITIALS[m] for m, z in view.target.items() if z == zone)
    swimmers = "".join(CREW_INITIALS[m] for m, at in view.positions.items() if at == f"W{zone}")
    targets = _first_fitting([" ".join(f"T:{m}" for m in aimed), f"T:{aimed}"], width)
    swim = _first_fitting([" ".join(swimmers) + " swim", f"{swimmers} swim"], width)
    shark = "▲SHARK" if view.shark_zone == zone else ""
    targets = targets if aimed else ""
    swim = swim if swimmers else ""
    # The Shark right under its zone's name, its ▲ pointing at it: on the zone's last line it
    # sat just above the next zone's name and read as being there (stop-33 playtest, 80x24
    # and 100x30, where no rule parts the rows). The parts that are there come first.
    if size.lines == 4:
        rest = [part for part in (shark, targets, swim) if part]
    else:  # the swimmers share the Shark's line
        together = [f"{swim} {shark}", f"{swimmers} {shark}", f"{swimmers}▲"] if shark else [swim]
        shared = _first_fitting([t.strip() for t in together], width)
        rest = [part for part in (shared, targets) if part]
    lines = [first] + [Text(t, style) for t in rest]
    lines += [Text("", style) for _ in range(size.lines - len(lines))]
    out = []
    for line in lines[: size.lines]:
        line.truncate(width)
        pad = width - line.cell_len
        out.append(Text(" " * (pad // 2), style) + line + Text(" " * (pad - pad // 2), style))
    return out


def _options_line(
    zone: int,
    options: list[OptionView],
    ruled_out: str | None,
    style: Style,
    brackets: bool,
    gap: str,
    offered: bool = False,
) -> Text:
    """The zone's name and its Resurface options ("W5 [A] [B✗]", or without brackets "W5 A B✗"
    or "W5 AB✗"); the option the Chum ruled out is struck through. An offered zone's name is
    "▸W5", reversed."""
    # The mark's style on the name alone: as the Text's own style it covered "[A]" too
    # (helper-56).
    line = Text(style=style)
    if offered:
        line.append(f"{OFFERED_MARK}W{zone}", style + OFFERED)
    else:
        line.append(f"W{zone}", style)
    if options:
        line.append(" ", style)
    for i, option in enumerate(options):
        if i:
            line.append(gap, style)
        mark = f"{option.letter}✗" if ruled_out == option.letter else option.letter
        shown = f"[{mark}]" if brackets else mark
        line.append(shown, style + RULED_OUT if ruled_out == option.letter else style)
    return line


Form = TypeVar("Form", str, Text)


def _first_fitting(forms: Sequence[Form], width: int) -> Form:
    """The first of `forms` (plain or styled) that fits `width` cells (the last otherwise)."""
    return next((f for f in forms if _cells(f) <= width), forms[-1])


def _cells(form: str | Text) -> int:
    return form.cell_len if isinstance(form, Text) else cell_len(form)


def orca_text(
    view: Act2View, content: Content, width: int, height: int, offered: Set[int] = frozenset()
) -> Text:
    """The whole Orca, bow up, in `width` x `height` cells; the zones in `offered` marked."""
    tiles = {(t.column, t.row): t for t in content.act2.orca.tiles}
    rows = 1 + max(r for _, r in tiles)
    size = fit(width, height, rows)
    margin = " " * max(0, (width - size.width) // 2)
    out = Text(no_wrap=True, overflow="crop")
    _bow(out, size, margin)
    for row in range(rows):
        left, right = tiles.get((0, row)), tiles.get((1, row))
        parts: RowParts = (
            water_lines(view, left.zone, size, left.zone in offered) if left else None,
            tile_lines(view, left, size) if left else None,
            tile_lines(view, right, size) if right else None,
            water_lines(view, right.zone, size, right.zone in offered) if right else None,
        )
        for i in range(size.lines):
            out.append(margin)
            _row_line(out, parts, i, size)
            out.append("\n")
        if size.rules and row < rows - 1:
            inner = "─" * size.tile + "┼" + "─" * size.tile
            out.append(margin + " " * size.water + "├" + inner + "┤\n", HULL)
    stern = "╰" + "─" * size.tile + "┴" + "─" * size.tile + "╯"
    out.append(margin + _cell("", size.water) + stern, HULL)
    out.append(" stern", LABEL)
    return out


def _row_line(out: Text, parts: RowParts, i: int, size: Fit) -> None:
    water_l, tile_l, tile_r, water_r = parts
    blank = Text(" " * size.water, WATER)
    out.append_text(water_l[i] if water_l else blank)
    out.append("│", HULL)
    out.append(*(tile_l[i] if tile_l else (" " * size.tile, "")))
    out.append("│", HULL)
    out.append(*(tile_r[i] if tile_r else (" " * size.tile, "")))
    out.append("│", HULL)
    out.append_text(water_r[i] if water_r else blank)


def _bow(out: Text, size: Fit, margin: str) -> None:
    """The hull narrowing to a point: a few diagonal lines that meet the tiles' sides."""
    inner = 2 * size.tile + 1
    for k in range(size.bow):
        half = max(1, round((inner + 1) / 2 * (k + 1) / size.bow)) if k else 1
        pad = size.water + 1 + inner // 2 - half
        out.append(margin + " " * pad)
        out.append(RISE + " " * (2 * half - 1) + FALL, HULL)
        out.append(("  bow" if k == 0 else "") + "\n", LABEL)


class OrcaPicture(Widget):
    """Draws the Orca from an Act 2 view at whatever size the layout gives it."""

    DEFAULT_CSS = """
    OrcaPicture { height: 1fr; width: 1fr; }
    """

    def __init__(self, content: Content, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.content = content
        self.view: Act2View | None = None
        self.offered: frozenset[int] = frozenset()

    def show(self, view: Act2View, offered: Set[int] = frozenset()) -> None:
        """Draw this view, the zones in `offered` marked (an unchanged view costs nothing)."""
        if (view, offered) == (self.view, self.offered):
            return
        self.view, self.offered = view, frozenset(offered)
        self.refresh()

    def render(self) -> Text:
        if self.view is None:
            return Text()
        size = self.size
        return orca_text(self.view, self.content, size.width, size.height, self.offered)

    def plain_text(self) -> str:
        """The picture as plain text at its current size (for tests and leak checks)."""
        return self.render().plain
