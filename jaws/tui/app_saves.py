"""Saving and resuming for the app: Ctrl+S with a name, autosave, the save list, loading.

Every failure becomes a message in the app, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.dialogs import ConfirmDialog, SaveListDialog, SaveNameDialog
from jaws.tui.screens.passphrase import DECLINED, PassphraseDialog


class SaveLoadMixin:
    """Mixed into JawsApp: needs `session`, `save_dir`, `content`, `notify`, `push_once`."""

    session: Any
    save_dir: Any
    content: Any
    unsaved: bool
    autosaver: Any
    push_once: Any
    call_later: Any
    # Whether a person playing the Shark is asked for a passphrase behind its curtain (tests
    # that are not about the passphrase turn it off, as they make curtains instant).
    ask_shark_passphrase = True

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
        if getattr(self.session, "remote", False):
            self.notify("The host keeps this game and every move: there is nothing to save here.")
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

    def load_game(
        self, path: str | Path, passphrase: str | None = None, rewind: bool = False
    ) -> None:
        """Resume a save; a failure is a message, never a crash.

        A sealed game asks the Shark for its passphrase; an older point of a game with a newer
        save asks whether to rewind (and the whole table is told if so).
        """
        from jaws import saves

        folder = saves.save_folder(self.save_dir)
        try:
            session = saves.load(path, folder, self.content, passphrase=passphrase, rewind=rewind)
        except saves.NeedsPassphrase:
            # Pushed from the app's own queue: the screen that asked may be gone by then.
            self.call_later(
                self.push_once,
                PassphraseDialog(choosing=False),
                lambda typed: self.load_game(path, typed, rewind) if typed else None,
            )
            return
        except saves.NeedsRewind as exc:
            question = f"{exc} Rewind to this point?"
            self.call_later(
                self.push_once,
                ConfirmDialog(question, "Rewind", "Cancel"),
                lambda yes: self.load_game(path, passphrase, True) if yes else None,
            )
            return
        except saves.SaveError as exc:
            self.notify(str(exc), severity="error", timeout=10)
            return
        except (OSError, ValueError) as exc:
            self.notify(f"Cannot load {path}: {exc}", severity="error", timeout=10)
            return
        self.begin(session)
        self.notify(f"Resumed {Path(path).name}.")

    def offer_passphrase(self, seat: str) -> None:
        """Behind the Shark's curtain: a person playing the Shark who has not yet chosen how
        the game is sealed is asked for a passphrase (or to play unsealed, or later)."""
        session = self.session
        if not self.ask_shark_passphrase or seat != "shark" or session is None:
            return
        if session.seats["shark"].is_bot:
            return
        if session.unsealed or getattr(session.seal, "kind", None) == "passphrase":
            return
        self.push_once(PassphraseDialog(choosing=True), self.passphrase_chosen)

    def passphrase_chosen(self, typed: str | None) -> None:
        from jaws import saves

        if typed is None or self.session is None:
            return  # later: the AI Shark key file seals the saves meanwhile
        try:
            saves.choose_passphrase(self.session, typed if typed != DECLINED else None)
        except ValueError as exc:
            self.notify(f"That passphrase cannot be used: {exc}.", severity="error")
            return
        if typed == DECLINED:
            self.notify("This game is unsealed: its saves can be read by anyone.")
        else:
            self.notify("This game's saves are sealed with your passphrase.")
