"""Read one TOML file into a pydantic model, turning every failure into a one-line ContentError."""

from __future__ import annotations

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


def _line_of(text: str, loc: tuple[int | str, ...]) -> int | None:
    """Best-effort TOML line of the last named key in a location."""
    names = [p for p in loc if isinstance(p, str)]
    if not names:
        return None
    key = names[-1]
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith(f"{key} ") or stripped.startswith(f"{key}="):
            return number
    return None


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
