"""The top Act 2 bots: the hard bots' plays, with the Resurface round played as a matrix game
(jaws.bots.top.act2_game) instead of a fixed appeal or a softmax that a crew can learn."""

from __future__ import annotations

from collections.abc import Sequence

from jaws.bots.act2_common import current_evade, option_appeal
from jaws.bots.act2_crew import HardCrew2
from jaws.bots.act2_shark import HardShark2
from jaws.bots.top.act2_game import payoffs, regret_matching
from jaws.engine.act2 import actions as A
from jaws.engine.actions import Action
from jaws.views.act2 import CrewAct2View, SharkAct2View


class TopShark2(HardShark2):
    """Draws its Resurface option from the matrix game's equilibrium mix."""

    def _choose_option(self, view2: SharkAct2View, legal: Sequence[Action]) -> Action:
        options = list(view2.options)
        _, table = payoffs(view2, options, self._c)
        mix, _ = regret_matching(table)
        option = self._rng.choices(options, weights=mix)[0]
        # Among this option's plays (with or without an Ability card), the hard Shark's score.
        plays = [a for a in legal if isinstance(a, A.SharkChoose) and a.option == option.letter]
        if not plays:
            return super()._choose_option(view2, legal)
        best = max(plays, key=lambda a: (self._score(view2, option, a.card), a.card is None))
        others = [o for o in options if o.letter != option.letter]
        same_zone = [o for o in others if o.zone == option.zone]
        shown = (
            same_zone[0]
            if same_zone
            else min(others, key=lambda o: option_appeal(view2, o, self._c))
        )
        wanted = A.make_shark_choose(option.letter, shown.letter, best.card)
        return wanted if wanted in legal else best


class TopCrew2(HardCrew2):
    """Reads the odds of each zone from the Shark's equilibrium mix."""

    def _zone_odds(self, view2: CrewAct2View) -> dict[int, tuple[float, float]]:
        options = [o for o in view2.options if o.letter != view2.chum_shown]
        if not options:
            return super()._zone_odds(view2)
        _, table = payoffs(view2, options, self._c)
        mix, _ = regret_matching(table)
        odds: dict[int, list[float]] = {}
        for option, p in zip(options, mix, strict=True):
            zone = odds.setdefault(option.zone, [0.0, 0.0])
            zone[0] += p
            zone[1] += p * current_evade(view2, option.evade, self._c)
        return {z: (p, e / p if p else 0.0) for z, (p, e) in odds.items()}
