"""When "Where could it be?" stops, the table is told in players' words. The playtest rejoined
a hosted game in round 3 and read "The tracker never saw the board of round 1's Shark turn:
feed it every crew view in order"."""

from __future__ import annotations

from jaws.deduction.belief import ModelTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.tui.app_assist import overlay_off
from jaws.views import view_for


def test_a_device_that_joined_late_is_told_why_in_plain_words() -> None:
    state = new_game("act1", 4)
    while state.act1 is not None and state.act1.round < 3:
        seat = whose_turn(state)
        assert seat is not None
        state, _ = apply(state, legal_actions(state, seat)[-1])
    tracker = ModelTracker(state.content)  # a rejoining device starts its tracker afresh
    try:
        tracker.observe(view_for(state, "crew"))
    except Exception as problem:
        told = overlay_off(problem)
    else:
        raise AssertionError("a tracker that missed round 1 cannot follow round 3")
    assert told.startswith(
        "“Where could it be?” is off on this device: it joined or rejoined after the Shark's "
    )
    assert "tracker" not in told and "feed it" not in told


def test_any_other_problem_is_named_after_the_overlay() -> None:
    told = overlay_off(ValueError("a broken model file"))
    assert (
        told == "“Where could it be?” is off for this game: it met a problem (a broken model file)."
    )
