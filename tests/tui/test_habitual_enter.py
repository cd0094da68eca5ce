"""An Enter a player adds out of habit after a typed action ("g 1 Q", then Enter) takes nothing
and says nothing; a notice already on screen is not stacked again. At 80x24 five gifts of gear,
each followed by Enter, stacked five "Nothing is chosen yet" notices over the Orca (stop-35
check)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.app import PRACTICE_WARNING
from tests.tui.conftest import lift_curtain, new_app
from tests.tui.test_numbered_labels import dividing

NOTHING_CHOSEN = "Nothing is chosen yet: type an action's key, or ↓ then Enter."


def shown(app: Any) -> list[str]:
    """The notices up, but the practice-game warning a seeded game opens with."""
    return [n.message for n in app._notifications if n.message != PRACTICE_WARNING]


async def test_an_enter_after_a_typed_gift_is_taken_in_silence(save_dir: Path) -> None:
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        before = len(app.session.actions)
        for number in ("1", "2", "3"):  # a card keeps its number through the divide
            await pilot.press("g", number, "q", "enter")
            await pilot.pause()
        assert len(app.session.actions) == before + 3
        assert shown(app) == []
        # A second Enter is a question, and is answered once however often it is asked.
        for _ in range(3):
            await pilot.press("enter")
            await pilot.pause()
        assert shown(app) == [NOTHING_CHOSEN]
        assert len(app.session.actions) == before + 3


async def test_the_habit_is_one_enter_straight_after_the_action(save_dir: Path) -> None:
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        count = len(dividing(app))
        await pilot.press("g", "1", "q")
        await pilot.pause()
        # Another key between the action and the Enter: the Enter is a question again.
        await pilot.press("g", str(count + 1), "escape", "enter")
        await pilot.pause()
        assert NOTHING_CHOSEN in shown(app)
