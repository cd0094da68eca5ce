"""Every distinct way a Shark turn can go from one space: a search over the turn's steps.

The moves come from the engine's own rules (`shark_walks`, `knock_choices`), the same ones
`legal_actions` lists, so Speed Burst's walk and the knock-ins are written once.

The search is a depth-first walk over the turn's states, each a plain tuple (a `_Node`), that
skips the states it has seen: every outcome a seen state leads to was recorded when it was
first walked, with the first plan that reached it. So states that lead to the same outcomes
count as one (captains knocked in as a set; no barrels under Evasive Moves), and of the walks
of one move that lead to the same state only the first is tried (`moves.MoveTable` groups them
once per turn): the outcomes, their order and their plans are those of a walk over every child
of every state. With a target announcement, a step that cannot lead to it is not taken.
"""

from __future__ import annotations

from collections.abc import Iterable

from jaws.content.act1 import Act1Content
from jaws.deduction.model import Announcement, TurnContext, TurnOutcome
from jaws.deduction.moves import CAPTAIN_BITS, MoveTable, move_table
from jaws.engine.act1 import actions as A
from jaws.engine.act1.shark import CAPTAINS
from jaws.engine.act1.shark_moves import knock_choices, shark_walks

OutcomeCache = dict[tuple[str, str | None], list[TurnOutcome]]

# (position, actions used, eaten per beach, where Michael was eaten, sensors passed (mask),
#  Speed Burst used, captains knocked in (mask), Swimmer Track slots gained)
_Node = tuple[str, int, tuple[int, ...], str | None, int, bool, int, int]
_Steps = tuple[A.Act1Action, ...]
_Said = tuple[tuple[int, ...], str | None, int, int]  # an announcement's parts, as in _Node


