"""The Textual application: the title, the screens stack, starting a game, keys everywhere.

The app owns the GameSession and is the one place that submits actions. Its parts are mixins:
the play loop with hand-off curtains (jaws.tui.app_loop), saves (app_saves), AI seats and the
crew's overlay (app_assist), the AI Shark's phases (shark_turns), table moments, a joined game
(app_remote) and crash reports (crash).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.command import CommandPalette
from textual.notifications import Notification, Notify
from textual.screen import Screen

from jaws.content import default_content
from jaws.engine.act1.events import RoundStarted
from jaws.engine.act2.events import Act2Started, OrcaRoundStarted
from jaws.session import DEFAULT_PLAYERS, GameSession
from jaws.tui.app_assist import AssistMixin
from jaws.tui.app_base import R, ResultCallback, StackScreen, TableSession, local_game
from jaws.tui.app_loop import PlayLoopMixin
from jaws.tui.app_remote import RemoteMixin
from jaws.tui.app_saves import SaveLoadMixin
from jaws.tui.crash import Crash, CrashMixin
from jaws.tui.host_protocol import ScreenHost
from jaws.tui.last_table import load_last_table
from jaws.tui.rules_text import section_for_game
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.dialogs import ConfirmDialog
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.join import JoinScreen
from jaws.tui.screens.passphrase import PRACTICE_WARNING
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.screens.rules import RulesScreen
from jaws.tui.screens.title import NewGameScreen, TitleScreen
from jaws.tui.shark_turns import SharkTurnMixin
from jaws.tui.table_moments import MomentsMixin, act1_replay_seen

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from jaws.bots import Bot
    from jaws.deduction import SharkTracker
    from jaws.saves.autosave import Autosaver

PLAY_SCREENS = (Act1Screen, Act2Screen, HandOffScreen, ReplayScreen, GameOverScreen)
REMOTE_PATIENCE = 30.0  # seconds a joined device tries to reach a lost host again


# The events that open a round (jaws.tui.app.JawsApp.round_so_far).
# Act 2's start too: a game opened in Act 2's setup re-told Act 1's last round (helper-76).
ROUND_OPENINGS = (RoundStarted, OrcaRoundStarted, Act2Started)

# Brief: it lay over the AI Shark's first card and hid its key line (helper-49).
PRACTICE_WARNING_SECONDS = 8.0

# The smallest terminal the screens are laid out for (the README's and the playtests' 80x24).
SMALLEST_TERMINAL = (80, 24)
TOO_SMALL_TITLE = "Terminal too small"
TOO_SMALL_LASTS = 24 * 3600.0  # up until the terminal grows (taken down then)


def too_small_notice(width: int, height: int) -> str | None:
    """What to say about a terminal of `width` x `height`: None when it is big enough."""
    columns, rows = SMALLEST_TERMINAL
    if width >= columns and height >= rows:
        return None
    return (
        f"This terminal is {width}x{height}: Jaws is laid out for {columns}x{rows} or more, and "
        "some text is cut off until the window is bigger."
    )


class JawsApp(
    PlayLoopMixin,
    RemoteMixin,
    SaveLoadMixin,
    AssistMixin,
    SharkTurnMixin,
    MomentsMixin,
    CrashMixin,
    App[None],
):
    """Jaws in the terminal."""

    TITLE = "Jaws"
    # Notices in the bottom-left corner, over the log, not the bottom-right, over the action
    # list and its prompt: at 80x24 a notice's five rows covered the whole list, just when a
    # refused key sent the player there (stop-39 playtest).
    # On the play screens the notices' rack is as wide as the log's column (PlayScreen.fit_to),
    # and a notice fills it.
    CSS = """
    ToastHolder { align-horizontal: left; }
    Act1Screen Toast, Act2Screen Toast { width: 100%; max-width: 100%; }
    Act1Screen ToastRack, Act2Screen ToastRack { overflow-y: hidden; }
    """
    BINDINGS = [
        Binding("f1", "rules", "Rules", priority=True),
        # "?" for the keys, as in many a terminal app (helper-50 pressed it, and nothing
        # said anything). Not a priority: a text box takes its "?".
        Binding("question_mark", "keys", "Keys and symbols (this page)", show=False),
        Binding("ctrl+s", "save", "Save", priority=True),
        Binding("ctrl+q", "quit_game", "Quit", priority=True),
    ]

    # Seconds a new curtain ignores every key (and a key in that time restarts the wait), read
    # from `curtain_clock`: tests replace both to move time by hand.
    curtain_delay = 0.7
    curtain_clock = staticmethod(time.monotonic)

    def __init__(
        self,
        mode: str | None = None,
        seed: int | None = None,
        players: int | None = None,
        save_dir: str | Path | None = None,
        resume: str | Path | None = None,
        session: GameSession | None = None,
        remote_url: str | None = None,
        remote_code: str | None = None,
        ai: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__()
        # A hosted game to join (`jaws join URL`): the device serves that code's seat alone.
        self.remote_url = remote_url
        self.remote_code = remote_code
        self.remote_problem: str | None = None
        # How long a joined device waits for a lost host before it stops (seconds).
        self.remote_patience = REMOTE_PATIENCE
        # A game the command line already loaded (after the Shark's passphrase or a rewind).
        self.resume_session = session
        self.content = default_content()
        self.start_mode = mode
        self.start_seed = seed
        self.start_players = players
        # Seats an AI plays in the game `mode` starts (`jaws new act1 --shark top`): seat ->
        # level.
        self.start_ai = dict(ai or {})
        self.save_dir = save_dir
        self.resume_path = resume
        self.session: TableSession | None = None
        self.shown_seat: str | None = None
        # The crew's events already shown to the table at a curtain.
        self.public_mark = 0
        self.act1_replayed = False
        self.replay_left = False  # a hosted game goes on meanwhile: the replay stays till Enter
        self.unsaved = False
        # Whether the autosave may lack a move: set by every move, cleared only when the app
        # itself writes the autosave as the game stands (the autosave writes at the table's
        # checkpoints; a Shark's private steps wait for the next). Ctrl+S to a name of the
        # player's own clears `unsaved`, not this (helper-52).
        self.autosave_behind = False
        self.autosaver: Autosaver | None = None
        self.bots: dict[str, Bot] = {}
        # The crew's deduction (public information only) and whether the map shows it: as the
        # crew left it last time (jaws.tui.last_table; a damaged file there means off).
        self.tracker: SharkTracker | None = None
        self.show_deduction = load_last_table()[0].overlay
        # Whether the crew was told what the overlay's marks mean where the map has no legend
        # (below 28 rows): once a run, and again each time `d` turns it on.
        self.overlay_mark_told = False
        # Set by the first unhandled exception: the report written and the line to print.
        self.crash: Crash | None = None
        # Each notice on screen (message, title, severity), and when it goes (monotonic).
        self.notices_until: dict[tuple[str, str, str], float] = {}
        # Notices posted and not yet arrived (Textual posts each as a message), by text, and
        # those taken down before they arrived: dropped as they do (helper-78: a refusal
        # typed in one go with the good move stayed up after it).
        self.notices_on_their_way: dict[str, int] = {}
        self.last_refusal: str | None = None  # (app_loop.submit, app_remote.remote_refused)
        self.withdrawn: set[str] = set()

    # --- notices ---------------------------------------------------------------------------

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Show a notice, unless the same one is still on screen: a crew player's habitual
        Enter after each gift of gear stacked another "Nothing is chosen yet" until five of
        them covered the Orca (stop-35 check at 80x24)."""
        now = time.monotonic()
        shown = (message, title, severity)
        if self.notices_until.get(shown, 0.0) > now:
            return
        # Only the notices still up are kept: every refusal's sentence would stay otherwise.
        self.notices_until = {k: until for k, until in self.notices_until.items() if until > now}
        if severity == "information":
            self.take_down_information()
        lasts = self.NOTIFICATION_TIMEOUT if timeout is None else timeout
        self.notices_until[shown] = now + lasts
        self.withdrawn.discard(message)  # said again: this one stands
        self.notices_on_their_way[message] = self.notices_on_their_way.get(message, 0) + 1
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def _on_notify(self, event: Notify) -> None:
        """A notice arrives (Textual's own handler adds it after this one), unless it was taken
        down on its way."""
        message = event.notification.message
        left = self.notices_on_their_way.get(message, 0) - 1
        if left > 0:
            self.notices_on_their_way[message] = left
        else:
            self.notices_on_their_way.pop(message, None)
        if message in self.withdrawn:
            if left <= 0:
                self.withdrawn.discard(message)
            event.prevent_default()

    def take_down_information(self) -> None:
        """Take down the plain notices still up (not warnings or errors): the newest says what
        matters now. At 80x24 a refusal stacked over the passphrase notice and an older
        refusal, and read "“t” takes rn 7" where it said "“t” takes 7" (helper-38, stop 41)."""
        stale = [n for n in self._notifications if n.severity == "information"]
        self._remove_notices(stale, refresh=False)  # the add that follows refreshes

    def take_down(self, message: str) -> None:
        """Take down the notice saying `message`, if it is up: a hint about keys being typed
        is stale once they are taken or cancelled."""
        self._remove_notices([n for n in self._notifications if n.message == message])
        if self.notices_on_their_way.get(message):
            self.withdrawn.add(message)
            # Not up, so it may be said again at once (notify skips one still up).
            self.notices_until = {k: t for k, t in self.notices_until.items() if k[0] != message}

    def take_down_refusal(self) -> None:
        """The rules' refusal of an earlier move (`submit`) is stale once a move is taken."""
        if self.last_refusal is not None:
            self.take_down(self.last_refusal)
            self.last_refusal = None

    def _remove_notices(self, notices: list[Notification], refresh: bool = True) -> None:
        """Textual's own removal, and our record of when each would have gone."""
        for notice in notices:
            self._unnotify(notice, refresh=refresh)
            self.notices_until.pop((notice.message, notice.title, notice.severity), None)

    def clear_notifications(self) -> None:
        self.notices_until.clear()
        super().clear_notifications()
        # A curtain's clean slate keeps what the terminal needs; looked at after the refresh,
        # when a notice still on its way has arrived (or there were two).
        self.call_after_refresh(self.tell_if_too_small)

    def on_resize(self, event: events.Resize) -> None:
        self.tell_if_too_small(event.size.width, event.size.height)

    def tell_if_too_small(self, width: int | None = None, height: int | None = None) -> None:
        """While the terminal is smaller than the screens are laid out for, a notice says so
        and stays; it goes when the terminal is big enough. At 60x18 the Orca's drawing broke
        apart with no word of why (helper-46)."""
        width = self.size.width if width is None else width
        height = self.size.height if height is None else height
        said = too_small_notice(width, height)
        up = [n for n in self._notifications if n.title == TOO_SMALL_TITLE]
        stale = [n for n in up if n.message != said]
        if stale:
            self._remove_notices(stale)
        if said is not None and len(stale) == len(up):
            self.notify(said, title=TOO_SMALL_TITLE, severity="warning", timeout=TOO_SMALL_LASTS)

    # --- screens ---------------------------------------------------------------------------

    def get_default_screen(self) -> StackScreen:
        if self.remote_url is not None:
            return JoinScreen(self.remote_url, self.remote_code)
        return TitleScreen()

    def on_mount(self) -> None:
        self.tell_if_too_small()
        if self.resume_session is not None:
            named = Path(self.resume_path).name.removesuffix(".json") if self.resume_path else ""
            self.open_session(self.resume_session, named or "This game")
        elif self.resume_path is not None:
            self.load_game(self.resume_path)
        elif self.start_mode is not None:
            seed = "" if self.start_seed is None else str(self.start_seed)
            players = self.start_players or DEFAULT_PLAYERS
            seats = {seat: f"bot:{level}" for seat, level in self.start_ai.items()}
            problem = self.start_game(self.start_mode, seed, players, None, seats)
            if problem:
                self.notify(problem, severity="error")

    def show_play_screen(self, screen: StackScreen) -> None:
        """Replace the current play screen (the old one is removed with all its widgets)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, PLAY_SCREENS):
            self.pop_screen()
        if isinstance(self.screen, PLAY_SCREENS):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def play_screen(self) -> StackScreen | None:
        """The topmost play screen of the stack (dialogs and the rules may sit above it)."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, PLAY_SCREENS):
                return screen
        return None

    def push_once(self, screen: Screen[R], callback: ResultCallback[R] | None = None) -> bool:
        """Push `screen` unless one of its kind is already open (a burst of Ctrl+S, F1 or
        Ctrl+P opens one, not a stack); returns whether it was pushed."""
        if any(type(open_screen) is type(screen) for open_screen in self.screen_stack):
            return False
        self.push_screen(screen, callback)
        return True

    def pop_screen(self) -> AwaitComplete:
        """Pop the top screen, but never the last one (a late second answer asks for that)."""
        if len(self.screen_stack) <= 1:
            nothing: AwaitComplete = AwaitComplete.nothing()
            return nothing
        popped: AwaitComplete = super().pop_screen()
        return popped

    def action_command_palette(self) -> None:
        """Open the command palette unless one is already open, above or below the rules."""
        if not any(isinstance(screen, CommandPalette) for screen in self.screen_stack):
            super().action_command_palette()

    def back_to_title(self) -> None:
        """Leave the game and show the title screen (a joined game: leave the app)."""
        if self.remote_url is not None:
            self.exit()
            return
        self.session = None
        self.shown_seat = None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.refresh_bindings()  # Save leaves the footer with the game

    # --- starting, loading, saving ---------------------------------------------------------

    def start_game(
        self,
        mode: str,
        seed_text: str,
        players: object,
        split: Mapping[str, object] | None,
        seats: Mapping[str, object],
    ) -> str | None:
        """Start a new game; returns a one-line problem instead of raising."""
        from jaws.session import SeatControl

        try:
            # No typed seed: the game draws one from the OS. A typed one is a practice game.
            seed = int(seed_text) if seed_text else None
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
                # A form's unchosen field is no count: GameSession refuses it in a sentence.
                players=players if isinstance(players, int) else 0,
                seats=seat_controls or None,
                crew_players=_chosen_split(split),
                content=self.content,
            )
        except ValueError as exc:
            return str(exc) + "."
        self.begin(session)
        if session.practice and not session.is_bot("crew"):
            # Everyone at the table saw the seed typed: a crew player who deals it again in
            # another window learns the Shark's Act 2 hand (helper-47). Said at the start.
            self.notify(PRACTICE_WARNING, severity="warning", timeout=PRACTICE_WARNING_SECONDS)
        return None

    @staticmethod
    def first_unseen_event(session: GameSession) -> int:
        """Where the first curtain's "What just happened" starts: after every event so far,
        but before the table notes told on loading (a rewind is announced to the table)."""
        events = session.events_for("crew")
        told_now = sum(1 for index, _ in session.notes if index == len(session.log))
        return len(events) - told_now

    @classmethod
    def round_so_far(cls, session: GameSession) -> int:
        """Where a resumed game's first curtain starts its "What just happened": at the
        current round's opening (its Amity Event card, or its Resurface options), so the table
        is told where it left off. It told nothing, though the curtain before the quit had
        told the round (helper-47)."""
        events = session.events_for("crew")
        unseen = cls.first_unseen_event(session)
        for index in range(unseen - 1, -1, -1):
            if isinstance(events[index], ROUND_OPENINGS):
                return index
        return unseen

    def begin(self, session: GameSession, resumed: bool = False) -> None:
        """Play `session` from its current point; `resumed`: a saved game opened again."""
        self.session = session
        self.shown_seat = None
        self.passphrase_put_off = None  # "Later" holds until the game is next opened
        act1 = session.view("spectator").act1
        over = act1 is not None and act1.phase == "over"
        self.act1_replayed = over and act1_replay_seen(session.events_for("crew"))
        self.unsaved = self.autosave_behind = False
        self.bots = {}
        if resumed:
            self.public_mark = self.round_so_far(session)
        else:
            self.public_mark = self.first_unseen_event(session)
        self.attack_mark = None
        self.moment_due = None
        self.rebuild_tracker()
        self.enable_autosave()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.advance()

    # --- keys available everywhere ---------------------------------------------------------

    def action_rules(self) -> None:
        if isinstance(self.screen, CommandPalette):
            # F1 from the palette: the rules replace it (a palette left below would be opened
            # a second time by the next Ctrl+P).
            self.pop_screen()
        self.push_once(RulesScreen(section_for_game(self.session)))

    def action_keys(self) -> None:
        """ "?": the keys and symbols page of the rules screen."""
        if isinstance(self.screen, RulesScreen):
            self.screen.action_page("keys")
            return
        if isinstance(self.screen, CommandPalette):
            self.pop_screen()
        self.push_once(RulesScreen(section_for_game(self.session), page="keys"))

    def action_quit_game(self) -> None:
        if self.session is not None and self.unsaved and self.session.outcome is None:
            if self.autosaver is not None:
                # Saved as it stands, a Shark plan still unannounced too: Quit had dropped it
                # (the autosave writes at the table's checkpoints only, so that its writes do
                # not count the Shark's private steps), and the dialog could only say so.
                # In either act's words: "moves not yet announced" is Act 1's (helper-39).
                question = (
                    "Quit? The game is saved as it stands, with every move made so far, secret"
                    " ones too: resume it with jaws resume or from the title screen."
                )
                dialog = ConfirmDialog(question, "Save and quit", "Keep playing")
                self.push_once(dialog, self.save_and_quit)
                return
            question = "This game has moves you have not saved with Ctrl+S. Quit anyway?"
            self.push_once(ConfirmDialog(question, "Quit", "Keep playing"), self.quit_if_confirmed)
            return
        under_way = self.session is not None and self.session.outcome is None
        if self.autosave_behind and self.autosaver is not None and under_way:
            # Saved with Ctrl+S under a name, but the autosave the terminal is then pointed to
            # lacked the Shark's moves since its last checkpoint (helper-52): it is brought up
            # to date first. The named save holds every move, so a failed write does not keep
            # the player from quitting.
            self.write_autosave()  # on a failure autosave_behind stays: no exit note
        self.exit()

    def write_autosave(self) -> str | None:
        """Write the game under its autosave name as it stands; why it could not be written
        ("" with no autosave or no local game), or None once written."""
        saver, game = self.autosaver, local_game(self.session)
        if saver is None or game is None:
            return ""
        from jaws import saves

        try:
            saves.save(game, saver.name, saver.folder)
        except saves.SaveError as exc:
            return str(exc)
        except OSError as exc:
            return f"{exc.strerror or exc}."
        self.unsaved = self.autosave_behind = False
        return None

    def save_and_quit(self, confirmed: bool | None) -> None:
        """Write the game under its autosave name, then quit; if it cannot be written, say
        why and play on (nothing is lost by a failed quit)."""
        if not confirmed:
            return
        why = self.write_autosave()
        if why:
            self.notify(f"Not quitting: the game could not be saved: {why}", severity="error")
        elif why is None:
            self.exit()

    def quit_if_confirmed(self, confirmed: bool | None) -> None:
        if confirmed:
            self.exit()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Save is offered only with a game open (the playtest saw "^s Save" on the title
        screen, where it answered "There is no game to save")."""
        if action == "save":
            return self.session is not None
        return True

    def on_key(self, event: events.Key) -> None:
        """Ctrl+S with no game open is answered, though the footer no longer offers it."""
        if event.key == "ctrl+s" and self.session is None:
            event.stop()
            self.notify("There is no game to save.")

    def get_system_commands(self, screen: StackScreen) -> Iterator[SystemCommand]:
        """The command palette: only commands that show no game information."""
        yield SystemCommand("Rules", "Open the rules reference (F1)", self.action_rules)
        if self.session is not None:
            yield SystemCommand("Save", "Save the game (Ctrl+S)", self.action_save)
        yield SystemCommand("Quit", "Quit Jaws (Ctrl+Q)", self.action_quit_game)


def _chosen_split(split: Mapping[str, object] | None) -> dict[str, int] | None:
    """The crew split a form chose (an unchosen member is left out: the session refuses it)."""
    if not split:
        return None
    return {member: player for member, player in split.items() if isinstance(player, int)}


def _a_screen_host(app: JawsApp) -> ScreenHost:
    """Never called: mypy checks here that the app has every member the screens may use."""
    return app


def run(
    mode: str | None = None,
    seed: int | None = None,
    players: int | None = None,
    save_dir: str | Path | None = None,
    resume: str | Path | None = None,
    session: GameSession | None = None,
    remote_url: str | None = None,
    remote_code: str | None = None,
    ai: Mapping[str, str] | None = None,
) -> int:
    """Start the app: the title screen, a new game in `mode` (`ai`: the seats an AI plays,
    seat -> level), or the save at `resume`."""
    app = JawsApp(
        mode=mode,
        seed=seed,
        players=players,
        save_dir=save_dir,
        resume=resume,
        session=session,
        remote_url=remote_url,
        remote_code=remote_code,
        ai=ai,
    )
    app.run()
    if app.crash is not None:
        print(app.crash.line(), file=sys.stderr)
    elif app.remote_problem is not None:
        print(app.remote_problem, file=sys.stderr)
    else:
        note = app.exit_note()
        if note is not None:
            print(note)
    return app.return_code or 0


__all__ = ["JawsApp", "NewGameScreen", "run"]
