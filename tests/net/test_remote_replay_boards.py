"""Helper-48: on a joined device the end-of-Act-1 replay drew every round on the last board
("step 0: it began at N" beside N's 3 swimmers of the end, where round 1 had placed 2, and the
crew where they ended). A joined device now keeps the board of each Shark turn as its frames
come, and the replay shows those: the boards a local game rebuilds from its log."""

from __future__ import annotations

import pytest

from jaws.net.remote_session import RemoteSession
from jaws.replay import views_along
from jaws.tui.screens.replay import round_views
from tests.tui.test_snapshots import _act1_over


def test_a_joined_devices_replay_shows_each_rounds_board() -> None:
    session = _act1_over(6)
    device = RemoteSession("ws://127.0.0.1:1", "code")
    for view in views_along(session.mode, session.seed, list(session.actions), "crew"):
        device.note_board(view)  # as each frame arrives
    local = round_views(session)
    assert len(local) >= 3
    joined = round_views(device)
    assert joined == local
    # The boards differ round to round (the replay had drawn one board for every round).
    assert len({str(view.swimmers) for view in joined.values()}) > 1


async def test_a_device_that_joins_late_has_the_boards_of_the_turns_before() -> None:
    """Helper-51: a crew device that rejoined in round 1's Crew Phase drew round 1 in the
    replay on the board of the moment it came back (the Shark's track at 4, the Shop one
    barrel short): it had not seen that turn begin. The host now sends the board of each past
    Shark turn with the first frame, as it sends the deduction's."""
    import asyncio
    from typing import Any

    from jaws.net.host import Host
    from jaws.tui.app import JawsApp
    from tests.net.hosting import code_of, serving
    from tests.net.test_rejoin_deduction import _play_to_round
    from tests.net.test_remote_app import SIZE, until

    host = Host(None, phase_seconds=0)
    game = host.new_game("act1", 2, 21)
    await asyncio.to_thread(_play_to_round, host, game, 4)
    session = game.session
    seen = list(session.actions[: game.public.log])
    local = {
        view.act1.round: view.act1
        for view in views_along(session.mode, session.seed, seen, "crew")
        if view.act1 is not None and view.act1.phase == "shark"
    }
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=code_of(game, "crew"))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.session is not None and app.session.ready)
            joined = round_views(app.session)
    assert {1, 2, 3} <= set(joined), sorted(joined)
    for round_no in (1, 2, 3):
        then, kept = local[round_no], joined[round_no]
        # The board the replay draws: the crew, the swimmers and the barrels then.
        assert (kept.positions, kept.swimmers, kept.barrels, kept.michael) == (
            then.positions,
            then.swimmers,
            then.barrels,
            then.michael,
        ), round_no
    assert len({str(joined[r].swimmers) + str(joined[r].barrels) for r in (1, 2, 3)}) > 1


@pytest.mark.parametrize("seat", ["crew", "shark"])
async def test_a_device_that_joins_at_act_1s_end_shows_the_replay(seat: str) -> None:
    """helper-74 (stop 50): a crew device that joined (or rejoined after quitting on the end
    card) a full game at Act 1's end, before Act 2's first move, went straight to the Orca's
    divide: the replay and the card naming the Act 2 hands were never shown on it. The
    Shark's device too (helper-76: its own hand, dealt in secret, read as Act 2's first
    move)."""
    import asyncio
    from typing import Any

    from jaws.bots import make_bot
    from jaws.net.host import Host
    from jaws.net.protocol import action_to_data
    from jaws.tui.app import JawsApp
    from jaws.tui.screens.replay import ReplayScreen
    from tests.net.hosting import code_of, serving
    from tests.net.test_remote_app import SIZE, until

    host = Host(None, phase_seconds=0)
    game = host.new_game("full", 2, 21)

    def play_to_act1_end() -> None:
        bots = {seat: make_bot(seat, "easy", 4) for seat in ("shark", "crew")}
        session = game.session
        while session.view("spectator").act == 1 and session.outcome is None:
            seat = session.whose_turn()
            assert seat is not None
            action = bots[seat].choose(session.view(seat), session.legal_actions(seat))
            turn = game.turn if seat == "shark" else game.public.turn
            player = 1 if seat == "shark" else 2
            assert host.play(game, seat, turn, action_to_data(action), player) is None

    await asyncio.to_thread(play_to_act1_end)
    assert game.session.outcome is None and game.session.whose_turn() == "crew"
    async with serving(host) as url:
        app: Any = JawsApp(remote_url=url, remote_code=code_of(game, seat))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.session is not None and app.session.ready)
            await until(pilot, lambda: any(isinstance(s, ReplayScreen) for s in app.screen_stack))
