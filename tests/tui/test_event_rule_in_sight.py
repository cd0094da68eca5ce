"""Stop-37 playtest: at 80x24 the crew's side panel showed an Amity Event card's name and the
first line of its rule ("This round, picking barrels up"), the rest out of sight below a
"Round 1 · Crew Phase" row that repeated the header. The header now carries the phase and the
card is one paragraph, so a rule of up to four panel rows is read whole without scrolling."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from jaws.content import default_content
from jaws.tui.app import JawsApp
from tests.helpers import at_crew_phase
from tests.tui.conftest import screen_text
from tests.tui.test_no_misfire import _playing_from

FRANK_SILVA = 8
HOLIDAY_ROAST = 3
SHARK_ALERT = 13
SCROLLBAR = "[\u2581-\u2588\u258a\u258e]"  # the thumb and track a scrollbar draws


def shown_in(app: JawsApp, selector: str) -> str:
    """The words a widget shows on the terminal now (its visible rows only), one line."""
    region = app.screen.query_one(selector).region
    rows = screen_text(app).splitlines()[region.y : region.bottom]
    shown = " ".join(row[region.x : region.right] for row in rows)
    return re.sub(r"\s+", " ", re.sub(SCROLLBAR, " ", shown))


@pytest.mark.parametrize("card", [FRANK_SILVA, HOLIDAY_ROAST, SHARK_ALERT])
async def test_the_event_cards_rule_is_read_whole_at_80x24(card: int, save_dir: Path) -> None:
    rule = default_content().act1.cards[card].text
    async with _playing_from(at_crew_phase(card), save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        panel = shown_in(app, "#info")
        assert rule in panel, panel
        assert "Crew Phase" in shown_in(app, "#topbar")


def test_the_header_with_its_phase_fits_80_columns() -> None:
    """Stop-38 check: "Round 2 · Event Phase: crew decision" ran off the 80-column header."""
    from jaws.tui.scenes import PHASE_TITLES
    from jaws.tui.screens.play import game_and_act

    for mode in ("act1", "full"):
        for phase in PHASE_TITLES.values():
            header = f" CREW   Jaws · {game_and_act(mode, 'Act 1: Amity Island')} · Round 10"
            assert len(f"{header} · {phase}") <= 78, (mode, phase)
