"""Every action of both acts as one discriminated union, and one TypeAdapter for logs and saves.

The union is keyed by each action's `kind`; the two acts' kinds never collide (checked below).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, TypeAlias, get_args

from pydantic import Field, TypeAdapter, ValidationError
from typing_extensions import TypeIs

from jaws.engine.act1.actions import Act1Action
from jaws.engine.act2.actions import Act2Action
from jaws.json_types import JSON, JSONObject

Action: TypeAlias = Act1Action | Act2Action

ACT1_ACTION_TYPES: tuple[type, ...] = tuple(get_args(Act1Action))
ACT2_ACTION_TYPES: tuple[type, ...] = tuple(get_args(Act2Action))
ACTION_TYPES: tuple[type, ...] = ACT1_ACTION_TYPES + ACT2_ACTION_TYPES


def _kind_of(cls: type) -> str:
    kind = vars(cls)["__dataclass_fields__"]["kind"].default
    assert isinstance(kind, str)
    return kind


ACTION_KINDS: dict[str, type] = {}
for _cls in ACTION_TYPES:
    if _kind_of(_cls) in ACTION_KINDS:
        raise TypeError(f"two actions share the kind {_kind_of(_cls)!r}")
    ACTION_KINDS[_kind_of(_cls)] = _cls

_TaggedAction: TypeAlias = Annotated[Action, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(_TaggedAction)
ACTION_LIST_ADAPTER: TypeAdapter[list[Action]] = TypeAdapter(list[_TaggedAction])


_ACT1_TYPES = frozenset(ACT1_ACTION_TYPES)


def is_act1(action: object) -> TypeIs[Act1Action]:
    """Whether `action` is one of Act 1's actions (not Act 2's, and not a stranger: exact type,
    as check_action asks)."""
    return type(action) in _ACT1_TYPES


class BadAction(ValueError):
    """A serialised action that is not an action of this game; the message is one line."""


def action_to_data(action: Action) -> JSONObject:
    """One action as plain JSON data (a dict with its `kind`)."""
    data = ACTION_ADAPTER.dump_python(action, mode="json")
    assert isinstance(data, dict)
    return data


def action_from_data(data: object) -> Action:
    """The action a JSON dict describes; raises BadAction."""
    try:
        return ACTION_ADAPTER.validate_python(data)
    except ValidationError as exc:
        raise BadAction(_first_error(exc)) from None


def actions_to_data(actions: Iterable[Action]) -> list[JSON]:
    """A list of actions as plain JSON data."""
    data = ACTION_LIST_ADAPTER.dump_python(list(actions), mode="json")
    assert isinstance(data, list)
    return data


def actions_from_data(data: object) -> list[Action]:
    """The actions a JSON list describes; raises BadAction naming the first bad entry."""
    try:
        return ACTION_LIST_ADAPTER.validate_python(data)
    except ValidationError as exc:
        raise BadAction(_first_error(exc)) from None


def _first_error(exc: ValidationError) -> str:
    first = exc.errors()[0]
    if first["type"] == "union_tag_invalid":
        tag = first.get("ctx", {}).get("tag", "?")
        first["msg"] = f"unknown action kind {tag!r}"
    where = ".".join(str(part) for part in first["loc"])
    at = f"entry {where}" if where else "the data"
    return f"{at}: {first['msg']}"
