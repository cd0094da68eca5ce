"""The hand-off curtain: shows nothing of the game until the next player takes the keyboard.

A curtain cannot be lifted by accident. It lifts only with its own key, named on it: the
Shark's curtain with `s` (not Enter, the key the crew just ended its turn with), the crew's
with Enter. Keys that were queued before it appeared, or pressed while it is new, are dropped:
the curtain arms itself `curtain_delay` seconds (the app's setting) after it is shown, and
every key pressed before that (a double Enter, a held key, a mash) starts the wait again.
Time is read from the app's `curtain_clock`, so tests move it by hand instead of sleeping.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, Static

from jaws.tui.host_protocol import host_of
from jaws.tui.keys_text import key_name
from jaws.tui.scenes_public import CURTAIN_TEXT_WIDTH, wrapped_rows
from jaws.tui.screens.armed_key import ArmedKey

LIFT_KEYS = {"shark": "s", "crew": "enter"}
# Keys without a printable character that a player presses on a curtain meaning something.
STRAY_NAMED_KEYS = frozenset({"enter", "tab", "escape", "space", "backspace"})
# Only the Shark's screen holds secrets: for the crew's, it is the Shark who looks away (from
# the crew's plans, which the rules let the crew discuss among itself).
LOOK_AWAY = {
    "shark": "Everyone else, look away from the screen.",
    "crew": "The Shark looks away from the screen.",
    "spectator": "Nothing secret follows.",
    # Alone against the AI crew, nobody else plays (stop-30 playtest: "Everyone else" read
    # oddly to a player on their own).
    "solo shark": "The AI crew sees only what the Shark shows.",
}


# Below this many rows the curtain's padding is one row, not two, above and below its text.
TALL_CURTAIN = 30


def curtain_padding(height: int) -> int:
    """The curtain's padding (rows above and below its text) on a terminal `height` high."""
    return 2 if height >= TALL_CURTAIN else 1


def rows_beside_happened(title: str, detail: str, height: int) -> int:
    """The rows a curtain takes besides its "What just happened" lines: the footer, border
    and padding, the title and the detail (markup) as they wrap, the block's heading, the
    look-away line (each fits one row) and the lifting key, with the blank lines between."""

    def rows(markup: str) -> int:
        plain = Text.from_markup(markup).plain
        return sum(wrapped_rows(line, CURTAIN_TEXT_WIDTH) for line in plain.split("\n"))

    frame = 1 + 2 + 2 * curtain_padding(height)  # the footer, the border, the padding
    return frame + rows(title) + 1 + (1 + 1) + rows(detail) + 1 + 1 + 1 + 1


