"""One pass of the host's event loop: the moves it accepted, then every frame it answers with.

The host handles every message that is ready before it writes anything: each write wakes a
client, and on a busy machine a woken client takes the CPU from the host mid-batch. At the end
of the pass the moves accepted in it are written to the store in ONE transaction (each game's
action log row in the same transaction as the answer that tells of it), and only once that
transaction has committed are the answers sent. If the write fails, every move of the pass is
undone in memory and refused with one sentence (a client sends it again); nobody was told of it.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection, broadcast

from jaws.engine.actions import Action
from jaws.engine.state import GameState
from jaws.net import protocol
from jaws.net.games import Client, HostedGame
from jaws.net.store import Store, StoreError

NOT_RECORDED = "The host could not record that move; try again."
ANSWER_SAMPLES = 100_000


@dataclass
class Move:
    """A move applied in memory this pass, with what undoing it needs."""

    game: HostedGame
    action: Action
    seq: int  # its place in the game's log (0-based)
    finished: bool  # whether it ended the game
    state: GameState  # the game's state before the move
    turn: str  # the token the move answered (the position before it)
    client: Client | None  # who sent it (None: called directly)
    received: float = field(default_factory=time.perf_counter)

    def undo(self) -> None:
        session = self.game.session
        session.state = self.state
        del session.log[self.seq :]
        self.game.turn = self.turn


class Outbox:
    """The moves and frames of the pass under way; `flush` ends it."""

    def __init__(self, store: Store | None, after_commit: Callable[[HostedGame], None]) -> None:
        self.store = store
        self.after_commit = after_commit  # queues the frames a committed move's game sends
        self.moves: list[Move] = []
        self.frames: dict[ServerConnection, list[str]] = {}
        self.scheduled = False
        self.write: Callable[[ServerConnection, str], None] = _write
        # Seconds from reading each recent move to sending its answers (the host's own share of
        # a round trip; `jaws host` sums them up when it stops).
        self.answer_times: deque[float] = deque(maxlen=ANSWER_SAMPLES)

    def send(self, client: Client, text: str) -> None:
        """Queue a frame for the end of the pass."""
        self.frames.setdefault(client.ws, []).append(text)
        self._schedule()

    def moved(self, move: Move) -> None:
        """A move was applied in memory: record it and answer at the end of the pass."""
        self.moves.append(move)
        self._schedule()

    def _schedule(self) -> None:
        if self.scheduled:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # called outside the event loop (a tool, a test): the caller flushes
        loop.call_soon(self.flush)
        self.scheduled = True

    def flush(self) -> list[Move]:
        """Commit the pass's moves, then write every frame; the moves refused because the
        store failed (already undone)."""
        self.scheduled = False
        moves, self.moves = self.moves, []
        failed = self._commit(moves) if moves else []
        done: list[HostedGame] = []
        for move in moves if not failed else ():
            if move.game not in done:
                done.append(move.game)
        for game in done:
            self.after_commit(game)
        frames, self.frames = self.frames, {}
        for ws, texts in frames.items():
            for text in texts:
                self.write(ws, text)
        if moves and not failed:
            now = time.perf_counter()
            self.answer_times.extend(now - move.received for move in moves)
        return failed

    def _commit(self, moves: list[Move]) -> list[Move]:
        if self.store is None:
            return []
        try:
            with self.store.batch():
                for move in moves:
                    self.store.append(move.game.game_id, move.seq, move.action, move.finished)
        except StoreError as exc:
            print(f"jaws host: {exc}", file=sys.stderr)
            for move in reversed(moves):
                move.undo()
                if move.client is not None:
                    self.frames.setdefault(move.client.ws, []).append(
                        protocol.refused(NOT_RECORDED, move.turn)
                    )
            return moves
        return []


def _write(ws: ServerConnection, text: str) -> None:
    broadcast([ws], text)
