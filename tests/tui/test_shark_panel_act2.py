"""Stop-30 playtest: on the Shark's Act 2 screen at 100x30 the wound lines sat below six
Ability-card texts, out of sight while the Shark attacked. The card texts are read when the
Shark chooses its card; after that the hand is a line of names and the wounds are in view."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from jaws.content import default_content
from jaws.engine.core import new_game
from jaws.session import GameSession, SeatControl
from jaws.tui.act2_scenes import act2_shark_panel
from jaws.tui.app import JawsApp
from jaws.tui.screens.act2 import Act2Screen
from jaws.views import view_for
from tests.tui.conftest import choose, lift_curtain, screen_text
from tests.tui.players import plain_shark_act2


def test_the_hand_is_read_in_full_when_choosing_and_by_name_after() -> None:
    content = default_content()
    view = view_for(new_game("act2", 8), "shark").act2
    assert view is not None and view.hand
    first = content.act2.ability_of(view.hand[0])
    choosing = act2_shark_panel(dataclasses.replace(view, phase="choose"), content).plain
    assert first.text in choosing
    attacking = act2_shark_panel(dataclasses.replace(view, phase="shark_attack"), content).plain
    assert first.name in attacking and first.text not in attacking
    assert len(attacking.splitlines()) <= 4


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_wounds_are_in_view_while_the_shark_attacks(
    save_dir: Path, size: tuple[int, int]
) -> None:
    app: Any = JawsApp(save_dir=save_dir)

    async def no_wait(seconds: float) -> None:
        return None

    app.bot_sleep = no_wait
    session = GameSession.new("act2", 8, seats={"crew": SeatControl("bot", "easy")})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        for _ in range(3000):
            screen = app.screen
            if session.view("shark").act2.phase == "shark_attack":
                break
            if isinstance(screen, Act2Screen) and session.whose_turn() == "shark":
                view = session.view("shark")
                chosen = plain_shark_act2(view, list(screen.query_one("#menu").actions))
                await choose(pilot, lambda a, chosen=chosen: a == chosen)
            else:
                await pilot.pause(0.01)
        await pilot.pause()
        assert session.view("shark").act2.phase == "shark_attack"
        text = screen_text(app)
        assert "Crew wounds:" in text, text
        assert "Shark ■" in text or "Shark □" in text, text
