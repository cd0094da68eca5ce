"""Issue 9, the Shark Cage rule: the Cage "may be played before the Shark rolls for an attack",
and Bonus Attacks are rolls. A holder who has not yet had the chance against a roll that could
wound them this round is offered the Cage before a Bonus Attack on them.

Resurface card 3 surfaces in W2; B2 is the Boat Space next to it (the hits that damage it are
read from the content).
"""

from __future__ import annotations

from typing import Any

from jaws.engine import legal_actions
from jaws.engine.act2 import actions as A
from jaws.engine.act2.board import geometry
from jaws.engine.state import GameState
from tests.engine.act2.act2_helpers import (
    ACT2,
    CARD3_DICE,
    MELEE,
    a2_of,
    act2_game,
    dice_for,
    load_dice,
    of_kind,
    prepare,
    run,
    tile_hits,
)

CAGE = "shark_cage_1"
DAMAGE_B2 = dice_for(tile_hits(2, "damaged"), CARD3_DICE)  # damages B2, does not destroy it


def _surfaced_in_w2(
    positions: dict[str, str], gear: dict[str, tuple[str, ...]], play: str | None = None
) -> GameState:
    """The Shark is up in W2 with card 3 (maybe playing `play`); nobody attacked it."""
    state = act2_game(positions=positions, gear=gear, hand=(play,) if play else ())
    a2 = a2_of(state)
    a2.options = (3, 15, 16)
    a2.resurface_deck = tuple(c for c in sorted(ACT2.resurface_cards) if c not in a2.options)
    state, _ = run(state, A.SharkChoose("A", "B", play))
    reach = geometry(ACT2).layout(a2.tiles).water_reach
    plan = {}
    for member in a2.living():
        zones = [z for z in reach[a2.positions[member]] if z != 2] or [2]  # then holds back
        plan[member] = (MELEE[member], zones[0])
    state, _ = prepare(state, plan)
    if a2_of(state).phase == "crew_attack":  # a Cage holder could still play it in step 5
        state, _ = run(state, A.END_CREW_ATTACKS)
    assert a2_of(state).phase == "shark_attack"
    return state


def _cage_chances(events: list[Any]) -> list[tuple[str, str | None]]:
    return [(e.attack, e.target) for e in of_kind(events, "cage_chance")]


def test_a_holder_knocked_into_the_water_is_offered_the_cage_before_the_bonus_attack() -> None:
    state = _surfaced_in_w2({"quint": "B2", "brody": "B6", "hooper": "B7"}, {"quint": (CAGE,)})
    state, events = run(state, A.AttackBoat(2))
    assert _cage_chances(events) == [("boat", "2")]  # a plain boat attack wounds nobody
    load_dice(state, *DAMAGE_B2)  # B2 is damaged and Quint falls into W2
    state, events = run(state, A.LET_SHARK_ROLL)
    a2 = a2_of(state)
    assert a2.positions["quint"] == "W2"
    assert a2.phase == "cage" and a2.cage_resume == "bonus"
    assert _cage_chances(events) == [("bonus", "quint")]
    assert len(of_kind(events, "dice_rolled")) == 1  # the Bonus Attack waits for the crew
    assert "Bonus Attack on Quint" in str(of_kind(events, "cage_chance")[0])
    assert legal_actions(state, "crew") == [A.make_play_cage("quint", CAGE), A.LET_SHARK_ROLL]
    assert legal_actions(state, "shark") == []

    state, _ = run(state, A.PlayCage("quint", CAGE))
    load_dice(state, 2)
    state, events = run(state, A.LET_SHARK_ROLL)
    a2 = a2_of(state)
    assert a2.wounds["quint"] == 0 and a2.round == 2
    assert [e.prevented for e in of_kind(events, "crew_wounded")] == [True]


def test_letting_the_bonus_attack_roll_wounds_the_holder_once() -> None:
    state = _surfaced_in_w2({"quint": "B2", "brody": "B6", "hooper": "B7"}, {"quint": (CAGE,)})
    load_dice(state, *DAMAGE_B2)
    state, _ = run(state, A.AttackBoat(2), A.LET_SHARK_ROLL)
    load_dice(state, 2)
    state, events = run(state, A.LET_SHARK_ROLL)
    a2 = a2_of(state)
    assert a2.wounds["quint"] == 2 and a2.round == 2
    assert _cage_chances(events) == [] and len(of_kind(events, "dice_rolled")) == 1
    assert CAGE in a2.gear["quint"]


def test_each_holder_in_the_water_gets_the_chance_before_the_roll_on_them() -> None:
    # The main attack on Quint offered him the Cage; Brody's Bonus Attack still may be answered.
    positions = {"quint": "W2", "brody": "W1", "hooper": "B7"}
    state = _surfaced_in_w2(positions, {"quint": (CAGE,), "brody": ("shark_cage_2",)})
    state, events = run(state, A.AttackCrew("quint"))
    assert _cage_chances(events) == [("crew", "quint")]
    load_dice(state, 0, 0, 0)  # the attack on Quint, then his Bonus Attack
    state, events = run(state, A.LET_SHARK_ROLL)
    assert _cage_chances(events) == [("bonus", "brody")]
    assert len(of_kind(events, "dice_rolled")) == 2  # Quint's two rolls, not yet Brody's
    load_dice(state, 2)
    state, events = run(state, A.LET_SHARK_ROLL)
    assert a2_of(state).wounds == {"quint": 0, "brody": 2, "hooper": 0, "shark": 0}
    assert a2_of(state).round == 2


def test_with_big_mouth_the_boat_attack_was_their_chance() -> None:
    # Big Mouth wounds whoever stands on the damaged Boat Space: the main roll could wound
    # Quint, so the window before it was his, and his Bonus Attack rolls straight away.
    positions = {"quint": "B2", "brody": "B6", "hooper": "B7"}
    state = _surfaced_in_w2(positions, {"quint": (CAGE,)}, play="big_mouth_1")
    state, events = run(state, A.AttackBoat(2))
    assert _cage_chances(events) == [("boat", "2")]
    load_dice(state, 2, 1, 1)
    state, events = run(state, A.LET_SHARK_ROLL)
    assert _cage_chances(events) == []
    assert a2_of(state).wounds["quint"] == 2 and a2_of(state).round == 2
