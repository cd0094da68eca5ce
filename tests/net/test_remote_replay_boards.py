"""Helper-48: on a joined device the end-of-Act-1 replay drew every round on the last board
("step 0: it began at N" beside N's 3 swimmers of the end, where round 1 had placed 2, and the
crew where they ended). A joined device now keeps the board of each Shark turn as its frames
come, and the replay shows those: the boards a local game rebuilds from its log."""

from __future__ import annotations

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
