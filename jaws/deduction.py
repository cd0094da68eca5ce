"""Where can the Shark be? Deduction from what the crew was told, and nothing else.

The crew's knowledge is a set of hypotheses (where the Shark is, which Power tokens it has used,
which token it played this round). Each Shark announcement is matched against every turn the
Shark could have planned from every hypothesis (moves, Speed Burst walks, meals, Feeding Frenzy,
knock-ins, sensors on the path including the start space); Fish Finder, Binoculars and barrel
answers then filter the survivors, with Out of Sight excusing a negative answer. The set is
sound (the true position is always in it) and tight (nothing in it is ruled out by the record).

`SharkTracker.observe(view)` must be fed crew views in order. It needs, for each round, either a
view from the Shark phase or the first crew-phase view after the announcement (before any crew
member acts): a crew bot's first decision of the crew phase is exactly that.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from jaws.content import Content, default_content
from jaws.content.act1 import Act1Content
from jaws.engine.act1 import actions as A
from jaws.engine.act1.board import geometry
from jaws.engine.act1.events import (
    BarrelLaunched,
    BinocularsAnswered,
    EventDrawn,
    FishFinderAnswered,
    SharkTurnEnded,
)
from jaws.engine.act1.shark import CAPTAINS

Hypothesis = tuple[str, frozenset[str], str | None]
"""(Shark position, Power tokens used so far, token played this round or None)."""


class DeductionError(ValueError):
    """The tracker was not shown what it needs (a view of each Shark turn's public context)."""


@dataclass(frozen=True)
class TurnContext:
    """The public board the Shark planned its turn against."""

    round: int
    swimmers: tuple[tuple[str, int], ...]
    michael: str | None
    floating: frozenset[str]
    captains: tuple[tuple[str, str], ...]  # (captain, space) for captains still aboard
    shark_actions: int
    knock_ins_allowed: bool
    track: int
    goal: int


@dataclass(frozen=True)
class Announcement:
    """What a Shark turn tells the crew (the public half of SharkTurnEnded)."""

    eaten: tuple[tuple[str, int], ...]
    michael_eaten_at: str | None
    sensors: tuple[str, ...]
    power_played: bool
    knock_ins: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, event: SharkTurnEnded) -> Announcement:
        return cls(
            event.eaten, event.michael_eaten_at, event.sensors, event.power_played, event.knock_ins
        )


@dataclass(frozen=True)
class TurnOutcome:
    """One distinct way a turn can end: where, with which token, announcing what."""

    end: str
    power: str | None
    announcement: Announcement
    steps: tuple[Any, ...] = field(default=(), compare=False)
    gain: int = field(default=0, compare=False)  # Swimmer Track slots gained


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


