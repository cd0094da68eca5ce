"""The Shark's passphrase: chosen behind the Shark's first curtain, typed again to resume.

The text is never echoed (a password Input), so a chosen one is typed twice: a key mashed behind
the curtain's "s", or a slip, sealed the game with a passphrase its Shark never knew (helper-50:
"ss" then "fish" sealed it "sfish"). For the same reason the boxes take no key until the dialog
has waited, untouched, as long as a curtain does. Choosing: Enter seals the game's saves with
what was typed; "Play unsealed" declines (the saves can then be read by anyone, and the listing says
so); Escape decides later: not asked again until the game is next opened (until then the saves
are sealed with this user's AI Shark key file).
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Button, Input, Static

from jaws.tui.host_protocol import host_of
from jaws.tui.screens.armed_key import ArmedKey
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
# Said as a game with a typed seed starts (jaws.tui.app), and in the dialog, which takes the
# notice down: it lay over the dialog's corner (helper-75).
PRACTICE_WARNING = (
    "Practice game: whoever knows its seed can deal the Shark's cards (leave the seed out "
    "for secrets)."
)
PRACTICE_TEXT = (
    "This is a practice game: whoever knows its seed can deal the Shark's cards, sealed or not."
)
AGAIN_PLACEHOLDER = "the same passphrase again"
DIFFER = "The two passphrases differ: type it again in both boxes."


class PassphraseDialog(ArmedKey, DismissOnce, ModalScreen[str | None]):
    """Ask the Shark for a passphrase: to choose one (`choosing`, typed twice) or to open a
    sealed game."""

    DEFAULT_CSS = """
    PassphraseDialog { align: center middle; }
    PassphraseDialog #box { width: 70; height: auto; border: heavy $error; padding: 1 2;
        background: $surface; }
    PassphraseDialog #buttons { height: 3; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "later", "Later", show=False)]

    def __init__(self, choosing: bool, practice: bool = False) -> None:
        super().__init__()
        self.choosing = choosing
        self.practice = practice

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static(CHOOSE_TEXT if self.choosing else ASK_TEXT)
            if self.practice:
                # Said here, not in a notice over the dialog's corner (helper-75).
                yield Static(PRACTICE_TEXT, id="practice")
            yield Input(
                password=True,
                placeholder="passphrase",
                id="passphrase",
                max_length=1024,
                disabled=True,
            )
            if self.choosing:
                yield Input(
                    password=True,
                    placeholder=AGAIN_PLACEHOLDER,
                    id="again",
                    max_length=1024,
                    disabled=True,
                )
            with Horizontal(id="buttons"):
                yield MarkedButton(
                    "Seal (Enter)" if self.choosing else "Open (Enter)", "primary", id="seal"
                )
                if self.choosing:
                    yield MarkedButton("Play unsealed", id="unsealed")
                yield MarkedButton("Later (Esc)" if self.choosing else "Cancel (Esc)", id="later")

    def on_mount(self) -> None:
        if self.practice:
            host_of(self).take_down(PRACTICE_WARNING)
        self.arm()
        self.waiting: Timer | None = None
        self.open_when_armed()
        if self.query_one("#passphrase", Input).disabled:
            self.waiting = self.set_interval(0.05, self.open_when_armed)

    def open_when_armed(self) -> None:
        """Let the boxes take keys once the dialog has waited, untouched, long enough (then
        the wait's timer stops)."""
        if not self.is_armed():
            return
        if self.waiting is not None:
            self.waiting.stop()
        for box in self.query(Input):
            box.disabled = False
        self.query_one("#passphrase", Input).focus()

    def on_key(self, event: events.Key) -> None:
        if self.query_one("#passphrase", Input).disabled and event.key != "escape":
            # A key still coming from the curtain: it restarts the wait, and is typed nowhere.
            event.stop()
            event.prevent_default()
            self.arm()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        again = self.query("#again")
        if event.input.id == "passphrase" and again and not again.first(Input).value:
            again.first(Input).focus()  # Enter moves on to typing it again
            return
        self._typed()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "seal":
            self._typed()
        elif event.button.id == "unsealed":
            self.dismiss(DECLINED)
        else:
            self.dismiss(None)

    def _typed(self) -> None:
        field = self.query_one("#passphrase", Input)
        text = field.value
        if not text:
            self.notify("Type a passphrase first (or choose another button).")
            return
        again = self.query("#again")
        if again and again.first(Input).value != text:
            self.notify(DIFFER, severity="warning")
            field.value = again.first(Input).value = ""
            field.focus()
            return
        self.dismiss(text)

    def action_later(self) -> None:
        self.dismiss(None)
