"""During the Shark Cage window the crew's panel says what the Shark is about to roll for."""

from jaws.engine.act2 import actions as A
from jaws.tui.act2_scenes import act2_status
from jaws.views import view_for
from tests.engine.act2.act2_helpers import a2_of, act2_game, prepare, run


def test_the_panel_names_the_attacked_crew_member_in_the_cage_window() -> None:
    state = act2_game(
        positions={"quint": "W2", "brody": "W2", "hooper": "B7"},
        gear={"brody": ("shark_cage_1",)},
        options=(3, 15, 16),
    )
    state, _ = run(state, A.SharkChoose("A", "B"))
    away = {"quint": ("machete", 1), "brody": ("boat_hook", 1), "hooper": ("spear", 7)}
    state, _ = prepare(state, away)
    if a2_of(state).phase == "crew_attack":
        state, _ = run(state, A.END_CREW_ATTACKS)
    state, _ = run(state, A.AttackCrew("brody"))
    view = view_for(state, "crew")
    text = act2_status(view.act2, state.content, []).plain
    assert "about to roll its attack on Brody" in text
    assert "play a Shark Cage now" in text
