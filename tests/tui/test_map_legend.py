"""The map's legend keeps its entries whole and the overlay's first (issue 13 wants the odds'
assumption in the legend). At 100x30 the legend, wrapped as one run of words over three rows,
lost its last entry, "? Shark may be here (d; odds vs an AI Shark only)", and split others
("! / overboard"). Below 28 rows there is no legend: turning the overlay on says it."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.scenes import MAP_MARKS, ODDS_MARK, POSSIBLE_MARK_MEANS, map_legend
from jaws.tui.widgets.map_legend import MapLegend, packed
from tests.tui.conftest import screen_text
from tests.tui.players import to_the_crews_turn_against_the_ai


def test_packing_keeps_entries_whole_and_the_first_ones_first() -> None:
    entries = map_legend(overlay=True, odds=True)
    for width, rows in ((58, 3), (72, 3), (42, 1), (50, 2)):
        lines = packed(entries, width, rows)
        assert len(lines) <= rows and all(len(line) <= width for line in lines)
        kept = [entry for line in lines for entry in line.split("  ")]
        assert set(kept) <= set(entries), "only whole entries"
        assert kept[0] == ODDS_MARK, "the overlay's mark is never the one left out"
    assert packed(entries, 200, 1) == ["  ".join(entries)]


def test_the_overlay_mark_leads_only_while_it_is_on_the_map() -> None:
    assert map_legend(overlay=False, odds=True) == MAP_MARKS
    assert map_legend(overlay=True, odds=False)[0] == POSSIBLE_MARK_MEANS


async def _at_the_crews_turn(app: JawsApp, size: tuple[int, int], press_d: bool = True) -> object:
    session = GameSession.new("act1", 12, seats={"shark": SeatControl("bot", "hard")})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await to_the_crews_turn_against_the_ai(pilot, session)
        if press_d:
            await pilot.press("d")
            await pilot.pause()
        legend = app.screen.query_one("#legend", MapLegend)
        rows = list(legend.lines) if legend.display else []
        return screen_text(app), [n.message for n in app._notifications], rows


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_the_odds_assumption_is_in_sight_with_the_overlay(
    save_dir: Path, size: tuple[int, int]
) -> None:
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    shown, _, rows = await _at_the_crews_turn(app, size)  # type: ignore[misc]
    assert ODDS_MARK in shown, shown
    assert rows and all(row in shown for row in rows), "every row of the legend in sight"
    assert all(entry in map_legend(True, True) for row in rows for entry in row.split("  "))


async def test_below_28_rows_turning_the_overlay_on_says_what_it_marks(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    shown, notices, rows = await _at_the_crews_turn(app, (80, 24))  # type: ignore[misc]
    assert rows == []
    assert "?" in shown and "%" in shown, "the odds are on the map"
    assert any(ODDS_MARK in notice for notice in notices), notices


async def test_a_game_opened_with_the_overlay_on_says_what_it_marks(save_dir: Path) -> None:
    """helper-43, stop 42: the overlay is kept on from the last game, and below 28 rows only
    `d` said what its marks mean; a game opened with it on said nothing."""
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    app.show_deduction = True
    shown, notices, _ = await _at_the_crews_turn(app, (80, 24), press_d=False)  # type: ignore[misc]
    assert "%" in shown, "the odds are on the map"
    assert [n for n in notices if ODDS_MARK in n] != [], notices


def test_the_shark_tokens_left_are_with_the_tracks_in_one_short_row() -> None:
    """helper-44, stop 42: "Shark Power tokens left: 3 · one played this round" sat last in
    the crew's panel, under the Event card, and showed as "Shark Power tokens left: 3 · one"
    at 100x30. It is one row beside the tracks now, inside the 31 columns shown at 80x24."""
    from jaws.content import default_content
    from jaws.engine import legal_actions
    from jaws.engine.act1 import actions as A
    from jaws.tui.scenes import act1_numbers, act1_supplies
    from jaws.views import view_for
    from tests.helpers import at_shark_phase, run

    state = at_shark_phase(shark="5")
    state, _ = run(state, A.PlayPower("speed_burst"))
    move = next(a for a in legal_actions(state, "shark") if a.kind == "shark_move")
    state, _ = run(state, move, A.SharkEndTurn())
    view = view_for(state, "crew").act1
    assert view is not None
    content = default_content().act1
    rows = act1_numbers(view, content).plain.splitlines()
    assert "Power tokens left 3, 1 in play" in rows, rows
    assert rows.index("Power tokens left 3, 1 in play") <= 3, "beside the tracks"
    assert all(len(row) <= 31 for row in rows if row.startswith("Power"))
    assert "Power tokens" not in act1_supplies(view).plain
