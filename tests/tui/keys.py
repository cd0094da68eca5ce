"""Key bursts for Pilot tests: keys sent all at once, as a fast or clumsy hand sends them.

Pilot's `press` waits for the app to go idle after every key; a person mashing keys does not,
so `burst` queues every key with the driver before the app handles the first one.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.pilot import Pilot

from tests.tui.conftest import wait_for


def burst(app: Any, *keys: str) -> None:
    """Queue `keys` with the driver in one go, without waiting between them."""
    for key in keys:
        character = key if len(key) == 1 else {"space": " ", "enter": "\r", "tab": "\t"}.get(key)
        event = events.Key(key, character)
        event.set_sender(app)
        app._driver.send_message(event)


async def settle(pilot: Pilot[Any], rounds: int = 8) -> None:
    """Let the app handle a burst and whatever screens it pushed or popped."""
    for _ in range(rounds):
        await pilot.pause(0.02)
    await wait_for(pilot, lambda: bool(pilot.app.screen.query("*")))
