"""The New-game form and the short solo form; both remember the last table's choices."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from jaws.ids import CREW as CREW_ORDER
from jaws.ids import CREW_NAMES
from jaws.session import DEFAULT_PLAYERS
from jaws.tui.host_protocol import host_of
from jaws.tui.last_table import (
    LastTable,
    SoloChoice,
    TableChoice,
    load_last_table,
    remember,
    with_solo,
    with_table,
)
from jaws.tui.widgets.marked_button import MarkedButton

START_HINT = "Enter starts it · Shift+Tab first to change the game or the AI"
# The table's form opens on Start, as the solo forms do: opened on Players, Enter opened the
# list, and two playtests could not tell how to reach Start (it took four Tabs; stop 35).
TABLE_HINT = "Enter starts it · Shift+Tab first to change a choice"
MODE_NAMES = {"full": "Full game", "act1": "Act 1 alone", "act2": "Act 2 alone"}
SEATS = ("shark", "crew")

FORM_CSS = """
    {screen} {{ align: center middle; }}
    {screen} #form {{ width: 72; height: auto; max-height: 100%; border: round $accent;
        padding: 0 2; }}
    {screen} .row {{ height: 3; }}
    {screen} .row Label {{ width: 24; padding: 1 1 0 0; }}
    {screen} .row Select, {screen} .row Input {{ width: 1fr; }}
    {screen} .row.-off Label {{ color: $text-disabled; text-style: italic; }}
    {screen} Select:disabled > SelectCurrent {{ border: tall $panel; background: $panel;
        color: $text-disabled; }}
    {screen} Select:disabled > SelectCurrent Static#label {{ color: $text-disabled; }}
    {screen} Select:disabled .arrow {{ color: $panel; }}
    {screen} #problem, {screen} #note {{ color: $error; height: auto; }}
    {screen} #note {{ color: $text-muted; }}
    {screen} #buttons {{ height: 3; margin-top: 1; }}
    {screen}.-short .row {{ height: 1; }}
    {screen}.-short .row Label {{ padding: 0 1 0 0; }}
    {screen}.-short #buttons {{ margin-top: 0; }}
    {screen}.-short .row Select:focus > SelectCurrent, {screen}.-short .row Input:focus {{
        background: $accent 35%; }}
    {screen}.-short .row Select:focus > SelectCurrent Static#label {{ text-style: bold; }}
"""
# Lines a form takes besides its rows: its border, title, hint, note, problem, buttons (and
# their margin), and the footer under it.
FORM_FRAME_LINES = 2 + 1 + 1 + 1 + 1 + 4 + 1
TALL_ROW_LINES = 3


def form_box() -> VerticalScroll:
    """The form's frame. It fits the screen, so it is no Tab stop: a Tab that lands on the
    frame moves nothing a player can see, and the Enter after it does nothing."""
    return VerticalScroll(id="form", can_focus=False)


def crew_split_options(players: int) -> list[tuple[str, int]]:
    """Who may control a crew member for a player count (0 means shared by the crew)."""
    crew = [(f"Player {p}", p) for p in range(2, players + 1)]
    if players == 3:
        crew.append(("Players 2 and 3 together", 0))
    return crew


class RememberingForm(Screen[None]):
    """A form that starts from the last table's choices; Escape goes back."""

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+enter", "start", "Start", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.memory, self.memory_notice = load_last_table()

    def on_resize(self, event: events.Resize) -> None:
        self.fit_rows(event.size.height)

    def fit_rows(self, height: int) -> None:
        """Rows three lines high when the whole form fits so, else one line each (compact
        fields): every field and Start stay on screen without scrolling, down to 80x24."""
        rows = len(self.query(".row"))
        short = height < rows * TALL_ROW_LINES + FORM_FRAME_LINES
        self.set_class(short, "-short")
        for field in self.query(".row Select, .row Input"):
            if isinstance(field, Select | Input):
                field.compact = short

    def action_start(self) -> None:
        """Start the game the form describes (each form says how)."""
        raise NotImplementedError

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def action_back(self) -> None:
        if self.is_active:  # a queued second Escape must not pop the screen below
            self.app.pop_screen()

    def keep(self, memory: LastTable) -> None:
        """Remember the choices of a game that started; a failure is a notice."""
        notice = remember(memory)
        if notice:
            self.app.notify(notice, severity="warning")

    def tell_memory_notice(self) -> None:
        if self.memory_notice:
            self.app.notify(self.memory_notice, severity="warning", timeout=8)


