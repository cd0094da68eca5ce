"""The Textual app on a hosted game (`jaws join URL`): one seat's screen fed from the wire.

Each test runs a host, the app (Pilot) and any bot clients in one event loop over loopback;
every wait is bounded."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from textual.pilot import Pilot

from jaws.net.client import BotClient
from jaws.net.host import CREW_MOVED_FIRST, Host, HostedGame
from jaws.net.remote_session import RemoteSession
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.join import JoinScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.table_moments import MomentCard
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.views import CrewView, SharkView
from tests.net.hosting import code_of, free_port, serving
from tests.tui.conftest import screen_text

SIZE = (120, 40)
TRIES = 1500  # pauses of 10 ms: 15 s at most for anything to arrive


async def until(pilot: Pilot[Any], condition: Callable[[], bool], tries: int = TRIES) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError("timed out")


def my_turn(app: Any) -> bool:
    session = app.session
    screen = app.screen
    return (
        session is not None
        and session.ready
        and bool(session.legal_actions(session.seat))
        and isinstance(screen, Act1Screen)
        and bool(screen.query(ActionMenu))
        and bool(screen.query_one(ActionMenu).actions)
    )


async def until_my_turn(pilot: Pilot[Any], app: Any) -> None:
    """Until the seat may move; on the crew's device, the card with the Shark's announcement
    (tests/net/test_remote_shark_phase.py) is acknowledged on the way."""
    for _ in range(TRIES):
        if my_turn(app):
            return
        if isinstance(app.screen, MomentCard) and app.screen.is_armed():
            await pilot.press("enter")
        await pilot.pause(0.01)
    raise AssertionError("timed out")


async def make_a_move(pilot: Pilot[Any], wanted: Callable[[Any], bool] = lambda a: True) -> Any:
    """Press Enter on the first `wanted` action offered (a second Enter if it asks to
    confirm)."""
    menu = pilot.app.screen.query_one(ActionMenu)
    menu.focus()
    row = menu.option_index_of(wanted)
    assert row is not None
    menu.highlighted = row
    action = menu.actions[int(menu.get_option_at_index(row).id)]
    await pilot.press("enter")
    if getattr(pilot.app.screen, "pending", None) == action:
        await pilot.press("enter")
    return action


@asynccontextmanager
async def crew_app_against_a_bot_shark(
    seed: int, bot_seed: int = 3
) -> AsyncIterator[tuple[Host, HostedGame, Any, Pilot[Any]]]:
    """A hosted Act 1 game: the app joined as the crew, an easy bot as the Shark's device."""
    host = Host(None)
    game = host.new_game("act1", 2, seed=seed)
    async with serving(host) as url:
        shark = asyncio.create_task(BotClient(url, code_of(game, "shark"), "easy", bot_seed).run())
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        try:
            async with app.run_test(size=SIZE) as pilot:
                yield host, game, app, pilot
        finally:
            shark.cancel()


