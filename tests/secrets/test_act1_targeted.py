"""Act 1 secrets one at a time: the Event deck order, the Tracker Pad, and the knock-in order."""

from __future__ import annotations

import random

import pytest

from jaws.deduction import SharkTracker
from jaws.engine.act1 import actions as A
from jaws.session import GameSession
from jaws.views import is_hidden
from tests.helpers import stack_deck
from tests.saves.playout import play_randomly
from tests.secrets.surfaces import assert_same_surfaces, crew_surfaces, fork

BEN_GARDNER = 1


@pytest.mark.parametrize("steps", [0, 1, 25, 80])
def test_the_event_deck_order_is_hidden_from_everyone_at_the_table(steps: int) -> None:
    a = GameSession.new("act1", 11)
    play_randomly(a, random.Random(11), steps)
    b = fork(a)
    a1 = b.state.act1
    assert a1 is not None and len(a1.deck) > 1
    a1.deck = tuple(reversed(a1.deck))
    assert b.state.act1 != a.state.act1
    assert_same_surfaces(crew_surfaces(a), crew_surfaces(b), f"after {steps} steps")


def test_the_tracker_pad_stays_hidden_until_the_act_ends_and_then_is_shown() -> None:
    session = GameSession.new("act1", 12)
    chooser = random.Random(12)
    while session.state.act1 is not None and session.state.act1.phase != "over":
        view = session.view("crew").act1
        assert view is not None
        assert is_hidden(view.pad) and is_hidden(view.shark_position)
        assert is_hidden(view.shark_start) and is_hidden(view.powers_left)
        play_randomly(session, chooser, 1)
    over = session.view("crew").act1
    assert over is not None and over.pad == session.state.act1.pad  # type: ignore[union-attr]


def _ben_gardner_round(start: str) -> GameSession:
    """Round 1 is Ben Gardner's Boat: Quint waits at 8 and Hooper at 5."""
    session = GameSession.new("act1", 13)
    stack_deck(session.state, BEN_GARDNER)
    session.submit(A.SharkStart(start))
    return session


def test_the_order_of_two_knock_ins_does_not_tell_where_the_shark_swam_last() -> None:
    # Both Sharks knock both captains in and make the same meals (none) and Power play; one ends
    # beside Hooper's boat, the other beside Quint's. The knock-ins were once announced in
    # swimming order, which told the crew which boat the Shark passed last.
    plans = {
        "4": ("8", "quint", ("4", "3", "W"), "5", "hooper"),
        "W": ("5", "hooper", ("W", "3", "4"), "8", "quint"),
    }
    sessions = []
    for start, (first, knocked, burst, last, then) in plans.items():
        session = _ben_gardner_round(start)
        tracker = SharkTracker()
        tracker.observe(session.view("crew"))
        for step in (
            A.PlayPower("speed_burst"),
            A.SharkMove((first,), (knocked,)),  # type: ignore[arg-type]
            A.SharkMove(burst),
            A.SharkMove((last,), (then,)),  # type: ignore[arg-type]
            A.SharkEndTurn(),
        ):
            session.submit(step)
        tracker.observe(session.view("crew"))
        assert {"5", "8"} <= tracker.possible_spaces(), "the crew's deduction lost a Shark"
        sessions.append(session)
    ends = [s.state.act1.shark_position for s in sessions]  # type: ignore[union-attr]
    assert ends == ["5", "8"]
    assert_same_surfaces(crew_surfaces(sessions[0]), crew_surfaces(sessions[1]), "knock-ins")
