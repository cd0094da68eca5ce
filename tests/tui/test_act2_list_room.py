"""Helper-50 and helper-51: at 100x30 the Act 2 action list showed two rows while the crew
divided the gear ("1 Q takes the Air Tank / 2 Q takes the Ammo") and one choice while the
Shark read its hand ("A0 no card"). The side column is wider there (the Orca draws narrower),
the Gear cards' texts are a panel of their own below who holds what, and the list keeps
its rows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.tui.conftest import new_app, screen_text
from tests.tui.test_screens_fit import to_act2_phase
from tests.tui.test_shark_hand_in_sight import SIX_CARDS_SEED


@pytest.mark.parametrize(("phase", "seat"), [("divide", "crew"), ("choose", "shark")])
async def test_at_100x30_the_list_keeps_its_rows(phase: str, seat: str, save_dir: Path) -> None:
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_act2_phase(pilot, phase, seat=seat)
        await pilot.pause()
        menu = app.screen.query_one("#menu")
        assert menu.region.height >= 8, menu.region.height  # 6 rows and the border (was 2-3)
        text = screen_text(app)
        if phase == "divide":
            # Who holds what still reads whole above the list.
            assert "Hooper at —: Spear (melee), Poison Dart" in text, text
        else:
            hand = app.session.view("shark").act2.hand
            for card in hand:
                ability = app.content.act2.ability_of(card)
                assert f"{ability.name}: " in text, (ability.name, text)
