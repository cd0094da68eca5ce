"""The rulebook's Act 2 examples, reproduced on the engine (house board layout, section 5)."""

from __future__ import annotations

from jaws.engine import legal_actions
from jaws.engine.act2 import actions as A
from jaws.engine.act2.board import geometry
from jaws.engine.act2.shark_attacks import boat_targets
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


def _targets(state: object, member: str) -> list[int]:
    return sorted(
        a.zone
        for a in legal_actions(state, "crew")  # type: ignore[arg-type]
        if isinstance(a, A.PlaceTarget) and a.member == member
    )


def test_attack_example_rifle_three_hits_plus_one_against_evade_two() -> None:
    # Card 16: zone 8, Evade 2. Hooper fires a Rifle at zone 8 from anywhere.
    state = act2_game(gear={"hooper": ("rifle_1",)}, options=(16, 3, 5))
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(
        state, {"quint": ("machete", 1), "brody": ("boat_hook", 2), "hooper": ("rifle_1", 8)}
    )
    assert a2_of(state).phase == "crew_attack"
    load_dice(state, 1, 2)  # two dice: 3 hits
    state, events = run(state, A.AttackShark("hooper"))
    (resolved,) = of_kind(events, "crew_attack_resolved")
    assert (resolved.hits, resolved.evade, resolved.wounds) == (4, 2, 2)
    assert a2_of(state).wounds["shark"] == 2
    assert "rifle_1" in a2_of(state).gear_discard  # one shot, no Ammo
    assert dice_left(state) == []


def _shark_attack_setup() -> object:
    # B8 already damaged, Quint on it; Brody swimming in W7; the Shark resurfaces at zone 8
    # with card 15 (Evade 0, 2 dice).
    state = act2_game(
        positions={"quint": "B8", "brody": "W7", "hooper": "B3"},
        options=(15, 3, 5),
        tiles={8: "damaged"},
    )
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(
        state, {"quint": ("machete", 8), "brody": ("boat_hook", 7), "hooper": ("spear", 3)}
    )
    state, _ = run(state, A.DeclineAttack("quint"))
    return state


def test_shark_attack_example_destroys_the_damaged_tile_and_quint_falls_in() -> None:
    state = _shark_attack_setup()
    a2 = a2_of(state)  # type: ignore[arg-type]
    assert a2.phase == "shark_attack"
    # The Shark in W8 is adjacent to two Boat Spaces, one of them the damaged B8.
    assert boat_targets(a2, ACT2) == (7, 8)
    load_dice(state, 1, 2, 0, 2)  # attack: 3 hits; bonus: Quint blank, Brody 2 hits
    state, events = run(state, A.AttackBoat(8))
    a2 = a2_of(state)  # type: ignore[arg-type]
    (hit,) = of_kind(events, "boat_hit")
    assert (hit.zone, hit.hits, hit.result) == (8, 3, "destroyed")
    assert a2.tiles[7] == "destroyed"
    assert [(e.member, e.space) for e in of_kind(events, "crew_fell")] == [("quint", "W8")]


def test_bonus_attack_example_one_die_against_each_crew_member_in_the_water_nearby() -> None:
    state = _shark_attack_setup()
    load_dice(state, 1, 2, 0, 2)
    state, events = run(state, A.AttackBoat(8))
    rolls = [e for e in of_kind(events, "dice_rolled") if "Bonus" in e.purpose]
    assert [(e.purpose, e.hits) for e in rolls] == [
        ("a Bonus Attack on Quint", 0),
        ("a Bonus Attack on Brody", 2),
    ]
    a2 = a2_of(state)  # type: ignore[arg-type]
    assert a2.wounds["quint"] == 0 and a2.wounds["brody"] == 2
    assert a2.wounds["hooper"] == 0  # on the boat: no Bonus Attack
    assert dice_left(state) == []  # type: ignore[arg-type]
    assert a2.round == 2 and a2.phase == "choose"


def test_adjacency_example_1_melee_reaches_only_zone_b() -> None:
    # Hooper on B2 (undamaged boat): three Boat Spaces and one Water Space around him.
    lay = geometry(ACT2).layout(("intact",) * 8)
    around = lay.adj["B2"]
    assert sorted(s for s in around if s[0] == "B") == ["B1", "B3", "B7"]
    assert sorted(s for s in around if s[0] == "W") == ["W2"]
    state = act2_game(positions={"quint": "B5", "brody": "B6", "hooper": "B2"}, options=(2, 3, 5))
    state, _ = run(state, A.SharkChoose("A", "B"), A.ChooseWeapon("hooper", "spear"))
    assert _targets(state, "hooper") == [2]
    assert "adjacent Water Space" in refused(state, A.PlaceTarget("hooper", 1))


def test_adjacency_example_2_damage_and_destruction_open_more_targets() -> None:
    # B1 damaged (option C's zone), B7 destroyed (option A's zone): Hooper on B2 now touches two
    # Boat Spaces and three Water Spaces, and a melee weapon reaches all three options.
    tiles = {1: "damaged", 7: "destroyed"}
    lay = geometry(ACT2).layout(
        tuple(tiles.get(z, "intact") for z in ACT2.zones)  # type: ignore[misc]
    )
    around = lay.adj["B2"]
    assert sorted(s for s in around if s[0] == "B") == ["B1", "B3"]
    assert sorted(s for s in around if s[0] == "W") == ["W1", "W2", "W7"]
    state = act2_game(
        positions={"quint": "B5", "brody": "B6", "hooper": "B2"},
        options=(13, 3, 2),
        tiles=tiles,  # type: ignore[arg-type]
    )
    state, _ = run(state, A.SharkChoose("A", "B"), A.ChooseWeapon("hooper", "spear"))
    assert _targets(state, "hooper") == [1, 2, 7]
