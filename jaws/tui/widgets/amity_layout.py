"""The shape of the Amity Island map at one size: which space and which half (water or land)
each cell belongs to, where the lines run, and the free stretches where text may go.

Drawn after the printed board: the island is an oval; the white line round it rings the eight
coastal spaces, each cut in two by the shore (water outside, land inside); the Shop is the town
in the middle; the open sea (1-4) fills the four corners. The coastal spaces follow one another
round the ring in the order of their centres in content/act1/board.toml, each reaching halfway to
its neighbours, so the content, not this module, says where each space lies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

# The two diagonal box-drawing strokes (named: ruff would read them as slashes).
RISE = "\u2571"
FALL = "\u2572"

# Radii as fractions of the map's half-width/half-height (the board fills the widget): the
# white ring line, the shore, and the edge of the town (the Shop).
RING = 0.97
SHORE = 0.62
TOWN = 0.27

# One centre of the board content: (id, x, y, has water, has land).
Centre = tuple[str, float, float, bool, bool]

LINE_RING = "ring"  # the white line: between a coastal space and the open sea
LINE_SPACE = "space"  # between two spaces of the same kind
LINE_SHORE = "shore"  # between the water and the land half of one space


@dataclass(frozen=True)
class Cell:
    """One character cell of the map."""

    space: str
    land: bool
    line: str | None  # which kind of line is drawn here, if any
    glyph: str  # the line's character (when `line` is set)


@dataclass(frozen=True)
class Run:
    """A free horizontal stretch of one half of one space: text goes here."""

    y: int
    x: int
    length: int


@dataclass(frozen=True)
class Layout:
    """The whole map at one size."""

    width: int
    height: int
    cells: tuple[tuple[Cell, ...], ...]
    # For each space and half (land True/False): its free runs, nearest its middle first.
    runs: dict[tuple[str, bool], tuple[Run, ...]]


def _polar(fx: float, fy: float) -> tuple[float, float]:
    """The elliptic radius and the angle (degrees, east 0, north 90) of a board point."""
    u = (fx - 0.5) / 0.5
    v = (fy - 0.5) / 0.5
    return math.hypot(u, v), math.degrees(math.atan2(-v, u))


def _sectors(ring: list[Centre]) -> list[tuple[float, str]]:
    """The coastal spaces by the angle of their centre, round the ring."""
    return sorted((_polar(x, y)[1], sid) for sid, x, y, _, _ in ring)


def _sector_of(angle: float, sectors: list[tuple[float, str]]) -> str:
    """The coastal space whose centre's angle is nearest `angle` (round the circle)."""

    def gap(centre: float) -> float:
        d = abs(angle - centre) % 360
        return min(d, 360 - d)

    return min(sectors, key=lambda s: gap(s[0]))[1]


def _owner(fx: float, fy: float, centres: tuple[Centre, ...]) -> tuple[str, bool]:
    """The space of a board point and whether the point is land."""
    radius, angle = _polar(fx, fy)
    ring = [c for c in centres if c[3] and c[4]]
    if radius <= TOWN:
        inland = [c for c in centres if c[4] and not c[3]]
        if inland:
            return inland[0][0], True
    if radius <= RING and ring:
        return _sector_of(angle, _sectors(ring)), radius <= SHORE
    sea = [c for c in centres if c[3] and not c[4]] or list(centres)
    best = min(sea, key=lambda c: (c[1] - fx) ** 2 + (c[2] - fy) ** 2)
    return best[0], False


def _slope(angle: float, along: bool, width: int, height: int) -> tuple[float, float]:
    """The direction, in cells, of a line at `angle` round the ring: `along` lines follow the
    ring (a curve round the middle), the others run out from the middle."""
    rad = math.radians(angle)
    if along:
        return abs(math.sin(rad)) * width, abs(math.cos(rad)) * height
    return abs(math.cos(rad)) * width, abs(math.sin(rad)) * height


def _glyph(angle: float, along: bool, width: int, height: int) -> str:
    """The character of a line through a cell (its slope in cells picks it)."""
    dx, dy = _slope(angle, along, width, height)
    if dy < 0.5 * dx:
        return "─"
    if dy > 2.0 * dx:
        return "│"
    rising = (angle % 180 < 90) != along
    return RISE if rising else FALL


