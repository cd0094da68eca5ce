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
    sensors: int  # the floating-barrel spaces on the walk (a MoveTable mask)
    burst: bool  # a Speed Burst walk (more than one space)
    # knocks[k]: with the captains of mask k already knocked in, each knock-in choice of this
    # walk (none first, then knock_choices' order) as (mask after, the engine's move action).
    knocks: tuple[tuple[KnockOption, ...], ...]


class MoveTable:
    """The move groups of every space for one turn context (built lazily, then kept).

    Sets of spaces are bitmasks over the water spaces (a bit per space): a group's sensors are the
    floating-barrel spaces its walk passes, as such a mask."""

    def __init__(
        self,
        content: Act1Content,
        rules: tuple[WalkRule, KnockRule],
        floating: frozenset[str],
        captains: tuple[tuple[str, str], ...],
        knock_ins_allowed: bool,
    ) -> None:
        self._content = content
        self._rules = rules
        self._bits = _space_bits(content)
        self._floating = sum(bit for s, bit in self._bits.items() if s in floating)
        aboard = dict(captains) if knock_ins_allowed else {}
        self._knock_ins = bool(aboard)
        # (captain, the mask of the space it can be knocked in from), in seat order
        self._captains = tuple((c, self._bits.get(aboard[c], 0)) for c in CAPTAINS if c in aboard)
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
        """The spaces of a mask, sorted (as an announcement lists its sensors)."""
        names = self._sensor_names.get(mask)
        if names is None:
            names = tuple(sorted(s for s, bit in self._bits.items() if mask & bit))
            self._sensor_names[mask] = names
        return names

    def sensor_mask(self, spaces: tuple[str, ...]) -> int:
        """The mask of the spaces among `spaces` where a barrel floats."""
        bits = self._bits
        return sum(bits[s] for s in set(spaces) if s in bits) & self._floating

    def _build(
        self, here: str, power: str | None, burst_used: bool, count_sensors: bool
    ) -> tuple[MoveGroup, ...]:
        groups: dict[tuple[str, int, bool, int], MoveGroup] = {}
        floating = self._floating if count_sensors else 0
        for path, passed in _walks(self._content, self._rules[0], here, power, burst_used):
            able = tuple(c for c, bit in self._captains if passed & bit)
            able_mask = sum(CAPTAIN_BITS[c] for c in able)
            key = (path[-1], passed & floating, len(path) > 1, able_mask)
            if key not in groups:
                knocks = tuple(self._knock_options(path, able, k) for k in range(NO_KNOCKS))
                groups[key] = MoveGroup(path[-1], passed & floating, len(path) > 1, knocks)
        return tuple(groups.values())

    def _knock_options(
        self, path: tuple[str, ...], able: tuple[str, ...], knocked: int
    ) -> tuple[KnockOption, ...]:
        options = [(knocked, A.make_shark_move(path, ()))]
        if self._knock_ins:
            free = tuple(c for c in able if not knocked & CAPTAIN_BITS[c])
            for choice in self._rules[1](free):
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


@lru_cache(maxsize=8)
def _space_bits(content: Act1Content) -> dict[str, int]:
    return {space: 1 << i for i, space in enumerate(content.water_spaces)}


@lru_cache(maxsize=1024)
def _walks(
    content: Act1Content, walk_rule: WalkRule, here: str, power: str | None, burst_used: bool
) -> tuple[tuple[tuple[str, ...], int], ...]:
    """Each walk of one move from `here` (the engine's rule) with the mask of its spaces."""
    bits = _space_bits(content)
    return tuple(
        (path, sum(bits[s] for s in set(path)))
        for path in walk_rule(content, here, power, burst_used)
    )
