"""Helper-59, stop 47: against the AI Shark, the crew's side panel kept the player's scroll
from one Orca round to the next: scrolled down to the dice in round 4, round 6 opened with its
Resurface options out of sight. A new round shows the panel from its top; so does a new step of
the round (helper-72, stop 50: scrolled in the prepare step, the crew's attacks opened at
"Attached to the Shark", the reveal out of sight)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.containers import VerticalScroll

from jaws.session import GameSession
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.table_moments import MomentCard
from tests.tui.players import plain_shark_act2, steady_crew_act2, step_act2
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_table_moments import AI_SHARK


async def test_a_new_orca_round_shows_the_side_panel_from_its_top(save_dir: Path) -> None:
    await _scrolled_then_shown_from_the_top(save_dir, (1, "prepare"), (2, "prepare"))


async def test_a_new_step_of_the_round_shows_the_side_panel_from_its_top(save_dir: Path) -> None:
    await _scrolled_then_shown_from_the_top(save_dir, (1, "prepare"), (1, "crew_attack"))


async def _scrolled_then_shown_from_the_top(
    save_dir: Path, scrolled: tuple[int, str], then: tuple[int, str]
) -> None:
    session = GameSession.new("act2", 8, seats=AI_SHARK)
    async with _playing_from(session, save_dir, size=(80, 24)) as (app, pilot):

        async def play_until(test: Callable[[], bool]) -> None:
            for _ in range(600):
                screen: Any = app.screen
                if test():
                    return
                ours = isinstance(screen, Act2Screen) and session.whose_turn() == "crew"
                if isinstance(screen, (HandOffScreen, MomentCard)) or (ours and screen.offered):
                    await step_act2(pilot, plain_shark_act2, steady_crew_act2)
                else:
                    await pilot.pause(0.05)
            raise AssertionError("the game did not get there")

        def at(round_no: int, phase: str) -> bool:
            view = session.view("crew").act2
            on_screen = isinstance(app.screen, Act2Screen)
            return on_screen and view.round == round_no and view.phase == phase

        await play_until(lambda: at(*scrolled))
        screen = app.screen
        panel = screen.query_one("#info", VerticalScroll)
        assert panel.max_scroll_y > 0  # at 80x24 the panel scrolls
        panel.scroll_end(animate=False)
        await pilot.pause()
        assert panel.scroll_y > 0
        await play_until(lambda: at(*then))
        assert app.screen is screen  # the same screen, round after round
        await pilot.pause()
        assert panel.scroll_y == 0
