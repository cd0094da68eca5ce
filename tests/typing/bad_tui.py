"""Checked by tests/typing/test_tui_types.py, never imported: calls into jaws/tui that mypy must
refuse now that the TUI's parameters are the real types (they were Any, and mypy let all of
these through): a session missing what the curtain reads, a space label where an action is
due, and a view of the wrong act for the Orca picture."""

from __future__ import annotations

from jaws.content import default_content
from jaws.session import GameSession
from jaws.tui.scenes_public import what_just_happened
from jaws.tui.widgets.direct_input import target_keys
from jaws.tui.widgets.orca import orca_text


class HalfSession:
    """Has a mode, but no events to tell the table."""

    mode = "act1"


def curtain() -> str:
    text, _ = what_just_happened(HalfSession(), 0)  # refused
    return text


def keys() -> tuple[str, ...] | None:
    return target_keys("B4")  # refused


def picture(session: GameSession) -> object:
    return orca_text(session.view("crew").act1, default_content(), 80, 24)  # refused
