"""`legal_actions` lists exactly the Act 2 actions `apply` accepts, in a stable order.

Along random games, every candidate action of the phase's kinds (a broad universe of members,
zones, spaces and cards, legal or not) is tried: `apply` must accept exactly the listed ones.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, get_args

import pytest

from jaws.engine import IllegalAction, apply, legal_actions, new_game, whose_turn
from jaws.engine.act2 import actions as A
from jaws.engine.state import GameState
from tests.engine.act2.act2_helpers import ACT2

MEMBERS = ("quint", "brody", "hooper")
ZONES = range(0, 10)
SPACES = [f"{k}{z}" for k in "BW" for z in range(1, 9)]
GEAR = sorted(ACT2.gear_cards)
ABILITIES: list[str | None] = [None, *sorted(ACT2.ability_cards)]
LETTERS = "ABCD"


def _universe(phase: str, state: GameState) -> list[Any]:
    m = MEMBERS
    if phase == "divide":
        return [A.GiveGear(c, x) for c in GEAR for x in m]
    if phase == "board":
        return [A.BoardOrca(x, z) for x in m for z in ZONES]
    if phase == "choose":
        return [A.SharkChoose(o, c, k) for o in LETTERS for c in LETTERS for k in ABILITIES]
    if phase == "prepare":
        return [
            *(A.OrcaMove(x, s) for x in m for s in SPACES),
            *(A.ChooseWeapon(x, c) for x in m for c in GEAR),
            *(A.PlaceTarget(x, z) for x in m for z in ZONES),
            *(A.PlayChum(x, c) for x in m for c in GEAR),
            *(A.PlayCage(x, c) for x in m for c in GEAR),
            A.CrewReady(),
        ]
    if phase == "crew_attack":
        ammo = [None, "ammo_1", "ammo_2", "chum_1", "rifle_1"]
        return [
            *(A.ShiftTarget(x, z) for x in m for z in ZONES),
            *(A.AttackShark(x, a) for x in m for a in ammo),
            *(A.DeclineAttack(x) for x in m),
            *(A.PlayCage(x, c) for x in m for c in GEAR),
            A.EndCrewAttacks(),
        ]
    subsets = [c for n in range(4) for c in combinations(range(3), n)] + [(5,), (0, 0)]
    return [
        *(A.RamMove(z) for z in ZONES),
        *(A.AttackBoat(z) for z in ZONES),
        *(A.AttackCrew(x) for x in m),
        A.SkipSharkAttack(),
        *(A.MaulReroll(d) for d in subsets),
        *(A.DominoTarget(z) for z in ZONES),
        A.SecondHelping(None),
        *(A.SecondHelping(z) for z in ZONES),
    ]


def _accepted(state: GameState, action: Any) -> bool:
    try:
        apply(state, action)
    except IllegalAction as exc:
        assert exc.reason and "\n" not in exc.reason
        return False
    return True


@pytest.mark.parametrize("seed", [1, 2])
def test_legal_actions_are_exactly_the_accepted_ones(seed: int) -> None:
    chooser = random.Random(seed)
    state = new_game("act2", seed)
    seen: set[str] = set()
    for _ in range(250):
        seat = whose_turn(state)
        if seat is None:
            break
        assert state.act2 is not None
        phase = state.act2.phase
        seen.add(phase if state.act2.pending is None else state.act2.pending)
        listed = legal_actions(state, seat)
        assert listed == legal_actions(state, seat), "the order must be stable"
        assert len(set(listed)) == len(listed), "no action listed twice"
        accepted = {a for a in _universe(phase, state) if _accepted(state, a)}
        assert accepted - set(listed) == set(), f"accepted but not listed: {accepted - set(listed)}"
        for action in listed:
            assert _accepted(state, action), f"listed but refused: {action}"
        state, _ = apply(state, chooser.choice(listed))
    assert {"divide", "board", "choose", "prepare", "shark_attack"} <= seen


ODD_VALUES: list[Any] = [None, -1, 0, 99, "", "bob", "B1", "W9", "rifle_1", "A", (), (0, 0), 2.5]


@pytest.mark.parametrize("seed", [3])
def test_odd_field_values_are_refused_with_a_sentence_never_a_crash(seed: int) -> None:
    chooser = random.Random(seed)
    state = new_game("act2", seed)
    classes = list(get_args(A.Act2Action))
    for _ in range(150):
        seat = whose_turn(state)
        if seat is None:
            break
        for cls in classes:
            fields = [f for f in cls.__dataclass_fields__ if f != "kind"]
            for value in ODD_VALUES:
                for member in ("hooper", value):
                    values = [member if f == "member" else value for f in fields]
                    _accepted(state, cls(*values))  # refused or fine; anything else fails
        state, _ = apply(state, chooser.choice(legal_actions(state, seat)))
