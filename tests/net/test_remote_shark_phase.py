"""Issue 14 (and 12, "The AI's turn is visible"): a joined crew or spectator device during a
Shark phase the host holds from it.

It shows "The Shark is taking its turn…" (no move offered, typed keys dropped), and when the
phase's one update arrives, the Shark's public announcement is a card the crew acknowledges,
as in the one-screen app after an AI Shark's turn. The Shark's moves are played here straight
into the host, in the test's own event loop, only when the test says: nothing waits on a clock.
"""

from __future__ import annotations

from typing import Any

from jaws.bots import make_bot
from jaws.engine.actions import action_to_data
from jaws.net.host import Host, HostedGame
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.shark_turns import REMOTE_THINKING, ThinkingNotice
from jaws.tui.table_moments import MomentCard
from jaws.tui.widgets.action_menu import ActionMenu
from tests.net.hosting import code_of, serving
from tests.net.test_remote_app import SIZE, TRIES, until
from tests.tui.conftest import screen_text


def play_phase(host: Host, game: HostedGame, seed: int, seat: str = "shark") -> None:
    """The seat's whole phase (for the crew, any Event decision too), as its own device would
    send it (the Shark is player 1, the crew player 2)."""
    bot = make_bot(seat, "easy", seed)
    session = game.session
    player = 1 if seat == "shark" else 2
    while session.whose_turn() == seat:
        action = bot.choose(session.view(seat), session.legal_actions(seat))
        assert host.play(game, seat, game.turn, action_to_data(action), player) is None


def thinking_shown(app: Any) -> bool:
    screen = app.screen
    return isinstance(screen, Act1Screen | Act2Screen) and bool(screen.query(ThinkingNotice))


def crew_menu(app: Any) -> list[Any]:
    screen = app.screen
    if not isinstance(screen, Act1Screen) or not screen.query(ActionMenu):
        return []
    return list(screen.query_one(ActionMenu).actions)


async def test_the_crew_device_shows_the_sharks_turn_then_its_announcement_as_a_card() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=21)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        app.curtain_delay = 0.0  # the card takes Enter at once (its wait is tested elsewhere)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: thinking_shown(app))
            assert app.session.whose_turn() == "shark"
            await until(pilot, lambda: REMOTE_THINKING in screen_text(app))
            assert not crew_menu(app)
            # Keys typed meanwhile are dropped: none is kept for the crew's menu to come.
            await pilot.press("1", "h", "e", "enter", "tab")
            assert app.screen.typed == [] and app.screen.selected is None
            mark = len(app.session.events_for("crew"))
            play_phase(host, game, seed=3)
            await until(pilot, lambda: isinstance(app.screen, MomentCard))
            card = app.screen
            assert card.title_text == "The Shark announces"
            shown = [str(e) for e in app.session.events_for("crew")[mark:]]
            assert shown and card.lines == shown
            await until(pilot, lambda: "When you have seen it" in screen_text(app))
            assert not app.shark_thinking
            await pilot.press("enter")
            await until(pilot, lambda: bool(crew_menu(app)))
            assert not thinking_shown(app)
            assert app.session.whose_turn() == "crew"


async def test_a_spectator_device_shows_the_sharks_turn_and_reads_its_end_in_the_log() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=22)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "spectator"))
        app.curtain_delay = 0.0
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: thinking_shown(app))
            await until(pilot, lambda: REMOTE_THINKING in screen_text(app))
            mark = len(app.session.events_for("spectator"))
            play_phase(host, game, seed=4)
            await until(pilot, lambda: app.session.whose_turn() == "crew")
            await until(pilot, lambda: not thinking_shown(app))
            assert isinstance(app.screen, Act1Screen)  # no card: nobody waits for a spectator
            assert len(app.session.events_for("spectator")) > mark


