"""Issue 10: each Act 1 rule is one predicate, used by `apply` (its refusal) and by
`legal_actions` (what it lists). Changing the rule in its one place changes both."""

from __future__ import annotations

import pytest

from jaws.engine import IllegalAction, apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.act1 import crew_checks, shark
from jaws.engine.state import GameState
from tests.helpers import a1_of, at_crew_phase, at_shark_phase, set_swimmers

RULE = "The rule was changed in its one place."


def _never(*_args: object) -> str:
    return RULE


def _brody_at(space: str, **swimmers: int) -> GameState:
    state = at_crew_phase()
    a1_of(state).positions["brody"] = space
    set_swimmers(state, **swimmers)
    return state


CREW_CASES = {
    "fish_finder_refusal": (lambda: at_crew_phase(), A.UseFishFinder()),
    "closing_refusal": (lambda: _brody_at("6", N=0, E=0, S=0, W=0), A.CloseBeach("N")),
    "beach_refusal": (lambda: _brody_at("6", N=0, E=0, S=0, W=0), A.CloseBeach("N")),
    "rescue_refusal": (lambda: _brody_at("N", N=2), A.Rescue("brody")),
    "binoculars_refusal": (lambda: _brody_at("N", N=2), A.UseBinoculars()),
    "turn_refusal": (lambda: at_crew_phase(), A.EndCrewTurn("quint")),
}


@pytest.mark.parametrize("predicate", sorted(CREW_CASES))
def test_a_crew_rule_changed_in_one_place_changes_apply_and_legal_actions(
    predicate: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    make, action = CREW_CASES[predicate]
    state = make()
    assert action in legal_actions(state, "crew")
    monkeypatch.setattr(crew_checks, predicate, _never)
    # legal.py imported the predicate by name: patch the name it reads too.
    monkeypatch.setattr(f"jaws.engine.act1.legal.{predicate}", _never)
    assert action not in legal_actions(state, "crew")
    with pytest.raises(IllegalAction, match=RULE):
        apply(state, action)  # type: ignore[arg-type]


def _shark_at_a_beach() -> GameState:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=2)
    return state


SHARK_CASES = {
    "power_refusal": A.PlayPower("speed_burst"),
    "no_actions_refusal": A.SharkEat(),
    "eat_refusal": A.SharkEat(),
    "track_full_refusal": A.SharkEat(),
}


@pytest.mark.parametrize("predicate", sorted(SHARK_CASES))
def test_a_shark_rule_changed_in_one_place_changes_apply_and_legal_actions(
    predicate: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    action = SHARK_CASES[predicate]
    state = _shark_at_a_beach()
    assert action in legal_actions(state, "shark")
    monkeypatch.setattr(shark, predicate, _never)
    monkeypatch.setattr(f"jaws.engine.act1.legal.{predicate}", _never)
    assert action not in legal_actions(state, "shark")
    with pytest.raises(IllegalAction, match=RULE):
        apply(state, action)  # type: ignore[arg-type]
