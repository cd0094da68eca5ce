"""The bot client never hangs: a move the host failed to record is sent again, and a move the
host keeps refusing ends the client with one line."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from jaws.net.client import BotClient, JoinError
from jaws.net.host import Host
from jaws.net.store import Store, StoreError
from jaws.saves.seal import keyfile_seal
from tests.net.hosting import code_of, serving


async def test_a_move_the_host_failed_to_record_is_sent_again(tmp_path) -> None:
    store = Store(tmp_path / "host.db", keyfile_seal())
    host = Host(store)
    game = host.new_game("act1", 2, 31)
    real_append = store.append
    failures = [3, 40]  # the moves whose first write fails (the disk was full, say)

    def flaky_append(game_id: str, seq: int, action: Any, finished: bool) -> None:
        if seq in failures:
            failures.remove(seq)
            raise StoreError("Cannot write the host file: disk full.")
        real_append(game_id, seq, action, finished)

    store.append = flaky_append  # type: ignore[method-assign]
    async with serving(host) as url:
        clients = [BotClient(url, code_of(game, s), "easy", n) for n, s in enumerate(SEATS)]
        async with asyncio.timeout(60):
            results = await asyncio.gather(*(c.run() for c in clients))
    assert failures == []
    assert sum(r.refusals for r in results) == 2
    assert game.session.outcome is not None
    assert len({(r.winner, r.reason) for r in results}) == 1
    store.close()


SEATS = ("shark", "crew")


async def test_a_move_refused_again_and_again_ends_the_client_in_one_line() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, 32)
    host.play = lambda *args: "No move is allowed today."  # type: ignore[method-assign]
    async with serving(host) as url:
        client = BotClient(url, code_of(game, "shark"), "easy", 1)
        with pytest.raises(JoinError, match="refused this seat's move: No move") as caught:
            async with asyncio.timeout(30):
                await client.run()
    assert "\n" not in str(caught.value)
    assert client.refusals == 4


async def test_a_wrong_code_ends_the_client_in_one_line() -> None:
    host = Host(None)
    host.new_game("act1", 2, 33)
    async with serving(host) as url:
        with pytest.raises(JoinError, match="opens no seat"):
            async with asyncio.timeout(30):
                await BotClient(url, "wrong-code", "easy", 1).run()