async def test_the_sharks_own_device_shows_no_thinking_line() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=23)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "shark"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: bool(crew_menu(app)))
            await pilot.pause()
            assert not app.shark_thinking
            assert not app.screen.query(ThinkingNotice)


async def test_enter_leaves_the_act_1_replay_while_a_shark_phase_of_act_2_is_held() -> None:
    host = Host(None)
    game = host.new_game("full", 2, seed=24)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "spectator"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, Act1Screen))
            bots = {seat: make_bot(seat, "easy", n) for n, seat in enumerate(("shark", "crew"))}
            session = game.session
            # Both seats played straight into the host, up to a Shark phase of Act 2.
            while not (session.act == 2 and session.whose_turn() == "shark"):
                seat = session.whose_turn()
                assert seat is not None
                action = bots[seat].choose(session.view(seat), session.legal_actions(seat))
                player = 1 if seat == "shark" else 2
                for _ in range(TRIES):  # the crew waits for the phase's release (pace 0)
                    if host.play(game, seat, game.turn, action_to_data(action), player) is None:
                        break
                    await pilot.pause(0.001)
            await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
            await until(pilot, lambda: app.shark_thinking)
            await pilot.press("enter")  # the replay's key, not one for the Shark's turn
            await until(pilot, lambda: isinstance(app.screen, Act2Screen))
            await until(pilot, lambda: thinking_shown(app))


async def test_the_crew_devices_card_from_round_two_tells_the_rounds_event() -> None:
    """The round's Amity Event and swimmers come in the same update as the Shark's phase: the
    card tells them too (the one-screen app's card said only the meal until stop 27)."""
    host = Host(None)
    game = host.new_game("act1", 2, seed=21)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        app.curtain_delay = 0.0
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: thinking_shown(app))
            play_phase(host, game, seed=3)
            await until(pilot, lambda: isinstance(app.screen, MomentCard))
            await pilot.press("enter")
            await until(pilot, lambda: not isinstance(app.screen, MomentCard))
            play_phase(host, game, seed=5, seat="crew")
            await until(pilot, lambda: thinking_shown(app))
            play_phase(host, game, seed=6)
            await until(pilot, lambda: isinstance(app.screen, MomentCard))
            card = app.screen
            assert isinstance(card, MomentCard)
            assert "— Round 2 —" in card.lines and any(
                line.startswith("Amity Event:") for line in card.lines
            ), card.lines


async def test_an_event_the_crew_decides_first_is_not_the_sharks_announcement() -> None:
    """helper-37, stop 41: in round 1 of seed 20 the Amity Event has the crew pick a Dock for
    Brody and Hooper before the Shark moves. The Shark's start, then the Event, came to the
    crew's device as a card titled "The Shark announces" that told the Event alone. Now the
    crew's device goes straight to the pick; the card comes once the Shark's turn is over."""
    host = Host(None)
    game = host.new_game("act1", 2, seed=20)
    async with serving(host) as url:
        app = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        app.curtain_delay = 0.0
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: thinking_shown(app))
            play_phase(host, game, seed=3)  # the Shark's start: the crew decides next
            assert game.session.view("crew").act1.pending == "dock"
            await until(pilot, lambda: bool(crew_menu(app)) or isinstance(app.screen, MomentCard))
            assert not isinstance(app.screen, MomentCard), app.screen.lines
            assert all(a.kind == "choose_dock" for a in crew_menu(app)), crew_menu(app)
            play_phase(host, game, seed=5, seat="crew")  # the Dock
            await until(pilot, lambda: thinking_shown(app))
            play_phase(host, game, seed=6)
            await until(pilot, lambda: isinstance(app.screen, MomentCard))
            card = app.screen
            assert isinstance(card, MomentCard) and card.title_text == "The Shark announces"
            # The round from its opening (its Event, the pick's moves) to the announcement.
            assert card.lines[0] == "— Round 1 —", card.lines
            assert str(app.session.events_for("crew")[-1]) in card.lines
