"""Stop-37 playtest: a hosted Orca round ended with no card on the joined devices, where the
table sees one after the Shark's attack (the reveal, the crew's attacks, the Shark's); its rolls
scrolled by in the log. A joined crew device now gets that card as the round ends."""

from __future__ import annotations

import asyncio
from typing import Any

from jaws.bots import make_bot
from jaws.engine.actions import action_to_data
from jaws.net.client import BotClient
from jaws.net.host import Host, HostedGame
from jaws.tui.app import JawsApp
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.table_moments import ATTACK_TITLE, MomentCard
from jaws.tui.widgets.action_menu import ActionMenu
from tests.net.hosting import code_of, serving
from tests.net.test_remote_app import SIZE, make_a_move, until
from tests.tui.conftest import screen_text


def crew_offered(app: Any) -> list[Any]:
    """What the crew's device offers now (nothing while it waits or a card is up)."""
    if not isinstance(app.screen, Act2Screen) or not app.screen.query(ActionMenu):
        return []
    return list(app.screen.query_one(ActionMenu).actions)


def to_the_sharks_attack(host: Host, game: HostedGame) -> None:
    """Bots play the game on the host until the Shark's attack is due (no loop is running:
    the host shows each phase at once)."""
    bots = {seat: make_bot(seat, "easy", 3) for seat in ("shark", "crew")}
    for _ in range(500):
        act2 = game.session.state.act2
        assert act2 is not None
        if act2.phase == "shark_attack":
            return
        seat = game.session.whose_turn()
        assert seat is not None
        session = game.session
        action = bots[seat].choose(session.view(seat), session.legal_actions(seat))
        player = 1 if seat == "shark" else 2
        assert host.play(game, seat, game.turn, action_to_data(action), player) is None
    raise AssertionError("the Shark never attacked")


async def test_a_joined_crew_device_gets_the_card_of_the_orca_round() -> None:
    host = Host(None, phase_seconds=0.01)
    game = host.new_game("act2", 2, seed=8)
    to_the_sharks_attack(host, game)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.session is not None and app.session.ready)
            await pilot.pause()
            assert not isinstance(app.screen, MomentCard)  # nothing ended since it joined
            shark = asyncio.create_task(BotClient(url, code_of(game, "shark"), "easy", 3).run())
            try:
                # The crew lets the Shark roll (no Shark Cage), then waits for the round's end;
                # before an attack that can wound nobody the device lets it roll by itself.
                await until(
                    pilot, lambda: bool(crew_offered(app)) or isinstance(app.screen, MomentCard)
                )
                if not isinstance(app.screen, MomentCard):
                    await make_a_move(pilot, lambda action: action.kind != "play_cage")
                await until(pilot, lambda: isinstance(app.screen, MomentCard))
                card = app.screen
                assert isinstance(card, MomentCard) and card.title_text == ATTACK_TITLE
                await until(pilot, lambda: "The Shark resurfaces" in screen_text(app))
                text = screen_text(app)
                assert "The Shark resurfaces" in text and "attack on Boat Space" in text, text
                assert "everyone" not in text and "When you have seen it" in text  # one device
            finally:
                shark.cancel()
