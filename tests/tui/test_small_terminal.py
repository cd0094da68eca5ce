"""Helper-46: at 60x18 the Orca's drawing broke apart with no word of why. Below 80x24 a
notice says what size the screens are laid out for, stays while the terminal is that small,
and goes when it is big enough."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.app import TOO_SMALL_TITLE, JawsApp
from tests.tui.conftest import wait_for


def too_small_notices(app: Any) -> list[str]:
    return [n.message for n in app._notifications if n.title == TOO_SMALL_TITLE]


async def test_a_small_terminal_is_told_until_it_grows(save_dir: Path) -> None:
    app: Any = JawsApp(mode="act2", seed=5, players=2, save_dir=save_dir)
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        assert too_small_notices(app) == [
            "This terminal is 60x18: Jaws is laid out for 80x24 or more, and some text is cut "
            "off until the window is bigger."
        ]
        await pilot.resize_terminal(79, 30)
        assert await wait_for(pilot, lambda: "79x30" in " ".join(too_small_notices(app)))
        assert len(too_small_notices(app)) == 1  # the old size's notice is taken down
        await pilot.resize_terminal(80, 24)
        assert await wait_for(pilot, lambda: not too_small_notices(app))


async def test_a_big_enough_terminal_is_told_nothing(save_dir: Path) -> None:
    app: Any = JawsApp(mode="act2", seed=5, players=2, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.clear_notifications()
        await pilot.pause()
        assert too_small_notices(app) == []
