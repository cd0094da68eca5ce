"""The Crew phase: every action of Quint, Brody and Hooper, with its limits, and turn order."""

from __future__ import annotations

from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from tests.helpers import (
    a1_of,
    at_crew_phase,
    of_kind,
    one_of_kind,
    refused,
    run,
    set_swimmers,
)


def crew_phase(shark: str = "1") -> GameState:
    return at_crew_phase(shark=shark)


def test_the_crew_starts_where_the_rules_say() -> None:
    a1 = a1_of(crew_phase())
    assert a1.positions == {"quint": "8", "brody": "7", "hooper": "5"}
    assert a1.barrels.orca == 2 and a1.barrels.shop == 6 and a1.barrels.total() == 8
    assert a1.actions_left == {"quint": 4, "brody": 4, "hooper": 4}


# --- turn order -----------------------------------------------------------------------------


def test_a_crew_member_who_starts_must_finish_before_the_next_starts() -> None:
    state = crew_phase()
    state, _ = apply(state, A.CrewMove("quint", ("4",)))
    assert a1_of(state).active == "quint"
    members = {getattr(a, "member", None) for a in legal_actions(state, "crew")}
    assert members == {"quint"}
    assert "Quint is taking a turn" in refused(state, A.CrewMove("brody", ("Shop",)))
    assert "Quint" in refused(state, A.EndCrewTurn("hooper"))
    state, _ = apply(state, A.EndCrewTurn("quint"))
    assert a1_of(state).active is None and "quint" in a1_of(state).done
    assert "already finished" in refused(state, A.CrewMove("quint", ("8",)))
    state, _ = apply(state, A.CrewMove("brody", ("Shop",)))
    assert a1_of(state).active == "brody"


def test_each_crew_member_has_four_actions_then_the_turn_ends() -> None:
    state = crew_phase()
    state, events = run(
        state,
        A.CrewMove("quint", ("4",)),
        A.CrewMove("quint", ("3",)),
        A.CrewMove("quint", ("1",)),
        A.CrewMove("quint", ("2",)),
    )
    a1 = a1_of(state)
    assert a1.actions_left["quint"] == 0 and "quint" in a1.done and a1.active is None
    assert "ends the turn" in str(of_kind(events, "crew_acted")[-1])


def test_the_round_ends_after_all_three_crew_members() -> None:
    state = crew_phase()
    state, _ = run(state, A.EndCrewTurn("hooper"), A.EndCrewTurn("quint"))
    assert a1_of(state).round == 1
    state, events = apply(state, A.EndCrewTurn("brody"))
    a1 = a1_of(state)
    assert a1.round == 2 and one_of_kind(events, "round_started").round == 2
    assert a1.done == frozenset() and a1.used_once == frozenset()


def test_crew_actions_belong_to_the_crew_phase() -> None:
    state = at_crew_phase()
    assert "crew" in refused(state, A.SharkMove(("2",))).lower()


# --- Quint ----------------------------------------------------------------------------------


def test_quint_moves_one_water_space() -> None:
    state = crew_phase()
    moves = sorted(
        a.path for a in of_kind(legal_actions(state, "crew"), "crew_move") if a.member == "quint"
    )
    assert moves == [("4",), ("E",), ("S",)]
    assert "1 space" in refused(state, A.CrewMove("quint", ("4", "3")))
    assert "adjacent" in refused(state, A.CrewMove("quint", ("6",)))  # over land
    refused(state, A.CrewMove("quint", ("Shop",)))


def test_quint_and_hooper_rescue_swimmers_but_not_michael() -> None:
    state = crew_phase()
    set_swimmers(state, E=2)
    a1_of(state).michael = "E"
    state, _ = run(state, A.CrewMove("quint", ("E",)), A.Rescue("quint"))
    a1 = a1_of(state)
    assert a1.swimmers["E"] == 1 and a1.michael == "E"
    assert "Only Brody" in refused(state, A.Rescue("quint", michael=True))
    assert A.Rescue("quint", michael=True) not in legal_actions(state, "crew")


def test_a_rescue_where_only_michael_swims_says_only_brody_can() -> None:
    """Helper-69: Hooper's "r" where only Michael swam was told "There is no swimmer to
    rescue at W"; the rule that stops him is that only Brody rescues his son."""
    state = crew_phase()
    set_swimmers(state, E=0)
    a1_of(state).michael = "E"
    state, _ = run(state, A.CrewMove("quint", ("E",)))
    assert refused(state, A.Rescue("quint")) == (
        "Only Michael swims at E, and only Brody can rescue his son."
    )


