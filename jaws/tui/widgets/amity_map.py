"""The Amity Island map, drawn in text from the board's space centres in content/act1/board.toml.

The layout is a picture of the printed board: the open sea (1-4) round the outside, the ring of
eight coastal spaces (N, 6, E, 8, S, 7, W, 5) each holding water and land, and the Shop inland.
Each space is the set of cells nearest its centre; land is the island's oval. Pieces are written
as letters beside each space's label, so colour never carries the meaning alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from jaws.content.act1 import Act1Content

# The island shapes as ovals in board fractions (centre x, centre y, radius x, radius y): the
# white line that rings the coastal spaces, and the shore inside it.
RING_OVAL = (0.5, 0.5, 0.47, 0.43)
SHORE_OVAL = (0.5, 0.5, 0.40, 0.35)
# The printed board is about 3:2, so distances along x count 1.5 times.
BOARD_ASPECT = 1.5

LANDMARK_LABELS = {
    "beach": "Beach",
    "dock": "Dock",
    "shop": "",
    "mayors_office": "Mayor",
    "police": "Amity PD",
}

WATER = Style(color="#7fb3d5", bgcolor="#123b5c")
LAND = Style(color="#a9b77a", bgcolor="#3d5229")
BORDER_WATER = Style(color="#e8eef2", bgcolor="#123b5c")
BORDER_LAND = Style(color="#e8eef2", bgcolor="#3d5229")
LABEL = Style(color="#ffffff", bold=True)
PIECE = Style(color="#ffe08a", bold=True)
SWIMMER = Style(color="#ffffff")
MARKER = Style(color="#f5b7b1", bold=True)
SHARK = Style(color="#ffffff", bgcolor="#b03a2e", bold=True)
TRAIL = Style(color="#000000", bgcolor="#f4d03f", bold=True)
ALLOWED = Style(color="#000000", bgcolor="#f4d03f", bold=True)


@dataclass
class SpaceScene:
    """What to draw in one space: short tagged strings, each readable without colour."""

    pieces: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    shark: str | None = None
    trail: str | None = None


@dataclass
class MapScene:
    """The whole map's contents; built by the screens from a view."""

    spaces: dict[str, SpaceScene] = field(default_factory=dict)
    beach_token: tuple[str, str] | None = None
    # The spaces the opened action may pick: their labels are drawn as [6] in reverse.
    allowed: frozenset[str] = frozenset()

    def at(self, space: str) -> SpaceScene:
        """The scene of one space, created on first use."""
        return self.spaces.setdefault(space, SpaceScene())


def _inside(oval: tuple[float, float, float, float], fx: float, fy: float) -> bool:
    cx, cy, rx, ry = oval
    return ((fx - cx) / rx) ** 2 + ((fy - cy) / ry) ** 2 <= 1.0


@lru_cache(maxsize=16)
def _base_layer(
    centres: tuple[tuple[str, float, float, bool], ...], width: int, height: int
) -> tuple[tuple[str, ...], tuple[tuple[bool, ...], ...]]:
    """For each cell, the space it belongs to and whether it is land (cached per size)."""
    inner = [(sid, x, y) for sid, x, y, on_ring in centres if on_ring]
    outer = [(sid, x, y) for sid, x, y, on_ring in centres if not on_ring]
    owners: list[tuple[str, ...]] = []
    lands: list[tuple[bool, ...]] = []
    for cy in range(height):
        fy = (cy + 0.5) / height
        row: list[str] = []
        land_row: list[bool] = []
        for cx in range(width):
            fx = (cx + 0.5) / width
            pool = inner if _inside(RING_OVAL, fx, fy) else outer
            best = min(pool, key=lambda c: ((c[1] - fx) * BOARD_ASPECT) ** 2 + (c[2] - fy) ** 2)
            row.append(best[0])
            land_row.append(pool is inner and _inside(SHORE_OVAL, fx, fy))
        owners.append(tuple(row))
        lands.append(tuple(land_row))
    return tuple(owners), tuple(lands)


