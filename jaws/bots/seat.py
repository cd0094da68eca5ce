"""One bot object per seat that hands each decision to the policy for the current act."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from jaws.content import Content, default_content
from jaws.engine.actions import Action


class SeatBot:
    """Plays one seat through both acts; keeps per-act memory (e.g. the crew's deduction)."""

    def __init__(self, side: str, level: str, seed: int, content: Content | None) -> None:
        self.side = side
        self.level = level
        self.seed = seed
        self._content = content or default_content()
        self._rng = random.Random(seed)
        self._act1: Any = None
        self._act2: Any = None
        # Times a policy answered with something not in `legal` (then the last legal action is
        # played instead). Tests hold this at zero.
        self.fallbacks = 0

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """One member of `legal` for the current act; raises ValueError if `legal` is empty."""
        if not legal:
            raise ValueError("the bot was asked to move with no legal action")
        if len(legal) == 1:
            self.observe(view)
            return legal[0]
        policy = self._policy(view)
        action: Action = policy.choose(view, legal)
        if action in legal:
            return action
        self.fallbacks += 1
        return legal[-1]

    def observe(self, view: Any) -> None:
        """Watch a view without deciding (a bot made mid-game catches up with the game so far)."""
        policy = self._policy(view)
        observe = getattr(policy, "observe", None)
        if observe is not None:
            observe(view)

    def _policy(self, view: Any) -> Any:
        if view.act == 1:
            if self._act1 is None:
                self._act1 = _act1_policy(self.side, self.level, self._rng, self._content)
            return self._act1
        if self._act2 is None:
            self._act2 = _act2_policy(self.side, self.level, self._rng, self._content)
        return self._act2


def _act1_policy(side: str, level: str, rng: random.Random, content: Content) -> Any:
    if side == "shark":
        from jaws.bots.act1_shark import EasyShark1, HardShark1

        return (HardShark1 if level == "hard" else EasyShark1)(rng, content)
    from jaws.bots.act1_crew import EasyCrew1, HardCrew1

    return (HardCrew1 if level == "hard" else EasyCrew1)(rng, content)


def _act2_policy(side: str, level: str, rng: random.Random, content: Content) -> Any:
    if side == "shark":
        from jaws.bots.act2_shark import EasyShark2, HardShark2

        return (HardShark2 if level == "hard" else EasyShark2)(rng, content)
    from jaws.bots.act2_crew import EasyCrew2, HardCrew2

    return (HardCrew2 if level == "hard" else EasyCrew2)(rng, content)
