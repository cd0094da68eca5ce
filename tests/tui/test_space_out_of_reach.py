"""Helper-50: Quint at 5 typing "S" was told "“S” takes nothing now: the choices begin with
1, N or W", which did not say that S is out of his reach. A board space the chosen member
cannot move to now is named as such, with where he can move."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import at_crew_phase
from tests.tui.test_no_misfire import _playing_from


@pytest.mark.parametrize(
    ("member", "key", "said"),
    [
        ("brody", "8", "“8”: 8 is out of Brody's reach from 7; he can move to "),
        ("quint", "8", "“8”: Quint is at 8 already; he can move to "),
    ],
)
async def test_a_space_out_of_reach_is_named(
    member: str, key: str, said: str, save_dir: Path
) -> None:
    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        screen = app.screen
        for _ in range(3):
            if screen.selected == member:
                break
            await pilot.press("tab")
            await pilot.pause()
        assert screen.selected == member
        await pilot.press(key)
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert any(note.startswith(said) for note in notes), notes
        assert app.session.view("crew").act1.active is None  # nothing was taken
