"""The four Power tokens: exact effects, one per round, each once per game, secret which."""

from __future__ import annotations

from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from jaws.views import is_hidden, view_for
from tests.helpers import (
    a1_of,
    at_crew_phase,
    at_shark_phase,
    clear_beaches,
    end_crew_turns,
    of_kind,
    one_of_kind,
    refused,
    run,
    set_swimmers,
)


def test_playing_a_power_costs_no_action_and_only_one_per_round() -> None:
    state = at_shark_phase(shark="1")
    state, _ = apply(state, A.PlayPower("evasive_moves"))
    plan = a1_of(state).plan
    assert plan is not None and plan.actions_used == 0 and plan.power == "evasive_moves"
    assert not of_kind(legal_actions(state, "shark"), "play_power")
    assert "one Power token" in refused(state, A.PlayPower("speed_burst"))


def test_each_power_is_used_once_per_game_and_goes_to_the_box_secretly() -> None:
    state = at_crew_phase(shark="1", shark_actions=(A.PlayPower("out_of_sight"),), then=(9,))
    a1 = a1_of(state)
    assert a1.powers_left == ("feeding_frenzy", "evasive_moves", "speed_burst")
    crew = view_for(state, "crew").act1
    assert crew is not None and is_hidden(crew.power_this_round) and is_hidden(crew.powers_left)
    assert crew.powers_left_count == 3
    state, events = end_crew_turns(state)
    back = one_of_kind(events, "power_revealed")
    assert back.power == "out_of_sight" and back.audience == "shark"
    a1 = a1_of(state)
    assert a1.power_this_round is None
    assert a1.phase == "shark" and a1.round == 2
    listed = {a.power for a in of_kind(legal_actions(state, "shark"), "play_power")}
    assert listed == {"feeding_frenzy", "evasive_moves", "speed_burst"}
    assert "already been used" in refused(state, A.PlayPower("out_of_sight"))


def test_the_announcement_tells_that_a_power_was_played_not_which() -> None:
    for power in ("feeding_frenzy", "evasive_moves", "out_of_sight", "speed_burst"):
        state = at_shark_phase(shark="1")
        state, events = run(state, A.PlayPower(power), A.SharkEndTurn())  # type: ignore[arg-type]
        said = one_of_kind(events, "shark_turn_ended")
        assert said.power_played is True
        assert power not in repr(said) and "Frenzy" not in str(said)


# --- Feeding Frenzy ---------------------------------------------------------------------------


def test_feeding_frenzy_eats_every_swimmer_here_as_one_action() -> None:
    state = at_shark_phase(shark="S")
    set_swimmers(state, S=4)
    assert A.SharkEatAll() not in legal_actions(state, "shark")
    assert "Feeding Frenzy" in refused(state, A.SharkEatAll())
    state, _ = run(state, A.PlayPower("feeding_frenzy"), A.SharkEatAll())
    plan = a1_of(state).plan
    assert plan is not None and plan.actions_used == 1 and plan.eaten == {"S": 4}
    assert "no swimmer" in refused(state, A.SharkEatAll())
    state, events = apply(state, A.SharkEndTurn())
    assert a1_of(state).track == 4 and a1_of(state).swimmers["S"] == 0
    assert one_of_kind(events, "shark_turn_ended").eaten == (("S", 4),)


def test_feeding_frenzy_takes_michael_too() -> None:
    state = at_shark_phase(shark="E")
    set_swimmers(state, E=1)
    a1_of(state).michael = "E"
    state, events = run(state, A.PlayPower("feeding_frenzy"), A.SharkEatAll(), A.SharkEndTurn())
    assert a1_of(state).track == 3 and a1_of(state).michael is None
    said = one_of_kind(events, "shark_turn_ended")
    assert said.eaten == (("E", 1),) and said.michael_eaten_at == "E"


def test_feeding_frenzy_can_still_eat_one_at_a_time() -> None:
    state = at_shark_phase(shark="S")
    set_swimmers(state, S=2)
    state, _ = run(state, A.PlayPower("feeding_frenzy"), A.SharkEat())
    assert a1_of(state).plan.eaten == {"S": 1}  # type: ignore[union-attr]


# --- Evasive Moves --------------------------------------------------------------------------


def test_evasive_moves_triggers_no_sensor_even_through_barrels() -> None:
    state = at_shark_phase(shark="1")
    a1_of(state).barrels.floating = {"2": 1, "4": 1}
    a1_of(state).barrels.shop -= 2
    state, events = run(
        state,
        A.PlayPower("evasive_moves"),
        A.SharkMove(("2",)),
        A.SharkMove(("4",)),
        A.SharkEndTurn(),
    )
    said = one_of_kind(events, "shark_turn_ended")
    assert said.sensors == () and said.power_played


