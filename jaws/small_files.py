"""Reading a small file that a player may have replaced with anything: content, saves, keys.

One road for the three: open without blocking (a FIFO or device never stalls the game), refuse
anything that is not a regular file, and read at most `limit` bytes. Each caller turns the
refusal into its own one-line error.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Literal

Why = Literal["missing", "folder", "special", "large", "unreadable"]


class FileRefused(Exception):
    """Why a small file was not read; `detail` is the system's words for an unreadable one."""

    def __init__(self, why: Why, detail: str = "") -> None:
        super().__init__(why, detail)
        self.why: Why = why
        self.detail = detail


def read_small_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them; raises FileRefused."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise FileRefused("missing") from None
    except IsADirectoryError:
        raise FileRefused("folder") from None
    except OSError as exc:
        raise FileRefused("unreadable", str(exc.strerror or exc)) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise FileRefused("folder")
        if not stat.S_ISREG(mode):
            raise FileRefused("special")
        data = _read_at_most(fd, limit + 1)
    except OSError as exc:
        raise FileRefused("unreadable", str(exc.strerror or exc)) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileRefused("large")
    return data


def _read_at_most(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while total < limit:
        chunk = os.read(fd, min(65536, limit - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)
