"""Saving and resuming for the app: Ctrl+S with a name, autosave, the save list, loading.

Every failure becomes a message in the app, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.dialogs import SaveListDialog, SaveNameDialog


class SaveLoadMixin:
    """Mixed into JawsApp: needs `session`, `save_dir`, `content`, `notify`, `push_once`."""

    session: Any
    save_dir: Any
    content: Any
    unsaved: bool
    autosaver: Any
    push_once: Any

    def enable_autosave(self) -> None:
        try:
            from jaws import saves
        except ImportError:
            return
        assert self.session is not None
        try:
            folder = saves.save_folder(self.save_dir)
            self.autosaver = saves.enable_autosave(
                self.session, folder, on_error=self.autosave_failed
            )
        except saves.SaveError as exc:
            self.notify(f"Autosave is off: {exc}", severity="warning")

    def autosave_failed(self, error: Exception) -> None:
        self.notify(f"Autosave failed: {error}", severity="error")

    def action_save(self) -> None:
        if self.session is None:
            self.notify("There is no game to save.")
            return

        # Not the seed: it would let the crew replay the secret deals.
        view = self.session.view("spectator")
        suggestion = f"{self.session.mode}-act{view.act}-round{self.session.round}"
        self.push_once(SaveNameDialog(suggestion), self.save_as)

    def save_as(self, name: str | None) -> None:
        if not name or self.session is None:
            return
        from jaws import saves

        try:
            path = saves.save(self.session, name, saves.save_folder(self.save_dir))
        except saves.SaveError as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        except OSError as exc:
            self.notify(f"Cannot save: {exc.strerror or exc}.", severity="error", timeout=8)
            return
        self.unsaved = False
        self.notify(f"Saved as {path.name}.")

    def open_save_list(self) -> None:
        from jaws import saves

        folder = saves.save_folder(self.save_dir)
        try:
            entries = saves.list_saves(folder, self.content)
        except (saves.SaveError, OSError) as exc:
            self.notify(f"Cannot list the saves: {exc}", severity="error")
            return
        self.push_once(SaveListDialog(entries, str(folder)), self.resume_entry)

    def resume_entry(self, entry: Any) -> None:
        if entry is not None:
            self.load_game(entry.path)

    def load_game(self, path: str | Path) -> None:
        """Resume a save; a failure is a message, never a crash."""
        from jaws import saves

        try:
            session = saves.load(path, saves.save_folder(self.save_dir), self.content)
        except saves.SaveError as exc:
            self.notify(str(exc), severity="error", timeout=10)
            return
        except (OSError, ValueError) as exc:
            self.notify(f"Cannot load {path}: {exc}", severity="error", timeout=10)
            return
        self.begin(session)
        self.notify(f"Resumed {Path(path).name}.")