def test_quint_picks_up_from_each_source_as_a_separate_action() -> None:
    state = crew_phase()
    a1 = a1_of(state)
    a1.barrels.shop -= 5
    a1.barrels.dock["8"] = 2
    a1.barrels.floating["8"] = 2
    a1.positions["hooper"] = "8"
    a1.barrels.hooper_boat = 1
    listed = {a for a in of_kind(legal_actions(state, "crew"), "pick_up_barrels")}
    assert A.PickUpBarrels("quint", "dock", 2) in listed
    assert A.PickUpBarrels("quint", "water", 2) in listed
    assert A.PickUpBarrels("quint", "hooper_boat", 1) in listed
    assert "only 2" in refused(state, A.PickUpBarrels("quint", "dock", 3))
    refused(state, A.PickUpBarrels("quint", "shop", 1))
    refused(state, A.PickUpBarrels("quint", "dock", 0))
    state, _ = run(
        state,
        A.PickUpBarrels("quint", "dock", 2),
        A.PickUpBarrels("quint", "water", 2),
        A.PickUpBarrels("quint", "hooper_boat", 1),
    )
    a1 = a1_of(state)
    assert a1.barrels.orca == 7 and a1.actions_left["quint"] == 1
    assert a1.barrels.dock["8"] == 0 and a1.barrels.floating == {} and a1.barrels.hooper_boat == 0
    assert a1.barrels.total() == 8


def test_quint_picks_up_from_hooper_only_in_the_same_space() -> None:
    state = crew_phase()
    a1_of(state).barrels.hooper_boat = 1
    a1_of(state).barrels.shop -= 1
    assert "not in Quint's space" in refused(state, A.PickUpBarrels("quint", "hooper_boat", 1))


def test_quint_launches_into_his_space_or_adjacent_water_once_per_round() -> None:
    state = crew_phase(shark="1")
    targets = sorted(a.target for a in of_kind(legal_actions(state, "crew"), "launch_barrel"))
    assert targets == ["4", "8", "E", "S"]
    assert "adjacent" in refused(state, A.LaunchBarrel("6"))  # across land
    assert "adjacent" in refused(state, A.LaunchBarrel("2"))  # two away
    state, events = apply(state, A.LaunchBarrel("E"))
    launched = one_of_kind(events, "barrel_launched")
    assert launched.hit is False and launched.target == "E"
    a1 = a1_of(state)
    assert a1.barrels.floating == {"E": 1} and a1.barrels.orca == 1
    assert a1.record[-1] == launched
    assert "one barrel per round" in refused(state, A.LaunchBarrel("8"))
    assert not of_kind(legal_actions(state, "crew"), "launch_barrel")


def test_a_launch_into_the_sharks_space_hits_and_attaches_at_once() -> None:
    state = crew_phase(shark="S")
    state, events = apply(state, A.LaunchBarrel("S"))
    a1 = a1_of(state)
    assert one_of_kind(events, "barrel_launched").hit is True
    assert a1.barrels.attached == 1 and a1.barrels.floating == {} and a1.revealed_at == "S"
    assert a1.phase == "crew"


def test_quint_may_launch_where_a_barrel_floats_or_a_boat_is() -> None:
    state = crew_phase()
    a1 = a1_of(state)
    a1.barrels.floating["E"] = 1
    a1.barrels.shop -= 1
    a1.positions["hooper"] = "E"
    state, _ = apply(state, A.LaunchBarrel("E"))
    assert a1_of(state).barrels.floating == {"E": 2}


def test_quint_needs_a_barrel_on_the_orca_to_launch() -> None:
    state = crew_phase()
    a1_of(state).barrels.orca = 0
    a1_of(state).barrels.shop += 2
    assert "no barrel" in refused(state, A.LaunchBarrel("8"))


# --- Brody ----------------------------------------------------------------------------------


def test_brody_moves_one_land_space() -> None:
    state = crew_phase()
    moves = sorted(
        a.path for a in of_kind(legal_actions(state, "crew"), "crew_move") if a.member == "brody"
    )
    assert moves == [("5",), ("S",), ("Shop",), ("W",)]
    assert "adjacent" in refused(state, A.CrewMove("brody", ("3",)))  # water only
    assert "adjacent" in refused(state, A.CrewMove("brody", ("N",)))  # not adjacent
    refused(state, A.CrewMove("brody", ("Shop", "N")))


