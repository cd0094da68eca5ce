"""helper-80, stop 51: on a joined crew device (no game to ask the rules), Quint's "r" at a
space without swimmers, mid-turn, was told "“r” takes nothing for Quint now: Brody and Hooper
act once he ends his turn (e)". The reason is read from the device's view."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import a1_of, at_crew_phase
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes


async def test_r_without_swimmers_says_so_on_a_joined_device(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("jaws.tui.screens.act1.refused_verb", lambda *args: None)  # no rules
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        app.submit(next(a for a in app.screen.offered if a.kind == "crew_move"))
        await pilot.pause()
        here = a1_of(app.session.state).positions["quint"]
        assert not a1_of(app.session.state).swimmers.get(here)
        await pilot.press("r")
        await pilot.pause()
        assert f"“r”: There is no swimmer to rescue at {here}." in notes(app), notes(app)
