"""The host's SQLite file: every hosted game, its sealed action log and its join codes.

One file (WAL mode) holds all games. An action is written in the same transaction that
answers it, so after a crash the host resumes every unfinished game from its last answered
action. What the crew must not learn is sealed at rest with the host's key (the AI Shark key
file of jaws.saves.seal): the seed (it deals every card), each action (the Shark's moves and
choices) and the join codes. The public columns say only which games exist, their mode and
player count, how many actions they have and whether they are over.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from jaws.engine.actions import Action, action_from_data, action_to_data
from jaws.saves.seal import Seal

DB_ENV = "JAWS_HOST_DB"
PAD = 256  # each sealed row is padded to a multiple of this, so its size tells no action kind
_NONCE = 12

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    mode TEXT NOT NULL,
    players INTEGER NOT NULL,
    practice INTEGER NOT NULL,
    sealed_seed BLOB NOT NULL,
    actions INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS codes (
    digest TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games(id),
    seat TEXT NOT NULL,
    player INTEGER NOT NULL,
    sealed_code BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    sealed BLOB NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""


class StoreError(Exception):
    """The host's file cannot be used; the message is one sentence."""


@dataclass(frozen=True)
class SeatCode:
    """A join code and the seat it opens: "shark", "crew" (player 2-4) or "spectator"."""

    code: str
    seat: str
    player: int


@dataclass(frozen=True)
class StoredGame:
    """An unfinished game as the file keeps it."""

    game_id: str
    mode: str
    players: int
    practice: bool
    seed: int
    actions: list[Action]
    codes: list[SeatCode]


def default_db_path() -> Path:
    """$JAWS_HOST_DB, else host.sqlite3 in the user's data folder."""
    env = os.environ.get(DB_ENV)
    if env:
        return Path(env)
    import platformdirs

    return platformdirs.user_data_path("jaws") / "host.sqlite3"


def code_digest(code: str) -> str:
    """What the file indexes a code by: its SHA-256, never the code."""
    return hashlib.sha256(b"jaws-join:" + code.encode("utf-8")).hexdigest()


class Store:
    """The host's games in one SQLite file."""

    def __init__(self, path: Path, seal: Seal) -> None:
        self.path = path
        self._aead = AESGCM(seal.key)
        self._batching = False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Only its owner reads the file, as with the saves: it was created -rw-r--r--
            # (stop-33 playtest). SQLite gives its -wal and -shm files the same mode.
            if not path.exists():
                path.touch(mode=0o600)
            elif path.is_file():
                path.chmod(0o600)
            self._db = sqlite3.connect(path, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            # WAL with NORMAL survives a killed process (only a power cut can lose the tail).
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"Cannot open the host file {path}: {exc}.") from None

    def close(self) -> None:
        self._db.close()

    def checkpoint_apart(self) -> None:
        """From now on the WAL is copied into the database file only by `checkpoint` (which
        the host runs in a thread of its own), never by a commit: that copy ends with an fsync,
        and a commit that waits for one holds up every answer of its pass."""
        self._db.execute("PRAGMA wal_autocheckpoint=0")

    def checkpoint(self) -> None:
        """Copy what the WAL holds into the database file, on a connection of its own (PASSIVE:
        it never waits for, nor blocks, the host's writes); raises StoreError."""
        try:
            with contextlib.closing(sqlite3.connect(self.path, timeout=1.0)) as db:
                db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot write the host file {self.path}: {exc}.") from None

    def _seal(self, payload: bytes, label: str) -> bytes:
        padded = payload + b" " * (-len(payload) % PAD)
        nonce = secrets.token_bytes(_NONCE)
        return nonce + self._aead.encrypt(nonce, padded, label.encode())

    def _open(self, blob: bytes, label: str) -> bytes:
        try:
            return self._aead.decrypt(blob[:_NONCE], blob[_NONCE:], label.encode()).rstrip(b" ")
        except (InvalidTag, ValueError):
            raise StoreError(
                f"The host file {self.path} was sealed with another key or changed."
            ) from None

    def add_game(
        self,
        game_id: str,
        mode: str,
        players: int,
        practice: bool,
        seed: int,
        codes: list[SeatCode],
    ) -> None:
        """Record a new game and its codes in one transaction."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO games (id, mode, players, practice, sealed_seed) VALUES (?,?,?,?,?)",
                (
                    game_id,
                    mode,
                    players,
                    int(practice),
                    self._seal(str(seed).encode(), f"seed:{game_id}"),
                ),
            )
            self._db.executemany(
                "INSERT INTO codes VALUES (?,?,?,?,?)",
                [
                    (
                        code_digest(c.code),
                        game_id,
                        c.seat,
                        c.player,
                        self._seal(c.code.encode(), f"code:{game_id}"),
                    )
                    for c in codes
                ],
            )

    def append(self, game_id: str, seq: int, action: Action, finished: bool) -> None:
        """Record action number `seq` (0-based) of a game; raises StoreError if it cannot."""
        body = json.dumps(action_to_data(action), separators=(",", ":")).encode()
        with contextlib.nullcontext() if self._batching else self._transaction():
            self._db.execute(
                "INSERT INTO actions VALUES (?,?,?)",
                (game_id, seq, self._seal(body, f"action:{game_id}:{seq}")),
            )
            self._db.execute(
                "UPDATE games SET actions = ?, finished = ? WHERE id = ?",
                (seq + 1, int(finished), game_id),
            )

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """One transaction for every `append` inside it (the host's loop pass): all of them are
        written, or none; raises StoreError."""
        with self._transaction():
            self._batching = True
            try:
                yield
            finally:
                self._batching = False

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK and a StoreError naming the file."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot write the host file {self.path}: {exc}.") from None
        try:
            yield
            self._db.execute("COMMIT")
        except sqlite3.Error as exc:
            self._db.execute("ROLLBACK")
            raise StoreError(f"Cannot write the host file {self.path}: {exc}.") from None
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def unfinished(self) -> list[StoredGame]:
        """Every game that is not over, with its log and codes (unsealed for the host)."""
        rows = self._db.execute(
            "SELECT id, mode, players, practice, sealed_seed FROM games WHERE finished = 0"
            " ORDER BY rowid"
        ).fetchall()
        return [self._load(*row) for row in rows]

    def _load(
        self, game_id: str, mode: str, players: int, practice: int, sealed_seed: bytes
    ) -> StoredGame:
        seed = int(self._open(sealed_seed, f"seed:{game_id}"))
        actions = [
            action_from_data(json.loads(self._open(blob, f"action:{game_id}:{seq}")))
            for seq, blob in self._db.execute(
                "SELECT seq, sealed FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
            )
        ]
        codes = [
            SeatCode(self._open(blob, f"code:{game_id}").decode(), seat, player)
            for seat, player, blob in self._db.execute(
                "SELECT seat, player, sealed_code FROM codes WHERE game_id = ? ORDER BY player",
                (game_id,),
            )
        ]
        return StoredGame(game_id, mode, players, bool(practice), seed, actions, codes)
