"""helper-80, stop 51: on a joined crew device, another device's move began Hooper's turn, and
the prompt said "Brody is done · ▶ Hooper" of a Brody with four actions left: he waits for
Hooper's turn to end. Said so; a member whose turn ended is still "done"."""

from __future__ import annotations

from pathlib import Path

from jaws.engine import legal_actions
from tests.helpers import at_crew_phase
from tests.tui.test_no_misfire import _playing_from


def _prompt(app: object) -> str:
    return " ".join(app.screen.input_text().plain.split())  # type: ignore[attr-defined]


async def test_a_member_left_for_anothers_turn_waits(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("tab")  # Brody
        await pilot.pause()
        assert app.screen.selected == "brody"
        move = next(
            a
            for a in legal_actions(app.session.state, "crew")
            if a.kind == "crew_move" and a.member == "hooper"
        )
        app.submit(move)  # as another device's move would come
        await pilot.pause()
        assert app.screen.selected == "hooper"
        assert "Brody waits · ▶ Hooper" in _prompt(app), _prompt(app)


async def test_a_member_whose_turn_ended_is_done(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("e", "enter")  # Quint ends his turn
        await pilot.pause()
        assert app.screen.selected != "quint"
        assert "Quint is done · ▶ " in _prompt(app), _prompt(app)
