"""Helper-66: when the crew's device left a hosted game, the Shark's device got a passing
notice and then went on saying "The crew is taking its turn: yours follows." as if the crew
played. A device that waits on a seat whose device has left now says so in its prompt until
that device is back, as the crew's waiting line does for the Shark (stop-33 playtest)."""

from __future__ import annotations

import asyncio
from typing import Any

from jaws.net.host import Host
from jaws.net.notices import away_line, device_back, device_left, seat_back, seat_left
from jaws.tui.app import JawsApp
from tests.net.hosting import code_of, serving
from tests.net.test_remote_app import SIZE, make_a_move, until, until_my_turn
from tests.net.test_seat_notices import _join, _next_notice
from tests.net.test_waiting_crew_device import _to_quints_turn, prompt_of

CREW_AWAY = "Player 2 (crew)'s device has left: the game waits for it to join again."


def test_the_notices_name_their_seat_and_nothing_else() -> None:
    assert seat_left(device_left("Player 3 (crew)")) == "Player 3 (crew)"
    assert seat_back(device_back("The Shark")) == "The Shark"
    assert seat_left(device_back("The Shark")) is None
    assert seat_back(device_left("The Shark")) is None
    assert seat_left("Back in touch with the host.") is None
    assert away_line(["Player 2 (crew)"]) == CREW_AWAY
    assert away_line(["Player 2 (crew)", "Player 3 (crew)"]) == (
        "The devices of Player 2 (crew) and Player 3 (crew) have left: the game waits for "
        "them to join again."
    )


async def test_a_joined_sharks_device_says_the_crews_device_has_left() -> None:
    host = Host(None)
    game = host.new_game("act1", 2, seed=20)  # round 1's Event card is answered by the crew
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=code_of(game, "shark"))
        async with app.run_test(size=SIZE) as pilot:
            await until_my_turn(pilot, app)
            await make_a_move(pilot)  # the Shark's starting space: the crew answers next
            await until(pilot, lambda: "answering the Amity Event card" in prompt_of(app))
            crew = await _join(url, code_of(game, "crew"))
            await crew.close()
            await until(pilot, lambda: CREW_AWAY in prompt_of(app))
            assert "answering the Amity Event card" not in prompt_of(app)
            crew = await _join(url, code_of(game, "crew"))
            await until(pilot, lambda: "answering the Amity Event card" in prompt_of(app))
            assert app.away_seats == ()
            await crew.close()


async def test_a_crew_device_says_the_other_crew_device_has_left() -> None:
    host = Host(None, phase_seconds=0)
    game = host.new_game("act1", 3, seed=7)
    await asyncio.to_thread(_to_quints_turn, host, game, 1)
    codes = {(c.seat, c.player): c.code for c in game.codes}
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=codes[("crew", 3)])
        async with app.run_test(size=SIZE) as pilot:
            last_turn = "Quint (P2) is taking the crew's last turn."
            await until(pilot, lambda: last_turn in prompt_of(app))
            other = await _join(url, codes[("crew", 2)])
            await other.close()
            await until(pilot, lambda: CREW_AWAY in prompt_of(app))
            other = await _join(url, codes[("crew", 2)])
            await until(pilot, lambda: last_turn in prompt_of(app))
            await other.close()


def _session(state: Any, players: int) -> Any:
    from jaws.session import GameSession, default_crew_players

    return GameSession(state=state, players=players, crew_players=default_crew_players(players))


def test_the_away_line_names_only_seats_the_game_waits_on() -> None:
    """Helper-70: with player 3's Brody mid-turn, player 2's device leaving turned player 4's
    line into "Player 2 (crew)'s device has left: the game waits for it", which it did not."""
    from jaws.engine.act1 import actions as A
    from jaws.tui.away import away_waited_on
    from tests.helpers import at_crew_phase, end_crew_turns, run

    state = at_crew_phase()
    brody_mid_turn, _ = run(state, A.CrewMove("brody", ("S",)))
    session = _session(brody_mid_turn, 4)
    assert away_waited_on(session, "crew", ["Player 2 (crew)"]) == []
    assert away_waited_on(session, "crew", ["Player 3 (crew)"]) == ["Player 3 (crew)"]
    assert away_waited_on(session, "crew", ["The Shark", "A spectator"]) == []
    # Nobody's turn under way: any member not done may start, so all their players must be away.
    fresh = _session(state, 4)
    assert away_waited_on(fresh, "shark", ["Player 2 (crew)", "Player 3 (crew)"]) == []
    every = ["Player 2 (crew)", "Player 3 (crew)", "Player 4 (crew)"]
    assert away_waited_on(fresh, "shark", every) == every
    # Hooper, shared by players 2 and 3 of a 3-player game, waits only when both are away.
    hooper_left, _ = end_crew_turns(state, "quint", "brody")
    shared = _session(hooper_left, 3)
    assert away_waited_on(shared, "crew", ["Player 2 (crew)"]) == []
    both = ["Player 2 (crew)", "Player 3 (crew)"]
    assert away_waited_on(shared, "crew", both) == both


