"""The host: one asyncio websockets server owning every hosted game's GameSession.

Each game has one random join code per seat: the Shark (player 1), each crew player (2 to 4,
by the rulebook's split) and spectators. The engine checks every action exactly as in one
process; the host adds only what the network needs: the code decides the seat, an action must
come from the seat to move and answer the position it was chosen for (`turn`), and nothing is
answered before it is written to the store.
"""

from __future__ import annotations

import asyncio
import secrets
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from jaws.content import Content
from jaws.engine import apply
from jaws.engine.actions import Action
from jaws.engine.errors import IllegalAction
from jaws.engine.events import Event
from jaws.engine.state import Mode
from jaws.net import protocol
from jaws.net.protocol import Act, Hello, ProtocolError
from jaws.net.store import SeatCode, Store, StoredGame, StoreError, code_digest
from jaws.session import GameSession, LogEntry
from jaws.views import visible_events

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say which seat it takes
CODE_BYTES = 12
# Crew decisions that name a crew member but are the whole crew's to make (who gets the extra
# action; how the shared gear is divided): any crew player may make them.
CREW_DECISIONS = frozenset({"choose_extra_action", "give_gear"})


def plays_for(action: Action, members: tuple[str, ...]) -> bool:
    """Whether a crew player controlling `members` may make `action` (the rulebook's split)."""
    member = getattr(action, "member", None)
    return member is None or member in members or action.kind in CREW_DECISIONS


@dataclass(eq=False)
class Client:
    """One open connection and the seat its code opened."""

    ws: ServerConnection
    seat: SeatCode
    sent: int = 0  # log entries whose events this connection has been sent
    shown: str | None = None  # the view in the last state frame it was sent


@dataclass(eq=False)
class HostedGame:
    """A game, its seats' codes and who is connected."""

    session: GameSession
    codes: list[SeatCode]
    clients: set[Client] = field(default_factory=set)
    # The current position's random token: a move must carry it. It says nothing about how
    # many moves were made (a count would tell the crew how many private steps the Shark took).
    turn: str = field(default_factory=lambda: secrets.token_urlsafe(9))

    @property
    def game_id(self) -> str:
        return self.session.game_id


def new_code() -> str:
    """A random join code that never starts with "-" (a command line takes that for an option)."""
    while True:
        code = secrets.token_urlsafe(CODE_BYTES)
        if not code.startswith("-"):
            return code


def seat_codes(players: int) -> list[SeatCode]:
    """Fresh random codes: the Shark, each crew player, and one for spectators."""
    codes = [SeatCode(new_code(), "shark", 1)]
    codes += [SeatCode(new_code(), "crew", p) for p in range(2, players + 1)]
    codes.append(SeatCode(new_code(), "spectator", 0))
    return codes


