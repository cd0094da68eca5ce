"""The crew's where-could-it-be deduction sees only what the crew was told.

Fed the crew views of twin games, two trackers must agree at every step, and both Sharks'
true spaces must be among the possible ones (the twins really are indistinguishable).
"""

from __future__ import annotations

import pytest

from jaws.deduction import SharkTracker
from jaws.deduction.belief import ModelTracker
from jaws.session import GameSession
from tests.secrets.twins import run_twins


@pytest.mark.parametrize("kind", [SharkTracker, ModelTracker])
@pytest.mark.parametrize(("seed", "starts"), [(0, ("1", "4")), (3, ("5", "8")), (5, ("N", "S"))])
def test_the_deduction_of_twin_games_is_the_same(
    seed: int, starts: tuple[str, str], kind: type[SharkTracker]
) -> None:
    """The map's overlay (the model belief) as well as the exact set it weights."""
    trackers = (kind(), kind())
    compared = 0

    def same_deduction(a: GameSession, b: GameSession, where: str) -> None:
        nonlocal compared
        for tracker, session in zip(trackers, (a, b), strict=True):
            tracker.observe(session.view("crew"))
        if a.state.act1 is None or a.state.act1.shark_position is None:
            return
        possible = trackers[0].possible_spaces()
        assert possible == trackers[1].possible_spaces(), where
        assert trackers[0].likelihoods() == trackers[1].likelihoods(), where
        for session in (a, b):
            a1 = session.state.act1
            assert a1 is not None
            assert a1.shark_position in possible, f"{where}: the deduction lost a Shark"
        compared += 1

    _, _, report = run_twins(seed, starts, same_deduction, max_steps=100)
    assert compared > 50 and report.turns_ending_apart >= 3
