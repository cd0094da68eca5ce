"""Stop-38 playtest: on Frank Silva's round (Dock work costs no action) Brody, carrying a
barrel with 1 action left, was asked to confirm "Brody moves to 5 (the last action: it ends
the turn)", and after Enter his turn went on: he could still drop the barrel, free. The
confirmation now tells as the engine does whether the turn ends."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.engine import apply
from jaws.engine.act1 import actions as A
from tests.helpers import a1_of, at_crew_phase
from tests.tui.test_no_misfire import _playing_from

FRANK_SILVA = 8


@pytest.mark.parametrize("carried", [1, 0])
async def test_the_last_action_ends_the_turn_only_when_no_free_dock_work_is_left(
    carried: int, save_dir: Path
) -> None:
    state = at_crew_phase(FRANK_SILVA)
    a1 = a1_of(state)
    a1.actions_left["brody"] = 1
    a1.barrels.brody, a1.barrels.shop = carried, a1.barrels.shop - carried
    to_dock = A.CrewMove("brody", ("5",))
    after, _ = apply(state.clone(), to_dock)
    engine_ends = "brody" in a1_of(after).done
    assert engine_ends == (carried == 0)  # a barrel to drop keeps the turn open
    async with _playing_from(state, save_dir) as (app, _pilot):
        assert app.screen.ends_turn(to_dock) == engine_ends
