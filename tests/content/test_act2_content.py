"""The shipped Act 2 content loads, and broken files give one-line errors naming the file."""

from __future__ import annotations

import re
import shutil
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from jaws.content import ContentError, content_root, load_content
from jaws.content.act2 import load_act2

ACT2 = load_act2(content_root())


def test_shipped_act2_content_has_every_card_and_tile() -> None:
    assert len(ACT2.resurface_cards) == 16
    assert len(ACT2.ability_cards) == 16
    assert len(ACT2.gear_cards) == 22
    assert len(ACT2.tiles) == 8 and ACT2.zones == tuple(range(1, 9))
    assert Counter(a.id for a in ACT2.ability_cards.values()) == dict.fromkeys(
        Counter(a.id for a in ACT2.ability_cards.values()), 2
    )
    assert {m: len(cards) for m, cards in ACT2.personal_gear.items()} == {
        "quint": 2,
        "brody": 2,
        "hooper": 2,
    }
    assert len(ACT2.shared_gear) == 16


def test_hands_come_from_content() -> None:
    assert ACT2.standalone_hands() == (6, 7)
    # The HOUSE table, read straight from the file (not through the loader): every track
    # position 0-9 gets the counts of the row that covers it.
    rows = tomllib.loads((content_root() / "act2" / "components.toml").read_text())["hands"]
    expected = [
        next(
            (r["shark_cards"], r["shared_gear"])
            for r in rows
            if r["track_min"] <= t <= r["track_max"]
        )
        for t in range(10)
    ]
    assert [ACT2.hands_for_track(t) for t in range(10)] == expected
    with pytest.raises(ContentError, match="no hands row"):
        ACT2.hands_for_track(10)


def test_house_values_are_marked_in_the_files() -> None:
    for name in ("board.toml", "components.toml", "resurface.toml", "gear.toml"):
        assert "HOUSE" in (content_root() / "act2" / name).read_text(encoding="utf-8")


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A private copy of the shipped content to break."""
    shutil.copytree(content_root(), tmp_path / "content")
    return tmp_path / "content"


def _edit(tree: Path, name: str, old: str, new: str, count: int = 1) -> None:
    path = tree / "act2" / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


# The shipped values these edits start from, read from the content (HOUSE values get re-tuned).
_BOW = ACT2.tiles[1]
_SPLIT = f"damage_at = {_BOW.damage_at}\ndestroy_at = {_BOW.destroy_at}"
_MERGED = f"damage_at = {_BOW.destroy_at}\ndestroy_at = {_BOW.destroy_at}"
_FACES = f"dice_faces = {list(ACT2.components.dice_faces)}"
_SHARK = f"shark = {ACT2.components.wounds.shark}"

BROKEN = [
    ("board.toml", "[1, 2], [2, 3], [3, 4], [4, 5]", "[1, 2], [2, 1], [3, 4], [4, 5]", "twice"),
    ("board.toml", "[1, 8], [2, 7]", "[1, 9], [2, 7]", "unknown zone 9"),
    ("board.toml", "zone = 8\n", "zone = 7\n", "once each"),
    ("board.toml", _SPLIT, _MERGED, "fewer"),
    ("board.toml", "beam_edges = [[1, 8]", "beam_edges = [[1, 2]", "both as side and beam"),
    ("components.toml", "track_min = 9\ntrack_max = 9", "track_min = 10\ntrack_max = 10", "gaps"),
    ("components.toml", _FACES, "dice_faces = []", "dice_faces"),
    ("components.toml", _SHARK, "shark = 0", "wounds.shark"),
    ("resurface.toml", "id = 16\nzone = 8", "id = 16\nzone = 9", "unknown zone 9"),
    ("resurface.toml", "id = 16\n", "id = 15\n", "unique"),
    ("abilities.toml", "copies = 2\ndice = 2", "copies = 1\ndice = 2", "expected 16"),
    ("abilities.toml", 'id = "making_waves"', 'id = "big_waves"', "abilities[7].id"),
    (
        "abilities.toml",
        'hits = 2    # TRANSCRIBED\ntext = "After',
        'hits = 0\ntext = "After',
        "`hits`",
    ),
    ("gear.toml", "copies = 3\n", "copies = 4\n", "expected 22"),
    (
        "gear.toml",
        'owner = "quint"\ntype = "melee"',
        'owner = "brody"\ntype = "melee"',
        "exactly 2",
    ),
    ("gear.toml", 'accessory = "ammo"', 'accessory = "bullets"', "gear[12].accessory"),
    ("gear.toml", 'id = "harpoon_barrel"\n', 'id = "harpoon_barrel"\ndice = 2\n', "rolls no dice"),
]


@pytest.mark.parametrize(("name", "old", "new", "message"), BROKEN)
def test_broken_act2_files_are_refused_with_one_line(
    tree: Path, name: str, old: str, new: str, message: str
) -> None:
    _edit(tree, name, old, new)
    with pytest.raises(ContentError) as info:
        load_content(tree)
    text = str(info.value)
    assert "\n" not in text
    assert name in text
    assert re.search(re.escape(message), text), text


def test_a_missing_act2_file_is_named(tree: Path) -> None:
    (tree / "act2" / "gear.toml").unlink()
    with pytest.raises(ContentError, match=r"gear\.toml: file not found"):
        load_content(tree)


def test_an_unknown_key_is_refused(tree: Path) -> None:
    _edit(tree, "resurface.toml", "shake_off = true", "shake_off = true\nsplash = 1")
    with pytest.raises(ContentError, match="splash"):
        load_content(tree)
