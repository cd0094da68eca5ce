"""Act 2: Quint readied his Machete and typed a zone out of its reach. "“t 5” chooses nothing
now: “t” takes 1, 2 or 8" (and a bare "5", "takes nothing now") did not say that a melee weapon
reaches only his own or an adjacent Water Space (stop-44 playtest)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jaws.engine.act2 import actions as A
from jaws.engine.act2.prepare import target_zones
from tests.engine.act2.act2_helpers import a2_of, act2_game, run
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from

REACH_SAID = "A melee or attachable weapon reaches only Quint's own or an adjacent Water Space"


def _machete_ready() -> tuple[object, int]:
    state = act2_game()
    state, _ = run(state, A.SharkChoose("A", "B"), A.ChooseWeapon("quint", "machete"))
    a2 = a2_of(state)
    reach = target_zones(a2, "quint", state.content.act2)
    far = next(z for z in state.content.act2.zones if z not in reach)
    return state, far


@pytest.mark.parametrize("verb", [("t",), ()], ids=["t-then-zone", "zone-alone"])
async def test_a_zone_out_of_a_melee_weapons_reach_says_why(
    verb: tuple[str, ...], save_dir: Path
) -> None:
    state, far = _machete_ready()
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        await pilot.press(*verb, str(far))
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        said = [note for note in notes if REACH_SAID in note and f"not W{far}" in note]
        assert said, notes
        if not verb:
            # Where he can aim, as "t" says it (helper-54: "not W8." named no zone), and
            # another member's same key is not said to target the zone (it may ready a weapon).
            reach = target_zones(a2_of(state), "quint", state.content.act2)
            assert "; Quint can target " in said[0]
            assert all(str(z) in said[0].split("can target ")[1] for z in reach)
            assert not any("” is for " in n for n in notes), notes
        assert "quint" not in app.session.view("crew").act2.target  # nothing was taken


@pytest.mark.parametrize("keys", [("²",), ("t", "²")], ids=["alone", "after-t"])
async def test_a_superscript_two_is_not_a_zone(keys: tuple[str, ...], save_dir: Path) -> None:
    """ "²" (a key of French keyboards) passes str.isdigit but not int(): the zone checks
    crashed the app on it (helper-55)."""
    state, _ = _machete_ready()
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        await pilot.press(*keys)
        await pilot.pause()
        assert app.return_code is None and app.is_running  # no crash: the game goes on
        assert "quint" not in app.session.view("crew").act2.target
