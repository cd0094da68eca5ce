"""The where-could-it-be overlay never marks a possible space as 0%."""

from jaws.tui.screens.act1 import possibility_marker


def test_a_possible_space_is_never_shown_as_zero_percent() -> None:
    assert possibility_marker(0.004) == "?<1%"
    assert possibility_marker(0.0) == "?<1%"
    assert possibility_marker(0.81) == "?81%"
    assert possibility_marker(0.005) == "?<1%"
    assert possibility_marker(0.015) == "?2%"
