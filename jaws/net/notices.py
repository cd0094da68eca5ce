"""What the host tells the other devices when a seat's device leaves or comes back: one place
for the sentences, so a joined app can tell the Shark's away from the words alone (the app
imports this without the host's websockets or store)."""

from __future__ import annotations

SHARK_SEAT_NAME = "The Shark"  # how the host names the Shark's seat (jaws.net.games.seat_name)


def device_left(seat_named: str) -> str:
    """What the other devices are told when a seat's last device has gone."""
    return (
        f"{seat_named}'s device has left the game: it can join again with its code, and the "
        "game waits for it."
    )


def device_back(seat_named: str) -> str:
    """What the other devices are told when a seat that had left is back."""
    return f"{seat_named}'s device is back."
