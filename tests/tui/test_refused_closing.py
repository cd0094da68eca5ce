"""Why "c" closes nothing, gathered over the beaches (jaws.tui.refused_verbs.refused_closing)."""

from __future__ import annotations

import copy
from types import SimpleNamespace

from jaws.tui.refused_verbs import refused_closing, refused_verb
from tests.helpers import at_crew_phase


def test_swimmers_and_a_closed_beach_are_named_together() -> None:
    state = copy.deepcopy(at_crew_phase(card=1))  # Ben Gardner's Boat: E is empty
    a1 = state.act1
    assert a1 is not None and not a1.swimmers["E"]
    a1.beach_token, a1.token_face = "E", "closed"
    assert refused_closing(state) == (
        "No beach can be closed now: N, S and W still have swimmers; E is already closed."
    )


def test_a_beach_that_can_be_closed_gives_no_reason() -> None:
    state = at_crew_phase(card=1)
    assert refused_closing(state) is None
    assert refused_verb(SimpleNamespace(state=state), "c", "brody") is None


def test_one_reason_for_every_beach_is_given_once() -> None:
    state = copy.deepcopy(at_crew_phase(card=1))
    assert state.act1 is not None
    state.act1.positions["brody"] = "Shop"
    said = refused_closing(state)
    # The places by the numbers the map labels them with (helper-54).
    assert said == (
        "Brody closes beaches from the Mayor's Office or the Amity P.D. (6 or 7 on the map)"
    )
