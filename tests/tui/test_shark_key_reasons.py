"""Stop-38 playtest: the Shark at 3 typed "8" (not a neighbour) and "a" (no swimmer there), and
both were answered "takes nothing now: the menu's rows show their keys". The Shark's screen now
gives the engine's reason for a space's label, "a" and "f"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import at_shark_phase, clear_beaches
from tests.tui.test_no_misfire import _playing_from


@pytest.mark.parametrize(
    ("key", "reason"),
    [
        ("8", "cannot swim from 3 to 8: not adjacent water"),
        ("n", "cannot swim from 3 to N: not adjacent water"),
        ("a", "no swimmer in your space to eat"),
        ("f", "needs the Feeding Frenzy token"),
    ],
)
async def test_a_refused_shark_key_says_why(key: str, reason: str, save_dir: Path) -> None:
    state = at_shark_phase(shark="3")
    clear_beaches(state)
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press(key)
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert any(reason in line for line in said), said
