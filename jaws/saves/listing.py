"""The saves list as the table reads it: one line per save from its public header, the game to
"Continue", and deleting a save with its backup.

Everything here reads headers only (jaws.saves.format.SaveHeader): no body is unsealed, so the
list shows nothing the Shark keeps secret.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from jaws.content import Content
from jaws.saves.errors import SaveError
from jaws.saves.files import SAVE_SUFFIX, SaveEntry, backup_path, list_saves
from jaws.saves.format import SaveHeader

MODE_NAMES = {"full": "Full game", "act1": "Act 1 alone", "act2": "Act 2 alone"}


def shark_player(header: SaveHeader) -> str:
    """Who played the Shark: "a person" or the AI's level ("AI (hard)")."""
    seat = header.seats.get("shark")
    if seat is None or not seat.is_bot:
        return "a person"
    return f"AI ({seat.level})"


def is_finished(header: SaveHeader) -> bool:
    """Whether the game in this save is over."""
    return header.winner is not None


def progress(header: SaveHeader) -> str:
    """Where the game stands: "Act 1, round 3", or "finished: the crew won (Act 2, round 4)"."""
    where = f"Act {header.act}, round {header.round}"
    if header.winner is None:
        return where
    # "the Shark", as everywhere else ("the shark won" in the saves list: helper-33).
    winner = "Shark" if header.winner == "shark" else header.winner
    return f"finished: the {winner} won ({where})"


def saved_when(header: SaveHeader) -> str:
    """The save's time as "2026-12-01 23:57 UTC"."""
    return header.saved_at.replace("T", " ")[:16] + " UTC"


def describe(header: SaveHeader) -> str:
    """One line of the saves list: mode, act and round (or the result), Shark, when."""
    return (
        f"{MODE_NAMES.get(header.mode, header.mode)} · {progress(header)} · "
        f"Shark: {shark_player(header)} · {saved_when(header)}"
    )


def _game_key(entry: SaveEntry) -> str:
    assert entry.header is not None
    # Format 1 and 2 saves have no game id: each file is its own game.
    return entry.header.game_id or f"file:{entry.path.name}"


def furthest_points(entries: list[SaveEntry]) -> list[SaveEntry]:
    """For each game, its save furthest along (newest first); unreadable saves are left out."""
    best: dict[str, SaveEntry] = {}
    for entry in entries:
        if entry.header is None:
            continue
        key = _game_key(entry)
        kept = best.get(key)
        if kept is None or _rank(entry) > _rank(kept):
            best[key] = entry
    chosen = list(best.values())
    chosen.sort(key=lambda e: (e.header.saved_at if e.header else "", e.name), reverse=True)
    return chosen


def newest_points(entries: list[SaveEntry]) -> dict[str, SaveEntry]:
    """For each save that is an older point of a game with a save further along, that save
    (by the older save's name): loading the older one would be a rewind."""
    furthest = {_game_key(entry): entry for entry in furthest_points(entries)}
    out: dict[str, SaveEntry] = {}
    for entry in entries:
        if entry.header is None:
            continue
        newest = furthest.get(_game_key(entry))
        # Strictly further along, as loading asks to rewind: a save at the same point (Ctrl+S
        # under a name, then the autosave written at Ctrl+Q) is no older point (review).
        if newest is None or newest.header is None or newest.header.point <= entry.header.point:
            continue
        out[entry.name] = newest
    return out


def _rank(entry: SaveEntry) -> tuple[int, int, str]:
    assert entry.header is not None
    return (*entry.header.point, entry.header.saved_at)


def continue_entry(folder: Path, content: Content | None = None) -> SaveEntry | None:
    """The save "Continue" resumes: the newest point of the most recently saved unfinished game.

    A game whose newest point is finished is not offered, even if an older save of it is not
    (going back to it would be a rewind). Raises SaveError if the folder cannot be listed.
    """
    for entry in furthest_points(list_saves(folder, content)):
        if entry.header is not None and not is_finished(entry.header):
            return entry
    return None


def delete_save(entry: SaveEntry, folder: Path) -> list[Path]:
    """Remove a listed save and its backup; returns what was removed; raises SaveError.

    Only a file directly inside `folder` with a save's name is touched (a symbolic link is
    removed itself, never what it points to); a folder is refused.
    """
    path = entry.path
    if path.parent.resolve() != folder.resolve() or not path.name.endswith(SAVE_SUFFIX):
        raise SaveError(f"Cannot delete {path}: it is not a save in {folder}.")
    removed: list[Path] = []
    for target in (path, backup_path(path)):
        try:
            info = target.lstat()
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise SaveError(f"Cannot delete {target.name}: {exc.strerror or exc}.") from None
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(f"Cannot delete {target.name}: it is a folder, not a save file.")
        try:
            os.unlink(target)
        except OSError as exc:
            raise SaveError(f"Cannot delete {target.name}: {exc.strerror or exc}.") from None
        removed.append(target)
    return removed


__all__ = [
    "MODE_NAMES",
    "continue_entry",
    "delete_save",
    "describe",
    "furthest_points",
    "is_finished",
    "progress",
    "saved_when",
    "shark_player",
]
