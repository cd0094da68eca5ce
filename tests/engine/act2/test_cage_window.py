"""The Shark Cage window of step 6: the rulebook lets the Cage be played "before the Shark rolls
for an attack", after the Shark has announced what it attacks. The engine pauses the Shark's first
roll of the round for the crew while someone holds a Cage.

Resurface card 3 surfaces in W2 (Evade 1, 2 dice).
"""

from __future__ import annotations

import pytest

from jaws.engine import IllegalAction, apply, legal_actions
from jaws.engine.act2 import actions as A
from jaws.views import view_for
from tests.engine.act2.act2_helpers import a2_of, load_dice, of_kind, run, shark_to_attack


def test_declaring_an_attack_opens_the_cage_window_before_any_die_is_rolled() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, events = run(state, A.AttackCrew("brody"))
    a2 = a2_of(state)
    assert a2.phase == "cage"
    assert of_kind(events, "dice_rolled") == []
    chance = of_kind(events, "cage_chance")
    assert len(chance) == 1 and chance[0].attack == "crew" and chance[0].target == "brody"
    assert "Brody" in str(chance[0])
    assert legal_actions(state, "crew") == [
        A.make_play_cage("brody", "shark_cage_1"),
        A.LET_SHARK_ROLL,
    ]
    assert legal_actions(state, "shark") == []


def test_a_cage_played_in_the_window_spares_its_user_from_the_declared_attack() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, _ = run(state, A.AttackCrew("brody"), A.PlayCage("brody", "shark_cage_1"))
    assert a2_of(state).phase == "cage"  # the window stays open until the crew lets it roll
    load_dice(state, 2, 2, 1, 1)  # attack on Brody: 4; Bonus Attacks on Quint, Brody: 1 each
    state, _ = run(state, A.LET_SHARK_ROLL)
    a2 = a2_of(state)
    assert a2.wounds["brody"] == 0
    assert a2.wounds["quint"] == 1
    assert "shark_cage_1" in a2.gear_discard


def test_letting_the_shark_roll_without_a_cage_wounds_the_target() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, _ = run(state, A.AttackCrew("brody"))
    load_dice(state, 2, 1, 1, 1)  # attack on Brody: 3; Bonus Attacks on Quint, Brody: 1 each
    state, _ = run(state, A.LET_SHARK_ROLL)
    a2 = a2_of(state)
    assert a2.wounds["brody"] == 4 and a2.wounds["quint"] == 1
    assert a2.gear["brody"] == ("boat_hook", "service_pistol", "shark_cage_1")


def test_the_window_opens_once_a_round_not_again_before_the_bonus_attacks() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, _ = run(state, A.AttackCrew("brody"))
    load_dice(state, 0, 0, 0, 0)
    state, events = run(state, A.LET_SHARK_ROLL)
    assert of_kind(events, "cage_chance") == []
    assert len(of_kind(events, "dice_rolled")) == 3  # the attack and two Bonus Attacks
    assert a2_of(state).round == 2 and not a2_of(state).cage_offered


def test_skipping_the_attack_still_lets_the_crew_cage_before_the_bonus_attacks() -> None:
    state = shark_to_attack({"quint": ("shark_cage_1",)})
    state, events = run(state, A.SKIP_SHARK_ATTACK)
    assert a2_of(state).phase == "cage"
    assert of_kind(events, "cage_chance")[0].attack == "bonus"
    state, _ = run(state, A.PlayCage("quint", "shark_cage_1"))
    load_dice(state, 2, 2)
    state, _ = run(state, A.LET_SHARK_ROLL)
    assert a2_of(state).wounds["quint"] == 0 and a2_of(state).wounds["brody"] == 2


def test_no_window_when_nobody_holds_a_cage() -> None:
    state = shark_to_attack({})
    load_dice(state, 1, 1, 0, 0)
    state, events = run(state, A.AttackCrew("brody"))
    assert of_kind(events, "cage_chance") == []
    assert a2_of(state).wounds["brody"] == 2


def test_the_crew_sees_the_declared_attack_while_the_window_is_open() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, _ = run(state, A.AttackBoat(2))
    view = view_for(state, "crew").act2
    assert view.phase == "cage"
    assert (view.attack_kind, view.attack_target, view.cage_resume) == ("boat", "2", "main")


def test_only_the_crew_may_act_in_the_window() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, _ = run(state, A.AttackCrew("brody"))
    with pytest.raises(IllegalAction, match="the crew's move"):
        apply(state, A.SKIP_SHARK_ATTACK)