class HandOffScreen(ArmedKey, Screen[None]):
    """A full-screen curtain naming who takes the keyboard next, and the key that lifts it."""

    DEFAULT_CSS = """
    HandOffScreen { background: $background; align: center middle; }
    HandOffScreen #curtain {
        width: 64; height: auto; padding: 2 4; border: heavy $accent; text-align: center;
    }
    """
    # Shown in the footer; the keys themselves are handled in on_key (armed curtains only).
    BINDINGS = [
        Binding("s", "take_keyboard('shark')", "I am the Shark: lift the curtain"),
        Binding("enter", "take_keyboard('crew')", "We have the keyboard"),
    ]

    def __init__(self, seat: str, title: str, detail: str) -> None:
        super().__init__()
        self.seat = seat
        self.title_text = title
        self.detail = detail
        self.lift_key = LIFT_KEYS.get(seat, "enter")
        # When keys start to count (None: not shown yet, every key is dropped).
        self.armed_at = None
        self.lifted = False
        self.told_dropped = False
        self.told_too_soon = False
        self.not_the_key: str | None = None  # the notice naming a stray key, once

    def compose(self) -> ComposeResult:
        key = key_name(self.lift_key)
        who = "The Shark" if self.seat == "shark" else "The crew"
        curtain = Static(
            f"[b]{self.title_text}[/b]\n\n{self.detail}\n\n"
            f"{self.look_away()}\n\n"
            f"{who} lifts this curtain with [reverse] {key} [/reverse]",
            id="curtain",
        )
        # Set here, not on mount: a curtain mounted as the app closes has no children to
        # query (tests t4 and the new-game form's caught a NoMatches there).
        curtain.styles.padding = (curtain_padding(self.app.size.height), 4)
        with Middle(), Center():
            yield curtain
        yield Footer()

    def look_away(self) -> str:
        """Who looks away while this curtain lifts (nobody, when the other side is the AI)."""
        host = host_of(self)
        if self.seat == "crew" and host.is_bot("shark"):
            return LOOK_AWAY["spectator"]
        if self.seat == "shark" and host.is_bot("crew"):
            return LOOK_AWAY["solo shark"]
        return LOOK_AWAY.get(self.seat, LOOK_AWAY["shark"])

    def on_mount(self) -> None:
        self.arm()

    def on_key(self, event: events.Key) -> None:
        # Every key stops here: none reaches a binding or the screen that comes next.
        event.stop()
        event.prevent_default()
        if self.lifted:
            # The lifting key again (a double Enter, a held "s") or a space is not news: told
            # "type them again", a second "s" typed chose the Shark's start (helper-64).
            if event.key not in (self.lift_key, "space"):
                char = event.character
                # Enter or Tab named by name: "“\r”" was the notice's (helper-67).
                shown = char if char is not None and char.isprintable() else key_name(event.key)
                self.tell_keys_dropped(shown)
            return
        if not self.is_armed():
            if self.armed_at is not None:
                self.arm()
                self.tell_too_soon()
            return
        if event.key == self.lift_key:
            self.lift()
            return
        char = event.character
        if (char is not None and char.isprintable()) or event.key in STRAY_NAMED_KEYS:
            self.tell_not_the_key()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows this curtain's own key only."""
        if action == "take_keyboard":
            return parameters == (self.seat,)
        return True

    def action_take_keyboard(self, seat: str) -> None:
        """The footer's key, clicked: the same rules as typing it."""
        if seat == self.seat and self.is_armed():
            self.lift()

    def tell_too_soon(self) -> None:
        """A key pressed while the curtain is new is dropped (it restarts the wait); that is
        said, once: helper-65's keys typed 0.7 s apart lost the lifting key and the whole
        turn typed after it, with nothing on screen saying why."""
        if self.told_too_soon:
            return
        self.told_too_soon = True
        self.app.notify(self.too_soon_text())

    def too_soon_text(self) -> str:
        key = key_name(self.lift_key)
        return f"Keys pressed as this curtain appeared are not taken: wait a moment, then {key}."

    def tell_not_the_key(self) -> None:
        """A key other than the lifting one, pressed on the curtain, is not taken; that is
        said, once (helper-72 typed "a" then Enter at the crew's curtain: the curtain lifted
        and the "a" was gone without a word). The key is not named: at the crew's curtain it
        may be the Shark's, typed on after its turn, and the crew would read it (helper-78).
        Left up as the crew's curtain lifts (the key was meant for the screen behind); taken
        down as the Shark's does, where the passphrase dialog may come next."""
        if self.not_the_key is not None:
            return
        who = "the Shark" if self.seat == "shark" else "the crew"
        key = key_name(self.lift_key)
        self.not_the_key = f"A key typed on the curtain was not taken: {who} lifts it with {key}."
        self.app.notify(self.not_the_key)

    def tell_keys_dropped(self, first: str) -> None:
        """Keys typed behind the lifting key (in one go, before the seat's screen showed) are
        not taken, so none acts on a screen not yet seen; that is said once, naming the first
        (helper-62 sent "sE" and the E did not move the Shark, with no word why)."""
        if self.told_dropped:
            return
        self.told_dropped = True
        key = key_name(self.lift_key)
        self.app.notify(
            f"“{first}” and any key after it, typed together with {key}, were not taken: "
            "type them again now."
        )

    def lift(self) -> None:
        """Open the seat's screen (once: a second lift would build it twice)."""
        if self.lifted:
            return
        self.lifted = True
        if self.told_too_soon:  # stale on the seat's screen
            host_of(self).take_down(self.too_soon_text())
        if self.not_the_key is not None and self.seat == "shark":
            host_of(self).take_down(self.not_the_key)
        host_of(self).open_seat_screen(self.seat)
