"""Helper-52: in the Shark's Act 2 attack, "b 3" from W2 said "“b 3” chooses nothing now:
“b” takes 2" and "a" with the whole crew aboard "“a” takes nothing now: the menu's rows show
their keys". Both now give the rules' reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.engine.act2.act2_helpers import a2_of, shark_to_attack
from tests.tui.test_no_misfire import _playing_from


def notes(app: Any) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def take_the_keyboard(app: Any, pilot: Any) -> None:
    """The attack is played in the open: its player takes the keyboard (s)."""
    if app.screen.shark_waits:
        await pilot.press("s")
        await pilot.pause()


async def test_a_boat_space_out_of_reach_is_named(save_dir: Path) -> None:
    state = shark_to_attack({})
    assert a2_of(state).shark_zone == 2
    async with _playing_from(state, save_dir) as (app, pilot):
        await take_the_keyboard(app, pilot)
        await pilot.press("b", "7")
        await pilot.pause()
        said = (
            "“b 7”: B7 is not a Boat Space next to the Shark; “b” takes 2 "
            "(“b” is still open; Esc drops it)."
        )
        assert said in notes(app), notes(app)
        assert a2_of(app.session.state).phase == "shark_attack"  # nothing was taken


async def test_a_with_no_crew_in_reach_says_why(save_dir: Path) -> None:
    state = shark_to_attack({})
    a2 = a2_of(state)
    a2.positions = {"quint": "B1", "brody": "B4", "hooper": "B7"}  # all aboard
    async with _playing_from(state, save_dir) as (app, pilot):
        await take_the_keyboard(app, pilot)
        await pilot.press("a")
        await pilot.pause()
        said = (
            "“a”: No crew member is in the water in or next to the Shark's space: "
            "b attacks the boat."
        )
        assert said in notes(app), notes(app)


def test_no_reason_is_made_up_while_a_choice_is_pending() -> None:
    """Review: with Maul Again to decide and Quint in reach, "a" was answered "No crew member
    is in the water in or next to the Shark's space", which was false."""
    from jaws.session import GameSession
    from jaws.tui.refused_verbs import refused_shark_attack

    state = shark_to_attack({})
    a2 = a2_of(state)
    a2.pending = "maul"
    session = GameSession(state=state)
    assert refused_shark_attack(session, "a") is None
    a2.pending = None
    a2.positions = {"quint": "B1", "brody": "B4", "hooper": "B7"}
    assert refused_shark_attack(session, "a") is not None


async def test_a_crew_member_out_of_reach_is_named(save_dir: Path) -> None:
    """helper-72 (stop 50): "a Q" with Quint aboard and Brody swimming by said "“a Q” chooses
    nothing now: “a” takes B", not why Quint could not be attacked."""
    state = shark_to_attack({})
    a2 = a2_of(state)
    a2.positions = {"quint": "B1", "brody": f"W{a2.shark_zone}", "hooper": "B7"}
    async with _playing_from(state, save_dir) as (app, pilot):
        await take_the_keyboard(app, pilot)
        await pilot.press("a", "q")
        await pilot.pause()
        said = (
            "“a Q”: Quint is not in the water in or next to the Shark's space; “a” takes B "
            "(“a” is still open; Esc drops it)."
        )
        assert said in notes(app), notes(app)
        assert a2_of(app.session.state).phase == "shark_attack"  # nothing was taken
