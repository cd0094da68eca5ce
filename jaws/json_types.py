"""JSON data, typed once: the wire messages, the save files and the content loader use it.

`JSON` is pydantic's `JsonValue`: for mypy the recursive alias
`list[JSON] | dict[str, JSON] | str | bool | int | float | None`, and as a pydantic field type
it is checked to be exactly that (a set, a date or a HIDDEN marker is refused).
"""

from __future__ import annotations

from typing import TypeAlias

from pydantic import JsonValue

JSON: TypeAlias = JsonValue
JSONObject: TypeAlias = dict[str, JSON]

__all__ = ["JSON", "JSONObject"]
