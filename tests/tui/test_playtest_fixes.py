"""Small fixes found by playing the app as a new table would."""

from __future__ import annotations

from pathlib import Path

from jaws.tui.screens.handoff import HandOffScreen
from tests.tui.conftest import SIZE, new_app, screen_text, wait_for
from tests.tui.players import plain_shark_act2, steady_crew_act2, step_act2


async def test_act2_shark_curtain_names_act2_secrets_not_act1_ones(save_dir: Path) -> None:
    app = new_app("act2", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(80):
            screen = app.screen
            if isinstance(screen, HandOffScreen) and screen.seat == "shark":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        text = screen_text(app)
        assert "SHARK's turn" in text
        assert "Ability cards" in text and "Resurface choice" in text
        assert "Power tokens" not in text and "position" not in text


async def test_act1_shark_curtain_still_names_act1_secrets(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        screen = app.screen
        assert isinstance(screen, HandOffScreen) and screen.seat == "shark"
        assert "Power tokens" in screen_text(app)
