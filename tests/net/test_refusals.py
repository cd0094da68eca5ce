"""Malformed frames, wrong codes, replayed and out-of-turn moves, 1 MB frames: each refused,
nothing changes, and the game goes on."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from jaws.engine.actions import action_to_data
from jaws.net import protocol
from jaws.net.host import Host, HostedGame, seat_codes
from tests.net.hosting import code_of, serving

TIMEOUT = 10.0


async def _receive(ws: ClientConnection) -> dict[str, Any]:
    async with asyncio.timeout(TIMEOUT):
        message: dict[str, Any] = json.loads(await ws.recv())
    return message


async def _join(url: str, code: str) -> tuple[ClientConnection, dict[str, Any]]:
    ws = await connect(url, max_size=protocol.MAX_FRAME)
    await ws.send(protocol.hello(code))
    welcome = await _receive(ws)
    assert welcome["type"] == "welcome", welcome
    state = await _receive(ws)
    assert state["type"] == "state"
    return ws, state


async def _refusal(ws: ClientConnection, frame: str) -> str:
    await ws.send(frame)
    answer = await _receive(ws)
    assert answer["type"] == "refused", answer
    reason: str = answer["reason"]
    assert reason and "\n" not in reason
    return reason


async def _closed(ws: ClientConnection) -> int | None:
    with pytest.raises(ConnectionClosed):
        async with asyncio.timeout(TIMEOUT):
            while True:
                await ws.recv()
    return ws.close_code


def _snapshot(game: HostedGame) -> tuple[int, Any]:
    return len(game.session.log), game.session.view("shark")


async def test_bad_messages_are_refused_and_the_game_goes_on() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 3)
    async with serving(host) as url:
        shark, first = await _join(url, code_of(game, "shark"))
        crew, _ = await _join(url, code_of(game, "crew"))
        assert first["view"]["to_move"] == "shark" and first["legal"]
        move = first["legal"][0]
        before = _snapshot(game)
        out_of_turn = protocol.dump(protocol.Act(v=1, type="act", turn=first["turn"], action=move))
        assert "Shark's turn" in await _refusal(crew, out_of_turn)
        bad = {"v": 1, "type": "act", "turn": first["turn"], "action": move}
        assert "extra" in await _refusal(shark, json.dumps({**bad, "extra": 1}))
        assert "version" in await _refusal(shark, json.dumps({**bad, "v": 9}))
        teleport = json.dumps({**bad, "action": {"kind": "teleport"}})
        assert "not an action" in await _refusal(shark, teleport)
        act2_move = json.dumps({**bad, "action": {"kind": "crew_ready"}})
        await _refusal(shark, act2_move)  # the engine's own sentence
        assert "already has its seat" in await _refusal(shark, protocol.hello("again"))
        stale = json.dumps({**bad, "turn": "an-old-turn"})
        assert "stale" in await _refusal(shark, stale)
        assert _snapshot(game) == before
        await shark.send(json.dumps(bad))
        after = await _receive(shark)
        assert after["type"] == "state" and after["turn"] != first["turn"]
        assert (await _receive(crew))["turn"] == after["turn"]
        assert "replayed" in await _refusal(shark, json.dumps(bad))
        assert len(game.session.log) == 1
        await shark.close()
        await crew.close()


@pytest.mark.parametrize("frame", [b"\x00\xff", "{garbage", "x" * (1024 * 1024)])
async def test_garbage_or_a_huge_frame_closes_that_connection_only(frame: str | bytes) -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 4)
    async with serving(host) as url:
        shark, first = await _join(url, code_of(game, "shark"))
        intruder, _ = await _join(url, code_of(game, "spectator"))
        await intruder.send(frame)
        assert await _closed(intruder) in (1003, 1009)
        move = protocol.dump(
            protocol.Act(v=1, type="act", turn=first["turn"], action=first["legal"][0])
        )
        await shark.send(move)
        assert (await _receive(shark))["turn"] != first["turn"]
        assert len(game.session.log) == 1
        await shark.close()


async def test_a_wrong_code_takes_no_seat() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 5)
    async with serving(host) as url:
        for frame in (protocol.hello("not-a-code"), "{}", json.dumps({"v": 1, "type": "act"})):
            ws = await connect(url)
            await ws.send(frame)
            answer = await _receive(ws)
            assert answer["type"] == "refused"
            assert await _closed(ws) == 1008
        assert game.clients == set()


async def test_a_spectator_cannot_move() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 6)
    async with serving(host) as url:
        shark, first = await _join(url, code_of(game, "shark"))
        watcher, _ = await _join(url, code_of(game, "spectator"))
        move = protocol.dump(
            protocol.Act(v=1, type="act", turn=first["turn"], action=first["legal"][0])
        )
        assert "spectator" in await _refusal(watcher, move)
        assert len(game.session.log) == 0
        await shark.close()
        await watcher.close()


async def test_a_connection_that_never_says_hello_is_closed() -> None:
    host = Host(None)
    host.new_game("act1", 2, 8)
    host.hello_timeout = 0.2
    async with serving(host) as url:
        silent = await connect(url)
        assert await _closed(silent) == 1008


def test_codes_are_random_and_never_look_like_an_option() -> None:
    codes = [c.code for _ in range(500) for c in seat_codes(4)]
    assert len(set(codes)) == len(codes)
    assert not [c for c in codes if c.startswith("-")]
    assert all(len(c) >= 16 for c in codes)


def test_the_move_sent_is_the_engine_action() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 7)
    legal = game.session.legal_actions("shark")
    assert protocol.decode_action(action_to_data(legal[0])) == legal[0]
