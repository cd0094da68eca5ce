"""Issue 11.4: an AI Shark whose timing tells nothing.

Its whole phase is planned off the UI thread, then shown at a fixed moment in one update. The
tests count the waits and updates and read a fake clock: none of them sleeps or times anything.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jaws.bots import make_bot
from jaws.session import GameSession, SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.rules import RulesScreen
from jaws.tui.shark_turns import KEYS_WAIT, THINKING, ThinkingNotice, plan_phase, visible_wait
from jaws.tui.table_moments import MomentCard
from tests.tui.conftest import SIZE, acknowledge, lift_curtain, wait_for

PERIOD = 1.5


class FakeClock:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


class SlowThinker:
    """The real bot, but its thinking takes (fake) time that depends on what it sees; its first
    decision takes `first` seconds (a busy machine)."""

    def __init__(self, bot: Any, clock: FakeClock, first: float = 0.0) -> None:
        self.bot = bot
        self.clock = clock
        self.first = first

    def observe(self, view: Any) -> None:
        self.bot.observe(view)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        self.clock.now += self.first + 0.01 + 0.02 * (len(str(legal[0])) % 5)
        self.first = 0.0
        return self.bot.choose(view, legal)


def test_the_wait_tops_every_phase_up_to_whole_periods() -> None:
    assert visible_wait(0.13, PERIOD) == pytest.approx(1.37)
    assert visible_wait(0.83, PERIOD) == pytest.approx(0.67)
    assert visible_wait(0.0, PERIOD) == pytest.approx(PERIOD)
    assert visible_wait(2.0, PERIOD) == pytest.approx(1.0)
    assert visible_wait(0.4, 0.0) == 0.0
    # After one slow plan (2.0 s), quick ones show as long: the long plans stand out no more.
    assert visible_wait(0.1, PERIOD, slowest=2.0) == pytest.approx(2.9)
    assert visible_wait(1.6, PERIOD, slowest=2.0) == pytest.approx(1.4)


def test_planning_a_phase_leaves_the_game_alone_and_plays_as_stepping_would() -> None:
    session = GameSession.new("act1", 21)
    state = session.state
    plan, failed = plan_phase(make_bot("shark", "hard", 5), session)
    assert not failed and plan and session.state is state and session.log == []
    stepping = make_bot("shark", "hard", 5)
    stepped = []
    while session.whose_turn() == "shark":
        action = stepping.choose(session.view("shark"), session.legal_actions("shark"))
        session.submit(action)
        stepped.append(action)
    assert plan == stepped


@pytest.mark.parametrize(
    ("mode", "first", "shown"),
    [("act1", 0, PERIOD), ("act2", 0, PERIOD), ("act1", 2.0, 2 * PERIOD)],
)
async def test_every_ai_shark_phase_shows_at_the_same_moment_in_one_update(
    save_dir: Path, mode: str, first: float, shown: float
) -> None:
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    app.shark_phase_seconds = PERIOD
    clock = FakeClock()
    app.shark_clock = clock  # type: ignore[assignment]
    bots = {"shark": SeatControl("bot", "hard"), "crew": SeatControl("bot", "easy")}
    session = GameSession.new(mode, 8, seats=bots)  # type: ignore[arg-type]
    phases: list[dict[str, Any]] = []
    advances = [0]
    original_advance = app.advance
    original_submit_planned = app.submit_planned
    original_show = app.show_thinking

    def advance() -> None:
        advances[0] += 1
        original_advance()

    def show_thinking(thinking: bool, line: str = THINKING) -> None:
        # The Shark's phases only: the AI crew now says "Quint is thinking…" through the same call.
        if thinking and line == THINKING:
            phases.append({"started": clock.now, "log": len(session.log)})
        original_show(thinking, line)

    async def sleep(seconds: float) -> None:
        phase = phases[-1]
        phase["shown_after"] = clock.now - phase["started"] + seconds
        # Nothing of the plan is on the table while the crew waits.
        phase["log_while_waiting"] = len(session.log)
        phase["waits"] = phase.get("waits", 0) + 1

    def submit_planned(plan: list[Any]) -> None:
        before = advances[0]
        original_submit_planned(plan)
        phases[-1].update(steps=len(plan), updates=advances[0] - before)

    app.advance = advance  # type: ignore[method-assign]
    app.show_thinking = show_thinking  # type: ignore[method-assign]
    app.shark_sleep = sleep  # type: ignore[assignment]
    app.submit_planned = submit_planned  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        app.bots["shark"] = SlowThinker(make_bot("shark", "hard", 3), clock, first)
        app.bots["crew"] = make_bot("crew", "easy", 4)  # seeded: the same game every run
        await pilot.pause()
        await lift_curtain(pilot)
        # Act 1 to its end; Act 2 (longer) for its first dozen Shark phases.
        assert await wait_for(
            pilot,
            lambda: session.whose_turn() is None or len([p for p in phases if "steps" in p]) >= 12,
            tries=30000,
        )
    done = [p for p in phases if "steps" in p]
    assert len(done) >= 4 and len({p["steps"] for p in done}) >= 2, done
    assert max(p["steps"] for p in done) >= 3
    for phase in done:
        assert phase["shown_after"] == pytest.approx(shown)
        assert phase["waits"] == 1 and phase["updates"] == 1
        assert phase["log_while_waiting"] == phase["log"]


async def test_while_the_ai_shark_thinks_the_crew_sees_so_and_its_keys_are_dropped(
    save_dir: Path,
) -> None:
    app = JawsApp(save_dir=save_dir)
    app.shark_phase_seconds = PERIOD
    release = asyncio.Event()
    waiting = asyncio.Event()

    async def sleep(seconds: float) -> None:
        waiting.set()
        await release.wait()

    app.shark_sleep = sleep  # type: ignore[assignment]
    session = GameSession.new("act1", 12, seats={"shark": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, waiting.is_set)
        screen = app.screen
        assert isinstance(screen, Act1Screen) and screen.seat == "crew"
        notices = screen.query(ThinkingNotice)
        assert len(notices) == 1 and THINKING in str(notices.first().render())
        shown = app.show_deduction
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert app.screen is screen
        assert session.log == []
        # Said, once (helper-79's "Tab 1 Tab" vanished in silence), and gone as the turn shows.
        said = [n.message for n in app._notifications]
        assert said.count(KEYS_WAIT) == 1, said
        # d only looks at public clues: it works meanwhile (stop-36 playtest).
        await pilot.press("d")
        await pilot.pause()
        assert app.show_deduction != shown
        shown = app.show_deduction
        # ? opens the keys page, as F1 opens the rules (helper-80), and Esc closes it.
        await pilot.press("question_mark")
        assert await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen))
        await pilot.press("escape")
        assert await wait_for(pilot, lambda: app.screen is screen)
        release.set()
        assert await wait_for(pilot, lambda: len(session.log) > 0)
        await pilot.pause()
        if isinstance(app.screen, MomentCard):  # the Shark's announcement, read by the crew
            await acknowledge(pilot)
        assert not app.screen.query(ThinkingNotice)
        assert KEYS_WAIT not in [n.message for n in app._notifications]
        await pilot.press("d")
        await pilot.pause()
        assert app.show_deduction != shown


async def test_a_game_loaded_while_the_ai_shark_thinks_gets_its_own_shark(
    save_dir: Path,
) -> None:
    app = JawsApp(save_dir=save_dir)
    app.shark_phase_seconds = PERIOD
    release = asyncio.Event()
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        await release.wait()

    app.shark_sleep = sleep  # type: ignore[assignment]
    first = GameSession.new("act1", 12, seats={"shark": SeatControl("bot", "easy")})
    second = GameSession.new("act1", 13, seats={"shark": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(first)
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: len(waits) == 1)
        app.begin(second)  # e.g. resumed from the title while the first Shark was planning
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: len(waits) == 2)
        assert app.shark_thinking
        release.set()
        assert await wait_for(pilot, lambda: len(second.log) > 0)
        assert first.log == []
        await pilot.pause()
        assert not app.shark_thinking and not app.screen.query(ThinkingNotice)
