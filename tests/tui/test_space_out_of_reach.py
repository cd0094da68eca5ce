"""Helper-50: Quint at 5 typing "S" was told "“S” takes nothing now: the choices begin with
1, N or W", which did not say that S is out of his reach. A board space the chosen member
cannot move to now is named as such, with where he can move."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import at_crew_phase
from tests.tui.conftest import select_member
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
        await select_member(pilot, member)
        await pilot.press(key)
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert any(note.startswith(said) for note in notes), notes
        assert app.session.view("crew").act1.active is None  # nothing was taken


async def test_c_with_no_beach_to_close_says_why(save_dir: Path) -> None:
    """Brody at 7 with swimmers on every beach typing "c" was told "“c” takes nothing now:
    the choices begin with 5, S, $ or W" (stop-44 playtest), not why."""
    state = at_crew_phase()
    assert state.act1 is not None and all(state.act1.swimmers.values())
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "brody")
        await pilot.press("c")
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        said = "“c”: No beach can be closed now: every beach still has swimmers"
        assert any(note.startswith(said) for note in notes), notes


async def test_a_beach_that_cannot_be_closed_says_why(save_dir: Path) -> None:
    """Brody at 7 typing "c N" with swimmers at N while E is empty: the rules' reason, not
    "“c N” chooses nothing now: “c” takes E"."""
    state = at_crew_phase(card=1)  # Ben Gardner's Boat: no swimmer at E
    assert state.act1 is not None and not state.act1.swimmers["E"]
    assert state.act1.swimmers["N"]
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "brody")
        await pilot.press("c", "n")
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        said = "“c N”: Beach N still has swimmers: it can be closed only when empty"
        assert any(note.startswith(said) for note in notes), notes
        assert app.session.view("crew").act1.active is None  # nothing was taken


async def test_a_launch_out_of_reach_says_why(save_dir: Path) -> None:
    """Quint at 8 typing "l 1": the rules' reason the barrel cannot go there."""
    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        await pilot.press("l", "1")
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        said = "“l 1”: Quint can launch only into his own space or adjacent water, not 1"
        assert any(n.startswith(said) for n in notes), notes
        assert app.session.view("crew").act1.active is None


async def test_enter_after_a_verb_asks_for_its_target(save_dir: Path) -> None:
    """ "l" then Enter with no target lit said "Nothing is chosen yet: type an action's key",
    an action's key being what the player had typed (helper-54)."""
    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        await pilot.press("l", "enter")
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        assert any(n.startswith("Type the target: “l” takes ") for n in notes), notes
        assert not any(n.startswith("Nothing is chosen yet") for n in notes), notes
        assert app.session.view("crew").act1.active is None


async def test_a_key_that_takes_nothing_at_the_sharks_turn_names_the_verbs_too(
    save_dir: Path,
) -> None:
    """At the start of the Shark's turn a stray "x" was told "the choices begin with 2, 6 or
    8": the spaces to move to, with no word of "a" (eat), "p" (Power token) or "e" (end), all
    offered too (helper-62). The verbs are named after the labels."""
    from jaws.tui.screens.act1 import Act1Screen
    from tests.helpers import at_shark_phase

    async with _playing_from(at_shark_phase(), save_dir) as (app, pilot):
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "shark"
        await pilot.press("x")
        await pilot.pause()
        notes = [str(n.message) for n in app._notifications]
        said = [n for n in notes if n.startswith("“x” takes nothing now: the choices begin with")]
        assert len(said) == 1, notes
        assert "; the verbs: " in said[0] and "e end" in said[0] and "p Power token" in said[0]
        assert "type a label" not in said[0], said[0]
