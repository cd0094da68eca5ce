"""What each seat sees of Act 2: the Shark's secrets stay HIDDEN until the rules reveal them."""

from __future__ import annotations

from jaws.engine.act2 import actions as A
from jaws.views import HIDDEN, view_for, visible_events
from tests.engine.act2.act2_helpers import act2_game, prepare, run

AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}


def _locked_in() -> tuple[object, list[object]]:
    state = act2_game(
        hand=("maul_again_1", "big_mouth_2"),
        positions=FAR,
        gear={"quint": ("chum_1",), "brody": ("rifle_1",)},
        options=(3, 6, 15),
    )
    return run(state, A.SharkChoose("B", "C", "big_mouth_2"))


def test_before_the_reveal_the_crew_sees_a_locked_token_and_a_face_down_card() -> None:
    state, events = _locked_in()
    crew = view_for(state, "crew").act2  # type: ignore[arg-type]
    shark = view_for(state, "shark").act2  # type: ignore[arg-type]
    spectator = view_for(state, "spectator").act2  # type: ignore[arg-type]
    for seen in (crew, spectator):
        assert seen.hand is HIDDEN and seen.chosen is HIDDEN
        assert seen.chum_reveal is HIDDEN and seen.played_card is HIDDEN
        assert seen.ability_played is True and seen.hand_size == 1
    assert shark.hand == ("maul_again_1",) and shark.chosen == "B"
    assert shark.chum_reveal == "C" and shark.played_card == "big_mouth_2"
    crew_log = " ".join(str(e) for e in visible_events(events, "crew"))
    assert "Big Mouth" not in crew_log and "option B" not in crew_log
    # All gear is public.
    assert crew.gear["brody"] == ("boat_hook", "service_pistol", "rifle_1")


def test_chum_reveals_only_the_named_option() -> None:
    state, _ = _locked_in()
    state, _ = run(state, A.PlayChum("quint", "chum_1"))
    crew = view_for(state, "crew").act2  # type: ignore[arg-type]
    assert crew.chum_shown == "C" and crew.chum_reveal == "C"
    assert crew.chosen is HIDDEN and crew.played_card is HIDDEN


def test_the_reveal_shows_the_choice_and_the_card_but_not_the_rest_of_the_hand() -> None:
    state, _ = _locked_in()
    state, _ = prepare(state, AWAY)  # type: ignore[arg-type]
    crew = view_for(state, "crew").act2
    assert crew.chosen == "B" and crew.played_card == "big_mouth_2"
    assert crew.shark_zone == 3 and crew.hand is HIDDEN
    assert crew.chum_reveal is HIDDEN  # never played: the Shark's pick stays its own


def test_everything_is_shown_once_the_game_is_over() -> None:
    state, _ = _locked_in()
    state.act2.phase = "over"  # type: ignore[attr-defined]
    crew = view_for(state, "crew").act2  # type: ignore[arg-type]
    assert crew.hand == ("maul_again_1",) and crew.played_card == "big_mouth_2"
