"""The title screen and the New-game form."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Middle, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from jaws.ids import CREW as CREW_ORDER
from jaws.ids import CREW_NAMES

BANNER = r"""
     ██╗ █████╗ ██╗    ██╗███████╗
     ██║██╔══██╗██║    ██║██╔════╝
     ██║███████║██║ █╗ ██║███████╗
██   ██║██╔══██║██║███╗██║╚════██║
╚█████╔╝██║  ██║╚███╔███╔╝███████║
 ╚════╝ ╚═╝  ╚═╝ ╚══╝╚══╝ ╚══════╝
"""

TITLE_CHOICES = (
    ("full", "New full game — Act 1 then Act 2"),
    ("act1", "Act 1 alone — Amity Island"),
    ("act2", "Act 2 alone — The Orca"),
    ("resume", "Resume a saved game"),
    ("rules", "Rules (F1)"),
    ("quit", "Quit"),
)
MODE_NAMES = {"full": "Full game", "act1": "Act 1 alone", "act2": "Act 2 alone"}


class TitleScreen(Screen[None]):
    """The first screen: choose what to play."""

    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen #banner { color: $accent; width: auto; }
    TitleScreen #subtitle { width: auto; color: $text-muted; margin-bottom: 1; }
    TitleScreen #choices { width: 48; height: auto; border: round $accent; }
    """

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(BANNER, id="banner")
            with Center():
                yield Static("Amity Island · The Orca — pass-and-play", id="subtitle")
            with Center():
                yield OptionList(
                    *(Option(label, id=key) for key, label in TITLE_CHOICES), id="choices"
                )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#choices", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        choice = event.option.id
        app: Any = self.app
        if choice in MODE_NAMES:
            app.push_once(NewGameScreen(choice))  # once, however many Enters were queued
        elif choice == "resume":
            app.open_save_list()
        elif choice == "rules":
            app.action_rules()
        elif choice == "quit":
            app.exit()


def crew_split_options(players: int) -> list[tuple[str, int]]:
    """Who may control a crew member for a player count (0 means shared by the crew)."""
    crew = [(f"Player {p}", p) for p in range(2, players + 1)]
    if players == 3:
        crew.append(("Players 2 and 3 together", 0))
    return crew


class NewGameScreen(Screen[None]):
    """Number of players, who controls which crew member, AI seats, seed."""

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen #form { width: 72; height: auto; max-height: 100%; border: round $accent;
        padding: 0 2; }
    NewGameScreen .row { height: 3; }
    NewGameScreen .row Label { width: 24; padding: 1 1 0 0; }
    NewGameScreen .row Select, NewGameScreen .row Input { width: 1fr; }
    NewGameScreen #problem { color: $error; height: auto; }
    NewGameScreen #buttons { height: 3; margin-top: 1; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+enter", "start", "Start", show=False),
    ]

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode

    def compose(self) -> ComposeResult:
        app: Any = self.app
        with VerticalScroll(id="form"):
            yield Static(f"[b]New game: {MODE_NAMES[self.mode]}[/b]")
            with Horizontal(classes="row"):
                yield Label("Players")
                yield Select(
                    [(f"{n} players", n) for n in (2, 3, 4)],
                    value=4,
                    allow_blank=False,
                    id="players",
                )
            for member in CREW_ORDER:
                with Horizontal(classes="row"):
                    yield Label(f"{CREW_NAMES[member]} played by")
                    yield Select([], allow_blank=True, id=f"crew-{member}")
            if app.bots_available():
                for seat in ("shark", "crew"):
                    with Horizontal(classes="row"):
                        yield Label(f"{seat.title()} seat")
                        yield Select(
                            [(label, key) for key, label in app.controller_choices()],
                            value="human",
                            allow_blank=False,
                            id=f"seat-{seat}",
                        )
            with Horizontal(classes="row"):
                yield Label("Practice seed")
                # A typed seed deals every secret: say so where it is typed.
                yield Input(
                    placeholder="blank: fair game; seeds deal secrets",
                    id="seed",
                    type="integer",
                )
            yield Static("Player 1 is the Shark.", id="problem")
            with Horizontal(id="buttons"):
                yield Button("Start", id="start", variant="primary")
                yield Button("Back", id="back")
        yield Footer()

    def on_mount(self) -> None:
        self.fill_crew_choices(4)
        self.query_one("#players", Select).focus()

    def fill_crew_choices(self, players: int) -> None:
        """Offer the rulebook's split for `players` and preselect its default."""
        from jaws.session import default_crew_players

        defaults = default_crew_players(players)
        options = crew_split_options(players)
        for member in CREW_ORDER:
            select = self.query_one(f"#crew-{member}", Select)
            select.set_options(options)
            select.value = defaults[member]
            select.disabled = players == 2

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "players" and isinstance(event.value, int):
            self.fill_crew_choices(event.value)
        if event.select.id == "seat-shark":
            who = "Player 1 is" if event.value == "human" else "The AI plays"
            self.query_one("#problem", Static).update(f"{who} the Shark.")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the seed field starts the game, as a player typing a seed expects."""
        event.stop()
        self.action_start()

    def action_back(self) -> None:
        if self.is_active:  # a queued second Escape must not pop the screen below
            self.app.pop_screen()

    def action_start(self) -> None:
        if not self.is_active:  # a queued second Enter must not start a second game
            return
        app: Any = self.app
        players = self.query_one("#players", Select).value
        split = {m: self.query_one(f"#crew-{m}", Select).value for m in CREW_ORDER}
        seed_text = self.query_one("#seed", Input).value.strip()
        seats = {}
        if app.bots_available():
            seats = {s: self.query_one(f"#seat-{s}", Select).value for s in ("shark", "crew")}
        problem = app.start_game(self.mode, seed_text, players, split, seats)
        if problem:
            self.query_one("#problem", Static).update(problem)
