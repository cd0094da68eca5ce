"""helper-77, stop 51: options A and C were both in zone 1; the Shark chose A, and Chum's
"option C (zone 1) is not its choice" read as zone 1 being safe. The line names the other
options in the same zone, which may still be the Shark's."""

from __future__ import annotations

from jaws.engine.act2 import actions as A
from jaws.engine.act2.events import ChumRevealed
from tests.engine.act2.act2_helpers import act2_game, run


def _chum_shown(options: tuple[int, int, int], choice: str, shown: str) -> ChumRevealed:
    state = act2_game(gear={"hooper": ("chum_1",)}, options=options)
    state, _ = run(state, A.SharkChoose(choice, shown))
    _, events = run(state, A.PlayChum("hooper", "chum_1"))
    return next(e for e in events if isinstance(e, ChumRevealed))


def test_chum_names_the_options_left_in_the_same_zone() -> None:
    event = _chum_shown((1, 5, 2), "A", "C")  # A and C are zone 1, B zone 3
    assert event.same_zone == "A"
    assert str(event) == (
        "Hooper throws Chum: the Shark shows option C (zone 1) is not its choice; "
        "option A, in zone 1 too, may still be"
    )


def test_chum_alone_in_its_zone_says_no_more() -> None:
    event = _chum_shown((1, 5, 7), "A", "B")
    assert event.same_zone == ""
    assert str(event).endswith("option B (zone 3) is not its choice")
