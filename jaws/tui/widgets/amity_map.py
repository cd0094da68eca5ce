"""The Amity Island map, drawn in text after the printed board (content/act1/board.toml gives
each space's centre; jaws/tui/widgets/amity_layout.py turns them into the island's shape).

The open sea (1-4) fills the corners, the white ring line circles the eight coastal spaces, the
shore cuts each of them into a water half (outside, `~`) and a land half (inside, `.`), and the
Shop is the town in the middle. A space's name sits on its land; the Shark, the boats, the
swimmers, the barrels and the crew's clues sit in its water (Brody walks on land). Every mark is
a word or letter, so colour never carries the meaning alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from jaws.content.act1 import Act1Content
from jaws.tui.widgets.amity_layout import LINE_RING, LINE_SHORE, Centre, Layout, Run, layout

LANDMARK_LABELS = {
    "beach": "Beach",
    "dock": "Dock",
    "shop": "",
    "mayors_office": "Mayor",
    "police": "Amity PD",
}

SEA = "#0e2f4a"
WATER_BG = "#1a4d73"
LAND_BG = "#4a5e2e"
TOWN_BG = "#5e5a48"
WATER = Style(color="#7fb3d5", bgcolor=WATER_BG)
OPEN_SEA = Style(color="#5d8fb3", bgcolor=SEA)
LAND = Style(color="#b7c48a", bgcolor=LAND_BG)
TOWN = Style(color="#cfc8a8", bgcolor=TOWN_BG)
RING_LINE = Style(color="#ffffff", bold=True)
SPACE_LINE = Style(color="#d0dde6")
SHORE_LINE = Style(color="#f0e0a0")
LABEL = Style(color="#ffffff", bold=True)
PIECE = Style(color="#ffe08a", bold=True)
SWIMMER = Style(color="#ffffff")
MARKER = Style(color="#f5b7b1", bold=True)
SHARK = Style(color="#ffffff", bgcolor="#b03a2e", bold=True)
TRAIL = Style(color="#000000", bgcolor="#f4d03f", bold=True)
ALLOWED = Style(color="#000000", bgcolor="#f4d03f", bold=True)


# The overlay's mark of a space the Shark may be in (its odds follow it when calibrated and
# when they find room).
POSSIBLE_MARK = "?"


@dataclass
class SpaceScene:
    """What to draw in one space: short tagged strings, each readable without colour.
    `land_pieces` stand on the space's land (Brody); the rest is in its water."""

    pieces: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    land_pieces: list[str] = field(default_factory=list)
    shark: str | None = None
    trail: str | None = None
    # The "Where could it be?" mark ("?" or "?15%"): drawn last, in what room the pieces,
    # tokens and clues leave, cut to a bare "?" before anything else gives way.
    hint: str | None = None


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


# One thing written on the map: its text and style.
Item = tuple[str, Style]


def _centres(board: Act1Content) -> tuple[Centre, ...]:
    return tuple((s.id, s.x, s.y, s.water, s.land) for s in board.board.spaces)


def _layout_for(board: Act1Content, width: int, height: int) -> Layout:
    return layout(_centres(board), max(width, 20), max(height, 10))


def _base(shape: Layout) -> tuple[list[list[str]], list[list[Style]]]:
    """The island with no pieces: textures, lines and the colours of sea, water and land."""
    chars: list[list[str]] = []
    styles: list[list[Style]] = []
    for y, row in enumerate(shape.cells):
        line_chars: list[str] = []
        line_styles: list[Style] = []
        for x, cell in enumerate(row):
            ground = _ground(cell.space, cell.land, shape)
            if cell.line is not None:
                line_chars.append(cell.glyph)
                line_styles.append(ground + _line_style(cell.line))
            else:
                line_chars.append(_texture(cell.land, x, y))
                line_styles.append(ground)
        chars.append(line_chars)
        styles.append(line_styles)
    return chars, styles


def _ground(space: str, land: bool, shape: Layout) -> Style:
    if land:
        return TOWN if (space, False) not in shape.runs else LAND
    return WATER if (space, True) in shape.runs else OPEN_SEA


def _line_style(kind: str) -> Style:
    if kind == LINE_RING:
        return RING_LINE
    if kind == LINE_SHORE:
        return SHORE_LINE
    return SPACE_LINE


def _texture(land: bool, x: int, y: int) -> str:
    """A sparse pattern: `~` on water, `.` on land (the halves differ without colour)."""
    if land:
        return "." if (x * 7 + y * 3) % 11 == 0 else " "
    return "~" if (x * 5 + y * 3) % 9 == 0 else " "


