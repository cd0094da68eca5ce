"""helper-37, stop 41: at 80x24 an Orca round's card opened with "… 6 more lines in the log"
(once "… 10 more"): the reveal and "Quint attaches the Harpoon Barrel" were left out, and the
log under the card is four rows. The card kept 12 rows for its frame; it needs 9 (7 without
its padding, which goes below 30 rows), so a round of up to 17 rows reads whole at 80x24."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from jaws.bots import make_bot
from jaws.session import GameSession
from jaws.tui.scenes_public import fitted_lines
from jaws.tui.table_moments import MomentCard, card_lines, round_since, without_passed_cages
from tests.tui.conftest import screen_text, wait_for

TEXT_WIDTH_AT_80 = 72


def rows_at_80(lines: list[str]) -> int:
    return sum(max(1, -(-cell_len(line) // TEXT_WIDTH_AT_80)) for line in lines)


def a_long_round(least: int, most: int) -> list[Any]:
    """The events of the first Orca round, between hard bots, whose card takes `least` to
    `most` rows at 80 columns."""
    for seed in range(40):
        session = GameSession.new("act2", seed)
        bots = {side: make_bot(side, "hard", seed) for side in ("shark", "crew")}
        told = 0
        while (seat := session.whose_turn()) is not None:
            session.submit(bots[seat].choose(session.view(seat), session.legal_actions(seat)))
            seen = session.events_for("crew")
            found = round_since(seen, told)
            if found is None:
                continue
            start, dive = found
            told = dive + 1
            events = list(seen[start:told])
            if least <= rows_at_80(fitted_lines(events, 999)) <= most:
                return events
    raise AssertionError("no such round in 40 games")


def test_a_round_of_seventeen_rows_reads_whole_at_80x24() -> None:
    events = a_long_round(15, 17)
    # Whole, but for a Cage window that closed with no Cage played (the card leaves it out).
    whole = fitted_lines(without_passed_cages(events), 999)
    assert card_lines(events, 24, 80) == whole  # was "… N more lines in the log" and 11


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
@pytest.mark.parametrize("stray_key", [False, True])
async def test_the_card_fits_the_screen(
    size: tuple[int, int], stray_key: bool, save_dir: Path
) -> None:
    """The card's frame is what card_lines allows for: the fullest card, its key line on two
    rows after a stray key, is inside the screen with every line in sight."""
    from jaws.tui.app import JawsApp

    events = a_long_round(18, 40)
    lines = card_lines(events, size[1], size[0])
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        card = MomentCard("The Shark's attack", lines)
        app.push_screen(card)
        assert await wait_for(pilot, lambda: app.screen is card)
        await pilot.pause()
        if stray_key:
            await pilot.press("x")
            await pilot.pause()
        moment = card.query_one("#moment")
        assert moment.region.y >= 0 and moment.region.bottom <= size[1], moment.region
        # The card's rows inside its border, joined: a long line wraps onto the next row.
        inside = [row.strip().strip("\u2503") for row in screen_text(app).splitlines()]
        shown = " ".join(" ".join(inside).split())
        for line in lines:
            assert " ".join(line.split()) in shown, line
        assert "Enter" in shown
