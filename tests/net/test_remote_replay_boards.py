"""Helper-48: on a joined device the end-of-Act-1 replay drew every round on the last board
("step 0: it began at N" beside N's 3 swimmers of the end, where round 1 had placed 2, and the
crew where they ended). A joined device now keeps the board of each Shark turn as its frames
come, and the replay shows those: the boards a local game rebuilds from its log."""

from __future__ import annotations

from jaws.net.remote_session import RemoteSession
from jaws.replay import views_along
from jaws.session import GameSession
from jaws.tui.screens.replay import round_views
from tests.tui.players import hungry_shark, idle_crew


def an_act1_played_out(seed: int) -> GameSession:
    session = GameSession.new("act1", seed)
    while session.whose_turn() is not None:
        seat = session.whose_turn()
        assert seat is not None
        policy = hungry_shark if seat == "shark" else idle_crew
        session.submit(policy(session.view(seat), session.legal_actions(seat)))
    return session


def test_a_joined_devices_replay_shows_each_rounds_board() -> None:
    session = an_act1_played_out(6)
    device = RemoteSession("ws://127.0.0.1:1", "code")
    for view in views_along(session.mode, session.seed, list(session.actions), "crew"):
        device.note_board(view)  # as each frame arrives
    local = round_views(session)
    assert len(local) >= 3
    joined = round_views(device)
    assert joined == local
    # The boards differ round to round (the replay had drawn one board for every round).
    assert len({str(view.swimmers) for view in joined.values()}) > 1
