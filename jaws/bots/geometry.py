"""Distances on the Act 1 board for the bots' planning."""

from __future__ import annotations

from collections import deque
from functools import cache

from jaws.content.act1 import Act1Content


@cache
def distances(content: Act1Content, medium: str) -> dict[str, dict[str, int]]:
    """All-pairs shortest path lengths through `medium` ("water" or "land")."""
    adj = content.water_adj if medium == "water" else content.land_adj
    out: dict[str, dict[str, int]] = {}
    for start in adj:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt in adj[here]:
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        out[start] = seen
    return out


def water_distance(content: Act1Content, a: str, b: str) -> int:
    """Moves through water from `a` to `b` (large if unreachable)."""
    return distances(content, "water").get(a, {}).get(b, 99)


def land_distance(content: Act1Content, a: str, b: str) -> int:
    """Moves over land from `a` to `b` (large if unreachable)."""
    return distances(content, "land").get(a, {}).get(b, 99)
