"""Copying the engine's state records field by field, the way `apply` needs at every step."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


def field_copier(cls: type[T], copied: Iterable[str] = ()) -> Callable[[T], T]:
    """A function that copies an instance of the slotted dataclass `cls` without `__init__`.

    Each field named in `copied` (a dict or a list) gets its own `.copy()`; every other field
    is shared, so it must hold immutable values (or be replaced by the caller). The function
    is compiled from one assignment per field, as dataclasses compiles `__init__`, so it is
    as fast as writing the assignments out by hand and cannot miss a field added later.
    """
    if "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} is not a slotted dataclass")
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    own = set(copied)
    unknown = own - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    lines = [
        f"    new.{name} = old.{name}.copy()\n" if name in own else f"    new.{name} = old.{name}\n"
        for name in names
    ]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    exec(f"def copy(old):\n    new = _new(_cls)\n{''.join(lines)}    return new\n", namespace)
    copy: Callable[[T], T] = namespace["copy"]
    copy.__qualname__ = f"field_copier.<{cls.__name__}>"
    return copy
