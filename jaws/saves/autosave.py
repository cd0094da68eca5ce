"""Autosave: a save after every phase or step, and after every action that tells the crew
anything, so no answer (a Fish Finder reading, a roll, a reveal) can be taken back by quitting."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from jaws.saves.errors import SaveError
from jaws.saves.files import save, save_folder, save_path
from jaws.session import GameSession, LogEntry
from jaws.views import can_see


def autosave_name(session: GameSession) -> str:
    """The autosave name of a game: its mode and random game id, so no other game overwrites
    it and nothing about the seed (which deals every secret) shows in the listing."""
    return f"autosave-{session.mode}-{session.game_id}"


def tells_the_crew(entry: LogEntry) -> bool:
    """Whether an action gave the crew any information (any event the crew may see)."""
    return any(can_see(event, "crew") for event in entry.events)


@dataclass
class Autosaver:
    """Saves a session whenever an Act 1 phase or round, or an Act 2 step, changes, and after
    every action that tells the crew something, before the crew is shown it.

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
        if checkpoint == self.last_checkpoint and not tells_the_crew(entry):
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