class NewGameScreen(RememberingForm):
    """Number of players, who controls which crew member, AI seats, seed."""

    DEFAULT_CSS = FORM_CSS.format(screen="NewGameScreen")

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        self.filled_players: int | None = None  # the player count the crew selects offer

    def compose(self) -> ComposeResult:
        app = host_of(self)
        with form_box():
            yield Static(f"[b]New game: {MODE_NAMES[self.mode]}[/b]")
            yield Static(TABLE_HINT, id="hint")
            with Horizontal(classes="row"):
                yield Label("Players")
                yield Select(
                    [(f"{n} players", n) for n in (2, 3, 4)],
                    value=self.remembered_players(),
                    allow_blank=False,
                    id="players",
                )
            for member in CREW_ORDER:
                with Horizontal(classes="row", id=f"row-{member}"):
                    yield Label(f"{CREW_NAMES[member]} played by")
                    yield Select([], allow_blank=True, id=f"crew-{member}")
            if app.bots_available():
                keys = [key for key, _ in app.controller_choices()]
                for seat in SEATS:
                    with Horizontal(classes="row"):
                        yield Label(f"{seat.title()} seat")
                        yield Select(
                            [(label, key) for key, label in app.controller_choices()],
                            value=self.remembered_seat(seat, keys),
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
            yield Static("", id="note")
            yield Static(self.shark_line(), id="problem")
            with Horizontal(id="buttons"):
                yield MarkedButton("Start", id="start", variant="primary")
                yield MarkedButton("Back", id="back")
        yield Footer()

    def remembered_players(self) -> int:
        table = self.memory.table
        return table.players if table is not None else DEFAULT_PLAYERS

    def remembered_seat(self, seat: str, keys: list[str]) -> str:
        table = self.memory.table
        chosen = table.seats.get(seat, "human") if table is not None else "human"  # type: ignore[call-overload]
        return chosen if chosen in keys else "human"

    def shark_line(self) -> str:
        if not self.query("#seat-shark"):
            return "Player 1 is the Shark."
        shark = self.query_one("#seat-shark", Select).value
        return "Player 1 is the Shark." if shark == "human" else "The AI plays the Shark."

    def on_mount(self) -> None:
        players = self.remembered_players()
        table = self.memory.table
        split = table.crew if table is not None and table.players == players else None
        self.fill_crew_choices(players, split)
        self.query_one("#problem", Static).update(self.shark_line())
        self.query_one("#start", Button).focus()
        self.tell_memory_notice()

    def crew_is_ai(self) -> bool:
        return bool(self.query("#seat-crew")) and self.query_one("#seat-crew", Select).value != (
            "human"
        )

    def fill_crew_choices(self, players: int, split: dict[str, int] | None = None) -> None:
        """Offer the rulebook's split for `players` and preselect `split` or its default."""
        from jaws.session import default_crew_players

        self.filled_players = players
        chosen = split or default_crew_players(players)
        options = crew_split_options(players)
        for member in CREW_ORDER:
            select = self.query_one(f"#crew-{member}", Select)
            select.set_options(options)
            select.value = chosen[member]
        self.show_crew_choices(players)

    def show_crew_choices(self, players: int) -> None:
        """The "played by" selects are live only when there is a choice to make: they look
        disabled (and Tab passes them) with 2 players or an AI crew, and the form says why."""
        off = players == 2 or self.crew_is_ai()
        for member in CREW_ORDER:
            self.query_one(f"#crew-{member}", Select).disabled = off
            self.query_one(f"#row-{member}").set_class(off, "-off")
        if self.crew_is_ai():
            note = "The AI plays the whole crew."
        elif players == 2:
            note = "With 2 players, Player 2 plays Quint, Brody and Hooper."
        else:
            note = ""
        self.query_one("#note", Static).update(note)

    def current_players(self) -> int:
        value = self.query_one("#players", Select).value
        return value if isinstance(value, int) else DEFAULT_PLAYERS

    def on_select_changed(self, event: Select.Changed) -> None:
        # A select announces its first value too: that must not undo the remembered split.
        players = event.value
        fresh = isinstance(players, int) and players != self.filled_players
        if event.select.id == "players" and fresh:
            self.fill_crew_choices(players)  # type: ignore[arg-type]
        if event.select.id == "seat-crew":
            self.show_crew_choices(self.current_players())
        if event.select.id == "seat-shark":
            self.query_one("#problem", Static).update(self.shark_line())
        if event.select.has_focus:
            # As on the solo form: a choice made in a list returns the focus to Start, so the
            # next Enter starts the game as the hint says (helper-52: on Players it opened the
            # list again, and the two forms behaved differently).
            self.query_one("#start", Button).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the seed field starts the game, as a player typing a seed expects."""
        event.stop()
        self.action_start()

    def action_start(self) -> None:
        if not self.is_active:  # a queued second Enter must not start a second game
            return
        app = host_of(self)
        players = self.query_one("#players", Select).value
        split: dict[str, object] = {
            m: self.query_one(f"#crew-{m}", Select).value for m in CREW_ORDER
        }
        seed_text = self.query_one("#seed", Input).value.strip()
        seats = {}
        if app.bots_available():
            seats = {s: self.query_one(f"#seat-{s}", Select).value for s in SEATS}
        problem = app.start_game(self.mode, seed_text, players, split, seats)
        if problem:
            self.query_one("#problem", Static).update(problem)
            return
        # Never the seed: it deals the secrets.
        table = TableChoice(players=players, crew=split, seats=seats)  # type: ignore[arg-type]
        self.keep(with_table(self.memory, table))


class SoloGameScreen(RememberingForm):
    """Solo play: which game and how strong the AI is; the AI takes the other seat."""

    DEFAULT_CSS = FORM_CSS.format(screen="SoloGameScreen")

    def __init__(self, side: str) -> None:
        super().__init__()
        self.side = side  # the person's seat: "crew" or "shark"

    def compose(self) -> ComposeResult:
        app = host_of(self)
        levels = [key.removeprefix("bot:") for key, _ in app.controller_choices()[1:]]
        solo = self.memory.solo
        mode = solo.mode if solo is not None else "full"
        level = solo.level if solo is not None and solo.level in levels else levels[0]
        other = "Shark" if self.side == "crew" else "crew"
        title = "as the crew" if self.side == "crew" else "as the Shark"
        with form_box():
            yield Static(f"[b]Play solo {title}[/b] — the AI plays the {other}.")
            # Start has the focus (the remembered choices are a game at one key): say so, as
            # a player pressing Enter to open the Game list started a game (playtest).
            yield Static(START_HINT, id="hint")
            with Horizontal(classes="row"):
                yield Label("Game")
                yield Select(
                    [(label, key) for key, label in MODE_NAMES.items()],
                    value=mode,
                    allow_blank=False,
                    id="mode",
                )
            with Horizontal(classes="row"):
                yield Label(f"AI {other}")
                yield Select(
                    [(f"AI ({lv})", lv) for lv in levels],
                    value=level,
                    allow_blank=False,
                    id="level",
                )
            yield Static("", id="problem")
            with Horizontal(id="buttons"):
                yield MarkedButton("Start", id="start", variant="primary")
                yield MarkedButton("Back", id="back")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()
        self.tell_memory_notice()

    def on_select_changed(self, event: Select.Changed) -> None:
        """A choice made in a list returns the focus to Start, so the next Enter starts the
        game as the hint says (stop-31 playtest: it opened the Game list again)."""
        if event.select.has_focus:
            self.query_one("#start", Button).focus()

    def action_start(self) -> None:
        if not self.is_active:
            return
        app = host_of(self)
        mode = self.query_one("#mode", Select).value
        level = self.query_one("#level", Select).value
        other = "shark" if self.side == "crew" else "crew"
        seats = {self.side: "human", other: f"bot:{level}"}
        problem = app.start_game(str(mode), "", 2, None, seats)
        if problem:
            self.query_one("#problem", Static).update(problem)
            return
        self.keep(with_solo(self.memory, SoloChoice(mode=mode, level=level)))  # type: ignore[arg-type]
