"""Audit of the Orca's geometry and the boat's damage (content-reference section 5 and 6, the
rulebook's "Spaces & Adjacency", "Move" and "Damage And Destroy").

The expected spaces below are written out from the reference text, not computed by the
engine's own code, so a slip in either shows up here.
"""

from __future__ import annotations

import pytest

from jaws.engine.act2 import actions as A
from jaws.engine.act2.board import geometry
from jaws.engine.act2.rounds import layout
from jaws.engine.act2.shark_attacks import hit_boat
from jaws.engine.act2.state import TileState
from tests.engine.act2.act2_helpers import (
    ACT2,
    CARD3_DICE,
    a2_of,
    act2_game,
    dice_for,
    load_dice,
    of_kind,
    refused,
    run,
    surfaced,
    tile_hits,
)

GEO = geometry(ACT2)
# Section 5, written out: fore/aft neighbours on the same side, and the tile across the beam.
SIDE = {1: {2}, 2: {1, 3}, 3: {2, 4}, 4: {3}, 5: {6}, 6: {5, 7}, 7: {6, 8}, 8: {7}}
BEAM = {1: 8, 2: 7, 3: 6, 4: 5, 5: 4, 6: 3, 7: 2, 8: 1}
RING = {z: {(z % 8) + 1, ((z - 2) % 8) + 1} for z in range(1, 9)}


def _tiles(**changed: TileState) -> tuple[TileState, ...]:
    return tuple(changed.get(f"b{z}", "intact") for z in ACT2.zones)


def _water(zones: set[int]) -> set[str]:
    return {f"W{z}" for z in zones}


def _boats(zones: set[int]) -> set[str]:
    return {f"B{z}" for z in zones}


@pytest.mark.parametrize("zone", range(1, 9))
def test_undamaged_boat_each_water_space_touches_its_ring_and_its_own_tile_only(
    zone: int,
) -> None:
    lay = GEO.layout(_tiles())
    assert set(lay.adj[f"W{zone}"]) == _water(RING[zone]) | {f"B{zone}"}
    assert set(lay.adj[f"B{zone}"]) == _boats(SIDE[zone] | {BEAM[zone]}) | {f"W{zone}"}


@pytest.mark.parametrize("zone", range(1, 9))
def test_a_damaged_tile_opens_its_water_to_fore_and_aft_neighbours_not_across_the_beam(
    zone: int,
) -> None:
    lay = GEO.layout(_tiles(**{f"b{zone}": "damaged"}))
    assert set(lay.adj[f"W{zone}"]) == _water(RING[zone]) | _boats({zone} | SIDE[zone])
    assert f"W{zone}" not in lay.adj[f"B{BEAM[zone]}"]
    # A damaged tile still stands: it is a Boat Space with the same neighbours.
    assert f"B{zone}" in lay.adj


@pytest.mark.parametrize("zone", range(1, 9))
def test_a_destroyed_tile_leaves_one_water_space_with_both_spaces_neighbours(zone: int) -> None:
    lay = GEO.layout(_tiles(**{f"b{zone}": "destroyed"}))
    assert f"B{zone}" not in lay.adj
    assert set(lay.adj[f"W{zone}"]) == _water(RING[zone]) | _boats(SIDE[zone] | {BEAM[zone]})
    for other in SIDE[zone] | {BEAM[zone]}:
        assert f"W{zone}" in lay.adj[f"B{other}"]


def test_two_destroyed_tiles_across_the_beam_join_their_water_spaces() -> None:
    lay = GEO.layout(_tiles(b2="destroyed", b7="destroyed"))
    assert "W7" in lay.adj["W2"] and "W2" in lay.adj["W7"]
    assert set(lay.adj["W2"]) == {"W1", "W3", "W7", "B1", "B3"}


def test_crew_moves_from_the_water_two_water_spaces_or_climb_aboard_their_own_tile() -> None:
    lay = GEO.layout(_tiles())
    assert set(lay.moves("W2")) == {"W1", "W3", "W8", "W4", "B2"}


def test_crew_moves_across_the_boat_two_spaces_and_may_jump_in_but_not_climb_back() -> None:
    lay = GEO.layout(_tiles())
    expected = {"B1", "B3", "B7", "W2", "B8", "W1", "B4", "B6", "W3", "W7"}
    assert set(lay.moves("B2")) == expected


def test_climbing_through_a_broken_hull_reaches_the_fore_and_aft_tiles_too() -> None:
    lay = GEO.layout(_tiles(b1="damaged"))
    assert set(lay.moves("W1")) == {"W8", "W2", "W7", "W3", "B1", "B2"}  # not B8 (beam)


