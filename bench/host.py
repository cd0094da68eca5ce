"""N concurrent bot games over loopback against one `jaws host` process.

    python bench/host.py --games 200 --mode act1 --seconds 120 --think 1

The host runs in its own process (with its SQLite file in a temporary folder, and the Shark's
pace of `jaws host`, --shark-pace); this process runs both seats of every game as bot clients in
one event loop. Each move's round trip is the time from sending it to receiving the state that
answers it. Bounded: at most --games games (500 at most), and everything stops after --seconds.
The last line is `host games=<n> actions_per_s=<x> p95_ms=<x>`; the line before it is the host's
own share of the round trips (from reading a move to sending its answers, as `jaws host` says
when it stops), and the one before that says where the time went: the host's and the bots' CPU
per move (both processes share this machine's cores, with whatever else runs on it: say the
load with every figure), and the cores used.

Where the time goes: with --think 0 every game always has a move in flight, so the mean round
trip is about games / actions_per_s (Little's law), whatever the host does: it measures the
capacity of this machine (the host's and the bots' CPU per move, against the share of the cores
the processes get) more than the host's latency. --think S paces the bots as people would: each
wait is drawn evenly from 0.5 S to 1.5 S (seeded), since people do not all move in the same
millisecond; --steady makes every wait S, so that all the games move in waves (a worst case).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import queue
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.net.client import BotClient
from jaws.net.pacing import PHASE_SECONDS
from tests.net.hosting import start_host

MAX_GAMES = 500


async def _play(
    games: list[tuple[str, str, str]], level: str, seconds: float, think: float, steady: bool
) -> tuple[list[float], int, float]:
    rtts: list[float] = []
    clients = []
    for index, (url, shark, crew) in enumerate(games):
        for code, seed in ((shark, 2 * index), (crew, 2 * index + 1)):
            client = BotClient(url, code, level, seed, on_move=lambda s, d: rtts.append(d))
            client.think = think if steady or not think else _waits(think, seed)
            clients.append(client)
    started = time.perf_counter()
    tasks = [asyncio.create_task(c.run(patience=5)) for c in clients]
    done, pending = await asyncio.wait(tasks, timeout=seconds)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    elapsed = time.perf_counter() - started
    finished = sum(1 for t in done if t.exception() is None) // 2
    return rtts, finished, elapsed


def _waits(think: float, seed: int) -> Callable[[], float]:
    """A person's waits: evenly from half `think` to one and a half (seeded)."""
    draw = random.Random(seed)
    return lambda: draw.uniform(0.5 * think, 1.5 * think)


def _answered(lines: queue.Queue[str]) -> str:
    """The host's own line on how long it took to answer (jaws host prints it as it stops)."""
    while True:
        try:
            line = lines.get(timeout=10)
        except queue.Empty:
            return "the host did not say how long it took to answer"
        if line.startswith("answered") or line == "":
            return line or "the host did not say how long it took to answer"


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used (Linux /proc), or -1 if unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return -1.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--mode", choices=("full", "act1", "act2"), default="act1")
    parser.add_argument("--level", choices=("easy", "hard"), default="easy")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="seconds each bot waits before a move, on average (0: flat out)",
    )
    parser.add_argument("--steady", action="store_true", help="every wait exactly --think")
    parser.add_argument(
        "--shark-pace", type=float, default=PHASE_SECONDS, help="the host's --shark-pace"
    )
    options = parser.parse_args()
    if not 1 <= options.games <= MAX_GAMES:
        parser.error(f"--games must be 1 to {MAX_GAMES}")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["JAWS_KEY_FILE"] = str(Path(folder) / "host.key")
        host = start_host(
            "--mode",
            options.mode,
            "--games",
            str(options.games),
            "--players",
            "2",
            "--seed",
            str(options.seed),
            "--port",
            "0",
            "--db",
            str(Path(folder) / "host.db"),
            "--shark-pace",
            str(options.shark_pace),
        )
        try:
            games = [(g.url, g.codes["shark"], g.codes["crew"]) for g in host.games]
            host_start = _cpu_seconds(host.process.pid)  # its imports and the new games
            clients_start = time.process_time()
            rtts, finished, elapsed = asyncio.run(
                _play(games, options.level, options.seconds, options.think, options.steady)
            )
            host_cpu = _cpu_seconds(host.process.pid) - host_start
            clients_cpu = time.process_time() - clients_start
        finally:
            host.stop()
        answered = _answered(host.lines)
    if not rtts:
        print("host: no move was answered", file=sys.stderr)
        return 1
    p95 = statistics.quantiles(rtts, n=20)[-1] * 1000
    median = statistics.median(rtts) * 1000
    moves = len(rtts)
    print(
        f"host finished={finished}/{options.games} moves={moves} median_ms={median:.1f} "
        f"think_s={options.think}{' steady' if options.steady else ''} "
        f"shark_pace_s={options.shark_pace} wall_s={elapsed:.1f} load={os.getloadavg()[0]:.1f} "
        f"host_cpu_ms_per_move={host_cpu * 1000 / moves:.2f} "
        f"bots_cpu_ms_per_move={clients_cpu * 1000 / moves:.2f} "
        f"cores_used={(host_cpu + clients_cpu) / elapsed:.2f} "
        f"littles_law_ms={options.games * elapsed * 1000 / moves:.0f}"
    )
    print(f"host side: {answered}")
    print(f"host games={options.games} actions_per_s={len(rtts) / elapsed:.0f} p95_ms={p95:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
