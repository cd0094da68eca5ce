"""`jaws host` and `jaws join`: their arguments, their output, their one-line refusals."""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from jaws.bots import LEVELS
from jaws.net.host import Host, HostedGame
from jaws.net.pacing import PHASE_SECONDS
from jaws.net.store import StoreError

LOOPBACK = "127.0.0.1"
DEFAULT_PORT = 8765
MAX_GAMES = 1000
MAX_PACE = 60.0  # seconds
CHECKPOINT_SECONDS = 2.0


class NetUsageError(Exception):
    """A `jaws host` or `jaws join` command line that cannot run; one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise NetUsageError(f"{self.prog}: {message} (see {self.prog} --help)")


def _count(low: int, high: int, what: str) -> argparse._ActionType:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be {low} to {high}, not {value}")
        return value

    return parse


def host_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="jaws host", description="Host games for players on other devices.")
    parser.add_argument(
        "--mode",
        choices=("full", "act1", "act2"),
        help="new games' mode: full (default), act1 or act2; stored games are always "
        "resumed, and without --mode new ones start only if there are none",
    )
    parser.add_argument(
        "--players",
        type=_count(2, 4, "players"),
        default=2,
        help="2, 3 or 4: the Shark and 1 to 3 crew players, each seat a device (default 2)",
    )
    parser.add_argument(
        "--games",
        type=_count(1, MAX_GAMES, "games"),
        default=1,
        help=f"new games to host at once (default 1, at most {MAX_GAMES})",
    )
    parser.add_argument(
        "--seed",
        type=_count(0, 2**63, "the seed"),
        help="seed of practice games, game i gets SEED+i (default: random)",
    )
    parser.add_argument("--bind", default=LOOPBACK, help="address to listen on (127.0.0.1)")
    parser.add_argument(
        "--port",
        type=_count(0, 65535, "the port"),
        default=DEFAULT_PORT,
        help=f"port to listen on (default {DEFAULT_PORT}; 0: any free port)",
    )
    parser.add_argument("--db", type=Path, help="the host's SQLite file")
    parser.add_argument(
        "--shark-pace",
        type=_seconds,
        default=PHASE_SECONDS,
        metavar="SECONDS",
        help=f"the crew sees each Shark phase a whole number of these after it began, so its "
        f"timing tells nothing ({PHASE_SECONDS:g}; 0 shows it as soon as it ends)",
    )
    return parser


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("the Shark's pace must be a number of seconds") from None
    if not 0 <= value <= MAX_PACE:
        raise argparse.ArgumentTypeError(f"the Shark's pace must be 0 to {MAX_PACE:g} seconds")
    return value


CODE_VARIABLE = "JAWS_CODE"  # the seat's join code, read when --code is not given


def join_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="jaws join", description="Join a hosted game with a seat's code.")
    parser.add_argument("url", help="ws://HOST:PORT")
    parser.add_argument(
        "--code",
        help=(
            f"the seat's join code (else ${CODE_VARIABLE}, else the app asks for it); a code on "
            "the command line can be read by other users of this machine (ps): for the Shark's "
            "seat, let the app ask"
        ),
    )
    parser.add_argument(
        "--ai",
        choices=LEVELS,
        help="a bot plays the seat (without it the app opens, for a person)",
    )
    parser.add_argument("--bot-seed", type=_count(0, 2**63, "the bot seed"), default=None)
    parser.add_argument(
        "--patience",
        type=float,
        default=30.0,
        help="seconds to keep reconnecting after the host drops (default 30)",
    )
    return parser


def serve_parser() -> argparse.ArgumentParser:
    from jaws.net.serve import DEFAULT_GAME_HOST, DEFAULT_WEB_PORT

    parser = _Parser(prog="jaws serve", description="Play hosted games in a web browser.")
    parser.add_argument("--port", type=_count(0, 65535, "the port"), default=DEFAULT_WEB_PORT)
    parser.add_argument("--bind", default=LOOPBACK, help="address to listen on (127.0.0.1)")
    parser.add_argument(
        "--game-host", default=DEFAULT_GAME_HOST, help="the `jaws host` to join (ws://HOST:PORT)"
    )
    parser.add_argument("--public-url", help="the address browsers use (http://HOST:PORT)")
    return parser


def main(command: str, args: Sequence[str], save_dir: str | None = None) -> int:
    """Run `jaws host`, `jaws join` or `jaws serve`; returns the exit status. `save_dir` is
    jaws's own --save-dir, given before the command: a joined app writes its crash reports
    there; a host and a web server save no game on this device, so they refuse it."""
    try:
        if command == "join":
            return _join(join_parser().parse_args(args), save_dir)
        options = (host_parser() if command == "host" else serve_parser()).parse_args(args)
        if save_dir is not None:
            raise NetUsageError(
                f"jaws {command}: --save-dir is where games played on this device are saved; "
                f"jaws {command} saves none here"
                + (" (its games are kept in --db PATH)" if command == "host" else "")
            )
        return _host(options) if command == "host" else _serve_web(options)
    except NetUsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _host(options: argparse.Namespace) -> int:
    from jaws.net.store import Store, default_db_path
    from jaws.saves import SaveError, keyfile_seal

    try:
        store = Store(options.db or default_db_path(), keyfile_seal())
    except (StoreError, SaveError) as exc:
        print(f"jaws host: {exc}", file=sys.stderr)
        return 1
    try:
        return asyncio.run(_serve(Host(store, phase_seconds=options.shark_pace), options))
    except (StoreError, SaveError) as exc:
        print(f"jaws host: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(
            f"jaws host: cannot listen on {options.bind}:{options.port}: {exc.strerror or exc}.",
            file=sys.stderr,
        )
        return 1
    finally:
        store.close()


async def _serve(host: Host, options: argparse.Namespace) -> int:
    """Resume the stored games, listen, and only then start the new ones (a port in use
    leaves no new game behind)."""
    # Stopping is taken from the start: a Ctrl+C (or SIGTERM) just after "listening on" came
    # before the handler and ended the host without its closing lines (stop-37 test).
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    resumed = host.resume_all()
    server = await host.serve(options.bind, options.port)
    fresh: list[HostedGame] = []
    if options.mode is not None or not resumed:
        for index in range(options.games):
            seed = None if options.seed is None else options.seed + index
            fresh.append(host.new_game(options.mode or "full", options.players, seed))
    bind = options.bind
    actual = server.sockets[0].getsockname()[1] if server.sockets else options.port
    shown = f"[{bind}]" if ":" in bind else bind
    for game in resumed:
        print(f"resumed {game.game_id} at move {len(game.session.log)}")
    if resumed and fresh:
        # Restarting with the first command's --mode piled up games (stop-36 playtest).
        print(
            f"started {len(fresh)} new {'game' if len(fresh) == 1 else 'games'} beside "
            f"{'it' if len(resumed) == 1 else 'them'}, as --mode asks: without --mode, "
            "`jaws host` resumes stored games and starts none"
        )
    for game in [*resumed, *fresh]:
        _announce(game, f"ws://{shown}:{actual}")
    if bind in (LOOPBACK, "localhost", "::1"):
        print(f"listening on {bind} only: other devices cannot join (--bind 0.0.0.0 for a LAN)")
    else:
        print(f"listening on {bind}: anyone who can reach this address may try a code")
    sys.stdout.flush()
    host.on_seat = _say  # who joins and leaves, on the host's terminal
    checkpoints = asyncio.create_task(_checkpoints(host))
    await stop.wait()
    checkpoints.cancel()
    server.close()
    await server.wait_closed()
    print("host stopped; unfinished games resume when it starts again")
    print(_answer_times(host))
    return 0


def _answer_times(host: Host) -> str:
    """How long the host took to answer the last moves (from reading one to sending its
    answers), for whoever runs it."""
    times = sorted(host.outbox.answer_times)
    if not times:
        # "answered no move" puzzled the stop-37 check: it is a timing report.
        return "no move was played while it ran, so no answer times to report"
    median, p95 = times[len(times) // 2], times[min(len(times) - 1, len(times) * 95 // 100)]
    return (
        f"answered {len(times)} moves: median_ms={median * 1000:.2f} p95_ms={p95 * 1000:.2f}"
        " (the host's time from reading a move to sending its answers)"
    )


async def _checkpoints(host: Host) -> None:
    """Copy the store's WAL into its file every CHECKPOINT_SECONDS, in a thread, off the path
    of the answers (Store.checkpoint_apart)."""
    store = host.store
    if store is None:
        return
    store.checkpoint_apart()
    while True:
        await asyncio.sleep(CHECKPOINT_SECONDS)
        try:
            await asyncio.to_thread(store.checkpoint)
        except StoreError as exc:
            print(f"jaws host: {exc}", file=sys.stderr)


def _say(line: str) -> None:
    print(line, flush=True)


def _announce(game: HostedGame, url: str) -> None:
    session = game.session
    kind = "practice game" if session.practice else "game"
    print(f"hosting {game.game_id} at {url} ({session.mode} {kind}, {session.players} players)")
    # The Shark, the crew players in order, then spectators (a resumed game's codes came back
    # from the store in another order: stop-36 playtest).
    order = {"shark": 0, "crew": 1, "spectator": 2}
    for code in sorted(game.codes, key=lambda c: (order.get(c.seat, 3), c.player)):
        if code.seat == "shark":
            print(f"  player 1 shark: {code.code}   <- the Shark's alone: show it to nobody")
        elif code.seat == "crew":
            members = ", ".join(session.members_of(code.player))
            print(f"  player {code.player} crew ({members}): {code.code}")
        else:
            print(f"  spectators: {code.code}")


def check_ws_address(command: str, url: str) -> None:
    """Refuse in one line an address a device could not even try: not ws://, no host, or a
    port out of range or not a number (that one opened the app, then crashed: helper-51)."""
    from urllib.parse import urlsplit

    from websockets.exceptions import InvalidURI
    from websockets.uri import parse_uri

    if not url.startswith(("ws://", "wss://")):
        raise NetUsageError(f"{command}: {url!r} is not a ws:// address")
    no_port = f"{command}: {url!r} has no usable port (a number from 1 to 65535)"
    try:
        parse_uri(url)
        port = urlsplit(url).port  # websockets reads a port of 0 as none, and takes 80
    except InvalidURI:
        raise NetUsageError(f"{command}: {url!r} is not a ws:// address") from None
    except ValueError:
        raise NetUsageError(no_port) from None
    if port == 0:
        raise NetUsageError(no_port)


def _join(options: argparse.Namespace, save_dir: str | None = None) -> int:
    import os
    import secrets

    from jaws.net.client import JoinError, run_bot

    check_ws_address("jaws join", options.url)
    if not options.code:
        # From the environment: another user's `ps` shows a command line, not this (helper-80
        # read the Shark's code in `ps` and joined its seat from another terminal).
        options.code = os.environ.pop(CODE_VARIABLE, None) or None  # (not passed on)
    if options.ai is None:
        from jaws.tui.app import run

        status: int = run(remote_url=options.url, remote_code=options.code, save_dir=save_dir)
        return status
    if not options.code:
        raise NetUsageError("jaws join: a bot needs the seat's --code")

    seed = options.bot_seed if options.bot_seed is not None else secrets.randbits(63)
    try:
        result = run_bot(options.url, options.code, options.ai, seed, options.patience)
    except JoinError as exc:
        print(f"jaws join: {exc}", file=sys.stderr)
        return 1
    print(
        f"game over: {result.winner} wins: {result.reason} "
        f"(moves={result.moves} seat={result.seat} refusals={result.refusals} "
        f"reconnects={result.reconnects})"
    )
    return 0


def _serve_web(options: argparse.Namespace) -> int:
    from jaws.net.serve import serve

    check_ws_address("jaws serve", options.game_host)
    if options.public_url is not None and not options.public_url.startswith(
        ("http://", "https://")
    ):
        raise NetUsageError(f"jaws serve: {options.public_url!r} is not an http:// address")
    try:
        return serve(options)
    except OSError as exc:
        print(
            f"jaws serve: cannot listen on {options.bind}:{options.port}: {exc.strerror or exc}.",
            file=sys.stderr,
        )
        return 1