def test_without_evasive_moves_the_same_path_triggers_both() -> None:
    state = at_shark_phase(shark="1")
    a1_of(state).barrels.floating = {"2": 1, "4": 1}
    a1_of(state).barrels.shop -= 2
    state, events = run(state, A.SharkMove(("2",)), A.SharkMove(("4",)), A.SharkEndTurn())
    assert one_of_kind(events, "shark_turn_ended").sensors == ("2", "4")


# --- Out of Sight ---------------------------------------------------------------------------


def _out_of_sight_at(space: str) -> GameState:
    return at_crew_phase(shark=space, shark_actions=(A.PlayPower("out_of_sight"),))


def test_out_of_sight_answers_the_fish_finder_not_there_or_nearby() -> None:
    state = _out_of_sight_at("5")
    assert a1_of(state).positions["hooper"] == "5"  # same space as the Shark
    state, events = apply(state, A.UseFishFinder())
    assert one_of_kind(events, "fish_finder_answered").result == "not_nearby"
    assert a1_of(state).revealed_at is None


def test_out_of_sight_answers_the_binoculars_not_there() -> None:
    state = _out_of_sight_at("7")
    a1 = a1_of(state)
    a1.positions["brody"] = "W"
    a1.shark_position = "W"
    state, events = apply(state, A.UseBinoculars())
    assert one_of_kind(events, "binoculars_answered").seen is False


def test_out_of_sight_does_not_stop_a_barrel() -> None:
    state = _out_of_sight_at("8")
    assert a1_of(state).positions["quint"] == "8"
    state, events = apply(state, A.LaunchBarrel("8"))
    launched = one_of_kind(events, "barrel_launched")
    assert launched.hit is True and a1_of(state).barrels.attached == 1


def test_out_of_sight_lasts_only_its_round() -> None:
    state = at_crew_phase(shark="5", shark_actions=(A.PlayPower("out_of_sight"),), then=(9,))
    state, _ = end_crew_turns(state)
    state, _ = apply(state, A.SharkEndTurn())
    a1 = a1_of(state)
    assert a1.phase == "crew" and a1.power_this_round is None
    a1.positions["hooper"] = "5"
    state, events = apply(state, A.UseFishFinder())
    assert one_of_kind(events, "fish_finder_answered").result == "here"


# --- Speed Burst ----------------------------------------------------------------------------


def test_speed_burst_moves_up_to_three_spaces_once_as_one_action() -> None:
    state = at_shark_phase(shark="N")
    state, _ = apply(state, A.PlayPower("speed_burst"))
    multi = {a.path for a in of_kind(legal_actions(state, "shark"), "shark_move")}
    assert ("1", "2", "4") in multi and ("6", "2") in multi and ("5",) in multi
    assert all(len(p) <= 3 for p in multi)
    assert "at most 3" in refused(state, A.SharkMove(("1", "2", "4", "8")))
    assert "adjacent" in refused(state, A.SharkMove(("1", "4", "8")))
    state, _ = apply(state, A.SharkMove(("1", "2", "4")))
    plan = a1_of(state).plan
    assert plan is not None and plan.actions_used == 1 and plan.position == "4"
    assert "only once" in refused(state, A.SharkMove(("8", "E")))
    assert all(len(a.path) == 1 for a in of_kind(legal_actions(state, "shark"), "shark_move"))
    state, _ = apply(state, A.SharkMove(("8",)))
    assert a1_of(state).plan.position == "8"  # type: ignore[union-attr]


def test_speed_burst_triggers_sensors_in_the_spaces_it_passes() -> None:
    state = at_shark_phase(shark="N")
    a1_of(state).barrels.floating = {"1": 1, "2": 1, "6": 1}
    a1_of(state).barrels.shop -= 3
    state, events = run(
        state, A.PlayPower("speed_burst"), A.SharkMove(("1", "2", "4")), A.SharkEndTurn()
    )
    said = one_of_kind(events, "shark_turn_ended")
    assert said.sensors == ("1", "2")  # passed through 1 and 2, never near 6
    assert a1_of(state).pad[-1].path == ("N", "1", "2", "4")


def test_a_one_space_move_after_playing_speed_burst_keeps_the_burst() -> None:
    state = at_shark_phase(shark="N")
    state, _ = run(state, A.PlayPower("speed_burst"), A.SharkMove(("1",)))
    state, _ = apply(state, A.SharkMove(("2", "4", "8")))
    assert a1_of(state).plan.position == "8"  # type: ignore[union-attr]


def test_powers_do_nothing_for_swimmers_without_feeding_frenzy() -> None:
    state = at_shark_phase(shark="S")
    clear_beaches(state)
    state, _ = apply(state, A.PlayPower("feeding_frenzy"))
    assert A.SharkEatAll() not in legal_actions(state, "shark")
