"""The Orca's geometry: which spaces exist and touch, for each combination of tile states.

Spaces are "B<n>" (Boat Space of zone n, while its tile stands) and "W<n>" (its Water Space; the
whole zone once the tile is destroyed). The rules for how damage and destruction change
adjacency are the content's (see content/act2/board.toml); layouts are cached per tile state.
"""

from __future__ import annotations

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
    # The edges that stand whatever the tiles' states, and those a damaged tile opens.
    fixed_edges: tuple[tuple[str, str], ...]
    breach_edges: dict[int, tuple[tuple[str, str], ...]]
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
    fixed = [(water(a), water(b)) for a, b in content.orca.water_ring]
    fixed += [(boat(a), boat(b)) for a, b in [*content.orca.side_edges, *content.orca.beam_edges]]
    fixed += [(boat(zone), water(zone)) for zone in content.zones]
    # The broken hull opens the Water Space to the tile's fore and aft neighbours.
    breach = {z: tuple((water(z), boat(other)) for other in sorted(side[z])) for z in content.zones}
    spaces = tuple(sorted((f(z) for z in content.zones for f in (boat, water)), key=_order))
    return Geometry(
        content=content,
        side={z: tuple(sorted(v)) for z, v in side.items()},
        neighbours={z: tuple(sorted(v)) for z, v in neighbours.items()},
        spaces=spaces,
        order={s: i for i, s in enumerate(spaces)},
        zone={s: zone_of(s) for s in spaces},
        water_spaces=frozenset(s for s in spaces if is_water(s)),
        boat_of={z: boat(z) for z in content.zones},
        water_of={z: water(z) for z in content.zones},
        fixed_edges=tuple(fixed),
        breach_edges=breach,
        _layouts={},
    )


def _order(space: str) -> tuple[int, str]:
    """Spaces sort by zone, then Boat Space before Water Space."""
    return zone_of(space), space


def _layout(geo: Geometry, tiles: tuple[TileState, ...]) -> Layout:
    zones = geo.content.zones
    state = dict(zip(zones, tiles, strict=True))
    edges = list(geo.fixed_edges)
    for zone in zones:
        if state[zone] == "damaged":
            edges += geo.breach_edges[zone]
    # A destroyed tile leaves one large Water Space that keeps every adjacency of both spaces.
    merged = {geo.boat_of[z]: geo.water_of[z] for z in zones if state[z] == "destroyed"}
    adj: dict[str, set[str]] = {s: set() for s in geo.spaces if s not in merged}
    for end_a, end_b in edges:
        near, far = merged.get(end_a, end_a), merged.get(end_b, end_b)
        if near != far:
            adj[near].add(far)
            adj[far].add(near)
    water_reach: dict[str, tuple[int, ...]] = {}
    boat_reach: dict[str, tuple[int, ...]] = {}
    for space, neighbours in adj.items():
        water_reach[space], boat_reach[space] = _reach(geo, space, neighbours)
    comp = geo.content.components
    frozen = {space: frozenset(neighbours) for space, neighbours in adj.items()}
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


def _reach(geo: Geometry, space: str, near: set[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The zones of the Water Spaces among `space` and its neighbours, and the zones of the
    Boat Spaces among its neighbours, each sorted (every space is its zone's only one of its
    kind, so no zone repeats)."""
    zone_at, wet = geo.zone, geo.water_spaces
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
