"""The crew's curtain names who plays the crew in one line: all three at once when one player
has them ("you" against an AI Shark), each member's player otherwise. The solo playtest read
"Quint: Player 2 · Brody: Player 2 · Hooper: Player 2"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from tests.tui.conftest import SIZE


async def assert_curtain_names(session: GameSession, save_dir: Path, expected: str) -> None:
    """The crew's curtain for `session` names its players as `expected` says."""
    app: Any = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.session = session
        assert app.crew_controllers() == expected
        assert expected in app.curtain_text("crew")[1]


@pytest.mark.parametrize(
    ("players", "shark", "expected"),
    [
        (2, "bot", "Quint, Brody and Hooper: you"),
        (2, "human", "Quint, Brody and Hooper: Player 2"),
        (4, "human", "Quint: Player 2 · Brody: Player 3 · Hooper: Player 4"),
    ],
)
async def test_who_plays_the_crew(save_dir: Path, players: int, shark: str, expected: str) -> None:
    session = GameSession.new("act1", 3, players=players)
    if shark == "bot":
        session.seats["shark"] = SeatControl("bot", "easy")
    await assert_curtain_names(session, save_dir, expected)


@pytest.mark.parametrize(
    ("players", "out", "expected"),
    [
        (2, ("brody",), "Quint and Hooper: Player 2"),
        (2, ("brody", "quint"), "Hooper: Player 2"),
        (4, ("brody",), "Quint: Player 2 · Hooper: Player 4"),
    ],
)
async def test_a_member_the_shark_killed_is_not_called_to_play(
    save_dir: Path, players: int, out: tuple[str, ...], expected: str
) -> None:
    """Stop-37 playtest: after Brody was eliminated the crew's curtain still read "Quint,
    Brody and Hooper: Player 2"."""
    session = GameSession.new("act2", 3, players=players)
    act2 = session.state.act2
    assert act2 is not None
    act2.eliminated = out
    await assert_curtain_names(session, save_dir, expected)
