"""Issue 12, "An Amity Island a player recognises": the map's water and land halves, markers in
the water without colliding, no "Q~" misreading, and click targets at every size."""

from __future__ import annotations

import dataclasses
import re

import pytest

from jaws.content.act1 import Act1Content
from jaws.content.loader import load_content
from jaws.tui.scenes import act1_scene
from jaws.tui.widgets.amity_layout import layout
from jaws.tui.widgets.amity_map import MapScene, label_cell, render_map, space_at

# The map's size on the Act 1 screen at 80x24, 100x30 and 120x40.
MAP_SIZES = [(43, 17), (59, 20), (73, 27)]
COASTAL = ["N", "6", "E", "8", "S", "7", "W", "5"]
# A word on the map: anything but blanks, the lines and the shore's dots.
WORD = r"[^\s\u2500\u2501\u2502\u2503\u2571\u2572\u00b7]+"


@pytest.fixture(scope="module")
def board() -> Act1Content:
    return load_content().act1


def busy_scene() -> MapScene:
    """A crowded round: swimmers, clues and the deduction marks on every beach."""
    scene = MapScene()
    scene.at("N").tokens.append("sw:2")
    scene.at("N").markers += ["BN:no", "?"]
    scene.at("E").tokens.append("sw:3")
    scene.at("E").markers += ["FF:near", "?"]
    scene.at("S").tokens.append("sw:1")
    scene.at("S").markers.append("?")
    scene.at("8").pieces.append("Q:2b")
    scene.at("8").markers.append("?")
    scene.at("5").pieces.append("H")
    scene.at("3").markers += ["FF:no", "?"]
    scene.at("7").land_pieces.append("B")
    scene.at("Shop").tokens.append("6 barrels")
    return scene


def drawn_at(board: Act1Content, text: str, width: int, height: int) -> dict[str, list[int]]:
    """Where each word of the map starts: word -> [cell index, ...] (row-major)."""
    found: dict[str, list[int]] = {}
    for y, line in enumerate(text.splitlines()):
        for match in re.finditer(WORD, line):
            found.setdefault(match.group(), []).append(y * width + match.start())
    return found


