"""An AI Shark that fails never hands its seat (and its secrets) to a person at the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from tests.tui.conftest import SIZE, lift_curtain


class BrokenBot:
    def observe(self, view: Any) -> None:
        pass

    def choose(self, view: Any, legal: list[Any]) -> Any:
        raise RuntimeError("no plan")


async def test_a_failing_ai_shark_keeps_its_seat_and_the_game_goes_on(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    session = GameSession.new("act1", 12, seats={"shark": SeatControl("bot", "hard")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        app.bots["shark"] = BrokenBot()
        await pilot.pause()
        await lift_curtain(pilot)
        for _ in range(60):
            await pilot.pause(0.05)
            if session.view("crew").act1.phase in ("crew", "event_choice"):
                break
        assert session.seats["shark"].kind == "bot"
        assert session.view("crew").act1.phase in ("crew", "event_choice")
        assert not (isinstance(app.screen, Act1Screen) and app.screen.seat == "shark")
