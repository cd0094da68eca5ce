"""A seat whose device leaves a hosted game is named to the other devices, and again when it is
back (the playtest killed the Shark's client and the crew waited on "The Shark is taking its
turn…" with no word). The Remote session hands the notice to the app."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from jaws.net import protocol
from jaws.net.client import JoinError
from jaws.net.host import Host
from jaws.net.remote_session import RemoteSession
from tests.net.hosting import code_of, serving

TIMEOUT = 10.0


async def _join(url: str, code: str) -> ClientConnection:
    ws = await connect(url, max_size=protocol.MAX_FRAME)
    await ws.send(protocol.hello(code))
    for expected in ("welcome", "state"):
        async with asyncio.timeout(TIMEOUT):
            message = json.loads(await ws.recv())
        assert message["type"] == expected, message
    return ws


async def _next_notice(ws: ClientConnection) -> str:
    async with asyncio.timeout(TIMEOUT):
        while True:
            message: dict[str, Any] = json.loads(await ws.recv())
            if message["type"] == "notice":
                text: str = message["text"]
                return text


async def test_the_crew_is_told_when_the_sharks_device_leaves_and_comes_back() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 7)
    async with serving(host) as url:
        shark = await _join(url, code_of(game, "shark"))
        crew = await _join(url, code_of(game, "crew"))
        await shark.close()
        assert await _next_notice(crew) == (
            "The Shark's device has left the game: it can join again with its code. "
            "The game goes on until that seat must play, then waits for it."
        )
        shark = await _join(url, code_of(game, "shark"))
        assert await _next_notice(crew) == "The Shark's device is back."
        await crew.close()
        assert await _next_notice(shark) == (
            "Player 2 (crew)'s device has left the game: it can join again with its code. "
            "The game goes on until that seat must play, then waits for it."
        )
        await shark.close()


async def test_a_device_taking_a_seat_from_another_is_not_news() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 8)
    async with serving(host) as url:
        shark = await _join(url, code_of(game, "shark"))
        first = await _join(url, code_of(game, "crew"))
        crew = await _join(url, code_of(game, "crew"))  # the crew's code on a second device
        await _closed(first)
        with pytest.raises(TimeoutError):  # the crew's seat is still played: no news
            async with asyncio.timeout(0.5):
                await _next_notice(shark)
        watcher = await _join(url, code_of(game, "spectator"))
        await watcher.close()  # nothing waits on a spectator: no news either
        with pytest.raises(TimeoutError):
            async with asyncio.timeout(0.5):
                await _next_notice(shark)
        await shark.close()  # the first notice the crew gets is about the Shark
        assert (await _next_notice(crew)).startswith("The Shark's device has left")
        await crew.close()


async def _closed(ws: ClientConnection) -> None:
    """Read `ws` to its end: it must be closed by the host with the seat-taken code."""
    async with asyncio.timeout(TIMEOUT):
        with contextlib.suppress(ConnectionClosed):
            async for _ in ws:
                pass
    assert ws.close_code == protocol.SEAT_TAKEN


@pytest.mark.parametrize("seat", ["shark", "crew"])
async def test_a_second_device_on_a_seat_takes_it_and_the_first_is_told_why(seat: str) -> None:
    """Stop-36 playtest: a second device with a seat's code opened it silently, and both
    played it (a Shark's code seen over a shoulder let a second screen watch its secrets)."""
    host = Host(None)
    game = host.new_game("act1", 2, 9)
    async with serving(host) as url:
        first = RemoteSession(url, code_of(game, seat))
        running = asyncio.create_task(first.run(patience=5.0))
        async with asyncio.timeout(TIMEOUT):
            while not first.ready:
                await asyncio.sleep(0.01)
        second = await _join(url, code_of(game, seat))
        with pytest.raises(JoinError) as stopped:
            async with asyncio.timeout(TIMEOUT):
                await running  # ended, not reconnecting to take the seat back
        assert str(stopped.value) == protocol.SEAT_TAKEN_WHY
        assert [c.ws for c in host.games[game.game_id].clients if c.seat.seat == seat] != []
        assert len([c for c in host.games[game.game_id].clients if c.seat.seat == seat]) == 1
        await second.close()


async def test_any_number_of_spectators_share_their_code() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 10)
    async with serving(host) as url:
        watchers = [await _join(url, code_of(game, "spectator")) for _ in range(3)]
        await asyncio.sleep(0.2)
        assert all(ws.close_code is None for ws in watchers)
        assert len(host.games[game.game_id].clients) == 3
        for ws in watchers:
            await ws.close()