def _label_of(board: Act1Content, space_id: str) -> tuple[str, str]:
    """A space's long label ("8 Dock") and its short one ("8")."""
    space = next(s for s in board.board.spaces if s.id == space_id)
    short = "SHOP" if space.id == board.board.shop else space.id
    extra = LANDMARK_LABELS.get(space.landmark or "", "")
    return (f"{short} {extra}" if extra else short), short


# The Beach Closed token's faces, shorter, for a beach with no room for the whole one.
SHORT_FACES = {"[OPENING SOON]": "[SOON]", "[CLOSED]": "[SHUT]"}


def _land_items(board: Act1Content, scene: MapScene, space: str) -> list[Item]:
    here = scene.spaces.get(space, SpaceScene())
    long_label = _label_of(board, space)[0]
    label, style = long_label, LABEL
    if space in scene.allowed:
        label, style = f"[{long_label}]", ALLOWED
    items: list[Item] = [(label, style)]
    if scene.beach_token and scene.beach_token[0] == space:
        items.append((f"[{scene.beach_token[1]}]", MARKER))
    items.extend((piece, PIECE) for piece in here.land_pieces)
    return items


def _water_items(scene: MapScene, space: str) -> list[Item]:
    here = scene.spaces.get(space, SpaceScene())
    items: list[Item] = []
    if here.shark:
        items.append((here.shark, SHARK))
    items.extend((piece, PIECE) for piece in here.pieces)
    items.extend((token, SWIMMER) for token in here.tokens)
    items.extend((marker, MARKER) for marker in here.markers)
    if here.trail:
        items.append((here.trail, TRAIL))
    return items


def _pack(items: list[Item], runs: tuple[Run, ...], placed: dict[Run, list[Item]]) -> list[Item]:
    """Put each item in the first run (nearest the middle) with room for it, a space between
    two items; returns the items that found no room."""
    left: list[Item] = []
    for text, style in items:
        for run in runs:
            used = _used(placed.get(run, []))
            need = len(text) + (1 if used else 0)
            if used + need <= run.length:
                placed.setdefault(run, []).append((text, style))
                break
        else:
            left.append((text, style))
    return left


def _used(items: list[Item]) -> int:
    return sum(len(t) for t, _ in items) + max(0, len(items) - 1)


def _squeeze(items: list[Item], runs: tuple[Run, ...], placed: dict[Run, list[Item]]) -> None:
    """What found no room anywhere is cut to the freest run's end ("…"), never dropped."""
    for text, style in items:
        if not runs:
            return
        run = max(runs, key=lambda r: r.length - _used(placed.get(r, [])))
        used = _used(placed.get(run, []))
        room = run.length - used - (1 if used else 0)
        if room > 0:
            cut = text if len(text) <= room else text[: room - 1] + "…"
            placed.setdefault(run, []).append((cut, style))


