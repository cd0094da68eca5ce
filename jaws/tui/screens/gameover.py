"""The end of the game: who won and why."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from jaws.engine.act1.events import Act1Ended
from jaws.engine.act2.events import Act2Ended
from jaws.tui.host_protocol import host_of
from jaws.tui.scenes_public import fitted_rows
from jaws.tui.screens.armed_key import ArmedKey
from jaws.views import GameView

ENDING_EVENTS = 10  # the last public events looked at ...
ENDING_LINES = 6  # ... and the fewest rows they get, the least telling left out first
# The screen's rows besides the ending's: the card's border and padding, the headline and its
# reason, the ending's heading and margin, the key line, the footer. The ending takes the rest
# (helper-60, stop 47: "… 5 more lines left out" with 12 rows of a 100x30 screen empty).
FRAME_ROWS = 15
TEXT_WIDTH = 64  # the card's 70 columns less its border and padding
ACT_ENDS = (Act1Ended, Act2Ended)  # said by the card's headline


class GameOverScreen(ArmedKey, Screen[None]):
    """The outcome; Enter returns to the title."""

    # The headline and the key centred, the ending's lines from the left: centred, a wrapped
    # line's end ("now 12/16", "hits)") sat alone mid-row (helper-45).
    DEFAULT_CSS = """
    GameOverScreen #result { width: 70; height: auto; border: heavy $accent; padding: 1 2; }
    GameOverScreen #result Static { width: 100%; }
    GameOverScreen #result .centred { text-align: center; }
    GameOverScreen #ending { margin-top: 1; }
    """
    # A joined device has no title screen: its Enter closes the app, and says so (helper-66
    # read "back to the title" and the app quit).
    BINDINGS = [
        Binding("enter", "title", "Back to the title", priority=True),
        Binding("enter", "close", "Close this device's game", priority=True),
    ]

    def __init__(self, game_view: GameView) -> None:
        super().__init__()
        self.game_view = game_view
        # Enter counts once the screen has waited, untouched, as a curtain does: the "e
        # Enter" typed for "done attacking" as the last attack ended the game took this
        # screen away unread (helper-47).
        self.armed_at = None

    def on_mount(self) -> None:
        self.arm()

    def on_key(self, event: events.Key) -> None:
        if not self.is_armed():
            self.arm()  # a key in the same burst starts the wait again

    def compose(self) -> ComposeResult:
        outcome = self.game_view.outcome
        assert outcome is not None, "the game-over screen shows a finished game"
        winner = "THE SHARK WINS" if outcome.winner == "shark" else "THE CREW WINS"
        with Middle(), Center(), Vertical(id="result"):
            yield Static(
                f"[b]{winner}[/b]\n\n{outcome.reason[:1].upper()}{outcome.reason[1:]} "
                f"(Act {outcome.act}).",
                classes="centred",
            )
            ending = self.how_it_ended()
            if ending:
                yield Static(ending, id="ending")
            yield Static(f"\n[reverse] Enter [/reverse] {self.enter_does()}", classes="centred")
        yield Footer()

    def how_it_ended(self) -> str:
        """The last public lines before the end (the playtest's winning roll went straight to
        this screen, unseen); empty when no game is open here."""
        session = host_of(self).session
        if session is None:
            return ""
        # Not the act's end itself: "Act 1 is over: the Swimmer Track reached 7. The Shark
        # wins." repeated the line above it (stop-37 playtest).
        told = [e for e in session.events_for("crew") if not isinstance(e, ACT_ENDS)]
        # No log is open under this screen, whose one key goes to the title: "in the log" sent
        # the player looking for one (helper-46).
        rows = max(ENDING_LINES, self.app.size.height - FRAME_ROWS)
        ending = told[-ENDING_EVENTS:]
        lines = fitted_rows(ending, rows, TEXT_WIDTH, left_out="left out", fewest=ENDING_LINES)
        return "[b]How it ended[/b]\n" + "\n".join(escape(line) for line in lines)

    def enter_does(self) -> str:
        return "closes this device's game" if host_of(self).is_remote() else "back to the title"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter's footer words: the title screen, or (on a joined device) closing."""
        remote = host_of(self).is_remote()
        if action == "title":
            return not remote
        if action == "close":
            return remote
        return True

    def action_close(self) -> None:
        self.action_title()

    def action_title(self) -> None:
        if not self.is_armed():
            self.arm()
            return
        host_of(self).back_to_title()
