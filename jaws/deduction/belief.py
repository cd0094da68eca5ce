"""A calibrated belief: the exact hypothesis set, weighted by a model of how Sharks choose.

The set is the tracker's (sound and tight); only the weights change. Each hypothesis's weight
splits among the turn ends it could have taken in proportion to a weight per end category
(location categorisation, Nijssen & Winands, IEEE TCIAIG 2012): how far the Shark swam, whether
it ended on a beach, whether swimmers are left where it ended. The weights are fitted by
`bench/fit_belief.py` on self-play turns (bot model, not game rules).
"""

from __future__ import annotations

from jaws.bots.geometry import water_distance
from jaws.content import Content
from jaws.deduction.model import Announcement, TurnContext
from jaws.deduction.tracker import SharkTracker

# Fitted by `bench/fit_belief.py --games 15 --seed 50000` (271 Shark turns of the hard and the
# top Shark against the hard crew): weight per end category (see end_category).
Category = tuple[int, bool, bool, bool]
END_WEIGHTS: dict[Category, float] = {
    (0, False, False, False): 0.424,
    (0, False, False, True): 0.732,
    (0, True, False, False): 0.020,
    (0, True, True, False): 1.000,
    (1, False, False, False): 0.105,
    (1, False, False, True): 0.221,
    (1, True, False, False): 0.049,
    (1, True, True, False): 0.137,
    (2, False, False, False): 0.370,
    (2, False, False, True): 0.488,
    (2, True, False, False): 0.202,
    (2, True, True, False): 0.246,
}
START_WEIGHTS = {"beach_side": 1.0, "open": 0.1}  # the Shark's secret start, per kind of space
BEACH_SIDE = frozenset(("5", "6", "7", "8", "N", "E", "S", "W"))


def end_category(
    content: Content, ctx: TurnContext, said: Announcement, start: str, end: str
) -> Category:
    """The category of a turn that went from `start` to `end` announcing `said`: distance
    swum (0, 1, 2+), on a beach, swimmers left there, swimmers left next to it."""
    a1 = content.act1
    distance = min(2, water_distance(a1, start, end))
    beach = end in a1.board.beaches
    swimmers = dict(ctx.swimmers)
    for where, count in said.eaten:
        swimmers[where] = swimmers.get(where, 0) - count
    near = any(swimmers.get(s, 0) > 0 for s in a1.water_adj[end])
    return distance, beach, beach and swimmers.get(end, 0) > 0, near


class ModelTracker(SharkTracker):
    """The crew's deduction with each hypothesis weighted by the fitted Shark model."""

    def __init__(
        self,
        content: Content | None = None,
        end_weights: dict[Category, float] | None = None,
        start_weights: dict[str, float] | None = None,
    ) -> None:
        super().__init__(content)
        from jaws.content import default_content

        self._full = content or default_content()
        self._end_weights = end_weights or END_WEIGHTS
        starts = start_weights or START_WEIGHTS
        self._beliefs = {
            h: starts["beach_side" if h[0] in BEACH_SIDE else "open"] for h in self._beliefs
        }

    def _shares(
        self,
        ctx: TurnContext,
        said: Announcement,
        start: str,
        ends: list[tuple[str, str | None]],
    ) -> list[float]:
        weights = [
            self._end_weights.get(end_category(self._full, ctx, said, start, end), 1.0)
            for end, _ in ends
        ]
        total = sum(weights) or 1.0
        return [w / total for w in weights]
