"""Malformed actions (a tampered save, a buggy client) get a one-line refusal, never a crash."""

from __future__ import annotations

from typing import Any

import pytest

from jaws.engine import apply
from jaws.engine.act1 import actions as A
from tests.helpers import at_crew_phase, at_shark_phase, new_act1_game, refused

MALFORMED: list[Any] = [
    A.CrewMove("shark", ("1",)),  # type: ignore[arg-type]
    A.Rescue("nobody"),  # type: ignore[arg-type]
    A.PickUpBarrels("nobody", "dock", 1),  # type: ignore[arg-type]
    A.PickUpBarrels("quint", "shelf", 1),  # type: ignore[arg-type]
    A.PickUpBarrels("quint", "dock", "1"),  # type: ignore[arg-type]
    A.PickUpBarrels("quint", "dock", -1),
    A.EndCrewTurn("nobody"),  # type: ignore[arg-type]
    A.ClimbAboard("brody"),  # type: ignore[arg-type]
    A.ChooseExtraAction("nobody"),  # type: ignore[arg-type]
    A.PlayPower("x"),  # type: ignore[arg-type]
    A.SharkMove(("1",), ("brody",)),  # type: ignore[arg-type]
    A.SharkMove(("Z",)),
    A.HelicopterMove(""),
    A.SharkStart("Shop"),
    A.LaunchBarrel("Shop"),
    A.CloseBeach("Shop"),
    object(),
    None,
    "shark_move",
]


@pytest.mark.parametrize("phase", ["start", "shark", "crew", "event"])
@pytest.mark.parametrize("action", MALFORMED, ids=repr)
def test_malformed_actions_are_refused_in_every_phase(phase: str, action: Any) -> None:
    if phase == "start":
        state = new_act1_game()
    elif phase == "shark":
        state = at_shark_phase(shark="1")
    elif phase == "crew":
        state = at_crew_phase(shark="1")
    else:
        state = new_act1_game(cards=(4,))
        state, _ = apply(state, A.SharkStart("1"))
    refused(state, action)
