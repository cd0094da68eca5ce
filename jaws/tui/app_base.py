"""What the app's parts share, typed: the game on the table and the members the mixins use.

`TableSession` is the game as the app and its screens use it: a GameSession at this table, or a
RemoteSession on a device that joined a hosted game (mypy checks below that both satisfy it).
Code that needs the whole game (its state, seed or action log: saving, planning the AI Shark,
rebuilding the crew's overlay) asks `local_game` for the GameSession, which a joined device does
not have.

`AppBase` is what each app mixin (jaws.tui.app_loop, app_saves, app_assist, app_remote,
shark_turns, table_moments, crash) is built on: to the type checker, Textual's `App` with every
member the parts share, so one part's call into another is checked; at run time plain `object`,
so the mixins change nothing in the app's method order.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, TypeVar

from textual.screen import Screen

from jaws.engine.actions import Action
from jaws.engine.events import Event
from jaws.engine.state import Outcome
from jaws.ids import SEATS, Seat
from jaws.saves.seal import Seal
from jaws.session import GameSession, LogEntry, SeatControl, TableNote
from jaws.views import CrewView, SharkView

# A screen on the stack, whatever its result: Textual's Screen is invariant in the type its
# dismiss returns, so a stack of dialogs and play screens holds Screen[Any] (Textual's own bare
# `Screen`).
StackScreen: TypeAlias = Screen[Any]
# The result of a pushed screen, and the callback that receives it (None: dismissed without one).
R = TypeVar("R")
ResultCallback: TypeAlias = Callable[[R | None], None]


class TableSession(Protocol):
    """The members of a game session that the app and its screens read and call."""

    @property
    def mode(self) -> str: ...
    @property
    def act(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def outcome(self) -> Outcome | None: ...
    @property
    def players(self) -> int: ...
    @property
    def seats(self) -> dict[str, SeatControl]: ...
    @property
    def crew_players(self) -> dict[str, int]: ...
    @property
    def notes(self) -> list[tuple[int, TableNote]]: ...
    @property
    def log(self) -> list[LogEntry]: ...
    @property
    def unsealed(self) -> bool: ...
    @property
    def seal(self) -> Seal | None: ...

    def view(self, viewer: str) -> SharkView | CrewView: ...
    def whose_turn(self) -> str | None: ...
    def awaiting_answer(self) -> bool: ...
    def legal_actions(self, seat: Seat) -> Sequence[Action]: ...
    def events_for(self, viewer: str) -> list[Event | TableNote]: ...
    def submit(self, action: Action) -> list[Event]: ...
    def take_back(self) -> LogEntry: ...
    def is_bot(self, seat: Seat) -> bool: ...
    def members_of(self, player: int) -> tuple[str, ...]: ...
    def controller_of(self, member: str) -> str: ...


def seat_named(name: str) -> Seat:
    """The seat called `name` ("shark" or "crew"); raises ValueError for a viewer that is not
    a seat ("spectator")."""
    for seat in SEATS:
        if seat == name:
            return seat
    raise ValueError(f"{name!r} is not a seat")


def offered_to(session: TableSession, viewer: str) -> Sequence[Action]:
    """The actions `viewer` may take now: a seat's legal actions, none for a spectator."""
    return session.legal_actions(seat_named(viewer)) if viewer in SEATS else []


def local_game(session: TableSession | None) -> GameSession | None:
    """The whole game when it is played at this table (None on a joined device, or no game)."""
    return session if isinstance(session, GameSession) else None


if TYPE_CHECKING:
    from textual.app import App

    from jaws.bots import Bot
    from jaws.content import Content
    from jaws.deduction import SharkTracker
    from jaws.net.remote_session import RemoteSession
    from jaws.saves.autosave import Autosaver

    def _a_table_session(local: GameSession, remote: RemoteSession) -> list[TableSession]:
        """Never called: mypy checks here that both sessions satisfy TableSession."""
        return [local, remote]

    class AppBase(App[None]):
        """The members the app's parts share (declared here, defined by JawsApp or a mixin)."""

        content: Content
        session: TableSession | None
        save_dir: str | Path | None
        shown_seat: str | None
        public_mark: int  # the crew's events already shown to the table at a curtain
        act1_replayed: bool
        replay_left: bool
        unsaved: bool
        autosave_behind: bool
        autosaver: Autosaver | None
        bots: dict[str, Bot]
        tracker: SharkTracker | None
        show_deduction: bool
        bot_pace: float
        bot_sleep: Callable[[float], Awaitable[None]]
        remote_url: str | None
        remote_code: str | None
        remote_problem: str | None
        remote_patience: float
        away_seats: tuple[str, ...]  # on a joined device: the seats whose devices have left
        curtain_delay: float
        curtain_clock: Callable[[], float]
        last_refusal: str | None  # the last refusal of a move, taken down by the next move

        @property
        def shark_thinking(self) -> bool: ...
        def advance(self) -> None: ...
        def submit(self, action: Action) -> None: ...
        def begin(self, session: GameSession, resumed: bool = False) -> None: ...
        def is_remote(self) -> bool: ...
        def is_bot(self, seat: str) -> bool: ...
        def bot_for(self, seat: str) -> Bot: ...
        def attack_in_public(self, seat: str) -> bool: ...
        def show_due_moment(self) -> bool: ...
        def tell_act1_end(self) -> None: ...
        def alone_at_table(self) -> bool: ...
        def announce_after_shark_turn(self, mark: int) -> None: ...
        def tell_remote_round(self, seat: str, first_frame: bool) -> None: ...
        def follow_remote_phase(self, session: TableSession, seat: str) -> None: ...
        def show_remote_seat(self, game_view: SharkView | CrewView) -> None: ...
        def observe_for_deduction(self) -> None: ...
        def offer_passphrase(self, seat: str) -> None: ...
        def shark_seals_first(self) -> bool: ...
        def passphrase_due(self) -> bool: ...
        def take_down(self, message: str) -> None: ...
        def play_screen(self) -> StackScreen | None: ...
        def show_play_screen(self, screen: StackScreen) -> None: ...
        def push_once(
            self, screen: Screen[R], callback: ResultCallback[R] | None = None
        ) -> bool: ...
        def start_crew_thinking(self, session: TableSession, seat: str) -> None: ...
        def stop_crew_thinking(self, session: TableSession) -> None: ...
        async def play_shark_phase(self) -> None: ...
        async def play_bot_move(self, seat: str) -> None: ...

else:
    AppBase = object


__all__ = [
    "AppBase",
    "R",
    "ResultCallback",
    "StackScreen",
    "TableSession",
    "local_game",
    "offered_to",
    "seat_named",
]
