"""Playing Act 2 through the UI, and going from the end of Act 1 straight on to Act 2."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.engine.act2.events import OrcaRoundStarted
from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.replay import ReplayScreen
from tests.tui.conftest import SIZE, dom_text, lift_curtain, new_app, screen_text, wait_for
from tests.tui.players import (
    hungry_shark,
    idle_crew,
    plain_shark_act2,
    steady_crew_act2,
    step,
    step_act2,
)


async def test_a_whole_act2_round_through_the_ui(save_dir: Path) -> None:
    app = new_app("act2", 8, save_dir)
    seen_seats: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(120):
            view = app.session.view("crew").act2
            if view.round >= 2 or app.session.outcome is not None:
                break
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                seen_seats.append(screen.seat)
            if isinstance(screen, Act2Screen) and screen.seat == "crew":
                # The crew never sees the Shark's locked-in option or its hand.
                text = screen_text(app) + dom_text(app)
                assert "SHARK ONLY" not in text
                assert "You chose option" not in text and "Chum would show" not in text
                if view.phase == "prepare":
                    assert "CHOSEN" not in text
                shark = app.session.view("shark").act2
                revealed = shark.played_card if view.played_card else None
                for card in shark.hand:
                    name = app.content.act2.ability_of(card).name
                    if revealed is None or app.content.act2.ability_of(revealed).name != name:
                        assert name not in text, f"the Shark's card {name} shown to the crew"
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        crew_events = app.session.events_for("crew")
        rounds = [e.round for e in crew_events if isinstance(e, OrcaRoundStarted)]
        assert rounds[:2] == [1, 2]
        assert "shark" in seen_seats and "crew" in seen_seats
        crew_kinds = {getattr(e, "kind", "") for e in app.session.events_for("crew")}
        assert {"shark_resurfaced", "dice_rolled"} <= crew_kinds


def nearly_finished_act1(seed: int) -> GameSession:
    """A full game played (without the UI) until the Shark is two swimmers from ending Act 1."""
    session = GameSession.new("full", seed)
    for _ in range(5000):
        view: Any = session.view(session.whose_turn() or "crew")
        if view.act1.track >= 7 and view.act1.phase == "shark":
            return session
        seat = session.whose_turn()
        assert seat is not None
        policy = hungry_shark if seat == "shark" else idle_crew
        session.submit(policy(view, session.legal_actions(seat)))
    raise AssertionError("the Shark never got near the end of Act 1")


async def test_full_game_goes_from_the_act1_replay_on_to_act2(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(nearly_finished_act1(2))
        await pilot.pause()
        for _ in range(200):
            if isinstance(app.screen, ReplayScreen):
                break
            await step(pilot, hungry_shark, idle_crew)
        assert isinstance(app.screen, ReplayScreen)
        assert "Act 2 hands" in screen_text(app)
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, Act2Screen))
        assert "Act 2: The Orca" in screen_text(app)