@pytest.mark.parametrize("size", MAP_SIZES)
def test_every_mark_is_whole_and_in_the_water_of_its_own_space(
    board: Act1Content, size: tuple[int, int]
) -> None:
    width, height = size
    scene = busy_scene()
    text = render_map(board, scene, width, height).plain
    shape = layout(tuple((s.id, s.x, s.y, s.water, s.land) for s in board.board.spaces), *size)
    words = drawn_at(board, text, width, height)
    for space, here in scene.spaces.items():
        water_marks = here.pieces + here.tokens + here.markers
        if space == "Shop":
            continue
        for mark in water_marks:
            starts = words.get(mark, [])
            assert starts, f"{mark!r} of {space} is not drawn whole at {size}"
            # One of its copies lies, every cell of it, in this space's water.
            cells = [
                [shape.cells[(i + k) // width][(i + k) % width] for k in range(len(mark))]
                for i in starts
            ]
            assert any(all(c.space == space and not c.land for c in run) for run in cells), (
                f"{mark!r} is not in the water of {space} at {size}"
            )
    assert "B" in words and "6" in words


@pytest.mark.parametrize("size", MAP_SIZES)
def test_each_coastal_space_has_a_water_and_a_land_half(
    board: Act1Content, size: tuple[int, int]
) -> None:
    shape = layout(tuple((s.id, s.x, s.y, s.water, s.land) for s in board.board.spaces), *size)
    for space in COASTAL:
        assert shape.runs.get((space, True)), f"{space} has no land at {size}"
        assert shape.runs.get((space, False)), f"{space} has no water at {size}"
    for sea in ("1", "2", "3", "4"):
        assert shape.runs.get((sea, False)) and not shape.runs.get((sea, True))
    assert shape.runs.get(("Shop", True)) and not shape.runs.get(("Shop", False))


@pytest.mark.parametrize("size", MAP_SIZES)
def test_a_piece_never_touches_the_water_texture(board: Act1Content, size: tuple[int, int]) -> None:
    """ "Q~" read as "Quint overboard" when the Orca only sat in the water."""
    from jaws.session import GameSession

    session = GameSession.new("act1", 3)
    view = session.view("crew").act1
    scene = act1_scene(view, load_content().act1)
    text = render_map(board, scene, *size).plain
    for letter in ("Q", "H", "B"):
        assert letter in text
        assert f"{letter}~" not in text and f"~{letter}" not in text


def test_overboard_has_its_own_mark() -> None:
    from jaws.session import GameSession

    content = load_content().act1
    view = GameSession.new("act1", 3).view("crew").act1
    overboard = dataclasses.replace(view, in_water=frozenset({"quint"}))
    scene = act1_scene(overboard, content)
    pieces = [p for s in scene.spaces.values() for p in s.pieces]
    assert any(p.startswith("Q") and p.endswith("!") for p in pieces), pieces
    assert not any("~" in p for p in pieces)


@pytest.mark.parametrize("size", MAP_SIZES)
def test_every_space_can_be_clicked_on_its_label(board: Act1Content, size: tuple[int, int]) -> None:
    for space in board.board.spaces:
        x, y = label_cell(board, space.id, *size)
        assert space_at(board, x, y, *size) == space.id


@pytest.mark.parametrize("size", MAP_SIZES)
def test_the_overlay_mark_gives_way_to_the_tokens(
    board: Act1Content, size: tuple[int, int]
) -> None:
    """Playtest, 80x24: Hooper at Dock 5 with a barrel on the Dock showed "H ?5%" and no
    "db:1" while "Where could it be?" was on. Tokens come first; the odds shrink to "?"."""
    scene = MapScene()
    scene.at("5").pieces.append("H")
    scene.at("5").tokens.append("db:1")
    scene.at("5").hint = "?5%"
    words = drawn_at(board, render_map(board, scene, *size).plain, *size)
    assert "H" in words and "db:1" in words
    assert "?5%" in words or "?" in words


@pytest.mark.parametrize("beach", ["N", "E", "S", "W"])
@pytest.mark.parametrize("size", MAP_SIZES)
def test_the_beach_token_is_never_cut(
    board: Act1Content, size: tuple[int, int], beach: str
) -> None:
    """At 80x24 the map read "[OPENING SOON" (cut at the run's end: stop-44 playtest). The
    token's face is whole: the short "[SOON]" or "[SHUT]" where the long one has no room,
    with a swimmer, Brody and the overlay's mark beside it."""
    for face in ("CLOSED", "OPENING SOON"):
        scene = MapScene()
        scene.beach_token = (beach, face)
        scene.at(beach).land_pieces.append("B")
        scene.at(beach).tokens.append("sw:1")
        scene.at(beach).markers.append("?")
        text = render_map(board, scene, *size).plain
        short = "[SOON]" if face == "OPENING SOON" else "[SHUT]"
        assert f"[{face}]" in text or short in text, text
        assert "…" not in text and "[OPENING SO" not in text.replace("[OPENING SOON]", "")
    from jaws.tui.scenes import MAP_LEGEND

    assert "[SHUT]" in MAP_LEGEND and "[SOON]" in MAP_LEGEND  # the keys page names both


@pytest.mark.parametrize("size", MAP_SIZES)
def test_the_overlay_odds_sit_beside_their_spaces_label(
    board: Act1Content, size: tuple[int, int]
) -> None:
    """The odds went to a space's water half: at 80x24 "N Beach"'s "?45%" sat three rows
    above it, by another space's name (helper-60). Each space's odds are now drawn in the run
    nearest its label: on its row or the next, within a few columns."""
    width, height = size
    scene = MapScene()
    for number, space in enumerate(board.board.spaces):
        scene.at(space.id).hint = f"?{number + 10}%"
    lines = render_map(board, scene, width, height).plain.splitlines()
    for number, space in enumerate(board.board.spaces):
        tag = f"?{number + 10}%"
        found = [(y, line.index(tag)) for y, line in enumerate(lines) if tag in line]
        assert len(found) == 1, f"{tag} of {space.id} is not drawn once at {size}"
        y, x = found[0]
        label_x, label_y = label_cell(board, space.id, width, height)
        assert abs(y - label_y) <= 1, f"{space.id}'s odds are {abs(y - label_y)} rows away"
        assert abs(x + len(tag) / 2 - label_x) <= 10, f"{space.id}'s odds are far across"


def drawn_labels(board: Act1Content, text: str) -> dict[str, tuple[int, int]]:
    """Where each space's label is drawn (the middle of its long or short name, and its row)."""
    from jaws.tui.widgets.amity_map import _label_of

    found: dict[str, tuple[int, int]] = {}
    for space in board.board.spaces:
        for name in _label_of(board, space.id):
            for y, line in enumerate(text.splitlines()):
                match = re.search(rf"(?<![\w:]){re.escape(name)}(?![\w])", line)
                if match and space.id not in found:
                    found[space.id] = ((match.start() + match.end()) // 2, y)
    assert len(found) == len(board.board.spaces), sorted(found)
    return found


@pytest.mark.parametrize("size", [*MAP_SIZES, (44, 19)])  # (44, 19): the map at 80x24
def test_the_shark_is_drawn_by_its_own_spaces_label(
    board: Act1Content, size: tuple[int, int]
) -> None:
    """helper-73 (stop 50) at 80x24: the Shark at 7 was drawn three rows under the 7 and one
    over the 3, and read as at 3. A space's water texts now go in the runs nearest its label
    (when they all fit there): the Shark is never more than 3 rows from its space's label
    (it was up to 5), and the Shark at 7 is nearer the 7 than the 3."""
    width, height = size
    labels = drawn_labels(board, render_map(board, MapScene(), width, height).plain)
    for space in board.board.spaces:
        if not space.water:
            continue
        scene = MapScene()
        scene.at(space.id).shark = "SHARK"
        text = render_map(board, scene, width, height).plain
        starts = drawn_at(board, text, width, height)["SHARK"]
        assert len(starts) == 1
        y, x = divmod(starts[0], width)
        x += len("SHARK") // 2
        assert abs(labels[space.id][1] - y) <= 3, (space.id, size)
        if space.id == "7":
            rows_to = {s: abs(labels[s][1] - y) for s in ("7", "3")}
            assert rows_to["7"] <= rows_to["3"], (rows_to, size)
