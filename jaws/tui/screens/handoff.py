"""The hand-off curtain: shows nothing of the game until the next player takes the keyboard."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, Static


class HandOffScreen(Screen[None]):
    """A full-screen curtain naming who takes the keyboard next."""

    DEFAULT_CSS = """
    HandOffScreen { background: $background; align: center middle; }
    HandOffScreen #curtain {
        width: 64; height: auto; padding: 2 4; border: heavy $accent; text-align: center;
    }
    """
    BINDINGS = [
        Binding("enter", "take_keyboard", "I have the keyboard", priority=True),
        Binding("space", "take_keyboard", "I have the keyboard", show=False),
    ]

    def __init__(self, seat: str, title: str, detail: str) -> None:
        super().__init__()
        self.seat = seat
        self.title_text = title
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                f"[b]{self.title_text}[/b]\n\n{self.detail}\n\n"
                "Everyone else, look away from the screen.\n\n"
                "[reverse] Enter [/reverse] when you have the keyboard",
                id="curtain",
            )
        yield Footer()

    def action_take_keyboard(self) -> None:
        self.app.open_seat_screen(self.seat)  # type: ignore[attr-defined]
