"""Board geometry derived once per content: walks for multi-space moves and launch reach."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from jaws.content.act1 import Act1Content


@dataclass(frozen=True)
class Geometry:
    """Lookup tables over the water and land adjacency."""

    water_adj: dict[str, tuple[str, ...]]
    land_adj: dict[str, tuple[str, ...]]
    # walks[(space, n)]: every walk of exactly n steps from `space` through water, as paths
    # that exclude the start.
    walks: dict[tuple[str, int], tuple[tuple[str, ...], ...]]
    # routes[(space, n)]: every walk of 1..n steps that ends somewhere other than `space`
    # (Hooper's moves: each route the rules allow is its own legal action).
    routes: dict[tuple[str, int], tuple[tuple[str, ...], ...]]
    launch_targets: dict[str, tuple[str, ...]]


def _walks(adj: dict[str, tuple[str, ...]], start: str, n: int) -> tuple[tuple[str, ...], ...]:
    paths: list[tuple[str, ...]] = [()]
    for _ in range(n):
        paths = [(*p, nxt) for p in paths for nxt in adj[p[-1] if p else start]]
    return tuple(paths)


@cache
def geometry(content: Act1Content) -> Geometry:
    """The tables for one loaded board (computed once, then shared)."""
    water = content.water_adj
    longest = max(content.components.speed_burst_spaces, content.components.hooper_move_spaces)
    walks = {(s, n): _walks(water, s, n) for s in water for n in range(1, longest + 1)}
    routes = {
        (s, n): tuple(p for k in range(1, n + 1) for p in walks[(s, k)] if p[-1] != s)
        for s in water
        for n in range(1, longest + 1)
    }
    launch = {s: (s, *water[s]) for s in water}
    return Geometry(water, content.land_adj, walks, routes, launch)
