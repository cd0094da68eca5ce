"""`jaws serve` in a real headless Chromium (Debian's package, driven by Playwright): the page
loads, a seat's code typed in the page joins a hosted game, and a move made in the page is
applied by the host. Every wait is bounded; the browser may reach loopback addresses only.

Skipped on a machine without Chromium or Playwright, but never in CI (.ci/run installs them)."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.net.hosting import WAIT, db_games, free_port, hosting, jaws_command, join

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
RETRY = 5.0  # seconds a Down-and-Enter is given to reach the host before it is tried again
LOCAL = ("http://127.0.0.1:", "ws://127.0.0.1:")
ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[\]P][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b.")

if not os.environ.get("CI"):
    pytest.importorskip("playwright.sync_api")
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed", allow_module_level=True)


def wait_until(
    condition: Callable[[], bool],
    what: str,
    pause: Callable[[], object] = lambda: time.sleep(0.2),
    seconds: float = WAIT,
) -> None:
    """Poll `condition`; `pause` lets the browser's events in between (Playwright's sync API
    delivers them only while it waits itself)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        pause()
    raise AssertionError(f"timed out waiting for {what}")


def listening(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


@contextlib.contextmanager
def web_server(game_url: str) -> Iterator[int]:
    port = free_port()
    process = subprocess.Popen(
        jaws_command("serve", "--port", str(port), "--game-host", game_url),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_until(lambda: listening(port) or process.poll() is not None, "jaws serve")
        assert process.poll() is None, "jaws serve stopped"
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=WAIT)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=WAIT)


def test_a_browser_page_joins_with_a_code_and_makes_a_move(tmp_path: Path) -> None:
    from playwright.sync_api import Route, WebSocket, sync_playwright

    db = tmp_path / "host.db"
    args = ("--mode", "act1", "--players", "2", "--seed", "5", "--port", "0", "--db", str(db))
    with hosting(*args) as host:
        (game,) = host.games
        shark = join(game.url, game.codes["shark"], "easy", 1)
        received: list[bytes] = []

        def screen() -> str:
            return ANSI.sub(b"", b"".join(received)).decode("utf-8", "replace")

        def only_loopback(route: Route) -> None:
            if route.request.url.startswith(LOCAL):
                route.continue_()
            else:
                route.abort()

        def record(ws: WebSocket) -> None:
            ws.on("framereceived", lambda f: received.append(f if isinstance(f, bytes) else b""))

        try:
            with web_server(game.url) as port, sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, args=FLAGS, timeout=WAIT * 1000
                )
                try:
                    page = browser.new_page(viewport={"width": 1400, "height": 900})
                    page.set_default_timeout(WAIT * 1000)
                    page.route("**/*", only_loopback)
                    page.on("websocket", record)
                    page.goto(f"http://127.0.0.1:{port}/")

                    def pause() -> None:
                        page.wait_for_timeout(200)

                    wait_until(lambda: "Join a hosted game" in screen(), "the join screen", pause)
                    page.locator("#terminal").click()
                    page.keyboard.type(game.codes["crew"])
                    page.keyboard.press("Enter")
                    # The crew's menu: the AI Shark has played its turn and the crew is to move
                    # (if the page joined during the Shark's turn, it acknowledges the card with
                    # the Shark's announcement first, once the card takes keys).
                    wait_until(
                        lambda: "── Quint ──" in screen() or "When you have seen it" in screen(),
                        "the crew's moves or the Shark's announcement",
                        pause,
                    )
                    if "── Quint ──" not in screen():
                        page.wait_for_timeout(1500)
                        page.keyboard.press("Enter")
                    wait_until(lambda: "── Quint ──" in screen(), "the crew's moves", pause)
                    before = db_games(db)[game.game_id][0]
                    # A new turn opens with nothing under Enter (issue 12): Down arms the
                    # menu's first move, Quint's, and Enter takes it. On a loaded machine the
                    # Down can reach the page before the menu has the focus; the app then
                    # answers Enter with "Nothing is chosen yet" and the keys are tried again.
                    deadline = time.monotonic() + WAIT
                    while True:
                        page.keyboard.press("ArrowDown")
                        page.keyboard.press("Enter")
                        try:
                            wait_until(
                                lambda: db_games(db)[game.game_id][0] > before,
                                "the move at the host",
                                pause,
                                seconds=min(RETRY, max(0.0, deadline - time.monotonic())),
                            )
                            break
                        except AssertionError:
                            if time.monotonic() >= deadline:
                                raise AssertionError(
                                    f"timed out waiting for the move at the host; the page "
                                    f"ended with {screen()[-300:]!r}"
                                ) from None
                    page.screenshot(path=str(tmp_path / "page.png"))
                finally:
                    browser.close()
        finally:
            shark.kill()
            shark.communicate(timeout=WAIT)
