"""helper-79, stop 51: against the AI Shark, "+" and "-" (listed on F1 as "AI slower", "AI
faster") did nothing and said nothing: they pace an AI crew only. Now they say so."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.session import GameSession, SeatControl, default_crew_players
from tests.helpers import at_crew_phase
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes


@pytest.mark.parametrize("key", ["plus", "minus"])
async def test_the_pace_keys_say_what_they_pace(save_dir: Path, key: str) -> None:
    session = GameSession(
        state=at_crew_phase(shark="1"),
        players=2,
        seats={"shark": SeatControl("bot", "easy"), "crew": SeatControl()},
        crew_players=default_crew_players(2),
    )
    async with _playing_from(session, save_dir) as (app, pilot):
        assert app.screen.seat == "crew"
        await pilot.press(key)
        await pilot.pause()
        assert any("+ and - set the pace of an AI crew" in m for m in notes(app)), notes(app)
