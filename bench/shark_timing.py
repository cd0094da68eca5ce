"""AI Shark timing: how long each Shark phase shows on the crew's screen, by its number of steps.

Plays Act 1 headless in the real app (App.run_test) with the hard AI Shark and the easy AI crew
(the crew's own pacing set to 0). A phase's visible time runs from the screen update that handed
the turn to the Shark to the update that shows the Shark's moves; its thinking time is the time
spent planning. The last line printed is
`shark_timing phases=<n> spread_ms=<max-min visible> one_step_ms=<mean> five_step_ms=<mean>`.

    .venv/bin/python bench/shark_timing.py [--games 3] [--period 1.5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.session import GameSession, SeatControl
from jaws.tui import shark_turns
from jaws.tui.app import JawsApp
from jaws.tui.screens.handoff import HandOffScreen

Phase = tuple[int, float, float]  # steps, visible seconds, thinking seconds


async def play(seed: int, period: float, phases: list[Phase]) -> None:
    """One Act 1 game; appends every Shark phase it played."""
    app = JawsApp(save_dir=tempfile.mkdtemp())
    app.bot_pace = 0
    app.shark_phase_seconds = period
    bots = {"shark": SeatControl("bot", "hard"), "crew": SeatControl("bot", "easy")}
    session = GameSession.new("act1", seed, seats=bots)
    began: list[float] = []
    thinking: list[float] = []
    original_advance, original_submit = app.advance, app.submit_planned
    original_plan = shark_turns.plan_phase

    def advance() -> None:
        original_advance()
        # From the update that shows the crew's screen with the Shark to move (not from a
        # curtain that is still down).
        on_curtain = isinstance(app.screen, HandOffScreen)
        if session.whose_turn() == "shark" and not began and not on_curtain:
            began.append(time.perf_counter())

    def timed_plan(bot: Any, game: GameSession) -> Any:
        start = time.perf_counter()
        try:
            return original_plan(bot, game)
        finally:
            thinking.append(time.perf_counter() - start)

    def submit_planned(plan: list[Any]) -> None:
        if began:
            visible = time.perf_counter() - began.pop()
            phases.append((len(plan), visible, thinking.pop() if thinking else 0.0))
        original_submit(plan)

    app.advance = advance  # type: ignore[method-assign]
    app.submit_planned = submit_planned  # type: ignore[method-assign]
    shark_turns.plan_phase = timed_plan  # type: ignore[assignment]
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            app.begin(session)
            await pilot.pause()
            while session.whose_turn() is not None:
                screen = app.screen
                if isinstance(screen, HandOffScreen) and screen.is_armed():
                    await pilot.press(screen.lift_key)
                await pilot.pause(0.05)
    finally:
        shark_turns.plan_phase = original_plan


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--period", type=float, default=JawsApp.shark_phase_seconds)
    args = parser.parse_args()
    phases: list[Phase] = []
    for seed in range(1, args.games + 1):
        asyncio.run(play(seed, args.period, phases))
    by_steps: dict[int, list[Phase]] = defaultdict(list)
    for phase in phases:
        by_steps[phase[0]].append(phase)
    for steps in sorted(by_steps):
        rows = by_steps[steps]
        visible = [ms(p[1]) for p in rows]
        think = [ms(p[2]) for p in rows]
        print(
            f"{steps} steps: {len(rows):3d} phases, visible {min(visible):.0f}-{max(visible):.0f} "
            f"ms (mean {statistics.mean(visible):.0f}), thinking {min(think):.0f}-"
            f"{max(think):.0f} ms"
        )
    every = [ms(p[1]) for p in phases]
    one = [ms(p[1]) for p in by_steps.get(1, [])]
    five = [ms(p[1]) for p in by_steps.get(5, [])]
    print(
        f"shark_timing phases={len(phases)} spread_ms={max(every) - min(every):.0f} "
        f"one_step_ms={mean(one)} five_step_ms={mean(five)}"
    )
    return 0


def ms(seconds: float) -> float:
    return seconds * 1000


def mean(values: list[float]) -> str:
    return f"{statistics.mean(values):.0f}" if values else "n/a"


if __name__ == "__main__":
    sys.exit(main())
