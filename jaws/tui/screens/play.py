"""What the two play screens (Act 1 and Act 2) share: the seat, the layout fitting, the
redraw-from-session loop, the log and the menu keys."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import RichLog

from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.text_panel import TextPanel

# A fresh screen shows the recent history only: the whole game is in the saves.
LOG_HISTORY = 300

MODE_NAMES = {"full": "Full game", "act1": "Act 1 alone", "act2": "Act 2 alone"}


class PlayScreen(Screen[None]):
    """One seat's ("shark" or "crew") screen of an act; subclasses draw the act in `redraw`."""

    def __init__(self, seat: str) -> None:
        super().__init__()
        self.seat = seat
        self.logged = 0

    @property
    def session(self) -> Any:
        return self.app.session  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        self.fit_to(self.app.size.width, self.app.size.height)
        self.refresh_from_session()
        self.query_one("#menu", ActionMenu).focus()

    def on_resize(self, event: events.Resize) -> None:
        self.fit_to(event.size.width, event.size.height)

    def fit_to(self, width: int, height: int) -> None:
        """Give the board more room on a small terminal (100x30): a shorter log, a narrower
        side panel."""
        self.query_one("#log").styles.height = 4 if height < 36 else 7
        self.query_one("#right").styles.width = 40 if width < 110 else 46

    def refresh_from_session(self) -> None:
        """Redraw every part from the seat's current view."""
        try:
            self.redraw()
        except NoMatches:
            return  # being built (on_mount draws it) or being taken down at a hand-off

    def redraw(self) -> None:
        raise NotImplementedError

    def show_topbar(self, mode: str, act_title: str, round_number: int) -> None:
        """The one-line header: whose screen this is, the mode, the act and the round."""
        seat_name = "SHARK" if self.seat == "shark" else "CREW"
        self.query_one("#topbar", TextPanel).show(
            Text.assemble(
                (f" {seat_name} ", "bold reverse"),
                f"  Jaws · {MODE_NAMES.get(mode, mode)} · {act_title} · Round {round_number}",
            )
        )

    def write_new_events(self, events: Sequence[Any]) -> None:
        """Append to the log the events this screen has not written yet."""
        log = self.query_one("#log", RichLog)
        for event in events[max(self.logged, len(events) - LOG_HISTORY) :]:
            log.write(str(event))
        self.logged = len(events)

    def on_action_menu_action_chosen(self, message: ActionMenu.ActionChosen) -> None:
        self.app.submit(message.action)  # type: ignore[attr-defined]

    def action_focus_menu(self) -> None:
        self.query_one("#menu", ActionMenu).focus()

    def action_focus_log(self) -> None:
        self.query_one("#log", RichLog).focus()
