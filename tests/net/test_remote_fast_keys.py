"""Stop-38 playtest: on a joined device, keys typed faster than the host answers were lost.
"a5" ate a swimmer and dropped the "5"; "Sr" moved Quint to S and dropped the rescue, with no
word. Between a move sent and its answer the device offered nothing, so the keys took nothing.
At one table the same fast sequences all worked. Keys typed while a move is on its way now wait
for its answer, then are taken in order."""

from __future__ import annotations

from textual import events

from jaws.engine.act1 import actions as A
from tests.net.test_remote_app import crew_app_against_a_bot_shark, until, until_my_turn


async def test_keys_typed_before_the_hosts_answer_are_taken_after_it() -> None:
    async with crew_app_against_a_bot_shark(11) as (_, game, app, pilot):
        await until_my_turn(pilot, app)
        screen = app.screen
        member = screen.selected
        move = next(
            e
            for e in screen.label_entries(member)
            if e.action.kind == "crew_move" and len(e.keys) == 1
        )
        before = len(game.session.log)
        # The move, and at once its member's end of turn (which asks to confirm), as a
        # terminal delivers two keys typed together: one after the other, no pause.
        for char in (move.keys[0].lower(), "e"):
            app.post_message(events.Key(char, char))
        await until(pilot, lambda: len(game.session.log) > before)
        assert game.session.log[before].action == move.action
        await until(pilot, lambda: app.screen.pending == A.EndCrewTurn(member))
