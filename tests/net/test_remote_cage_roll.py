"""Stop-43 review: when the crew plays the last Shark Cage left to play, the Shark's roll
follows (helper-48). On a joined crew device the Cage's move first travels to the host, so the
roll can only follow once the host has answered: this plays that path over a real socket."""

from __future__ import annotations

from jaws.engine.act2 import actions as A
from jaws.net.host import Host
from jaws.tui.app import JawsApp
from tests.engine.act2.act2_helpers import a2_of, run, shark_to_attack
from tests.net.hosting import code_of, hosted_from, serving
from tests.net.test_remote_app import SIZE, until
from tests.net.test_remote_round_card import crew_offered


async def test_a_joined_crew_device_lets_the_shark_roll_after_the_last_cage() -> None:
    state = shark_to_attack({"brody": ("shark_cage_2",)})
    state, _ = run(state, A.AttackCrew("brody"))
    assert a2_of(state).phase == "cage"
    host = Host(None, phase_seconds=0.01)
    game = hosted_from(host, state)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: bool(crew_offered(app)))
            await pilot.press("k")
            await pilot.pause()
            if getattr(app.screen, "pending", None) is None:
                await pilot.press("b")
                await pilot.pause()
            await pilot.press("enter")
            await until(pilot, lambda: a2_of(game.session.state).phase != "cage")
            played = [str(entry.action) for entry in game.session.log[-2:]]
            assert played == ["Brody gets into the Shark Cage", str(A.LET_SHARK_ROLL)]