@pytest.fixture
def views_decoded(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every view a remote session (the app's, not a bot's) took from the wire."""
    seen: list[Any] = []
    real = RemoteSession._take_state

    def recording(self: RemoteSession, message: Any) -> None:
        real(self, message)
        seen.append(self._view)

    monkeypatch.setattr(RemoteSession, "_take_state", recording)
    return seen


async def test_a_crew_app_moves_against_a_bot_shark_and_never_holds_the_sharks_view(
    views_decoded: list[Any],
) -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=11)
    frames: list[str | bytes] = []
    async with serving(host) as url:
        shark = asyncio.create_task(BotClient(url, code_of(game, "shark"), "easy", 3).run())
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        try:
            async with app.run_test(size=SIZE) as pilot:
                await until_my_turn(pilot, app)
                app.session.on_frame = frames.append
                assert not any(isinstance(s, HandOffScreen) for s in app.screen_stack)
                assert app.screen.seat == "crew"
                before = len(game.session.log)
                action = await make_a_move(pilot)
                await until(pilot, lambda: len(game.session.log) > before)
                assert game.session.log[before].action == action
                await until(pilot, lambda: bool(frames))  # the host's answer came back
        finally:
            shark.cancel()
    assert views_decoded
    assert all(isinstance(v, CrewView) and v.viewer == "crew" for v in views_decoded)
    assert not any(isinstance(v, SharkView) for v in views_decoded)


async def test_the_hosts_refusal_is_shown_in_its_sentence() -> None:
    async with crew_app_against_a_bot_shark(12, bot_seed=4) as (_, game, app, pilot):
        await until_my_turn(pilot, app)
        app.session._turn = "stale"  # as if this device answered an older position
        before = len(game.session.log)
        await make_a_move(pilot)
        await until(pilot, lambda: bool(app._notifications))
        shown = [n.message for n in app._notifications]
        # A crew device's stale move is most often another crew device's first: said so
        # ("an earlier position ... a replayed or stale message" told two players pressing
        # at once nothing they could act on: helper-48).
        assert any(m.endswith(CREW_MOVED_FIRST) for m in shown), shown
        assert len(game.session.log) == before  # the host changed nothing
        await until(pilot, lambda: my_turn(app))  # and the seat may move again


async def test_a_typed_wrong_code_is_refused_on_the_join_screen_and_asked_again() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=13)
    async with serving(host) as url:
        app = JawsApp(remote_url=url)
        async with app.run_test(size=SIZE) as pilot:
            assert isinstance(app.screen, JoinScreen)
            await pilot.press(*"nope", "enter")
            problem = app.screen.query_one("#problem")
            await until(pilot, lambda: "opens no seat" in str(problem.render()))
            await pilot.press(*code_of(game, "crew"), "enter")
            await until(pilot, lambda: isinstance(app.screen, Act1Screen))
            assert app.screen.seat == "crew"


async def test_a_wrong_code_on_the_command_line_ends_the_app_with_one_line() -> None:
    host = Host(None)
    host.new_game("act1", 2, seed=14)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code="wrong")
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.return_code is not None)
    assert app.return_code == 1
    assert app.remote_problem == (
        "jaws join: That code opens no seat in any game here: it is mistyped, or its game is over."
    )


async def test_a_spectator_watches_the_spectators_view_then_the_replay_at_the_acts_end(
    views_decoded: list[Any],
) -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=15)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "spectator"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, Act1Screen))
            assert app.screen.seat == "spectator"
            await until(pilot, lambda: "SPECTATOR" in screen_text(app))
            assert not app.screen.query_one(ActionMenu).actions  # a spectator has no move
            bots = [
                asyncio.create_task(BotClient(url, code_of(game, seat), "easy", n).run())
                for n, seat in enumerate(("shark", "crew"))
            ]
            try:
                await until(pilot, lambda: isinstance(app.screen, ReplayScreen), tries=6000)
                assert game.session.outcome is not None
                # A joined device has no title screen: its Enter closes the app (helper-66).
                await until(pilot, lambda: "Enter: close this device's game" in screen_text(app))
                await pilot.press("enter")
                await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
                await until(pilot, lambda: "closes this device's game" in screen_text(app))
            finally:
                for bot in bots:
                    bot.cancel()
    assert views_decoded
    assert all(isinstance(v, CrewView) and v.viewer == "spectator" for v in views_decoded)


async def test_a_spectator_follows_a_full_game_into_act_2_after_the_replay() -> None:
    host = Host(None)
    game = host.new_game("full", 2, seed=16)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "spectator"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, Act1Screen))
            bots = [
                asyncio.create_task(BotClient(url, code_of(game, seat), "easy", n).run())
                for n, seat in enumerate(("shark", "crew"))
            ]
            try:
                await until(pilot, lambda: isinstance(app.screen, ReplayScreen), tries=6000)
                replay_at = len(game.session.log)
                # Act 2 goes on at the host: the replay stays on this screen until Enter.
                await until(pilot, lambda: len(game.session.log) > replay_at + 5, tries=6000)
                await pilot.pause(0.2)
                assert isinstance(app.screen, ReplayScreen)
                await pilot.press("enter")
                await until(
                    pilot,
                    lambda: isinstance(app.screen, (Act2Screen, GameOverScreen)),
                    tries=6000,
                )
                assert app.session.act == 2
                await until(pilot, lambda: isinstance(app.screen, GameOverScreen), tries=6000)
            finally:
                for bot in bots:
                    bot.cancel()


async def test_the_sharks_own_device_plays_the_shark_against_a_bot_crew() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=17)
    async with serving(host) as url:
        crew = asyncio.create_task(BotClient(url, code_of(game, "crew"), "easy", 5).run())
        app = JawsApp(remote_url=url, remote_code=code_of(game, "shark"))
        try:
            async with app.run_test(size=SIZE) as pilot:
                await until(pilot, lambda: my_turn(app))
                assert app.screen.seat == "shark"
                assert isinstance(app.session.view("shark"), SharkView)
                assert not any(isinstance(s, HandOffScreen) for s in app.screen_stack)
                before = len(game.session.log)
                action = await make_a_move(pilot)
                await until(pilot, lambda: len(game.session.log) > before)
                assert game.session.log[before].action == action
        finally:
            crew.cancel()


async def test_no_host_at_the_address_ends_the_app_at_once_with_one_line() -> None:
    app = JawsApp(remote_url=f"ws://127.0.0.1:{free_port()}", remote_code="any")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.return_code is not None, tries=500)
    assert app.return_code == 1
    assert app.remote_problem is not None
    assert app.remote_problem.startswith("jaws join: cannot reach a host at ws://127.0.0.1:")
    assert "\n" not in app.remote_problem
    # In a player's words, not "([Errno 111] Connect call failed ...)" (helper-48).
    assert app.remote_problem.endswith(
        ": nothing answers there (is `jaws host` running, on that port?)"
    )
    assert "Errno" not in app.remote_problem