async def test_a_device_that_connects_is_told_who_is_away() -> None:
    """Helper-70: who was away was told only as it happened, so a device that joined later,
    or came back from a drop in which a "back" was sent, went on with a stale list."""
    host = Host(None)
    game = host.new_game("act1", 2, seed=21)
    async with serving(host) as url:
        crew = await _join(url, code_of(game, "crew"))
        await crew.close()
        async with asyncio.timeout(10):
            while not game.away:
                await asyncio.sleep(0.01)
        shark = await _join(url, code_of(game, "shark"))
        assert await _next_notice(shark) == device_left("Player 2 (crew)")
        await shark.close()


async def test_a_device_back_in_touch_forgets_who_was_away(tmp_path: Any) -> None:
    app: Any = JawsApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.remote_notice(device_left("Player 2 (crew)"))
        assert app.away_seats == ("Player 2 (crew)",)
        app.remote_link(None, True)  # the host tells it again who is still away
        assert app.away_seats == ()


def test_one_crew_device_sends_what_any_could() -> None:
    """Helper-70: in a 3-player game where only the shared Hooper held a Cage, both crew
    devices let the Shark roll, and the host refused the second as a move made twice."""
    from types import SimpleNamespace

    from jaws.session import default_crew_players
    from jaws.views import view_for
    from tests.engine.act2.act2_helpers import act2_game

    a2 = view_for(act2_game(gear={"hooper": ("shark_cage_2",)}), "crew").act2
    app: Any = JawsApp()

    def sends(player: int, away: tuple[str, ...] = ()) -> bool:
        app.away_seats = away
        session = SimpleNamespace(players=3, player=player, crew_players=default_crew_players(3))
        return bool(app.sends_for_the_crew(session, a2))

    assert [sends(2), sends(3)] == [True, False]
    assert [sends(2, ("Player 2 (crew)",)), sends(3, ("Player 2 (crew)",))] == [False, True]


def _act2_brody_to_prepare() -> Any:
    """Act 2's Crew prepares: Quint and Hooper have placed their Targets, Brody has not."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game, prepare, run

    aboard = {"quint": "B5", "brody": "B6", "hooper": "B7"}
    state, _ = run(act2_game(positions=aboard, options=(3, 15, 16)), A.SharkChoose("A", "B"))
    state, _ = prepare(state, {"quint": ("machete", 5), "hooper": ("spear", 7)}, ready=False)
    return state


def test_in_act_2_the_away_line_names_the_seat_a_step_waits_on() -> None:
    """Helper-71: with player 3's Brody yet to prepare and player 3 away, nothing said the
    game waited on him (Act 2 counted every crew member as able to move it on)."""
    from jaws.tui.away import away_waited_on

    session = _session(_act2_brody_to_prepare(), 4)
    assert away_waited_on(session, "shark", ["Player 3 (crew)"]) == ["Player 3 (crew)"]
    assert away_waited_on(session, "crew", ["Player 2 (crew)", "Player 4 (crew)"]) == []


async def test_a_crew_device_with_moves_of_its_own_says_the_step_waits(tmp_path: Any) -> None:
    """Its own Chum or Cage left to play, the device still waits on Brody's player: it says so
    in its prompt (it showed only its own verbs)."""
    from tests.tui.test_no_misfire import _playing_from

    async with _playing_from(_session(_act2_brody_to_prepare(), 4), tmp_path) as (app, pilot):
        screen = app.screen
        app.away_seats = ("Player 3 (crew)",)
        screen.show_input_state()
        await pilot.pause()
        assert "Player 3 (crew)'s device has left" in screen.input_text().plain
        app.away_seats = ("Player 2 (crew)",)
        assert "has left" not in screen.input_text().plain
