"""helper-77, stop 51: at 80x24, in a later round, the Shark's Tracker Pad was fitted whole
above its action list, which kept three rows: its Speed Burst, Power token and end rows were
out of sight in its own turn. In its turn the list keeps its rows; the pad scrolls below the
Event card. Outside its turn (nothing to list) the pad is still shown whole."""

from __future__ import annotations

from pathlib import Path

from jaws.bots import make_bot
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.state import GameState
from jaws.tui.screens.act1 import SHARK_LIST_BESIDE_PAD, SHARK_MENU_FLOOR, Act1Screen
from jaws.tui.screens.side_column import fit_menu_rows
from jaws.views import view_for
from tests.tui.test_no_misfire import _playing_from


def sharks_turn_in_round(round_no: int, seed: int = 5) -> GameState:
    state = new_game("act1", seed)
    bots = {side: make_bot(side, "easy", seed) for side in ("shark", "crew")}
    while True:
        seat = whose_turn(state)
        assert seat is not None and state.act1 is not None
        if seat == "shark" and state.act1.phase == "shark" and state.act1.round == round_no:
            return state
        state, _ = apply(
            state, bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
        )


async def test_at_80x24_the_sharks_list_keeps_its_rows_in_its_turn(save_dir: Path) -> None:
    state = sharks_turn_in_round(4)
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Act1Screen) and screen.seat == "shark"
        assert screen.query_one("#tracker-pad").display
        beside_pad = fit_menu_rows(screen, "tracker-pad", SHARK_MENU_FLOOR)
        assert beside_pad is not None and beside_pad < SHARK_LIST_BESIDE_PAD  # the pad is long
        rows = screen.query_one("#menu").outer_size.height
        assert rows == fit_menu_rows(screen, "event", SHARK_MENU_FLOOR), rows
        assert rows > beside_pad, (rows, beside_pad)


async def test_at_120x40_the_pad_is_still_fitted_whole(save_dir: Path) -> None:
    state = sharks_turn_in_round(4)
    async with _playing_from(state, save_dir, (120, 40)) as (app, pilot):
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Act1Screen) and screen.seat == "shark"
        rows = screen.query_one("#menu").outer_size.height
        assert rows == fit_menu_rows(screen, "tracker-pad", SHARK_MENU_FLOOR), rows
        assert rows >= SHARK_LIST_BESIDE_PAD
