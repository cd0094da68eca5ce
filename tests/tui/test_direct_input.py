"""Direct input: stable verb keys, typed labels, Tab for the crew member, one confirming key
for what cannot be undone, map clicks, and the highlight resting on the end of the turn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.amity_map import AmityMap, label_cell, space_at
from tests.tui.conftest import SIZE, lift_curtain, new_app, wait_for


async def press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def last_actions(app: Any, n: int = 1) -> list[str]:
    return [str(e.action) for e in app.session.log[-n:]]


async def to_crew_round_one(pilot: Pilot[Any]) -> Any:
    """Seed 7, 2 players: the Shark starts at 5, goes to W and eats twice; the crew's turn."""
    app: Any = pilot.app
    await pilot.pause()
    await lift_curtain(pilot)
    await press(pilot, "5")  # the start: it draws round 1's Event card, so it asks first
    assert app.screen.pending is not None and app.session.log == []
    await press(pilot, "enter")  # then straight on to the Shark's first turn
    assert last_actions(app) == ["Shark starts at 5"]
    await press(pilot, "W", "a", "a", "e")
    assert app.screen.pending is not None  # ending the Shark's turn asks to confirm
    assert last_actions(app, 3) == ["Shark moves W", "Shark eats a swimmer", "Shark eats a swimmer"]
    await press(pilot, "enter")
    await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
    await lift_curtain(pilot)
    assert isinstance(app.screen, Act1Screen) and app.screen.seat == "crew"
    return app


async def test_a_crew_round_by_keys(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        screen = app.screen
        assert screen.selected == "quint"
        # Tab twice selects Hooper; typing a space two away moves him there.
        await press(pilot, "tab", "tab")
        assert screen.selected == "hooper"
        await press(pilot, "2")
        assert last_actions(app) == ["Hooper moves to 1 → 2"]
        # The Fish Finder answers: it waits for one confirming key; other keys do nothing,
        # Esc cancels.
        before = len(app.session.log)
        await press(pilot, "f", "x", "2", "escape")
        assert len(app.session.log) == before and screen.pending is None
        await press(pilot, "f", "enter")
        assert last_actions(app) == ["Hooper uses the Fish Finder"]
        # A label no action allows takes nothing.
        await press(pilot, "W")
        assert len(app.session.log) == before + 1
        await press(pilot, "e", "enter")
        assert last_actions(app) == ["Hooper ends the turn"]
        # The screen chose Quint for the player: a first Tab keeps him (helper-58: a Tab
        # meant for the one chosen skipped him), a second moves on.
        assert screen.selected == "quint"
        await press(pilot, "tab")
        assert screen.selected == "quint"
        # Brody: Tab from Quint, walk to S, look out, to 6, close W (the only empty beach:
        # `c` alone waits for the beach to be named, stop-32); his last action ends his turn,
        # which cannot be taken back, so it asks for Enter.
        await press(pilot, "tab", "S", "b", "enter", "6", "c")
        assert screen.opened == "c" and len(app.session.log) == before + 5
        await press(pilot, "W")
        assert screen.pending is not None and len(app.session.log) == before + 5
        await press(pilot, "enter")
        assert last_actions(app, 4) == [
            "Brody moves to S",
            "Brody uses the Binoculars",
            "Brody moves to 6",
            "Brody closes beach W",
        ]
        # Quint: `l` opens the launch; the map marks the spaces it may reach.
        await press(pilot, "4", "l")
        assert screen.opened == "l"
        drawn = screen.query_one(AmityMap).plain_text()
        assert "[4]" in drawn and "[8 Dock]" in drawn and "[N Beach]" not in drawn
        await press(pilot, "4", "enter")
        assert last_actions(app, 2) == ["Quint moves to 4", "Quint launches a barrel at 4"]


async def test_act2_prepare_by_keys_and_the_highlight_ends_on_ready(save_dir: Path) -> None:
    app = new_app("act2", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        # Gear and boarding through the app (not the subject here), then the Shark's choice.
        while session.state.act2.phase != "prepare":
            seat = session.whose_turn()
            app.submit(session.legal_actions(seat)[0])
            await pilot.pause()
        for _ in range(3):
            if not isinstance(app.screen, HandOffScreen):
                break
            await lift_curtain(pilot)
        screen = app.screen
        assert screen.seat == "crew"
        for member in ("quint", "brody", "hooper"):
            assert screen.selected == member
            weapons = [
                a for a in screen.offered if a.kind == "choose_weapon" and a.member == member
            ]
            await press(pilot, "1")  # before a weapon is ready the digits pick the weapon
            assert last_actions(app) == [str(weapons[0])]
            zones = [a for a in screen.offered if a.kind == "place_target" and a.member == member]
            await press(pilot, str(zones[-1].zone))
            assert last_actions(app) == [str(zones[-1])]
        # Typed actions leave nothing under Enter (a habitual Enter after a typed action took
        # the next row: stop-33 playtest, third look); "e" and its confirming Enter ready.
        assert screen.query_one(ActionMenu).highlighted_action() is None
        await press(pilot, "e")
        assert screen.pending is not None and last_actions(app) != ["The crew is ready"]
        await press(pilot, "enter")
        assert "The crew is ready" in [str(e.action) for e in session.log]


async def test_a_map_click_moves_the_selected_member(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        board = app.content.act1
        game_map = app.screen.query_one(AmityMap)
        width, height = game_map.size.width, game_map.size.height
        # A click on Hooper's space selects him; a click on 6 then moves him there.
        at = label_cell(board, "5", width, height)
        assert space_at(board, *at, width, height) == "5"
        await pilot.click("#map", offset=at)
        await pilot.pause()
        assert app.screen.selected == "hooper"
        await pilot.click("#map", offset=label_cell(board, "6", width, height))
        await pilot.pause()
        assert last_actions(app) == ["Hooper moves to N → 6"]


async def test_u_takes_back_the_crews_move_but_not_an_answer(save_dir: Path) -> None:
    from tests.tui.conftest import dom_text

    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        before = app.session.view("crew")
        await press(pilot, "tab", "tab", "2")
        assert last_actions(app) == ["Hooper moves to 1 → 2"]
        await press(pilot, "u")
        assert app.session.view("crew") == before
        assert "Taken back: Hooper moves to 1 → 2" in dom_text(app)
        await press(pilot, "f", "enter", "u")
        assert last_actions(app) == ["Hooper uses the Fish Finder"]
        assert app.session.view("crew").act1.positions["hooper"] == "5"
