"""Stop 40's list, stop 41: at 80x24 the crew dividing the shared gear could not see what each
member already held: the panel stopped at "Crew gear (* = this round's", under the wounds
and tracks (all at 0 before round 1). Each member's cards now follow the cards given, and
the list gives up rows for them (the crew types "1Q")."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.engine.act2.actions import card_label
from jaws.tui.screens.act2 import Act2Screen
from tests.tui.conftest import lift_curtain, new_app
from tests.tui.test_event_rule_in_sight import shown_in


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_each_members_cards_are_in_sight_while_dividing(
    size: tuple[int, int], save_dir: Path
) -> None:
    app = new_app("act2", 5, save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "crew"
        screen = app.screen
        assert isinstance(screen, Act2Screen)
        view = app.session.view("crew").act2
        assert view.gear_pool
        shown = shown_in(app, "#info")
        for member, cards in view.gear.items():
            assert cards
            for card in cards:
                assert card_label(card) in shown, (member, card_label(card), shown)
        assert "this round's weapon" not in shown  # no weapon is chosen in the divide
        assert screen.query_one("#menu").region.height >= 5
