"""The Orca's geometry: which spaces exist and touch, for each combination of tile states.

Spaces are "B<n>" (Boat Space of zone n, while its tile stands) and "W<n>" (its Water Space; the
whole zone once the tile is destroyed). The rules for how damage and destruction change
adjacency are the content's (see content/act2/board.toml); layouts are cached per tile state.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache

from jaws.content.act2 import Act2Content
from jaws.engine.act2.state import TileState


def boat(zone: int) -> str:
    """The Boat Space id of a zone."""
    return f"B{zone}"


def water(zone: int) -> str:
    """The Water Space id of a zone."""
    return f"W{zone}"


def zone_of(space: str) -> int:
    """The zone a space belongs to."""
    return int(space[1:])


def is_water(space: str) -> bool:
    """True for a Water Space."""
    return space[0] == "W"


@dataclass(frozen=True)
class Layout:
    """The spaces of the boat for one combination of tile states, and what each one touches."""

    spaces: tuple[str, ...]
    adj: dict[str, frozenset[str]]
    # For each space: zones whose Water Space is this space or adjacent to it (melee reach).
    water_reach: dict[str, tuple[int, ...]]
    # For each space: zones of standing Boat Spaces adjacent to it (what the Shark can bite).
    boat_reach: dict[str, tuple[int, ...]]
    move_budget: int
    climb_cost: int
    # Filled on demand: for each space, the spaces a crew member can move to this round.
    _moves: dict[str, tuple[str, ...]]
    _geometry: Geometry = field(compare=False, repr=False)

    def moves(self, space: str) -> tuple[str, ...]:
        """Spaces a crew member at `space` can move to this round (computed once)."""
        found = self._moves.get(space)
        if found is None:
            found = _reachable(space, self, self._geometry)
            self._moves[space] = found
        return found


@dataclass(frozen=True, eq=False)
class Geometry:
    """The fixed structure of the boat, read from content, and its layouts (built on demand)."""

    content: Act2Content
    side: dict[int, tuple[int, ...]]
    neighbours: dict[int, tuple[int, ...]]
    # Every space a layout can have, in (zone, name) order: B1, W1, B2, W2, ...
    spaces: tuple[str, ...]
    order: dict[str, int]  # each space's place in `spaces`
    zone: dict[str, int]
    water_spaces: frozenset[str]
    boat_of: dict[int, str]  # each zone's Boat Space, and its Water Space
    water_of: dict[int, str]
    # The edges a damaged tile opens, and the intact boat every layout is derived from.
    breach_edges: dict[int, tuple[tuple[str, str], ...]]
    intact_adj: dict[str, frozenset[str]]
    intact_reach: dict[str, tuple[tuple[int, ...], tuple[int, ...]]]
    _layouts: dict[tuple[TileState, ...], Layout]

    def layout(self, tiles: tuple[TileState, ...]) -> Layout:
        """The layout for these tile states (built once per combination)."""
        found = self._layouts.get(tiles)
        if found is None:
            found = _layout(self, tiles)
            self._layouts[tiles] = found
        return found


@cache
def geometry(content: Act2Content) -> Geometry:
    """The boat structure of one content set (cached per content object)."""
    side: dict[int, list[int]] = {z: [] for z in content.zones}
    neighbours: dict[int, list[int]] = {z: [] for z in content.zones}
    for a, b in content.orca.side_edges:
        side[a].append(b)
        side[b].append(a)
    for a, b in [*content.orca.side_edges, *content.orca.beam_edges]:
        neighbours[a].append(b)
        neighbours[b].append(a)
    # The edges that stand whatever the tiles' states.
    fixed = [(water(a), water(b)) for a, b in content.orca.water_ring]
    fixed += [(boat(a), boat(b)) for a, b in [*content.orca.side_edges, *content.orca.beam_edges]]
    fixed += [(boat(zone), water(zone)) for zone in content.zones]
    spaces = tuple(sorted((f(z) for z in content.zones for f in (boat, water)), key=_order))
    intact: dict[str, set[str]] = {s: set() for s in spaces}
    for one, other in fixed:
        intact[one].add(other)
        intact[other].add(one)
    zone = {s: zone_of(s) for s in spaces}
    wet = frozenset(s for s in spaces if is_water(s))
    return Geometry(
        content=content,
        side={z: tuple(sorted(v)) for z, v in side.items()},
        neighbours={z: tuple(sorted(v)) for z, v in neighbours.items()},
        spaces=spaces,
        order={s: i for i, s in enumerate(spaces)},
        zone=zone,
        water_spaces=wet,
        boat_of={z: boat(z) for z in content.zones},
        water_of={z: water(z) for z in content.zones},
        # The broken hull opens the Water Space to the tile's fore and aft neighbours.
        breach_edges={
            z: tuple((water(z), boat(o)) for o in sorted(side[z])) for z in content.zones
        },
        intact_adj={s: frozenset(near) for s, near in intact.items()},
        intact_reach={s: _reach(zone, wet, s, near) for s, near in intact.items()},
        _layouts={},
    )


def _order(space: str) -> tuple[int, str]:
    """Spaces sort by zone, then Boat Space before Water Space."""
    return zone_of(space), space


def _layout(geo: Geometry, tiles: tuple[TileState, ...]) -> Layout:
    """The intact boat changed by the tiles: a damaged tile opens its breach edges, and a
    destroyed one leaves one large Water Space that keeps every adjacency of both its spaces.
    Only the spaces these touch are worked out again."""
    adj: dict[str, AbstractSet[str]] = dict(geo.intact_adj)
    touched: dict[str, set[str]] = {}
    states = tuple(zip(geo.content.zones, tiles, strict=True))
    for zone, state in states:
        if state == "damaged":
            for a, b in geo.breach_edges[zone]:
                _changing(adj, touched, a).add(b)
                _changing(adj, touched, b).add(a)
    for zone, state in states:
        if state == "destroyed":
            _merge(adj, touched, geo.boat_of[zone], geo.water_of[zone])
    frozen: dict[str, frozenset[str]] = {}
    water_reach: dict[str, tuple[int, ...]] = {}
    boat_reach: dict[str, tuple[int, ...]] = {}
    for space, near in adj.items():
        if space in touched:
            frozen[space] = frozenset(near)
            reach = _reach(geo.zone, geo.water_spaces, space, near)
        else:
            frozen[space] = geo.intact_adj[space]
            reach = geo.intact_reach[space]
        water_reach[space], boat_reach[space] = reach
    comp = geo.content.components
    return Layout(
        tuple(adj),
        frozen,
        water_reach,
        boat_reach,
        comp.crew_move_spaces,
        comp.climb_aboard_cost,
        {},
        geo,
    )


def _changing(
    adj: dict[str, AbstractSet[str]], touched: dict[str, set[str]], space: str
) -> set[str]:
    """`space`'s neighbours as a set this layout may change (copied from the intact boat's the
    first time)."""
    near = touched.get(space)
    if near is None:
        near = touched[space] = set(adj[space])
        adj[space] = near
    return near


def _merge(
    adj: dict[str, AbstractSet[str]], touched: dict[str, set[str]], gone: str, into: str
) -> None:
    """Fold Boat Space `gone` into Water Space `into`: `into` keeps every neighbour of both."""
    for near in adj.pop(gone):
        _changing(adj, touched, near).discard(gone)
        if near != into:
            _changing(adj, touched, near).add(into)
            _changing(adj, touched, into).add(near)
    touched.pop(gone, None)


def _reach(
    zone_at: dict[str, int], wet: frozenset[str], space: str, near: AbstractSet[str]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The zones of the Water Spaces among `space` and its neighbours, and the zones of the
    Boat Spaces among its neighbours, each sorted (every space is its zone's only one of its
    kind, so no zone repeats)."""
    water_zones = [zone_at[space]] if space in wet else []
    boat_zones = []
    for other in near:
        if other in wet:
            water_zones.append(zone_at[other])
        else:
            boat_zones.append(zone_at[other])
    water_zones.sort()
    boat_zones.sort()
    return tuple(water_zones), tuple(boat_zones)


def _reachable(start: str, layout: Layout, geo: Geometry) -> tuple[str, ...]:
    """Spaces within the layout's move budget from `start`; stepping from water onto the boat
    costs its climb."""
    adj, budget, climb, wet = layout.adj, layout.move_budget, layout.climb_cost, geo.water_spaces
    cheapest = min(1, climb)
    best = {start: 0}
    frontier = [start]
    while frontier:
        nxt: list[str] = []
        for here in frontier:
            spent = best[here]
            if spent + cheapest > budget:
                continue  # no step fits what is left
            from_water = here in wet
            for there in adj[here]:
                cost = spent + (climb if from_water and there not in wet else 1)
                if cost <= budget and cost < best.get(there, budget + 1):
                    best[there] = cost
                    nxt.append(there)
        frontier = nxt
    del best[start]  # nothing costs less than nothing: the start keeps 0 and is no move
    return tuple(sorted(best, key=geo.order.__getitem__))
