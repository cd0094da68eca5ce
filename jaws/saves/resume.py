"""Which save `jaws resume` (with no name) continues: the newest one that loads.

A damaged newest file does not stop the table: the newest save that does load (its `.bak`, say)
is taken instead, and the player is told so in one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from jaws.content import Content, default_content
from jaws.saves.files import (
    backup_path,
    list_saves,
    load,
    mtime_stamp,
    read_header,
    save_folder,
)
from jaws.saves.format import SaveError
from jaws.session import GameSession


@dataclass(frozen=True)
class Resumable:
    """The save to resume, the session it holds and, if a newer file was passed over, why."""

    path: Path
    session: GameSession
    note: str | None = None


def _candidates(folder: Path, content: Content) -> list[tuple[str, Path]]:
    """Every save and backup in `folder` as (when it was saved, path), newest first."""
    found: list[tuple[str, Path]] = []
    for entry in list_saves(folder, content):
        stamp = entry.header.saved_at if entry.header is not None else mtime_stamp(entry.path)
        found.append((stamp, entry.path))
        if entry.has_backup:
            backup = backup_path(entry.path)
            try:
                found.append((read_header(backup, content).saved_at, backup))
            except SaveError:
                continue
    found.sort(key=lambda pair: (pair[0], pair[1].name.endswith(".json")), reverse=True)
    return found


def newest_good_save(folder: Path | None = None, content: Content | None = None) -> Resumable:
    """The newest save (or backup) in `folder` that loads; raises SaveError if none does."""
    target_folder = folder if folder is not None else save_folder()
    chosen_content = content or default_content()
    first_problem: tuple[Path, str] | None = None
    for _, path in _candidates(target_folder, chosen_content):
        try:
            session = load(path, target_folder, chosen_content)
        except SaveError as exc:
            if first_problem is None:
                first_problem = (path, _reason(str(exc)))
            continue
        if first_problem is None:
            return Resumable(path, session)
        skipped, why = first_problem
        note = (
            f"The newest save, {skipped.name}, cannot be loaded ({why}); "
            f"resuming {path.name}, the newest save that loads."
        )
        return Resumable(path, session, note)
    if first_problem is not None:
        skipped, why = first_problem
        raise SaveError(f"No save in {target_folder} can be loaded: {skipped.name} {why}.")
    raise SaveError(f"There are no saves to resume in {target_folder}.")


def _reason(message: str) -> str:
    """The reason part of a refusal ("Cannot load X: it is damaged (...)." -> "it is ...")."""
    _, _, reason = message.partition(": ")
    reason = reason or message
    return reason.split("; the previous version", 1)[0].rstrip(".")
