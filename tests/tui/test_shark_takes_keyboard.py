"""helper-35, stop 40: in pass-and-play Act 2 the crew typed "a 2 Enter e Enter" (attack, then
done attacking). That attack was the crew's last, so the attack step ended by itself and the
Shark's attack came up on the same screen, in the open; the `e` chose "Shark makes no attack"
and the Enter confirmed it: the crew's keys decided the Shark's attack. Now the Shark's attack
waits for the Shark's player to take the keyboard with s, as it lifts its curtain. (Here the
crew ends its attacks with `e`; typed on, the same keys did the same.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.text_panel import TextPanel
from tests.tui.conftest import new_app, wait_for
from tests.tui.test_ai_attack_card import THREE_ATTACKERS_SEED
from tests.tui.test_screens_fit import to_act2_phase


def kinds(app: Any, since: int) -> list[str]:
    return [a.kind for a in app.session.actions[since:]]


async def test_the_crews_keys_do_not_choose_the_sharks_attack(save_dir: Path) -> None:
    app: Any = new_app("act2", THREE_ATTACKERS_SEED, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "crew_attack")
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.actor == "crew"
        for _ in range(3):
            attack = next(a for a in screen.offered if a.kind == "attack_shark")
            member = di.member_of(attack)
            screen.take(attack)
            await pilot.pause()
            screen.take(attack)  # its confirming Enter
            await pilot.pause()
            await wait_for(pilot, lambda m=member: m not in screen.members())
        if app.session.whose_turn() == "crew":  # nothing left to attack with: the crew ends
            done = next(a for a in screen.offered if a.kind == "end_crew_attacks")
            screen.take(done)
            await pilot.pause()
            if screen.pending is not None:
                screen.take(done)
                await pilot.pause()
        assert await wait_for(pilot, lambda: screen.actor == "shark")
        assert app.session.whose_turn() == "shark"
        before = len(app.session.actions)
        app._notifications.clear()
        await pilot.press("e", "enter")  # the crew's "done attacking", typed on
        await pilot.pause()
        assert kinds(app, before) == []
        told = [n.message for n in app._notifications]
        assert "The Shark's attack: keys are not taken until its player presses s." in told
        prompt = str(screen.query_one("#prompt", TextPanel).shown)
        assert "Shark player, take the keyboard with s" in prompt, prompt
        await pilot.press("s")
        await pilot.pause()
        prompt = str(screen.query_one("#prompt", TextPanel).shown)
        assert "Shark player, choose" in prompt, prompt
        # The notice meant for the crew's keys goes with the keyboard (helper-36: it stayed
        # up over the Shark's choice and the crew's Cage window).
        assert not [n for n in app._notifications if "keys are not taken" in n.message]
        await pilot.press("e", "enter")  # the Shark's own choice is taken
        await pilot.pause()
        assert kinds(app, before) == ["skip_shark_attack"]
