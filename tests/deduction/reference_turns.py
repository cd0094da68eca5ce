"""The Shark-turn search as it was before it was made fast (commit 1987694's
jaws/deduction/turns.py, kept verbatim apart from its names): the slow, straightforward
reference that tests/deduction/test_turn_search.py compares the real search with.

A depth-first walk over one turn's steps, one frozen node per child, the target tested after
each child is built.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from jaws.content.act1 import Act1Content
from jaws.deduction.model import Announcement, TurnContext, TurnOutcome
from jaws.engine.act1 import actions as A
from jaws.engine.act1.shark import CAPTAINS
from jaws.engine.act1.shark_moves import knock_choices, shark_walks

OutcomeCache = dict[tuple[str, str | None], list[TurnOutcome]]


def reference_turn_outcomes(
    start: str,
    powers_left: Iterable[str],
    ctx: TurnContext,
    content: Act1Content,
    target: Announcement | None = None,
    cache: OutcomeCache | None = None,
) -> list[TurnOutcome]:
    """Every distinct (end, power, announcement) of a Shark turn from `start`.

    With `target`, only the outcomes that announce exactly `target` (pruned search). Each
    outcome carries one plan (engine actions, Power token first) that reaches it. `cache`
    (keyed by start and token) may be shared between calls with the same ctx and target.
    """
    powers: list[str | None] = [None]
    if target is None or target.power_played:
        powers = [*sorted(powers_left)]
        if target is None:
            powers.insert(0, None)
    out: list[TurnOutcome] = []
    for power in powers:
        key = (start, power)
        found = cache.get(key) if cache is not None else None
        if found is None:
            found = _TurnSearch(power, ctx, content, target).run(start)
            if cache is not None:
                cache[key] = found
        out.extend(found)
    return out


@dataclass(frozen=True)
class _Node:
    position: str
    actions_used: int
    eaten: tuple[int, ...]
    michael_at: str | None
    visited: frozenset[str]  # the floating-barrel spaces passed so far (start included)
    speed_burst_used: bool
    knocks: tuple[tuple[str, str], ...]
    gain: int

    def after_meal(
        self, used: int, eaten: tuple[int, ...], michael_at: str | None, gain: int
    ) -> _Node:
        return _Node(
            self.position,
            used,
            eaten,
            michael_at,
            self.visited,
            self.speed_burst_used,
            self.knocks,
            self.gain + gain,
        )


class _Target:
    """What an announcement asks of a turn, precomputed for the pruning test."""

    def __init__(self, target: Announcement, beaches: list[str]) -> None:
        eaten = dict(target.eaten)
        self.announcement = target
        self.eaten = tuple(eaten.get(b, 0) for b in beaches)
        self.knocks = frozenset(target.knock_ins)
        self.sensors = frozenset(target.sensors)
        self.michael = target.michael_eaten_at


class _TurnSearch:
    """A depth-first walk over one turn's steps with one Power token (or none)."""

    def __init__(
        self,
        power: str | None,
        ctx: TurnContext,
        content: Act1Content,
        target: Announcement | None,
    ) -> None:
        self.power = power
        self.ctx = ctx
        self.content = content
        self.comp = content.components
        self.beaches = content.board.beaches
        self.beach_index = {b: i for i, b in enumerate(self.beaches)}
        self.swimmers = dict(ctx.swimmers)
        self.captains = dict(ctx.captains)
        self.sensors_free = power == "evasive_moves"
        self.target = _Target(target, self.beaches) if target is not None else None
        self.seen: set[_Node] = set()
        self.found: dict[tuple[str, Announcement], TurnOutcome] = {}

    def run(self, start: str) -> list[TurnOutcome]:
        floating = self.ctx.floating
        root = _Node(start, 0, (0,) * len(self.beaches), None, floating & {start}, False, (), 0)
        self._visit(root, (A.make_play_power(self.power),) if self.power else ())
        return list(self.found.values())

    def _visit(self, node: _Node, steps: tuple[A.Act1Action, ...]) -> None:
        if node in self.seen or not self._admissible(node):
            return
        self.seen.add(node)
        said = self._announce(node)
        if self.target is None or said == self.target.announcement:
            key = (node.position, said)
            if key not in self.found:
                self.found[key] = TurnOutcome(node.position, self.power, said, steps, node.gain)
        if node.actions_used >= self.ctx.shark_actions:
            return
        if min(self.ctx.track + node.gain, self.comp.swimmer_track_max) >= self.ctx.goal:
            return
        for child, step in self._children(node):
            self._visit(child, (*steps, step))

    def _announce(self, node: _Node) -> Announcement:
        beaches = self.beaches
        eaten = tuple((b, node.eaten[i]) for i, b in enumerate(beaches) if node.eaten[i])
        sensors = () if self.sensors_free else tuple(sorted(node.visited & self.ctx.floating))
        knocks = tuple(sorted(node.knocks, key=lambda knock: CAPTAINS.index(knock[0])))
        return Announcement(eaten, node.michael_at, sensors, self.power is not None, knocks)

    def _admissible(self, node: _Node) -> bool:
        """Whether the node can still grow into the target's announcement."""
        want = self.target
        if want is None:
            return True
        short = [w - e for w, e in zip(want.eaten, node.eaten, strict=True)]
        if min(short) < 0:
            return False
        if node.michael_at is not None and node.michael_at != want.michael:
            return False
        if node.knocks and not want.knocks.issuperset(node.knocks):  # seat order: a set
            return False
        if not (self.sensors_free or node.visited <= want.sensors):
            return False
        return node.actions_used + self._meals_needed(node, short, want) <= self.ctx.shark_actions

    def _meals_needed(self, node: _Node, short: list[int], want: _Target) -> int:
        """Eat actions still needed to reach the target's meals (a lower bound)."""
        michael = 1 if want.michael is not None and node.michael_at is None else 0
        if self.power == "feeding_frenzy":  # one meal per beach still to visit
            places = {b for i, b in enumerate(self.beaches) if short[i] > 0}
            if michael:
                places.add(str(want.michael))
            return len(places)
        return sum(short) + michael

    def _left_here(self, node: _Node) -> int:
        i = self.beach_index.get(node.position)
        return 0 if i is None else self.swimmers.get(node.position, 0) - node.eaten[i]

    def _michael_here(self, node: _Node) -> bool:
        return self.ctx.michael == node.position and node.michael_at is None

    def _children(self, node: _Node) -> Iterator[tuple[_Node, A.Act1Action]]:
        yield from self._moves(node)
        yield from self._meals(node)

    def _moves(self, node: _Node) -> Iterator[tuple[_Node, A.Act1Action]]:
        used = node.actions_used + 1
        walks = shark_walks(self.content, node.position, self.power, node.speed_burst_used)
        for path in walks:
            burst = node.speed_burst_used or len(path) > 1
            visited = node.visited | (self.ctx.floating & frozenset(path))
            for knock in self._knock_options(node.knocks, path):
                knocks = node.knocks + tuple((c, self.captains[c]) for c in knock)
                child = _Node(
                    path[-1], used, node.eaten, node.michael_at, visited, burst, knocks, node.gain
                )
                yield child, A.make_shark_move(path, knock)

    def _knock_options(
        self, knocks: tuple[tuple[str, str], ...], path: tuple[str, ...]
    ) -> Iterator[tuple[str, ...]]:
        yield ()
        if not self.ctx.knock_ins_allowed:
            return
        already = {c for c, _ in knocks}
        captains = self.captains
        able = tuple(c for c in CAPTAINS if c in captains and captains[c] in path)
        yield from knock_choices(tuple(c for c in able if c not in already))

    def _meals(self, node: _Node) -> Iterator[tuple[_Node, A.Act1Action]]:
        used = node.actions_used + 1
        here = node.position
        left = self._left_here(node)
        i = self.beach_index.get(here)
        michael_value = self.comp.house.michael_value
        if left > 0 and i is not None:
            eaten = (*node.eaten[:i], node.eaten[i] + 1, *node.eaten[i + 1 :])
            yield node.after_meal(used, eaten, node.michael_at, 1), A.SHARK_EAT
        if self._michael_here(node):
            yield node.after_meal(used, node.eaten, here, michael_value), A.SHARK_EAT_MICHAEL
        if self.power == "feeding_frenzy" and (left > 0 or self._michael_here(node)):
            eaten = node.eaten
            gain = 0
            if left > 0 and i is not None:
                eaten = (*node.eaten[:i], node.eaten[i] + left, *node.eaten[i + 1 :])
                gain += left
            michael_at = node.michael_at
            if self._michael_here(node):
                michael_at = here
                gain += michael_value
            yield node.after_meal(used, eaten, michael_at, gain), A.SHARK_EAT_ALL
