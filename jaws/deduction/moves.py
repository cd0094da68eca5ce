"""The Shark's moves from each space, as the turn search needs them: grouped, with bitmasks.

One move action may take many walks (Speed Burst), and many of them leave the Shark in the same
state: the same end, the same floating barrels passed, a walk of one space or more, the same
captains within reach. The search needs only the first walk of each such group (the later ones
lead to states it has already seen), so a group is built once per turn context and reused by
every search of that turn. The walks and knock-in choices still come from the engine's own
rules (`shark_walks`, `knock_choices`), which the caller passes in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from jaws.content.act1 import Act1Content
from jaws.engine.act1 import actions as A
from jaws.engine.act1.shark import CAPTAINS

WalkRule = Callable[[Act1Content, str, str | None, bool], Iterator[tuple[str, ...]]]
KnockRule = Callable[[tuple[str, ...]], Iterator[tuple[str, ...]]]
KnockOption = tuple[int, A.SharkMove]  # (captains knocked in after the move, the move)

CAPTAIN_BITS = {captain: 1 << i for i, captain in enumerate(CAPTAINS)}
NO_KNOCKS = 1 << len(CAPTAINS)  # the number of knocked-in masks (a mask indexes options)


@dataclass(frozen=True, slots=True)
class MoveGroup:
    """Walks of one move from a space that leave the Shark in the same state."""

    end: str
    sensors: int  # the floating-barrel spaces on the walk (a SensorBits mask)
    burst: bool  # a Speed Burst walk (more than one space)
    # knocks[k]: with the captains of mask k already knocked in, each knock-in choice of this
    # walk (none first, then knock_choices' order) as (mask after, the engine's move action).
    knocks: tuple[tuple[KnockOption, ...], ...]


class MoveTable:
    """The move groups of every space for one turn context (built lazily, then kept)."""

    def __init__(
        self,
        content: Act1Content,
        rules: tuple[WalkRule, KnockRule],
        floating: frozenset[str],
        captains: tuple[tuple[str, str], ...],
        knock_ins_allowed: bool,
    ) -> None:
        self._content = content
        self._walk_rule, self._knock_rule = rules
        self.sensor_bits = {space: 1 << i for i, space in enumerate(sorted(floating))}
        self._captains = dict(captains) if knock_ins_allowed else {}
        self._groups: dict[tuple[str, str | None, bool, bool], tuple[MoveGroup, ...]] = {}
        self._sensor_names: dict[int, tuple[str, ...]] = {}

    def groups(
        self, here: str, power: str | None, burst_used: bool, count_sensors: bool
    ) -> tuple[MoveGroup, ...]:
        """The groups of one move from `here`, in the order of their first walk. Without
        `count_sensors` (Evasive Moves) walks passing different barrels are one group."""
        key = (here, power, burst_used, count_sensors)
        found = self._groups.get(key)
        if found is None:
            found = self._groups[key] = self._build(here, power, burst_used, count_sensors)
        return found

    def sensor_names(self, mask: int) -> tuple[str, ...]:
        """The floating-barrel spaces of a mask, sorted (as an announcement lists them)."""
        names = self._sensor_names.get(mask)
        if names is None:
            names = tuple(s for s, bit in self.sensor_bits.items() if mask & bit)
            self._sensor_names[mask] = names
        return names

    def sensor_mask(self, spaces: tuple[str, ...]) -> int:
        """The mask of some floating-barrel spaces (other spaces are left out)."""
        bits = self.sensor_bits
        return sum(bits[s] for s in set(spaces) if s in bits)

    def _build(
        self, here: str, power: str | None, burst_used: bool, count_sensors: bool
    ) -> tuple[MoveGroup, ...]:
        groups: dict[tuple[str, int, bool, int], MoveGroup] = {}
        for path in self._walk_rule(self._content, here, power, burst_used):
            sensors = self.sensor_mask(path) if count_sensors else 0
            able = tuple(c for c in CAPTAINS if c in self._captains and self._captains[c] in path)
            key = (path[-1], sensors, len(path) > 1, sum(CAPTAIN_BITS[c] for c in able))
            if key not in groups:
                knocks = tuple(self._knock_options(path, able, k) for k in range(NO_KNOCKS))
                groups[key] = MoveGroup(path[-1], sensors, len(path) > 1, knocks)
        return tuple(groups.values())

    def _knock_options(
        self, path: tuple[str, ...], able: tuple[str, ...], knocked: int
    ) -> tuple[KnockOption, ...]:
        options = [(knocked, A.make_shark_move(path, ()))]
        if self._captains:
            free = tuple(c for c in able if not knocked & CAPTAIN_BITS[c])
            for choice in self._knock_rule(free):
                mask = knocked | sum(CAPTAIN_BITS[c] for c in choice)
                options.append((mask, A.make_shark_move(path, choice)))
        return tuple(options)


@lru_cache(maxsize=16)
def move_table(
    content: Act1Content,
    rules: tuple[WalkRule, KnockRule],
    floating: frozenset[str],
    captains: tuple[tuple[str, str], ...],
    knock_ins_allowed: bool,
) -> MoveTable:
    """The move table of one turn context, shared by every search of that turn (and by the
    deductions that preview it). `rules` are the engine's walk and knock-in rules: a changed
    rule gets a table of its own."""
    return MoveTable(content, rules, floating, captains, knock_ins_allowed)
