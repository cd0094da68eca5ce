"""One test per Crew Gear card (section 6): each weapon and accessory, with forced dice."""

from __future__ import annotations

from jaws.engine import legal_actions
from jaws.engine.act2 import actions as A
from jaws.engine.act2.rounds import shark_dice, shark_evade
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
    surfaced,
)

# Resurface card 3: zone 2, Evade 1, 2 dice. Card 6: zone 3, Evade 1, 2 dice (no Shake Off).
AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}


def _at_attacks(plan: dict[str, tuple[str, int]], *, card: int = 3, **kw: object) -> object:
    """Round 1 at the crew's attacks: the Shark surfaced with `card`, the crew as `plan`."""
    kw.setdefault("positions", FAR)
    state = act2_game(options=(card, 15, 16), **kw)  # type: ignore[arg-type]
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, {**AWAY, **plan})
    return state


def _attack(state: object, member: str, *dice: int, ammo: str | None = None) -> tuple:
    load_dice(state, *dice)  # type: ignore[arg-type]
    state, events = run(state, A.AttackShark(member, ammo))  # type: ignore[arg-type]
    assert dice_left(state) == []  # type: ignore[arg-type]
    return state, events


def _resolved(events: list) -> tuple[int, int, int]:
    (r,) = of_kind(events, "crew_attack_resolved")
    return r.hits, r.evade, r.wounds


# --- Personal melee weapons: rolled, never discarded --------------------------------------


def test_machete_rolls_two_dice_and_is_kept() -> None:
    state = _at_attacks({"quint": ("machete", 2)}, positions={**FAR, "quint": "B2"})
    state, events = _attack(state, "quint", 2, 1)
    assert _resolved(events) == (3, 1, 2)
    assert "machete" in a2_of(state).gear["quint"]


def test_boat_hook_rolls_one_die_plus_one_hit_and_is_kept() -> None:
    state = _at_attacks({"brody": ("boat_hook", 2)}, positions={**FAR, "brody": "B2"})
    state, events = _attack(state, "brody", 1)
    assert _resolved(events) == (2, 1, 1)
    assert "boat_hook" in a2_of(state).gear["brody"]


def test_spear_rolls_two_dice_and_is_kept() -> None:
    state = _at_attacks({"hooper": ("spear", 2)}, positions={**FAR, "hooper": "W2"})
    state, events = _attack(state, "hooper", 0, 1)
    assert _resolved(events) == (1, 1, 0)  # equal to Evade: a miss
    assert "spear" in a2_of(state).gear["hooper"]


# --- Attachables: no roll, attached at once --------------------------------------------------


def test_harpoon_barrel_attaches_and_lowers_evade() -> None:
    state = _at_attacks({"quint": ("harpoon_barrel", 2)}, positions={**FAR, "quint": "B2"})
    state, events = run(state, A.AttackShark("quint"))
    assert of_kind(events, "dice_rolled") == []
    assert a2_of(state).attached == ("harpoon_barrel",)
    assert "harpoon_barrel" not in a2_of(state).gear["quint"]
    assert shark_evade(a2_of(state), ACT2) == 0


def test_poison_dart_wounds_the_shark_at_the_end_of_each_round() -> None:
    state = _at_attacks({"hooper": ("poison_dart", 2)}, positions={**FAR, "hooper": "W2"})
    state, _ = run(state, A.AttackShark("hooper"))
    assert a2_of(state).wounds["shark"] == 0
    load_dice(state, 0)  # the Bonus Attack on Hooper in W2 misses
    state, events = run(state, A.SkipSharkAttack())
    assert [(e.wounds, e.source) for e in of_kind(events, "shark_wounded")] == [(1, "Poison Dart")]
    assert a2_of(state).round == 2


def test_harpoon_lowers_evade_and_stacks_but_not_below_zero() -> None:
    state = _at_attacks(
        {"quint": ("harpoon_1", 2), "brody": ("harpoon_2", 2)},
        positions={**FAR, "quint": "B2", "brody": "B2"},
        gear={"quint": ("harpoon_1",), "brody": ("harpoon_2",)},
        card=4,  # zone 2, Evade 2
    )
    state, _ = run(state, A.AttackShark("quint"))
    assert shark_evade(a2_of(state), ACT2) == 1
    state, _ = run(state, A.AttackShark("brody"))
    assert shark_evade(a2_of(state), ACT2) == 0
    a2_of(state).attached = (*a2_of(state).attached, "harpoon_barrel")
    a2_of(state).gear["quint"] = ("machete",)
    assert shark_evade(a2_of(state), ACT2) == 0


