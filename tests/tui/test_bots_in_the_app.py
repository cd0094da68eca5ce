"""AI seats in the app: the bot moves in a worker while the people watch their own side's
screen, and the crew's where-could-it-be overlay (public clues only) is toggled with d."""

from __future__ import annotations

import asyncio
from pathlib import Path

from jaws.bots import make_bot
from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.table_moments import MomentCard
from jaws.tui.widgets.amity_map import AmityMap
from tests.tui.conftest import SIZE, acknowledge, dom_text, lift_curtain, screen_text, wait_for
from tests.tui.players import busy_crew, hungry_shark, step
from tests.tui.test_no_leak import leaks


async def test_an_ai_shark_never_shows_its_screen_to_the_crew(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    session = GameSession.new("act1", 12, seats={"shark": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        # The app's bots draw fresh entropy; a seeded one keeps this game reaching round 3.
        app.bots["shark"] = make_bot("shark", "easy", 12)
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "crew"
        await lift_curtain(pilot)
        for _ in range(120):
            await pilot.pause()
            if session.view("crew").act1.round >= 3:
                break
            screen = app.screen
            assert not (isinstance(screen, Act1Screen) and screen.seat == "shark")
            if isinstance(screen, MomentCard):  # the AI Shark's announcement
                await step(pilot, hungry_shark, busy_crew)
            elif isinstance(screen, Act1Screen) and session.whose_turn() == "crew":
                assert leaks(app) == []
                await step(pilot, hungry_shark, busy_crew)
            else:
                await pilot.pause(0.05)
        assert session.view("crew").act1.round >= 3
        if isinstance(app.screen, MomentCard):  # round 3's announcement, read by the crew
            await acknowledge(pilot)
        # The overlay: every space it marks is possible, and the true one is among them.
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "crew"
        await pilot.press("d")
        await pilot.pause()
        possible = app.shark_possibilities()
        assert possible
        truth = session.view("shark").act1
        position = truth.plan.position if truth.plan else truth.shark_position
        assert position in possible
        drawn = app.screen.query_one(AmityMap).plain_text()
        assert drawn.count("?") == len(possible) and "%" not in drawn
        assert leaks(app) == []
        assert "SHARK ONLY" not in screen_text(app) + dom_text(app)


async def test_two_ai_seats_play_act1_to_the_replay_and_on_into_act2(save_dir: Path) -> None:
    from jaws.tui.screens.act2 import Act2Screen
    from jaws.tui.screens.replay import ReplayScreen

    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    bots = {"shark": SeatControl("bot", "easy"), "crew": SeatControl("bot", "easy")}
    session = GameSession.new("full", 5, seats=bots)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        # Nobody plays: the table watches the crew's screen, which holds no secret.
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "crew"
        await lift_curtain(pilot)
        for _ in range(2000):
            if isinstance(app.screen, ReplayScreen):
                break
            assert not (isinstance(app.screen, Act1Screen) and app.screen.seat == "shark")
            await pilot.pause(0.01)
        assert isinstance(app.screen, ReplayScreen)
        # Paced from here: at full speed the bots can finish all of Act 2 between two checks.
        app.bot_pace = 0.2
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, Act2Screen))
        assert app.screen.seat == "crew"
        assert app.is_running


async def test_the_rules_stay_open_while_an_ai_moves(save_dir: Path) -> None:
    from jaws.tui.screens.rules import RulesScreen

    app = JawsApp(save_dir=save_dir)
    # The AI Shark's phase lands when the test says (its fixed moment), not after a sleep.
    moment = asyncio.Event()

    async def until_the_moment(seconds: float) -> None:
        await moment.wait()

    app.shark_sleep = until_the_moment  # type: ignore[assignment]
    session = GameSession.new("act1", 4, seats={"shark": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        moves_before = len(session.log)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        moment.set()
        await wait_for(pilot, lambda: len(session.log) > moves_before)
        assert len(session.log) > moves_before, "the AI kept playing"
        assert isinstance(app.screen, RulesScreen), "and the rules stayed open"
