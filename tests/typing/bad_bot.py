"""Checked by tests/typing/test_hidden_reads.py, never imported: a crew bot that reads the
Shark's secret position straight from its view. mypy must refuse it (the crew's view holds
HIDDEN where the Shark's holds the space); the normal mypy run covers only jaws/."""

from __future__ import annotations

from collections.abc import Sequence

from jaws.bots.geometry import water_distance
from jaws.content import default_content
from jaws.engine.actions import Action
from jaws.views import CrewView


class PeekingCrew:
    """Launches at the beach nearest to where the Shark really is."""

    def choose(self, view: CrewView, legal: Sequence[Action]) -> Action:
        a1 = view.act1
        assert a1 is not None
        content = default_content().act1
        return min(legal, key=lambda a: water_distance(content, a1.shark_position, str(a)))
