"""Helper-48: in a hosted 3-player game, while the other crew device's member took his Act 1
turn, this crew device showed an empty list, said nothing of what it waited for, and its keys
vanished in silence. It now says who is taking his turn and who waits for him."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from jaws.ids import NAMES
from jaws.net.client import BotClient
from jaws.net.host import Host
from jaws.tui.app import JawsApp
from jaws.tui.table_moments import MomentCard
from tests.net.hosting import serving
from tests.net.test_remote_app import SIZE, until
from tests.tui.conftest import acknowledge, screen_text


async def test_a_crew_device_says_whose_turn_it_waits_for() -> None:
    host = Host(None)
    game = host.new_game("act1", 3, seed=20)
    codes = {(c.seat, c.player): c.code for c in game.codes}
    async with serving(host) as url:
        # The Shark and player 2's crew device are bots; player 2 plays slowly enough for
        # this device to be seen waiting mid-turn.
        shark = asyncio.create_task(BotClient(url, codes[("shark", 1)], "easy", 3).run())
        other = asyncio.create_task(BotClient(url, codes[("crew", 2)], "easy", 5, think=1.0).run())
        app = JawsApp(remote_url=url, remote_code=codes[("crew", 3)])
        try:
            async with app.run_test(size=SIZE) as pilot:

                def others_turn_under_way() -> bool:
                    act1 = game.session.state.act1
                    return (
                        act1 is not None
                        and act1.phase == "crew"
                        and act1.active is not None
                        and game.session.state.act1.active
                        not in app.session.members_of(app.session.player)
                    )

                said = ""
                for _ in range(6000):  # polls of 10 ms; cards on the way are acknowledged
                    if isinstance(app.screen, MomentCard):
                        await acknowledge(pilot)
                        continue
                    act1 = game.session.state.act1
                    if others_turn_under_way() and act1 is not None and act1.active:
                        said = f"{NAMES[act1.active]} (P2) is taking his turn"
                        if said in screen_text(app):
                            break
                    await pilot.pause(0.01)
                else:
                    raise AssertionError(f"never said {said!r}")
                await pilot.press("S")
                await until(
                    pilot,
                    lambda: any(
                        n.message.startswith("“S” takes nothing now: ") and said in n.message
                        for n in app._notifications
                    ),
                )
        finally:
            shark.cancel()
            other.cancel()


def _to_quints_turn(host: Host, game: Any, quint_moves: int) -> None:
    """Bots play round 1 on the host up to the Crew Phase; player 3's Brody and Hooper take
    their whole turns, then player 2's Quint makes `quint_moves` moves."""
    from jaws.bots import make_bot
    from jaws.engine.actions import action_to_data
    from jaws.net.games import plays_for

    session = game.session
    shark, crew = make_bot("shark", "easy", 3), make_bot("crew", "easy", 4)
    while session.state.act1.phase != "crew":
        seat = session.whose_turn()
        bot = shark if seat == "shark" else crew
        action = bot.choose(session.view(seat), session.legal_actions(seat))
        turn = game.turn if seat == "shark" else game.public.turn
        player = 1 if seat == "shark" else 3
        assert host.play(game, seat, turn, action_to_data(action), player) is None
    for player, members, moves in ((3, ("brody", "hooper"), None), (2, ("quint",), quint_moves)):
        made = 0
        while moves is None or made < moves:
            a1 = session.state.act1
            if moves is None and all(m in a1.done for m in members):
                break
            legal = [a for a in session.legal_actions("crew") if plays_for(a, members)]
            if moves is not None:  # Quint moves (never ending his turn)
                legal = [a for a in legal if a.kind == "crew_move"]
            action = crew.choose(session.view("crew"), legal)
            assert host.play(game, "crew", game.public.turn, action_to_data(action), player) is None
            made += 1


def prompt_of(app: Any) -> str:
    from jaws.tui.widgets.text_panel import TextPanel

    prompts = app.screen.query("#prompt")
    shown = prompts.first(TextPanel).shown if prompts else None
    return shown.plain if shown is not None else ""


@pytest.mark.parametrize(
    ("quint_moves", "said"),
    [
        (0, "Quint (P2) has yet to act; yours are done."),
        (1, "Quint (P2) is taking the crew's last turn."),
    ],
)
async def test_a_crew_device_whose_members_are_done_says_who_is_left(
    quint_moves: int, said: str
) -> None:
    """Helper-51: with Brody and Hooper done on this device and Quint still to act on the
    other, this device's list was empty and its prompt said nothing."""
    host = Host(None, phase_seconds=0)
    game = host.new_game("act1", 3, seed=7)
    await asyncio.to_thread(_to_quints_turn, host, game, quint_moves)
    codes = {(c.seat, c.player): c.code for c in game.codes}
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=codes[("crew", 3)])
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.session is not None and app.session.ready)
            await until(pilot, lambda: said in prompt_of(app))
            await pilot.press("S")
            await until(
                pilot,
                lambda: any(
                    n.message == f"“S” takes nothing now: {said}" for n in app._notifications
                ),
            )
