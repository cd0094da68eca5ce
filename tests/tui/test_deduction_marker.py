"""The where-could-it-be overlay shows its per-space odds only where they were measured
calibrated (issue 13): against an AI Shark of a level listed in content/belief.toml's odds_for,
to the nearest 5% and never 0%. Otherwise (a person's Shark) every possible space gets the
same mark, and the legend says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.content import default_content
from jaws.content.belief import load_belief
from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.scenes import MAP_LEGEND
from jaws.tui.screens.act1 import possibility_marker
from jaws.tui.widgets.amity_map import AmityMap
from tests.tui.conftest import SIZE
from tests.tui.players import to_the_crews_turn_against_the_ai


def test_uncalibrated_odds_give_every_possible_space_the_same_mark() -> None:
    marks = {possibility_marker(w) for w in (0.0, 0.004, 0.015, 0.3, 0.81, 1.0)}
    assert marks == {"?"}


def test_calibrated_odds_are_shown_to_the_nearest_five_percent_never_zero() -> None:
    shown = [possibility_marker(w, True) for w in (0.0, 0.004, 0.024, 0.026, 0.3, 0.81, 1.0)]
    assert shown == ["?<5%", "?<5%", "?<5%", "?5%", "?30%", "?80%", "?100%"]


def test_the_legend_states_the_assumption() -> None:
    assert "? Shark may be here" in MAP_LEGEND
    # "odds: AI Shark only" read as unclear (stop-38 playtest).
    assert "odds vs an AI Shark only" in MAP_LEGEND


def test_the_shipped_odds_are_for_the_measured_levels() -> None:
    assert {"hard", "top"} <= set(load_belief(default_content().root).odds_for)


@pytest.mark.parametrize(
    ("shark", "shown"),
    [(SeatControl("human"), False), (SeatControl("bot", "hard"), True)],
)
def test_odds_are_shown_only_against_a_measured_ai_shark(
    save_dir: Path, shark: SeatControl, shown: bool
) -> None:
    app = JawsApp(save_dir=save_dir)
    app.session = GameSession.new("act1", 3, seats={"shark": shark})
    app.rebuild_tracker()
    assert app.tracker is not None and app.shark_odds_shown() is shown


async def test_the_map_shows_odds_on_every_possible_space_against_the_hard_ai(
    save_dir: Path,
) -> None:
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    session = GameSession.new("act1", 12, seats={"shark": SeatControl("bot", "hard")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await to_the_crews_turn_against_the_ai(pilot, session)
        await pilot.press("d")
        await pilot.pause()
        possible = app.shark_possibilities()
        assert possible
        drawn = app.screen.query_one(AmityMap).plain_text()
        assert drawn.count("%") == len(possible) and drawn.count("?") == len(possible)
