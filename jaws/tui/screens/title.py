"""The title screen: Continue the last game, play solo, start a table game, the saves, F1."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from jaws.saves.format import SaveHeader
from jaws.tui.host_protocol import host_of
from jaws.tui.screens.dialogs import StopAtEndsList
from jaws.tui.screens.new_game import MODE_NAMES, NewGameScreen, SoloGameScreen, crew_split_options

BANNER = r"""
     ██╗ █████╗ ██╗    ██╗███████╗
     ██║██╔══██╗██║    ██║██╔════╝
     ██║███████║██║ █╗ ██║███████╗
██   ██║██╔══██║██║███╗██║╚════██║
╚█████╔╝██║  ██║╚███╔███╔╝███████║
 ╚════╝ ╚═╝  ╚═╝ ╚══╝╚══╝ ╚══════╝
"""

SOLO_CHOICES = (
    ("solo-crew", "Play solo as the crew (AI Shark)"),
    ("solo-shark", "Play solo as the Shark (AI crew)"),
)
TABLE_CHOICES = (
    ("full", "New full game — Act 1 then Act 2"),
    ("act1", "Act 1 alone — Amity Island"),
    ("act2", "Act 2 alone — The Orca"),
    ("resume", "Saved games — resume or delete"),
    ("rules", "Rules (F1)"),
    ("quit", "Quit"),
)


def continue_label(header: SaveHeader) -> str:
    """The Continue choice for the newest unfinished game, from its public header."""
    mode = MODE_NAMES.get(header.mode, header.mode)
    act = f"Act {header.act} " if header.mode == "full" else ""  # "Act 1 alone" says it
    shark = header.seats.get("shark")
    ai = f", AI Shark ({shark.level})" if shark is not None and shark.is_bot else ""
    return f"Continue — {mode}, {act}round {header.round}{ai}"


class TitleScreen(Screen[None]):
    """The first screen: choose what to play."""

    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen #banner { color: $accent; width: auto; }
    TitleScreen #subtitle { width: auto; color: $text-muted; margin-bottom: 1; }
    TitleScreen #choices { width: 52; height: auto; border: round $accent; }
    """

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(BANNER, id="banner")
            with Center():
                yield Static("Amity Island · The Orca — pass-and-play", id="subtitle")
            with Center():
                yield StopAtEndsList(*self.choices(), id="choices")
        yield Footer()

    def choices(self) -> list[Option]:
        """Continue (if an unfinished game is saved), solo play (if AI players are installed),
        then the table's choices."""
        app = host_of(self)
        options: list[Option] = []
        entry = app.continue_candidate()
        if entry is not None and entry.header is not None:  # (Continue offers readable saves)
            options.append(Option(continue_label(entry.header), id="continue"))
        if app.bots_available():
            options.extend(Option(label, id=key) for key, label in SOLO_CHOICES)
        options.extend(Option(label, id=key) for key, label in TABLE_CHOICES)
        return options

    def on_mount(self) -> None:
        self.query_one("#choices", OptionList).focus()

    def on_screen_resume(self) -> None:
        """Back at the title (a game left, a save deleted): Continue names the newest game.
        The choice that was lit stays lit if it is still there (the playtest closed F1 on
        "Act 2 alone", pressed Enter and got "Play solo as the crew")."""
        choices = self.query_one("#choices", OptionList)
        lit = choices.highlighted
        was = choices.get_option_at_index(lit).id if lit is not None else None
        choices.set_options(self.choices())
        ids = [choices.get_option_at_index(i).id for i in range(choices.option_count)]
        choices.highlighted = ids.index(was) if was in ids else 0
        choices.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        choice = event.option.id
        app = host_of(self)
        if choice == "continue":
            app.continue_game()
        elif choice in ("solo-crew", "solo-shark"):
            app.push_once(SoloGameScreen(choice.removeprefix("solo-")))
        elif choice in MODE_NAMES:
            app.push_once(NewGameScreen(choice))  # once, however many Enters were queued
        elif choice == "resume":
            app.open_save_list()
        elif choice == "rules":
            app.action_rules()
        elif choice == "quit":
            self.app.exit()


__all__ = ["BANNER", "NewGameScreen", "SoloGameScreen", "TitleScreen", "crew_split_options"]