async def test_a_notice_reaches_the_app_through_the_remote_session() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 9)
    async with serving(host) as url:
        shark = await _join(url, code_of(game, "shark"))
        remote = RemoteSession(url, code_of(game, "crew"))
        heard: list[str] = []
        remote.on_notice = heard.append
        running = asyncio.create_task(remote.run())
        try:
            async with asyncio.timeout(TIMEOUT):
                while not any(c.seat.seat == "crew" for c in game.clients):
                    await asyncio.sleep(0.01)
            await shark.close()
            async with asyncio.timeout(TIMEOUT):
                while not heard:
                    await asyncio.sleep(0.01)
        finally:
            running.cancel()
        assert heard == [
            "The Shark's device has left the game: it can join again with its code. "
            "The game goes on until that seat must play, then waits for it."
        ]


async def test_the_crews_waiting_line_says_the_sharks_device_is_away(tmp_path: Any) -> None:
    """Stop-33 playtest: with the Shark's device gone, the crew's line still read "The Shark
    is taking its turn…" under a passing notice. The line now says the game waits for the
    Shark's device, until it is back."""
    from textual.widgets import Static

    from jaws.net.notices import SHARK_SEAT_NAME, device_back, device_left
    from jaws.tui.app import JawsApp
    from jaws.tui.shark_turns import REMOTE_THINKING, SHARK_AWAY, ThinkingNotice

    app: Any = JawsApp(save_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.screen.mount(ThinkingNotice(REMOTE_THINKING))
        await pilot.pause()

        def line() -> str:
            notice: Static = app.screen.query_one(ThinkingNotice)
            return str(notice.render())

        app.remote_notice(device_left(SHARK_SEAT_NAME))
        await pilot.pause()
        assert line() == SHARK_AWAY and app.shark_away
        app.remote_notice(device_left("Player 2 (crew)"))  # another seat: the line stays
        await pilot.pause()
        assert line() == SHARK_AWAY
        app.remote_notice(device_back(SHARK_SEAT_NAME))
        await pilot.pause()
        assert line() == REMOTE_THINKING and not app.shark_away


async def test_the_hosts_terminal_is_told_who_joins_and_leaves_without_a_code() -> None:
    """Stop-36 playtest: the host's terminal said nothing after printing the codes."""
    host = Host(None)
    game = host.new_game("act1", 2, 11)
    told: list[str] = []
    host.on_seat = told.append
    async with serving(host) as url:
        crew = await _join(url, code_of(game, "crew"))
        await crew.close()
        async with asyncio.timeout(TIMEOUT):
            while len(told) < 2:
                await asyncio.sleep(0.01)
        crew = await _join(url, code_of(game, "crew"))
        second = await _join(url, code_of(game, "crew"))
        await _closed(crew)
        await second.close()
        async with asyncio.timeout(TIMEOUT):
            while len(told) < 6:
                await asyncio.sleep(0.01)
    who = f"{game.game_id}: Player 2 (crew)'s"
    assert told == [
        f"{who} device joined",
        f"{who} device left",
        f"{who} device is back",
        f"{who} device joined",
        f"{who} older device is closed: a newer one took the seat",
        f"{who} device left",
    ]
    assert not any(code.code in line for line in told for code in game.codes)


def test_a_resumed_games_codes_are_listed_shark_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from jaws.net.commands import _announce

    host = Host(None)
    game = host.new_game("act1", 3, 12)
    game.codes.reverse()  # as a store may give them back
    _announce(game, "ws://127.0.0.1:8765")
    lines = capsys.readouterr().out.splitlines()[1:]
    assert [line.split(":")[0].strip() for line in lines] == [
        "player 1 shark",
        "player 2 crew (quint, hooper)",
        "player 3 crew (brody, hooper)",
        "spectators",
    ]


def test_a_crew_seats_name_gives_its_player_and_other_names_give_none() -> None:
    from jaws.net.notices import crew_player_named, crew_seat_name

    assert crew_player_named(crew_seat_name(3)) == 3
    assert crew_player_named("Player 12 (crew)") == 12
    for other in ("The Shark", "Player (crew)", "Player two (crew)", "Player 2 (crew) and more"):
        assert crew_player_named(other) is None, other
