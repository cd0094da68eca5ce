"""Issue 9, done-when: the engine, fed random objects, wrong field types and wrong crew members
as actions in every phase of both acts, refuses each with IllegalAction and leaves the state
exactly as it was (a deep snapshot and its repr compared before and after).

Wrong types go straight to `apply_in_place` (the single entry, which works on the state itself):
the shape check must stop them before any change. Wrong members may be well-typed, so they go
through `apply` and are refused unless the rules list them.
"""

from __future__ import annotations

import copy
import dataclasses
import random
import types
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jaws.engine import IllegalAction, apply, legal_actions, new_game, whose_turn
from jaws.engine.act2 import actions as A2
from jaws.engine.actions import ACTION_KINDS, ACTION_TYPES
from jaws.engine.core import apply_in_place
from jaws.engine.state import GameState
from tests.engine.act2.act2_helpers import act2_game, prepare, run

ACT1_PHASES = ("shark_start", "event_choice", "shark", "crew")
ACT2_PHASES = ("divide", "board", "choose", "prepare", "crew_attack", "shark_attack", "cage")
PHASES = [(1, p) for p in ACT1_PHASES] + [(2, p) for p in ACT2_PHASES]
PER_PHASE = 4
FUZZ = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _phase(state: GameState) -> tuple[int, str]:
    part = state.act1 if state.act == 1 else state.act2
    assert part is not None
    return state.act, part.phase


def _cage_window() -> GameState:
    """The rare Act 2 phase random play seldom reaches: the crew's Shark Cage window."""
    state = act2_game(
        positions={"quint": "W2", "brody": "W2", "hooper": "B7"},
        gear={"brody": ("shark_cage_1",)},
        options=(3, 15, 16),
    )
    state, _ = run(state, A2.SharkChoose("A", "B"))
    plan = {"quint": ("machete", 1), "brody": ("boat_hook", 1), "hooper": ("spear", 7)}
    state, _ = prepare(state, plan)
    if _phase(state) == (2, "crew_attack"):
        state, _ = run(state, A2.END_CREW_ATTACKS)
    state, _ = run(state, A2.AttackCrew("brody"))
    assert _phase(state) == (2, "cage")
    return state


@cache
def _states() -> dict[tuple[int, str], tuple[GameState, ...]]:
    """A few states of every phase, from seeded random legal games of each mode."""
    found: dict[tuple[int, str], list[GameState]] = {p: [] for p in PHASES}
    for mode, seed in [("act1", 1), ("act1", 2), ("act2", 1), ("act2", 2), ("full", 3)]:
        chooser = random.Random(seed)
        state = new_game(mode, seed)  # type: ignore[arg-type]
        step = 0
        while (seat := whose_turn(state)) is not None:
            bucket = found[_phase(state)]
            if len(bucket) < PER_PHASE and step % 7 == 0:
                bucket.append(state)
            actions = legal_actions(state, seat)
            state, _ = apply(state, actions[chooser.randrange(len(actions))])
            step += 1
    found[(2, "cage")].append(_cage_window())
    for phase, states in found.items():
        assert states, f"no state in phase {phase}"
    return {phase: tuple(states) for phase, states in found.items()}


def _snapshot(state: GameState) -> tuple[GameState, str]:
    return copy.deepcopy(state, memo={id(state.content): state.content}), repr(state)


def _assert_unchanged(state: GameState, before: tuple[GameState, str]) -> None:
    assert state == before[0], "a refused action changed the state"
    assert repr(state) == before[1], "a refused action changed the state"


def _exact(value: Any) -> Any:
    """A key that tells True from 1 and a list from a tuple (== does not)."""
    if isinstance(value, tuple):
        return (tuple, tuple(_exact(v) for v in value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        return (type(value), tuple(_exact(getattr(value, f.name)) for f in fields))
    return (type(value), value)


def _legal_keys(state: GameState) -> set[Any]:
    seat = whose_turn(state)
    return {_exact(a) for a in legal_actions(state, seat)} if seat else set()


# --- Random objects ----------------------------------------------------------------------

_ANY_VALUE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False),
    st.text(max_size=6),
    st.binary(max_size=6),
    st.lists(st.text(max_size=3), max_size=3),
    st.tuples(st.integers()),
    st.sampled_from(["1", "N", "Shop", "quint", "brody", "A", "B", "machete", "shark_cage_1"]),
)


def _look_alike(kind: str, seat: str, fields: dict[str, Any]) -> Any:
    return types.SimpleNamespace(kind=kind, seat=seat, **fields)


@cache
def _twins() -> dict[type, type]:
    """For each action class, a dataclass with the same fields and seat that is not it."""
    twins = {}
    for cls in ACTION_TYPES:
        names = [(f.name, Any, dataclasses.field(default=None)) for f in dataclasses.fields(cls)]
        twin = dataclasses.make_dataclass(f"Fake{cls.__name__}", names, frozen=True)
        twin.seat = cls.seat  # type: ignore[attr-defined]
        twins[cls] = twin
    return twins


RANDOM_OBJECTS = st.one_of(
    _ANY_VALUE,
    st.builds(object),
    st.builds(
        _look_alike,
        st.sampled_from(sorted(ACTION_KINDS)),
        st.sampled_from(["shark", "crew"]),
        st.dictionaries(
            st.sampled_from(["path", "space", "member", "zone", "card", "option", "chum"]),
            _ANY_VALUE,
            max_size=3,
        ),
    ),
)


@pytest.mark.parametrize("phase", PHASES, ids=[f"act{a}-{p}" for a, p in PHASES])
@FUZZ
@given(data=st.data())
def test_random_objects_are_refused_at_the_entry(phase: tuple[int, str], data: Any) -> None:
    state = data.draw(st.sampled_from(_states()[phase]))
    action = data.draw(RANDOM_OBJECTS)
    before = _snapshot(state)
    with pytest.raises(IllegalAction):
        apply_in_place(state, action)
    _assert_unchanged(state, before)