class Host:
    """Every game one host process serves, and the websockets handler that plays them."""

    def __init__(self, store: Store | None, content: Content | None = None) -> None:
        self.store = store
        self.content = content
        self.hello_timeout = HELLO_TIMEOUT
        self.games: dict[str, HostedGame] = {}
        self._codes: dict[str, tuple[HostedGame, SeatCode]] = {}

    def _register(self, game: HostedGame) -> HostedGame:
        self.games[game.game_id] = game
        for code in game.codes:
            self._codes[code_digest(code.code)] = (game, code)
        return game

    def new_game(self, mode: Mode, players: int = 2, seed: int | None = None) -> HostedGame:
        """Start and record a game; raises ValueError for a bad mode, seed or player count."""
        session = GameSession.new(mode, seed, players=players, content=self.content)
        game = HostedGame(session, seat_codes(players))
        if self.store is not None:
            self.store.add_game(
                game.game_id, mode, players, session.practice, session.seed, game.codes
            )
        return self._register(game)

    def resume_all(self) -> list[HostedGame]:
        """Every unfinished game in the store, replayed to its last answered action."""
        if self.store is None:
            return []
        return [self._resume(stored) for stored in self.store.unfinished()]

    def _resume(self, stored: StoredGame) -> HostedGame:
        mode: Mode = stored.mode  # type: ignore[assignment]
        try:
            session = GameSession.replay(
                mode, stored.seed, stored.actions, players=stored.players, content=self.content
            )
        except IllegalAction:
            raise StoreError(f"Game {stored.game_id} in the host file does not replay.") from None
        session.game_id = stored.game_id
        session.practice = stored.practice
        return self._register(HostedGame(session, stored.codes))

    async def handler(self, ws: ServerConnection) -> None:
        """One connection: a hello with a code, then actions until it closes."""
        try:
            client = await self._greet(ws)
            if client is None:
                return
            game = self._codes[code_digest(client.seat.code)][0]
            game.clients.add(client)
            try:
                self._send_state(game, client)
                async for frame in ws:
                    await self._on_frame(game, client, frame)
            finally:
                game.clients.discard(client)
        except ConnectionClosed:
            return

    async def _greet(self, ws: ServerConnection) -> Client | None:
        try:
            async with asyncio.timeout(self.hello_timeout):
                frame = await ws.recv()
        except TimeoutError:
            await ws.close(1008, "no hello")
            return None
        try:
            message = protocol.parse_client(frame)
        except ProtocolError as exc:
            await ws.send(protocol.refused(str(exc)))
            await ws.close(1008, "bad hello")
            return None
        found = self._codes.get(code_digest(message.code)) if isinstance(message, Hello) else None
        if found is None:
            await ws.send(protocol.refused("That code opens no seat in any game here."))
            await ws.close(1008, "wrong code")
            return None
        game, seat = found
        session = game.session
        members = list(session.members_of(seat.player)) if seat.seat == "crew" else []
        welcome = protocol.Welcome(
            v=1,
            type="welcome",
            game=game.game_id,
            seat=seat.seat,
            player=seat.player,
            members=members,
            mode=session.mode,
            players=session.players,
        )
        await ws.send(protocol.dump(welcome))
        return Client(ws, seat)

    async def _on_frame(self, game: HostedGame, client: Client, frame: str | bytes) -> None:
        try:
            message = protocol.parse_client(frame)
        except ProtocolError as exc:
            _send(client, protocol.refused(str(exc)))
            if exc.garbage:
                _flush()  # the refusal goes out before the close
                await client.ws.close(1003, "not a protocol message")
            return
        if not isinstance(message, Act):
            _send(client, protocol.refused("This connection already has its seat."))
            return
        seat = client.seat
        reason = self.play(game, seat.seat, message.turn, message.action, seat.player)
        if reason is not None:
            _send(client, protocol.refused(reason, message.turn))

    def play(
        self, game: HostedGame, seat: str, turn: str, data: dict[str, Any], player: int
    ) -> str | None:
        """Apply one move sent for `seat` (crew: `player`) in position `turn`; returns the refusal's
        sentence, or None.

        The move is recorded in the store before anyone is told of it.
        """
        session = game.session
        to_move = session.whose_turn()
        if seat == "spectator":
            return "A spectator cannot move."
        if to_move is None:
            return "The game is over."
        if not secrets.compare_digest(turn, game.turn):
            return (
                "That move answers an earlier position of the game (a replayed or stale message)."
            )
        if to_move != seat:
            return f"It is the {to_move.capitalize()}'s turn, not yours."
        try:
            action = protocol.decode_action(data)
            if seat == "crew" and not plays_for(action, session.members_of(player)):
                member = str(getattr(action, "member", ""))
                who = session.controller_of(member)
                return f"{who} plays {member.capitalize()}, not Player {player}."
            state, events = apply(session.state, action)
        except (ProtocolError, IllegalAction) as exc:
            return exc.reason if isinstance(exc, IllegalAction) else str(exc)
        if self.store is not None:
            try:
                seq = len(session.log)
                self.store.append(game.game_id, seq, action, state.outcome is not None)
            except StoreError as exc:
                print(f"jaws host: {exc}", file=sys.stderr)
                return "The host could not record that move; try again."
        session.state = state
        session.log.append(LogEntry(action, tuple(events)))
        game.turn = secrets.token_urlsafe(9)
        for other in list(game.clients):
            self._send_state(game, other)
        return None

    def _send_state(self, game: HostedGame, client: Client) -> None:
        """The client's state, unless nothing it may see has changed since its last one.

        A frame per move would let the crew count the Shark's private steps (and time them).
        """
        session = game.session
        viewer = client.seat.seat
        entries = session.log[client.sent :]
        client.sent = len(session.log)
        events = visible_events(_events(entries), viewer)
        to_move = session.whose_turn()
        legal: Sequence[Action] = ()
        if to_move == viewer:
            legal = session.legal_actions(to_move)
            if viewer == "crew":
                members = session.members_of(client.seat.player)
                legal = [action for action in legal if plays_for(action, members)]
        shown = protocol.view_json(session.view(viewer))
        if not events and not legal and shown == client.shown:
            return
        client.shown = shown
        _send(client, protocol.state(game.turn, shown, events, legal))

    async def serve(self, bind: str, port: int) -> Server:
        """Listen on `bind`:`port` (0 picks a free port); frames over MAX_FRAME close."""
        return await serve(
            self.handler,
            bind,
            port,
            max_size=protocol.MAX_CLIENT_FRAME,
            max_queue=16,
            compression=None,
        )


def _events(entries: Iterable[LogEntry]) -> Iterable[Event]:
    for entry in entries:
        yield from entry.events


_outbox: dict[ServerConnection, list[str]] = {}


def _send(client: Client, text: str) -> None:
    """Queue a frame without waiting, so one slow client never holds up a game. Frames are
    written once the loop has handled every message that is ready: each write wakes a client,
    and on a busy machine a woken client takes the CPU from the host mid-batch."""
    if not _outbox:
        asyncio.get_running_loop().call_soon(_flush)
    _outbox.setdefault(client.ws, []).append(text)


def _flush() -> None:
    batch = list(_outbox.items())
    _outbox.clear()
    for ws, frames in batch:
        for text in frames:
            broadcast([ws], text)
