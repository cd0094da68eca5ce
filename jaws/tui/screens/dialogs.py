"""Small dialogs: confirm quitting, name a save, pick a save to resume."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from jaws.saves.format import marks_of


class DismissOnce:
    """Mixed into a screen before Screen: its first answer closes it, later ones do nothing.

    Textual's `dismiss` pops whatever screen is on top, so a second answer in one burst of keys
    (Enter, Enter) would close the screen under the dialog too, or pop the last screen and
    crash. Only the first answer, given while the screen is on top, counts.
    """

    _answered = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        screen: Any = self
        if self._answered or not screen.is_active:
            return AwaitComplete.nothing()
        self._answered = True
        dismissed: AwaitComplete = super().dismiss(result)  # type: ignore[misc]
        return dismissed


class ConfirmDialog(DismissOnce, ModalScreen[bool]):
    """A yes/no question; y/Enter for yes, n/Escape for no."""

    DEFAULT_CSS = """
    ConfirmDialog { align: center middle; }
    ConfirmDialog #box { width: 60; height: auto; border: heavy $warning; padding: 1 2;
        background: $surface; }
    ConfirmDialog #buttons { height: 3; margin-top: 1; }
    """
    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No", show=False),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static(self.question)
            with Horizontal(id="buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="warning")
                yield Button(f"{self.no} (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class SaveNameDialog(DismissOnce, ModalScreen[str | None]):
    """Ask for a save name; Enter saves, Escape cancels."""

    DEFAULT_CSS = """
    SaveNameDialog { align: center middle; }
    SaveNameDialog #box { width: 60; height: auto; border: heavy $accent; padding: 1 2;
        background: $surface; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, suggestion: str) -> None:
        super().__init__()
        self.suggestion = suggestion

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static("Save the game as (letters, digits, spaces, - _ .):")
            yield Input(value=self.suggestion, id="name")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class SaveListDialog(DismissOnce, ModalScreen[Any]):
    """The saves in the save folder, newest first; unreadable ones say why."""

    DEFAULT_CSS = """
    SaveListDialog { align: center middle; }
    SaveListDialog #box { width: 90; height: 80%; border: heavy $accent; padding: 0 1;
        background: $surface; }
    SaveListDialog OptionList { height: 1fr; }
    """
    BINDINGS = [Binding("escape", "cancel", "Back")]

    def __init__(self, entries: list[Any], folder: str) -> None:
        super().__init__()
        self.entries = entries
        self.folder = folder

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static(f"Saves in {self.folder} (Enter to resume, Escape to go back)")
            options = []
            for index, entry in enumerate(self.entries):
                header = entry.header
                if header is None:
                    options.append(
                        Option(f"✗ {entry.name}: cannot be read ({entry.problem})", disabled=True)
                    )
                    continue
                status = f"won by the {header.winner}" if header.winner else "in progress"
                label = (
                    f"{entry.name} · {header.mode} · Act {header.act} round {header.round} · "
                    f"{header.players} players · {status} · {header.saved_at[:16]}"
                    f" · {marks_of(header)}"
                )
                options.append(Option(label, id=str(index)))
            if not options:
                options.append(Option("No saved games yet.", disabled=True))
            yield OptionList(*options, id="saves")

    def on_mount(self) -> None:
        self.query_one("#saves", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.dismiss(self.entries[int(event.option.id)])

    def action_cancel(self) -> None:
        self.dismiss(None)
