"""Issue 9 C3: every number in content has a range the game can play, checked at load with the
usual one line; and content at the top of every range still plays to the end."""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path
from types import ModuleType

import pytest
from annotated_types import Le
from pydantic import BaseModel

from jaws.content import ContentError, content_root, load_content
from jaws.content import act1 as content1
from jaws.content import act2 as content2
from jaws.engine import apply, legal_actions, new_game, whose_turn


@pytest.fixture
def content(tmp_path: Path) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(content_root(), copy)
    return copy


def set_value(path: Path, key: str, value: str, count: int = 1) -> None:
    """Set `key = ...` on its first `count` lines (0: every line) to `value`."""
    text = path.read_text(encoding="utf-8")
    pattern = re.compile(rf"^{re.escape(key)}\s*=\s*[^#\n]*", re.MULTILINE)
    new, n = pattern.subn(f"{key} = {value} ", text, count=count)
    assert n, f"{key} not in {path}"
    path.write_text(new, encoding="utf-8")


@pytest.mark.parametrize(
    ("file", "key", "value"),
    [
        ("act1/components.toml", "speed_burst_spaces", "40"),
        ("act1/components.toml", "hooper_move_spaces", "25"),
        ("act2/components.toml", "resurface_options", "9"),
        ("act1/components.toml", "shark_actions", "1000"),
        ("act1/components.toml", "swimmers", "100000000"),
        ("act2/resurface.toml", "dice", "30"),
        ("act2/components.toml", "dice_faces", "[0, 1, 1000000]"),
        ("act2/board.toml", "column", "5"),
        ("act1/events.toml", "quint_extra_actions", "500"),
        ("act2/gear.toml", "dice", "40"),
    ],
)
def test_a_number_out_of_range_is_one_line_naming_file_and_field(
    content: Path, file: str, key: str, value: str
) -> None:
    path = content / file
    set_value(path, key, value)
    with pytest.raises(ContentError) as info:
        load_content(content)
    message = str(info.value)
    assert "\n" not in message and str(path) in message and key in message


def test_the_hands_table_must_reach_the_top_of_the_swimmer_track(content: Path) -> None:
    set_value(content / "act1" / "components.toml", "swimmer_track_max", "12")
    with pytest.raises(ContentError, match="hands rows must cover the Swimmer Track up to"):
        load_content(content)


def _models(module: object) -> list[type[BaseModel]]:
    return [
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, BaseModel)
        and value.__module__ == getattr(module, "__name__", "")
    ]


# Whole numbers bounded by a cross-check against other content instead of a Field range.
CROSS_CHECKED = {
    "jaws.content.act1": set(),
    "jaws.content.act2": {"ResurfaceCardModel.zone"},  # must be one of the board's zones
}


@pytest.mark.parametrize("module", [content1, content2], ids=["act1", "act2"])
def test_every_whole_number_field_has_an_upper_bound(module: ModuleType) -> None:
    unbounded = []
    for model in _models(module):
        for name, field in model.model_fields.items():
            if field.annotation is int and not any(isinstance(m, Le) for m in field.metadata):
                unbounded.append(f"{model.__name__}.{name}")
    assert set(unbounded) == CROSS_CHECKED[module.__name__]


def test_a_resurface_card_in_no_zone_is_refused(content: Path) -> None:
    set_value(content / "act2" / "resurface.toml", "zone", "100000")
    with pytest.raises(ContentError, match="unknown zone 100000"):
        load_content(content)


def _at_the_top_of_every_range(root: Path) -> None:
    """Push the numbers that cost time or memory to their upper bounds."""
    a1 = root / "act1" / "components.toml"
    for key, value in [
        ("shark_actions", "6"),
        ("crew_actions", "8"),
        ("hooper_move_spaces", str(content1.MAX_MOVE_SPACES)),
        ("speed_burst_spaces", str(content1.MAX_MOVE_SPACES)),
    ]:
        set_value(a1, key, value)
    a2 = root / "act2" / "components.toml"
    for key, value in [
        ("resurface_options", str(content2.MAX_OPTIONS)),
        ("crew_move_spaces", "4"),
        ("climb_aboard_cost", "4"),
        ("chum_per_round", "4"),
    ]:
        set_value(a2, key, value)
    set_value(root / "act2" / "resurface.toml", "dice", str(content2.MAX_DICE), count=0)


@pytest.mark.parametrize("mode", ["act1", "act2"])
def test_content_at_the_top_of_its_ranges_still_plays_to_the_end(content: Path, mode: str) -> None:
    _at_the_top_of_every_range(content)
    loaded = load_content(content)
    for seed in range(3):
        chooser = random.Random(seed)
        state = new_game(mode, seed, loaded)  # type: ignore[arg-type]
        for _ in range(20_000):
            seat = whose_turn(state)
            if seat is None:
                break
            actions = legal_actions(state, seat)
            state, _ = apply(state, actions[chooser.randrange(len(actions))])
        assert state.outcome is not None
