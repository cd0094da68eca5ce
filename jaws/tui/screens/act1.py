"""The Act 1 play screen for one seat: the Amity map, the public status, the seat's legal
actions and its log. The crew's screen is built only from the crew's view and the crew's events;
the Shark panel exists only on the Shark's screen, which is thrown away at every hand-off."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, RichLog, Static

from jaws.tui.scenes import MAP_LEGEND, act1_scene, act1_status, shark_panel, shark_reserve
from jaws.tui.screens.play import PlayScreen
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.amity_map import AmityMap
from jaws.tui.widgets.text_panel import TextPanel
from jaws.views.act1 import PlanView
from jaws.views.hidden import is_hidden

PENDING_TITLES = {
    "extra_action": "Amity Island in the News: who gets the extra action?",
    "mayor_beach": "Mayor Vaughn: which beach is cleared and closed?",
    "dock": "Caught the Wrong Shark: which Dock?",
    "michael_beach": "Michael's Birthday: which beach (tie)?",
    "hoax_beach": "Cardboard Fin Hoax: which beach (tie)?",
    "helicopter": "Helicopter: where does Brody fly?",
}


class Act1Screen(PlayScreen):
    """Act 1 as one seat ("shark" or "crew") sees it."""

    DEFAULT_CSS = """
    Act1Screen #topbar { height: 1; background: $panel; padding: 0 1; }
    Act1Screen #body { height: 1fr; }
    Act1Screen #left { width: 1fr; }
    Act1Screen #legend { height: auto; max-height: 3; color: $text-muted; padding: 0 1; }
    Act1Screen #log { height: 7; border-top: solid $panel-lighten-2; }
    Act1Screen #right { width: 46; border-left: solid $panel-lighten-2; }
    Act1Screen #info { height: 1fr; padding: 0 1; }
    Act1Screen #menu { height: 1fr; }
    """
    BINDINGS = [
        Binding("u", "take_back", "Take back"),
        Binding("d", "toggle_deduction", "Where could it be?"),
        Binding("m", "focus_menu", "Menu"),
        Binding("l", "focus_log", "Log"),
    ]

    def compose(self) -> ComposeResult:
        board = self.app.content.act1  # type: ignore[attr-defined]
        yield TextPanel(id="topbar")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield AmityMap(board, id="map")
                yield Static(Text(MAP_LEGEND), id="legend")
                yield RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
            with Vertical(id="right"):
                with VerticalScroll(id="info"):
                    if self.seat == "shark":
                        yield TextPanel(id="shark-panel")
                    yield TextPanel(id="status")
                    if self.seat == "shark":
                        yield TextPanel(id="shark-reserve")
                yield ActionMenu(id="menu")
        yield Footer()

    def redraw(self) -> None:
        app: Any = self.app
        content = app.content.act1
        game_view = self.session.view(self.seat)
        view = game_view.act1
        if view is None:
            return
        self.show_topbar(game_view.mode, "Act 1: Amity Island", view.round)
        shark_at = None
        if self.seat == "shark":
            if isinstance(view.plan, PlanView):
                shark_at = view.plan.position
            elif view.shark_position and not is_hidden(view.shark_position):
                shark_at = str(view.shark_position)
            self.query_one("#shark-panel", TextPanel).show(shark_panel(view, content))
            self.query_one("#shark-reserve", TextPanel).show(shark_reserve(view, content))
        else:
            shark_at = view.revealed_at
        label = "SHARK" if self.seat == "shark" else "SHARK SEEN"
        scene = act1_scene(view, content, shark_at=shark_at, shark_label=label)
        if self.seat == "crew" and app.show_deduction:
            for space, weight in (app.shark_possibilities() or {}).items():
                scene.at(space).markers.append(possibility_marker(weight))
        self.query_one("#map", AmityMap).show(scene)
        self.query_one("#status", TextPanel).show(act1_status(view, content, app.crew_players()))
        menu = self.query_one("#menu", ActionMenu)
        legal = self.session.legal_actions(self.seat)
        headings = {"Decide": PENDING_TITLES.get(view.pending or "", "Decide")}
        menu.show(legal, label=app.action_label, headings=headings)
        events = self.session.events_for(self.seat)
        self.write_new_events(events)

    def action_take_back(self) -> None:
        menu = self.query_one("#menu", ActionMenu)
        for action in menu.actions:
            if getattr(action, "kind", "") == "shark_undo":
                self.app.submit(action)  # type: ignore[attr-defined]
                return
        self.notify("Nothing to take back.")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show each seat only its own keys: take-back for the Shark, the overlay for the crew."""
        if action == "take_back":
            return self.seat == "shark"
        if action == "toggle_deduction":
            return self.seat == "crew"
        return True

    def action_toggle_deduction(self) -> None:
        """Crew only: mark every space the Shark could be in, from public clues alone."""
        app: Any = self.app
        if self.seat != "crew":
            return
        if app.tracker is None:
            self.notify("The where-could-it-be overlay is not available.")
            return
        app.show_deduction = not app.show_deduction
        self.refresh_from_session()


def possibility_marker(weight: float) -> str:
    """The map mark of a space the Shark may be in: its share, never "0%" for a possible space."""
    percent = round(weight * 100)
    return f"?{percent}%" if percent >= 1 else "?<1%"
