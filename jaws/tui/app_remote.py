"""The app on a hosted game (`jaws join URL`): a RemoteSession in place of a GameSession.

The device serves one seat, so it shows no hand-off curtain: the Shark's secrets never reach a
crew or spectator device at all. Moves go to the host; the host's answer (a new state or a
refusal's sentence) comes back through the RemoteSession's worker and redraws the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from jaws.net.notices import SHARK_SEAT_NAME, seat_back, seat_left
from jaws.tui.app_assist import overlay_off
from jaws.tui.app_base import AppBase
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.join import JoinScreen
from jaws.tui.screens.play import PlayScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.shark_turns import REMOTE_THINKING, SHARK_AWAY, ThinkingNotice
from jaws.tui.table_moments import act1_replay_seen
from jaws.views import CrewView, SharkView
from jaws.words import count

if TYPE_CHECKING:
    from jaws.net.remote_session import RemoteSession


class RemoteMixin(AppBase):
    """Mixed into JawsApp: needs `session`, `advance`, `show_play_screen`, `play_screen`."""

    def is_remote(self) -> bool:
        return bool(getattr(self.session, "remote", False)) or self.remote_url is not None

    def connect_remote(self, code: str) -> None:
        """Join the host with `code` (the join screen calls it)."""
        from jaws.net.remote_session import RemoteSession

        assert self.remote_url is not None
        remote = RemoteSession(self.remote_url, code)
        remote.on_change = lambda: self.remote_changed(remote)
        remote.on_refused = self.remote_refused
        remote.on_notice = self.remote_notice
        remote.on_link = lambda up: self.remote_link(remote, up)
        self.run_worker(self.play_remote(remote), group="remote", exclusive=True)

    async def play_remote(self, remote: RemoteSession) -> None:
        from jaws.net.client import HostGone, JoinError

        try:
            await remote.run(self.remote_patience)
        except JoinError as exc:
            join = self.screen_stack[0]
            if not remote.ready and self.remote_code is None and isinstance(join, JoinScreen):
                join.show_problem(str(exc))  # a mistyped code: ask again
                return
            # How to come back: the game is kept by the host (stop-37 playtest: the device
            # quit to the shell saying only that the host was lost).
            back = (
                ": join again with the same code when it is back, and play on where you stopped"
                if isinstance(exc, HostGone)
                else ""
            )
            self.remote_problem = f"jaws join: {exc}{back}"
            self.exit(return_code=1)

    def remote_changed(self, remote: RemoteSession) -> None:
        """A new state from the host: the first one opens the game, every one redraws it."""
        first_frame = self.session is not remote
        if first_frame:
            self.session = remote
            act1 = remote.view(remote.seat).act1
            over = act1 is not None and act1.phase == "over"
            self.act1_replayed = over and act1_replay_seen(remote.events_for(remote.seat))
            self.replay_left = self.act1_replayed
            self.start_remote_tracker(remote)
        self.observe_for_deduction()
        self.follow_remote_phase(remote, remote.seat)
        self.tell_remote_round(remote.seat, first_frame)
        self.advance()

    def start_remote_tracker(self, remote: RemoteSession) -> None:
        """The crew's where-could-it-be overlay, fed each public view as it arrives (the
        host sends one whenever what the crew sees changes: every Shark turn's start too)."""
        self.tracker = None
        if remote.seat == "shark" or remote.mode == "act2":
            return
        try:
            from jaws.deduction.belief import ModelTracker
        except ImportError:
            return
        try:
            self.tracker = ModelTracker(self.content)
            # Joined mid-game: the boards of the Shark turns it did not see begin.
            self.tracker.adopt(remote.boards)
        except Exception as exc:  # the overlay is a help, never a reason to stop the game
            self.notify(overlay_off(exc), severity="warning")

    def remote_notice(self, text: str) -> None:
        self.notify(text, severity="warning", timeout=8)
        left, back = seat_left(text), seat_back(text)
        if left is not None and left not in self.away_seats:
            self.away_seats = (*self.away_seats, left)
        elif back is not None:
            self.away_seats = tuple(seat for seat in self.away_seats if seat != back)
        else:
            return
        self.show_away()

    def show_away(self) -> None:
        """Redraw the lines that say which seats' devices are away."""
        # While the Shark's device is away, the line the crew watches says the game waits for
        # it, not "The Shark is taking its turn…" (stop-33 playtest).
        self.shark_away = SHARK_SEAT_NAME in self.away_seats
        for notice in self.screen.query(ThinkingNotice):
            notice.update(SHARK_AWAY if self.shark_away else REMOTE_THINKING)
        # So does the prompt of a device waiting on a crew device that left (helper-66: the
        # Shark's device had only the passing notice, then "The crew is taking its turn").
        screen = self.play_screen()
        if isinstance(screen, PlayScreen) and screen.is_mounted:
            screen.show_input_state()

    def remote_link(self, remote: RemoteSession, up: bool) -> None:
        """The connection to the host dropped, or is back. While it is down the screen looked
        as it was, and a move was refused as "not offered" (stop-36 playtest)."""
        if up:
            self.clear_notifications()
            self.notify("Back in touch with the host.", timeout=4)
            # Who is away was told while this device was in touch; the host tells it again
            # now (a "back" sent during the drop was lost, and the line stayed: helper-70).
            self.away_seats = ()
            self.show_away()
        else:
            patience = int(remote.patience)
            self.notify(
                f"Lost the host at {remote.url}: this device tries to reach it again for "
                f"{patience} s, then stops. Moves can be made once it is back.",
                severity="warning",
                timeout=patience,
            )

    def remote_refused(self, reason: str) -> None:
        screen = self.play_screen()
        dropped = screen.drop_waiting_keys() if isinstance(screen, PlayScreen) else 0
        if dropped:
            # They were typed for the move's outcome, which did not happen.
            reason += f" ({count(dropped, 'key')} typed after it not taken)"
        self.last_refusal = reason  # taken down by the next move, as a local refusal is
        self.notify(reason, severity="error", timeout=8)
        if self.session is not None:
            self.advance()

    def show_remote_seat(self, game_view: SharkView | CrewView) -> None:
        """This device's seat screen for the act in play (built once, then redrawn), or the
        end. The game goes on at the host while the Act 1 replay is open: it stays till Enter."""
        screen = self.play_screen()
        if isinstance(screen, ReplayScreen) and not self.replay_left:
            return
        if game_view.outcome is not None:
            if not isinstance(screen, GameOverScreen):
                self.show_play_screen(GameOverScreen(game_view))
            return
        from jaws.net.remote_session import RemoteSession

        session = self.session
        if not isinstance(session, RemoteSession):
            return
        seat = session.seat
        kind = Act1Screen if session.act == 1 else Act2Screen
        if isinstance(screen, kind) and screen.seat == seat:
            if screen.is_mounted:
                screen.refresh_from_session()
            return
        self.show_play_screen(kind(seat))
        self.follow_remote_phase(session, seat)  # a Shark phase held still: say so on it
