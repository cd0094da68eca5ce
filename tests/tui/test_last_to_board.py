"""The last crew member's boarding asks for one confirming key: it hands the keyboard to the
Shark, and Hooper's boarding went straight to the Shark's curtain while Act 1's last actions
of a turn asked first (stop-35 playtest, helper-20)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from tests.tui.conftest import lift_curtain, new_app, screen_text, wait_for


async def test_the_last_boarding_asks_first(save_dir: Path) -> None:
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        session = app.session
        while session.view("crew").act2.phase == "divide":
            app.submit(session.legal_actions("crew")[0])
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Act2Screen)
        for member, space in (("quint", "B1"), ("brody", "B2")):
            assert screen.selected == member
            await pilot.press(*space)
            await pilot.pause()
            assert session.view("crew").act2.positions[member] == space
            assert screen.pending is None  # not the last: taken at once, `u` takes it back
        assert screen.selected == "hooper"
        before = len(session.actions)
        await pilot.press("B", "3")
        await pilot.pause()
        assert len(session.actions) == before and screen.pending is not None
        shown = screen_text(app)
        assert "Cannot be taken back: Hooper" in shown
        assert "The last aboard: the Shark's turn" in shown
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert session.view("crew").act2.positions["hooper"] == "B3"
