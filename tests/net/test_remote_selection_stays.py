"""Helper-51: on a joined device that plays two crew members, Tab chose Hooper and "3"
readied his Rifle; when the host answered, the selection was back on Brody, and the next key,
meant for Hooper's Target, was refused ("“4” is for Hooper: Tab chooses whose action it is").
While the move was on its way the device was offered nothing, and the selection fell to the
first member once actions came back."""

from __future__ import annotations

from typing import Any

from jaws.engine.act2 import actions as A
from jaws.net.host import Host
from jaws.tui.app import JawsApp
from jaws.tui.widgets import direct_input as di
from tests.engine.act2.act2_helpers import a2_of, act2_game, run
from tests.net.hosting import code_of, hosted_from, serving
from tests.net.test_remote_app import SIZE, until
from tests.net.test_remote_round_card import crew_offered


async def test_the_chosen_member_stays_chosen_after_his_move() -> None:
    state = act2_game(gear={"hooper": ("rifle_1",)})
    state, _ = run(state, A.SharkChoose("A", "B"))
    assert a2_of(state).phase == "prepare"
    host = Host(None, phase_seconds=0.01)
    game = hosted_from(host, state)
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: bool(crew_offered(app)))
            screen = app.screen
            for _ in range(3):
                if screen.selected == "hooper":
                    break
                await pilot.press("tab")
                await pilot.pause()
            assert screen.selected == "hooper"
            readies = [
                a
                for a in crew_offered(app)
                if di.member_of(a) == "hooper" and a.kind == "choose_weapon"
            ]
            assert readies, crew_offered(app)
            before = len(game.session.log)
            await pilot.press(*screen.shortcut_of(readies[0]).replace(" ", ""))
            await until(pilot, lambda: len(game.session.log) > before)
            answered = lambda: not app.session.awaiting_answer() and bool(crew_offered(app))  # noqa: E731
            await until(pilot, answered)
            await pilot.pause()
            assert screen.selected == "hooper"
