"""The host: one asyncio websockets server owning every hosted game's GameSession.

Each game has one random join code per seat: the Shark (player 1), each crew player (2 to 4,
by the rulebook's split) and spectators. The engine checks every action exactly as in one
process; the host adds only what the network needs: the code decides the seat, an action must
come from the seat to move and answer the position it was chosen for (`turn`), and nothing is
answered before it is written to the store (jaws.net.outbox), nor shown to the crew before
the schedule of jaws.net.pacing says.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from jaws.content import Content
from jaws.engine import apply, new_game
from jaws.engine.errors import IllegalAction
from jaws.engine.state import Mode
from jaws.json_types import JSONObject
from jaws.net import protocol
from jaws.net.games import (
    CREW_DECISIONS,
    Client,
    HostedGame,
    frames,
    new_turn,
    plays_for,
    seat_name,
    shark_in_secret,
    start_chosen,
)
from jaws.net.notices import device_back, device_left
from jaws.net.outbox import NOT_RECORDED, Move, Outbox
from jaws.net.pacing import PHASE_SECONDS, Hold, Shown, release_at
from jaws.net.protocol import Act, Hello, ProtocolError
from jaws.net.store import SeatCode, Store, StoredGame, StoreError, code_digest
from jaws.replay import replay
from jaws.session import GameSession, LogEntry

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say which seat it takes
CODE_BYTES = 12
SHARKS_TURN = "It is the Shark's turn, not yours."


def new_code() -> str:
    """A random join code that never starts with "-" (a command line takes that for an option)."""
    while True:
        code = secrets.token_urlsafe(CODE_BYTES)
        if not code.startswith("-"):
            return code


NO_SEAT = "That code opens no seat in any game here: it is mistyped, or its game is over."


def seat_codes(players: int) -> list[SeatCode]:
    """Fresh random codes: the Shark, each crew player, and one for spectators."""
    codes = [SeatCode(new_code(), "shark", 1)]
    codes += [SeatCode(new_code(), "crew", p) for p in range(2, players + 1)]
    codes.append(SeatCode(new_code(), "spectator", 0))
    return codes


# A crew move sent for a position the game has left: another crew device moved first.
CREW_MOVED_FIRST = (
    "Another crew player moved first, so your move was not made: look at the board again."
)


def _behind_the_crews_view(game: HostedGame, turn: str) -> bool:
    """Whether `turn` answers a position the crew was shown before the one it is shown now
    (and is not the game's own position either): the crew's view has moved on since."""
    if not turn.isascii():
        return True  # no token of the game's (compare_digest takes ASCII text only)
    public = game.public.turn
    return not secrets.compare_digest(turn, public) and not secrets.compare_digest(turn, game.turn)


class Host:
    """Every game one host process serves, and the websockets handler that plays them.

    `clock` and `call_at` (when to run a callback, on that clock) are replaceable so that a test
    can play a Shark phase on fake time; `phase_seconds` is the pacing period (0: none).
    """

    phase_seconds = PHASE_SECONDS

    def __init__(
        self,
        store: Store | None,
        content: Content | None = None,
        phase_seconds: float | None = None,
    ) -> None:
        self.store = store
        self.content = content
        self.hello_timeout = HELLO_TIMEOUT
        if phase_seconds is not None:
            self.phase_seconds = phase_seconds
        self.clock: Callable[[], float] = time.monotonic
        self.call_at: Callable[[float, Callable[[], None]], object] = self._call_at
        self.games: dict[str, HostedGame] = {}
        self._codes: dict[str, tuple[HostedGame, SeatCode]] = {}
        self.outbox = Outbox(store, self._after_commit)
        self._closing: set[asyncio.Task[None]] = set()  # devices being closed (retire)
        # Told a line when a seat's device joins, leaves or is taken over (`jaws host` prints
        # it: its terminal said nothing after the codes, stop-36 playtest). Never a code.
        self.on_seat: Callable[[str], None] | None = None

    def _register(self, game: HostedGame) -> HostedGame:
        self.games[game.game_id] = game
        for code in game.codes:
            self._codes[code_digest(code.code)] = (game, code)
        if shark_in_secret(game.session.state):
            game.hold = Hold(self.clock())
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
        game = HostedGame(session, stored.codes)
        if shark_in_secret(session.state):
            # Stopped in a Shark phase: the crew sees the game as the phase began.
            game.public = _phase_start(stored, self.content, game.turn)
        return self._register(game)

    async def handler(self, ws: ServerConnection) -> None:
        """One connection: a hello with a code, then actions until it closes."""
        try:
            client = await self._greet(ws)
            if client is None:
                return
            game = self._codes[code_digest(client.seat.code)][0]
            older = self.devices_of(game, client.seat)
            self.connect(game, client)
            self.retire(game, older)
            try:
                async for frame in ws:
                    await self._on_frame(game, client, frame)
            finally:
                self.disconnect(game, client)
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
            # A finished game's codes go when the host restarts: "opens no seat" alone did not
            # say that the game might be over (helper-66).
            await ws.send(protocol.refused(NO_SEAT))
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
            self.outbox.send(client, protocol.refused(str(exc)))
            if exc.garbage:
                self.outbox.flush()  # the refusal goes out before the close
                await client.ws.close(1003, "not a protocol message")
            return
        if not isinstance(message, Act):
            self.outbox.send(client, protocol.refused("This connection already has its seat."))
            return
        seat = client.seat
        reason = self.play(game, seat.seat, message.turn, message.action, seat.player, client)
        if reason is not None:
            self.outbox.send(client, protocol.refused(reason, message.turn))

    def play(
        self,
        game: HostedGame,
        seat: str,
        turn: str,
        data: JSONObject,
        player: int,
        client: Client | None = None,
    ) -> str | None:
        """Apply one move sent for `seat` (crew: `player`) in position `turn`; returns the refusal's
        sentence, or None.

        The move is recorded in the store before anyone is told of it: at the end of the loop
        pass (jaws.net.outbox), or at once when called outside the event loop.
        """
        session = game.session
        reason = self._refusal(game, seat, turn)
        if reason is not None:
            return reason
        try:
            action = protocol.decode_action(data)
            if seat == "crew" and not plays_for(action, session.members_of(player)):
                member = str(getattr(action, "member", ""))
                who = session.controller_of(member)
                return f"{who} plays {member.capitalize()}, not Player {player}."
            state, events = apply(session.state, action)
        except (ProtocolError, IllegalAction) as exc:
            return exc.reason if isinstance(exc, IllegalAction) else str(exc)
        seq = len(session.log)
        move = Move(game, action, seq, state.outcome is not None, session.state, game.turn, client)
        session.state = state
        session.log.append(LogEntry(action, tuple(events)))
        game.turn = new_turn()
        self.outbox.moved(move)
        if not self.outbox.scheduled and self.outbox.flush():
            return NOT_RECORDED  # outside the loop: this move was the whole pass
        return None

    def _refusal(self, game: HostedGame, seat: str, turn: str) -> str | None:
        """Why a move of `seat` cannot be made now (before reading it), or None.

        The crew and spectators are answered from the game as they are shown it: while a
        Shark phase is held from them it is the Shark's turn, whatever the Shark has done.
        """
        if seat == "spectator":
            return "A spectator cannot move."
        to_move = game.session.whose_turn() if seat == "shark" else game.crew_to_move()
        if to_move is None:
            return "The game is over."
        if seat == "crew" and _behind_the_crews_view(game, turn):
            # Another crew device moved first, even where its move ended the crew's part: "It
            # is the Shark's turn" told the device that lost the race a wrong reason
            # (helper-80). Read from the position the crew is shown only, so a held Shark
            # phase answers alike throughout (its steps do not change what the crew is shown).
            return CREW_MOVED_FIRST
        if seat != "shark" and to_move == "shark":
            return SHARKS_TURN
        if not secrets.compare_digest(turn, game.turn):
            if seat == "crew":
                # Most often another crew device moved first ("a replayed or stale message"
                # told two players pressing at once nothing they could act on: helper-48).
                return CREW_MOVED_FIRST
            return (
                "That move answers an earlier position of the game (a replayed or stale message)."
            )
        if to_move != seat:
            return f"It is the {to_move.capitalize()}'s turn, not yours."
        return None

    def _after_commit(self, game: HostedGame) -> None:
        """A move of `game` is in the store: answer the Shark's connections, and the crew's
        and spectators' unless a Shark phase is held from them (then set its release)."""
        sharks = [c for c in game.clients if c.seat.seat == "shark"]
        self._send_frames(game, sharks)
        hold = game.hold
        if hold is None:
            self._show_crew(game)
        elif hold.releasing:
            return
        elif not shark_in_secret(game.session.state):
            hold.releasing = True
            self._schedule(game, hold.started, lambda: self._release(game))
        elif start_chosen(game.public.state, game.session.state):
            # The start is a phase of its own: round 1's Event is shown as the Shark's first
            # turn begins, on the same schedule as a phase's end, and that turn is held anew.
            hold.releasing = True
            start = Shown(game.session.state, len(game.session.log), game.turn)
            self._schedule(game, hold.started, lambda: self._release_start(game, start))

    def _schedule(self, game: HostedGame, started: float, release: Callable[[], None]) -> None:
        """Run `release` when a held phase that began at `started` and ends now is due to
        show (jaws.net.pacing.release_at)."""
        at, game.slowest = release_at(started, self.clock(), self.phase_seconds, game.slowest)
        self.call_at(at, release)

    def connect(self, game: HostedGame, client: Client) -> None:
        """A connection takes its seat: its first frame (the crew's: as the crew is shown).
        A seat whose device had left is back: the other devices are told."""
        back = client.seat in game.away  # (spectators are never away: nothing waits on them)
        game.away.discard(client.seat)
        game.clients.add(client)
        self._send_frames(game, [client])
        # Who is away, for a device that was not there to hear it (one that joins late, or
        # comes back after a drop in which a "back" was missed: helper-70).
        for seat in sorted(game.away, key=seat_name):
            if seat != client.seat:
                self.outbox.send(client, protocol.notice(device_left(seat_name(seat))))
        if back:
            self._tell_others(game, client.seat, device_back(seat_name(client.seat)))
        self._log(game, client.seat, "device is back" if back else "device joined")

    @staticmethod
    def devices_of(game: HostedGame, seat: SeatCode) -> list[Client]:
        """The connections playing `seat` now (none for spectators, who may be many)."""
        if seat.seat == "spectator":
            return []
        return [other for other in game.clients if other.seat == seat]

    def retire(self, game: HostedGame, older: list[Client]) -> None:
        """Close the devices a newer one took the seat from, with a code that stops them
        reconnecting. A second device with a seat's code had opened it silently, and both
        played it (stop-36 playtest): whoever holds the code last holds the seat, and a device
        that loses its seat is told why. The closing handshakes run on their own: a device
        that no longer answers does not keep the new one waiting."""
        for old in older:
            game.clients.discard(old)
            self._log(game, old.seat, "older device is closed: a newer one took the seat")
            closing = asyncio.get_running_loop().create_task(
                old.ws.close(protocol.SEAT_TAKEN, "seat taken by another device")
            )
            self._closing.add(closing)
            closing.add_done_callback(self._closing.discard)

    def disconnect(self, game: HostedGame, client: Client) -> None:
        """A connection closed. When it was its seat's last, the other devices are told (a
        seat that left looked like a slow one: the playtest waited on a Shark that had gone)."""
        game.clients.discard(client)
        if game.session.outcome is not None or client.seat.seat == "spectator":
            return
        held = game.hold is not None and not shark_in_secret(game.session.state)
        if client.seat.seat == "shark" and held:
            return  # told now, the crew would learn the held Shark phase had already ended
        if self.devices_of(game, client.seat):  # the seat is still played elsewhere
            return
        game.away.add(client.seat)
        self._tell_others(game, client.seat, device_left(seat_name(client.seat)))
        self._log(game, client.seat, "device left")

    def _log(self, game: HostedGame, seat: SeatCode, what: str) -> None:
        if self.on_seat is not None:
            self.on_seat(f"{game.game_id}: {seat_name(seat)}'s {what}")

    def _tell_others(self, game: HostedGame, seat: SeatCode, text: str) -> None:
        frame = protocol.notice(text)
        for other in game.clients:
            if other.seat != seat:
                self.outbox.send(other, frame)

    def _release(self, game: HostedGame) -> None:
        """The held Shark phase's end is due: show it to the crew in one update, now."""
        game.hold = None
        self._show_crew(game)
        self.outbox.flush()

    def _release_start(self, game: HostedGame, start: Shown) -> None:
        """The Shark's start is due to show: the crew sees its first turn begin (`start`, as
        the start was chosen), and that turn is held from now. Ended already, its end shows
        one phase later, as a turn that began now would."""
        game.public = start
        self._send_frames(game, [c for c in game.clients if c.seat.seat != "shark"])
        now = self.clock()
        game.hold = Hold(now)
        if not shark_in_secret(game.session.state):
            game.hold.releasing = True
            self._schedule(game, now, lambda: self._release(game))
        self.outbox.flush()

    def _show_crew(self, game: HostedGame) -> None:
        """The crew and spectators see the game as it is; a Shark phase starting now is held."""
        game.show_public()
        self._send_frames(game, [c for c in game.clients if c.seat.seat != "shark"])
        if shark_in_secret(game.session.state):
            game.hold = Hold(self.clock())

    def _send_frames(self, game: HostedGame, clients: list[Client]) -> None:
        for client, text in frames(game, clients):
            self.outbox.send(client, text)

    def _call_at(self, at: float, callback: Callable[[], None]) -> None:
        """Run `callback` at `at`; at once outside the event loop (a tool or test playing
        moves directly has no connection to pace)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            callback()
            return
        loop.call_later(max(0.0, at - self.clock()), callback)

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


def _phase_start(stored: StoredGame, content: Content | None, turn: str) -> Shown:
    """The game as the crew may see it while the Shark's current phase goes on: as it began."""
    mode: Mode = stored.mode  # type: ignore[assignment]
    state = new_game(mode, stored.seed, content)
    start = Shown(state, 0, turn)
    sharks = shark_in_secret(state)
    for index, step in enumerate(replay(state, stored.actions, in_place=False)):
        was, sharks = sharks, shark_in_secret(step.state)
        if sharks and (not was or start_chosen(start.state, step.state)):
            start = Shown(step.state, index + 1, turn)
    return start


__all__ = ["CREW_DECISIONS", "Client", "Host", "HostedGame", "new_code", "plays_for", "seat_codes"]
