"""Crew bots decide from the crew's view alone: in twin games they make the same choices.

A crew bot that peeked at the state (or a view that leaked) would play differently when only
the Shark's secrets differ. Two bots with the same seed are asked at every crew decision of
twin games and must always agree.
"""

from __future__ import annotations

import pytest

from jaws.bots import LEVELS, make_bot
from jaws.session import GameSession
from tests.secrets.act2_twins import run_act2_twins
from tests.secrets.twins import run_twins


class SameCrewBots:
    """A twin check that asks one crew bot per twin for its move whenever the crew decides."""

    def __init__(self, level: str) -> None:
        self.bots = (make_bot("crew", level, seed=5), make_bot("crew", level, seed=5))
        self.decisions = 0

    def __call__(self, a: GameSession, b: GameSession, where: str) -> None:
        if a.whose_turn() != "crew":
            return
        choices = [
            bot.choose(session.view("crew"), session.legal_actions("crew"))
            for bot, session in zip(self.bots, (a, b), strict=True)
        ]
        assert choices[0] == choices[1], f"{where}: the crew bots chose differently: {choices}"
        self.decisions += 1


@pytest.mark.parametrize("level", LEVELS)
def test_crew_bots_choose_alike_in_act1_twins(level: str) -> None:
    same = SameCrewBots(level)
    _, _, report = run_twins(4, ("2", "7"), same, max_steps=80)
    assert same.decisions > 40 and report.turns_ending_apart >= 3


@pytest.mark.parametrize("level", LEVELS)
def test_crew_bots_choose_alike_in_act2_twins(level: str) -> None:
    same = SameCrewBots(level)
    run_act2_twins(6, same, diverge_round=4, max_steps=120)
    assert same.decisions > 30