def turn_outcomes(
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


class _Board:
    """What the search reads of one turn's public board, in the search's own terms."""

    def __init__(self, power: str | None, ctx: TurnContext, content: Act1Content) -> None:
        self.beaches = content.board.beaches
        self.beach_index = {b: i for i, b in enumerate(self.beaches)}
        self.swimmers = dict(ctx.swimmers)
        self.michael = ctx.michael
        self.michael_value = content.components.house.michael_value
        # Expansion stops once the Swimmer Track reaches the goal.
        reachable = content.components.swimmer_track_max >= ctx.goal
        self.enough = ctx.goal - ctx.track if reachable else 1 << 30
        self.captains = dict(ctx.captains)
        self.table: MoveTable = move_table(
            content,
            (shark_walks, knock_choices),
            ctx.floating,
            ctx.captains,
            ctx.knock_ins_allowed,
        )
        self.power = power
        self.count_sensors = power != "evasive_moves"

    def announce(self, said: _Said) -> Announcement:
        """The announcement a turn with these parts makes."""
        eaten, michael, sensors, knocks = said
        return Announcement(
            tuple((b, n) for b, n in zip(self.beaches, eaten, strict=True) if n),
            michael,
            self.table.sensor_names(sensors),
            self.power is not None,
            tuple((c, self.captains[c]) for c in CAPTAINS if knocks & CAPTAIN_BITS[c]),
        )


class _Target:
    """What an announcement asks of a turn, in the search's terms, for the pruning tests."""

    def __init__(self, target: Announcement, board: _Board, actions: int) -> None:
        eaten = dict(target.eaten)
        self.announcement = target
        self.eaten = tuple(eaten.get(b, 0) for b in board.beaches)
        self.michael = target.michael_eaten_at
        table = board.table
        self.sensors = table.sensor_mask(target.sensors) if board.count_sensors else 0
        self.blocked = ~self.sensors if board.count_sensors else 0  # sensors never to pass
        knocks = {c for c, at in target.knock_ins if board.captains.get(c) == at}
        self.knocks = sum(CAPTAIN_BITS[c] for c in knocks)
        self.banned = ~self.knocks  # captains never to knock in
        self.actions = actions
        self.frenzy = board.power == "feeding_frenzy"
        said = (self.eaten, self.michael, self.sensors, self.knocks)
        # A target no turn of this board can announce exactly (a barrel not afloat, a captain
        # not aboard, a beach out of order) is met by no turn: nothing to search.
        self.possible = board.announce(said) == target
        self._beaches = board.beaches
        self._needed: dict[tuple[tuple[int, ...], str | None], int] = {}

    def met(self, node: _Node) -> bool:
        """Whether a turn ending at `node` announces exactly the target."""
        _, _, eaten, michael, sensors, _, knocks, _ = node
        return (
            eaten == self.eaten
            and michael == self.michael
            and sensors == self.sensors
            and knocks == self.knocks
        )

    def within(self, used: int, eaten: tuple[int, ...], michael: str | None) -> bool:
        """Whether a turn with these meals can still grow into the target's meals."""
        for have, want in zip(eaten, self.eaten, strict=True):
            if have > want:
                return False
        if michael is not None and michael != self.michael:
            return False
        return used + self.meals_needed(eaten, michael) <= self.actions

    def meals_needed(self, eaten: tuple[int, ...], michael: str | None) -> int:
        """Eat actions still needed to reach the target's meals (a lower bound)."""
        key = (eaten, michael)
        needed = self._needed.get(key)
        if needed is None:
            needed = self._needed[key] = self._count_meals(eaten, michael)
        return needed

    def _count_meals(self, eaten: tuple[int, ...], michael: str | None) -> int:
        more_michael = self.michael is not None and michael is None
        if self.frenzy:  # one meal per place still to visit
            places = sum(1 for have, want in zip(eaten, self.eaten, strict=True) if want > have)
            if more_michael and not self._owed_at_michael(eaten):
                places += 1
            return places
        short = sum(want - have for have, want in zip(eaten, self.eaten, strict=True))
        return short + more_michael

    def _owed_at_michael(self, eaten: tuple[int, ...]) -> bool:
        """Whether swimmers are still owed at the beach where Michael is to be eaten (one
        Feeding Frenzy there eats both)."""
        return any(
            b == self.michael and want > have
            for b, have, want in zip(self._beaches, eaten, self.eaten, strict=True)
        )


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
        self.actions = ctx.shark_actions
        self.board = _Board(power, ctx, content)
        self.target = _Target(target, self.board, self.actions) if target is not None else None
        self.frenzy = power == "feeding_frenzy"
        self.seen: set[_Node] = set()
        self.found: dict[object, TurnOutcome] = {}
        self.said: dict[_Said, Announcement] = {}

    def run(self, start: str) -> list[TurnOutcome]:
        board = self.board
        sensors = board.table.sensor_mask((start,)) if board.count_sensors else 0
        root: _Node = (start, 0, (0,) * len(board.beaches), None, sensors, False, 0, 0)
        want = self.target
        if want is not None:
            if not (want.possible and want.within(0, root[2], None)):
                return []
            if sensors & want.blocked:
                return []
        self._visit(root, (A.make_play_power(self.power),) if self.power else ())
        return list(self.found.values())

    def _visit(self, node: _Node, steps: _Steps) -> None:
        """Record the turn ending at `node` (a state not seen before, that can still grow
        into the target), then try every next step."""
        self.seen.add(node)
        self._record(node, steps)
        if node[1] >= self.actions or node[7] >= self.board.enough:
            return
        self._moves(node, steps)
        self._meals(node, steps)

    def _record(self, node: _Node, steps: _Steps) -> None:
        want = self.target
        if want is not None:
            if node[0] not in self.found and want.met(node):
                self.found[node[0]] = TurnOutcome(
                    node[0], self.power, want.announcement, steps, node[7]
                )
            return
        position, _, eaten, michael, sensors, _, knocks, gain = node
        said = (eaten, michael, sensors, knocks)
        key = (position, said)
        if key not in self.found:
            announcement = self.said.get(said)
            if announcement is None:
                announcement = self.said[said] = self.board.announce(said)
            self.found[key] = TurnOutcome(position, self.power, announcement, steps, gain)

    def _moves(self, node: _Node, steps: _Steps) -> None:
        """Every move from `node`: each group of walks, each knock-in choice."""
        position, used, eaten, michael, sensors, burst, knocks, gain = node
        want = self.target
        blocked = banned = 0
        if want is not None:
            if used + 1 + want.meals_needed(eaten, michael) > self.actions:
                return
            blocked, banned = want.blocked, want.banned
        used += 1
        seen = self.seen
        visit = self._visit
        board = self.board
        groups = board.table.groups(position, self.power, burst, board.count_sensors)
        for group in groups:
            if group.sensors & blocked:
                continue
            passed = sensors | group.sensors
            now_burst = burst or group.burst
            for knocked, move in group.knocks[knocks]:
                if knocked & banned:
                    continue
                child = (group.end, used, eaten, michael, passed, now_burst, knocked, gain)
                if child not in seen:
                    visit(child, (*steps, move))

    def _meals(self, node: _Node, steps: _Steps) -> None:
        """Eat one swimmer, eat Michael, or (Feeding Frenzy) eat everyone here."""
        position, _, eaten, michael, _, _, _, gain = node
        board = self.board
        i = board.beach_index.get(position)
        if i is None and position != board.michael:
            return
        left = 0 if i is None else board.swimmers.get(position, 0) - eaten[i]
        michael_here = board.michael == position and michael is None
        if left > 0 and i is not None:
            more = (*eaten[:i], eaten[i] + 1, *eaten[i + 1 :])
            self._eat(node, more, michael, gain + 1, (*steps, A.SHARK_EAT))
        if michael_here:
            self._eat(
                node, eaten, position, gain + board.michael_value, (*steps, A.SHARK_EAT_MICHAEL)
            )
        if self.frenzy and (left > 0 or michael_here):
            if left > 0 and i is not None:
                eaten = (*eaten[:i], eaten[i] + left, *eaten[i + 1 :])
                gain += left
            if michael_here:
                michael = position
                gain += board.michael_value
            self._eat(node, eaten, michael, gain, (*steps, A.SHARK_EAT_ALL))

    def _eat(
        self, node: _Node, eaten: tuple[int, ...], michael: str | None, gain: int, steps: _Steps
    ) -> None:
        position, used, _, _, sensors, burst, knocks, _ = node
        used += 1
        if self.target is not None and not self.target.within(used, eaten, michael):
            return
        child = (position, used, eaten, michael, sensors, burst, knocks, gain)
        if child not in self.seen:
            self._visit(child, steps)
