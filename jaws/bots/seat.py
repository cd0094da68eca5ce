"""One bot object per seat that hands each decision to the policy for the current act.

The policies' signatures say which view they take: the Shark's policies a SharkView, the
crew's a CrewView, where the Shark's secrets are HIDDEN. The seat bot checks at run time too,
so a crew bot that were handed the Shark's view refuses it instead of reading it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from jaws.content import Content, default_content
from jaws.engine.actions import Action
from jaws.views import CrewView, GameView, SharkView

V = TypeVar("V", SharkView, CrewView, contravariant=True)


class Policy(Protocol[V]):
    """One act's play for one side, from that side's view."""

    def choose(self, view: V, legal: Sequence[Action]) -> Action: ...

    def observe(self, view: V) -> None: ...


class SeatBot:
    """Plays one seat through both acts; keeps per-act memory (e.g. the crew's deduction)."""

    def __init__(self, side: str, level: str, seed: int, content: Content | None) -> None:
        self.side = side
        self.level = level
        self.seed = seed
        self._content = content or default_content()
        self._rng = random.Random(seed)
        self._shark: dict[int, Policy[SharkView]] = {}
        self._crew: dict[int, Policy[CrewView]] = {}
        # Times a policy answered with something not in `legal` (then the last legal action is
        # played instead). Tests hold this at zero.
        self.fallbacks = 0

    def choose(self, view: GameView, legal: Sequence[Action]) -> Action:
        """One member of `legal` for the current act; raises ValueError if `legal` is empty or
        the view is not this side's."""
        if not legal:
            raise ValueError("the bot was asked to move with no legal action")
        if len(legal) == 1:
            self.observe(view)
            return legal[0]
        if isinstance(view, SharkView) and self.side == "shark":
            action = self._shark_policy(view.act).choose(view, legal)
        elif isinstance(view, CrewView) and self.side == "crew":
            action = self._crew_policy(view.act).choose(view, legal)
        else:
            raise ValueError(_wrong_view(self.side, view))
        if action in legal:
            return action
        self.fallbacks += 1
        return legal[-1]

    def crew_policy(self, act: int) -> Policy[CrewView]:
        """The policy this crew seat plays in `act` (raises ValueError on a Shark seat)."""
        if self.side != "crew":
            raise ValueError("a Shark seat has no crew policy")
        return self._crew_policy(act)

    def observe(self, view: GameView) -> None:
        """Watch a view without deciding (a bot made mid-game catches up with the game so far)."""
        if isinstance(view, SharkView) and self.side == "shark":
            self._shark_policy(view.act).observe(view)
        elif isinstance(view, CrewView) and self.side == "crew":
            self._crew_policy(view.act).observe(view)
        else:
            raise ValueError(_wrong_view(self.side, view))

    def _shark_policy(self, act: int) -> Policy[SharkView]:
        if act not in self._shark:
            self._shark[act] = _shark_policy(act, self.level, self._rng, self._content)
        return self._shark[act]

    def _crew_policy(self, act: int) -> Policy[CrewView]:
        if act not in self._crew:
            self._crew[act] = _crew_policy(act, self.level, self._rng, self._content)
        return self._crew[act]


def _wrong_view(side: str, view: GameView) -> str:
    return f"the {side} bot is shown only the {side}'s view, not the {view.viewer}'s"


def _shark_policy(act: int, level: str, rng: random.Random, content: Content) -> Policy[SharkView]:
    if act == 1 and level == "top":
        from jaws.bots.top.act1_shark import TopShark1

        return TopShark1(rng, content)
    if level == "top":
        from jaws.bots.top.act2 import TopShark2

        return TopShark2(rng, content)
    hard = level == "hard"
    if act == 1:
        from jaws.bots.act1_shark import EasyShark1, HardShark1

        return HardShark1(rng, content) if hard else EasyShark1(rng, content)
    from jaws.bots.act2_shark import EasyShark2, HardShark2

    return HardShark2(rng, content) if hard else EasyShark2(rng, content)


def _crew_policy(act: int, level: str, rng: random.Random, content: Content) -> Policy[CrewView]:
    if act == 1 and level == "top":
        from jaws.bots.top.act1_crew import TopCrew1

        return TopCrew1(rng, content)
    if level == "top":
        from jaws.bots.top.act2 import TopCrew2

        return TopCrew2(rng, content)
    hard = level == "hard"
    if act == 1:
        from jaws.bots.act1_crew import EasyCrew1, HardCrew1

        return HardCrew1(rng, content) if hard else EasyCrew1(rng, content)
    from jaws.bots.act2_crew import EasyCrew2, HardCrew2

    return HardCrew2(rng, content) if hard else EasyCrew2(rng, content)
