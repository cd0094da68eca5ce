"""Checked by tests/typing/test_tui_types.py, never imported: the twins of bad_tui.py that
mypy accepts (both kinds of session the app plays, a real action, the Orca from Act 2's view)."""

from __future__ import annotations

from jaws.content import default_content
from jaws.engine.act1.actions import SharkStart
from jaws.net.remote_session import RemoteSession
from jaws.session import GameSession
from jaws.tui.scenes_public import what_just_happened
from jaws.tui.widgets.direct_input import target_keys
from jaws.tui.widgets.orca import orca_text


def curtains(local: GameSession, remote: RemoteSession) -> str:
    here, _ = what_just_happened(local, 0)
    there, _ = what_just_happened(remote, 0)
    return here + there


def keys() -> tuple[str, ...] | None:
    return target_keys(SharkStart("B4"))


def picture(session: GameSession) -> object:
    act2 = session.view("crew").act2
    return None if act2 is None else orca_text(act2, default_content(), 80, 24)
