"""The base every engine event shares: its `kind` and who may see it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Literal

# "all": the whole table sees the event; "shark": only the Shark (its secrets and planning).
Audience = Literal["all", "shark"]


class GameEvent:
    """An engine event. Each subclass declares its audience; a missing one shows it to nobody."""

    __slots__ = ()
    audience: ClassVar[Audience]


def quick_init(classes: Iterable[type]) -> None:
    """Give each frozen, slotted dataclass an `__init__` that fills its slots directly.

    A frozen dataclass's own `__init__` sets every field through `object.__setattr__` (to get
    past the frozen `__setattr__`), which is most of the cost of making an event, and `apply`
    makes one or two at every step. The slots' own setters do the same in about half the
    instructions. Same parameters, defaults and order; the instances are as frozen as before.
    """
    for cls in classes:
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        if not (params.frozen and "__slots__" in vars(cls)):
            raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
        cls.__init__ = _slot_init(cls)  # type: ignore[misc]


def _slot_init(cls: type) -> Callable[..., None]:
    """An `__init__` for `cls` made of one slot-setter call per field, compiled from source as
    dataclasses compiles its own."""
    namespace: dict[str, Any] = {}
    params: list[str] = []
    lines: list[str] = []
    for field in dataclasses.fields(cls):
        name = field.name
        if field.default_factory is not dataclasses.MISSING or field.kw_only:
            raise TypeError(f"{cls.__name__}.{name}: only plain fields and defaults are supported")
        namespace[f"_set_{name}"] = vars(cls)[name].__set__
        if field.default is dataclasses.MISSING:
            params.append(name)
        else:
            namespace[f"_default_{name}"] = field.default
            params.append(f"{name}=_default_{name}")
        lines.append(f"    _set_{name}(self, {name})\n")
    exec(f"def __init__(self, {', '.join(params)}):\n{''.join(lines)}", namespace)
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init
