"""Helper-45: against the AI Shark, an Orca round in which the Shark had nothing in reach
(no standing Boat Space next to it, nobody in the water) ended with no card, and the crew's
screen moved on to the next round: where the Shark had come up, and what the crew rolled, were
only in the 3-line log. The round is now a card, as a round with the Shark's attack is."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.session import GameSession
from jaws.tui.table_moments import (
    CREW_ATTACKS_TITLE,
    NOTHING_IN_REACH_TITLE,
    MomentCard,
    unattacked_round,
)
from tests.tui.conftest import acknowledge, choose
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_table_moments import AI_SHARK, a_round_with_nothing_to_attack


@pytest.mark.parametrize(
    ("brody", "title"),
    [("Brody attacks", CREW_ATTACKS_TITLE), ("The crew is done attacking", NOTHING_IN_REACH_TITLE)],
)
async def test_the_crew_is_shown_a_round_the_ai_shark_attacked_nothing_in(
    save_dir: Path, brody: str, title: str
) -> None:
    # Seed 10, round 11: the Shark comes up in zone 8 with nothing in reach, and Brody, the
    # crew's last to attack, may roll against it or the crew may be done.
    actions, _ = a_round_with_nothing_to_attack()
    session = GameSession.replay("act2", 10, actions, seats=AI_SHARK)
    cards: list[str] = []
    async with _playing_from(session, save_dir) as (app, pilot):
        await choose(pilot, lambda a: str(a) == brody)
        for _ in range(3000):
            if session.view("crew").act2.round >= 12 and session.whose_turn() == "crew":
                break
            if isinstance(app.screen, MomentCard):
                cards.append(await acknowledge(pilot))
            else:
                await pilot.pause(0.01)
        told = [str(e) for e in session.events_for("crew")]
        this_round = told[told.index("— Orca round 11 —") : told.index("— Orca round 12 —")]
        assert not any("Shark's attack" in line for line in this_round), this_round
        assert len(cards) == 1, cards
        assert title in cards[0]
        assert "zone 8" in cards[0]  # where it came up
        assert "The Shark dives (end of round 11)" in cards[0]
        assert ("Brody's Service Pistol rolls" in cards[0]) == (brody == "Brody attacks")
        assert "Orca round 12" not in cards[0]


def test_a_round_without_rolls_is_the_crews_card_but_not_the_sharks() -> None:
    """The Shark's player alone against the AI crew knows where it came up: a round with no
    roll at all is no card for it (rolls_needed), as before."""
    actions, _ = a_round_with_nothing_to_attack()
    session = GameSession.replay("act2", 10, actions)
    done = next(a for a in session.legal_actions("crew") if str(a) == "The crew is done attacking")
    session.submit(done)
    seen = session.events_for("crew")
    assert unattacked_round(seen, 0, rolls_needed=True) is None
    start = unattacked_round(seen, 0, rolls_needed=False)
    assert start is not None and "zone 8" in str(seen[start])