def test_barrel_takes_one_attack_die_away_but_never_the_last() -> None:
    state = surfaced(attached=("barrel_1",))
    a2 = a2_of(state)
    assert shark_dice(a2, ACT2, 2) == 1
    assert shark_dice(a2, ACT2, 1) == 1
    load_dice(state, 2)  # one die only
    state, events = run(state, A.AttackBoat(2))
    attack = [e for e in of_kind(events, "dice_rolled") if e.purpose.startswith("its attack")]
    assert [e.dice for e in attack] == [(2,)]


def test_air_tank_adds_two_wounds_to_the_next_successful_firearm_attack() -> None:
    state = _at_attacks(
        {"quint": ("air_tank", 2), "brody": ("rifle_1", 2), "hooper": ("rifle_2", 2)},
        positions={**FAR, "quint": "B2"},
        gear={"quint": ("air_tank",), "brody": ("rifle_1",), "hooper": ("rifle_2",)},
    )
    state, _ = run(state, A.AttackShark("quint"))
    state, _ = _attack(state, "brody", 0, 0)  # 1 hit against Evade 1: miss, tank stays
    assert a2_of(state).attached == ("air_tank",)
    state, _ = _attack(state, "hooper", 1, 0)  # 2 hits: 1 wound + 2 from the tank
    assert a2_of(state).wounds["shark"] == 3
    assert a2_of(state).attached == () and "air_tank" in a2_of(state).gear_discard


# --- Firearms: any range, one shot ----------------------------------------------------------


def test_rifle_fires_at_any_range_once() -> None:
    state = _at_attacks({"hooper": ("rifle_1", 2)}, gear={"hooper": ("rifle_1",)})
    state, events = _attack(state, "hooper", 2, 2)
    assert _resolved(events) == (5, 1, 4)
    assert "rifle_1" not in a2_of(state).gear["hooper"]
    assert "rifle_1" in a2_of(state).gear_discard


def test_ammo_is_discarded_instead_of_the_one_shot_firearm() -> None:
    state = _at_attacks(
        {"hooper": ("rifle_1", 2)}, gear={"hooper": ("rifle_1", "ammo_1", "ammo_2")}
    )
    attacks = [a for a in legal_actions(state, "crew") if isinstance(a, A.AttackShark)]  # type: ignore[arg-type]
    assert attacks == [
        A.AttackShark("hooper"),
        A.AttackShark("hooper", "ammo_1"),
        A.AttackShark("hooper", "ammo_2"),
    ]
    state, _ = _attack(state, "hooper", 1, 1, ammo="ammo_1")
    assert a2_of(state).gear["hooper"] == ("spear", "poison_dart", "rifle_1", "ammo_2")
    assert "ammo_1" in a2_of(state).gear_discard


def test_ammo_cannot_replace_a_kept_melee_weapon() -> None:
    state = _at_attacks(
        {"quint": ("machete", 2)}, positions={**FAR, "quint": "B2"}, gear={"quint": ("ammo_1",)}
    )
    assert "Ammo" in refused(state, A.AttackShark("quint", "ammo_1"))  # type: ignore[arg-type]


def _pistol_round(member: str, weapon: str, gear: dict[str, tuple[str, ...]]) -> object:
    # The Shark surfaces at zone 3 (card 6); the pistol targeted zone 2, next to it.
    return _at_attacks({member: (weapon, 2)}, card=6, gear=gear)


def test_pistol_shifts_its_target_onto_the_adjacent_shark_then_fires_once() -> None:
    state = _pistol_round("quint", "pistol", {"quint": ("pistol",)})
    assert a2_of(state).target == {"quint": 2}  # kept out after the reveal: it may shift
    crew = legal_actions(state, "crew")  # type: ignore[arg-type]
    assert A.ShiftTarget("quint", 3) in crew and A.AttackShark("quint") not in crew
    assert "Pistol" in refused(state, A.ShiftTarget("quint", 1))  # type: ignore[arg-type]
    state, _ = run(state, A.ShiftTarget("quint", 3))
    state, events = _attack(state, "quint", 2)
    assert _resolved(events) == (3, 1, 2)
    assert "pistol" in a2_of(state).gear_discard


