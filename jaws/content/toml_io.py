"""Read one TOML file into a pydantic model, turning every failure into a one-line ContentError."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from jaws.content.errors import ContentError
from jaws.small_files import FileRefused, read_small_file

ModelT = TypeVar("ModelT", bound=BaseModel)


MAX_FILE_BYTES = 1 << 20
"""The largest content file read (the shipped ones are a few kilobytes)."""
MAX_DEPTH = 16
"""The deepest nesting of tables and arrays a content file may have (the shipped ones use 4)."""


def read_bytes(path: Path) -> bytes:
    """A content file's bytes; raises ContentError unless it is a regular, readable file of at
    most MAX_FILE_BYTES (a FIFO, a device or a folder is refused without waiting on it)."""
    try:
        return read_small_file(path, MAX_FILE_BYTES)
    except FileRefused as refused:
        raise ContentError(f"{path}: {_says(refused)}") from None


def _says(refused: FileRefused) -> str:
    if refused.why == "missing":
        return "file not found"
    if refused.why == "folder":
        return "is a folder, not a file"
    if refused.why == "special":
        return "not a regular file"
    if refused.why == "large":
        return f"larger than {MAX_FILE_BYTES} bytes"
    return f"cannot be read ({refused.detail})"


def read_text(path: Path) -> str:
    """A content file as UTF-8 text (see read_bytes for what is refused)."""
    try:
        return read_bytes(path).decode("utf-8")
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not UTF-8 text") from None


def parse_toml(path: Path, text: str) -> dict[str, object]:
    """Parse TOML text read from `path`; raises ContentError naming the file (and line).

    The values are TOML's (tables, arrays, strings, numbers, booleans, dates and times): a
    pydantic model checks them, so this module leaves them opaque."""
    try:
        data: dict[str, object] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML: {exc}") from None
    except RecursionError:
        raise ContentError(f"{path}: nested more than {MAX_DEPTH} levels deep") from None
    if _depth(data) > MAX_DEPTH:
        raise ContentError(f"{path}: nested more than {MAX_DEPTH} levels deep")
    return data


def read_toml(path: Path) -> dict[str, object]:
    """Read and parse a TOML file; raises ContentError naming the file (and line) on any failure."""
    return parse_toml(path, read_text(path))


def _depth(data: object) -> int:
    """How deeply tables and arrays nest in parsed TOML (iteratively: no recursion limit)."""
    deepest = 0
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            children: Iterable[object] = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        deepest = max(deepest, level)
        if level <= MAX_DEPTH:
            stack.extend((child, level + 1) for child in children)
    return deepest


def _locate(data: object, loc: tuple[int | str, ...]) -> str:
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
    text = read_text(path)
    data = parse_toml(path, text)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _locate(data, tuple(first["loc"]))
        line = _line_of(text, tuple(first["loc"]))
        at = f" (line {line})" if line else ""
        extra = f" and {exc.error_count() - 1} more" if exc.error_count() > 1 else ""
        raise ContentError(f"{path}{at}: {where}: {first['msg']}{extra}") from None
