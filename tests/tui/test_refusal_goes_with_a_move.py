"""helper-72, stop 50: a refusal's notice ("“$” is for Brody: Tab chooses whose action it
is") stayed up for seconds after the player's next, good move, over the log that told the
move. A move taken takes down the notices its keys raised, and the rules' refusal of an
earlier move; other notices stay."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from tests.helpers import a1_of, at_crew_phase
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes


async def test_a_good_move_takes_down_the_refusal_before_it(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$")  # Brody's key: refused for Quint
        await pilot.pause()
        assert any("“$” is for Brody" in m for m in notes(app)), notes(app)
        await pilot.press("escape", "4")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert not any("“$”" in m for m in notes(app)), notes(app)


async def test_a_good_move_takes_down_the_rules_refusal_before_it(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        app.submit(A.CrewMove("quint", ("1",)))  # not next to 8: the rules refuse it
        await pilot.pause()
        refusal = [m for m in notes(app) if "Quint" in m]
        assert refusal, notes(app)
        await pilot.press("4")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert not set(refusal) & set(notes(app)), notes(app)


async def test_other_notices_stay_after_a_move(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        app.notify("Autosave failed: the disk is full.", severity="error", timeout=30)
        await pilot.pause()
        await pilot.press("4")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert "Autosave failed: the disk is full." in notes(app), notes(app)
