"""Checked by tests/typing/test_hidden_reads.py, never imported: the twins of bad_bot.py that
mypy accepts. The crew may read the Shark's position only after narrowing away HIDDEN (it is
shown once the act is over); the Shark reads its own position from its own view."""

from __future__ import annotations

from collections.abc import Sequence

from jaws.bots.geometry import water_distance
from jaws.content import default_content
from jaws.engine.actions import Action
from jaws.views import CrewView, SharkView, is_hidden


class FairCrew:
    """Uses the Shark's position only when the rules have shown it."""

    def choose(self, view: CrewView, legal: Sequence[Action]) -> Action:
        a1 = view.act1
        assert a1 is not None
        shark = a1.shark_position
        if is_hidden(shark) or shark is None:
            return legal[0]
        content = default_content().act1
        return min(legal, key=lambda a: water_distance(content, shark, str(a)))


class SelfAwareShark:
    """The Shark knows where it is."""

    def choose(self, view: SharkView, legal: Sequence[Action]) -> Action:
        a1 = view.act1
        assert a1 is not None
        here = a1.shark_position  # str | None: never HIDDEN to the Shark
        if here is None:
            return legal[0]
        content = default_content().act1
        return min(legal, key=lambda a: water_distance(content, here, str(a)))
