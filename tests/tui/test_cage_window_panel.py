"""During the Shark Cage window the crew's panel says what the Shark is about to roll for."""

from jaws.engine.act2 import actions as A
from jaws.tui.act2_scenes import act2_status
from jaws.views import view_for
from tests.engine.act2.act2_helpers import run, shark_to_attack


def test_the_panel_names_the_attacked_crew_member_in_the_cage_window() -> None:
    state = shark_to_attack({"brody": ("shark_cage_1",)})
    state, _ = run(state, A.AttackCrew("brody"))
    view = view_for(state, "crew")
    text = act2_status(view.act2, state.content, []).plain
    assert "about to roll its attack on Brody" in text
    assert "Brody may play a Shark Cage now (its user takes no wounds this round)" in text


def test_the_panel_names_who_holds_a_cage_and_whom_it_shields() -> None:
    """helper-35, stop 40: over an attack on Brody the panel said "play a Shark Cage now",
    and only Hooper held one: it read as Brody's to play."""
    state = shark_to_attack({"hooper": ("shark_cage_1",)})
    state, _ = run(state, A.AttackCrew("brody"))
    view = view_for(state, "crew")
    text = act2_status(view.act2, state.content, []).plain
    assert "about to roll its attack on Brody: Hooper may play a Shark Cage now" in text
    assert "(its user takes no wounds this round)" in text
