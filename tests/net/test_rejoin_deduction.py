"""A crew device that joins a hosted game mid-game (or rejoins after a drop, as a new app) has
the same "Where could it be?" as one that watched from the start: the host sends the public
board of each past Shark turn with its first frame (stop-36 playtest: after a rejoin the
overlay was off for the rest of the game)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from jaws.bots import make_bot
from jaws.deduction.belief import ModelTracker
from jaws.engine.actions import action_to_data
from jaws.net import protocol
from jaws.net.games import shark_turn_boards
from jaws.net.host import Host, HostedGame
from jaws.replay import views_along
from jaws.tui.app import JawsApp
from tests.net.hosting import code_of
from tests.net.test_remote_app import SIZE, until


def _play_to_round(host: Host, game: HostedGame, round_no: int) -> None:
    """Easy bots play the game (no device connected) until Act 1's `round_no` begins."""
    bots = {seat: make_bot(seat, "easy", 4) for seat in ("shark", "crew")}
    session = game.session
    while session.state.act1 is not None and session.state.act1.round < round_no:
        seat = session.whose_turn()
        assert seat is not None and session.outcome is None
        action = bots[seat].choose(session.view(seat), session.legal_actions(seat))
        turn = game.turn if seat == "shark" else game.public.turn
        player = 1 if seat == "shark" else 2
        assert host.play(game, seat, turn, action_to_data(action), player) is None


def _watched_from_the_start(game: HostedGame) -> ModelTracker:
    session = game.session
    tracker = ModelTracker(session.state.content)
    upto = game.public.log
    for view in views_along(
        session.mode, session.seed, session.actions[:upto], "crew", session.state.content
    ):
        tracker.observe(view)
    return tracker


def test_the_boards_are_the_ones_a_device_watching_from_the_start_saw() -> None:
    host = Host(None, phase_seconds=0)
    game = host.new_game("act1", 2, 21)
    _play_to_round(host, game, 4)
    boards = shark_turn_boards(game.session, game.public.log)
    watched = _watched_from_the_start(game)
    assert [b.round for b in boards] == [1, 2, 3]
    assert boards == [watched.context(r) for r in (1, 2, 3)]
    # Sent as JSON and read back unchanged.
    again = protocol.decode_boards(json.loads(protocol.encode_boards(boards)))
    assert again == boards


async def test_a_crew_device_joining_in_round_4_has_the_whole_deduction() -> None:
    host = Host(None, phase_seconds=0)
    game = host.new_game("act1", 2, 21)
    # Off the event loop: the host then shows each Shark phase at once (no timer to wait for).
    await asyncio.to_thread(_play_to_round, host, game, 4)
    expected = _watched_from_the_start(game).likelihoods()
    server = await host.serve("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    app: Any = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
    try:
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.session is not None and app.session.ready)
            await pilot.pause()
            assert app.tracker is not None
            assert not any("is off" in n.message for n in app._notifications)
            shown = app.tracker.likelihoods()
            assert set(shown) == set(expected)  # the same possible spaces: exact
            assert all(abs(shown[s] - expected[s]) < 1e-9 for s in expected)
    finally:
        server.close()
        await server.wait_closed()


def test_the_sharks_connection_gets_no_boards() -> None:
    from tests.net.test_pacing import FakeHost

    fake = FakeHost()
    game = fake.host.new_game("act1", 2, 21)
    fake.connect(game, "shark", 1, "shark")
    fake.connect(game, "crew", 2, "crew")
    shark_first = json.loads(next(t for _, _, t in fake.received["shark"] if '"state"' in t))
    assert "boards" not in shark_first


async def test_the_crew_may_look_at_where_it_could_be_while_the_shark_plays() -> None:
    """Stop-36 playtest: on a crew device `d` did nothing while "The Shark is taking its
    turn…" (keys are dropped then, so that none acts on the next screen)."""
    from jaws.net.client import BotClient
    from tests.net.hosting import serving

    host = Host(None, phase_seconds=30)  # the Shark's phase stays held for the whole test
    game = host.new_game("act1", 2, 21)
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.session is not None and app.session.ready)
            shark = asyncio.create_task(BotClient(url, code_of(game, "shark"), "easy", 3).run())
            try:
                await until(pilot, lambda: game.session.whose_turn() == "crew")
                await until(pilot, app.drops_key)  # the crew's device waits on the Shark
                assert app.tracker is not None and not app.show_deduction
                await pilot.press("d")
                await pilot.pause()
                assert app.show_deduction
            finally:
                shark.cancel()


def test_a_sharks_device_joining_late_gets_the_replays_boards() -> None:
    """helper-66: a Shark device that rejoined drew every round of the end-of-act replay on
    the last board (the crew's, swimmers and barrels at the act's end), where the crew's
    device drew each round's. The Shark's first frame now carries the replay's boards (the
    crew's public view as each Shark turn began), never the crew's deduction boards."""
    from jaws.net.games import frames
    from jaws.net.host import Client, SeatCode
    from jaws.net.remote_session import RemoteSession

    host = Host(None, phase_seconds=0)
    game = host.new_game("act1", 2, 21)
    _play_to_round(host, game, 4)
    code = next(c for c in game.codes if c.seat == "shark")
    shark = Client("shark", SeatCode(code.code, "shark", 1))  # type: ignore[arg-type]
    [(_, text)] = frames(game, [shark])
    first = json.loads(text)
    assert "boards" not in first
    assert [board["act1"]["round"] for board in first["replay"]] == [1, 2, 3]
    # The device keeps them for its replay.
    remote = RemoteSession("ws://unused", code_of(game, "shark"))
    remote.welcome = protocol.Welcome(
        v=protocol.PROTOCOL_VERSION,
        type="welcome",
        game="g",
        seat="shark",
        player=1,
        members=[],
        mode="act1",
        players=2,
    )
    message = protocol.parse_host(json.dumps(first))
    assert isinstance(message, protocol.StateMessage)
    remote._take_state(message)
    assert {1, 2, 3} <= set(remote.shark_turn_boards)
    assert remote.shark_turn_boards[1].round == 1
