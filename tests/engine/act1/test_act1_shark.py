"""The Shark phase: start, move, eat, Michael, take-backs, budget and announcement."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.views import is_hidden, view_for
from tests.helpers import (
    PLAIN_CARD,
    a1_of,
    at_shark_phase,
    clear_beaches,
    new_act1_game,
    of_kind,
    one_of_kind,
    refused,
    run,
    set_swimmers,
)

WATER = ("1", "2", "3", "4", "5", "6", "7", "8", "E", "N", "S", "W")


# --- start ---------------------------------------------------------------------------------


def test_the_shark_may_start_in_each_of_the_twelve_water_spaces_and_nowhere_else() -> None:
    state = new_act1_game()
    listed = legal_actions(state, "shark")
    assert sorted(a.space for a in listed) == sorted(WATER)
    assert legal_actions(state, "crew") == []
    assert "water" in refused(state, A.SharkStart("Shop"))
    refused(state, A.SharkStart("Z"))
    assert "Shark" in refused(state, A.EndCrewTurn("quint"))


@pytest.mark.parametrize("space", WATER)
def test_the_start_is_secret_and_written_on_the_pad(space: str) -> None:
    state = new_act1_game(cards=(PLAIN_CARD,))
    state, events = apply(state, A.SharkStart(space))
    a1 = a1_of(state)
    assert a1.shark_start == space and a1.shark_position == space
    started = one_of_kind(events, "shark_started")
    assert started.audience == "shark"
    crew = view_for(state, "crew").act1
    assert crew is not None
    assert is_hidden(crew.shark_start) and is_hidden(crew.shark_position)


def test_the_shark_cannot_start_twice() -> None:
    state = at_shark_phase()
    refused(state, A.SharkStart("2"))


# --- move -----------------------------------------------------------------------------------


def test_a_move_goes_to_an_adjacent_water_space_only() -> None:
    state = at_shark_phase(shark="1")
    moves = sorted(a.path for a in legal_actions(state, "shark") if a.kind == "shark_move")
    assert moves == [("2",), ("3",), ("5",), ("N",)]
    state2, _ = apply(state, A.SharkMove(("N",)))
    assert a1_of(state2).plan.position == "N"  # type: ignore[union-attr]
    assert "adjacent" in refused(state, A.SharkMove(("4",)))  # diagonal
    refused(state, A.SharkMove(("Shop",)))  # land only
    refused(state, A.SharkMove(("6",)))  # across land / not touching
    refused(state, A.SharkMove(()))


def test_a_move_does_not_cross_land_between_inner_ring_spaces() -> None:
    state = at_shark_phase(shark="N")
    # N and E are both beaches but not water-adjacent; S is across the island.
    refused(state, A.SharkMove(("E",)))
    refused(state, A.SharkMove(("S",)))
    state, _ = apply(state, A.SharkMove(("6",)))
    state, _ = apply(state, A.SharkMove(("E",)))
    assert a1_of(state).plan.position == "E"  # type: ignore[union-attr]


def test_moving_more_than_one_space_needs_speed_burst() -> None:
    state = at_shark_phase(shark="1")
    assert "Speed Burst" in refused(state, A.SharkMove(("N", "6")))


def test_the_shark_has_three_actions_then_only_take_back_or_end() -> None:
    state = at_shark_phase(shark="1")
    state, _ = run(state, A.SharkMove(("2",)), A.SharkMove(("4",)), A.SharkMove(("3",)))
    assert "no actions left" in refused(state, A.SharkMove(("1",)))
    kinds = {a.kind for a in legal_actions(state, "shark")}
    assert kinds == {"play_power", "shark_undo", "shark_end_turn"}


def test_moves_and_meals_may_repeat_in_any_order() -> None:
    state = at_shark_phase(shark="E")
    set_swimmers(state, E=3)
    state, _ = run(state, A.SharkEat(), A.SharkMove(("6",)), A.SharkMove(("E",)))
    plan = a1_of(state).plan
    assert plan is not None and plan.eaten == {"E": 1} and plan.position == "E"


# --- eat --------------------------------------------------------------------------------------


def test_eating_is_planned_privately_and_happens_at_the_end_of_the_turn() -> None:
    state = at_shark_phase(shark="S")
    set_swimmers(state, S=2)
    state, _ = run(state, A.SharkEat(), A.SharkEat())
    a1 = a1_of(state)
    assert a1.swimmers["S"] == 2 and a1.track == 0  # not yet on the board
    crew = view_for(state, "crew").act1
    assert crew is not None and crew.swimmers["S"] == 2 and crew.track == 0
    assert "no swimmer" in refused(state, A.SharkEat())
    supply = a1.supply
    state, events = apply(state, A.SharkEndTurn())
    a1 = a1_of(state)
    assert a1.swimmers["S"] == 0 and a1.track == 2 and a1.supply == supply + 2
    said = one_of_kind(events, "shark_turn_ended")
    assert said.eaten == (("S", 2),)


def test_there_is_nothing_to_eat_in_open_water() -> None:
    state = at_shark_phase(shark="1")
    assert A.SharkEat() not in legal_actions(state, "shark")
    refused(state, A.SharkEat())


def test_eating_at_a_closed_beach_is_allowed() -> None:
    state = at_shark_phase(shark="W")
    a1 = a1_of(state)
    set_swimmers(state, W=1)
    a1.beach_token, a1.token_face = "W", "closed"
    state, _ = run(state, A.SharkEat(), A.SharkEndTurn())
    assert a1_of(state).track == 1


def test_michael_counts_two_on_the_track_and_is_announced() -> None:
    state = at_shark_phase(shark="W")
    clear_beaches(state)
    a1_of(state).michael = "W"
    assert A.SharkEat(michael=True) in legal_actions(state, "shark")
    assert A.SharkEat() not in legal_actions(state, "shark")
    state, events = run(state, A.SharkEat(michael=True), A.SharkEndTurn())
    a1 = a1_of(state)
    assert a1.michael is None and a1.track == 2
    said = one_of_kind(events, "shark_turn_ended")
    assert said.michael_eaten_at == "W" and said.eaten == ()
    assert "Michael at W" in str(said)


def test_michael_cannot_be_eaten_where_he_is_not() -> None:
    state = at_shark_phase(shark="W")
    a1_of(state).michael = "N"
    assert "Michael" in refused(state, A.SharkEat(michael=True))


def test_michael_is_eaten_only_once() -> None:
    state = at_shark_phase(shark="W")
    a1_of(state).michael = "W"
    state, _ = apply(state, A.SharkEat(michael=True))
    refused(state, A.SharkEat(michael=True))


def test_swimmers_beyond_the_ninth_slot_are_not_counted() -> None:
    state = at_shark_phase(shark="W", mode="full", track=8)
    a1_of(state).track = 8
    a1_of(state).michael = "W"
    state, _ = apply(state, A.SharkEat(michael=True))
    # The plan already fills the track: only a take-back or the end of the turn remain.
    assert {a.kind for a in legal_actions(state, "shark")} == {"shark_undo", "shark_end_turn"}
    assert "full" in refused(state, A.SharkMove(("3",)))


# --- take-back ------------------------------------------------------------------------------


def test_take_back_undoes_the_last_planned_step_only() -> None:
    state = at_shark_phase(shark="1")
    set_swimmers(state, N=2)
    start = a1_of(state).plan
    state, _ = run(state, A.SharkMove(("N",)), A.SharkEat(), A.PlayPower("feeding_frenzy"))
    state, events = apply(state, A.SharkUndo())
    plan = a1_of(state).plan
    assert plan is not None
    assert plan.power is None and plan.eaten == {"N": 1} and plan.position == "N"
    assert plan.actions_used == 2
    assert all(e.audience == "shark" for e in events)
    state, _ = run(state, A.SharkUndo(), A.SharkUndo())
    plan = a1_of(state).plan
    assert plan is not None and start is not None
    assert plan.position == "1" and plan.eaten == {} and plan.steps == [] and plan.path == ["1"]
    assert A.SharkUndo() not in legal_actions(state, "shark")
    assert "nothing to take back" in refused(state, A.SharkUndo())


def test_a_taken_back_power_may_be_replaced_by_another() -> None:
    state = at_shark_phase(shark="1")
    state, _ = run(state, A.PlayPower("speed_burst"), A.SharkUndo(), A.PlayPower("evasive_moves"))
    assert a1_of(state).plan.power == "evasive_moves"  # type: ignore[union-attr]


def test_nothing_can_be_taken_back_after_the_turn_ends() -> None:
    state = at_shark_phase(shark="1")
    state, _ = run(state, A.SharkMove(("2",)), A.SharkEndTurn())
    assert "crew" in refused(state, A.SharkUndo())


# --- the announcement ---------------------------------------------------------------------


def test_the_announcement_says_exactly_what_the_rules_require() -> None:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=2, E=1)
    a1_of(state).barrels.floating = {"6": 1, "2": 1, "4": 1}
    state, events = run(
        state,
        A.SharkEat(),
        A.SharkMove(("6",)),
        A.SharkMove(("E",)),
        A.SharkEndTurn(),
    )
    said = one_of_kind(events, "shark_turn_ended")
    assert said.audience == "all"
    assert said.eaten == (("N", 1),)
    assert said.sensors == ("6",)
    assert said.power_played is False
    assert said.knock_ins == ()
    # Nothing about where the Shark is or which way it went.
    public = {f.name for f in fields(said)} - {"kind"}
    assert public == {
        "round",
        "eaten",
        "michael_eaten_at",
        "track",
        "sensors",
        "power_played",
        "knock_ins",
    }
    assert a1_of(state).record[-1] == said


def test_eaten_swimmers_are_announced_per_beach_in_board_order() -> None:
    state = at_shark_phase(shark="W", seed=1)
    set_swimmers(state, W=1, N=1)
    state, _ = run(state, A.SharkEat(), A.SharkMove(("5",)), A.SharkMove(("N",)))
    a1_of(state).effects = replace(a1_of(state).effects, shark_actions=4)
    state, events = run(state, A.SharkEat(), A.SharkEndTurn())
    assert one_of_kind(events, "shark_turn_ended").eaten == (("N", 1), ("W", 1))


def test_sensors_are_a_set_without_order_or_repeats() -> None:
    state = at_shark_phase(shark="1")
    a1_of(state).barrels.floating = {"2": 1, "N": 2}
    state, events = run(
        state, A.SharkMove(("2",)), A.SharkMove(("1",)), A.SharkMove(("N",)), A.SharkEndTurn()
    )
    said = one_of_kind(events, "shark_turn_ended")
    assert said.sensors == ("2", "N")  # sorted, once each: the order of passing is not told
    state2 = at_shark_phase(shark="1")
    a1_of(state2).barrels.floating = {"2": 1, "N": 2}
    state2, events2 = run(
        state2, A.SharkMove(("N",)), A.SharkMove(("1",)), A.SharkMove(("2",)), A.SharkEndTurn()
    )
    assert one_of_kind(events2, "shark_turn_ended").sensors == said.sensors


def test_a_barrel_on_a_dock_or_a_boat_is_not_a_sensor() -> None:
    state = at_shark_phase(shark="1")
    a1 = a1_of(state)
    a1.barrels.dock["5"] = 2
    a1.barrels.shop -= 2
    a1.positions["hooper"] = "5"
    a1.barrels.hooper_boat = 1
    a1.barrels.shop -= 1
    state, events = run(state, A.SharkMove(("5",)), A.SharkEndTurn())
    assert one_of_kind(events, "shark_turn_ended").sensors == ()


def test_passing_a_floating_barrel_never_attaches_it() -> None:
    state = at_shark_phase(shark="1")
    a1_of(state).barrels.floating = {"2": 1}
    a1_of(state).barrels.shop -= 1
    state, _ = run(state, A.SharkMove(("2",)), A.SharkEndTurn())
    a1 = a1_of(state)
    assert a1.barrels.attached == 0 and a1.barrels.floating == {"2": 1}


def test_ending_the_turn_moves_play_to_the_crew_and_writes_the_pad() -> None:
    state = at_shark_phase(shark="1")
    state, _ = run(state, A.SharkMove(("N",)), A.SharkEndTurn())
    a1 = a1_of(state)
    assert a1.phase == "crew" and a1.plan is None and a1.shark_position == "N"
    entry = a1.pad[-1]
    assert entry.round == 1 and entry.start == "1" and entry.end == "N"
    assert entry.path == ("1", "N")
    assert legal_actions(state, "shark") == []
    assert of_kind(legal_actions(state, "crew"), "end_crew_turn")


def test_starting_the_turn_beside_a_floating_barrel_triggers_it() -> None:
    # "At any point during your turn, if you are in a space with a floating Barrel, you trigger
    # its Motion Sensor": the space the Shark starts the turn in counts too.
    state = at_shark_phase(shark="2")
    a1_of(state).barrels.floating = {"2": 1}
    a1_of(state).barrels.shop -= 1
    state, events = run(state, A.SharkMove(("4",)), A.SharkEndTurn())
    assert one_of_kind(events, "shark_turn_ended").sensors == ("2",)
