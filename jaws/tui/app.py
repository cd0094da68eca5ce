"""The Textual application: the title, the pass-and-play loop with hand-off curtains, saves.

The app owns the GameSession and is the one place that submits actions. After every action it
asks whose move it is; when control passes between the Shark and the crew it replaces the
current play screen with a curtain, so the Shark's screen (and every widget on it) is gone
before the crew's screen is built.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from jaws.content import default_content
from jaws.engine.errors import IllegalAction
from jaws.session import GameSession
from jaws.tui.rules_text import section_for
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.dialogs import ConfirmDialog, SaveListDialog, SaveNameDialog
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.screens.rules import RulesScreen
from jaws.tui.screens.title import NewGameScreen, TitleScreen

PLAY_SCREENS = (Act1Screen, Act2Screen, HandOffScreen, ReplayScreen, GameOverScreen)
CREW_NAMES = {"quint": "Quint", "brody": "Brody", "hooper": "Hooper"}


class JawsApp(App[None]):
    """Jaws in the terminal."""

    TITLE = "Jaws"
    BINDINGS = [
        Binding("f1", "rules", "Rules", priority=True),
        Binding("ctrl+s", "save", "Save", priority=True),
        Binding("ctrl+q", "quit_game", "Quit", priority=True),
    ]

    def __init__(
        self,
        mode: str | None = None,
        seed: int | None = None,
        players: int | None = None,
        save_dir: str | Path | None = None,
        resume: str | Path | None = None,
    ) -> None:
        super().__init__()
        self.content = default_content()
        self.start_mode = mode
        self.start_seed = seed
        self.start_players = players
        self.save_dir = save_dir
        self.resume_path = resume
        self.session: GameSession | None = None
        self.shown_seat: str | None = None
        self.act1_replayed = False
        self.unsaved = False
        self.autosaver: Any = None
        # Seconds a bot waits before each move, so a person can follow it.
        self.bot_pace = 0.4
        self.bots: dict[str, Any] = {}
        # The crew's deduction (public information only) and whether the map shows it.
        self.tracker: Any = None
        self.show_deduction = False

    # --- screens ---------------------------------------------------------------------------

    def get_default_screen(self) -> Screen[Any]:
        return TitleScreen()

    def on_mount(self) -> None:
        if self.resume_path is not None:
            self.load_game(self.resume_path)
        elif self.start_mode is not None:
            seed = "" if self.start_seed is None else str(self.start_seed)
            players = self.start_players or 4
            problem = self.start_game(self.start_mode, seed, players, None, {})
            if problem:
                self.notify(problem, severity="error")

    def show_play_screen(self, screen: Screen[Any]) -> None:
        """Replace the current play screen (the old one is removed with all its widgets)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, PLAY_SCREENS):
            self.pop_screen()
        if isinstance(self.screen, PLAY_SCREENS):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def back_to_title(self) -> None:
        """Leave the game and show the title screen."""
        self.session = None
        self.shown_seat = None
        while len(self.screen_stack) > 1:
            self.pop_screen()

    # --- starting, loading, saving ---------------------------------------------------------

    def bots_available(self) -> bool:
        """Whether AI players are installed (the New-game form then offers them)."""
        return bool(self.controller_choices()[1:])

    def controller_choices(self) -> list[tuple[str, str]]:
        """("human", label) then one entry per bot level, if any bot is installed."""
        choices = [("human", "Human at this keyboard")]
        try:
            from jaws.bots import LEVELS
        except ImportError:
            return choices
        choices.extend((f"bot:{level}", f"AI ({level})") for level in LEVELS)
        return choices

    def start_game(
        self,
        mode: str,
        seed_text: str,
        players: Any,
        split: dict[str, Any] | None,
        seats: dict[str, Any],
    ) -> str | None:
        """Start a new game; returns a one-line problem instead of raising."""
        from jaws.session import SeatControl

        try:
            seed = int(seed_text) if seed_text else random.randrange(1_000_000)
        except ValueError:
            return f"The seed must be a whole number, not {seed_text!r}."
        seat_controls = {}
        for seat, key in seats.items():
            if isinstance(key, str) and key.startswith("bot:"):
                seat_controls[seat] = SeatControl("bot", key[4:])
        try:
            session = GameSession.new(
                mode,  # type: ignore[arg-type]
                seed,
                players=int(players),
                seats=seat_controls or None,
                crew_players=dict(split) if split else None,
                content=self.content,
            )
        except ValueError as exc:
            return str(exc) + "."
        self.begin(session)
        return None

    def begin(self, session: GameSession) -> None:
        """Play `session` from its current point."""
        self.session = session
        self.shown_seat = None
        act1 = session.view("spectator").act1
        self.act1_replayed = act1 is not None and act1.phase == "over"
        self.unsaved = False
        self.bots = {}
        self.rebuild_tracker()
        self.enable_autosave()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.advance()

    def rebuild_tracker(self) -> None:
        """Start the crew's deduction and feed it the crew's view after every past action."""
        self.tracker = None
        session = self.session
        if session is None or session.mode == "act2":
            return
        try:
            from jaws.deduction import SharkTracker
        except ImportError:
            return
        tracker = SharkTracker(self.content)
        try:
            if session.log:
                replay = GameSession.new(
                    session.mode, session.seed, players=session.players, content=self.content
                )
                tracker.observe(replay.view("crew"))
                for entry in session.log:
                    replay.submit(entry.action)
                    tracker.observe(replay.view("crew"))
            else:
                tracker.observe(session.view("crew"))
        except Exception as exc:  # the overlay is a help, never a reason to stop the game
            self.notify(f"The where-could-it-be overlay is off: {exc}", severity="warning")
            return
        self.tracker = tracker

    def observe_for_deduction(self) -> None:
        """Show the crew's deduction the crew's view (public information only)."""
        if self.tracker is None or self.session is None:
            return
        view = self.session.view("crew")
        if view.act != 1:
            return
        try:
            self.tracker.observe(view)
        except Exception as exc:
            self.tracker = None
            self.notify(f"The where-could-it-be overlay is off: {exc}", severity="warning")

    def shark_possibilities(self) -> dict[str, float] | None:
        """Where the crew can deduce the Shark may be (space -> likelihood), if known."""
        if self.tracker is None:
            return None
        return dict(self.tracker.likelihoods())

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

        suggestion = f"{self.session.mode}-{self.session.seed}"
        self.push_screen(SaveNameDialog(suggestion), self.save_as)

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
        self.push_screen(SaveListDialog(entries, str(folder)), self.resume_entry)

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

    # --- the play loop ---------------------------------------------------------------------

    def crew_players(self) -> dict[str, int]:
        return dict(self.session.crew_players) if self.session else {}

    def action_label(self, action: Any) -> str:
        """A menu label: the action's own text, plus what a Power token does."""
        kind = getattr(action, "kind", "")
        if kind == "play_power":
            power = self.content.act1.powers[action.power]
            return f"{power.name}: {power.text}"
        if kind == "shark_start":
            return f"Start at {action.space} ({self.content.act1.space_names[action.space]})"
        return str(action)

    def submit(self, action: Any) -> None:
        """Submit one action for the seat on screen; a refusal is shown with its reason."""
        if self.session is None:
            return
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            self.notify(f"{exc.reason} (Rules: {section_for(action)})", severity="error")
            return
        self.unsaved = True
        self.observe_for_deduction()
        self.advance()

    def bot_for(self, seat: str) -> Any:
        """The bot playing `seat` (made once per game)."""
        if seat not in self.bots:
            from jaws.bots import make_bot

            assert self.session is not None
            level = self.session.seats[seat].level or "easy"
            offset = 0 if seat == "shark" else 1
            self.bots[seat] = make_bot(seat, level, seed=self.session.seed + offset)
        return self.bots[seat]

    def is_bot(self, seat: str) -> bool:
        return self.session is not None and self.session.is_bot(seat)  # type: ignore[arg-type]

    async def play_bot_move(self, seat: str) -> None:
        """One bot move, paced so the people at the table can follow it."""
        await asyncio.sleep(self.bot_pace)
        session = self.session
        if session is None or session.whose_turn() != seat:
            return
        try:
            bot = self.bot_for(seat)
            view = session.view(seat)
            legal = session.legal_actions(seat)
            action = await asyncio.to_thread(bot.choose, view, legal)
        except Exception as exc:  # a bot that cannot play hands its seat back to a person
            from jaws.session import SeatControl

            session.seats[seat] = SeatControl()
            self.notify(f"The AI cannot play this ({exc}); a person takes the seat.", timeout=8)
            self.advance()
            return
        if self.session is session and session.whose_turn() == seat:
            self.submit(action)

    def advance(self) -> None:
        """Show what comes next: the replay, the end, a curtain, or the refreshed screen."""
        session = self.session
        if session is None:
            return
        game_view = session.view("spectator")
        act1 = game_view.act1
        if act1 is not None and act1.phase == "over" and not self.act1_replayed:
            self.act1_replayed = True
            self.shown_seat = None
            full = session.mode == "full"
            self.show_play_screen(ReplayScreen(act1, game_view.outcome, full_game=full))
            return
        if game_view.outcome is not None:
            self.shown_seat = None
            self.show_play_screen(GameOverScreen(game_view))
            return
        seat = session.whose_turn()
        if seat is None:
            return
        # While a bot moves, the people watch their own side's screen (the crew's screen if
        # no one plays: it holds no secret).
        display = seat
        if self.is_bot(seat):
            other = "crew" if seat == "shark" else "shark"
            display = other if not self.is_bot(other) else "crew"
        screen = self.screen
        on_seat_screen = getattr(screen, "seat", None) == display and not isinstance(
            screen, HandOffScreen
        )
        if display != self.shown_seat or not on_seat_screen:
            self.shown_seat = display
            title, detail = self.curtain_text(display)
            self.show_play_screen(HandOffScreen(display, title, detail))
            return
        if screen.is_mounted:
            screen.refresh_from_session()  # type: ignore[attr-defined]
        if self.is_bot(seat):
            self.run_worker(self.play_bot_move(seat), group="bots", exclusive=True)

    def curtain_text(self, seat: str) -> tuple[str, str]:
        """Who takes the keyboard, in players' words."""
        assert self.session is not None
        if seat == "shark" and self.is_bot("crew"):
            return (
                "The SHARK takes the keyboard — Player 1",
                "The AI crew plays in the open on your screen.",
            )
        if seat == "shark":
            return (
                "The SHARK's turn — Player 1, take the keyboard",
                "The crew looks away: the Shark's position, plan and Power tokens are on the "
                "next screen.",
            )
        members = " · ".join(
            f"{CREW_NAMES[m]}: {self.session.controller_of(m)}" for m in CREW_NAMES
        )
        if self.is_bot("shark"):
            return (
                "The CREW takes the keyboard",
                f"{members}\nThe AI Shark plays in secret: you see only what it announces.",
            )
        return (
            "The CREW's turn — crew players, take the keyboard",
            f"{members}\nThe Shark's screen has been cleared.",
        )

    def open_seat_screen(self, seat: str) -> None:
        """Lift the curtain: build the play screen for `seat` from its own view."""
        if self.session is None:
            return
        act = self.session.view(seat).act
        if act == 1:
            self.show_play_screen(Act1Screen(seat))
        else:
            self.show_play_screen(Act2Screen(seat))
        turn = self.session.whose_turn()
        if turn is not None and self.is_bot(turn):
            self.call_after_refresh(self.advance)

    def after_replay(self) -> None:
        """The replay is done: on to Act 2 in a full game, else the final screen."""
        self.advance()

    # --- keys available everywhere ---------------------------------------------------------

    def action_rules(self) -> None:
        if isinstance(self.screen, RulesScreen):
            return
        self.push_screen(RulesScreen())

    def action_quit_game(self) -> None:
        if self.session is not None and self.unsaved and self.session.outcome is None:
            self.push_screen(
                ConfirmDialog("This game has unsaved moves. Quit anyway?", "Quit", "Keep playing"),
                self.quit_if_confirmed,
            )
            return
        self.exit()

    def quit_if_confirmed(self, confirmed: bool | None) -> None:
        if confirmed:
            self.exit()

    def get_system_commands(self, screen: Screen[Any]) -> Any:
        """The command palette: only commands that show no game information."""
        yield SystemCommand("Rules", "Open the rules reference (F1)", self.action_rules)
        yield SystemCommand("Save", "Save the game (Ctrl+S)", self.action_save)
        yield SystemCommand("Quit", "Quit Jaws (Ctrl+Q)", self.action_quit_game)


def run(
    mode: str | None = None,
    seed: int | None = None,
    players: int | None = None,
    save_dir: str | Path | None = None,
    resume: str | Path | None = None,
) -> int:
    """Start the app: the title screen, a new game in `mode`, or the save at `resume`."""
    JawsApp(mode=mode, seed=seed, players=players, save_dir=save_dir, resume=resume).run()
    return 0


__all__ = ["JawsApp", "NewGameScreen", "run"]
