"""The last table's choices on the New-game and solo forms, kept in the user's config folder.

Only the shape of the table is kept (players, who plays which crew member, who plays each seat,
the solo act and AI level) and whether the crew's "Where could it be?" overlay was on: never a
seed or a passphrase. A damaged file is ignored with a
notice and the forms start from their defaults; a file that cannot be written is a notice too.
No Textual here, so the rules of the file are tested on their own.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from jaws.ids import CREW
from jaws.session import check_crew_players
from jaws.small_files import FileRefused, read_small_file

FILE_NAME = "last-table.json"
MAX_BYTES = 16 * 1024
VERSION: Literal[1] = 1


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class TableChoice(_Strict):
    """The New-game form: players, the crew split, and each seat's controller key."""

    players: Literal[2, 3, 4]
    crew: dict[str, int]
    # "human", or "bot:<level>" as the form's seat selects name them.
    seats: dict[Literal["shark", "crew"], str] = {}

    @model_validator(mode="after")
    def _a_rulebook_split(self) -> TableChoice:
        if sorted(self.crew) != sorted(CREW):
            raise ValueError("the crew split must name Quint, Brody and Hooper")
        check_crew_players(self.players, self.crew)
        return self


class SoloChoice(_Strict):
    """The solo form: which game, and the AI's level."""

    mode: Literal["full", "act1", "act2"]
    level: str


class LastTable(_Strict):
    """Everything remembered; either part may be missing."""

    version: Literal[1] = VERSION
    table: TableChoice | None = None
    solo: SoloChoice | None = None
    # The crew's last choice with d: a resumed or a new game shows the overlay as they left it
    # (stop-36 playtest: it was off again after every `jaws resume`).
    overlay: bool = False


def memory_path() -> Path:
    """Where the choices are kept: the user's config folder (platformdirs)."""
    import platformdirs

    return platformdirs.user_config_path("jaws") / FILE_NAME


def load_last_table(path: Path | None = None) -> tuple[LastTable, str | None]:
    """The remembered choices and, if the file was there but unusable, a one-line notice."""
    target = path or memory_path()
    try:
        data = read_small_file(target, MAX_BYTES)
    except FileRefused as refused:
        if refused.why == "missing":
            return LastTable(), None
        return LastTable(), _notice(target, _REFUSED.get(refused.why, "it cannot be read"))
    try:
        return LastTable.model_validate_json(data), None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        return LastTable(), _notice(target, f"it is damaged ({where}: {first['msg']})")


_REFUSED = {
    "folder": "it is a folder",
    "special": "it is not a regular file",
    "large": "it is too large",
}


def _notice(path: Path, why: str) -> str:
    return f"The last table's choices in {path} were ignored: {why}. The form starts afresh."


def remember(memory: LastTable, path: Path | None = None) -> str | None:
    """Write the choices (atomically); returns a one-line notice if they cannot be kept."""
    target = path or memory_path()
    text = json.dumps(memory.model_dump(mode="json"), indent=1, sort_keys=True) + "\n"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{FILE_NAME}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
            os.replace(temp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
    except OSError as exc:
        return f"The table's choices could not be kept in {target}: {exc.strerror or exc}."
    return None


def with_table(memory: LastTable, table: TableChoice) -> LastTable:
    """The memory with the New-game form's choices replaced."""
    return memory.model_copy(update={"table": table})


def with_solo(memory: LastTable, solo: SoloChoice) -> LastTable:
    """The memory with the solo form's choices replaced."""
    return memory.model_copy(update={"solo": solo})


def with_overlay(memory: LastTable, shown: bool) -> LastTable:
    """The memory with the crew's overlay choice replaced."""
    return memory.model_copy(update={"overlay": shown})
