"""Issue 12, "Play that cannot misfire": after a turn passes nothing is armed under Enter, so a
stray Enter does not take the next player's (or crew member's) first action."""

from __future__ import annotations

from pathlib import Path

from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.widgets.action_menu import ActionMenu
from tests.tui.conftest import SIZE, lift_curtain, new_app, wait_for
from tests.tui.test_direct_input import last_actions, press, to_crew_round_one


async def test_an_enter_after_a_crew_turn_ends_takes_nothing(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        screen = app.screen
        await press(pilot, "tab", "tab", "e", "enter")
        assert last_actions(app) == ["Hooper ends the turn"]
        before = len(app.session.log)
        # The Enter a player presses once more, out of habit or a bounce.
        await press(pilot, "enter")
        assert len(app.session.log) == before, last_actions(app)
        assert screen.pending is None
        assert screen.query_one(ActionMenu).highlighted_action() is None
        # A shortcut still acts at once, and the arrows arm the menu again.
        await press(pilot, "down")
        assert screen.query_one(ActionMenu).highlighted_action() is not None


async def test_an_enter_as_the_crews_turn_opens_takes_nothing(save_dir: Path) -> None:
    """The crew lifts its curtain with Enter: one more Enter must not act."""
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        assert isinstance(app.screen, Act1Screen)
        before = len(app.session.log)
        await press(pilot, "enter")
        assert len(app.session.log) == before, last_actions(app)


async def test_an_enter_as_an_act2_phase_opens_takes_nothing(save_dir: Path) -> None:
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, Act2Screen))
        before = len(app.session.log)
        await press(pilot, "enter")
        assert len(app.session.log) == before, last_actions(app)
