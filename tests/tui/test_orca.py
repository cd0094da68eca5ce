"""Issue 12: the Orca reads as a boat (bow, stern, numbered tiles, water round it), a damaged
tile shows without colour, and a Resurface option the Chum ruled out is struck through."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from jaws.content.loader import load_content
from jaws.session import GameSession
from jaws.tui.widgets.orca import RULED_OUT, orca_text
from jaws.views.act2 import OptionView

SIZES = [(44, 17), (59, 19), (73, 29)]


def act2_view(**changes: Any) -> Any:
    view = GameSession.new("act2", 8).view("crew").act2
    return dataclasses.replace(view, **changes)


@pytest.mark.parametrize("size", SIZES)
def test_the_orca_is_a_boat_that_fits(size: tuple[int, int]) -> None:
    content = load_content()
    text = orca_text(act2_view(), content, *size).plain
    lines = text.splitlines()
    assert len(lines) <= size[1]
    assert all(len(line) <= size[0] for line in lines), "a line is wider than its box"
    assert "bow" in lines[0] and "stern" in lines[-1]
    for zone in range(1, 9):
        assert f"B{zone}" in text and f"W{zone}" in text
    # The bow narrows to a point above the tiles; the stern closes below them.
    assert "\u2571 \u2572" in lines[0]
    assert "\u2570" in lines[-1] and "\u256f" in lines[-1]


def test_a_damaged_tile_reads_without_colour() -> None:
    content = load_content()
    view = act2_view()
    damaged = act2_view(tiles={**view.tiles, 3: "damaged"})
    intact_lines = orca_text(view, content, 73, 29).plain.splitlines()
    damaged_lines = orca_text(damaged, content, 73, 29).plain.splitlines()
    row = next(i for i, line in enumerate(damaged_lines) if "B3" in line)
    assert "DAMAGED" in damaged_lines[row]
    # The tile's blank cells are hatched, so a monochrome screen shows the damage too.
    below = damaged_lines[row + 2]
    assert "/" in below and "/" not in intact_lines[row + 2]


def test_the_option_the_chum_ruled_out_is_struck_through() -> None:
    content = load_content()
    options = (
        OptionView("A", 1, 8, 0, 2, False),
        OptionView("B", 2, 5, 1, 2, True),
    )
    view = act2_view(options=options, chum_shown="B")
    text = orca_text(view, content, 73, 29)
    plain = text.plain
    assert "[A]" in plain and "[B\u2717]" in plain
    start = plain.index("[B\u2717]")
    struck = [span for span in text.spans if span.start <= start < span.end]
    assert any(getattr(span.style, "strike", False) for span in struck)
    assert RULED_OUT.strike


@pytest.mark.parametrize("size", [(73, 29), (100, 36)])
def test_the_hatching_never_falls_between_a_damaged_tiles_words(size: tuple[int, int]) -> None:
    """The playtest read "/B2/DAMAGED /" and "sink/at/2" at 120 columns: the hatching had
    replaced the spaces between words."""
    content = load_content()
    view = act2_view()
    damaged = act2_view(tiles=dict.fromkeys(view.tiles, "damaged"))
    plain = orca_text(damaged, content, *size).plain
    for zone in range(1, 9):
        assert f"B{zone} DAMAGED" in plain
    assert "/DAMAGED" not in plain and "DAMAGED/" not in plain
    assert "sink/" not in plain and "/at/" not in plain


@pytest.mark.parametrize("size", SIZES)
def test_a_crowded_zone_shows_every_public_fact_at_every_size(size: tuple[int, int]) -> None:
    """The stop-29 playtest read "T:Q T:B" (Hooper's Target cut off) and "W5 [A] [" at 80x24:
    a narrow zone now falls back to short forms instead of cutting its facts off."""
    content = load_content()
    options = (
        OptionView("A", 1, 5, 0, 2, False),
        OptionView("B", 2, 5, 1, 2, True),
        OptionView("C", 3, 1, 1, 2, False),
    )
    view = act2_view(
        options=options,
        chum_shown="B",
        target={"quint": 5, "brody": 5, "hooper": 5},
        positions={"quint": "W3", "brody": "W3", "hooper": "W3"},
        shark_zone=3,
    )
    lines = orca_text(view, content, *size).plain.splitlines()
    assert all(len(line) <= size[0] for line in lines)
    zone5 = next(line for line in lines if "W5" in line)
    assert "A" in zone5.split("W5")[1] and "B\u2717" in zone5, zone5
    plain = "\n".join(lines)
    assert "T:Q T:B T:H" in plain or "T:QBH" in plain, plain
    zone3 = "\n".join(line.split("\u2502")[-1] for line in lines)  # the right-hand water
    assert "QBH\u25b2" in zone3 or "QBH swim" in zone3 or "Q B H swim" in zone3, zone3
    assert "\u25b2" in zone3, zone3


@pytest.mark.parametrize("size", SIZES)
def test_the_shark_is_drawn_right_under_its_zones_name(size: tuple[int, int]) -> None:
    """Stop-33 playtest: at 80x24 and 100x30 "▲SHARK" was the zone's last line, right above
    the next zone's "W7", and read as the Shark being there."""
    content = load_content()
    view = act2_view(shark_zone=8, target={"quint": 8, "hooper": 8})
    lines = orca_text(view, content, *size).plain.splitlines()
    left = [line.split("\u2502")[0] for line in lines]  # the left-hand water
    name = next(i for i, line in enumerate(left) if "W8" in line)
    assert "\u25b2SHARK" in left[name + 1], "\n".join(left)
    # And nowhere next to another zone's name.
    below = next(i for i, line in enumerate(left) if "W7" in line)
    assert "\u25b2" not in left[below - 1], "\n".join(left)


@pytest.mark.parametrize("size", SIZES)
def test_a_crew_letter_on_a_damaged_tile_stands_clear_of_the_hatching(
    size: tuple[int, int],
) -> None:
    """helper-63 read "/  /  /Q /  /  /" at 120x40: the hatching touched Quint's letter on
    a damaged tile. A blank is kept on each side of every word, the crew's letters too."""
    content = load_content()
    view = act2_view()
    positions = {"quint": "B2", "brody": "B5", "hooper": "B7"}
    damaged = act2_view(tiles=dict.fromkeys(view.tiles, "damaged"), positions=positions)
    plain = orca_text(damaged, content, *size).plain
    for letter in ("Q", "B", "H"):
        assert f"/{letter}" not in plain and f"{letter}/" not in plain, plain
    assert "/DAMAGED" not in plain and "DAMAGED/" not in plain
