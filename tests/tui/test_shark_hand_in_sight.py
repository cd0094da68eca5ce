"""helper-35, stop 40: choosing where to resurface, the Shark could not read its Ability
cards: the action list kept 55% of the side column for its 21 rows ("c A1 + Big Mouth", ...),
and at 100x30 the texts stopped at "Ramming Speed: After the crew", at 80x24 after one card of
six. While the Shark reads its hand the list now gives up rows (the Shark types "c A1"), and
the names are said once, each with its text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.tui.conftest import new_app
from tests.tui.test_event_rule_in_sight import shown_in
from tests.tui.test_screens_fit import to_act2_phase

SIX_CARDS_SEED = 5  # the Shark's hand: six different Ability cards


async def hand_texts_shown(app: Any, pilot: Any) -> tuple[list[str], str]:
    await to_act2_phase(pilot, "choose", seat="shark")
    await pilot.pause()
    await pilot.pause()
    hand = app.session.view("shark").act2.hand
    abilities = [app.content.act2.ability_of(card) for card in hand]
    texts = [f"{a.name}: {' '.join(a.text.split())}" for a in abilities]
    return texts, shown_in(app, "#info")


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_the_sharks_whole_hand_reads_whole(size: tuple[int, int], save_dir: Path) -> None:
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=size) as pilot:
        texts, shown = await hand_texts_shown(app, pilot)
        assert len(set(texts)) == 6
        for text in texts:
            assert text in shown, (text, shown)
        assert "Your Ability cards (6):" in shown


async def test_at_80x24_the_hand_is_counted_and_read_from_the_top(save_dir: Path) -> None:
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        texts, shown = await hand_texts_shown(app, pilot)
        assert "Your Ability cards (6):" in shown
        whole = [text for text in texts if text in shown]
        assert len(whole) >= 3, shown  # was one
        # The list keeps its border, an option's heading and a choice.
        assert app.screen.query_one("#menu").region.height >= 5
