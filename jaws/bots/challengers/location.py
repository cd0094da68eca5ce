"""A location categorisation model of one Shark (Nijssen & Winands 2012), and the crew
deduction it re-weights.

The exact deduction keeps every space the Shark can be in, each weighted as if the Shark chose
uniformly among its possible turns. A real Shark prefers some kinds of space. The model sorts
each possible space into a category (the space itself and how many swimmers it can reach: the
beach it is on and the beaches next to it, Michael counting 2) and learns, from that Shark's
own games, how often the Shark was in a category against how much weight the deduction put
there. A space's weight is then multiplied by its category's ratio (Laplace-smoothed).

The fitted counts live in location_model.json beside this module (made by
``python -m jaws.bots.challengers.fit``; the file says how).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from jaws.content import Content
from jaws.content.act1 import Act1Content
from jaws.deduction import SharkTracker
from jaws.views import GameView
from jaws.views.act1 import Act1View

MODEL_FILE = Path(__file__).with_name("location_model.json")
PRIOR = 2.0  # Laplace smoothing: pretend each category was offered and held this much more
BUCKETS = (0, 1, 3)  # swimmers within reach: none, 1-2, 3 or more


def swimmers_near(space: str, a1: Act1View, content: Act1Content) -> int:
    """Swimmers the Shark in `space` could eat soon: its beach and the beaches next to it."""
    near = {space, *content.water_adj[space]}
    count = sum(int(n) for beach, n in a1.swimmers.items() if beach in near)
    return count + (2 if a1.michael is not None and a1.michael in near else 0)


def category(space: str, a1: Act1View, content: Act1Content) -> str:
    """The category of `space` on the public board of `a1`."""
    near = swimmers_near(space, a1, content)
    bucket = max(i for i, low in enumerate(BUCKETS) if near >= low)
    return f"{space}|{bucket}"


@dataclass
class LocationModel:
    """Per category: how often the Shark was there, and the deduction's weight there."""

    held: dict[str, float] = field(default_factory=dict)
    offered: dict[str, float] = field(default_factory=dict)

    def add(self, belief: dict[str, float], truth: str, a1: Act1View, content: Act1Content) -> None:
        """Count one snapshot: the deduction's belief and where the Shark really was."""
        for space, p in belief.items():
            key = category(space, a1, content)
            self.offered[key] = self.offered.get(key, 0.0) + p
        key = category(truth, a1, content)
        self.held[key] = self.held.get(key, 0.0) + 1.0

    def factor(self, key: str) -> float:
        """How much more (or less) often the Shark is in category `key` than the deduction says."""
        return (self.held.get(key, 0.0) + PRIOR) / (self.offered.get(key, 0.0) + PRIOR)

    def reweight(
        self, belief: dict[str, float], a1: Act1View, content: Act1Content
    ) -> dict[str, float]:
        """`belief` multiplied by the category factors, summing to 1 again."""
        raw = {s: p * self.factor(category(s, a1, content)) for s, p in belief.items()}
        total = sum(raw.values())
        return {s: p / total for s, p in raw.items()} if total > 0 else dict(belief)

    def to_data(self) -> dict[str, dict[str, float]]:
        """The counts, rounded, for the JSON file."""
        keys = sorted(set(self.held) | set(self.offered))
        return {k: {"held": self.held.get(k, 0.0), "offered": round(self.offered.get(k, 0.0), 3)}
                for k in keys}  # fmt: skip

    @classmethod
    def from_data(cls, data: dict[str, dict[str, float]]) -> LocationModel:
        """A model from the JSON file's counts."""
        held = {k: float(v["held"]) for k, v in data.items()}
        offered = {k: float(v["offered"]) for k, v in data.items()}
        return cls(held, offered)


@cache
def model_for(shark_level: str) -> LocationModel:
    """The model fitted on the games of the Shark at `shark_level` (the hard Shark's if that
    level has none); an empty model (no re-weighting) if the file is missing."""
    try:
        document = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    except OSError:
        return LocationModel()
    tables = document.get("tables", {})
    table = tables.get(shark_level) or tables.get("hard") or {}
    return LocationModel.from_data(table)


class LocationTracker(SharkTracker):
    """The crew's exact deduction, its per-space weights re-weighted by a location model.
    The possible spaces stay exactly the deduction's."""

    def __init__(self, content: Content | None, model: LocationModel) -> None:
        super().__init__(content)
        self._model = model
        self._board: Act1View | None = None

    def observe(self, view: GameView | Act1View | None) -> None:
        a1 = view.act1 if isinstance(view, GameView) else view
        if a1 is not None:
            self._board = a1
        super().observe(view)

    def likelihoods(self) -> dict[str, float]:
        belief = super().likelihoods()
        if self._board is None:
            return belief
        return self._model.reweight(belief, self._board, self._content)


def fitted(
    snapshots: Iterable[tuple[dict[str, float], str, Act1View]], content: Act1Content
) -> LocationModel:
    """A model counted from (belief, true space, board) snapshots."""
    model = LocationModel()
    for belief, truth, a1 in snapshots:
        model.add(belief, truth, a1, content)
    return model
