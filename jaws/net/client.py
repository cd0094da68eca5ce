"""The headless client: a bot in a seat, playing from the wire messages a person's screen gets.

It decodes each `state` into the same GameView and legal actions a bot gets in one process, so a
seeded game played over the network ends exactly as it does locally. If the connection drops it
reconnects with its code (until its deadline) and goes on from the position the host resumed.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from jaws.bots import Bot, make_bot
from jaws.content import Content
from jaws.engine.outcome import Outcome
from jaws.net import protocol
from jaws.net.protocol import HostReply, ProtocolError, Refused, StateMessage, Welcome

RETRY_PAUSE = 0.1  # seconds between reconnection attempts, and before sending a move again


class DropWindow:
    """How long a client that lost the host keeps trying: `patience` seconds from the moment
    the host was last heard, which is when the connection opened or when it dropped. (Counted
    from the opening alone, a drop after a connection longer than `patience` gave up at once:
    stop-33 playtest.)"""

    def __init__(self, patience: float) -> None:
        self.patience = patience
        self.heard = time.monotonic()

    def contact(self) -> None:
        """The host was heard now (a connection opened, or one just dropped)."""
        self.heard = time.monotonic()

    def spent(self) -> bool:
        return time.monotonic() - self.heard > self.patience


MAX_RETRIES = 3  # a move the host keeps refusing is sent this many more times, then given up


@dataclass
class _Pending:
    """This seat's move, sent and not yet answered by a newer state."""

    turn: str
    frame: str
    sent_at: float = field(default_factory=time.perf_counter)
    retries: int = 0


class JoinError(Exception):
    """The client cannot play (wrong code, no host, bad address); the message is one line."""


class HostGone(JoinError):
    """The host stayed out of reach for longer than the client waits; joining again with the
    same code goes on where the game stopped."""


@dataclass
class Result:
    """How the game ended, as the client saw it."""

    game: str
    seat: str
    winner: str
    reason: str
    moves: int  # the moves this client made
    refusals: int
    reconnects: int


class BotClient:
    """A bot playing one seat of a hosted game."""

    def __init__(
        self,
        url: str,
        code: str,
        level: str | None,
        seed: int,
        content: Content | None = None,
        on_frame: Callable[[str | bytes], None] | None = None,
        on_move: Callable[[int, float], None] | None = None,
        think: float | Callable[[], float] = 0.0,
    ) -> None:
        self.url = url
        self.code = code
        self.level = level
        self.seed = seed
        self.content = content
        self.on_frame = on_frame  # sees every frame received (the wire test records them)
        self.on_move = on_move  # (moves so far, seconds from sending a move to the next state)
        # Seconds to wait before each move, as a person would (bench): a number, or a function
        # drawing each wait.
        self.think = think
        self.bot: Bot | None = None
        self.welcome: Welcome | None = None
        self.refusals = 0
        self.reconnects = -1
        self._pending: _Pending | None = None
        self.moves = 0

    async def run(self, patience: float = 30.0) -> Result:
        """Play to the game's end; reconnects for up to `patience` seconds after a drop."""
        window = DropWindow(patience)
        while True:
            self.reconnects += 1
            try:
                async with connect(
                    self.url, max_size=protocol.MAX_FRAME, open_timeout=5, compression=None
                ) as ws:
                    window.contact()
                    try:
                        result = await self._play(ws)
                    finally:
                        window.contact()  # a drop starts the window afresh
                        if ws.close_code == protocol.SEAT_TAKEN:
                            raise JoinError(protocol.SEAT_TAKEN_WHY) from None
                    if result is not None:
                        return result
            except (OSError, ConnectionClosed, TimeoutError, InvalidHandshake) as exc:
                if window.spent():
                    raise HostGone(f"lost the host at {self.url} ({_why(exc)})") from None
            except InvalidURI:
                raise JoinError(f"{self.url!r} is not a ws:// address") from None
            await asyncio.sleep(RETRY_PAUSE)

    async def _play(self, ws: ClientConnection) -> Result | None:
        await ws.send(protocol.hello(self.code))
        first = self._read(await ws.recv())
        if isinstance(first, Refused):
            raise JoinError(first.reason)
        if not isinstance(first, Welcome):
            raise JoinError("the host did not welcome this client")
        self.welcome = first
        if self.bot is None and self.level is not None and first.seat != "spectator":
            self.bot = make_bot(first.seat, self.level, self.seed, self.content)
        self._pending = None
        async for frame in ws:
            message = self._read(frame)
            if isinstance(message, Refused):
                self.refusals += 1
                await self._on_refused(ws, message)
            elif isinstance(message, StateMessage):
                outcome = await self._on_state(ws, message)
                if outcome is not None:
                    return Result(
                        first.game,
                        first.seat,
                        outcome.winner,
                        outcome.reason,
                        self.moves,
                        self.refusals,
                        self.reconnects,
                    )
        return None

    async def _on_state(self, ws: ClientConnection, message: StateMessage) -> Outcome | None:
        """Move if it is this seat's turn; the outcome once the game is over."""
        pending = self._pending
        if pending is not None and message.turn != pending.turn:
            self.moves += 1
            if self.on_move is not None:
                self.on_move(self.moves, time.perf_counter() - pending.sent_at)
            self._pending = None
        if not (message.legal and self.bot is not None) and message.view["outcome"] is None:
            return None  # not this seat's move: a bot decides only on its turn, as in one process
        view = protocol.decode_view(message.view)
        if view.outcome is not None:
            return view.outcome
        if message.legal and self.bot is not None:
            action = self.bot.choose(view, protocol.decode_actions(message.legal))
            wait = self.think() if callable(self.think) else self.think
            if wait:
                await asyncio.sleep(wait)
            self._pending = _Pending(message.turn, protocol.act(message.turn, action))
            await ws.send(self._pending.frame)
        return None

    async def _on_refused(self, ws: ClientConnection, message: Refused) -> None:
        """The host refused this seat's waiting move: send it again (the host may have failed
        to record it), and give up with one line if it keeps refusing."""
        pending = self._pending
        if pending is None or message.turn != pending.turn:
            return  # an older move (another device of the crew moved first), or not a move
        if pending.retries >= MAX_RETRIES:
            raise JoinError(f"the host refused this seat's move: {message.reason}")
        pending.retries += 1
        await asyncio.sleep(RETRY_PAUSE)
        await ws.send(pending.frame)

    def _read(self, frame: str | bytes) -> HostReply:
        if self.on_frame is not None:
            self.on_frame(frame)
        try:
            return protocol.parse_host(frame)
        except ProtocolError as exc:
            raise JoinError(f"the host sent something this client cannot read: {exc}") from None


def _why(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def run_bot(url: str, code: str, level: str | None, seed: int, patience: float) -> Result:
    """Join and play to the end (the `jaws join --ai` command)."""
    return asyncio.run(BotClient(url, code, level, seed).run(patience))
