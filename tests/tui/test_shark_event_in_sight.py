"""Stop-38 playtest: the Shark's screen hid the round's Amity Event card, below its Power
tokens and the public status: out of sight at 80x24 and cut at 100x30. Ben Gardner's Boat
(the Shark may knock a captain into the water) and Caught the Wrong Shark (one more action)
change the Shark's own turn. The Shark's screen now shows the card right under where the
Shark is, and its rule reads whole when the turn starts, at every size."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.content import default_content
from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from tests.helpers import a1_of, new_act1_game
from tests.tui.test_event_rule_in_sight import shown_in
from tests.tui.test_no_misfire import _playing_from

CARDS = sorted(default_content().act1.cards)
BEN_GARDNERS_BOAT = 1


def shark_turn_after(card: int) -> GameState:
    """Round 1's Shark phase after `card`, the crew's decision (if the card asks one) taken."""
    state = new_act1_game("act1", 0, (card,))
    state, _ = apply(state, A.SharkStart("1"))
    while a1_of(state).phase == "event_choice":
        state, _ = apply(state, legal_actions(state, "crew")[0])
    assert a1_of(state).phase == "shark"
    return state


@pytest.mark.parametrize("card", CARDS)
async def test_the_shark_reads_the_event_rule_whole_at_80x24(card: int, save_dir: Path) -> None:
    rule = " ".join(default_content().act1.cards[card].text.split())
    async with _playing_from(shark_turn_after(card), save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        shown = shown_in(app, "#info")
        assert rule in shown, shown
        assert "SHARK ONLY At 1 · actions 0/" in shown, shown


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_the_longest_rule_reads_whole_at_the_larger_sizes(
    size: tuple[int, int], save_dir: Path
) -> None:
    rule = default_content().act1.cards[BEN_GARDNERS_BOAT].text
    async with _playing_from(shark_turn_after(BEN_GARDNERS_BOAT), save_dir, size) as (
        app,
        pilot,
    ):
        await pilot.pause()
        assert rule in shown_in(app, "#info")


async def test_the_crew_screen_keeps_the_event_in_its_status(save_dir: Path) -> None:
    """The crew's screen is unchanged: the card is in its public status, once."""
    from tests.helpers import at_crew_phase

    async with _playing_from(at_crew_phase(BEN_GARDNERS_BOAT), save_dir, (120, 40)) as (
        app,
        pilot,
    ):
        await pilot.pause()
        assert shown_in(app, "#info").count("Event: Ben Gardner's Boat.") == 1
        assert not app.screen.query("#shark-event")
