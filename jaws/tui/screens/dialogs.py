"""Small dialogs: confirm quitting, name a save, the saves list, a finished game."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from jaws.saves.errors import SaveError
from jaws.saves.files import SaveEntry, save_path
from jaws.saves.format import marks_of
from jaws.saves.listing import describe, is_finished, newest_points
from jaws.tui.host_protocol import host_of
from jaws.tui.widgets.marked_button import MarkedButton
from jaws.tui.widgets.stop_at_ends import step_within


class DismissOnce:
    """Mixed into a screen before Screen: its first answer closes it, later ones do nothing.

    Textual's `dismiss` pops whatever screen is on top, so a second answer in one burst of keys
    (Enter, Enter) would close the screen under the dialog too, or pop the last screen and
    crash. Only the first answer, given while the screen is on top, counts.
    """

    _answered = False

    def dismiss(self, result: object = None) -> AwaitComplete:
        if self._answered or not (isinstance(self, Screen) and self.is_active):
            nothing: AwaitComplete = AwaitComplete.nothing()
            return nothing
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
                yield MarkedButton(f"{self.yes} (y)", id="yes", variant="warning")
                yield MarkedButton(f"{self.no} (n)", id="no")

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
    SaveNameDialog .keys { color: $text-muted; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, suggestion: str) -> None:
        super().__init__()
        self.suggestion = suggestion

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static("Save the game as (letters, digits, spaces, - _ .):")
            yield Input(value=self.suggestion, id="name")
            # Its keys, as the saves list says its own (helper-60, stop 47: no hint).
            yield Static("Enter saves · Escape cancels", classes="keys")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        if name:
            try:
                save_path(name, Path())
            except SaveError as exc:
                # Said here, the name left to mend: the dialog closed on a bad name, and the
                # whole name was typed again after Ctrl+S (helper-50).
                self.notify(str(exc), severity="error", timeout=8)
                return
        self.dismiss(name or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class StopAtEndsList(OptionList):
    """A list whose arrows stop at its first and last rows. Textual's wraps: Down on the
    oldest save jumped to the newest, so a `d` meant for the last row aimed at the first."""

    def action_cursor_down(self) -> None:
        self.step(1)

    def action_cursor_up(self) -> None:
        self.step(-1)

    def step(self, direction: int) -> None:
        """The next enabled row that way; none past the end (the highlight stays)."""
        step_within(self, direction)


class SaveListDialog(DismissOnce, ModalScreen[SaveEntry]):
    """The saves in the save folder, newest first, from their public headers only: Enter
    resumes one (a finished game offers its replay or result), d deletes one after asking."""

    DEFAULT_CSS = """
    SaveListDialog { align: center middle; }
    SaveListDialog #box { width: 96%; max-width: 112; height: 90%; border: heavy $accent;
        padding: 0 1; background: $surface; }
    SaveListDialog OptionList { height: 1fr; }
    SaveListDialog #keys { color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Back"),
        Binding("d", "delete", "Delete"),
        Binding("delete", "delete", "Delete", show=False),
    ]

    def __init__(self, entries: list[SaveEntry], folder: str) -> None:
        super().__init__()
        self.entries = entries
        self.folder = folder

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static(f"Saves in {self.folder}")
            yield StopAtEndsList(*self.rows(), id="saves")
            yield Static("Enter resume · d delete · Escape back", id="keys")

    def rows(self) -> list[Option]:
        """Two lines a save: its name and whether it is finished, then the header's facts."""
        if not self.entries:
            return [Option("No saved games yet.", disabled=True)]
        newer = newest_points(self.entries)
        return [
            Option(save_row(entry, newer.get(entry.name)), id=str(i))
            for i, entry in enumerate(self.entries)
        ]

    def on_mount(self) -> None:
        self.query_one("#saves", OptionList).focus()

    def highlighted_entry(self) -> SaveEntry | None:
        row = self.query_one("#saves", OptionList).highlighted
        if row is None or not self.entries:
            return None
        return self.entries[row]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is None:
            return
        entry = self.entries[int(event.option.id)]
        if entry.header is None:
            self.notify(f"{entry.name} cannot be read: {entry.problem}.", severity="error")
            return
        self.dismiss(entry)

    def action_delete(self) -> None:
        entry = self.highlighted_entry()
        if entry is None or not self.is_active:
            return
        backup = " and its backup" if entry.has_backup else ""
        question = f"Delete the save {entry.name!r}{backup}? This cannot be undone."
        self.app.push_screen(
            ConfirmDialog(question, "Delete", "Keep it"),
            lambda yes: self.delete(entry) if yes else None,
        )

    def delete(self, entry: SaveEntry) -> None:
        app = host_of(self)
        entries = app.delete_save_entry(entry)
        if entries is None:
            return
        self.entries = entries
        saves = self.query_one("#saves", OptionList)
        row = saves.highlighted or 0
        saves.set_options(self.rows())
        saves.highlighted = min(row, max(saves.option_count - 1, 0))

    def action_cancel(self) -> None:
        self.dismiss(None)


def save_row(entry: SaveEntry, newest: SaveEntry | None = None) -> Text:
    """A save in the list: bold name, FINISHED or in progress (or an older point of a game
    saved further along as `newest`), then mode, point, Shark, time."""
    row = Text()
    row.append(entry.name, "bold")
    header = entry.header
    if header is None:
        backup = " (its backup is kept)" if entry.has_backup else ""
        row.append(f"  cannot be read: {entry.problem}{backup}", "italic")
        return row
    if newest is not None and newest.header is not None:
        # "in progress" beside the same game's FINISHED save read as two games (helper-50):
        # opening it is a rewind, and the list says so first.
        now = "FINISHED" if is_finished(newest.header) else "in progress"
        row.append(f"  an older point of {newest.name} ({now}): opening it rewinds", "bold")
    else:
        row.append("  FINISHED" if is_finished(header) else "  in progress", "bold")
    row.append(f"\n  {describe(header)} · {marks_of(header)}")
    return row


class FinishedGameDialog(DismissOnce, ModalScreen[str | None]):
    """A finished game: watch the Act 1 replay or see the result, never a game to play on."""

    DEFAULT_CSS = """
    FinishedGameDialog { align: center middle; }
    FinishedGameDialog #box { width: 72; max-width: 96%; height: auto; border: heavy $accent;
        padding: 1 2; background: $surface; }
    FinishedGameDialog #buttons { height: 3; margin-top: 1; }
    """
    BINDINGS = [
        Binding("r", "choose('replay')", "Act 1 replay"),
        Binding("f", "choose('result')", "Final result"),
        Binding("escape", "choose(None)", "Back"),
    ]

    def __init__(self, name: str, summary: str, has_replay: bool) -> None:
        super().__init__()
        self.save_name = name
        self.summary = summary
        self.has_replay = has_replay

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static(f"[b]{self.save_name}[/b] is a finished game.\n\n{self.summary}")
            with Horizontal(id="buttons"):
                if self.has_replay:
                    yield MarkedButton("Act 1 replay (r)", id="replay", variant="primary")
                yield MarkedButton("Final result (f)", id="result")
                yield MarkedButton("Back (Esc)", id="back")

    def on_mount(self) -> None:
        self.query_one("#replay" if self.has_replay else "#result", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose(None if event.button.id == "back" else event.button.id)

    def action_choose(self, choice: str | None) -> None:
        if choice == "replay" and not self.has_replay:
            return
        self.dismiss(choice)