@pytest.mark.parametrize("phase", PHASES, ids=[f"act{a}-{p}" for a, p in PHASES])
@FUZZ
@given(data=st.data())
def test_look_alikes_of_legal_actions_are_refused(phase: tuple[int, str], data: Any) -> None:
    state = data.draw(st.sampled_from(_states()[phase]))
    seat = whose_turn(state)
    assert seat is not None
    real = data.draw(st.sampled_from(legal_actions(state, seat)))
    values = {f.name: getattr(real, f.name) for f in dataclasses.fields(real)}
    twin = _twins()[type(real)](**values)
    before = _snapshot(state)
    with pytest.raises(IllegalAction, match="not an action of this game"):
        apply_in_place(state, twin)
    _assert_unchanged(state, before)


# --- Wrong field types -------------------------------------------------------------------


def _wrong_values(hint: Any) -> st.SearchStrategy[Any]:
    """Values that are not of the annotated type (the test's own reading of the hints)."""
    origin, args = get_origin(hint), get_args(hint)
    optional = origin in (Union, types.UnionType) and type(None) in args
    if optional:
        hint = next(a for a in args if a is not type(None))
        origin, args = get_origin(hint), get_args(hint)
    maybe_none = st.nothing() if optional else st.none()
    if hint is str or origin is Literal:
        return st.one_of(
            maybe_none,
            st.integers(),
            st.booleans(),
            st.binary(max_size=4),
            st.lists(st.sampled_from(["1", "quint"]), min_size=1, max_size=2),
            st.tuples(st.sampled_from(["1", "quint", "N"])),
            st.text(min_size=65, max_size=70),
            st.sampled_from(["1\n2", "quint\x00"]),
        )
    if hint is int:
        return st.one_of(
            maybe_none, st.booleans(), st.sampled_from(["1", "2"]), st.floats(), st.tuples()
        )
    if hint is bool:
        return st.one_of(st.none(), st.integers(0, 1), st.sampled_from(["True", ""]))
    if origin is tuple:
        return st.one_of(
            st.none(),
            st.text(min_size=1, max_size=3),
            st.integers(),
            st.lists(st.sampled_from(["1", "2", "quint"]), max_size=3),
            st.tuples(st.integers(0, 8)) if args[0] is not int else st.tuples(st.booleans()),
        )
    raise AssertionError(f"no wrong values for {hint!r}")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _mistyped(real: Any, draw: Callable[[st.SearchStrategy[Any]], Any]) -> Any:
    fields = [f.name for f in dataclasses.fields(real)]
    name = draw(st.sampled_from(fields))
    bad = draw(_wrong_values(_hints(type(real))[name]))
    action = copy.copy(real)
    object.__setattr__(action, name, bad)
    return action


@pytest.mark.parametrize("phase", PHASES, ids=[f"act{a}-{p}" for a, p in PHASES])
@FUZZ
@given(data=st.data())
def test_wrong_field_types_are_refused_at_the_entry(phase: tuple[int, str], data: Any) -> None:
    state = data.draw(st.sampled_from(_states()[phase]))
    seat = whose_turn(state)
    assert seat is not None
    kind = data.draw(st.sampled_from(["legal", "any"]))
    if kind == "legal":
        real = data.draw(st.sampled_from(legal_actions(state, seat)))
    else:  # any action of either act, its fields taken from a legal one where they fit
        real = _any_action(data.draw(st.sampled_from(ACTION_TYPES)))
    action = _mistyped(real, data.draw)
    before = _snapshot(state)
    with pytest.raises(IllegalAction):
        apply_in_place(state, action)
    _assert_unchanged(state, before)


_PLAIN = {str: "1", int: 1, bool: False}


def _any_action(cls: type) -> Any:
    """An instance of `cls` with plain well-typed fields (legal or not)."""
    values = {}
    for field in dataclasses.fields(cls):
        hint = _hints(cls)[field.name]
        if field.default is not dataclasses.MISSING:
            values[field.name] = field.default
        elif get_origin(hint) is tuple:
            values[field.name] = ()
        elif get_origin(hint) is Literal:
            values[field.name] = get_args(hint)[0]
        elif get_origin(hint) in (Union, types.UnionType):
            values[field.name] = None
        else:
            values[field.name] = _PLAIN[hint]
    return cls(**values)


# --- Wrong crew members ------------------------------------------------------------------

MEMBERS = st.one_of(
    st.sampled_from(["quint", "brody", "hooper", "shark", "Quint", ""]), st.text(max_size=8)
)


@pytest.mark.parametrize("phase", PHASES, ids=[f"act{a}-{p}" for a, p in PHASES])
@FUZZ
@given(data=st.data())
def test_actions_naming_the_wrong_member_are_refused(phase: tuple[int, str], data: Any) -> None:
    state = data.draw(st.sampled_from(_states()[phase]))
    seat = whose_turn(state)
    assert seat is not None
    with_member = [a for a in legal_actions(state, seat) if hasattr(a, "member")]
    if not with_member:
        with_member = [_any_action(c) for c in ACTION_TYPES if "member" in _hints(c)]
    real = data.draw(st.sampled_from(with_member))
    action = copy.copy(real)
    object.__setattr__(action, "member", data.draw(MEMBERS))
    if _exact(action) in _legal_keys(state):
        return  # the swap named someone who may do it
    before = _snapshot(state)
    with pytest.raises(IllegalAction):
        apply(state, action)
    _assert_unchanged(state, before)
