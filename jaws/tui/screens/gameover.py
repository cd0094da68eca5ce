"""The end of the game: who won and why."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, Static

from jaws.tui.host_protocol import host_of
from jaws.views import GameView


class GameOverScreen(Screen[None]):
    """The outcome; Enter returns to the title."""

    DEFAULT_CSS = """
    GameOverScreen #result { width: 70; height: auto; border: heavy $accent; padding: 1 2;
        text-align: center; }
    """
    BINDINGS = [Binding("enter", "title", "Back to the title", priority=True)]

    def __init__(self, game_view: GameView) -> None:
        super().__init__()
        self.game_view = game_view

    def compose(self) -> ComposeResult:
        outcome = self.game_view.outcome
        assert outcome is not None, "the game-over screen shows a finished game"
        winner = "THE SHARK WINS" if outcome.winner == "shark" else "THE CREW WINS"
        with Middle(), Center():
            yield Static(
                f"[b]{winner}[/b]\n\n{outcome.reason[:1].upper()}{outcome.reason[1:]} "
                f"(Act {outcome.act}).\n\n[reverse] Enter [/reverse] back to the title",
                id="result",
            )
        yield Footer()

    def action_title(self) -> None:
        host_of(self).back_to_title()