def test_a_move_is_refused_past_the_climb_with_a_sentence() -> None:
    state = act2_game(positions={"quint": "W1", "brody": "B6", "hooper": "B7"})
    state, _ = run(state, A.SharkChoose("A", "B"))
    reason = refused(state, A.OrcaMove("quint", "B2"))  # W1 -> B1 -> B2 would be 3 moves
    assert "climbing aboard" in reason
    state, _ = run(state, A.OrcaMove("quint", "B1"))
    assert "already moved" in refused(state, A.OrcaMove("quint", "B2"))


@pytest.mark.parametrize("zone", range(1, 9))
def test_every_tile_breaks_at_its_own_thresholds_from_both_sides(zone: int) -> None:
    tile = ACT2.tiles[zone]
    state = act2_game()
    a2 = a2_of(state)
    a2.positions = {"quint": "W1", "brody": "W2", "hooper": "W3"}
    expected_intact = {
        tile.damage_at - 1: "intact",
        tile.damage_at: "damaged",
        tile.destroy_at - 1: "damaged",
        tile.destroy_at: "destroyed",
    }
    for hits, result in expected_intact.items():
        trial = a2.clone()
        hit_boat(trial, zone, hits, ACT2, [])
        assert trial.tiles[zone - 1] == result, (hits, result)
    a2.tiles = _tiles(**{f"b{zone}": "damaged"})
    for hits, result in {
        tile.damaged_destroy_at - 1: "damaged",
        tile.damaged_destroy_at: "destroyed",
    }.items():
        trial = a2.clone()
        hit_boat(trial, zone, hits, ACT2, [])
        assert trial.tiles[zone - 1] == result, (hits, result)


def test_crew_on_a_damaged_tile_fall_into_its_water_and_the_new_adjacency_counts() -> None:
    # Resurface card 3 surfaces in W2.
    state = surfaced(card=3, positions={"quint": "B2", "brody": "B2", "hooper": "B5"})
    damage = dice_for(tile_hits(2, "damaged"), CARD3_DICE)
    load_dice(state, *damage, 0, 0)  # damaged; then a Bonus Attack die for each in W2
    state, events = run(state, A.AttackBoat(2))
    a2 = a2_of(state)
    assert a2.tiles[1] == "damaged"
    assert a2.positions == {"quint": "W2", "brody": "W2", "hooper": "B5"}
    assert {e.member for e in of_kind(events, "crew_fell")} == {"quint", "brody"}
    bonus = [e.purpose for e in of_kind(events, "dice_rolled") if "Bonus" in e.purpose]
    assert bonus == ["a Bonus Attack on Quint", "a Bonus Attack on Brody"]
    # Next round the broken hull lets the Shark in W2 bite B1 and B3 as well.
    assert set(layout(a2, ACT2).boat_reach["W2"]) == {1, 2, 3}


def test_a_miss_leaves_the_tile_and_the_crew_where_they_were() -> None:
    state = surfaced(card=3, positions={"quint": "B2", "brody": "B6", "hooper": "B5"})
    load_dice(state, *dice_for(tile_hits(2, "miss"), CARD3_DICE))  # one hit short of damage
    state, events = run(state, A.AttackBoat(2))
    assert [e.result for e in of_kind(events, "boat_hit")] == ["miss"]
    assert a2_of(state).tiles[1] == "intact" and a2_of(state).positions["quint"] == "B2"


def test_bonus_attack_example_brodys_water_becomes_adjacent_when_the_tile_goes() -> None:
    # The rulebook's Bonus Attack Example says Brody is bitten "because his Water Space is now
    # adjacent to the Shark". On the HOUSE layout that needs B1 and B7 already gone: the Shark
    # in W2 then touches two Boat Spaces (the damaged B2, where Quint stands, and B3), and
    # Brody in W7 is not next to it until B2 is destroyed.
    tiles: dict[int, TileState] = {1: "destroyed", 2: "damaged", 7: "destroyed"}
    positions = {"quint": "B2", "brody": "W7", "hooper": "B5"}
    state = surfaced(card=3, positions=positions, tiles=tiles)
    before = layout(a2_of(state), ACT2)
    assert before.boat_reach["W2"] == (2, 3)
    assert "W7" not in before.adj["W2"]
    finish = dice_for(tile_hits(2, "destroyed", damaged=True), CARD3_DICE)
    load_dice(state, *finish, 0, 2)  # destroy the damaged B2; Bonus: Quint 0, Brody 2
    state, events = run(state, A.AttackBoat(2))
    assert [e.result for e in of_kind(events, "boat_hit")] == ["destroyed"]
    assert [(e.member, e.space) for e in of_kind(events, "crew_fell")] == [("quint", "W2")]
    bonus = [(e.purpose, e.hits) for e in of_kind(events, "dice_rolled") if "Bonus" in e.purpose]
    assert bonus == [("a Bonus Attack on Quint", 0), ("a Bonus Attack on Brody", 2)]
    assert a2_of(state).wounds == {"quint": 0, "brody": 2, "hooper": 0, "shark": 0}
