"""Keys typed while the app is still loading.

Until Textual puts the terminal in raw mode (the imports take a second or two), the terminal is
in line mode and turns Enter's carriage return into a line feed, which Textual reads as ctrl+j:
an Enter typed in the app's first seconds did nothing. The app reads it as the Enter it was.
"""

from __future__ import annotations

from textual import events

LINE_FEED_KEY = "ctrl+j"


def as_typed(event: events.Event) -> events.Event:
    """The key the player typed: a line feed from the terminal's line mode is Enter."""
    if isinstance(event, events.Key) and event.key == LINE_FEED_KEY and not event.is_forwarded:
        return events.Key("enter", "\r")
    return event


__all__ = ["as_typed"]
