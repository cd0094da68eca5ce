"""The where-could-it-be overlay marks every possible space alike: its per-space shares are not
calibrated (issue 13: against the hard Shark they scored worse than a uniform guess), so no
percentage is shown, and the legend says why."""

from jaws.tui.scenes import MAP_LEGEND
from jaws.tui.screens.act1 import possibility_marker


def test_every_possible_space_gets_the_same_mark_and_no_percentage() -> None:
    marks = {possibility_marker(w) for w in (0.0, 0.004, 0.015, 0.3, 0.81, 1.0)}
    assert marks == {"?"}


def test_the_legend_states_the_assumption() -> None:
    assert "%" not in MAP_LEGEND
    assert "? Shark may be here" in MAP_LEGEND
    assert "not calibrated" in MAP_LEGEND