def _write(chars: list[list[str]], styles: list[list[Style]], run: Run, items: list[Item]) -> None:
    """Write items centred in a run, clearing the run's texture so nothing touches them."""
    for x in range(run.x, run.x + run.length):
        chars[run.y][x] = " "
    x = run.x + max(0, (run.length - _used(items)) // 2)
    for text, style in items:
        for ch in text:
            if x >= run.x + run.length:
                return
            chars[run.y][x] = ch
            styles[run.y][x] = styles[run.y][x] + style
            x += 1
        x += 1


def _place_space(
    board: Act1Content, scene: MapScene, shape: Layout, space: str
) -> dict[Run, list[Item]]:
    """Where each text of one space goes: its name (and Brody) on land, the rest in water;
    what one half has no room for spills into the other."""
    land_runs = shape.runs.get((space, True), ())
    water_runs = shape.runs.get((space, False), ())
    land, water = _land_items(board, scene, space), _water_items(scene, space)
    if land_runs:
        longest = max(r.length for r in land_runs)
        if len(land[0][0]) > longest:  # the short label where the long one fits nowhere
            short = _label_of(board, space)[1]
            land[0] = (f"[{short}]" if space in scene.allowed else short, land[0][1])
    placed: dict[Run, list[Item]] = {}
    left = _pack(land, land_runs or water_runs, placed)
    # The water half's texts in the runs nearest the space's label when they all fit there:
    # "nearest the middle" of the water put the Shark at 7 three rows under the 7, just over
    # the 3, where it read as at 3 (helper-73 at 80x24). Else as before, middle first. A run
    # touching the label's end comes last either way: its text read as one word with the
    # label ("E BeachFF:near", helper-74).
    label = _label_run(land[0][0], placed)
    apart = tuple(r for r in water_runs if label is None or not _abuts(r, label))
    touching = tuple(r for r in water_runs if r not in apart)
    near_label = {run: list(items) for run, items in placed.items()}
    if apart and not _pack(water, _nearest_label(land[0][0], apart, placed), near_label):
        placed = near_label
    else:
        left = _pack(water, (apart + touching) or land_runs, placed) + left
    left = _pack(left, land_runs + water_runs, placed)
    # The token's short face where its whole one found no room ("[OPENING SOO…" at 80x24).
    left = _pack([(SHORT_FACES.get(t, t), st) for t, st in left], land_runs + water_runs, placed)
    _squeeze(left, land_runs + water_runs, placed)
    hint = scene.spaces.get(space, SpaceScene()).hint
    if hint:
        near = _nearest_label(land[0][0], land_runs + water_runs, placed)
        for mark in dict.fromkeys((hint, POSSIBLE_MARK)):
            if not _pack([(mark, MARKER)], near, placed):
                break
        else:
            _squeeze([(POSSIBLE_MARK, MARKER)], land_runs + water_runs, placed)
    return placed


def _nearest_label(
    label_text: str, runs: tuple[Run, ...], placed: dict[Run, list[Item]]
) -> tuple[Run, ...]:
    """`runs` nearest first to the run holding the space's label (`label_text`, among the
    space's texts `placed` so far): the overlay's odds went to the water half, three to five
    rows from a beach's name, where they read as the next space's (helper-60's "odds tags sit
    away from their spaces")."""
    label = _label_run(label_text, placed)
    if label is None:
        return runs
    middle = label.x + label.length / 2

    def distance(run: Run) -> float:
        return abs(run.y - label.y) * 4 + abs(run.x + run.length / 2 - middle)

    return tuple(sorted(runs, key=distance))


def _label_run(label_text: str, placed: dict[Run, list[Item]]) -> Run | None:
    """The run holding a space's label (`label_text`), among the space's texts placed."""
    return next(
        (run for run, items in placed.items() if any(text == label_text for text, _ in items)),
        None,
    )


def _abuts(run: Run, other: Run) -> bool:
    """Whether two runs of one row touch end to end (texts in them would read as one word)."""
    return run.y == other.y and (run.x == other.x + other.length or other.x == run.x + run.length)


def render_map(board: Act1Content, scene: MapScene, width: int, height: int) -> Text:
    """The map as Rich text of exactly `height` lines of `width` cells."""
    shape = _layout_for(board, width, height)
    chars, styles = _base(shape)
    for space in board.board.spaces:
        for run, items in _place_space(board, scene, shape, space.id).items():
            _write(chars, styles, run, items)
    return _to_text(chars, styles)


def _to_text(chars: list[list[str]], styles: list[list[Style]]) -> Text:
    out = Text(no_wrap=True, overflow="crop")
    for y, row in enumerate(chars):
        row_styles = styles[y]
        start = 0
        for x in range(1, len(row) + 1):
            if x == len(row) or row_styles[x] != row_styles[start]:
                out.append("".join(row[start:x]), row_styles[start])
                start = x
        if y < len(chars) - 1:
            out.append("\n")
    return out


def space_at(board: Act1Content, x: int, y: int, width: int, height: int) -> str | None:
    """The space drawn at cell (x, y) of a map of this size."""
    shape = _layout_for(board, width, height)
    if not (0 <= x < shape.width and 0 <= y < shape.height):
        return None
    return shape.cells[y][x].space


def label_cell(board: Act1Content, space: str, width: int, height: int) -> tuple[int, int]:
    """A cell of the space by its label (the middle of its name), to click it."""
    shape = _layout_for(board, width, height)
    runs = shape.runs.get((space, True)) or shape.runs.get((space, False)) or ()
    if not runs:
        found = next(s for s in board.board.spaces if s.id == space)
        return int(found.x * shape.width), min(shape.height - 1, int(found.y * shape.height))
    run = runs[0]
    return run.x + run.length // 2, run.y


class AmityMap(Widget):
    """Draws a MapScene at whatever size the layout gives it; a click names the space."""

    class SpaceClicked(Message):
        """A player clicked a space of the map."""

        def __init__(self, space: str) -> None:
            super().__init__()
            self.space = space

    DEFAULT_CSS = """
    AmityMap { height: 1fr; width: 1fr; min-height: 12; }
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
