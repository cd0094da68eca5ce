"""Helper-45: the AI Shark's announcement card named "Amity Event: Holiday Roast" and not what
it does (both Docks closed all round), which the crew's turn then had to obey; the rule was
only in the side panel. A card whose rule holds all round is told with its rule, on the
announcement card and on the crew's curtain; one whose doing has events of its own (extra
actions, swimmers, moves) keeps its one line."""

from __future__ import annotations

from pathlib import Path

from jaws.content import default_content
from jaws.engine.act1 import actions as A
from jaws.session import GameSession, SeatControl, default_crew_players
from jaws.tui.scenes_public import what_just_happened
from jaws.tui.table_moments import MomentCard
from tests.helpers import new_act1_game
from tests.tui.conftest import screen_text, wait_for
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_table_moments import AI_SHARK

HOLIDAY_ROAST = 3
DOCKS_CLOSED = "Both Docks are closed: no barrel may be picked up from or dropped at a Dock"
CAUGHT_THE_WRONG_SHARK = 5
BOUNTY = 9  # "$3,000 Bounty on the Shark": Hooper's extra action is an event of its own


def _flat(text: str) -> str:
    return " ".join(text.replace("┃", " ").split())


async def test_the_ai_sharks_announcement_card_tells_the_rounds_rule(save_dir: Path) -> None:
    state = new_act1_game("act1", 12, cards=(HOLIDAY_ROAST,))
    seats = {"crew": SeatControl(), **AI_SHARK}
    session = GameSession(state=state, seats=seats, crew_players=default_crew_players(4))
    async with _playing_from(session, save_dir) as (app, pilot):
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=1000)
        card = _flat(screen_text(app))
        assert "The Shark announces" in card
        assert f"Amity Event: Holiday Roast. {DOCKS_CLOSED}" in card, card


def test_the_crews_curtain_tells_the_rounds_rule_and_not_a_told_one() -> None:
    cards = default_content().act1.cards
    told = (
        (HOLIDAY_ROAST, DOCKS_CLOSED),
        # Its Shark's extra action has no event of its own (helper-49).
        (CAUGHT_THE_WRONG_SHARK, "Brody and Hooper both move at once to the same Dock"),
        (BOUNTY, None),
    )
    for card, said in told:
        state = new_act1_game("act1", 12, cards=(card,))
        session = GameSession(state=state, crew_players=default_crew_players(4))
        session.submit(A.SharkStart("1"))
        if session.whose_turn() == "crew":  # the card's question (which Dock) first
            session.submit(session.legal_actions("crew")[0])
        session.submit(A.SharkEndTurn())
        text, _ = what_just_happened(session, 0, 40, False, cards)
        name = cards[card].name
        if said is None:
            assert f"Amity Event: {name}\n" in text, text
            assert cards[card].text not in text
        else:
            assert f"Amity Event: {name}. {said}" in text, text
