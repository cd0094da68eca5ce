"""The Orca's legend explains the Chum's mark ("[A✗] if Chum rules A out") only while a
Chum is in a crew member's hands or has shown an option: it was explained in games without one
(stop 34). Before a Chum is played the example says what will be: "[A✗] ruled out by Chum"
read as A ruled out (helper-35, stop 40)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.engine.act2.rounds import chum_in_hand
from tests.tui.conftest import new_app, screen_text
from tests.tui.test_screens_fit import to_act2_phase

CHUM_KEY = "[A✗] if Chum rules A out"


@pytest.mark.parametrize("seed", [3, 8])
async def test_the_chum_mark_is_explained_only_with_a_chum(save_dir: Path, seed: int) -> None:
    app: Any = new_app("act2", seed, save_dir, players=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        view = app.session.view("crew").act2
        held = chum_in_hand(app.content.act2, view.gear, view.eliminated)
        assert held == (seed == 8)  # seed 3 deals no Chum, seed 8 three
        assert (CHUM_KEY in screen_text(app)) == held
        assert "ruled out by Chum" not in screen_text(app)  # none was played
        assert "Resurface option" in screen_text(app)  # the legend itself is there


async def test_once_chum_has_shown_an_option_the_legend_names_it(save_dir: Path) -> None:
    """Stop-36 playtest: the legend said "[A✗] ruled out by Chum" when Chum had ruled out B."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game, run
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(gear={"brody": ("chum_1",)})
    state, _ = run(state, A.SharkChoose("A", "B"))  # Chum would show B
    async with _playing_from(state, save_dir) as (app, pilot):
        chum = next(a for a in app.session.legal_actions("crew") if a.kind == "play_chum")
        app.submit(chum)
        await pilot.pause()
        assert app.session.view("crew").act2.chum_shown == "B"
        text = screen_text(app)
        assert "[B✗] ruled out by Chum" in text
        assert CHUM_KEY not in text
