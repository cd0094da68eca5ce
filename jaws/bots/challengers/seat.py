"""A seat bot that plays a challenger policy in Act 1 and the hard policy in Act 2."""

from __future__ import annotations

import random

from jaws.bots import seat
from jaws.bots.seat import Policy, SeatBot
from jaws.content import Content
from jaws.views import CrewView, SharkView


class ChallengerSeat(SeatBot):
    """Act 1: the challenger (``br`` Shark or ``lc`` crew); Act 2: the hard policy."""

    def __init__(
        self, side: str, level: str, seed: int, content: Content | None, opponent: str
    ) -> None:
        super().__init__(side, level, seed, content)
        self.opponent = opponent

    def _shark_policy(self, act: int) -> Policy[SharkView]:
        if act not in self._shark:
            if act == 1 and self.level == "br":
                self._shark[act] = _best_response(self.opponent, self._rng, self._content)
            else:
                self._shark[act] = seat._shark_policy(act, "hard", self._rng, self._content)
        return self._shark[act]

    def _crew_policy(self, act: int) -> Policy[CrewView]:
        if act not in self._crew:
            if act == 1 and self.level == "lc":
                from jaws.bots.act1_crew import HardCrew1
                from jaws.bots.challengers.location import LocationTracker, model_for

                tracker = LocationTracker(self._content, model_for(self.opponent))
                self._crew[act] = HardCrew1(self._rng, self._content, tracker)
            else:
                self._crew[act] = seat._crew_policy(act, "hard", self._rng, self._content)
        return self._crew[act]


def _best_response(crew: str, rng: random.Random, content: Content) -> Policy[SharkView]:
    """The best response to the crew level `crew`: the top crew's own, or the hard crew's."""
    from jaws.bots.challengers.best_response import BestResponseShark1, TopCrewBestResponse1

    if crew == "top":
        return TopCrewBestResponse1(rng, content)
    return BestResponseShark1(rng, content)
