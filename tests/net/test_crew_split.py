"""Each crew player's device plays the crew members the rulebook's split gives that player: it
is offered only their moves, and a move for another player's member is refused."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from jaws.bots import make_bot
from jaws.engine.actions import action_to_data
from jaws.net import protocol
from jaws.net.client import BotClient
from jaws.net.host import CREW_DECISIONS, Host, HostedGame, plays_for
from tests.net.hosting import serving


def _to_crew_member_move(host: Host, game: HostedGame) -> list[object]:
    """Play the Shark (a bot) until the crew has a move for one member; those moves."""
    session = game.session
    shark = make_bot("shark", "easy", 3)
    for _ in range(200):
        seat = session.whose_turn()
        if seat == "crew":
            moves = [a for a in session.legal_actions("crew") if getattr(a, "member", None)]
            if moves:
                return moves
            action = session.legal_actions("crew")[0]
            assert host.play(game, "crew", game.turn, action_to_data(action), 2) is None
            continue
        assert seat == "shark"
        action = shark.choose(session.view("shark"), session.legal_actions("shark"))
        assert host.play(game, "shark", game.turn, action_to_data(action), 1) is None
    raise AssertionError("the crew never had a move of its own")


@pytest.mark.parametrize("players", [3, 4])
def test_a_move_for_another_players_member_is_refused(players: int) -> None:
    host = Host(None)
    game = host.new_game("act1", players, 12)
    session = game.session
    moves: list[Any] = _to_crew_member_move(host, game)
    move = next(m for m in moves if m.kind not in CREW_DECISIONS)
    member = move.member
    owners = [p for p in range(2, players + 1) if member in session.members_of(p)]
    others = [p for p in range(2, players + 1) if p not in owners]
    before = len(session.log)
    if others:
        reason = host.play(game, "crew", game.turn, action_to_data(move), others[0])
        assert reason is not None and member.capitalize() in reason
        assert len(session.log) == before
    assert host.play(game, "crew", game.turn, action_to_data(move), owners[-1]) is None
    assert len(session.log) == before + 1


async def test_four_devices_play_a_whole_game_each_offered_only_its_own_moves() -> None:
    host = Host(None)
    game = host.new_game("act1", 4, 13)
    session = game.session
    frames: dict[int, list[str | bytes]] = {2: [], 3: [], 4: []}
    async with serving(host) as url:
        clients = [BotClient(url, game.codes[0].code, "easy", 1)]
        for code in game.codes[1:4]:
            clients.append(
                BotClient(url, code.code, "easy", code.player, on_frame=frames[code.player].append)
            )
        async with asyncio.timeout(60):
            results = await asyncio.gather(*(c.run() for c in clients))
    assert session.outcome is not None
    assert len({(r.winner, r.reason) for r in results}) == 1
    for player, received in frames.items():
        members = session.members_of(player)
        messages = [json.loads(frame) for frame in received]
        offered = [
            action
            for message in messages
            if message["type"] == "state"
            for action in protocol.decode_actions(message["legal"])
        ]
        assert offered
        assert all(plays_for(action, members) for action in offered)
