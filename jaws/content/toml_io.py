"""Read one TOML file into a pydantic model, turning every failure into a one-line ContentError."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from jaws.content.errors import ContentError

ModelT = TypeVar("ModelT", bound=BaseModel)


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file; raises ContentError naming the file (and line) on any failure."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(f"{path}: file not found") from None
    except OSError as exc:
        raise ContentError(f"{path}: cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not UTF-8 text") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML: {exc}") from None


def _locate(data: Any, loc: tuple[int | str, ...]) -> str:
    """Describe a pydantic error location in TOML terms, e.g. `cards[3].swimmers.N`."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(top level)"


_HEADER = re.compile(r"^\[\[?\s*([A-Za-z_][\w.-]*)\s*\]\]?\s*(#.*)?$")


def _line_of(text: str, loc: tuple[int | str, ...]) -> int | None:
    """Best-effort TOML line of a pydantic error location, e.g. ("cards", 15, "name").

    Follows `[table]` and the n-th `[[array]]` header down the location, then looks for the key
    inside that table only, so an error in the 16th card points at the 16th card, not the first.
    Inline tables and arrays stop the descent: their key's line is the answer. A missing key
    gives the line of the table that should hold it.
    """
    lines = [line.strip() for line in text.splitlines()]
    headers = [(n, m.group(1)) for n, line in enumerate(lines) if (m := _HEADER.match(line))]
    start = 0  # the search window starts after `found`, the header we are inside
    found: int | None = None
    table: list[str] = []
    parts = list(loc)
    i = 0
    while i < len(parts) and isinstance(parts[i], str):
        key = str(parts[i])
        nested = ".".join([*table, key])
        after = [(n, name) for n, name in headers if n >= start and name == nested]
        index = parts[i + 1] if i + 1 < len(parts) else None
        is_array = bool(after) and lines[after[0][0]].startswith("[[")
        if after and is_array and isinstance(index, int) and index < len(after):
            found = after[index][0]
            i += 2
        elif after and not is_array:
            found = after[0][0]
            i += 1
        else:
            end = next((n for n, _ in headers if n >= start), len(lines))
            pattern = re.compile(rf"^{re.escape(key)}\s*=")
            for number in range(start, end):
                if pattern.match(lines[number]):
                    return number + 1
            break
        table.append(key)
        start = found + 1
    return found + 1 if found is not None else None


def load_model(path: Path, model: type[ModelT]) -> ModelT:
    """Read and validate one TOML file; raises ContentError with one line naming the problem."""
    data = read_toml(path)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _locate(data, tuple(first["loc"]))
        line = _line_of(path.read_text(encoding="utf-8"), tuple(first["loc"]))
        at = f" (line {line})" if line else ""
        extra = f" and {exc.error_count() - 1} more" if exc.error_count() > 1 else ""
        raise ContentError(f"{path}{at}: {where}: {first['msg']}{extra}") from None
