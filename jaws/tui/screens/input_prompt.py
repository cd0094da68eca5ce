"""What a play screen's prompt line shows of the direct input (the selected member, the verbs
on offer, what was typed, a choice waiting for its confirming key) and where the menu's
highlight rests.

Mixed into DirectInputMixin (jaws.tui.screens.play_input), which keeps the input state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.screen import Screen

from jaws.engine.actions import Action
from jaws.ids import NAMES as PEOPLE
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.text_panel import TextPanel

VERB_NAMES = {
    "f": "Fish Finder",
    "b": "Binoculars",
    "l": "launch",
    "c": "close a beach",
    "m": "move",
    "r": "rescue",
    "p": "pick up",
    "o": "drop barrel",
    "g": "give",
    "a": "attack/eat",
    "e": "end",
    "w": "weapon",
    "t": "target",
    "k": "Cage",
    "s": "shift",
    "x": "hold back",
    "d": "Domino",
    "h": "Second Helping",
    "u": "take back",
}
SHARK_VERB_NAMES = {
    "a": "eat/attack",
    "b": "attack the boat",
    "c": "choose (option, Chum, card)",
    "e": "end",
    "m": "Maul Again",
    "p": "Power token",
    "r": "ram",
}


if TYPE_CHECKING:
    ScreenBase = Screen[None]
else:
    ScreenBase = object


class InputPromptMixin(ScreenBase):
    """The prompt line and the menu's highlight for the input state."""

    offered: list[Action]
    selected: str | None
    typed: list[str]
    opened: str | None
    pending: Action | None
    seat: str
    # Whose actions the screen offers: its own seat's, or on the crew's screen the Shark's
    # while it attacks in the open.
    actor: str

    if TYPE_CHECKING:

        def members(self) -> list[str]: ...
        def ends_turn(self, action: Action) -> bool: ...
        def verb_group(self, verb: str, member: str | None) -> tuple[list[Action], str | None]: ...

    def menu_widget(self) -> ActionMenu:
        return self.query_one("#menu", ActionMenu)

    def highlight_selected(self) -> None:
        """Rest the highlight on the selected member's first action that is not a card (the
        end of the turn once nothing else is left)."""
        menu = self.menu_widget()
        if self.pending is not None:
            menu.highlight_action(lambda a: a == self.pending)
            return
        mine = [
            a
            for a in self.offered
            if di.member_of(a) in (None, self.selected)
            and getattr(a, "kind", "") not in di.CARD_KINDS
        ]
        doing = [a for a in mine if getattr(a, "kind", "") not in di.END_KINDS]
        wanted = (doing or mine or self.offered[:1])[:1]
        if wanted:
            menu.highlight_action(lambda a: a == wanted[0])

    def input_targets(self) -> list[Action]:
        """The actions the typed keys or the opened verb may still lead to (map highlights)."""
        if self.opened is not None:
            return self.verb_group(self.opened, self.selected)[0]
        return []

    def show_input_state(self) -> None:
        try:
            panel = self.query_one("#prompt", TextPanel)
        except Exception:
            return
        panel.show(self.input_text())

    def input_text(self) -> Text:
        text = Text()
        if self.pending is not None:
            text.append("Cannot be taken back: ", "bold #f1948a")
            text.append(str(self.pending))
            if self.ends_turn(self.pending):
                text.append(" (the last action: it ends the turn)", "bold")
            text.append("\nEnter confirms · Esc cancels", "bold")
            return text
        if self.actor != self.seat:
            text.append("The Shark attacks in the open: ", "bold reverse")
            text.append("Shark player, choose · everyone may look\n", "bold")
        if self.opened is not None:
            names = SHARK_VERB_NAMES if self.actor == "shark" else VERB_NAMES
            name = names.get(self.opened, VERB_NAMES.get(self.opened, self.opened))
            text.append(f"{name[:1].upper()}{name[1:]}: ", "bold")
            text.append("type the space, zone or number (or click, ↑↓ Enter) · Esc cancels")
            if self.typed:
                text.append(f"\nTyped: {''.join(self.typed).upper()}", "bold")
            return text
        if self.typed:
            text.append(f"Typed: {''.join(self.typed).upper()}", "bold")
            text.append(" · type more, Enter to stop here, Esc cancels")
            return text
        if self.selected is not None:
            text.append(f"▶ {PEOPLE[self.selected]}", "bold reverse")
            if len(self.members()) > 1:
                text.append(" Tab: next")
            text.append(" · ")
        text.append(self.verb_summary(), "dim")
        return text

    def verb_summary(self) -> str:
        verbs: list[str] = []
        for action in self.offered:
            verb = di.verb_of(action)
            member = di.member_of(action)
            if verb is None or member not in (None, self.selected):
                continue
            if verb not in verbs:
                verbs.append(verb)
        parts = ["type a label to move" if self._label_moves() else ""]
        names = SHARK_VERB_NAMES if self.actor == "shark" else VERB_NAMES
        parts += [f"{v} {names.get(v, VERB_NAMES.get(v, v))}" for v in verbs]
        if self.actor == "crew" and "u" not in verbs:
            parts.append("u take back")
        return " · ".join(p for p in parts if p)

    def _label_moves(self) -> bool:
        return bool(di.label_entries(self.offered, self.selected))
