"""With "Where could it be?" on, a "?" on a space the Fish Finder had just cleared read as a
bug (stop-35 playtest, helper-20): the Shark had played a Power token, which may be Out of
Sight. The crew's status now says so, near its top, while the overlay marks a space the
search cleared (helper-21: not when the deduction had ruled Out of Sight out, and so marks
none of them)."""

from __future__ import annotations

from jaws.content import default_content
from jaws.engine import apply
from jaws.engine.act1 import actions as A
from jaws.tui.scenes import act1_status
from jaws.views import view_for
from tests.helpers import a1_of, at_crew_phase

NOTE = "? stays where a search said no: the Power token may be Out of Sight"


def status_lines(state: object, marked: set[str]) -> list[str]:
    view = view_for(state, "crew").act1  # type: ignore[arg-type]
    assert view is not None
    return act1_status(view, default_content().act1, marked).plain.splitlines()


def test_a_cleared_space_under_a_power_token_is_explained() -> None:
    state = at_crew_phase(shark="5", shark_actions=(A.PlayPower("out_of_sight"),))
    assert a1_of(state).positions["hooper"] == "5"
    state, _ = apply(state, A.UseFishFinder())  # "not there or nearby", though it is
    lines = status_lines(state, marked={"5", "E"})
    assert NOTE in lines[:3]  # in sight at 80x24
    assert NOTE not in status_lines(state, marked=set())  # the overlay is off
    # Marks only where the search did not look: nothing to explain.
    assert NOTE not in status_lines(state, marked={"E"})


def test_no_note_without_a_power_token_or_a_no() -> None:
    plain = at_crew_phase(shark="E")
    assert a1_of(plain).positions["hooper"] == "5"
    cleared, _ = apply(plain, A.UseFishFinder())
    assert NOTE not in status_lines(cleared, marked={"5"})  # no token: the no is true
    powered = at_crew_phase(shark="5", shark_actions=(A.PlayPower("evasive_moves"),))
    assert NOTE not in status_lines(powered, marked={"5"})  # a token, but no search yet
