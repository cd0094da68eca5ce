"""The Shark's moves as pure rules: which walks one move action may take, and which captains
it may knock in. `legal_actions` and the crew's deduction both expand Shark turns with these,
so a rule about Shark movement lives here once."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from jaws.content.act1 import Act1Content
from jaws.engine.act1.board import geometry


def shark_walks(
    content: Act1Content, here: str, power: str | None, speed_burst_used: bool
) -> Iterator[tuple[str, ...]]:
    """Every path of one Shark move from `here`: one water space, or, with Speed Burst in
    play and not yet used this turn, a walk of up to its number of spaces."""
    geo = geometry(content)
    yield from geo.walks[(here, 1)]
    if power == "speed_burst" and not speed_burst_used:
        for n in range(2, content.components.speed_burst_spaces + 1):
            yield from geo.walks[(here, n)]


def knock_choices(able: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """Each non-empty choice of captains to knock in from those `able` (kept in seat order)."""
    for size in range(1, len(able) + 1):
        yield from combinations(able, size)
