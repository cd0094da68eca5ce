"""A device that loses the host keeps trying for `patience` seconds from the drop, however long
its connection had lasted (stop-33 playtest: a client connected for longer than its patience
gave up at once when the host went away, as the window was counted from the opening)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from jaws.net import client as client_module
from jaws.net import remote_session as remote_module
from jaws.net.client import BotClient, DropWindow, JoinError
from jaws.net.remote_session import RemoteSession

PATIENCE = 0.2
CONNECTED_FOR = 0.5  # longer than the patience


class FakeConnect:
    """Stands for websockets' connect: every attempt opens."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def __aenter__(self) -> object:
        return SimpleNamespace(close_code=None)  # a connection the host never closed for good

    async def __aexit__(self, *exc: object) -> bool:
        return False


def long_then_back(finish: object) -> Any:
    """A _play that holds its first connection for CONNECTED_FOR seconds and then loses it;
    the next connection finishes the game with `finish`."""
    calls: list[int] = []

    async def play(self: Any, ws: object) -> object:
        calls.append(1)
        if len(calls) == 1:
            await asyncio.sleep(CONNECTED_FOR)
            raise ConnectionClosed(None, None)
        return finish

    return play


async def test_a_joined_device_reconnects_after_a_long_connection_drops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(remote_module, "connect", FakeConnect)
    monkeypatch.setattr(RemoteSession, "_play", long_then_back(True))
    session = RemoteSession("ws://127.0.0.1:9", "code")
    session.welcome = object()  # type: ignore[assignment]  # it had joined
    await asyncio.wait_for(session.run(patience=PATIENCE), timeout=5)


async def test_a_bot_client_reconnects_after_a_long_connection_drops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    done = object()
    monkeypatch.setattr(client_module, "connect", FakeConnect)
    monkeypatch.setattr(BotClient, "_play", long_then_back(done))
    bot = BotClient("ws://127.0.0.1:9", "code", "easy", 1)
    assert await asyncio.wait_for(bot.run(patience=PATIENCE), timeout=5) is done


async def test_a_host_that_stays_away_is_given_up_after_the_patience(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class NeverOpens(FakeConnect):
        async def __aenter__(self) -> object:
            raise OSError("connection refused")

    opened = []

    async def play(self: Any, ws: object) -> object:
        opened.append(1)
        await asyncio.sleep(CONNECTED_FOR)
        monkeypatch.setattr(remote_module, "connect", NeverOpens)
        raise ConnectionClosed(None, None)

    monkeypatch.setattr(remote_module, "connect", FakeConnect)
    monkeypatch.setattr(RemoteSession, "_play", play)
    session = RemoteSession("ws://127.0.0.1:9", "code")
    session.welcome = object()  # type: ignore[assignment]
    with pytest.raises(JoinError, match="lost the host"):
        await asyncio.wait_for(session.run(patience=PATIENCE), timeout=5)
    assert opened == [1]


def test_the_window_counts_from_the_last_contact() -> None:
    window = DropWindow(10.0)
    window.heard -= 11.0
    assert window.spent()
    window.contact()
    assert not window.spent()
