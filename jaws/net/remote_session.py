"""A hosted game as the app's screens see it: one seat's view, events and moves, from the wire.

RemoteSession stands in for GameSession on a device that joined a hosted game. It holds only what
the host sent this seat: the seat's view (a crew or spectator device never holds a SharkView: a
view of the wrong kind is refused as damage), the events the seat may see, and, on its turn, the
moves it may make. `submit` sends a move and waits for nothing; the host's next state (or its
refusal, with the sentence) arrives through `run`, which calls `on_change` (or `on_refused`).
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable, Sequence

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from jaws.deduction.model import TurnContext
from jaws.engine.actions import Action
from jaws.engine.errors import IllegalAction
from jaws.engine.events import Event
from jaws.engine.state import Outcome
from jaws.json_types import JSONObject
from jaws.net import protocol
from jaws.net.client import RETRY_PAUSE, DropWindow, HostGone, JoinError
from jaws.net.protocol import HostReply, Notice, ProtocolError, Refused, StateMessage, Welcome
from jaws.saves.seal import Seal
from jaws.session import JOINT, LogEntry, SeatControl, TableNote, default_crew_players
from jaws.undo import CannotTakeBack
from jaws.views import CrewView, SharkView
from jaws.views.act1 import Act1View

NOT_OFFERED = "That move is not offered to this seat now."
# A move tried while the connection is down (stop-36 playtest: it was answered NOT_OFFERED,
# with the rules section of the turn, while the device tried to reach the host again).
HOST_LOST = "This device has lost the host and is trying to reach it again: nothing was sent."


class HostLost(IllegalAction):
    """A move refused because the host cannot be reached now (not a rule of the game)."""

    from_the_rules = False

    def __init__(self) -> None:
        super().__init__(HOST_LOST)


class RemoteSession:
    """One seat of a hosted game, with the parts of GameSession's face the screens use."""

    remote = True

    def __init__(self, url: str, code: str) -> None:
        self.url = url
        self.code = code
        self.welcome: Welcome | None = None
        self.on_welcome: Callable[[], None] | None = None
        self.on_change: Callable[[], None] | None = None
        self.on_refused: Callable[[str], None] | None = None
        # Told when the host has news that is not a move (another seat's device left or is back).
        self.on_notice: Callable[[str], None] | None = None
        # Told False when the connection to the host drops (the device tries again for
        # `patience` seconds), and True when the host has welcomed it back.
        self.on_link: Callable[[bool], None] | None = None
        # Welcomed by the host on the connection open now (None: never yet).
        self.linked: bool | None = None
        self.patience = 30.0
        self.on_frame: Callable[[str | bytes], None] | None = None  # tests record the wire
        self.pending: Action | None = None  # sent, not yet answered
        self.notes: list[tuple[int, TableNote]] = []  # the host tells its notes as events
        self.log: list[LogEntry] = []  # the moves are the host's; none are kept here
        self.unsealed = False
        self.seal: Seal | None = None
        self._view: SharkView | CrewView | None = None
        # The public board of each past Act 1 Shark turn, sent with a crew or spectator
        # connection's first frame (the crew's deduction needs them; jaws.net.games).
        self.boards: list[TurnContext] = []
        # This device's own view of Act 1 as each Shark turn began, by round, kept as the
        # frames arrive: the end-of-act replay shows the board of each round from them (it
        # drew every round on the last board, swimmers and crew where they ended: helper-48).
        # A device that joined late has only the rounds it saw.
        self.shark_turn_boards: dict[int, Act1View] = {}
        self._events: list[Event | TableNote] = []
        self._legal: list[Action] = []
        self._turn = ""
        self._fresh = True  # the next state is a (re)connection's: it carries every event
        self._ws: ClientConnection | None = None
        self._sending: set[asyncio.Task[None]] = set()

    # --- what the screens read --------------------------------------------------------------

    @property
    def seat(self) -> str:
        """ "shark", "crew" or "spectator": the seat the code opened."""
        return self.welcome.seat if self.welcome is not None else "spectator"

    @property
    def player(self) -> int:
        return self.welcome.player if self.welcome is not None else 0

    @property
    def players(self) -> int:
        return self.welcome.players if self.welcome is not None else 2

    @property
    def mode(self) -> str:
        return self.welcome.mode if self.welcome is not None else "full"

    @property
    def ready(self) -> bool:
        """Whether the host has sent this seat its first view."""
        return self._view is not None

    @property
    def act(self) -> int:
        return self._current().act

    @property
    def round(self) -> int:
        game = self._current()
        act_view = game.act1 if game.act == 1 else game.act2
        return int(getattr(act_view, "round", 0) or 0)

    @property
    def outcome(self) -> Outcome | None:
        return self._current().outcome

    @property
    def seats(self) -> dict[str, SeatControl]:
        """Both sides are played by people (here, or on their own devices): no bot runs here."""
        return {"shark": SeatControl(), "crew": SeatControl()}

    @property
    def crew_players(self) -> dict[str, int]:
        return default_crew_players(self.players)

    def view(self, viewer: str) -> SharkView | CrewView:
        """This seat's view. A crew or spectator device has no Shark's view to give."""
        game = self._current()
        if viewer == "shark" and self.seat != "shark":
            raise ValueError("this device holds the crew's view only")
        return game

    def whose_turn(self) -> str | None:
        return self._current().to_move

    def awaiting_answer(self) -> bool:
        """Whether a move of this seat is on its way to the host, not yet answered."""
        return self.pending is not None

    def legal_actions(self, seat: str) -> Sequence[Action]:
        """The moves the host offered this seat (none while one is on its way)."""
        if seat != self.seat or self.pending is not None:
            return []
        return list(self._legal)

    def events_for(self, viewer: str) -> list[Event | TableNote]:
        """Every event the host sent this seat, in order."""
        return list(self._events)

    def is_bot(self, seat: str) -> bool:
        return False

    def members_of(self, player: int) -> tuple[str, ...]:
        if self.welcome is not None and player == self.welcome.player:
            return tuple(self.welcome.members)
        split = self.crew_players
        return tuple(m for m, p in split.items() if p in (player, JOINT) and player >= 2)

    def controller_of(self, member: str) -> str:
        player = self.crew_players[member]
        if player == JOINT:
            return "Players " + " and ".join(str(p) for p in range(2, self.players + 1))
        return f"Player {player}"

    def take_back(self) -> LogEntry:
        raise CannotTakeBack("A hosted game cannot take a move back.")

    def _current(self) -> SharkView | CrewView:
        if self._view is None:
            raise RuntimeError("the host has not sent this seat's view yet")
        return self._view

    # --- moves --------------------------------------------------------------------------------

    def submit(self, action: Action) -> list[Event]:
        """Send one of the offered moves; raises IllegalAction if it is not offered now.

        The answer comes later: a new state (`on_change`) or a refusal (`on_refused`)."""
        if self._ws is None and self.welcome is not None:
            raise HostLost()
        if self.pending is not None or action not in self._legal or self._ws is None:
            raise IllegalAction(NOT_OFFERED)
        self.pending = action
        task = asyncio.get_running_loop().create_task(
            self._ws.send(protocol.act(self._turn, action))
        )
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)
        return []

    # --- the connection -----------------------------------------------------------------------

    async def run(self, patience: float = 30.0) -> None:
        """Play until the game is over or the connection is closed for good; reconnects for up
        to `patience` seconds after a drop. Raises JoinError with one line."""
        self.patience = patience
        window = DropWindow(patience)
        while True:
            try:
                async with connect(
                    self.url, max_size=protocol.MAX_FRAME, open_timeout=5, compression=None
                ) as ws:
                    window.contact()
                    self._ws = ws
                    try:
                        over = await self._play(ws)
                    finally:
                        window.contact()  # a drop starts the window afresh
                        if ws.close_code == protocol.SEAT_TAKEN:
                            raise JoinError(protocol.SEAT_TAKEN_WHY) from None
                    if over:
                        return
            except (OSError, ConnectionClosed, TimeoutError, InvalidHandshake) as exc:
                if self.welcome is None:  # never joined: a wrong address, say it at once
                    raise JoinError(
                        f"cannot reach a host at {self.url}: {_unreachable(exc)}"
                    ) from None
                if window.spent():
                    raise HostGone(f"lost the host at {self.url} ({_why(exc)})") from None
            except InvalidURI:
                raise JoinError(f"{self.url!r} is not a ws:// address") from None
            finally:
                self._ws = None
            self._link(False)  # dropped: it tries again
            await asyncio.sleep(RETRY_PAUSE)

    def _link(self, up: bool) -> None:
        """Tell the app when the link to the host goes down, and when it is back (once each)."""
        if up == self.linked or (self.linked is None and not up):
            return
        first = self.linked is None  # the first welcome is no news
        self.linked = up
        if not first and self.on_link is not None:
            self.on_link(up)

    async def _play(self, ws: ClientConnection) -> bool:
        """One connection; True once the game is over."""
        await ws.send(protocol.hello(self.code))
        first = self._read(await ws.recv())
        if isinstance(first, Refused):
            raise JoinError(first.reason)
        if not isinstance(first, Welcome):
            raise JoinError("the host did not welcome this device")
        if self.welcome is not None and first.seat != self.welcome.seat:
            raise JoinError("the host gave this code another seat")
        self.welcome = first
        self._link(True)
        self._fresh = True
        self.pending = None
        if self.on_welcome is not None:
            self.on_welcome()
        async for frame in ws:
            message = self._read(frame)
            if isinstance(message, StateMessage):
                self._take_state(message)
                if self.on_change is not None:
                    self.on_change()
                if self._current().outcome is not None:
                    return True
            elif isinstance(message, Refused):
                self._take_refusal(message)
            elif isinstance(message, Notice) and self.on_notice is not None:
                self.on_notice(message.text)
        return False

    def _take_state(self, message: StateMessage) -> None:
        view = protocol.decode_view(message.view)
        if isinstance(view, SharkView) != (self.seat == "shark"):
            raise JoinError("the host sent a view of another seat")
        events = [_event(data) for data in message.events]
        if message.boards or message.replay:
            try:
                if message.boards:
                    self.boards = protocol.decode_boards(message.boards)
                for board in protocol.decode_replay(message.replay):
                    self.shark_turn_boards.setdefault(board.round, board)
            except ProtocolError as exc:
                raise JoinError(f"the host sent something this device cannot read: {exc}") from None
        self._events = events if self._fresh else [*self._events, *events]
        self._fresh = False
        self._view = view
        self.note_board(view)
        self._legal = list(protocol.decode_actions(message.legal))
        if message.turn != self._turn:
            self.pending = None
        self._turn = message.turn

    def note_board(self, view: SharkView | CrewView) -> None:
        """Keep the board of a Shark turn's first frame (see `shark_turn_boards`)."""
        act1 = view.act1
        if act1 is not None and act1.phase == "shark":
            self.shark_turn_boards.setdefault(act1.round, act1)

    def _take_refusal(self, message: Refused) -> None:
        if self.pending is not None and message.turn == self._turn:
            self.pending = None
        if self.on_refused is not None:
            self.on_refused(message.reason)

    def _read(self, frame: str | bytes) -> HostReply:
        if self.on_frame is not None:
            self.on_frame(frame)
        try:
            return protocol.parse_host(frame)
        except ProtocolError as exc:
            raise JoinError(f"the host sent something this device cannot read: {exc}") from None


def _event(data: JSONObject) -> Event | TableNote:
    """An event as the seat's log shows it: the engine event, or a table note's sentence."""
    try:
        event = protocol.decode_event(data)
    except ValueError:
        raise JoinError("the host sent an event this device cannot read") from None
    return event if event is not None else TableNote(str(data.get("text", "")))


def _unreachable(exc: BaseException) -> str:
    """Why a first connection failed, in a player's words: "([Errno 111] Connect call failed
    ('127.0.0.1', 8839))" was jargon (helper-48)."""
    if isinstance(exc, ConnectionRefusedError):
        return "nothing answers there (is `jaws host` running, on that port?)"
    if isinstance(exc, socket.gaierror):
        return "no computer has that name"
    if isinstance(exc, TimeoutError):
        return "no answer within 5 seconds"
    return _why(exc)


def _why(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