def render_map(board: Act1Content, scene: MapScene, width: int, height: int) -> Text:
    """The map as Rich text of exactly `height` lines of `width` cells."""
    width = max(width, 20)
    height = max(height, 10)
    spaces = board.board.spaces
    centres = tuple((s.id, s.x, s.y, s.land) for s in spaces)
    owners, lands = _base_layer(centres, width, height)
    chars = [[" "] * width for _ in range(height)]
    styles: list[list[Style]] = [[WATER] * width for _ in range(height)]
    for cy in range(height):
        for cx in range(width):
            here = owners[cy][cx]
            land = lands[cy][cx]
            right = cx + 1 < width and owners[cy][cx + 1] != here
            down = cy + 1 < height and owners[cy + 1][cx] != here
            if right or down:
                ch = "·"
            elif land:
                ch = "." if (cx * 7 + cy * 3) % 11 == 0 else " "
            else:
                ch = "~" if (cx * 5 + cy * 3) % 9 == 0 else " "
            chars[cy][cx] = ch
            if right or down:
                styles[cy][cx] = BORDER_LAND if land else BORDER_WATER
            else:
                styles[cy][cx] = LAND if land else WATER

    def put(cx: int, cy: int, text: str, style: Style) -> None:
        if not 0 <= cy < height:
            return
        start = max(0, min(width - len(text), cx - len(text) // 2))
        for i, ch in enumerate(text[: width - start]):
            chars[cy][start + i] = ch
            base = styles[cy][start + i]
            styles[cy][start + i] = base + style

    for space in spaces:
        cx = int(space.x * width)
        cy = int(space.y * height) - 1
        scene_here = scene.spaces.get(space.id, SpaceScene())
        label = space.id if space.id != board.board.shop else "SHOP"
        extra = LANDMARK_LABELS.get(space.landmark or "", "")
        if extra:
            label = f"{label} {extra}"
        lines: list[tuple[str, Style]] = [(label, LABEL)]
        if space.id in scene.allowed:
            lines[0] = (f"[{label}]", ALLOWED)
        if scene.beach_token and scene.beach_token[0] == space.id:
            lines.append((f"[{scene.beach_token[1]}]", MARKER))
        if scene_here.pieces:
            lines.append((" ".join(scene_here.pieces), PIECE))
        if scene_here.tokens:
            lines.append((" ".join(scene_here.tokens), SWIMMER))
        if scene_here.markers:
            lines.append((" ".join(scene_here.markers), MARKER))
        if scene_here.shark:
            lines.append((scene_here.shark, SHARK))
        if scene_here.trail:
            lines.append((scene_here.trail, TRAIL))
        for offset, (text, style) in enumerate(lines):
            put(cx, cy + offset, text, style)

    out = Text(no_wrap=True, overflow="crop")
    for cy in range(height):
        row_chars = chars[cy]
        row_styles = styles[cy]
        run_start = 0
        for cx in range(1, width + 1):
            if cx == width or row_styles[cx] != row_styles[run_start]:
                out.append("".join(row_chars[run_start:cx]), row_styles[run_start])
                run_start = cx
        if cy < height - 1:
            out.append("\n")
    return out


def space_at(board: Act1Content, x: int, y: int, width: int, height: int) -> str | None:
    """The space drawn at cell (x, y) of a map of this size."""
    width = max(width, 20)
    height = max(height, 10)
    if not (0 <= x < width and 0 <= y < height):
        return None
    centres = tuple((s.id, s.x, s.y, s.land) for s in board.board.spaces)
    owners, _ = _base_layer(centres, width, height)
    return owners[y][x]


def label_cell(board: Act1Content, space: str, width: int, height: int) -> tuple[int, int]:
    """A cell of the space by its label (its centre), to click it."""
    found = next(s for s in board.board.spaces if s.id == space)
    return int(found.x * width), min(height - 1, int(found.y * height))


class AmityMap(Widget):
    """Draws a MapScene at whatever size the layout gives it; a click names the space."""

    class SpaceClicked(Message):
        """A player clicked a space of the map."""

        def __init__(self, space: str) -> None:
            super().__init__()
            self.space = space

    DEFAULT_CSS = """
    AmityMap { height: 1fr; width: 1fr; min-height: 16; }
    """

    def __init__(self, board: Act1Content, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.board = board
        self.scene = MapScene()

    def show(self, scene: MapScene) -> None:
        """Replace what the map shows (an unchanged scene costs nothing)."""
        if scene == self.scene:
            return
        self.scene = scene
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        space = space_at(self.board, event.x, event.y, self.size.width, self.size.height)
        if space is not None:
            self.post_message(self.SpaceClicked(space))

    def render(self) -> Text:
        return render_map(self.board, self.scene, self.size.width, self.size.height)

    def plain_text(self) -> str:
        """The map as plain text at its current size (for tests and leak checks)."""
        return render_map(self.board, self.scene, self.size.width, self.size.height).plain
