"""Helpers for driving the real app through Pilot: pick menu actions, lift curtains, read the
screen as text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, RichLog, Static

from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.amity_map import AmityMap
from jaws.tui.widgets.orca import OrcaPicture

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def instant_curtains(monkeypatch: pytest.MonkeyPatch) -> None:
    """Curtains take their key at once, and an AI Shark's phase shows at once, in tests that
    are not about those waits (test_curtain.py and test_shark_timing.py set them and move a
    fake clock by hand)."""
    monkeypatch.setattr(JawsApp, "curtain_delay", 0.0)
    monkeypatch.setattr(JawsApp, "shark_phase_seconds", 0.0)
    monkeypatch.setattr(JawsApp, "bot_pace", 0.0)


@pytest.fixture(autouse=True)
def no_passphrase_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Shark is not asked for a passphrase in tests that are not about it (its saves are
    then sealed with the test's own AI Shark key file); tests/tui/test_passphrase.py asks."""
    monkeypatch.setattr(JawsApp, "ask_shark_passphrase", False)


@pytest.fixture
def save_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


def new_app(mode: str, seed: int, save_dir: Path, players: int = 4) -> JawsApp:
    """An app that starts straight into a new game."""
    return JawsApp(mode=mode, seed=seed, players=players, save_dir=save_dir)


async def wait_for(pilot: Pilot[Any], condition: Callable[[], bool], tries: int = 300) -> bool:
    """Pause until `condition` holds (Pilot's idle check can return early on a busy machine)."""
    for _ in range(tries):
        if condition():
            return True
        await pilot.pause(0.01)
    return condition()


async def lift_curtain(pilot: Pilot[Any]) -> str:
    """Press the hand-off curtain's key (s for the Shark, Enter for the crew) once it takes
    keys; returns the seat it was for."""
    screen = pilot.app.screen
    assert isinstance(screen, HandOffScreen), type(screen).__name__
    seat = screen.seat
    await wait_for(pilot, screen.is_armed)
    await pilot.press(screen.lift_key)
    await wait_for(
        pilot, lambda: pilot.app.screen is not screen and bool(pilot.app.screen.query("*"))
    )
    await pilot.pause()
    return seat


async def acknowledge(pilot: Pilot[Any]) -> str:
    """Press Enter on a public card (jaws.tui.table_moments) once it takes keys; returns the
    card's text."""
    from jaws.tui.table_moments import MomentCard

    card = pilot.app.screen
    assert isinstance(card, MomentCard), type(card).__name__
    text = screen_text(pilot.app)
    await wait_for(pilot, card.is_armed)
    await pilot.press(card.acknowledge_key)
    await wait_for(pilot, lambda: pilot.app.screen is not card)
    await pilot.pause()
    return text


async def choose(pilot: Pilot[Any], predicate: Callable[[Any], bool]) -> Any:
    """Highlight the first menu action matching `predicate` and press Enter; returns it."""
    for _ in range(20):
        if pilot.app.screen.query(ActionMenu):
            break
        await pilot.pause()
    menu = pilot.app.screen.query_one(ActionMenu)
    row = menu.option_index_of(predicate)
    assert row is not None, [str(a) for a in menu.actions]
    menu.focus()
    menu.highlighted = row
    action = menu.actions[int(menu.get_option_at_index(row).id)]
    session = pilot.app.session
    before = len(session.log)
    notes = len(pilot.app._notifications)
    await pilot.press("enter")
    if getattr(pilot.app.screen, "pending", None) == action:
        await pilot.press("enter")  # what cannot be taken back asks for one confirming key
    await wait_for(
        pilot,
        lambda: len(session.log) > before or len(pilot.app._notifications) > notes,
    )
    await pilot.pause()
    return action


def menu_actions(pilot: Pilot[Any]) -> list[Any]:
    return list(pilot.app.screen.query_one(ActionMenu).actions)


def screen_text(app: JawsApp) -> str:
    """What the terminal shows now, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def dom_text(app: JawsApp) -> str:
    """Every text the current screen holds, on screen or scrolled away."""
    parts: list[str] = []
    for widget in app.screen.query("*"):
        if isinstance(widget, (AmityMap, OrcaPicture)):
            parts.append(widget.plain_text())
        elif isinstance(widget, RichLog):
            parts.extend(line.text for line in widget.lines)
        elif isinstance(widget, OptionList):
            parts.extend(
                str(widget.get_option_at_index(i).prompt) for i in range(widget.option_count)
            )
        elif isinstance(widget, Static):
            parts.append(str(widget.render()))
    return "\n".join(parts)


def highlight_title_choice(app: JawsApp, choice: str) -> None:
    """Highlight a title-screen choice by its id ("act1", "resume"...): the menu's order
    depends on whether a game can be continued and whether AI players are installed."""
    menu = app.screen.query_one("#choices", OptionList)
    menu.highlighted = menu.get_option_index(choice)


def on_seat_screen(app: JawsApp, seat: str) -> bool:
    return isinstance(app.screen, Act1Screen) and app.screen.seat == seat


async def select_member(pilot: Pilot[Any], member: str) -> None:
    """Tab on a crew play screen until `member` is the chosen one (three Tabs at most)."""
    for _ in range(3):
        if getattr(pilot.app.screen, "selected", None) == member:
            break
        await pilot.press("tab")
        await pilot.pause()
    assert getattr(pilot.app.screen, "selected", None) == member
