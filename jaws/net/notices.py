"""What the host tells the other devices when a seat's device leaves or comes back: one place
for the sentences, so a joined app can tell the Shark's away from the words alone (the app
imports this without the host's websockets or store)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

SHARK_SEAT_NAME = "The Shark"  # how the host names the Shark's seat (jaws.net.games.seat_name)


def crew_seat_name(player: int | str) -> str:
    """How the host names crew player `player`'s seat: "Player 2 (crew)"."""
    return f"Player {player} (crew)"


def crew_player_named(seat_named: str) -> int | None:
    """The crew player a seat's name names (None: the Shark, a spectator, or no seat)."""
    number = _named(seat_named, crew_seat_name)
    return int(number) if number is not None and number.isdigit() else None


def device_left(seat_named: str) -> str:
    """What the other devices are told when a seat's last device has gone. The game goes on
    without it until the seat must act (helper-71: "the game waits for it" read wrong while the
    rest of the crew played on)."""
    return (
        f"{seat_named}'s device has left the game: it can join again with its code. The game "
        "goes on until that seat must play, then waits for it."
    )


def device_back(seat_named: str) -> str:
    """What the other devices are told when a seat that had left is back."""
    return f"{seat_named}'s device is back."


def seat_left(text: str) -> str | None:
    """The seat a `device_left` notice names (None: the notice is another)."""
    return _named(text, device_left)


def seat_back(text: str) -> str | None:
    """The seat a `device_back` notice names (None: the notice is another)."""
    return _named(text, device_back)


def _named(text: str, sentence: Callable[[str], str]) -> str | None:
    head, _, tail = sentence("\0").partition("\0")
    if len(text) > len(head) + len(tail) and text.startswith(head) and text.endswith(tail):
        return text[len(head) : len(text) - len(tail)]
    return None


def away_line(seats: Sequence[str]) -> str:
    """What a device waiting on the seats whose devices have left says, in place of
    "taking its turn" (the game cannot go on without them)."""
    if len(seats) == 1:
        return f"{seats[0]}'s device has left: the game waits for it to join again."
    named = ", ".join(seats[:-1]) + f" and {seats[-1]}"
    return f"The devices of {named} have left: the game waits for them to join again."
