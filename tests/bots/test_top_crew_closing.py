"""The top crew's Brody closes beaches (the top crew never did: 0 closings in 60 games against
the best-response Shark, stop 45). A closing is an errand of his plan worth CLOSE_VALUE per
swimmer the Beach Closed token keeps off: it turns away the next two placements at its beach."""

from __future__ import annotations

import copy
import random
import statistics

import pytest

from jaws.bots.top.act1_crew import TopCrew1, kept_off
from jaws.bots.top.crew_plans import CLOSE_VALUE, closing_errands
from jaws.content import default_content
from jaws.engine import apply, legal_actions, whose_turn
from jaws.engine.act1 import actions as A
from jaws.views import view_for
from tests.helpers import at_crew_phase

CONTENT = default_content()
ACT1 = CONTENT.act1


def _placed_at(beach: str) -> float:
    """The mean swimmers a card that places any at `beach` places there (the whole deck)."""
    return statistics.mean(n for c in ACT1.events.cards if (n := c.swimmers.as_dict()[beach]) > 0)


def test_an_empty_beach_is_worth_two_placements_and_a_busy_one_nothing() -> None:
    state = at_crew_phase(card=1)  # Ben Gardner's Boat: no swimmer at E
    view = view_for(state, "crew").act1
    assert view is not None
    kept = kept_off(view, ACT1)
    assert set(kept) == {"E"}  # N, S and W have swimmers
    left = [c for c in ACT1.events.cards if c.id not in view.discard]
    per = statistics.mean(n for c in left if (n := c.swimmers.as_dict()["E"]) > 0)
    assert kept["E"] == pytest.approx(2 * per)


def test_moving_the_token_gives_up_what_it_still_keeps_off() -> None:
    state = copy.deepcopy(at_crew_phase(card=1))
    a1 = state.act1
    assert a1 is not None
    a1.swimmers["W"] = 0
    a1.beach_token, a1.token_face = "W", "closed"
    view = view_for(state, "crew").act1
    assert view is not None
    kept = kept_off(view, ACT1)
    assert "W" not in kept  # closed already
    assert kept["E"] < 2 * _placed_at("E")  # less the two placements W's token still turns away
    a1.token_face = "opening_soon"
    again = kept_off(view_for(state, "crew").act1, ACT1)  # type: ignore[arg-type]
    assert again["W"] > 0 and again["E"] > kept["E"]  # one placement left to give up


def test_closing_errands_are_one_per_beach_and_closing_space() -> None:
    errands = closing_errands({"E": 2.0, "N": 0.0}, ["6", "7"])
    assert [(e.kind, e.target, e.at, e.actions) for e in errands] == [
        ("close", "E", "6", 1),
        ("close", "E", "7", 1),
    ]
    assert all(e.value == pytest.approx(CLOSE_VALUE * 2.0) for e in errands)


def test_brodys_plan_closes_an_empty_beach_from_the_pd() -> None:
    """Brody at the Amity P.D. (7) with E empty, as his turn begins: his plan (not the hard
    crew's fallback after it) closes E in most draws. Before, a plan had no closing errand, and
    against the best-response Shark his plans filled his actions: 0 closings in 60 games."""
    planned = 0
    for seed in range(10):
        state = at_crew_phase(card=1)
        bot = TopCrew1(random.Random(seed), CONTENT)
        view = view_for(state, "crew")
        bot.observe(view)
        assert view.act1 is not None
        steps = bot._make_plan(view.act1, "brody").steps
        planned += any(kind == "close" and target == "E" for kind, target, _, _ in steps)
    assert planned >= 5, planned


def test_a_planned_closing_is_carried_out_from_the_closing_space() -> None:
    """Each draw whose plan for Brody closes a beach closes it, from 6 or 7, in his turn."""
    carried = 0
    for seed in range(10):
        state = at_crew_phase(card=1)
        assert state.act1 is not None and state.act1.positions["brody"] == "7"
        bot = TopCrew1(random.Random(seed), CONTENT)
        bot.observe(view_for(state, "crew"))
        planned: str | None = None
        for _ in range(40):
            a1 = state.act1
            if a1 is None or a1.phase != "crew" or whose_turn(state) != "crew":
                break
            view = view_for(state, "crew")
            action = bot.choose(view, legal_actions(state, "crew"))
            running = bot._plans.get((a1.round, "brody"))
            if planned is None and running is not None:
                planned = next((t for k, t, _, _ in running.steps if k == "close"), "")
            if isinstance(action, A.CloseBeach):
                assert a1.positions["brody"] in ACT1.board.beach_closing_spaces
                assert action.beach == planned
                carried += 1
                break
            state, _ = apply(state, action)
            if state.act1 is not None and "brody" in state.act1.done:
                assert not planned, f"seed {seed}: Brody's turn ended without closing {planned}"
                break
    assert carried >= 5, carried
