"""Stop-37 playtest: once Feeding Frenzy was played, "a" no longer ate at once but asked "a 1
(a swimmer) / a 2 (every swimmer)", so the Shark's planned "p 1 a 5" ate nothing and lost its
"5". Feeding Frenzy's meal has a key of its own, "f"; "a" eats one swimmer, as it always does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.engine.act1 import actions as A
from tests.helpers import a1_of, at_shark_phase, set_swimmers
from tests.tui.test_no_misfire import _playing_from


def shark_at_north_with_three_swimmers() -> Any:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=3)
    return state


async def typed(state: Any, keys: str, save_dir: Path) -> tuple[Any, list[Any]]:
    """The game after the Shark types `keys` (one key per character), and the plan's steps."""
    async with _playing_from(state, save_dir) as (app, pilot):
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        plan = a1_of(app.session.state).plan
        return app.session.state, list(plan.steps)


async def test_a_eats_one_swimmer_after_feeding_frenzy(save_dir: Path) -> None:
    state, steps = await typed(shark_at_north_with_three_swimmers(), "p1a5", save_dir)
    assert [type(s) for s in steps] == [A.PlayPower, A.SharkEat, A.SharkMove], steps
    assert a1_of(state).plan.position == "5"


async def test_f_eats_every_swimmer_with_feeding_frenzy(save_dir: Path) -> None:
    state, steps = await typed(shark_at_north_with_three_swimmers(), "p1f5", save_dir)
    assert [type(s) for s in steps] == [A.PlayPower, A.SharkEatAll, A.SharkMove], steps
    assert a1_of(state).plan.position == "5"


async def test_a_power_token_keeps_its_number_once_another_is_spent(save_dir: Path) -> None:
    """Stop-38 playtest: numbered among the tokens left, "p 1" became Evasive Moves once
    Feeding Frenzy was spent, and a Shark who had learned "p 1 = Frenzy" played the wrong one.
    Each keeps its place among the four: Evasive Moves is "p 2" all act."""
    state = shark_at_north_with_three_swimmers()
    a1_of(state).powers_left = ("evasive_moves", "out_of_sight", "speed_burst")
    _, steps = await typed(state, "p2", save_dir)
    assert steps == [A.PlayPower("evasive_moves")], steps


async def test_the_last_power_token_waits_for_its_number(save_dir: Path) -> None:
    """With one token left, "p" alone must not play it: "p 4" for Speed Burst would play it
    at "p" and then move the Shark to 4."""
    state = shark_at_north_with_three_swimmers()
    a1_of(state).powers_left = ("speed_burst",)
    _, steps = await typed(state, "p4", save_dir)
    assert steps == [A.PlayPower("speed_burst")], steps
