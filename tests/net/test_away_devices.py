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
from tests.net.test_seat_notices import _join
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
