"""`apply` clones the state at every step, field by field (jaws.engine.copying): a clone must
equal its state and share no mutable value with it, at every point of real games."""

from __future__ import annotations

import dataclasses
import random

import pytest

from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.copying import field_copier
from jaws.engine.state import GameState

MUTABLE = (dict, list, set)


def _shared_mutables(a: object, b: object, path: str) -> list[str]:
    """Paths of the mutable values `a` and `b` (records of the same class) share."""
    found = []
    for field in dataclasses.fields(a):  # type: ignore[arg-type]
        mine, theirs = getattr(a, field.name), getattr(b, field.name)
        where = f"{path}.{field.name}"
        if isinstance(mine, MUTABLE) and mine is theirs:
            found.append(where)
        elif dataclasses.is_dataclass(mine) and not _frozen(mine):
            if mine is theirs:
                found.append(where)
            else:
                found += _shared_mutables(mine, theirs, where)
    return found


def _frozen(record: object) -> bool:
    return bool(type(record).__dataclass_params__.frozen)  # type: ignore[attr-defined]


def _states(mode: str, seed: int) -> list[GameState]:
    chooser = random.Random(seed)
    state = new_game(mode, seed)  # type: ignore[arg-type]
    seen = [state]
    while (seat := whose_turn(state)) is not None and len(seen) < 400:
        actions = legal_actions(state, seat)
        state, _ = apply(state, actions[chooser.randrange(len(actions))])
        seen.append(state)
    return seen


@pytest.mark.parametrize(("mode", "seed"), [("act1", 3), ("act2", 4), ("full", 5)])
def test_a_clone_equals_its_state_and_shares_nothing_mutable(mode: str, seed: int) -> None:
    for state in _states(mode, seed):
        twin = state.clone()
        assert twin == state
        assert twin.content is state.content
        assert _shared_mutables(state, twin, "state") == []


def test_the_copier_refuses_unslotted_classes_and_unknown_fields() -> None:
    @dataclasses.dataclass
    class Plain:
        items: list[int]

    @dataclasses.dataclass(slots=True)
    class Slotted:
        items: list[int]

    with pytest.raises(TypeError):
        field_copier(Plain)
    with pytest.raises(TypeError):
        field_copier(Slotted, copied=("things",))
    original = Slotted([1])
    copy = field_copier(Slotted, copied=("items",))(original)
    assert copy == original and copy.items is not original.items
