"""Stop-38 playtest: on a joined device, keys typed faster than the host answers were lost.
"a5" ate a swimmer and dropped the "5"; "Sr" moved Quint to S and dropped the rescue, with no
word. Between a move sent and its answer the device offered nothing, so the keys took nothing.
At one table the same fast sequences all worked. Keys typed while a move is on its way now wait
for its answer, then are taken in order."""

from __future__ import annotations

import asyncio

from textual import events

from jaws.engine.act1 import actions as A
from jaws.net.client import BotClient
from jaws.net.host import Host
from jaws.tui.app import JawsApp
from tests.net.hosting import code_of, serving
from tests.net.test_remote_app import SIZE, until, until_my_turn


async def test_keys_typed_before_the_hosts_answer_are_taken_after_it() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=11)
    async with serving(host) as url:
        shark = asyncio.create_task(BotClient(url, code_of(game, "shark"), "easy", 3).run())
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        try:
            async with app.run_test(size=SIZE) as pilot:
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
        finally:
            shark.cancel()
