"""Helpers for the network tests: a host and clients over loopback, every wait bounded."""

from __future__ import annotations

import contextlib
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from jaws.engine.state import GameState
from jaws.net.host import Host, HostedGame, seat_codes
from jaws.session import GameSession, default_crew_players

WAIT = 60.0  # seconds: the longest any test waits for a process to say something
HOSTING = re.compile(r"^hosting (\S+) at (ws://\S+) ")
CODE = re.compile(r"^  (?:player (\d) (shark|crew)[^:]*|spectators): (\S+)")


@dataclass
class HostedCodes:
    game_id: str
    url: str
    codes: dict[str, str] = field(default_factory=dict)  # "shark", "crew", "spectator"


@dataclass
class HostProcess:
    process: subprocess.Popen[str]
    lines: queue.Queue[str]
    games: list[HostedCodes]
    output: list[str]

    def kill(self) -> None:
        """SIGKILL: no clean-up, as in a crash."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=WAIT)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=WAIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=WAIT)


def jaws_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "jaws", *args]


def _pump(stream: object, lines: queue.Queue[str]) -> None:
    for line in stream:  # type: ignore[attr-defined]
        lines.put(line.rstrip("\n"))
    lines.put("")  # end of output


def start_host(*args: str) -> HostProcess:
    """`jaws host ARGS`, once it says it is listening; fails the test after WAIT seconds."""
    if not any(arg.startswith("--shark-pace") for arg in args):
        args = (*args, "--shark-pace", "0")  # full speed (see conftest.py)
    process = subprocess.Popen(
        jaws_command("host", *args),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_pump, args=(process.stdout, lines), daemon=True).start()
    host = HostProcess(process, lines, [], [])
    while True:
        try:
            line = lines.get(timeout=WAIT)
        except queue.Empty:
            host.stop()
            raise AssertionError(f"the host said nothing for {WAIT}s: {host.output}") from None
        host.output.append(line)
        if line.startswith("listening on"):
            return host
        if line == "" and process.poll() is not None:
            raise AssertionError(f"the host stopped: {host.output}")
        if found := HOSTING.match(line):
            host.games.append(HostedCodes(found.group(1), found.group(2)))
        elif (code := CODE.match(line)) and host.games:
            seat = code.group(2) or "spectator"
            host.games[-1].codes.setdefault(seat, code.group(3))


@contextlib.contextmanager
def hosting(*args: str) -> Iterator[HostProcess]:
    host = start_host(*args)
    try:
        yield host
    finally:
        host.stop()


def join(url: str, code: str, level: str, seed: int, *extra: str) -> subprocess.Popen[str]:
    """`jaws join URL --code CODE --ai LEVEL --bot-seed SEED` in its own process."""
    return subprocess.Popen(
        jaws_command("join", url, f"--code={code}", "--ai", level, "--bot-seed", str(seed), *extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(process: subprocess.Popen[str]) -> str:
    """A client's last line once it exits (0); fails the test after WAIT seconds."""
    try:
        out, err = process.communicate(timeout=WAIT)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        raise AssertionError(f"the client did not finish: {out} {err}") from None
    assert process.returncode == 0, err
    return out.strip().splitlines()[-1]


@contextlib.asynccontextmanager
async def serving(host: Host) -> AsyncIterator[str]:
    """`host` listening on a free loopback port in this event loop; yields its ws:// URL."""
    server = await host.serve("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"ws://127.0.0.1:{port}"
    finally:
        server.close()
        await server.wait_closed()


def code_of(game: HostedGame, seat: str) -> str:
    return next(c.code for c in game.codes if c.seat == seat)


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def db_games(path: Path) -> dict[str, tuple[int, bool]]:
    """Each game's answered actions and whether it is over, as the host's file says."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(path, timeout=WAIT)) as db:
        rows = db.execute("SELECT id, actions, finished FROM games").fetchall()
    return {game: (actions, bool(finished)) for game, actions, finished in rows}


def hosted_from(host: Host, state: GameState, players: int = 2) -> HostedGame:
    """A game hosted from `state` (a position a test set up), with fresh seat codes; not
    stored, so for a host with no store."""
    assert host.store is None
    session = GameSession(state=state, crew_players=default_crew_players(players))
    return host._register(HostedGame(session, seat_codes(players)))
