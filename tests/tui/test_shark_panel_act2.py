"""Stop-30 playtest: on the Shark's Act 2 screen at 100x30 the wound lines sat below six
Ability-card texts, out of sight while the Shark attacked. The card texts are read when the
Shark chooses its card; after that the hand is a line of names and the wounds are in view."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from jaws.content import default_content
from jaws.engine.core import new_game
from jaws.tui.act2_scenes import act2_shark_panel
from jaws.views import view_for
from tests.tui.conftest import lift_curtain, screen_text
from tests.tui.players import plain_shark_step, solo_shark_act2


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
    app, session = solo_shark_act2(save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        for _ in range(3000):
            if session.view("shark").act2.phase == "shark_attack":
                break
            await plain_shark_step(pilot)
        await pilot.pause()
        assert session.view("shark").act2.phase == "shark_attack"
        text = screen_text(app)
        assert "Crew wounds:" in text, text
        assert "Shark ■" in text or "Shark □" in text, text
