"""Joining a hosted game: the code of one seat, typed (or given on the command line)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from jaws.tui.host_protocol import host_of

ASK = "Type the code the host gave your seat, then Enter."


class JoinScreen(Screen[None]):
    """The first screen of `jaws join` and `jaws serve`: asks for a seat's code, then waits."""

    DEFAULT_CSS = """
    JoinScreen { align: center middle; }
    JoinScreen #box { width: 70; height: auto; border: heavy $accent; padding: 1 2; }
    JoinScreen #problem { color: $error; height: auto; }
    """

    def __init__(self, url: str, code: str | None) -> None:
        super().__init__()
        self.url = url
        self.code = code

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="box"):
            yield Static(f"[b]Join a hosted game of Jaws[/b]\n\nThe host: {self.url}", markup=True)
            yield Static(ASK, id="status")
            yield Input(password=True, placeholder="seat code", id="code", max_length=100)
            yield Static("", id="problem")
        yield Footer()

    def on_mount(self) -> None:
        code_input = self.query_one("#code", Input)
        if self.code:
            self.waiting()
            host_of(self).connect_remote(self.code)
        else:
            code_input.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        code = event.value.strip()
        if not code:
            self.show_problem("Type the seat's code first.")
            return
        self.waiting()
        host_of(self).connect_remote(code)

    def waiting(self) -> None:
        self.query_one("#status", Static).update("Joining the game…")
        self.query_one("#problem", Static).update("")
        self.query_one("#code", Input).disabled = True

    def show_problem(self, text: str) -> None:
        """The host refused (or cannot be reached): say why, and ask again."""
        self.query_one("#status", Static).update(ASK)
        self.query_one("#problem", Static).update(text)
        code_input = self.query_one("#code", Input)
        code_input.disabled = False
        code_input.value = ""
        code_input.focus()