def turn_outcomes(
    start: str,
    powers_left: Iterable[str],
    ctx: TurnContext,
    content: Act1Content,
    target: Announcement | None = None,
    cache: dict[tuple[str, str | None], list[TurnOutcome]] | None = None,
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
            found = _search(start, power, ctx, content, target)
            if cache is not None:
                cache[key] = found
        out.extend(found)
    return out


def _search(
    start: str,
    power: str | None,
    ctx: TurnContext,
    content: Act1Content,
    target: Announcement | None,
) -> list[TurnOutcome]:
    found: dict[tuple[str, Announcement], TurnOutcome] = {}
    beaches = content.board.beaches
    beach_index = {b: i for i, b in enumerate(beaches)}
    swimmers = dict(ctx.swimmers)
    captains = dict(ctx.captains)
    geo = geometry(content)
    comp = content.components
    want_eaten = dict(target.eaten) if target else {}
    want_knocks = target.knock_ins if target else ()
    want_sensors = frozenset(target.sensors) if target else frozenset()
    sensors_free = power == "evasive_moves"
    seen: set[_Node] = set()
    first_steps: tuple[Any, ...] = (A.make_play_power(power),) if power else ()

    def announce(node: _Node) -> Announcement:
        eaten = tuple((b, node.eaten[i]) for i, b in enumerate(beaches) if node.eaten[i])
        sensors = () if sensors_free else tuple(sorted(node.visited & ctx.floating))
        knocks = tuple(sorted(node.knocks, key=lambda knock: CAPTAINS.index(knock[0])))
        return Announcement(eaten, node.michael_at, sensors, power is not None, knocks)

    want = tuple(want_eaten.get(b, 0) for b in beaches)
    want_knock_set = frozenset(want_knocks)
    want_michael = target.michael_eaten_at if target else None

    def admissible(node: _Node) -> bool:
        if target is None:
            return True
        short = [w - e for w, e in zip(want, node.eaten, strict=True)]
        if min(short) < 0:
            return False
        if node.michael_at is not None and node.michael_at != want_michael:
            return False
        if node.knocks and not want_knock_set.issuperset(node.knocks):  # seat order: a set
            return False
        if not (sensors_free or node.visited <= want_sensors):
            return False
        return node.actions_used + meals_needed(node, short) <= ctx.shark_actions

    def meals_needed(node: _Node, short: list[int]) -> int:
        """Eat actions still needed to reach the target's meals (a lower bound)."""
        michael = 1 if want_michael is not None and node.michael_at is None else 0
        if power == "feeding_frenzy":  # one meal per beach still to visit
            places = {b for i, b in enumerate(beaches) if short[i] > 0}
            if michael:
                places.add(str(want_michael))
            return len(places)
        return sum(short) + michael

    def left_here(node: _Node) -> int:
        i = beach_index.get(node.position)
        return 0 if i is None else swimmers.get(node.position, 0) - node.eaten[i]

    def michael_here(node: _Node) -> bool:
        return ctx.michael == node.position and node.michael_at is None

    def children(node: _Node) -> Iterator[tuple[_Node, Any]]:
        here = node.position
        paths = list(geo.walks[(here, 1)])
        if power == "speed_burst" and not node.speed_burst_used:
            for n in range(2, comp.speed_burst_spaces + 1):
                paths.extend(geo.walks[(here, n)])
        used = node.actions_used + 1
        for path in paths:
            burst = node.speed_burst_used or len(path) > 1
            visited = node.visited | (ctx.floating & frozenset(path))
            for knock in _knock_options(ctx, captains, node.knocks, path):
                knocks = node.knocks + tuple((c, captains[c]) for c in knock)
                child = _Node(
                    path[-1], used, node.eaten, node.michael_at, visited, burst, knocks, node.gain
                )
                yield child, A.make_shark_move(path, knock)
        left = left_here(node)
        i = beach_index.get(here)
        if left > 0 and i is not None:
            eaten = (*node.eaten[:i], node.eaten[i] + 1, *node.eaten[i + 1 :])
            yield _replace(node, used, eaten, node.michael_at, 1), A.SHARK_EAT
        if michael_here(node):
            yield (
                _replace(node, used, node.eaten, here, comp.house.michael_value),
                (A.SHARK_EAT_MICHAEL),
            )
        if power == "feeding_frenzy" and (left > 0 or michael_here(node)):
            eaten = node.eaten
            gain = 0
            if left > 0 and i is not None:
                eaten = (*node.eaten[:i], node.eaten[i] + left, *node.eaten[i + 1 :])
                gain += left
            michael_at = node.michael_at
            if michael_here(node):
                michael_at = here
                gain += comp.house.michael_value
            yield _replace(node, used, eaten, michael_at, gain), A.SHARK_EAT_ALL

    def visit(node: _Node, steps: tuple[Any, ...]) -> None:
        if node in seen or not admissible(node):
            return
        seen.add(node)
        said = announce(node)
        if target is None or said == target:
            key = (node.position, said)
            if key not in found:
                found[key] = TurnOutcome(node.position, power, said, steps, node.gain)
        if node.actions_used >= ctx.shark_actions:
            return
        if min(ctx.track + node.gain, comp.swimmer_track_max) >= ctx.goal:
            return
        for child, step in children(node):
            visit(child, (*steps, step))

    floating = ctx.floating
    root = _Node(start, 0, (0,) * len(beaches), None, floating & {start}, False, (), 0)
    visit(root, first_steps)
    return list(found.values())


def _replace(
    node: _Node, used: int, eaten: tuple[int, ...], michael_at: str | None, gain: int
) -> _Node:
    return _Node(
        node.position,
        used,
        eaten,
        michael_at,
        node.visited,
        node.speed_burst_used,
        node.knocks,
        node.gain + gain,
    )


def _knock_options(
    ctx: TurnContext,
    captains: dict[str, str],
    knocks: tuple[tuple[str, str], ...],
    path: tuple[str, ...],
) -> Iterator[tuple[str, ...]]:
    yield ()
    if not ctx.knock_ins_allowed:
        return
    already = {c for c, _ in knocks}
    able = tuple(c for c in ("quint", "hooper") if c in captains and captains[c] in path)
    able = tuple(c for c in able if c not in already)
    for size in range(1, len(able) + 1):
        yield from combinations(able, size)


def _answer_allows(clue: object, hyp: Hypothesis, content: Act1Content) -> bool:
    position, _, power = hyp
    hidden = power == "out_of_sight"
    if isinstance(clue, FishFinderAnswered):
        if clue.result == "here":
            return not hidden and position == clue.space
        if clue.result == "nearby":
            return not hidden and position in content.water_adj[clue.space]
        near = position == clue.space or position in content.water_adj[clue.space]
        return hidden or not near
    if isinstance(clue, BinocularsAnswered):
        if clue.seen:
            return not hidden and position == clue.beach
        return hidden or position != clue.beach
    if isinstance(clue, BarrelLaunched):
        return (position == clue.target) == clue.hit
    return True


class SharkTracker:
    """The crew's running deduction: feed it crew views in order, ask where the Shark can be."""

    def __init__(self, content: Content | None = None) -> None:
        self._content = (content or default_content()).act1
        start: frozenset[str] = frozenset()
        spaces = self._content.water_spaces
        self._beliefs: dict[Hypothesis, float] = {(s, start, None): 1.0 for s in spaces}
        self._seen = 0
        self._track = 0
        self._contexts: dict[int, TurnContext] = {}

    def observe(self, view: Any) -> None:
        """Take in one view (a GameView or an Act1View); raises DeductionError if a Shark
        turn's context was never shown (see the module docstring)."""
        a1 = getattr(view, "act1", view)
        if a1 is None or not hasattr(a1, "record"):
            return
        if a1.phase == "shark":
            self._contexts[a1.round] = turn_context(a1, self._content)
        record = a1.record
        for index in range(self._seen, len(record)):
            self._apply(record[index], a1, index == len(record) - 1)
        self._seen = len(record)

    def possible_spaces(self) -> frozenset[str]:
        """Every space the Shark can be in now, given everything the crew was told."""
        return frozenset(h[0] for h in self._beliefs)

    def likelihoods(self) -> dict[str, float]:
        """A weight per possible space (summing to 1): each hypothesis shares its weight
        equally among the distinct turns it could have taken."""
        return _space_shares(self._beliefs)

    def hypotheses(self) -> frozenset[Hypothesis]:
        """The full hidden-state hypotheses (position, tokens used, token this round)."""
        return frozenset(self._beliefs)

    def context(self, round_no: int) -> TurnContext | None:
        """The public context of a round's Shark turn, if seen."""
        return self._contexts.get(round_no)

    def preview(self, ctx: TurnContext, announcement: Announcement) -> dict[str, float]:
        """The crew's likelihoods if the Shark's turn in `ctx` announced `announcement`."""
        return _space_shares(self._after_turn(ctx, announcement))

    # --- internals ---------------------------------------------------------------------

    def _apply(self, clue: object, a1: Any, is_last: bool) -> None:
        if isinstance(clue, EventDrawn):
            merged: dict[Hypothesis, float] = {}
            for (space, used, _), weight in self._beliefs.items():
                key = (space, used, None)
                merged[key] = merged.get(key, 0.0) + weight
            self._beliefs = merged
        elif isinstance(clue, SharkTurnEnded):
            ctx = self._contexts.get(clue.round)
            if ctx is None:
                ctx = self._reconstruct(clue, a1, is_last)
            self._beliefs = self._after_turn(ctx, Announcement.of(clue))
            self._track = clue.track
        else:
            content = self._content
            self._beliefs = {
                h: w for h, w in self._beliefs.items() if _answer_allows(clue, h, content)
            }

    def _after_turn(self, ctx: TurnContext, said: Announcement) -> dict[Hypothesis, float]:
        all_powers = tuple(self._content.powers)
        out: dict[Hypothesis, float] = {}
        cache: dict[tuple[str, str | None], list[TurnOutcome]] = {}
        for (space, used, _), weight in self._beliefs.items():
            left = [p for p in all_powers if p not in used]
            outcomes = turn_outcomes(space, left, ctx, self._content, said, cache)
            ends = {(o.end, o.power) for o in outcomes}
            for end, power in sorted(ends, key=lambda e: (e[0], e[1] or "")):
                key = (end, used | {power} if power else used, power)
                out[key] = out.get(key, 0.0) + weight / len(ends)
        return out

    def _reconstruct(self, clue: SharkTurnEnded, a1: Any, is_last: bool) -> TurnContext:
        untouched = a1.phase == "crew" and a1.active is None and not a1.done
        if not (is_last and untouched and a1.round == clue.round):
            raise DeductionError(
                f"The tracker never saw the board of round {clue.round}'s Shark turn: "
                "feed it every crew view in order."
            )
        return turn_context(a1, self._content, clue, self._track)


def turn_context(
    a1: Any, content: Act1Content, clue: SharkTurnEnded | None = None, track_before: int = 0
) -> TurnContext:
    """The public context of the round's Shark turn, from an Act 1 view taken during the
    Shark phase, or (with its announcement `clue`) just after it, before any crew action."""
    swimmers = dict(a1.swimmers)
    michael = a1.michael
    knocked: set[str] = set()
    track = a1.track
    if clue is not None:  # undo the announced turn on the public board
        for beach, count in clue.eaten:
            swimmers[beach] = swimmers.get(beach, 0) + count
        if clue.michael_eaten_at is not None:
            michael = clue.michael_eaten_at
        knocked = {c for c, _ in clue.knock_ins}
        track = track_before
    in_water = set(a1.in_water) - knocked
    captains = tuple((c, a1.positions[c]) for c in ("quint", "hooper") if c not in in_water)
    comp = content.components
    return TurnContext(
        round=a1.round,
        swimmers=tuple(sorted(swimmers.items())),
        michael=michael,
        floating=frozenset(s for s, n in a1.barrels.floating.items() if n),
        captains=captains,
        shark_actions=a1.shark_actions,
        knock_ins_allowed=a1.knock_ins_allowed,
        track=track,
        goal=comp.standalone_shark_win if a1.standalone else comp.swimmer_track_max,
    )


def possible_shark_spaces(views: Iterable[Any], content: Content | None = None) -> frozenset[str]:
    """One-shot deduction: the Shark's possible spaces after a sequence of crew views."""
    tracker = SharkTracker(content)
    for view in views:
        tracker.observe(view)
    return tracker.possible_spaces()


def _space_shares(beliefs: dict[Hypothesis, float]) -> dict[str, float]:
    """Each space's share of the total weight of the hypotheses that put the Shark there."""
    total = sum(beliefs.values()) or 1.0
    out: dict[str, float] = {}
    for (space, _, _), weight in beliefs.items():
        out[space] = out.get(space, 0.0) + weight / total
    return out