def test_brody_rescues_swimmers_and_michael() -> None:
    state = crew_phase()
    a1 = a1_of(state)
    set_swimmers(state, W=1)
    a1.michael = "W"
    state, _ = run(
        state, A.CrewMove("brody", ("W",)), A.Rescue("brody", michael=True), A.Rescue("brody")
    )
    a1 = a1_of(state)
    assert a1.michael is None and a1.swimmers["W"] == 0
    assert "no swimmer" in refused(state, A.Rescue("brody"))
    assert "Michael" in refused(state, A.Rescue("brody", michael=True))


def test_brody_carries_one_barrel_from_the_shop_to_a_dock() -> None:
    state = crew_phase()
    assert "only at the Shop" in refused(state, A.PickUpBarrels("brody", "shop", 1))
    state, _ = run(state, A.CrewMove("brody", ("Shop",)), A.PickUpBarrels("brody", "shop", 1))
    a1 = a1_of(state)
    assert a1.barrels.brody == 1 and a1.barrels.shop == 5
    assert "one barrel at a time" in refused(state, A.PickUpBarrels("brody", "shop", 1))
    assert "only at a Dock" in refused(state, A.DropBarrel())
    refused(state, A.PickUpBarrels("brody", "shop", 2))
    refused(state, A.PickUpBarrels("brody", "dock", 1))
    state, _ = run(state, A.CrewMove("brody", ("5",)), A.DropBarrel())
    a1 = a1_of(state)
    assert a1.barrels.brody == 0 and a1.barrels.dock["5"] == 1 and a1.barrels.total() == 8


def test_brody_drops_only_a_barrel_he_carries() -> None:
    state = crew_phase()
    a1_of(state).positions["brody"] = "8"
    assert "not carrying" in refused(state, A.DropBarrel())


def test_a_dock_holds_any_number_of_barrels() -> None:
    state = crew_phase()
    a1 = a1_of(state)
    a1.positions["brody"] = "8"
    a1.barrels.dock["8"] = 5
    a1.barrels.brody = 1
    a1.barrels.shop = 0
    state, _ = apply(state, A.DropBarrel())
    assert a1_of(state).barrels.dock["8"] == 6


def test_binoculars_only_at_a_beach_once_per_round() -> None:
    state = crew_phase(shark="W")
    assert A.UseBinoculars() not in legal_actions(state, "crew")
    assert "only at a beach" in refused(state, A.UseBinoculars())
    state, _ = apply(state, A.CrewMove("brody", ("W",)))
    state, events = apply(state, A.UseBinoculars())
    said = one_of_kind(events, "binoculars_answered")
    assert said.seen is True and said.beach == "W" and a1_of(state).revealed_at == "W"
    assert "once per round" in refused(state, A.UseBinoculars())


def test_binoculars_check_only_the_beach_brody_stands_on() -> None:
    state = crew_phase(shark="5")  # the Shark is next to West Beach, not in it
    state, _ = run(state, A.CrewMove("brody", ("W",)))
    state, events = apply(state, A.UseBinoculars())
    assert one_of_kind(events, "binoculars_answered").seen is False
    assert a1_of(state).revealed_at is None


def test_brody_closes_an_empty_beach_from_the_mayors_office_or_the_police() -> None:
    state = crew_phase()
    set_swimmers(state, N=0, E=3, S=0, W=1)
    closable = sorted(a.beach for a in of_kind(legal_actions(state, "crew"), "close_beach"))
    assert closable == ["N", "S"]
    assert "still has swimmers" in refused(state, A.CloseBeach("E"))
    refused(state, A.CloseBeach("5"))
    state, events = apply(state, A.CloseBeach("S"))
    a1 = a1_of(state)
    assert (a1.beach_token, a1.token_face) == ("S", "closed")
    assert one_of_kind(events, "beach_token_changed").face == "closed"
    assert "once per round" in refused(state, A.CloseBeach("N"))


