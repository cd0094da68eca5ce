"""The move that ends Act 1 is told to the table before the Shark's path is replayed: the
replay came first, and Quint's "HIT! 2 barrels attached" (or the Shark's last meal) was first
told on the curtain after it (stop-35 playtest, helper-20). The card lies over the replay,
which is public once the act is over, never over a seat's screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.engine.act1 import actions as A
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.table_moments import MomentCard
from tests.helpers import a1_of, at_crew_phase, at_shark_phase, set_swimmers
from tests.tui.conftest import acknowledge, screen_text, wait_for
from tests.tui.test_no_misfire import _playing_from


def stack_names(app: Any) -> list[str]:
    return [type(screen).__name__ for screen in app.screen_stack]


async def test_the_second_barrels_hit_is_told_before_the_replay(save_dir: Path) -> None:
    state = at_crew_phase(shark="8", mode="full", track=4)
    a1_of(state).barrels.attached = 1
    a1_of(state).barrels.shop -= 1
    async with _playing_from(state, save_dir) as (app, pilot):
        app.submit(A.LaunchBarrel("8"))
        await pilot.pause()
        assert isinstance(app.screen, MomentCard)
        assert stack_names(app)[-2:] == ["ReplayScreen", "MomentCard"]
        told = await acknowledge(pilot)
        assert "The end of Act 1 (everyone may look)" in told
        assert "Act 1 is over: 2 barrels are attached to the Shark." in told
        assert "Barrel at 8: HIT! 2 barrels attached to the Shark" in told
        # Why the hands are what they are: the table had never been shown (F1 has it).
        assert "The Swimmer Track stands at 4" in " ".join(told.split())
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        # The curtain after the replay does not tell the hit again.
        assert "HIT!" not in screen_text(app)


async def test_the_sharks_last_meal_is_told_over_the_replay_not_its_screen(
    save_dir: Path,
) -> None:
    state = at_shark_phase(shark="S", track=5)
    set_swimmers(state, S=2)
    async with _playing_from(state, save_dir) as (app, pilot):
        assert app.screen.seat == "shark"
        for action in (A.SharkEat(), A.SharkEat()):
            app.submit(action)
            await pilot.pause()
        # The track is full: a move typed now is answered on the Shark's screen...
        await pilot.press("7")
        await pilot.pause()
        assert any("The Swimmer Track is full" in n.message for n in app._notifications)
        app.submit(A.SharkEndTurn())
        await pilot.pause()
        # ...and that answer does not stay over the public card (helper-22).
        assert not list(app._notifications)
        assert stack_names(app)[-2:] == ["ReplayScreen", "MomentCard"]
        told = await acknowledge(pilot)
        assert "Swimmer Track: 7" in told and "The Shark wins" in told
        # Act 1 alone: no Act 2 hands to explain.
        assert "Swimmer Track stands at" not in told
        assert isinstance(app.screen, ReplayScreen)


async def test_the_result_screen_opens_without_an_earlier_seats_notices(save_dir: Path) -> None:
    """The game's end is looked at together, as the end of Act 1 is: a notice left from the
    screen before (here the replay's) does not stay over the result."""
    from jaws.tui.screens.gameover import GameOverScreen

    state = at_shark_phase(shark="S", track=5)
    set_swimmers(state, S=2)
    async with _playing_from(state, save_dir) as (app, pilot):
        for action in (A.SharkEat(), A.SharkEat(), A.SharkEndTurn()):
            app.submit(action)
            await pilot.pause()
        await acknowledge(pilot)
        await pilot.press("left")  # at the Shark's start: "This is where the Shark began."
        await pilot.pause()
        assert list(app._notifications)
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert not list(app._notifications)
