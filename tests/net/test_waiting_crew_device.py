"""Helper-48: in a hosted 3-player game, while the other crew device's member took his Act 1
turn, this crew device showed an empty list, said nothing of what it waited for, and its keys
vanished in silence. It now says who is taking his turn and who waits for him."""

from __future__ import annotations

import asyncio

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
