"""Every frame the crew's client (and a spectator's) receives during whole games, searched for
the Shark's secrets: none of them is on the wire before the rules reveal it."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from jaws.net import protocol
from jaws.net.client import BotClient
from jaws.net.games import start_chosen
from jaws.net.host import Host
from jaws.session import GameSession
from jaws.views import can_see, visible_events
from tests.net.hosting import code_of, serving

SEED = 8_675_309_123  # distinctive: its digits must never reach the crew
ACT1_SECRETS = ("shark_position", "shark_start", "powers_left", "power_this_round", "plan", "pad")
ACT2_HAND = "hand"
NEVER = {"seed", "rng", "deck", "resurface_deck", "ability_aside", "gear_aside", "ability"}
SHARK_KINDS = {"shark_start", "shark_move", "shark_eat", "shark_end_turn", "shark_choose"}


def _keys(data: Any) -> set[str]:
    if isinstance(data, dict):
        found = set(data)
        for value in data.values():
            found |= _keys(value)
        return found
    if isinstance(data, list):
        return set().union(*(_keys(v) for v in data)) if data else set()
    return set()


def _check_state(message: dict[str, Any], viewer: str) -> None:
    view = message["view"]
    assert view["viewer"] == viewer
    act1, act2 = view["act1"], view["act2"]
    if act1 is not None and act1["phase"] != "over":
        for name in ACT1_SECRETS:
            assert act1[name] in (protocol.HIDDEN_JSON, None), name
    if act2 is not None and view["outcome"] is None:
        assert act2[ACT2_HAND] == protocol.HIDDEN_JSON
        if act2["in_play"] is None:
            assert act2["chosen"] in (protocol.HIDDEN_JSON, None)
        if act2["chum_shown"] is None:
            assert act2["chum_reveal"] in (protocol.HIDDEN_JSON, None)
    assert not _keys(view) & NEVER
    for event in message["events"]:
        decoded = protocol.decode_event(event)
        assert decoded is None or can_see(decoded, viewer), event["kind"]
    if message["legal"]:
        assert view["to_move"] == viewer
        assert not {a["kind"] for a in message["legal"]} & SHARK_KINDS


@pytest.mark.parametrize("mode", ["act1", "act2", "full"])
async def test_no_secret_of_the_shark_reaches_the_crew_or_a_spectator(mode: str) -> None:
    host = Host(None)
    game = host.new_game(mode, 2, SEED)  # type: ignore[arg-type]
    shark_code = code_of(game, "shark")
    frames: dict[str, list[str | bytes]] = {"crew": [], "spectator": []}
    async with serving(host) as url:
        shark = BotClient(url, shark_code, "easy", 1)
        crew = BotClient(url, code_of(game, "crew"), "easy", 2, on_frame=frames["crew"].append)
        watcher = BotClient(url, code_of(game, "spectator"), None, 0)
        watcher.on_frame = frames["spectator"].append
        async with asyncio.timeout(60):
            results = await asyncio.gather(shark.run(), crew.run(), watcher.run())
    assert len({(r.winner, r.reason) for r in results}) == 1
    for viewer, received in frames.items():
        assert len(received) > 5
        for frame in received:
            assert isinstance(frame, str)
            assert shark_code not in frame
            assert str(SEED) not in frame
            message = json.loads(frame)
            if message["type"] == "state":
                _check_state(message, viewer)


async def test_the_crew_gets_no_frame_for_the_sharks_private_steps() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 77)
    frames: list[str | bytes] = []
    async with serving(host) as url:
        shark = BotClient(url, code_of(game, "shark"), "easy", 5)
        crew = BotClient(url, code_of(game, "crew"), "easy", 6, on_frame=frames.append)
        async with asyncio.timeout(60):
            await asyncio.gather(shark.run(), crew.run())
    states = [m for m in map(json.loads, frames) if m["type"] == "state"]  # type: ignore[arg-type]
    # What the crew could see change, move by move, replayed in one process.
    session = game.session
    replay = GameSession.replay(session.mode, session.seed, [], players=2)
    shown, expected, private = protocol.view_json(replay.view("crew")), 1, 0
    for entry in session.log:
        before = replay.state
        replay.submit(entry.action)
        in_phase = entry.action.seat == "shark" and replay.whose_turn() == "shark"
        if in_phase and not start_chosen(before, replay.state):
            private += 1  # within a Shark phase: the crew sees the phase in one update at its end
            continue
        now = protocol.view_json(replay.view("crew"))
        seen = visible_events(entry.events, "crew") or replay.whose_turn() == "crew"
        if now != shown or seen or entry.action.seat == "shark":
            expected += 1
        shown = now
    assert private > 0  # the Shark did take steps the crew may not count
    assert len(states) == expected
    turns = [m["turn"] for m in states]
    assert len(set(turns)) == len(turns)
    assert not [t for t in turns if t.isdigit()]
