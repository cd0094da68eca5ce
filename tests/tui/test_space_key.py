"""Space alone was ignored without a word (stop-44 playtest): it now says what to press. Between
a verb and its target ("l 8", as the keys are written) it stays silent and harmless."""

from __future__ import annotations

from pathlib import Path

from jaws.tui.screens.play_input import SPACE_TAKES_NOTHING
from tests.helpers import at_crew_phase
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from


async def test_space_alone_says_what_to_press(save_dir: Path) -> None:
    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        await pilot.press("space")
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert SPACE_TAKES_NOTHING in notes, notes
        assert app.session.view("crew").act1.active is None  # nothing was taken


async def test_space_between_a_verb_and_its_target_is_silent(save_dir: Path) -> None:
    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        before = len(app.session.state.act1.barrels.floating)
        await pilot.press("l", "space", "8", "enter")  # a launch asks first
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert SPACE_TAKES_NOTHING not in notes, notes
        a1 = app.session.state.act1
        assert a1.active == "quint"
        assert len(a1.barrels.floating) + a1.barrels.attached > before


async def test_space_between_two_typed_actions_is_silent(save_dir: Path) -> None:
    """ "4", Space (Quint moves, then a space as the keys are written "4 l 8") said "Space
    takes nothing" (helper-55): after an action taken by its keys, Space is a separator."""
    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        await pilot.press("4")
        await pilot.pause()
        assert app.session.state.act1.positions["quint"] == "4"
        await pilot.press("space", "enter")  # and the habitual Enter after it stays silent
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert SPACE_TAKES_NOTHING not in notes, notes
        assert not any(n.startswith("Nothing is chosen yet") for n in notes), notes
        await pilot.press("space")  # a second Space, after no action: said
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert SPACE_TAKES_NOTHING in notes, notes
