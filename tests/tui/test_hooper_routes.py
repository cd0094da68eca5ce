"""Stop-30 playtest: Hooper's Act 1 move menu listed "Hooper moves to 1 → N" beside "Hooper
moves to N", and the longer route had no key (only where he ends up counts). The menu now
lists one move per place, each with its key."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.tui.conftest import SIZE, menu_actions, new_app
from tests.tui.players import to_the_crews_act1_turn


async def test_hoopers_menu_lists_each_place_once_and_every_move_has_a_key(
    save_dir: Path,
) -> None:
    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        screen = await to_the_crews_act1_turn(pilot)
        legal = [
            a
            for a in session.legal_actions("crew")
            if a.kind == "crew_move" and a.member == "hooper"
        ]
        # The engine offers both routes to N (the playtest's case).
        assert {("1", "N"), ("N",)} <= {a.path for a in legal}
        listed = [a for a in menu_actions(pilot) if a.kind == "crew_move" and a.member == "hooper"]
        ends = [a.path[-1] for a in listed]
        assert len(ends) == len(set(ends)) and set(ends) == {a.path[-1] for a in legal}
        assert ("N",) in [a.path for a in listed] and ("1", "N") not in [a.path for a in listed]
        for action in listed:
            assert screen.keys_for(action), f"{action} has no key"