def _along(here: tuple[str, bool], other: tuple[str, bool], kinds: dict[str, str]) -> str:
    """Which line separates two cells: "shore", "ring", "sea" (the open sea's straight
    quarter lines), "town" (the town's edge, round the middle) or "radial" (coast to coast)."""
    mine, theirs = kinds[here[0]], kinds[other[0]]
    if here[0] == other[0]:
        return "shore"
    if (mine == "sea") != (theirs == "sea"):
        return "ring"
    if mine == "sea":
        return "sea"
    return "town" if "town" in (mine, theirs) else "radial"


LINE_KINDS = {"shore": LINE_SHORE, "ring": LINE_RING}
# The ring line is heavy, the shore a dotted beach line, space borders thin.
HEAVY = {"─": "━", "│": "┃"}
SHORE_DOT = "·"


def _kinds(centres: tuple[Centre, ...]) -> dict[str, str]:
    """Each space as "sea" (water only), "town" (land only) or "coast" (both)."""
    return {c[0]: "coast" if c[3] and c[4] else ("sea" if c[3] else "town") for c in centres}


def _line_cell(
    here: tuple[str, bool],
    right: tuple[str, bool] | None,
    below: tuple[str, bool] | None,
    angle: float,
    size: tuple[int, int],
    kinds: dict[str, str],
) -> Cell:
    """The cell with the line it carries, if any: a steep line is drawn where the cell to the
    right differs, a flat one where the cell below differs, so each line is one cell thick."""
    for other, steep_wanted in ((right, True), (below, False)):
        if other is None or other == here:
            continue
        line = _along(here, other, kinds)
        if line == "sea":
            return Cell(here[0], here[1], LINE_SPACE, "│" if steep_wanted else "─")
        along = line != "radial"
        dx, dy = _slope(angle, along, *size)
        if (dy >= dx) == steep_wanted:
            glyph = _glyph(angle, along, *size)
            if line == "ring":
                glyph = HEAVY.get(glyph, glyph)
            elif line == "shore":
                glyph = SHORE_DOT
            return Cell(here[0], here[1], LINE_KINDS.get(line, LINE_SPACE), glyph)
    return Cell(here[0], here[1], None, " ")


@lru_cache(maxsize=16)
def layout(centres: tuple[Centre, ...], width: int, height: int) -> Layout:
    """The map's cells and text runs at one size (cached: the board never changes)."""
    owners = [
        [_owner((x + 0.5) / width, (y + 0.5) / height, centres) for x in range(width)]
        for y in range(height)
    ]
    kinds = _kinds(centres)
    rows: list[tuple[Cell, ...]] = []
    for y in range(height):
        row: list[Cell] = []
        for x in range(width):
            right = owners[y][x + 1] if x + 1 < width else None
            below = owners[y + 1][x] if y + 1 < height else None
            angle = _polar((x + 0.5) / width, (y + 0.5) / height)[1]
            row.append(_line_cell(owners[y][x], right, below, angle, (width, height), kinds))
        rows.append(tuple(row))
    cells = tuple(rows)
    return Layout(width, height, cells, _runs(cells, width))


def _runs(
    cells: tuple[tuple[Cell, ...], ...], width: int
) -> dict[tuple[str, bool], tuple[Run, ...]]:
    """Every free stretch of each half of each space, nearest that half's middle first."""
    found: dict[tuple[str, bool], list[Run]] = {}
    for y, row in enumerate(cells):
        x = 0
        while x < width:
            cell = row[x]
            if cell.line is not None:
                x += 1
                continue
            start = x
            while (
                x < width
                and row[x].line is None
                and (row[x].space, row[x].land)
                == (
                    cell.space,
                    cell.land,
                )
            ):
                x += 1
            found.setdefault((cell.space, cell.land), []).append(Run(y, start, x - start))
    ordered: dict[tuple[str, bool], tuple[Run, ...]] = {}
    for key, runs in found.items():
        total = sum(r.length for r in runs)
        mid_y = sum(r.y * r.length for r in runs) / total
        mid_x = sum((r.x + r.length / 2) * r.length for r in runs) / total

        def distance(run: Run, mx: float = mid_x, my: float = mid_y) -> tuple[float, int, int]:
            # Rows count about twice columns (a cell is twice as tall as it is wide); long
            # runs first among equals, then top to bottom.
            centre = run.x + run.length / 2
            return (abs(run.y - my) * 2 + abs(centre - mx) / 4, -run.length, run.y)

        ordered[key] = tuple(sorted(runs, key=distance))
    return ordered
