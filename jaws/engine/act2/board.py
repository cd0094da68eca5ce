"""The Orca's geometry: which spaces exist and touch, for each combination of tile states.

Spaces are "B<n>" (Boat Space of zone n, while its tile stands) and "W<n>" (its Water Space; the
whole zone once the tile is destroyed). The rules for how damage and destruction change
adjacency are the content's (see content/act2/board.toml); layouts are cached per tile state.
"""

from __future__ import annotations

from dataclasses import dataclass
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

    def moves(self, space: str) -> tuple[str, ...]:
        """Spaces a crew member at `space` can move to this round (computed once)."""
        found = self._moves.get(space)
        if found is None:
            found = _reachable(space, self.adj, self.move_budget, self.climb_cost)
            self._moves[space] = found
        return found


@dataclass(frozen=True, eq=False)
class Geometry:
    """The fixed structure of the boat, read from content."""

    content: Act2Content
    side: dict[int, tuple[int, ...]]
    neighbours: dict[int, tuple[int, ...]]

    def layout(self, tiles: tuple[TileState, ...]) -> Layout:
        """The layout for these tile states (cached)."""
        return _layout(self, tiles)


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
    return Geometry(
        content=content,
        side={z: tuple(sorted(v)) for z, v in side.items()},
        neighbours={z: tuple(sorted(v)) for z, v in neighbours.items()},
    )


@cache
def _layout(geo: Geometry, tiles: tuple[TileState, ...]) -> Layout:
    content = geo.content
    state = dict(zip(content.zones, tiles, strict=True))
    edges: set[tuple[str, str]] = set()
    for a, b in content.orca.water_ring:
        edges.add((water(a), water(b)))
    for a, b in [*content.orca.side_edges, *content.orca.beam_edges]:
        edges.add((boat(a), boat(b)))
    for zone in content.zones:
        edges.add((boat(zone), water(zone)))
        if state[zone] == "damaged":
            # The broken hull opens the Water Space to the tile's fore and aft neighbours.
            for other in geo.side[zone]:
                edges.add((water(zone), boat(other)))
    # A destroyed tile leaves one large Water Space that keeps every adjacency of both spaces.
    merged = {boat(z): water(z) for z in content.zones if state[z] == "destroyed"}
    adj: dict[str, set[str]] = {}
    for zone in content.zones:
        adj[water(zone)] = set()
        if state[zone] != "destroyed":
            adj[boat(zone)] = set()
    for end_a, end_b in edges:
        near, far = merged.get(end_a, end_a), merged.get(end_b, end_b)
        if near != far:
            adj[near].add(far)
            adj[far].add(near)
    spaces = tuple(sorted(adj, key=lambda s: (zone_of(s), s)))
    frozen = {s: frozenset(adj[s]) for s in spaces}
    water_reach = {
        s: tuple(sorted({zone_of(t) for t in (s, *adj[s]) if is_water(t)})) for s in spaces
    }
    boat_reach = {s: tuple(sorted(zone_of(t) for t in adj[s] if not is_water(t))) for s in spaces}
    comp = content.components
    return Layout(
        spaces, frozen, water_reach, boat_reach, comp.crew_move_spaces, comp.climb_aboard_cost, {}
    )


def _reachable(
    start: str, adj: dict[str, frozenset[str]], budget: int, climb: int
) -> tuple[str, ...]:
    """Spaces within `budget` moves; stepping from water onto the boat costs `climb`."""
    best = {start: 0}
    frontier = [start]
    while frontier:
        nxt: list[str] = []
        for here in frontier:
            for there in adj[here]:
                cost = best[here] + (climb if is_water(here) and not is_water(there) else 1)
                if cost <= budget and cost < best.get(there, budget + 1):
                    best[there] = cost
                    nxt.append(there)
        frontier = nxt
    return tuple(sorted((s for s in best if s != start), key=lambda s: (zone_of(s), s)))
