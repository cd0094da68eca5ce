"""Issue 9 E2: an Act 1 action naming a crew member whose ability it is not is refused with a
sentence, the state untouched (Brody cannot fire Quint's barrel launcher)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from jaws.engine import apply
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from tests.helpers import a1_of, at_crew_phase, clear_beaches, refused


def _crew_phase() -> GameState:
    state = at_crew_phase(shark="1")  # Quint on 8, Brody on 7, Hooper on 5
    assert a1_of(state).positions == {"quint": "8", "brody": "7", "hooper": "5"}
    return state


def _brody_at_beach() -> GameState:
    state = _crew_phase()
    a1_of(state).positions["brody"] = "N"
    return state


def _brody_at_the_mayor() -> GameState:
    state = _crew_phase()
    clear_beaches(state)
    a1_of(state).positions["brody"] = "7"
    return state


def _brody_with_a_barrel_at_a_dock() -> GameState:
    state = _crew_phase()
    a1 = a1_of(state)
    a1.barrels.shop -= 1
    a1.barrels.brody = 1
    a1.positions["brody"] = next(iter(a1.barrels.dock))
    return state


def _hooper_with_barrels_by_quint() -> GameState:
    state = _crew_phase()
    a1 = a1_of(state)
    a1.barrels.orca -= 1
    a1.barrels.hooper_boat = 1
    a1.positions["hooper"] = a1.positions["quint"]
    return state


CASES: list[tuple[Callable[[], GameState], Any]] = [
    (_crew_phase, A.LaunchBarrel("8")),
    (_crew_phase, A.UseFishFinder()),
    (_brody_at_beach, A.UseBinoculars()),
    (_brody_at_the_mayor, A.CloseBeach("N")),
    (_brody_with_a_barrel_at_a_dock, A.DropBarrel()),
    (_hooper_with_barrels_by_quint, A.GiveBarrels()),
]


@pytest.mark.parametrize(("make", "action"), CASES, ids=lambda x: getattr(x, "kind", ""))
@pytest.mark.parametrize("member", ["quint", "brody", "hooper"])
def test_only_the_member_whose_ability_it_is_may_use_it(
    make: Callable[[], GameState], action: Any, member: str
) -> None:
    state = make()
    apply(state, action)  # the owner may
    if member == action.member:
        return
    wrong = replace(action, member=member)
    reason = refused(state, wrong)
    assert reason.startswith("Only ") and f"not {member.title()}" in reason


def test_brody_cannot_fire_quints_barrel_launcher() -> None:
    state = _crew_phase()
    reason = refused(state, A.LaunchBarrel("8", member="brody"))  # type: ignore[arg-type]
    assert reason == "Only Quint launches barrels from the Orca, not Brody."


def test_brody_is_never_knocked_overboard_so_never_climbs_aboard() -> None:
    reason = refused(_crew_phase(), A.ClimbAboard("brody"))  # type: ignore[arg-type]
    assert reason.startswith("Only Quint or Hooper")
