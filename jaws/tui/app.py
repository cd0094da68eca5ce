"""The Textual application (the title screen for now; the TUI issue builds the game screens)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, Static


class JawsApp(App[None]):
    TITLE = "Jaws"

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Jaws — the game screens are being built.")
        yield Footer()


def run() -> int:
    JawsApp().run()
    return 0
