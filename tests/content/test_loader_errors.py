"""A broken content file gives one line naming the file (and TOML line), never a traceback.

Each test copies the shipped content/ to a temporary folder and breaks the copy.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from jaws.content import ContentError, content_root, load_content


@pytest.fixture
def content(tmp_path: Path) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(content_root(), copy)
    return copy


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path: Path, needle: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(needle)


def broken(root: Path) -> str:
    with pytest.raises(ContentError) as info:
        load_content(root)
    message = str(info.value)
    assert message and "\n" not in message and "Traceback" not in message
    return message


def test_the_untouched_copy_loads(content: Path) -> None:
    assert load_content(content).act1.components.swimmers == 16


def test_bad_toml_names_the_file_and_line(content: Path) -> None:
    path = content / "act1" / "components.toml"
    edit(path, "barrels = 8", "barrels = = 8")
    message = broken(content)
    assert str(path) in message
    assert f"line {line_of(path, 'barrels = = 8')}" in message


def test_an_edge_to_an_unknown_space(content: Path) -> None:
    path = content / "act1" / "board.toml"
    edit(path, '["E", "8"],', '["E", "Q"],')
    message = broken(content)
    assert str(path) in message and "'Q'" in message and "water" in message


def test_a_missing_field_names_the_field(content: Path) -> None:
    path = content / "act1" / "board.toml"
    edit(path, 'shop = "Shop"\n', "")
    message = broken(content)
    assert str(path) in message and "shop" in message and "required" in message.lower()


def test_a_duplicate_card_id(content: Path) -> None:
    path = content / "act1" / "events.toml"
    edit(path, "id = 16\n", "id = 15\n")
    message = broken(content)
    assert str(path) in message and "unique" in message


def test_a_wrong_type_names_the_file_line_and_field(content: Path) -> None:
    path = content / "act1" / "components.toml"
    edit(path, "swimmers = 16 ", 'swimmers = "sixteen" ')
    message = broken(content)
    assert str(path) in message and "swimmers" in message
    assert f"line {line_of(path, 'swimmers = ')}" in message


def test_an_unknown_field_is_refused(content: Path) -> None:
    path = content / "act1" / "components.toml"
    edit(path, "barrels = 8", "barrels = 8\nbarels = 9")
    message = broken(content)
    assert str(path) in message and "barels" in message


def test_a_one_way_or_repeated_edge_is_refused(content: Path) -> None:
    path = content / "act1" / "board.toml"
    edit(path, '["E", "8"],', '["E", "8"], ["8", "E"],')
    assert "twice" in broken(content)


def test_a_missing_file(content: Path) -> None:
    path = content / "act1" / "events.toml"
    path.unlink()
    message = broken(content)
    assert str(path) in message and "not found" in message


def test_a_missing_folder() -> None:
    message = broken(Path("/nonexistent/jaws-content"))
    assert "/nonexistent/jaws-content" in message


def test_a_card_with_a_negative_count(content: Path) -> None:
    path = content / "act1" / "events.toml"
    edit(
        path,
        "swimmers = { N = 2, E = 2, S = 0, W = 1 }",
        "swimmers = { N = -2, E = 2, S = 0, W = 1 }",
    )
    message = broken(content)
    assert str(path) in message and re.search(r"cards\[\d+\]\.swimmers\.N", message)


def test_a_fresh_process_reports_broken_content_in_one_line(content: Path) -> None:
    import os
    import subprocess
    import sys

    edit(content / "act1" / "board.toml", '["E", "8"],', '["E", "Q"],')
    env = dict(os.environ, JAWS_CONTENT_DIR=str(content))
    probe = (
        "from jaws.content import default_content, ContentError\n"
        "try:\n    default_content()\nexcept ContentError as e:\n    print(e)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
    assert result.returncode == 0 and len(result.stdout.strip().splitlines()) == 1


def test_an_error_deep_in_an_array_of_tables_points_at_its_own_line(content: Path) -> None:
    path = content / "act1" / "events.toml"
    edit(path, 'name = "Helicopter"', "name = 16")
    message = broken(content)
    assert "cards[15].name" in message
    assert f"(line {line_of(path, 'name = 16')})" in message


def test_an_error_in_a_later_space_points_at_that_space(content: Path) -> None:
    path = content / "act1" / "board.toml"
    edit(path, "x = 0.80", 'x = "far"')
    message = broken(content)
    assert "spaces[7].x" in message
    far = line_of(path, 'x = "far"')
    assert f"(line {far})" in message


def test_a_field_missing_from_a_card_points_at_the_card(content: Path) -> None:
    path = content / "act1" / "events.toml"
    edit(path, 'name = "Helicopter"\n', "")
    message = broken(content)
    header = line_of(path, "helicopter = true") - 3
    assert "cards[15].name" in message and f"(line {header})" in message
    assert path.read_text().splitlines()[header - 1] == "[[cards]]"


def test_an_error_in_a_sub_table_points_into_it(content: Path) -> None:
    path = content / "act1" / "components.toml"
    edit(path, "michael_value = 2", "michael_value = 0")
    message = broken(content)
    assert "house.michael_value" in message
    assert f"(line {line_of(path, 'michael_value = 0')})" in message


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        ("board.toml", 'quint = "8"', 'quint = "Shop"', "boats must start in water"),
        ("board.toml", 'brody = "7"', 'brody = "1"', "Brody must start on a land"),
        ("board.toml", 'docks = ["5", "8"]', 'docks = ["5", "N"]', "not a dock"),
        ("board.toml", 'beaches = ["N", "E", "S", "W"]', 'beaches = ["N", "E", "S"]', "beaches"),
        ("components.toml", 'id = "speed_burst"', 'id = "evasive_moves"', "four Power tokens"),
        ("components.toml", "barrels_on_orca = 2", "barrels_on_orca = 9", "barrels_on_orca"),
        ("events.toml", "swimmers = { N = 2, E = 2, S = 0, W = 1 }",
         "swimmers = { N = 20, E = 2, S = 0, W = 1 }", "more swimmers than exist"),
        ("events.toml", 'name = "Helicopter"', 'name = "Helicopter"\ncolour = "red"', "colour"),
    ],
)  # fmt: skip
def test_cross_checks_name_the_file_and_the_problem(
    content: Path, file: str, old: str, new: str, expected: str
) -> None:
    path = content / "act1" / file
    edit(path, old, new)
    message = broken(content)
    assert str(path) in message and expected in message
