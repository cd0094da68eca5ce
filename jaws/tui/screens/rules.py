"""F1: the rules reference, over any screen. It shows only rules, never the game."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from jaws.tui.rules_text import rules_markdown
from jaws.tui.screens.dialogs import DismissOnce


class RulesScreen(DismissOnce, ModalScreen[None]):
    """The rules reference, scrollable; Escape or F1 closes it."""

    DEFAULT_CSS = """
    RulesScreen { align: center middle; }
    RulesScreen #rules { width: 96%; height: 94%; border: heavy $accent; background: $surface;
        padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("f1", "close", "Close", show=False),
    ]

    def __init__(self, section: str | None = None) -> None:
        super().__init__()
        self.section = section

    def compose(self) -> ComposeResult:
        content = self.app.content  # type: ignore[attr-defined]
        with VerticalScroll(id="rules"):
            yield Static(Markdown(rules_markdown(content)), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules").focus()

    def action_close(self) -> None:
        self.dismiss()
