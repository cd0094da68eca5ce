"""Autosave: a save after every Act 1 phase or round and every Act 2 step."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from jaws.saves.files import save, save_folder, save_path
from jaws.saves.format import SaveError
from jaws.session import GameSession, LogEntry


def autosave_name(session: GameSession) -> str:
    """The autosave name of a game: one file per mode and seed, without showing the seed.

    Save names are listed to everyone, and the seed decides every shuffle: whoever reads it can
    deal the Shark's Ability hand and the Event deck with `new_game(mode, seed)`.
    """
    tag = hashlib.sha256(f"jaws-autosave:{session.mode}:{session.seed}".encode()).hexdigest()
    return f"autosave-{session.mode}-{tag[:10]}"


@dataclass
class Autosaver:
    """Saves a session whenever an Act 1 phase or round, or an Act 2 step, changes.

    Hook it into `GameSession.on_change` with `enable_autosave`. A failed write is passed to
    `on_error` (the TUI shows it); without a handler it is raised.
    """

    folder: Path
    name: str
    last_checkpoint: tuple[int, int, str] | None = None
    on_error: Callable[[SaveError], None] | None = None
    previous: Callable[[GameSession, LogEntry], None] | None = None
    saves_written: int = field(default=0)

    def __call__(self, session: GameSession, entry: LogEntry) -> None:
        if self.previous is not None:
            self.previous(session, entry)
        checkpoint = session.checkpoint()
        if checkpoint == self.last_checkpoint:
            return
        try:
            save(session, self.name, self.folder)
        except SaveError as exc:
            if self.on_error is None:
                raise
            self.on_error(exc)
            return
        self.last_checkpoint = checkpoint
        self.saves_written += 1


def enable_autosave(
    session: GameSession,
    folder: Path | None = None,
    name: str | None = None,
    on_error: Callable[[SaveError], None] | None = None,
) -> Autosaver:
    """Autosave `session` after every phase (Act 1) and step (Act 2); returns the hook."""
    target_folder = folder if folder is not None else save_folder()
    chosen = name or autosave_name(session)
    save_path(chosen, target_folder)  # refuse a bad name now, not at the first autosave
    saver = Autosaver(
        folder=target_folder,
        name=chosen,
        last_checkpoint=session.checkpoint(),
        on_error=on_error,
        previous=session.on_change,
    )
    session.on_change = saver
    return saver
