"""Audit of the crew's gear and attacks (rulebook steps 3-5, content-reference section 6) at
their edges: range, misses, declining, whose Ammo, and attachables meeting the round.

Resurface card 3 surfaces in W2 (Evade 1, 2 dice); card 4 too (Evade 2, Shake Off).
"""

from __future__ import annotations

from jaws.engine import legal_actions, outcome
from jaws.engine.act2 import actions as A
from jaws.engine.act2.rounds import shark_evade
from tests.engine.act2.act2_helpers import (
    ACT2,
    a2_of,
    act2_game,
    dice_left,
    load_dice,
    of_kind,
    prepare,
    refused,
    run,
)

AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}


def _at_attacks(
    plan: dict[str, tuple[str, int]],
    *,
    card: int = 3,
    positions: dict[str, str] | None = None,
    gear: dict[str, tuple[str, ...]] | None = None,
    hand: tuple[str, ...] = (),
    play: str | None = None,
) -> object:
    state = act2_game(
        options=(card, 15, 16), positions={**FAR, **(positions or {})}, gear=gear, hand=hand
    )
    state, _ = run(state, A.SharkChoose("A", "B", play))
    state, _ = prepare(state, {**AWAY, **plan})
    return state


def _attack(state: object, member: str, *dice: int, ammo: str | None = None) -> tuple:
    load_dice(state, *dice)  # type: ignore[arg-type]
    state, events = run(state, A.AttackShark(member, ammo))  # type: ignore[arg-type]
    assert dice_left(state) == []  # type: ignore[arg-type]
    return state, events


# --- Range ------------------------------------------------------------------------------------


def test_an_attachable_reaches_only_the_own_or_an_adjacent_water_space() -> None:
    state = act2_game(positions=FAR, gear={"hooper": ("harpoon_1",)})
    state, _ = run(state, A.SharkChoose("A", "B"), A.ChooseWeapon("hooper", "harpoon_1"))
    assert "adjacent Water Space" in refused(state, A.PlaceTarget("hooper", 6))
    targets = [a.zone for a in legal_actions(state, "crew") if isinstance(a, A.PlaceTarget)]
    assert targets == [7]


def test_a_firearm_targets_any_water_space_from_anywhere() -> None:
    state = act2_game(positions=FAR, gear={"hooper": ("rifle_1",)})
    state, _ = run(state, A.SharkChoose("A", "B"), A.ChooseWeapon("hooper", "rifle_1"))
    targets = [a.zone for a in legal_actions(state, "crew") if isinstance(a, A.PlaceTarget)]
    assert targets == list(ACT2.zones)


def test_an_accessory_is_not_a_weapon() -> None:
    state = act2_game(positions=FAR, gear={"hooper": ("chum_1",)})
    state, _ = run(state, A.SharkChoose("A", "B"))
    assert "accessory" in refused(state, A.ChooseWeapon("hooper", "chum_1"))
    assert "does not hold" in refused(state, A.ChooseWeapon("hooper", "machete"))


# --- Attachables ------------------------------------------------------------------------------


def test_an_attachable_sticks_without_a_roll_even_against_hard_target() -> None:
    state = _at_attacks(
        {"quint": ("harpoon_barrel", 2)},
        positions={"quint": "B2"},
        hand=("hard_target_1",),
        play="hard_target_1",
    )
    state, events = run(state, A.AttackShark("quint"))
    assert of_kind(events, "dice_rolled") == [] and a2_of(state).attached == ("harpoon_barrel",)
    assert shark_evade(a2_of(state), ACT2) == 2


