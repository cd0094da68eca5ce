"""Saving and resuming for the app: Ctrl+S with a name, autosave, the save list, loading.

Every failure becomes a message in the app, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

from jaws.content import Content
from jaws.saves.files import SaveEntry
from jaws.saves.seal import PASSPHRASE_TRIES
from jaws.session import GameSession
from jaws.tui.app_base import AppBase, local_game
from jaws.tui.screens.dialogs import (
    ConfirmDialog,
    FinishedGameDialog,
    SaveListDialog,
    SaveNameDialog,
)
from jaws.tui.screens.passphrase import DECLINED, PassphraseDialog


def save_name_suggestion(mode: str, act: int, round_: int) -> str:
    """ "act1-round3", "full-act2-round1": the act only where the mode does not already say it."""
    if mode == "full":
        return f"full-act{act}-round{round_}"
    return f"{mode}-round{round_}"


def other_game_at(path: Path, game: GameSession, content: Content) -> str | None:
    """What the save at `path` holds when replacing it with `game` would lose a game or a line
    of play: "another game (Act 1 alone · round 3 · …)", "a save that cannot be read", or "this
    game at round 5, before it was rewound" (a save made before a rewind holds moves the
    rewound game does not). None when there is no file there, or it is this line of play."""
    from jaws import saves
    from jaws.saves.files import is_a_file
    from jaws.saves.listing import describe

    if not is_a_file(path):
        return None
    try:
        header = saves.read_header(path, content)
    except saves.SaveError:
        return "a save that cannot be read"
    if not header.game_id or header.game_id != game.game_id:
        return f"another game ({describe(header)})"
    if header.timeline < game.timeline:
        act = f"Act {header.act}, " if header.mode == "full" else ""
        return f"this game at {act}round {header.round}, before it was rewound"
    return None


# Act 2's setup, the crew's alone (its gear and boarding), before the Shark's first choice.
SETUP_PHASES = frozenset({"divide", "board"})


class SaveLoadMixin(AppBase):
    """Mixed into JawsApp: needs `session`, `save_dir`, `content`, `notify`, `push_once`."""

    # Whether a person playing the Shark is asked for a passphrase behind its curtain (tests
    # that are not about the passphrase turn it off, as they make curtains instant).
    ask_shark_passphrase = True
    # The game whose Shark chose "Later": it is not asked again while this app runs (asked at
    # every curtain, the dialog took the Shark's first move key as passphrase text).
    passphrase_put_off: str | None = None

    def enable_autosave(self) -> None:
        try:
            from jaws import saves
        except ImportError:
            return
        game = local_game(self.session)
        assert game is not None
        try:
            folder = saves.save_folder(self.save_dir)
            self.autosaver = saves.enable_autosave(game, folder, on_error=self.autosave_failed)
        except saves.SaveError as exc:
            self.notify(f"Autosave is off: {exc}", severity="warning")

    def exit_note(self) -> str | None:
        """What the terminal is told as the app closes on a game under way whose autosave holds
        every move: its name and how to resume it. Ctrl+Q with nothing unsaved quits at once,
        and the player was not told the game was kept (helper-44, stop 42)."""
        saver, game = self.autosaver, local_game(self.session)
        if saver is None or game is None or game.outcome is not None:
            return None
        if self.unsaved or self.autosave_behind:  # the autosave may lack a move
            return None
        from jaws import saves

        if not saves.save_path(saver.name, saver.folder).is_file():
            return None
        where = f" --save-dir {saver.folder}" if self.save_dir is not None else ""
        return f"The game is saved as {saver.name}: jaws{where} resume {saver.name} picks it up."

    def autosave_failed(self, error: Exception) -> None:
        self.notify(f"Autosave failed: {error}", severity="error")

    def action_save(self) -> None:
        if self.session is None:
            self.notify("There is no game to save.")
            return
        if local_game(self.session) is None:
            self.notify("The host keeps this game and every move: there is nothing to save here.")
            return

        # Not the seed: it would let the crew replay the secret deals.
        view = self.session.view("spectator")
        suggestion = save_name_suggestion(self.session.mode, view.act, self.session.round)
        self.push_once(SaveNameDialog(suggestion), self.save_as)

    def save_as(self, name: str | None, replace: bool = False) -> None:
        """Save the game as `name`. A file of that name holding another game (or one that
        cannot be read) is replaced only once the player says so: Ctrl+S with the suggested
        "act1-round3" in a second game replaced the first game's save without a word
        (helper-69); so is a save of this game from before a rewind. An earlier save of the
        same line of play is simply brought up to date."""
        game = local_game(self.session)
        if not name or game is None:
            return
        from jaws import saves

        try:
            folder = saves.save_folder(self.save_dir)
            if not replace:
                other = other_game_at(saves.save_path(name, folder), game, self.content)
                if other is not None:
                    question = f"“{name}” holds {other}. Replace it with this game?"
                    self.push_once(
                        ConfirmDialog(question, "Replace it", "Choose another name"),
                        lambda yes: self.save_again(name, bool(yes)),
                    )
                    return
            path = saves.save(game, name, folder)
        except saves.SaveError as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        except OSError as exc:
            self.notify(f"Cannot save: {exc.strerror or exc}.", severity="error", timeout=8)
            return
        self.unsaved = False
        self.notify(f"Saved as {path.name}.")

    def save_again(self, name: str, replace: bool) -> None:
        """After the question about a save of another game: replace it, or ask for a name
        again (the one typed, to mend)."""
        if replace:
            self.save_as(name, replace=True)
        else:
            self.push_once(SaveNameDialog(name), self.save_as)

    def open_save_list(self) -> None:
        from jaws import saves

        folder = saves.save_folder(self.save_dir)
        try:
            entries = saves.list_saves(folder, self.content)
        except (saves.SaveError, OSError) as exc:
            self.notify(f"Cannot list the saves: {exc}", severity="error")
            return
        self.push_once(SaveListDialog(entries, str(folder)), self.resume_entry)

    def continue_candidate(self) -> SaveEntry | None:
        """The save the title's Continue resumes (the newest unfinished game), or None."""
        from jaws import saves
        from jaws.saves.listing import continue_entry

        try:
            return continue_entry(saves.save_folder(self.save_dir), self.content)
        except (saves.SaveError, OSError):
            return None  # the saves list says why the folder cannot be read

    def continue_game(self) -> None:
        """Resume the newest unfinished game (looked up again: a file may have gone)."""
        entry = self.continue_candidate()
        if entry is None:
            self.notify("There is no unfinished game to continue.")
            return
        self.load_game(entry.path)

    def resume_entry(self, entry: SaveEntry | None) -> None:
        if entry is not None:
            self.load_game(entry.path)

    def load_game(
        self,
        path: str | Path,
        passphrase: str | None = None,
        rewind: bool = False,
        tries_left: int = PASSPHRASE_TRIES,
    ) -> None:
        """Resume a save; a failure is a message, never a crash.

        A sealed game asks the Shark for its passphrase (again after a wrong one, up to
        PASSPHRASE_TRIES in all, as `jaws resume` does); an older point of a game with a newer
        save asks whether to rewind (and the whole table is told if so).
        """
        from jaws import saves

        folder = saves.save_folder(self.save_dir)
        try:
            session = saves.load(path, folder, self.content, passphrase=passphrase, rewind=rewind)
        except saves.NeedsPassphrase:
            self.ask_passphrase_for(path, rewind, tries_left)
            return
        except saves.WrongPassphrase as wrong:
            left = tries_left - 1
            if left <= 0:
                self.notify(str(wrong), severity="error", timeout=10)
                return
            # Asked again at once: a slip sent the Shark back to the title screen to find the
            # save again (helper-52).
            tries = "try" if left == 1 else "tries"
            self.notify(f"{wrong} Try again ({left} {tries} left).", severity="error")
            self.ask_passphrase_for(path, rewind, left)
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
        if session.outcome is not None:
            self.offer_finished(session, Path(path).name.removesuffix(".json"))
            return
        # Resumed as `jaws resume` resumes: the first curtain tells the round so far, and a
        # game saved at Act 1's end shows its replay and the card naming the Act 2 hands (from
        # the title screen the card was missing: helper-74).
        self.begin(session, resumed=True)
        self.notify(f"Resumed {Path(path).name}.")

    def ask_passphrase_for(self, path: str | Path, rewind: bool, tries_left: int) -> None:
        """Ask the Shark for the passphrase of the save at `path`, then load it with that."""
        # Pushed from the app's own queue: the screen that asked may be gone by then.
        self.call_later(
            self.push_once,
            PassphraseDialog(choosing=False),
            lambda typed: self.load_game(path, typed, rewind, tries_left) if typed else None,
        )

    def open_session(self, session: GameSession, name: str = "This game") -> None:
        """Play a loaded game on; a finished one offers its replay or result instead."""
        if session.outcome is not None:
            self.offer_finished(session, name)
        else:
            self.begin(session, resumed=True)

    def offer_finished(self, session: GameSession, name: str) -> None:
        """A finished game is not resumed into its last screen: the table picks the Act 1
        replay or the final result (or goes back)."""
        view = session.view("spectator")
        outcome = view.outcome
        assert outcome is not None, "only a finished game is offered as finished"
        winner = "The Shark won" if outcome.winner == "shark" else "The crew won"
        summary = f"{winner} in Act {outcome.act}: {outcome.reason}."
        has_replay = view.act1 is not None and view.act1.phase == "over"
        self.call_later(
            self.push_once,
            FinishedGameDialog(name, summary, has_replay),
            lambda choice: self.show_finished(session, choice) if choice else None,
        )

    def show_finished(self, session: GameSession, choice: str) -> None:
        """Show a finished game's Act 1 replay (then its result) or its result; nothing is
        autosaved and no one moves."""
        from jaws.tui.screens.gameover import GameOverScreen
        from jaws.tui.screens.replay import ReplayScreen

        self.session = session
        self.autosaver = None
        self.bots = {}
        self.unsaved = False
        self.shown_seat = None
        self.act1_replayed = True  # the replay's Enter goes on to the result
        view = session.view("spectator")
        while len(self.screen_stack) > 1:
            self.pop_screen()
        if choice == "replay" and view.act1 is not None:
            self.push_screen(ReplayScreen(view.act1, view.outcome, full_game=False))
        else:
            self.push_screen(GameOverScreen(view))

    def delete_save_entry(self, entry: SaveEntry) -> list[SaveEntry] | None:
        """Delete a listed save and its backup; returns the new list, or None (and a notice)
        if it could not be done."""
        from jaws import saves
        from jaws.saves.listing import delete_save

        folder = saves.save_folder(self.save_dir)
        try:
            removed = delete_save(entry, folder)
            entries = saves.list_saves(folder, self.content)
        except (saves.SaveError, OSError) as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return None
        names = " and ".join(path.name for path in removed) or entry.name
        self.notify(f"Deleted {names}.")
        return entries

    def offer_passphrase(self, seat: str) -> None:
        """Behind the Shark's curtain: a person playing the Shark who has not yet chosen how
        the game is sealed is asked for a passphrase (or to play unsealed, or later)."""
        if seat == "shark" and self.passphrase_due():
            practice = isinstance(self.session, GameSession) and self.session.practice
            dialog = PassphraseDialog(choosing=True, practice=practice)
            self.push_once(dialog, self.passphrase_chosen)

    def passphrase_due(self) -> bool:
        """Whether the person playing the Shark is still to choose how the game is sealed."""
        session = self.session
        if not self.ask_shark_passphrase or session is None:
            return False
        if session.seats["shark"].is_bot:
            return False
        if session.seats["crew"].is_bot:
            # Alone against the AI crew nobody at the table is kept from the Shark's secrets:
            # the question was one more dialog for nothing (playtest). The saves are sealed
            # with this machine's key file, as when the question is put off.
            return False
        if session.unsealed or getattr(session.seal, "kind", None) == "passphrase":
            return False
        put_off = self.passphrase_put_off
        return put_off is None or getattr(session, "game_id", None) != put_off

    def shark_seals_first(self) -> bool:
        """Whether the Shark's curtain comes before the crew's, for the passphrase alone: the
        crew plays first in Act 2 alone (its gear and boarding), and those steps' autosaves,
        sealed with the key file only, held the Shark's hand, the decks and the seed before
        the Shark had been asked (helper-72)."""
        session = self.session
        if session is None or self.shown_seat is not None or session.whose_turn() != "crew":
            return False
        act2 = session.view("spectator").act2
        setting_up = act2 is not None and act2.round == 0 and act2.phase in SETUP_PHASES
        return setting_up and self.passphrase_due()

    def passphrase_chosen(self, typed: str | None) -> None:
        from jaws import saves

        game = local_game(self.session)
        if game is None:
            return
        if typed is None:  # later: the AI Shark key file seals the saves meanwhile
            self.passphrase_put_off = game.game_id
            told = "No passphrase for now: you are asked again when this game is next opened."
        else:
            try:
                saves.choose_passphrase(game, typed if typed != DECLINED else None)
            except ValueError as exc:
                self.notify(f"That passphrase cannot be used: {exc}.", severity="error")
                self.offer_passphrase("shark")  # asked again: before the crew's setup, the
                return  # game goes on only once the Shark has answered
            told = (
                "This game is unsealed: its saves can be read by anyone."
                if typed == DECLINED
                else "This game's saves are sealed with your passphrase."
            )
        if game.whose_turn() != "shark":
            # Asked before the crew's setup: the crew's curtain comes now, and the Shark's
            # notice, worded to the Shark, is not left on it (helper-74).
            self.advance()
        else:
            self.notify(told)
