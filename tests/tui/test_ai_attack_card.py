"""helper-33, stop 39: against the AI Shark in Act 2, the crew typed "a Enter e Enter" (attack,
then done attacking). Its attack was the crew's last, so the attack step ended by itself and
the card of the Shark's attack came up; the `e` was typed at the card, and the Enter took it
away unread: the damaged boat and Hooper's wounds were told only in the 3-line log, round
after round. Now the last attack's confirmation says the crew's attacks end with it, and a key
typed at a card is answered there and makes its Enter wait again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.table_moments import MomentCard
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.text_panel import TextPanel
from tests.tui.conftest import new_app, screen_text, wait_for
from tests.tui.test_screens_fit import to_act2_phase

THREE_ATTACKERS_SEED = 4  # round 1: each member's Target is where the Shark surfaces
LAST_ATTACK = "The last attack: the crew's attacks end with it."


async def test_the_last_attack_says_the_attacks_end_with_it(save_dir: Path) -> None:
    app: Any = new_app("act2", THREE_ATTACKERS_SEED, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_act2_phase(pilot, "crew_attack")
        screen = app.screen
        assert isinstance(screen, Act2Screen)
        attacks = [a for a in screen.offered if a.kind == "attack_shark"]
        attackers = list(dict.fromkeys(di.member_of(a) for a in attacks))
        assert len(attackers) == 3, screen.offered
        prompt = screen.query_one("#prompt", TextPanel)
        for member in attackers[:-1]:  # not the last: no such word, then on to the next
            attack = next(a for a in attacks if di.member_of(a) == member)
            screen.take(attack)
            await pilot.pause()
            assert "Cannot be taken back" in str(prompt.shown)
            assert LAST_ATTACK not in str(prompt.shown)
            screen.take(attack)
            await pilot.pause()
            await wait_for(pilot, lambda m=member: m not in screen.members())
        last = next(a for a in screen.offered if a.kind == "attack_shark")
        screen.take(last)
        await pilot.pause()
        assert LAST_ATTACK in str(prompt.shown), prompt.shown


async def test_a_key_typed_at_a_card_is_answered_and_its_enter_waits_again(
    save_dir: Path,
) -> None:
    app: Any = new_app("act1", 3, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.curtain_delay = 0.0
        card = MomentCard("The Shark's attack", ["Shark's attack on Boat Space B2: 2 2"])
        app.push_screen(card)
        await wait_for(pilot, card.is_armed)
        app.curtain_delay = 60.0  # from now on a re-armed card waits (the clock stands still)
        await pilot.press("e", "enter")
        await pilot.pause()
        assert app.screen is card
        assert "Keys typed at this card are not taken." in screen_text(app)
