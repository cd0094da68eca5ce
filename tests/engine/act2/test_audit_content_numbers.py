"""Audit: every Act 2 number the engine plays by comes from content/act2/*.toml.

A copy of the shipped content is edited (the way an owner of the physical game would correct a
HOUSE value) and the engine must follow the edit. Dice are made certain by giving the dice one
face, so no roll needs scripting.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from jaws.content import Content, load_content
from jaws.content.loader import content_root
from jaws.engine import new_game, outcome
from jaws.engine.act2 import actions as A
from jaws.engine.act2.board import geometry
from jaws.engine.act2.rounds import shark_dice, shark_evade
from tests.engine.act2.act2_helpers import a2_of, act2_game, of_kind, prepare, refused, run

AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}


def _edit(path: Path, pattern: str, replacement: str) -> None:
    text = path.read_text()
    new, count = re.subn(pattern, replacement, text, count=1, flags=re.DOTALL)
    assert count == 1, f"{path.name}: {pattern!r} not found"
    path.write_text(new)


def _block(kind: str, key: str, value: str) -> str:
    """A pattern for one [[kind]] table whose `key` line holds `value` (up to the next table)."""
    return rf"(\[\[{kind}\]\]\n{key} = {value}\n(?:(?!\[\[).)*?)"


def _copy(factory: pytest.TempPathFactory) -> Path:
    root = factory.mktemp("content")
    shutil.copytree(content_root(), root, dirs_exist_ok=True)
    return root


@pytest.fixture(scope="module")
def edited(tmp_path_factory: pytest.TempPathFactory) -> Content:
    root = _copy(tmp_path_factory)
    act2 = root / "act2"
    components = act2 / "components.toml"
    _edit(components, r"dice_faces = \[[^\]]*\]", "dice_faces = [2]")
    _edit(components, r"crew_move_spaces = 2", "crew_move_spaces = 1")
    _edit(components, r"climb_aboard_cost = 2", "climb_aboard_cost = 1")
    _edit(components, r"shark = \d+", "shark = 9")
    _edit(
        components,
        r"(\[standalone\]\n)shark_cards = 6\nshared_gear = 7",
        r"\1shark_cards = 3\nshared_gear = 4",
    )
    board = act2 / "board.toml"
    _edit(
        board,
        _block("tiles", "zone", "2") + r"damage_at = \d+\ndestroy_at = \d+",
        r"\1damage_at = 5\ndestroy_at = 6",
    )
    _edit(
        board,
        _block("tiles", "zone", "3") + r"damage_at = \d+\ndestroy_at = \d+",
        r"\1damage_at = 4\ndestroy_at = 7",
    )
    resurface = act2 / "resurface.toml"
    _edit(resurface, _block("cards", "id", "3") + r"evade = 1", r"\1evade = 4")
    gear = act2 / "gear.toml"
    _edit(gear, _block("gear", "id", '"boat_hook"') + r"dice = 1", r"\1dice = 3")
    abilities = act2 / "abilities.toml"
    _edit(abilities, _block("abilities", "id", '"hard_target"') + r"evade = 3", r"\1evade = 5")
    _edit(abilities, _block("abilities", "id", '"big_mouth"') + r"wounds = 1", r"\1wounds = 2")
    return load_content(root)


def _game(content: Content, **kw: object) -> object:
    state = act2_game(**kw)  # type: ignore[arg-type]
    state.content = content
    return state


def test_standalone_hands_come_from_the_file(edited: Content) -> None:
    a2 = a2_of(new_game("act2", 4, edited))
    assert (len(a2.hand), len(a2.gear_pool)) == (3, 4)


def test_moves_and_climbing_come_from_the_file(edited: Content) -> None:
    lay = geometry(edited.act2).layout(("intact",) * 8)
    assert set(lay.moves("W2")) == {"W1", "W3", "B2"}
    assert set(lay.moves("B2")) == {"B1", "B3", "B7", "W2"}


def test_weapon_dice_resurface_evade_dice_faces_and_the_wound_track_come_from_the_file(
    edited: Content,
) -> None:
    state = _game(edited, positions={**FAR, "brody": "B2"}, options=(3, 15, 16))
    a2_of(state).wounds["shark"] = 6
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, {**AWAY, "brody": ("boat_hook", 2)})
    state, events = run(state, A.AttackShark("brody"))
    (resolved,) = of_kind(events, "crew_attack_resolved")
    assert (resolved.hits, resolved.evade, resolved.wounds) == (7, 4, 3)  # 3 dice of 2, +1
    result = outcome(state)
    assert result is not None and result.winner == "crew"  # 6 + 3 fills a track of 9


def test_tile_thresholds_and_ability_numbers_come_from_the_file(edited: Content) -> None:
    state = _game(
        edited,
        hand=("big_mouth_1",),
        positions={"quint": "B3", "brody": "B6", "hooper": "B7"},
        options=(6, 15, 16),  # card 6: zone 3, 2 dice
    )
    state, _ = run(state, A.SharkChoose("A", "B", "big_mouth_1"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 3)})
    state, _ = run(state, A.EndCrewAttacks())
    state, events = run(state, A.AttackBoat(3))  # 4 hits damage B3 (4 to 7 in the file)
    assert [(e.zone, e.result) for e in of_kind(events, "boat_hit")] == [(3, "damaged")]
    wounds = [(e.member, e.wounds) for e in of_kind(events, "crew_wounded")]
    assert wounds == [("quint", 2), ("quint", 2)]  # Big Mouth's 2, then the Bonus Attack die


def test_a_tile_made_sturdier_in_the_file_shrugs_off_the_same_bite(edited: Content) -> None:
    state = _game(edited, positions=FAR, options=(3, 15, 16))  # card 3: zone 2, 2 dice
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, AWAY)
    state, events = run(state, A.AttackBoat(2))  # 4 hits; B2 now damages at 5
    assert [e.result for e in of_kind(events, "boat_hit")] == ["miss"]


def test_hard_target_evade_comes_from_the_file(edited: Content) -> None:
    state = _game(edited, hand=("hard_target_1",), positions=FAR, options=(3, 15, 16))
    state, _ = run(state, A.SharkChoose("A", "B", "hard_target_1"))
    state, _ = prepare(state, AWAY)
    assert shark_evade(a2_of(state), edited.act2) == 5


@pytest.fixture(scope="module")
def barrel_edited(tmp_path_factory: pytest.TempPathFactory) -> Content:
    root = _copy(tmp_path_factory)
    gear = root / "act2" / "gear.toml"
    barrel = _block("gear", "id", '"barrel"')
    _edit(gear, barrel + r"attack_dice_minus = 1", r"\1attack_dice_minus = 2")
    _edit(gear, barrel + r"attack_dice_floor = 1", r"\1attack_dice_floor = 0")
    return load_content(root)


def test_the_barrel_and_its_floor_come_from_the_file(barrel_edited: Content) -> None:
    # The Barrel's "not below 1" is part of a HOUSE card, so it is data like its "1 fewer".
    state = _game(barrel_edited, positions=FAR, options=(3, 15, 16))
    a2 = a2_of(state)
    a2.attached = ("barrel_1",)
    a2.gear_aside = tuple(c for c in a2.gear_aside if c != "barrel_1")
    assert shark_dice(a2, barrel_edited.act2, 3) == 1
    assert shark_dice(a2, barrel_edited.act2, 2) == 0  # this edited Barrel takes the last die


def test_a_refused_move_states_the_move_allowance_from_the_file(edited: Content) -> None:
    state = _game(edited, positions={**FAR, "quint": "W2"})
    state, _ = run(state, A.SharkChoose("A", "B"))
    reason = refused(state, A.OrcaMove("quint", "W4"))
    assert "(1 space; climbing aboard from the water takes the whole move)" in reason
