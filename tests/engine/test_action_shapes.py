"""Issue 9 E1: the engine's single entry takes only the game's own action types, with fields of
the right types; anything else is refused with one sentence and the state untouched."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from jaws.engine import apply
from jaws.engine.act1 import actions as A1
from jaws.engine.act2 import actions as A2
from tests.engine.act2.act2_helpers import a2_of, act2_game
from tests.engine.act2.act2_helpers import refused as refused2
from tests.helpers import at_crew_phase, at_shark_phase, refused


@dataclass(frozen=True)
class LookAlikeMove:
    """Every attribute of a SharkMove, but not a SharkMove."""

    path: tuple[str, ...]
    knock: tuple[str, ...] = ()
    kind: str = "shark_move"
    seat: str = "shark"


class SubclassedMove(A1.SharkMove):
    """A subclass is not one of the game's actions either."""

    __slots__ = ()


def _kind_rewritten() -> Any:
    action = A1.SharkMove(("2",))
    object.__setattr__(action, "kind", "shark_eat")
    return action


SHARK_PHASE_BAD: list[Any] = [
    LookAlikeMove(("2",)),
    SubclassedMove(("2",)),
    A1.SharkMove("2"),  # type: ignore[arg-type]
    A1.SharkMove(5),  # type: ignore[arg-type]
    A1.SharkMove(["2"]),  # type: ignore[arg-type]
    A1.SharkMove((2,)),  # type: ignore[arg-type]
    A1.SharkMove(("2",), ["quint"]),  # type: ignore[arg-type]
    A1.SharkEat(michael=1),  # type: ignore[arg-type]
    A1.PlayPower(["speed_burst"]),  # type: ignore[arg-type]
    _kind_rewritten(),
]


@pytest.mark.parametrize("action", SHARK_PHASE_BAD, ids=repr)
def test_the_shark_phase_refuses_look_alikes_and_wrong_field_types(action: Any) -> None:
    state = at_shark_phase(shark="1")
    assert apply(state, A1.SharkMove(("2",)))  # the well-formed move is legal here
    refused(state, action)


CREW_PHASE_BAD: list[Any] = [
    A1.CrewMove("quint", "4"),  # type: ignore[arg-type]
    A1.CrewMove("quint", ["4"]),  # type: ignore[arg-type]
    A1.CrewMove("hooper", [("1",), ("2",)]),  # type: ignore[arg-type]
    A1.LaunchBarrel(8),  # type: ignore[arg-type]
    A1.LaunchBarrel("8\nYou win"),
    A1.EndCrewTurn(["quint"]),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("action", CREW_PHASE_BAD, ids=repr)
def test_the_crew_phase_refuses_wrong_field_types(action: Any) -> None:
    refused(at_crew_phase(shark="1"), action)


def test_a_bool_is_not_a_barrel_count() -> None:
    state = at_crew_phase(shark="1")
    a1 = state.act1
    assert a1 is not None
    a1.positions["brody"] = state.content.act1.board.shop
    assert apply(state, A1.PickUpBarrels("brody", "shop", 1))
    refused(state, A1.PickUpBarrels("brody", "shop", True))


def test_a_bool_is_not_a_zone_in_act_2() -> None:
    state = act2_game()
    state, _ = apply(state, A2.SharkChoose("A", "B"))
    state, _ = apply(state, A2.ChooseWeapon("quint", "machete"))
    assert apply(state, A2.PlaceTarget("quint", 1))
    reason = refused2(state, A2.PlaceTarget("quint", True))
    assert "zone" in reason
    assert a2_of(state).target == {}


@pytest.mark.parametrize(
    "action",
    [
        A2.MaulReroll((True,)),
        A2.SharkChoose(("A",), "B"),  # type: ignore[arg-type]
        A2.SharkChoose("A", "B", ["jaws_of_death"]),  # type: ignore[arg-type]
        A1.SharkEndTurn(),
    ],
    ids=repr,
)
def test_act_2_refuses_wrong_types_and_act_1_actions(action: Any) -> None:
    state = act2_game()
    reason = refused2(state, action)
    if isinstance(action, A1.SharkEndTurn):
        assert reason == "That action belongs to Act 1."


def test_act_1_names_act_2_actions_as_such() -> None:
    assert refused(at_shark_phase(), A2.SkipSharkAttack()) == "That action belongs to Act 2."


def test_an_action_checked_in_act_1_is_still_refused_in_act_2() -> None:
    # The entry remembers actions that passed (the hot path reuses interned instances): that
    # memory is per act.
    assert apply(at_shark_phase(), A1.SHARK_END_TURN)
    assert refused2(act2_game(), A1.SHARK_END_TURN) == "That action belongs to Act 1."


def test_a_legal_action_passes_the_entry_every_time() -> None:
    state = at_shark_phase(shark="1")
    move = A1.make_shark_move(("2",))
    for _ in range(3):
        after, _ = apply(state, move)
        assert after.act1 is not None and after.act1.plan is not None
        assert after.act1.plan.position == "2"