def test_an_attached_weapon_works_at_once_for_the_next_attacker() -> None:
    state = _at_attacks(
        {"quint": ("harpoon_1", 2), "brody": ("boat_hook", 2)},
        card=4,  # Evade 2
        positions={"quint": "B2", "brody": "B2"},
        gear={"quint": ("harpoon_1",)},
    )
    state, _ = _attack(state, "brody", 1)  # 1 + 1 = 2 hits against Evade 2: a miss
    assert a2_of(state).wounds["shark"] == 0
    state = _at_attacks(
        {"quint": ("harpoon_1", 2), "brody": ("boat_hook", 2)},
        card=4,
        positions={"quint": "B2", "brody": "B2"},
        gear={"quint": ("harpoon_1",)},
    )
    state, _ = run(state, A.AttackShark("quint"))
    state, _ = _attack(state, "brody", 1)  # the same 2 hits against Evade 1: one wound
    assert a2_of(state).wounds["shark"] == 1


def test_harpoon_and_harpoon_barrel_stack() -> None:
    state = _at_attacks(
        {"quint": ("harpoon_barrel", 2), "brody": ("harpoon_1", 2)},
        card=4,
        positions={"quint": "B2", "brody": "B2"},
        gear={"brody": ("harpoon_1",)},
    )
    state, _ = run(state, A.AttackShark("quint"), A.AttackShark("brody"))
    assert shark_evade(a2_of(state), ACT2) == 0


def test_a_successful_melee_attack_does_not_spend_the_air_tank() -> None:
    state = _at_attacks(
        {"quint": ("air_tank", 2), "brody": ("boat_hook", 2)},
        positions={"quint": "B2", "brody": "B2"},
        gear={"quint": ("air_tank",)},
    )
    state, _ = run(state, A.AttackShark("quint"))
    state, _ = _attack(state, "brody", 2)  # 3 hits against Evade 1: 2 wounds, no bonus
    assert a2_of(state).wounds["shark"] == 2 and a2_of(state).attached == ("air_tank",)


def test_shake_off_sheds_the_poison_dart_before_it_can_wound() -> None:
    state = act2_game(positions=FAR, options=(4, 15, 16))
    a2 = a2_of(state)
    a2.gear["hooper"] = ("spear",)
    a2.attached = ("poison_dart",)
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, events = prepare(state, AWAY)
    assert of_kind(events, "shook_off")[0].cards == ("poison_dart",)
    state, events = run(state, A.SkipSharkAttack())
    assert of_kind(events, "shark_wounded") == [] and a2_of(state).wounds["shark"] == 0


def test_the_poison_dart_can_finish_the_shark_at_the_end_of_the_round() -> None:
    state = act2_game(positions=FAR, options=(3, 15, 16))
    a2 = a2_of(state)
    a2.gear["hooper"] = ("spear",)
    a2.attached = ("poison_dart",)
    a2.wounds["shark"] = ACT2.wound_limits["shark"] - 1
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, AWAY)
    state, _ = run(state, A.SkipSharkAttack())
    result = outcome(state)
    assert result is not None and result.winner == "crew" and result.act == 2


# --- Misses and declining: what is discarded ---------------------------------------------------


def test_a_one_shot_firearm_that_misses_is_still_spent() -> None:
    state = _at_attacks({"hooper": ("rifle_1", 2)}, gear={"hooper": ("rifle_1",)}, card=4)
    state, events = _attack(state, "hooper", 0, 0)  # 1 hit against Evade 2
    assert of_kind(events, "crew_attack_resolved")[0].wounds == 0
    assert "rifle_1" in a2_of(state).gear_discard


def test_the_axe_is_spent_on_a_miss_too() -> None:
    state = _at_attacks(
        {"quint": ("axe", 2)}, card=4, positions={"quint": "B2"}, gear={"quint": ("axe",)}
    )
    state, _ = _attack(state, "quint", 0)
    assert "axe" in a2_of(state).gear_discard


def test_a_personal_melee_weapon_is_kept_after_a_miss() -> None:
    state = _at_attacks({"quint": ("machete", 2)}, card=4, positions={"quint": "B2"})
    state, _ = _attack(state, "quint", 0, 0)
    assert "machete" in a2_of(state).gear["quint"] and "machete" not in a2_of(state).gear_discard


