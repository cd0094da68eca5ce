"""Helper-60, stop 47: "$ p 5" then Enter at "Brody moves to 5 (his last action: it ends
Brody's turn)" left Brody at the Dock still carrying his barrel; dropping it is an action of
its own, and nothing said so. The confirmation of a last action that leaves him at a Dock with
his barrel now says it."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import a1_of, at_crew_phase
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from

SAID = "Brody still carries his barrel: dropping it at the Dock is an action of its own (o)."


def _brody_at_the_shop_with_a_barrel(actions_left: int) -> object:
    state = at_crew_phase(shark="1")
    a1 = a1_of(state)
    a1.positions["brody"] = state.content.act1.board.shop
    a1.barrels.shop -= 1
    a1.barrels.brody = 1
    a1.actions_left["brody"] = actions_left
    return state


def _prompt(app: object) -> str:
    return " ".join(app.screen.input_text().plain.split())  # type: ignore[attr-defined]


async def test_his_last_move_onto_a_dock_with_his_barrel_says_so(save_dir: Path) -> None:
    async with _playing_from(_brody_at_the_shop_with_a_barrel(1), save_dir) as (app, pilot):
        await select_member(pilot, "brody")
        await pilot.press("5")
        await pilot.pause()
        assert "his last action" in _prompt(app)
        assert SAID in _prompt(app), _prompt(app)


async def test_a_move_that_leaves_him_actions_says_nothing_of_it(save_dir: Path) -> None:
    async with _playing_from(_brody_at_the_shop_with_a_barrel(3), save_dir) as (app, pilot):
        await select_member(pilot, "brody")
        await pilot.press("5")
        await pilot.pause()
        assert a1_of(app.session.state).positions["brody"] == "5"
        assert SAID not in _prompt(app)