def test_service_pistol_is_brodys_own_shifting_one_shot() -> None:
    state = _pistol_round("brody", "service_pistol", {})
    state, _ = run(state, A.ShiftTarget("brody", 3))
    state, events = _attack(state, "brody", 1)
    assert _resolved(events) == (2, 1, 1)
    assert "service_pistol" in a2_of(state).gear_discard


def test_a_rifle_token_in_the_wrong_zone_returns_at_the_reveal() -> None:
    state = _at_attacks({"hooper": ("rifle_1", 2)}, card=6, gear={"hooper": ("rifle_1",)})
    assert a2_of(state).target == {}
    assert a2_of(state).phase == "shark_attack"


def test_axe_is_discarded_after_use() -> None:
    state = _at_attacks(
        {"quint": ("axe", 2)}, positions={**FAR, "quint": "B2"}, gear={"quint": ("axe",)}
    )
    state, events = _attack(state, "quint", 1)
    assert _resolved(events) == (2, 1, 1)
    assert "axe" in a2_of(state).gear_discard and "axe" not in a2_of(state).gear["quint"]


# --- Accessories -----------------------------------------------------------------------------


def test_chum_shows_the_option_the_shark_named_and_only_once_a_round() -> None:
    state = act2_game(gear={"quint": ("chum_1", "chum_2")}, options=(3, 6, 15))
    state, _ = run(state, A.SharkChoose("A", "C"))
    state, events = run(state, A.PlayChum("quint", "chum_1"))
    (shown,) = of_kind(events, "chum_revealed")
    assert (shown.option, shown.zone) == ("C", 8)
    assert "one Chum" in refused(state, A.PlayChum("quint", "chum_2"))
    assert not any(isinstance(a, A.PlayChum) for a in legal_actions(state, "crew"))


def test_the_sharks_log_names_the_chum_pick_only_while_a_chum_is_held() -> None:
    """Helper-66: the Shark's log said "Chum would show B" every round after the crew's last
    Chum was spent, when the pick could no longer matter (its menu already left it out)."""
    held = act2_game(gear={"quint": ("chum_1",)}, options=(3, 6, 15))
    _, events = run(held, A.SharkChoose("A", "C"))
    (made,) = of_kind(events, "shark_choice_made")
    assert str(made) == "You chose option A; Chum would show C"
    _, events = run(act2_game(options=(3, 6, 15)), A.SharkChoose("A", "C"))
    (made,) = of_kind(events, "shark_choice_made")
    assert str(made) == "You chose option A"


def test_shark_cage_prevents_every_wound_that_round() -> None:
    state = act2_game(
        positions={"quint": "B5", "brody": "W2", "hooper": "B7"},
        gear={"brody": ("shark_cage_1",)},
        options=(3, 15, 16),
    )
    state, _ = run(state, A.SharkChoose("A", "B"), A.PlayCage("brody", "shark_cage_1"))
    state, _ = prepare(state, {**AWAY, "brody": ("boat_hook", 1)})
    load_dice(state, 2, 2, 2)  # attack on Brody: 4 hits; Bonus Attack: 2
    state, events = run(state, A.AttackCrew("brody"))
    assert a2_of(state).wounds["brody"] == 0
    assert [e.prevented for e in of_kind(events, "crew_wounded")] == [True, True]


def test_shark_cage_may_wait_until_after_the_reveal() -> None:
    state = act2_game(
        positions={"quint": "B5", "brody": "W2", "hooper": "B7"},
        gear={"brody": ("shark_cage_1",)},
        options=(3, 15, 16),
    )
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, {**AWAY, "brody": ("boat_hook", 1)})
    assert a2_of(state).phase == "crew_attack"  # open because Brody still holds a cage
    state, _ = run(state, A.PlayCage("brody", "shark_cage_1"))
    assert a2_of(state).phase == "shark_attack"


def test_the_rifles_extra_hit_is_said_on_the_attacks_line() -> None:
    """Helper-50: "Hooper rolls for Rifle: 1 2 → 3 hits" was followed by "Hooper's Rifle: 4
    hits against Evade 0", which read as a contradiction: the line now says where the fourth
    hit came from."""
    state = _at_attacks({"hooper": ("rifle_1", 2)}, gear={"hooper": ("rifle_1",)})
    _, events = _attack(state, "hooper", 1, 2)
    (rolled,) = of_kind(events, "dice_rolled")
    (resolved,) = of_kind(events, "crew_attack_resolved")
    assert str(rolled).endswith("1 2 → 3 hits")
    assert str(resolved).startswith("Hooper's Rifle: 4 hits (3 rolled, +1 for the Rifle) against")
