"""What the screens need from the app, typed: `host_of(screen)` instead of an untyped `self.app`.

Textual types `Screen.app` as a plain `App`, so the screens used to reach the game's own members
through `app: Any = self.app`, where a misspelt or vanished member only failed at run time.
`ScreenHost` lists those members; `JawsApp` is checked against it where it is defined (mypy),
and `host_of` checks the running app (it is a JawsApp in the game and in every test).
The app's helper mixins type themselves on `AppBase`: Textual's `App` to the type checker,
plain `object` at run time, so the mixins change nothing in the app's method order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from textual.dom import DOMNode
from textual.screen import Screen

from jaws.content import Content
from jaws.deduction import SharkTracker
from jaws.engine.actions import Action
from jaws.saves.files import SaveEntry
from jaws.tui.app_base import R, ResultCallback, TableSession

if TYPE_CHECKING:
    from textual.app import App

    AppBase = App[None]
else:
    AppBase = object


@runtime_checkable
class ScreenHost(Protocol):
    """The members of the app that screens read and call."""

    content: Content
    session: TableSession | None
    show_deduction: bool
    overlay_mark_told: bool
    tracker: SharkTracker | None  # the crew's deduction, when the overlay is on offer
    curtain_delay: float
    curtain_clock: Callable[[], float]
    away_seats: tuple[str, ...]  # on a joined device: the seats whose devices have left

    def submit(self, action: Action) -> None: ...
    def advance(self) -> None: ...
    def is_bot(self, seat: str) -> bool: ...
    def is_remote(self) -> bool: ...
    def attack_in_public(self, seat: str) -> bool: ...
    def action_label(self, action: Action) -> str: ...
    def crew_players(self) -> dict[str, int]: ...
    def shark_possibilities(self) -> dict[str, float] | None: ...
    def shark_odds_shown(self) -> bool: ...
    def observe_for_deduction(self) -> None: ...
    def toggle_overlay(self) -> None: ...
    def take_down(self, message: str) -> None: ...
    def show_moment_if_due(self) -> None: ...
    def change_ai_pace(self, step: int) -> None: ...
    def open_seat_screen(self, seat: str) -> None: ...
    def after_replay(self) -> None: ...
    def back_to_title(self) -> None: ...
    def connect_remote(self, code: str) -> None: ...
    def bots_available(self) -> bool: ...
    def controller_choices(self) -> list[tuple[str, str]]: ...
    def start_game(
        self,
        mode: str,
        seed_text: str,
        players: object,
        split: Mapping[str, object] | None,
        seats: Mapping[str, object],
    ) -> str | None: ...
    def continue_candidate(self) -> SaveEntry | None: ...
    def continue_game(self) -> None: ...
    def open_save_list(self) -> None: ...
    def delete_save_entry(self, entry: SaveEntry) -> list[SaveEntry] | None: ...
    def push_once(self, screen: Screen[R], callback: ResultCallback[R] | None = None) -> bool:
        """Push `screen` unless one of its kind is already open; whether it was pushed."""
        ...

    def action_rules(self) -> None: ...


def host_of(node: DOMNode | object) -> ScreenHost:
    """The app `node` (a screen, or a screen's mixin) runs in, as the screens may use it;
    raises TypeError for another app."""
    app = getattr(node, "app", None)
    if not isinstance(app, ScreenHost):
        raise TypeError(f"{type(app).__name__} is not the Jaws app")
    return app
