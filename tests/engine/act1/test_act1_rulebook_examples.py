"""The rulebook's worked examples, reproduced through the engine."""

from __future__ import annotations

import pytest

from jaws.engine import apply
from jaws.engine.act1 import actions as A
from jaws.views import view_for
from tests.helpers import a1_of, at_crew_phase, at_shark_phase, one_of_kind, run, set_swimmers

WATER = ("1", "2", "3", "4", "5", "6", "7", "8", "E", "N", "S", "W")


def test_shark_phase_example_start_n_eat_two_speed_burst_to_4() -> None:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=2)
    state, events = run(
        state,
        A.SharkEat(),
        A.SharkEat(),
        A.PlayPower("speed_burst"),
        A.SharkMove(("1", "2", "4")),
        A.SharkEndTurn(),
    )
    a1 = a1_of(state)
    pad = a1.pad[-1]
    assert pad.round == 1
    assert pad.end == "4"  # "4" in the Location column
    assert pad.eaten == (("N", 2),)  # "2" next to N in Swimmers Eaten
    assert pad.power == "speed_burst"  # SB circled
    assert a1.track == 2 and a1.swimmers["N"] == 0
    said = one_of_kind(events, "shark_turn_ended")
    assert said.eaten == (("N", 2),) and said.power_played is True
    # The crew learns none of the pad.
    crew = view_for(state, "crew").act1
    assert crew is not None and str(crew.pad) == "?"


FISH_FINDER_1_NEARBY = {"3", "5", "N", "2"}
FISH_FINDER_7_NOT_THERE = {"3", "W", "7", "S"}


@pytest.mark.parametrize("shark", WATER)
def test_fish_finder_example_1_space_1(shark: str) -> None:
    state = at_crew_phase(shark=shark)
    a1_of(state).positions["hooper"] = "1"
    state, events = apply(state, A.UseFishFinder())
    result = one_of_kind(events, "fish_finder_answered").result
    if shark == "1":
        assert result == "here"
    elif shark in FISH_FINDER_1_NEARBY:
        assert result == "nearby"
    else:
        assert result == "not_nearby"


@pytest.mark.parametrize("shark", WATER)
def test_fish_finder_example_2_space_7(shark: str) -> None:
    state = at_crew_phase(shark=shark)
    a1_of(state).positions["hooper"] = "7"
    state, events = apply(state, A.UseFishFinder())
    result = one_of_kind(events, "fish_finder_answered").result
    assert (result == "not_nearby") == (shark not in FISH_FINDER_7_NOT_THERE)
    if shark == "7":
        assert result == "here" and a1_of(state).revealed_at == "7"
