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
from jaws.tui.scenes import turn_so_far
from jaws.tui.screens.act1 import MENU_FLOOR
from jaws.tui.widgets.text_panel import TextPanel
from tests.helpers import a1_of, at_crew_phase, new_act1_game
from tests.tui.test_event_rule_in_sight import shown_in
from tests.tui.test_no_misfire import _playing_from

CARDS = sorted(default_content().act1.cards)
BEN_GARDNERS_BOAT = 1
FRANK_SILVA = 8


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
        # And the tracks: how near the Shark is to winning, and to losing (helper-33, stop
        # 39: below the card they were out of sight, and a barrel's hit went unseen).
        assert "Swimmer Track" in shown and "Barrels on Shark" in shown, shown
        # And its Power tokens, by the numbers p takes them by (issue 12: in sight at 80x24).
        assert "1 Feeding Frenzy, 2 Evasive Moves, 3 Out of Sight, 4 Speed Burst" in shown


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


@pytest.mark.parametrize("card", CARDS)
async def test_the_crew_reads_the_event_rule_whole_at_80x24(card: int, save_dir: Path) -> None:
    """The crew's side panel gave the action list a fixed 55% of its column: at 80x24 a rule
    over five rows (Ben Gardner's Boat, Michael Brody's Birthday) was cut. The list now gives
    way, down to MENU_FLOOR rows."""
    rule = " ".join(default_content().act1.cards[card].text.split())
    state = shark_turn_after(card)
    state, _ = apply(state, A.SharkEndTurn())
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        shown = shown_in(app, "#info")
        assert rule in shown, shown
        assert "Actions left:" in shown, shown
        assert app.screen.query_one("#menu").region.height >= MENU_FLOOR


async def test_the_rule_stays_whole_when_the_prompt_grows(save_dir: Path) -> None:
    """Stop-38 playtest at 80x24: once the prompt grew a third row, "no action." of Frank
    Silva's rule went out of sight. Here `e` asks its confirming Enter, in three rows."""
    rule = default_content().act1.cards[FRANK_SILVA].text
    state = shark_turn_after(FRANK_SILVA)
    state, _ = apply(state, A.SharkEndTurn())
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        await pilot.pause()
        prompt = app.screen.query_one("#prompt", TextPanel)
        assert prompt.region.height >= 3, prompt.shown
        assert "Enter confirms" in str(prompt.shown)
        assert rule in shown_in(app, "#info")


async def test_the_event_card_is_shown_once(save_dir: Path) -> None:
    async with _playing_from(at_crew_phase(BEN_GARDNERS_BOAT), save_dir, (120, 40)) as (
        app,
        pilot,
    ):
        await pilot.pause()
        assert shown_in(app, "#info").count("Event: Ben Gardner's Boat.") == 1


async def test_the_rule_reads_whole_after_the_sharks_start(save_dir: Path) -> None:
    """The card's panel is hidden during the Shark's start (no card yet) and shown with round
    1: it was measured before it was laid out, as empty, and the rule was cut."""
    rule = default_content().act1.cards[BEN_GARDNERS_BOAT].text
    state = new_act1_game("act1", 0, (BEN_GARDNERS_BOAT,))
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        assert not app.screen.query_one("#event").display
        app.submit(A.SharkStart("1"))
        # Fitted before the next layout (as the live app did): the card's panel, shown now,
        # has no size of its own yet.
        screen = app.screen
        assert screen.query_one("#event").display
        screen.fit_side_column()
        menu_rows = screen.query_one("#menu").styles.max_height
        # 22 rows below the header: the prompt 2, the plan 1, the tracks 2, the Power
        # tokens 3, the card 8.
        assert menu_rows is not None and menu_rows.value == 22 - 2 - 1 - 2 - 3 - 8, menu_rows
        await pilot.pause()
        await pilot.pause()
        assert a1_of(app.session.state).phase == "shark"
        assert rule in shown_in(app, "#info")


@pytest.mark.parametrize("card", CARDS)
async def test_the_rule_stays_whole_after_two_moves(card: int, save_dir: Path) -> None:
    """Stop-39 playtest at 80x24: mid-turn, "Path this turn: 1 → 5 → W" and "Steps (u takes
    back the last): moves 5 · moves W" (two rows saying one path, three in all) pushed Ben
    Gardner's Boat's last words out of sight. The turn so far is one line now."""
    rule = " ".join(default_content().act1.cards[card].text.split())
    state = shark_turn_after(card)
    for _ in range(2):
        move = next(a for a in legal_actions(state, "shark") if a.kind == "shark_move")
        state, _ = apply(state, move)
    path = a1_of(state).plan.path
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.pause()
        shown = shown_in(app, "#info")
        assert rule in shown, shown
        assert f"This turn: {' → '.join(path)}" in shown, shown
        assert "Steps (u takes back" not in shown


def test_the_turn_so_far_reads_in_order() -> None:
    steps = [
        "Shark moves 5",
        "Shark moves W",
        "Shark eats a swimmer",
        "Shark eats a swimmer",
        "Shark plays Speed Burst",
        "Shark moves 7 → 3 knocking Quint overboard",
        "Shark eats a swimmer",
    ]
    assert turn_so_far("1", steps) == (
        "1 → 5 → W · eats 2 swimmers · plays Speed Burst → 7 → 3 knocking Quint overboard"
        " · eats a swimmer"
    )
    assert turn_so_far("1", []) == "1"
