"""A Power token that works through an action (Feeding Frenzy, Speed Burst) is marked in the
Shark's menu once its turn has no action left: played then, it is spent for nothing (the
playtest spent one with 'actions used 3/3')."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.session import GameSession
from jaws.tui.app import JawsApp
from tests.tui.conftest import SIZE

IDLE = "(no action left to use it)"


def shark_with_actions_left(session: GameSession, wanted_left: int) -> None:
    """Play the game on until the Shark's turn has `wanted_left` actions left (moving)."""
    for _ in range(200):
        seat = session.whose_turn()
        legal = list(session.legal_actions(seat)) if seat else []
        act1 = session.view("shark").act1
        assert act1 is not None and seat is not None
        plan = act1.plan
        if seat == "shark" and act1.phase == "shark" and plan is not None:
            if plan.actions_total - plan.actions_used == wanted_left:
                return
            moves = [a for a in legal if a.kind == "shark_move" and len(a.path) == 1]
            session.submit(moves[0])
            continue
        session.submit(legal[0])
    raise AssertionError("the Shark's turn never came")


async def test_action_powers_are_marked_when_no_action_is_left(save_dir: Path) -> None:
    app: Any = JawsApp(save_dir=save_dir)
    session = GameSession.new("act1", 5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.session = session
        shark_with_actions_left(session, 1)
        powers = [a for a in session.legal_actions("shark") if a.kind == "play_power"]
        assert powers and not any(IDLE in app.action_label(a) for a in powers)
        shark_with_actions_left(session, 0)
        labels = {
            a.power: app.action_label(a)
            for a in session.legal_actions("shark")
            if a.kind == "play_power"
        }
        assert IDLE in labels["feeding_frenzy"] and IDLE in labels["speed_burst"]
        assert IDLE not in labels["evasive_moves"] and IDLE not in labels["out_of_sight"]
