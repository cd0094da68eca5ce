"""Helper-60, stop 47: "Tab b" typed in one go, Quint chosen and Brody at a beach, ended on
Hooper with nothing asked. Tab was a binding, run only once its key had bubbled up to the app,
so the "b" behind it was taken first (it chose Brody and asked for his Binoculars) and the Tab
then moved on from Brody to Hooper, dropping the question. The play screen's own keys (Tab,
Shift+Tab, u) are now taken in the order they were typed, as every other key is."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import a1_of, at_crew_phase
from tests.tui.keys import burst, settle
from tests.tui.test_no_misfire import _playing_from


def _brody_at_a_beach() -> object:
    state = at_crew_phase(shark="1")
    a1_of(state).positions["brody"] = "S"
    return state


async def test_tab_then_b_in_one_go_asks_for_brodys_binoculars(save_dir: Path) -> None:
    async with _playing_from(_brody_at_a_beach(), save_dir) as (app, pilot):
        screen = app.screen
        assert screen.selected == "quint"
        burst(app, "tab", "b")
        await settle(pilot)
        assert screen.selected == "brody"
        assert screen.pending is not None and screen.pending.kind == "use_binoculars"


async def test_u_then_a_move_in_one_go_takes_back_first(save_dir: Path) -> None:
    """ "u" typed fast before a move took the move back: the move ran first, then the binding."""
    async with _playing_from(_brody_at_a_beach(), save_dir) as (app, pilot):
        screen = app.screen
        await pilot.press("4")  # Quint moves to 4
        assert a1_of(app.session.state).positions["quint"] == "4"
        # Taken back first, Quint is at 8 again and "8" is refused; the other way round,
        # Quint moved on to 8 and "u" took that back: he stood at 4.
        burst(app, "u", "8")
        await settle(pilot)
        assert a1_of(app.session.state).positions["quint"] == "8", screen.selected
