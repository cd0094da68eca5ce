"""The crew's running deduction: fed crew views in order, it keeps every hypothesis the public
record allows, weighted by how many distinct turns lead to it."""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Self

from jaws.content import Content, default_content
from jaws.deduction.answers import answer_allows
from jaws.deduction.model import (
    Announcement,
    DeductionError,
    Hypothesis,
    TurnContext,
    turn_context,
)
from jaws.deduction.turns import OutcomeCache, turn_outcomes
from jaws.engine.act1.events import EventDrawn, SharkTurnEnded
from jaws.views import GameView
from jaws.views.act1 import Act1View

Beliefs = dict[Hypothesis, float]
_Memo = tuple[Beliefs, Beliefs]  # (the beliefs a turn was deduced from, the beliefs after it)
MEMO_SIZE = 64


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
        # Shark turns already deduced from the current beliefs, shared with forks: a search
        # previews a turn and then plays it, and would otherwise deduce it twice.
        self._memo: dict[tuple[TurnContext, Announcement], _Memo] = {}

    def observe(self, view: GameView | Act1View | None) -> None:
        """Take in one view (a GameView or an Act1View); raises DeductionError if a Shark
        turn's context was never shown (see the package docstring). It reads only what every
        viewer may see, so any side's view will do."""
        a1 = view.act1 if isinstance(view, GameView) else view
        if a1 is None:
            return
        if a1.phase == "shark":
            self._contexts[a1.round] = turn_context(a1, self._content)
        record = a1.record
        for index in range(self._seen, len(record)):
            self._apply(record[index], a1, index == len(record) - 1)
        self._seen = len(record)

    def fork(self) -> Self:
        """An independent copy at the same point of the record (for a search's rollouts)."""
        new = copy.copy(self)
        new._contexts = dict(self._contexts)
        return new

    def possible_spaces(self) -> frozenset[str]:
        """Every space the Shark can be in now, given everything the crew was told."""
        return frozenset(h[0] for h in self._beliefs)

    def likelihoods(self) -> dict[str, float]:
        """A weight per possible space (summing to 1): each hypothesis shares its weight
        equally among the distinct turns it could have taken."""
        return space_shares(self._beliefs)

    def hypotheses(self) -> frozenset[Hypothesis]:
        """The full hidden-state hypotheses (position, tokens used, token this round)."""
        return frozenset(self._beliefs)

    def adopt(self, boards: Iterable[TurnContext]) -> None:
        """Take the public boards of Shark turns this tracker did not see begin (a device
        that joined mid-game is sent them by the host); a board it saw itself is kept."""
        for board in boards:
            self._contexts.setdefault(board.round, board)

    def context(self, round_no: int) -> TurnContext | None:
        """The public context of a round's Shark turn, if seen."""
        return self._contexts.get(round_no)

    def preview(self, ctx: TurnContext, announcement: Announcement) -> dict[str, float]:
        """The crew's likelihoods if the Shark's turn in `ctx` announced `announcement`."""
        return space_shares(self._after_turn(ctx, announcement))

    def hypotheses_after(self, ctx: TurnContext, announcement: Announcement) -> Beliefs:
        """The weighted hypotheses (not normalised) if the Shark's turn in `ctx` announced
        `announcement`; the tracker itself is not moved on."""
        return self._after_turn(ctx, announcement)

    def start_groups(
        self, beliefs: Beliefs, ctx: TurnContext, said: Announcement
    ) -> list[tuple[float, frozenset[Hypothesis]]]:
        """Per hypothesis of `beliefs` (held before the Shark's turn in `ctx`) that could have
        announced `said`: its weight and every hypothesis the turn could have left it in (what
        a Shark there chose between)."""
        cache = self._outcome_cache(ctx, said)
        out: list[tuple[float, frozenset[Hypothesis]]] = []
        for (space, used, _), weight in beliefs.items():
            ends = self._turn_ends(space, used, ctx, said, cache)
            if ends:
                out.append((weight, frozenset(_after(end, used, power) for end, power in ends)))
        return out

    def groups_after(
        self, ctx: TurnContext, said: Announcement
    ) -> list[tuple[float, frozenset[Hypothesis]]]:
        """`start_groups` of the tracker's current beliefs (a turn not yet taken in)."""
        return self.start_groups(self._beliefs, ctx, said)

    # --- internals ---------------------------------------------------------------------

    def _apply(self, clue: object, a1: Act1View, is_last: bool) -> None:
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
                self._contexts[clue.round] = ctx
            self._beliefs = self._after_turn(ctx, Announcement.of(clue))
            self._track = clue.track
        else:
            content = self._content
            self._beliefs = {
                h: w for h, w in self._beliefs.items() if answer_allows(clue, h, content)
            }

    def _after_turn(self, ctx: TurnContext, said: Announcement) -> dict[Hypothesis, float]:
        memo = self._memo.get((ctx, said))
        if memo is not None and memo[0] is self._beliefs:
            return memo[1]
        out = self._deduce_turn(ctx, said)
        if len(self._memo) >= MEMO_SIZE:
            self._memo.clear()
        self._memo[(ctx, said)] = (self._beliefs, out)
        return out

    def _deduce_turn(self, ctx: TurnContext, said: Announcement) -> dict[Hypothesis, float]:
        out: dict[Hypothesis, float] = {}
        cache = self._outcome_cache(ctx, said)
        for (space, used, _), weight in self._beliefs.items():
            ends = self._turn_ends(space, used, ctx, said, cache)
            if not ends:  # this hypothesis cannot have made the announcement
                continue
            shares = self._shares(ctx, said, space, ends)
            for (end, power), share in zip(ends, shares, strict=True):
                key = _after(end, used, power)
                out[key] = out.get(key, 0.0) + weight * share
        return out

    def _turn_ends(
        self,
        space: str,
        used: frozenset[str],
        ctx: TurnContext,
        said: Announcement,
        cache: OutcomeCache,
    ) -> list[tuple[str, str | None]]:
        """The distinct (end, Power token) of the turns a Shark at `space`, having used `used`,
        could have taken in `ctx` announcing `said`, in a fixed order."""
        left = [p for p in self._content.powers if p not in used]
        outcomes = turn_outcomes(space, left, ctx, self._content, said, cache)
        return sorted({(o.end, o.power) for o in outcomes}, key=lambda e: (e[0], e[1] or ""))

    def _outcome_cache(self, ctx: TurnContext, said: Announcement) -> OutcomeCache:
        """Where one deduction step keeps the turns it expanded (a subclass may share it)."""
        return {}

    def _shares(
        self,
        ctx: TurnContext,
        said: Announcement,
        start: str,
        ends: list[tuple[str, str | None]],
    ) -> list[float]:
        """How a hypothesis's weight splits among the turns it could have taken: equally
        (a model of the Shark's choices may say otherwise)."""
        return [1.0 / len(ends)] * len(ends)

    def _reconstruct(self, clue: SharkTurnEnded, a1: Act1View, is_last: bool) -> TurnContext:
        untouched = a1.phase == "crew" and a1.active is None and not a1.done
        if not (is_last and untouched and a1.round == clue.round):
            raise DeductionError(
                f"The tracker never saw the board of round {clue.round}'s Shark turn: "
                "feed it every crew view in order."
            )
        return turn_context(a1, self._content, clue, self._track)


def possible_shark_spaces(
    views: Iterable[GameView | Act1View], content: Content | None = None
) -> frozenset[str]:
    """One-shot deduction: the Shark's possible spaces after a sequence of crew views."""
    tracker = SharkTracker(content)
    for view in views:
        tracker.observe(view)
    return tracker.possible_spaces()


def _after(end: str, used: frozenset[str], power: str | None) -> Hypothesis:
    """The hypothesis a turn leaves: where it ended, the tokens used, the token this round."""
    return (end, used | {power} if power else used, power)


def space_shares(beliefs: dict[Hypothesis, float]) -> dict[str, float]:
    """Each space's share of the total weight of the hypotheses that put the Shark there."""
    total = sum(beliefs.values()) or 1.0
    out: dict[str, float] = {}
    for (space, _, _), weight in beliefs.items():
        out[space] = out.get(space, 0.0) + weight / total
    return out