def test_declining_keeps_one_shot_and_discard_weapons() -> None:
    state = _at_attacks(
        {"quint": ("axe", 2), "hooper": ("rifle_1", 2)},
        positions={"quint": "B2"},
        gear={"quint": ("axe",), "hooper": ("rifle_1",)},
    )
    state, events = run(state, A.DeclineAttack("quint"), A.DeclineAttack("hooper"))
    a2 = a2_of(state)
    assert "axe" in a2.gear["quint"] and "rifle_1" in a2.gear["hooper"]
    assert a2.gear_discard == () and of_kind(events, "dice_rolled") == []


def test_ammo_must_be_the_attackers_own() -> None:
    state = _at_attacks(
        {"hooper": ("rifle_1", 2)}, gear={"hooper": ("rifle_1",), "quint": ("ammo_1",)}
    )
    assert "Ammo" in refused(state, A.AttackShark("hooper", "ammo_1"))


def test_an_ammo_card_is_spent_even_when_the_shot_misses() -> None:
    state = _at_attacks({"hooper": ("rifle_1", 2)}, card=4, gear={"hooper": ("rifle_1", "ammo_2")})
    state, _ = _attack(state, "hooper", 0, 0, ammo="ammo_2")
    a2 = a2_of(state)
    assert "rifle_1" in a2.gear["hooper"] and "ammo_2" in a2.gear_discard


# --- The Pistol's shift -----------------------------------------------------------------------


def test_a_pistol_token_two_spaces_away_returns_at_the_reveal() -> None:
    state = _at_attacks({"quint": ("pistol", 4)}, gear={"quint": ("pistol",)})  # Shark in W2
    assert "quint" not in a2_of(state).target
    assert "pistol" in a2_of(state).gear["quint"]


def test_a_pistol_that_does_not_shift_cannot_fire_and_holding_back_keeps_it() -> None:
    state = _at_attacks({"quint": ("pistol", 3)}, gear={"quint": ("pistol",)})  # next to W2
    assert "not on the Shark" in refused(state, A.AttackShark("quint"))
    state, _ = run(state, A.EndCrewAttacks())
    assert "pistol" in a2_of(state).gear["quint"]


# --- Accessories --------------------------------------------------------------------------------


def test_chum_is_discarded_when_played() -> None:
    state = act2_game(positions=FAR, gear={"brody": ("chum_3",)})
    state, _ = run(state, A.SharkChoose("B", "C"), A.PlayChum("brody", "chum_3"))
    a2 = a2_of(state)
    assert "chum_3" in a2.gear_discard and "chum_3" not in a2.gear["brody"]
    assert a2.chum_shown == 2


def test_the_shark_cage_protects_only_the_member_who_used_it() -> None:
    state = act2_game(
        positions={"quint": "W2", "brody": "W2", "hooper": "B7"},
        gear={"brody": ("shark_cage_1",)},
        options=(3, 15, 16),
    )
    state, _ = run(state, A.SharkChoose("A", "B"), A.PlayCage("brody", "shark_cage_1"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 1), "brody": ("boat_hook", 1)})
    load_dice(state, 1, 1, 1, 1)  # attack on Quint: 2; Bonus Attacks on Quint and Brody: 1 each
    state, _ = run(state, A.AttackCrew("quint"))
    assert a2_of(state).wounds["quint"] == 3 and a2_of(state).wounds["brody"] == 0


def test_a_cage_is_used_up_and_cannot_be_played_twice_in_a_round() -> None:
    state = act2_game(positions=FAR, gear={"brody": ("shark_cage_1", "shark_cage_2")})
    state, _ = run(state, A.SharkChoose("A", "B"), A.PlayCage("brody", "shark_cage_1"))
    assert "already in the Shark Cage" in refused(state, A.PlayCage("brody", "shark_cage_2"))
    assert "shark_cage_1" in a2_of(state).gear_discard
