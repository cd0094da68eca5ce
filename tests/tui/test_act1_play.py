"""Playing Act 1 through the UI: a whole round, then a seeded act to its end and the replay."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1.events import Act1Ended, RoundStarted
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.replay import ReplayScreen
from tests.tui.conftest import SIZE, choose, lift_curtain, menu_actions, new_app, screen_text
from tests.tui.players import busy_crew, hungry_shark, idle_crew, step


async def test_a_whole_act1_round_through_the_ui(save_dir: Path) -> None:
    app = new_app("act1", 11, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        assert "SHARK ONLY" in screen_text(app)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "N")
        curtains: list[str] = []
        # Event decisions (if the card asks), the Shark's turn and the crew's turn of round 1.
        for _ in range(80):
            if isinstance(app.screen, HandOffScreen):
                curtains.append(app.screen.seat)
            if app.session.view("crew").act1.round == 2:
                break
            if isinstance(app.screen, Act1Screen) and app.screen.seat == "shark":
                actions = menu_actions(pilot)
                # Take a step back once, so the round also exercises the take-back.
                if any(a.kind == "shark_undo" for a in actions) and "undo" not in curtains:
                    curtains.append("undo")
                    await pilot.press("u")
                    await pilot.pause()
                    continue
            await step(pilot, hungry_shark, busy_crew)
        assert app.session.view("crew").act1.round == 2
        assert "crew" in curtains and "undo" in curtains
        crew_log = [e for e in app.session.events_for("crew") if isinstance(e, RoundStarted)]
        assert [e.round for e in crew_log] == [1, 2]
        # The crew acted: at least one search answer is on record.
        record_kinds = {c.kind for c in app.session.view("crew").act1.record}
        assert record_kinds & {"fish_finder_answered", "binoculars_answered", "barrel_launched"}


async def test_a_seeded_act1_reaches_its_end_and_the_replay(save_dir: Path) -> None:
    app = new_app("act1", 5, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(400):
            if isinstance(app.screen, ReplayScreen):
                break
            await step(pilot, hungry_shark, idle_crew)
        assert isinstance(app.screen, ReplayScreen)
        text = screen_text(app)
        assert "Act 1 is over" in text
        pad = app.session.view("spectator").act1.pad
        assert len(pad) >= 1
        assert f"The Shark started at {pad[0].start}" in text
        assert "R1:" in text and "SHARK" in text
        await pilot.press("right")
        await pilot.pause()
        assert f"Round {pad[0].round} of {len(pad)}, step 1" in screen_text(app)
        for _ in range(len(pad) - 1):
            await pilot.press("down")
        await pilot.pause()
        last = screen_text(app)
        assert f"Round {pad[-1].round} of {len(pad)}," in last
        assert "step 0 of" in last or "no move" in last
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "WINS" in screen_text(app)
        # How it ended, from the public events (the playtest's winning roll went unseen).
        assert "How it ended" in screen_text(app)
        # The last thing that happened, and the act's end said once, by the headline
        # ("Act 1 is over: ..." below it repeated it: stop-37 playtest).
        told = app.session.events_for("crew")
        assert isinstance(told[-1], Act1Ended)
        card = " ".join(screen_text(app).replace("┃", " ").split())  # its lines wrap
        assert str(told[-2]) in card
        assert "Act 1 is over" not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "TitleScreen"


async def test_usable_at_100x30(save_dir: Path) -> None:
    from jaws.tui.widgets.action_menu import ActionMenu
    from jaws.tui.widgets.amity_map import AmityMap

    app = new_app("act1", 11, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        board = app.screen.query_one(AmityMap)
        menu = app.screen.query_one(ActionMenu)
        assert board.size.height >= 16 and board.size.width >= 50
        assert menu.size.height >= 6
        text = screen_text(app)
        for label in ("N Beach", "SHOP", "7 Amity PD", "Start at 1", "f1 Rules", "^s Save"):
            assert label in text, label