def test_closing_needs_the_mayors_office_or_the_police_station() -> None:
    state = crew_phase()
    clear_all = {"N": 0, "E": 0, "S": 0, "W": 0}
    set_swimmers(state, **clear_all)
    a1_of(state).positions["brody"] = "Shop"
    assert "Mayor's Office" in refused(state, A.CloseBeach("N"))
    a1_of(state).positions["brody"] = "6"
    state, _ = apply(state, A.CloseBeach("N"))
    assert a1_of(state).beach_token == "N"


def test_michael_keeps_a_beach_open() -> None:
    state = crew_phase()
    set_swimmers(state, N=0)
    a1_of(state).michael = "N"
    refused(state, A.CloseBeach("N"))


def test_closing_another_beach_moves_the_token_face_up() -> None:
    state = crew_phase()
    set_swimmers(state, N=0, S=0)
    a1 = a1_of(state)
    a1.beach_token, a1.token_face = "N", "opening_soon"
    state, _ = apply(state, A.CloseBeach("S"))
    a1 = a1_of(state)
    assert (a1.beach_token, a1.token_face) == ("S", "closed")


def test_an_opening_soon_beach_may_be_closed_again_but_a_closed_one_not() -> None:
    state = crew_phase()
    set_swimmers(state, N=0)
    a1 = a1_of(state)
    a1.beach_token, a1.token_face = "N", "closed"
    assert "already closed" in refused(state, A.CloseBeach("N"))
    a1.token_face = "opening_soon"
    state, _ = apply(state, A.CloseBeach("N"))
    assert a1_of(state).token_face == "closed"


# --- Hooper ---------------------------------------------------------------------------------


def test_hooper_moves_up_to_two_water_spaces_as_one_action() -> None:
    state = crew_phase()
    ends = {
        a.path[-1]
        for a in of_kind(legal_actions(state, "crew"), "crew_move")
        if a.member == "hooper"
    }
    # From 5: one step 1, W, N; two steps 2, 3, 7, 6 (and back through 5's neighbours).
    assert ends == {"1", "W", "N", "2", "3", "7", "6"}
    state2, _ = apply(state, A.CrewMove("hooper", ("N", "6")))
    a1 = a1_of(state2)
    assert a1.positions["hooper"] == "6" and a1.actions_left["hooper"] == 3
    assert "2 space" in refused(state, A.CrewMove("hooper", ("N", "6", "E")))
    assert "adjacent" in refused(state, A.CrewMove("hooper", ("N", "E")))
    refused(state, A.CrewMove("hooper", ("Shop",)))


def test_hooper_picks_up_from_a_dock_or_the_water_not_the_shop() -> None:
    state = crew_phase()
    a1 = a1_of(state)
    a1.barrels.shop -= 3
    a1.barrels.dock["5"] = 1
    a1.barrels.floating["5"] = 2
    refused(state, A.PickUpBarrels("hooper", "shop", 1))
    refused(state, A.PickUpBarrels("hooper", "hooper_boat", 1))
    state, _ = run(
        state, A.PickUpBarrels("hooper", "dock", 1), A.PickUpBarrels("hooper", "water", 2)
    )
    a1 = a1_of(state)
    assert a1.barrels.hooper_boat == 3 and a1.actions_left["hooper"] == 2


def test_hooper_gives_all_his_barrels_to_quint_in_the_same_space() -> None:
    state = crew_phase()
    a1 = a1_of(state)
    a1.barrels.hooper_boat = 3
    a1.barrels.shop -= 3
    assert "Quint's space" in refused(state, A.GiveBarrels())
    a1.positions["hooper"] = "8"
    state, _ = apply(state, A.GiveBarrels())
    a1 = a1_of(state)
    assert a1.barrels.hooper_boat == 0 and a1.barrels.orca == 5
    assert "no barrels" in refused(state, A.GiveBarrels())


def test_hooper_cannot_launch_barrels() -> None:
    state = crew_phase()
    assert not [
        a
        for a in legal_actions(state, "crew")
        if a.kind == "launch_barrel" and getattr(a, "member", "") == "hooper"
    ]
    # LaunchBarrel is Quint's action by construction: its member is fixed.
    assert A.LaunchBarrel("5").member == "quint"


def test_fish_finder_once_per_round() -> None:
    state = crew_phase(shark="1")
    state, events = apply(state, A.UseFishFinder())
    assert one_of_kind(events, "fish_finder_answered").result == "nearby"
    assert a1_of(state).fish_finder_at == "5"
    assert "once per round" in refused(state, A.UseFishFinder())
