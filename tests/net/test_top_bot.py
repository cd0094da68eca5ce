"""`jaws join --ai top`: the search bots take a seat over the wire like the other levels."""

from __future__ import annotations

import asyncio

from jaws.bots import LEVELS
from jaws.net.client import BotClient
from jaws.net.commands import join_parser
from jaws.net.host import Host
from tests.net.hosting import code_of, serving


def test_join_offers_every_level_make_bot_knows() -> None:
    for level in LEVELS:
        options = join_parser().parse_args(["ws://127.0.0.1:1", "--code", "c", "--ai", level])
        assert options.ai == level
    assert "top" in LEVELS


async def test_top_bots_play_both_seats_over_the_wire() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=21)
    moves: list[int] = []
    async with serving(host) as url:
        clients = [
            BotClient(url, code_of(game, seat), "top", n, on_move=lambda m, _s: moves.append(m))
            for n, seat in enumerate(("shark", "crew"))
        ]
        tasks = [asyncio.create_task(client.run()) for client in clients]
        try:
            async with asyncio.timeout(120):
                while len(game.session.log) < 12:  # the Shark's turn and the crew's answers
                    await asyncio.sleep(0.05)
        finally:
            for task in tasks:
                task.cancel()
    assert {entry.action.kind for entry in game.session.log} & {"end_crew_turn", "crew_move"}
    assert all(client.refusals == 0 for client in clients)
