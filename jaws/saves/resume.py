"""Resuming: a game goes on from its newest point, and going back is a rewind the table sees.

Every save carries its game's id and its point (timeline, public actions). Loading a save of a
game that has a newer save (an older Ctrl+S save, a `.bak`) is a rewind: refused unless asked
for, and then announced to the whole table in the public log. `jaws resume` with no name takes
the newest save that loads; if a newer file was damaged it says so, and when that means going
back in a game, the table is told that too.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from jaws.content import Content, default_content
from jaws.saves.errors import NeedsPassphrase, NeedsRewind, SaveError, WrongPassphrase
from jaws.saves.files import (
    backup_path,
    list_saves,
    load_file,
    mtime_stamp,
    read_header,
    resolve,
    save_folder,
)
from jaws.saves.format import SaveHeader, public_action_count
from jaws.session import GameSession

_ASKED = (NeedsPassphrase, WrongPassphrase)


@dataclass(frozen=True)
class Resumable:
    """The save to resume, the session it holds and, if a newer file was passed over, why."""

    path: Path
    session: GameSession
    note: str | None = None


def _headers(folder: Path, content: Content) -> list[tuple[str, Path, SaveHeader | None]]:
    """Every save and backup in `folder` as (saved at, path, header or None), newest first."""
    found: list[tuple[str, Path, SaveHeader | None]] = []
    for entry in list_saves(folder, content):
        stamp = entry.header.saved_at if entry.header is not None else mtime_stamp(entry.path)
        found.append((stamp, entry.path, entry.header))
        if entry.has_backup:
            backup = backup_path(entry.path)
            try:
                header = read_header(backup, content)
            except SaveError:
                continue
            found.append((header.saved_at, backup, header))
    found.sort(key=lambda item: (item[0], item[1].name.endswith(".json")), reverse=True)
    return found


def newest_point(
    game_id: str, folder: Path, content: Content | None = None
) -> tuple[SaveHeader, Path] | None:
    """The save (or backup) in `folder` furthest along game `game_id`, if any."""
    if not game_id:
        return None
    points = [
        (header, path)
        for _, path, header in _headers(folder, content or default_content())
        if header is not None and header.game_id == game_id
    ]
    return max(points, key=lambda pair: pair[0].point, default=None)


def where(act: int, round_: int, other_act: int) -> str:
    """A point of the game as the table reads it: "round 5", or "Act 2, round 1"."""
    return f"round {round_}" if act == other_act else f"Act {act}, round {round_}"


def mark_rewind(session: GameSession, newest: SaveHeader) -> None:
    """Make `session` the newest point of its game, and tell the table it went back."""
    session.timeline = newest.timeline + 1
    came_from = where(newest.act, newest.round, session.act)
    went_to = where(session.act, session.round, newest.act)
    session.tell_table(f"The game was rewound from {came_from} to {went_to}.")


def load(
    name_or_path: str | os.PathLike[str],
    folder: Path | None = None,
    content: Content | None = None,
    *,
    passphrase: str | None = None,
    rewind: bool = False,
) -> GameSession:
    """Load a save; an older point of a game with a newer save needs `rewind=True`.

    Raises NeedsRewind (unless `rewind`), NeedsPassphrase or WrongPassphrase (all SaveErrors,
    each one sentence), or SaveError; no file is changed.
    """
    chosen_content = content or default_content()
    path = resolve(name_or_path, folder)
    try:
        header = read_header(path, chosen_content)
    except SaveError:  # refused: load_file says why, naming the backup if one is kept
        return load_file(path, folder, chosen_content, passphrase)
    newest = newest_point(header.game_id, path.parent, chosen_content)
    newer = newest is not None and newest[0].point > header.point
    if newer and not rewind:
        assert newest is not None
        raise NeedsRewind(
            f"{path.name} is an older point of a game whose newest save is {newest[1].name} "
            f"({where(newest[0].act, newest[0].round, header.act)}): resume that one, or rewind "
            "on purpose (jaws resume NAME --rewind) and the whole table is told."
        )
    session = load_file(path, folder, chosen_content, passphrase)
    if newer:
        assert newest is not None
        mark_rewind(session, newest[0])
    return session


def newest_good_save(
    folder: Path | None = None,
    content: Content | None = None,
    passphrase: str | None = None,
) -> Resumable:
    """The newest save (or backup) in `folder` that loads; raises SaveError if none does.

    A sealed save that needs a passphrase raises NeedsPassphrase (or WrongPassphrase) rather
    than being passed over for an older one.
    """
    target_folder = folder if folder is not None else save_folder()
    chosen_content = content or default_content()
    skipped: list[tuple[Path, SaveHeader | None, str]] = []
    for _, path, _header in _headers(target_folder, chosen_content):
        try:
            session = load_file(path, target_folder, chosen_content, passphrase)
        except _ASKED:
            raise
        except SaveError as exc:
            skipped.append((path, _header, _reason(str(exc))))
            continue
        return Resumable(path, session, _fallen_back(session, path, skipped))
    if skipped:
        first, _, why = skipped[0]
        raise SaveError(f"No save in {target_folder} can be loaded: {first.name}: {why}.")
    raise SaveError(f"There are no saves to resume in {target_folder}.")


def _fallen_back(
    session: GameSession, path: Path, skipped: list[tuple[Path, SaveHeader | None, str]]
) -> str | None:
    """The one line for the player, and the table's note, when newer files were passed over."""
    if not skipped:
        return None
    first, _, why = skipped[0]
    point = (session.timeline, public_action_count(session))
    ahead = [h for _, h, _ in skipped if h is not None and h.game_id == session.game_id]
    ahead = [h for h in ahead if h.point > point]
    if ahead:
        mark_rewind(session, max(ahead, key=lambda h: h.point))
    elif first.name.startswith(path.name.removesuffix(".bak")):
        session.tell_table(
            "The newest save of this game could not be loaded: the game goes on from "
            f"{where(session.act, session.round, 0)}, as the save before it left the game; "
            "any move made after that save is undone."
        )
    return (
        f"The newest save, {first.name}, cannot be loaded ({why}); "
        f"resuming {path.name}, the newest save that loads."
    )


def _reason(message: str) -> str:
    """The reason part of a refusal ("Cannot load X: it is damaged (...)." -> "it is ...")."""
    _, _, reason = message.partition(": ")
    reason = reason or message
    return reason.split("; the previous version", 1)[0].rstrip(".")
