"""Helper-62, stop 47: "p 1" played Feeding Frenzy, then "e" ended the turn; the confirmation
said only "2 actions left unused", and the one-use token went to waste. Ending the turn with a
played Power token whose action is still offered now says so."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from tests.helpers import at_shark_phase, run
from tests.tui.test_no_misfire import _playing_from

FRENZY = "Feeding Frenzy is played: “f” eats every swimmer here; ending now wastes it."
BURST = "Speed Burst is played and unused: ending now wastes it."


def _prompt(app: object) -> str:
    return " ".join(app.screen.input_text().plain.split())  # type: ignore[attr-defined]


async def test_ending_with_feeding_frenzy_unused_says_it_is_wasted(save_dir: Path) -> None:
    state, _ = run(at_shark_phase(shark="E"), A.PlayPower("feeding_frenzy"))
    async with _playing_from(state, save_dir) as (app, pilot):
        assert app.screen.seat == "shark"
        await pilot.press("e")
        await pilot.pause()
        assert FRENZY in _prompt(app), _prompt(app)


async def test_ending_with_speed_burst_unused_says_it_is_wasted(save_dir: Path) -> None:
    state, _ = run(at_shark_phase(shark="E"), A.PlayPower("speed_burst"))
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        assert BURST in _prompt(app), _prompt(app)


async def test_ending_with_no_power_played_says_nothing_of_it(save_dir: Path) -> None:
    async with _playing_from(at_shark_phase(shark="E"), save_dir) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        assert "wastes it" not in _prompt(app)
