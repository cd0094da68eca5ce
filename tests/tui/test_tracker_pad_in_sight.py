"""helper-37, stop 41: at 100x30 the Shark's side panel showed "Tracker Pad:" and then the
prompt: its rows were below the fold, under the Event card. The list gives up rows for the
pad too, and the pad shows its newest three rounds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.bots import make_bot
from jaws.session import GameSession, default_crew_players
from jaws.tui.scenes import PAD_ROWS_SHOWN, pad_line
from tests.tui.test_event_rule_in_sight import shown_in
from tests.tui.test_no_misfire import _playing_from


def at_sharks_turn(round_number: int) -> GameSession:
    """Act 1 between easy bots, to the Shark's turn in `round_number`."""
    session = GameSession.new("act1", 4, crew_players=default_crew_players(4))
    bots = {side: make_bot(side, "easy", 4) for side in ("shark", "crew")}
    while True:
        seat = session.whose_turn()
        assert seat is not None, "the act ended first"
        view = session.view(seat)
        act1 = view.act1
        step = None if act1 is None else (act1.round, act1.phase, act1.pending)
        if seat == "shark" and step == (round_number, "shark", None):
            return session
        session.submit(bots[seat].choose(view, session.legal_actions(seat)))


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_the_tracker_pads_rows_are_in_sight(size: tuple[int, int], save_dir: Path) -> None:
    session = at_sharks_turn(3)
    async with _playing_from(session, save_dir, size) as (app, pilot):
        await pilot.pause()
        await pilot.pause()
        pad = app.session.view("shark").act1.pad
        assert len(pad) == 2
        shown = shown_in(app, "#info")
        for entry in pad:
            assert pad_line(entry) in shown, (pad_line(entry), shown)


def test_the_pad_shows_its_newest_rounds_and_says_so() -> None:
    import dataclasses

    from jaws.tui.scenes import tracker_pad

    view: Any = at_sharks_turn(3).view("shark").act1
    first = view.pad[0]
    pad = tuple(dataclasses.replace(first, round=n) for n in range(1, PAD_ROWS_SHOWN + 3))
    text = tracker_pad(dataclasses.replace(view, pad=pad)).plain
    assert f"Tracker Pad (the last {PAD_ROWS_SHOWN} of {len(pad)} rounds):" in text
    assert pad_line(pad[-1]) in text and pad_line(pad[0]) not in text
    assert "Tracker Pad:" in tracker_pad(view).plain  # two rounds: all of them
