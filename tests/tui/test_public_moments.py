"""Public moments: the curtain shows the whole table what just happened (crew-visible events
only) before the keyboard changes hands."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.handoff import HandOffScreen
from tests.tui.conftest import SIZE, lift_curtain, new_app, screen_text, wait_for
from tests.tui.test_direct_input import press


async def test_curtains_show_what_just_happened_and_nothing_secret(save_dir: Path) -> None:
    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await press(pilot, "5", "enter", "W", "a", "a", "e", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        text = screen_text(app)
        assert app.screen.seat == "crew"
        assert "What just happened" in text
        assert "The Shark ate 2 at W" in text  # the Shark's announcement
        assert "starts at" not in text and "Shark moves" not in text  # its secrets
        await lift_curtain(pilot)
        # The crew's turn: Quint launches at 4, everyone ends; the Shark's curtain shows the
        # crew its own result before the Shark takes the keyboard.
        await press(pilot, "l", "4", "enter")
        launched = [e for e in app.session.events_for("crew") if e.kind == "barrel_launched"]
        assert launched
        for _ in range(3):
            await press(pilot, "e", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert app.screen.seat == "shark"
        text = screen_text(app)
        assert "What just happened" in text and "Barrel at 4: miss" in text
        assert "Quint ends the turn" in text, text
