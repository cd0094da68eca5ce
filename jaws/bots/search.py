"""How much a Fish Finder sweep sharpens the crew's shot: shared by both Act 1 bots
(the crew to choose its sweep, the Shark to foresee it)."""

from __future__ import annotations

from collections.abc import Iterable

from jaws.content.act1 import Act1Content


def sweep_parts(spot: str, content: Act1Content) -> tuple[frozenset[str], frozenset[str]]:
    """The spaces a sweep at `spot` answers "here" and "nearby" for."""
    return frozenset((spot,)), frozenset(content.water_adj[spot])


def sweep_value(spot: str, belief: dict[str, float], content: Act1Content) -> float:
    """The chance the crew's best guess is right after sweeping `spot` (sum of part maxima)."""
    here, near = sweep_parts(spot, content)
    parts = {"here": 0.0, "near": 0.0, "far": 0.0}
    for space, p in belief.items():
        part = "here" if space in here else "near" if space in near else "far"
        parts[part] = max(parts[part], p)
    return sum(parts.values())


def best_sweep(belief: dict[str, float], content: Act1Content) -> str:
    """The sweep spot that most sharpens the crew's guess (first in board order on ties)."""
    return max(content.water_spaces, key=lambda s: sweep_value(s, belief, content))


def shot_risk(end: str, belief: dict[str, float], content: Act1Content) -> float:
    """How likely a crew that sweeps well, watches the likeliest beach and then shoots at its
    best guess hits a Shark at `end` (averaged over equally good sweep spots)."""
    if not belief:
        return 0.0
    values = {s: sweep_value(s, belief, content) for s in content.water_spaces}
    top = max(values.values())
    spots = [s for s, v in values.items() if v >= top - 1e-9]
    risk = sum(_risk_after_sweep(end, spot, belief, content) for spot in spots) / len(spots)
    return 0.7 * risk + 0.3 * belief.get(end, 0.0)


def shot_risks(
    ends: Iterable[str], belief: dict[str, float], content: Act1Content
) -> dict[str, float]:
    """shot_risk for each of `ends` at once (the sweep spots are found once, not per end)."""
    wanted = tuple(dict.fromkeys(ends))
    if not belief:
        return dict.fromkeys(wanted, 0.0)
    values = {s: sweep_value(s, belief, content) for s in content.water_spaces}
    top = max(values.values())
    spots = [s for s, v in values.items() if v >= top - 1e-9]
    return {
        end: 0.7 * sum(_risk_after_sweep(end, spot, belief, content) for spot in spots) / len(spots)
        + 0.3 * belief.get(end, 0.0)
        for end in wanted
    }


def _risk_after_sweep(end: str, spot: str, belief: dict[str, float], content: Act1Content) -> float:
    here, near = sweep_parts(spot, content)

    def part_of(space: str) -> int:
        return 0 if space in here else 1 if space in near else 2

    mine = part_of(end)
    part = {s: p for s, p in belief.items() if part_of(s) == mine}
    total = sum(part.values()) or 1.0
    beaches = [b for b in content.board.beaches if part.get(b, 0.0) / total >= 0.2]
    if beaches:
        watched = max(beaches, key=lambda b: part[b])
        if watched == end:
            return 1.0
        del part[watched]
    if not part:
        return 0.0
    best = max(part.values())
    tied = [s for s, p in part.items() if p >= best - 1e-12]
    return 1.0 / len(tied) if end in tied else 0.0
