"""`jaws serve`: the app in a browser, one `jaws join` process per page, by textual-serve.

textual-serve runs a Textual app behind a small web server (aiohttp) and draws it in the page
with xterm.js: the same screens as in a terminal, with no second front end to keep. Each page
opened gets its own `jaws join URL` process, whose first screen asks for a seat's code, so a
phone or a laptop at the table can take its seat in a hosted game.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

LOOPBACK = "127.0.0.1"
DEFAULT_WEB_PORT = 8000
DEFAULT_GAME_HOST = "ws://127.0.0.1:8765"
TEMPLATES = Path(__file__).parent / "web"


def join_command(game_host: str) -> str:
    """The command each page runs: this Python's `jaws join`, which asks for the code."""
    return shlex.join([sys.executable, "-m", "jaws", "join", game_host])


def serve(options: argparse.Namespace) -> int:
    """Serve until stopped (Ctrl+C); returns the exit status. Raises OSError when the port
    cannot be had."""
    from textual_serve.server import Server

    bind = options.bind
    public = options.public_url or f"http://{f'[{bind}]' if ':' in bind else bind}:{options.port}"
    server = Server(
        join_command(options.game_host),
        host=bind,
        port=options.port,
        title="Jaws",
        public_url=public,
        templates_path=str(TEMPLATES),
    )
    print(f"serving Jaws for browsers at {public} (games from {options.game_host})", flush=True)
    if bind in (LOOPBACK, "localhost", "::1"):
        print("listening on this computer only (--bind 0.0.0.0 --public-url for a LAN)")
    sys.stdout.flush()
    server.serve()
    return 0
