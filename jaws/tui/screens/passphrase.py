"""The Shark's passphrase: chosen behind the Shark's first curtain, typed again to resume.

The text is never echoed (a password Input). Choosing: Enter seals the game's saves with what
was typed; "Play unsealed" declines (the saves can then be read by anyone, and the listing says
so); Escape decides later: not asked again until the game is next opened (until then the saves
are sealed with this user's AI Shark key file).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from jaws.tui.screens.dialogs import DismissOnce
from jaws.tui.widgets.marked_button import MarkedButton

# What a choosing dialog returns: the passphrase, DECLINED, or None (decide later).
DECLINED = ""

CHOOSE_TEXT = (
    "SHARK ONLY. Choose a passphrase to seal this game's saves, so nobody can read your "
    "secrets from a file. Short is fine: it guards against a glance, not a lab. You will type "
    "it to resume the game."
)
ASK_TEXT = "This game is sealed. Shark, type its passphrase (the crew looks away)."


class PassphraseDialog(DismissOnce, ModalScreen[str | None]):
    """Ask the Shark for a passphrase: to choose one (`choosing`) or to open a sealed game."""

    DEFAULT_CSS = """
    PassphraseDialog { align: center middle; }
    PassphraseDialog #box { width: 70; height: auto; border: heavy $error; padding: 1 2;
        background: $surface; }
    PassphraseDialog #buttons { height: 3; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "later", "Later", show=False)]

    def __init__(self, choosing: bool) -> None:
        super().__init__()
        self.choosing = choosing

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static(CHOOSE_TEXT if self.choosing else ASK_TEXT)
            yield Input(password=True, placeholder="passphrase", id="passphrase", max_length=1024)
            with Horizontal(id="buttons"):
                yield MarkedButton("Seal (Enter)" if self.choosing else "Open (Enter)", id="seal")
                if self.choosing:
                    yield MarkedButton("Play unsealed", id="unsealed", variant="warning")
                yield MarkedButton("Later (Esc)" if self.choosing else "Cancel (Esc)", id="later")

    def on_mount(self) -> None:
        self.query_one("#passphrase", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._typed()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "seal":
            self._typed()
        elif event.button.id == "unsealed":
            self.dismiss(DECLINED)
        else:
            self.dismiss(None)

    def _typed(self) -> None:
        text = self.query_one("#passphrase", Input).value
        if not text:
            self.notify("Type a passphrase first (or choose another button).")
            return
        self.dismiss(text)

    def action_later(self) -> None:
        self.dismiss(None)
