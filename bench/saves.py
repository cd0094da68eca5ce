"""Save and load speed on a late game: the longest of a few random full games, near its end.

    python bench/saves.py [--games 5] [--repeat 15] [--seed 7] [--seal keyfile|passphrase|none]

Plays random legal full games (Act 1 alone while the Act 2 engine is missing), keeps the one
with the longest action log, rewinds it to just before its last few actions (late Act 2 of a full
game), then times `saves.save` (atomic write with fsync) and `saves.load` (parse, checks, replay
of the whole log, comparison with the snapshot). The last line is
`saves seal=<how> save_ms=<median> load_ms=<median> bytes=<file size>`; both should stay under
50 ms and the file under 200 KB. With a passphrase the key is derived once per game opened
(`derive_ms`); each timed load opens the game afresh, so it pays that derivation too, while the
saves reuse the derived key as a game in play does.
The AI Shark key file is made in the temporary folder, never the user's.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws import saves
from jaws.session import GameSession


def _act2_ready() -> bool:
    try:
        return importlib.util.find_spec("jaws.engine.act2.rules") is not None
    except ModuleNotFoundError:
        return False


def _play(mode: str, seed: int) -> GameSession:
    session = GameSession.new(mode, seed)  # type: ignore[arg-type]
    chooser = random.Random(seed)
    while (seat := session.whose_turn()) is not None:
        moves = session.legal_actions(seat)
        session.submit(moves[chooser.randrange(len(moves))])
    return session


def late_game(games: int, seed: int) -> GameSession:
    """A session rewound to a few actions before the end of the longest of `games` playouts."""
    mode = "full" if _act2_ready() else "act1"
    longest = max((_play(mode, seed * 1000 + g) for g in range(games)), key=lambda s: len(s.log))
    cut = max(0, len(longest.log) - 3)
    return GameSession.replay(mode, longest.seed, longest.actions[:cut])  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seal", choices=("keyfile", "passphrase", "none"), default="keyfile")
    args = parser.parse_args()

    session = late_game(args.games, args.seed)
    print(
        f"game: mode={session.mode} act={session.act} round={session.round} "
        f"actions={len(session.log)}"
    )
    save_ms: list[float] = []
    load_ms: list[float] = []
    derive = ""
    with tempfile.TemporaryDirectory() as folder:
        os.environ[saves.KEY_FILE_ENV] = str(Path(folder) / "key" / "ai-shark.key")
        passphrase = "bench" if args.seal == "passphrase" else None
        if args.seal != "keyfile":
            start = time.perf_counter()
            saves.choose_passphrase(session, passphrase)
            derive = f" derive_ms={(time.perf_counter() - start) * 1000:.0f}"
        for _ in range(args.repeat):
            start = time.perf_counter()
            path = saves.save(session, "bench", Path(folder))
            save_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            loaded = saves.load(path, passphrase=passphrase)
            load_ms.append((time.perf_counter() - start) * 1000)
            assert loaded.state == session.state
        size = path.stat().st_size
    print(
        f"saves seal={args.seal} save_ms={statistics.median(save_ms):.1f} "
        f"load_ms={statistics.median(load_ms):.1f} bytes={size}{derive}"
    )


if __name__ == "__main__":
    main()
