"""Issue 12, the AI's turn is visible: while the AI crew chooses, the table reads who is
thinking and typed keys are dropped; + and - set how long each AI action stays on screen."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.shark_turns import KEYS_WAIT, KEYS_WAIT_CREW, ThinkingNotice
from tests.tui.conftest import SIZE, choose, lift_curtain, wait_for


async def test_while_the_ai_crew_thinks_the_table_sees_who_and_keys_are_dropped(
    save_dir: Path,
) -> None:
    app: Any = JawsApp(save_dir=save_dir)
    app.bot_pace = 1.0
    release = asyncio.Event()
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        await release.wait()

    app.bot_sleep = sleep
    session = GameSession.new("act1", 7, seats={"crew": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start")
        for _ in range(5):
            if waits:
                break
            if session.whose_turn() == "shark":
                await choose(pilot, lambda a: a.kind == "shark_end_turn")
            await pilot.pause(0.05)
        assert await wait_for(pilot, lambda: bool(waits))
        screen = app.screen
        assert isinstance(screen, Act1Screen) and screen.seat == "shark"
        notices = screen.query(ThinkingNotice)
        assert len(notices) == 1 and "is thinking…" in str(notices.first().render())
        focused = app.focused
        before = len(session.log)
        await pilot.press("ctrl+l", "enter", "e", "enter", "u")
        await pilot.pause()
        assert app.focused is focused and len(session.log) == before
        # Said of the crew, to the Shark's player (helper-81: "while the Shark plays").
        said = [n.message for n in app._notifications]
        assert KEYS_WAIT_CREW in said and KEYS_WAIT not in said, said
        # + and - still set the pace while it thinks.
        await pilot.press("plus")
        assert app.bot_pace == 2.0
        await pilot.press("minus", "minus")
        assert app.bot_pace == 0.4
        release.set()
        assert await wait_for(pilot, lambda: len(session.log) > before)
        assert all(e.action.seat == "crew" for e in session.log[before:])
        assert await wait_for(pilot, lambda: session.whose_turn() == "shark", tries=2000)
        await pilot.pause()
        assert not app.screen.query(ThinkingNotice)
        assert waits[-1] == 0.4


async def test_the_ai_crews_act2_setup_plays_without_the_paces_wait(save_dir: Path) -> None:
    """Stop-29 playtest: the AI crew's first Act 2 round kept the table waiting 10-18 s, one
    pace wait for each of its dozen gear and boarding moves. The setup now plays at once (the
    first test here holds the wait for the moves after it)."""
    app: Any = JawsApp(save_dir=save_dir)
    app.bot_pace = 1.0
    waited: list[float] = []

    async def sleep(seconds: float) -> None:
        waited.append(seconds)

    app.bot_sleep = sleep
    session = GameSession.new("act2", 7, seats={"crew": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        boarded = lambda: [e.action.kind for e in session.log].count("board_orca") == 3  # noqa: E731
        assert await wait_for(pilot, boarded, tries=3000)
        assert await wait_for(pilot, lambda: session.whose_turn() == "shark")
        kinds = [e.action.kind for e in session.log]
        assert kinds.count("give_gear") >= 3, kinds
        assert waited == [], waited
        # After the setup the crew's moves wait the pace again (review, stop 30: only Act 1
        # held it): the Shark chooses, then each of the crew's round-1 moves waits 1 s.
        screen = app.screen
        choice = next(a for a in screen.query_one("#menu").actions if a.kind == "shark_choose")
        before = len(session.log)
        await choose(pilot, lambda a: a == choice)
        assert await wait_for(pilot, lambda: len(session.log) > before + 1, tries=3000)
        crew_moves = [e for e in session.log[before:] if e.action.seat == "crew"]
        assert crew_moves and len(waited) >= len(crew_moves), (waited, crew_moves)
        assert set(waited) == {1.0}, waited


async def test_a_move_chosen_before_the_wait_is_dropped_if_the_game_moved_on(
    save_dir: Path,
) -> None:
    """Review: the AI now chooses before the pace's wait. A move made meanwhile makes the
    chosen move stale: it is dropped (None), not submitted as an illegal move that would
    stall the AI crew."""
    app: Any = JawsApp(save_dir=save_dir)
    session = GameSession.new("act1", 7, seats={"crew": SeatControl("bot", "easy")})
    while session.whose_turn() == "shark":  # the Shark starts, then ends its turn at once
        legal = session.legal_actions("shark")
        ends = [a for a in legal if a.kind == "shark_end_turn"]
        session.submit(ends[0] if ends else legal[0])
    assert session.whose_turn() == "crew"

    async def sleep(seconds: float) -> None:
        session.submit(session.legal_actions("crew")[-1])  # a move made during the wait

    app.bot_sleep = sleep
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.session = session
        before = len(session.log)
        assert await app.choose_bot_move(session, "crew") is None
        assert len(session.log) == before + 1  # only the move made during the wait
