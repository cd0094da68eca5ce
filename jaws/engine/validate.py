"""The shape check at the engine's single entry: is this one of the game's own actions, with
fields of the right types?

The rule modules trust an action's field types (a path is a tuple of space names, a zone an
int), so anything else must stop here: a look-alike object, `path='2'`, `zone=True`, a list
where a tuple goes. The checks are built once from the action classes' own annotations, so a
new field is checked without touching this module.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Literal, Union, get_args, get_origin

from jaws.engine.act1 import actions as act1_actions
from jaws.engine.act2 import actions as act2_actions
from jaws.engine.errors import IllegalAction
from jaws.ids import CREW

Check = Callable[[object], bool]

MAX_TEXT = 64
"""Longest id a field may hold (space, beach, card ids are a few characters)."""
MAX_ITEMS = 64
"""Longest tuple a field may hold (paths and dice lists are a handful long)."""

_CREW = frozenset(CREW)


def _is_text(value: object) -> bool:
    return type(value) is str and len(value) <= MAX_TEXT and value.isprintable()


def _is_int(value: object) -> bool:
    # bool is a subclass of int: refuse it where an int goes.
    return type(value) is int


def _is_bool(value: object) -> bool:
    return type(value) is bool


def _one_of(allowed: frozenset[str]) -> Check:
    return lambda value: type(value) is str and value in allowed


def _optional(check: Check) -> Check:
    return lambda value: value is None or check(value)


def _tuple_of(check: Check) -> Check:
    return lambda value: (
        type(value) is tuple and len(value) <= MAX_ITEMS and all(check(x) for x in value)
    )


_SIMPLE: dict[object, tuple[Check, str]] = {
    str: (_is_text, "a short name"),
    int: (_is_int, "a whole number"),
    bool: (_is_bool, "True or False"),
}


def _check_for(hint: object, name: str) -> tuple[Check, str]:
    """A predicate for values of the annotation `hint`, and the annotation in words."""
    if name == "member":
        # Every crew member passes here; whose ability an action is, the rules decide (and say).
        return _one_of(_CREW), "one of quint, brody or hooper"
    if hint in _SIMPLE:
        return _SIMPLE[hint]
    origin = get_origin(hint)
    args = get_args(hint)
    if origin is Literal:
        if not all(type(arg) is str for arg in args):
            raise TypeError(f"unsupported Literal in an action field: {hint!r}")
        if len(args) == 1:
            return _one_of(frozenset(args)), repr(args[0])
        return _one_of(frozenset(args)), "one of " + ", ".join(args)
    if origin in (Union, types.UnionType):
        rest = [arg for arg in args if arg is not type(None)]
        if len(rest) != 1 or len(args) != 2:
            raise TypeError(f"unsupported union in an action field: {hint!r}")
        check, words = _check_for(rest[0], name)
        return _optional(check), f"{words} or None"
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        check, words = _check_for(args[0], name)
        return _tuple_of(check), f"a tuple of at most {MAX_ITEMS} items, each {words}"
    raise TypeError(f"unsupported action field type: {hint!r}")


FieldCheck = tuple[str, Check, str]


def _field_checks(cls: type) -> tuple[FieldCheck, ...]:
    hints = typing.get_type_hints(cls)
    checks = []
    for field in dataclasses.fields(cls):
        check, words = _check_for(hints[field.name], field.name)
        checks.append((field.name, check, words))
    return tuple(checks)


def _checks_by_type(classes: tuple[type, ...]) -> dict[type, tuple[FieldCheck, ...]]:
    return {cls: _field_checks(cls) for cls in classes}


ACT1_CHECKS = _checks_by_type(get_args(act1_actions.Act1Action))
ACT2_CHECKS = _checks_by_type(get_args(act2_actions.Act2Action))
_BY_ACT = {1: (ACT1_CHECKS, ACT2_CHECKS, "Act 2"), 2: (ACT2_CHECKS, ACT1_CHECKS, "Act 1")}


_PASSED: dict[int, dict[int, object]] = {1: {}, 2: {}}
"""Actions that passed, by act and id. Holding the action keeps its id from being reused; the
hot path applies the same interned instances over and over (legal_actions lists them), so most
checks are one dict lookup. The actions are frozen: changing one needs object.__setattr__."""
_PASSED_MAX = 65536


def check_action(action: object, act: int) -> None:
    """Raise IllegalAction unless `action` is an action of `act` with well-typed fields.

    Exact type membership: a subclass or a look-alike with the same attribute names is not one
    of the game's actions.
    """
    passed = _PASSED[act]
    if passed.get(id(action)) is action:
        return
    _check_fields(action, act)
    if len(passed) >= _PASSED_MAX:
        passed.clear()
    passed[id(action)] = action


def _check_fields(action: object, act: int) -> None:
    own, other, other_name = _BY_ACT[act]
    checks = own.get(type(action))
    if checks is None:
        if type(action) in other:
            raise IllegalAction(f"That action belongs to {other_name}.")
        raise IllegalAction("That is not an action of this game.")
    for name, check, words in checks:
        if not check(getattr(action, name)):
            raise IllegalAction(f"{_label(action)}: {name} must be {words}.")


def _label(action: object) -> str:
    """The action's kind in words ("shark_move" -> "Shark move")."""
    kind = str(getattr(type(action), "__name__", "action"))
    words = "".join(" " + c.lower() if c.isupper() else c for c in kind).strip()
    return words[:1].upper() + words[1:]
