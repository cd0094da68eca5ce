"""The Event phase: all 16 Amity Event cards, the beach-closing cycle, supply and reshuffle."""

from __future__ import annotations

import pytest

from jaws.content import default_content
from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from tests.helpers import (
    PLAIN_CARD,
    a1_of,
    at_crew_phase,
    at_shark_phase,
    clear_beaches,
    end_crew_turns,
    new_act1_game,
    of_kind,
    one_of_kind,
    refused,
    run,
    set_swimmers,
)

CARDS = default_content().act1.cards


def start(
    card: int,
    *,
    shark: str = "1",
    track: int = 0,
    before: dict[str, int] | None = None,
    token: tuple[str, str] | None = None,
) -> tuple[GameState, list[object]]:
    """Round 1 with `card`, from a board prepared by `before` (swimmers) and `token`."""
    state = new_act1_game(cards=(card,))
    a1 = a1_of(state)
    a1.track = track
    if before:
        set_swimmers(state, **before)
    if token:
        a1.beach_token, a1.token_face = token  # type: ignore[assignment]
    return apply(state, A.SharkStart(shark))


def placed(state: GameState) -> dict[str, int]:
    return dict(a1_of(state).swimmers)


def test_there_are_sixteen_cards_with_the_transcribed_swimmers() -> None:
    expected = {
        1: (2, 0, 1, 2), 2: (1, 2, 2, 0), 3: (1, 1, 0, 2), 4: (2, 1, 2, 1),
        5: (0, 1, 1, 1), 6: (1, 1, 1, 1), 7: (1, 2, 1, 0), 8: (2, 0, 1, 2),
        9: (1, 2, 2, 1), 10: (0, 1, 2, 2), 11: (0, 0, 1, 2), 12: (1, 1, 1, 1),
        13: (0, 1, 2, 0), 14: (2, 0, 0, 1), 15: (1, 2, 0, 0), 16: (2, 2, 0, 1),
    }  # fmt: skip
    assert sorted(CARDS) == list(range(1, 17))
    for card_id, counts in expected.items():
        s = CARDS[card_id].swimmers
        assert counts == (s.N, s.E, s.S, s.W), card_id


@pytest.mark.parametrize("card", [9, 10, 3, 8, 1, 6])
def test_swimmers_are_placed_as_the_card_shows(card: int) -> None:
    state, events = start(card)
    want = CARDS[card].swimmers.as_dict()
    assert placed(state) == want
    assert a1_of(state).supply == 16 - sum(want.values())
    said = one_of_kind(events, "swimmers_placed")
    assert dict(said.placed) == {b: n for b, n in want.items() if n}
    assert one_of_kind(events, "event_drawn").card == card
    assert a1_of(state).michael is None  # Michael only when a card says so


# --- Shark Alert! ---------------------------------------------------------------------------

ALERTS = {
    11: ({"N": 0, "E": 0, "S": 1, "W": 2}, {"N": 1, "E": 1, "S": 1, "W": 0}),
    13: ({"N": 0, "E": 1, "S": 2, "W": 0}, {"N": 1, "E": 1, "S": 0, "W": 1}),
    14: ({"N": 2, "E": 0, "S": 0, "W": 1}, {"N": 0, "E": 1, "S": 1, "W": 1}),
    15: ({"N": 1, "E": 2, "S": 0, "W": 0}, {"N": 1, "E": 0, "S": 1, "W": 1}),
}


@pytest.mark.parametrize("card", sorted(ALERTS))
@pytest.mark.parametrize("track", [0, 3])
def test_shark_alert_adds_three_swimmers_at_track_3_or_lower(card: int, track: int) -> None:
    state, _ = start(card, track=track)
    base, bonus = ALERTS[card]
    assert placed(state) == {b: base[b] + bonus[b] for b in base}


@pytest.mark.parametrize("card", sorted(ALERTS))
@pytest.mark.parametrize("track", [4, 8])
def test_shark_alert_adds_nothing_above_track_3(card: int, track: int) -> None:
    state, _ = start(card, track=track)
    assert placed(state) == ALERTS[card][0]


# --- closing cycle, Fourth of July, Mayor Vaughn --------------------------------------------


def test_beach_closing_cycle_closed_then_opening_soon_then_removed() -> None:
    # Card 9 places 1 at N each time; N is closed at the start.
    state = at_crew_phase(9, then=(10, 2, 16))
    a1 = a1_of(state)
    clear_beaches(state)
    a1.beach_token, a1.token_face = "N", "closed"
    # Card 10 places nobody at N: the token stays as it is.
    state, _ = end_crew_turns(state)
    state, _ = apply(state, A.SharkEndTurn())
    a1 = a1_of(state)
    assert (a1.beach_token, a1.token_face, a1.swimmers["N"]) == ("N", "closed", 0)
    # Card 2 would place 1 at N: instead the token flips to Opening Soon.
    state, events = end_crew_turns(state)
    state, _ = run(state, A.ChooseExtraAction("brody"), A.SharkEndTurn())
    a1 = a1_of(state)
    assert (a1.beach_token, a1.token_face, a1.swimmers["N"]) == ("N", "opening_soon", 0)
    assert one_of_kind(events, "beach_token_changed").face == "opening_soon"
    # Card 16 would place 2 at N: instead the token is removed, still nobody placed.
    state, _ = end_crew_turns(state)
    a1 = a1_of(state)
    assert (a1.beach_token, a1.token_face, a1.swimmers["N"]) == (None, None, 0)


def test_a_reopened_beach_takes_swimmers_again() -> None:
    state, _ = start(9, token=("N", "opening_soon"))
    assert a1_of(state).beach_token is None and a1_of(state).swimmers["N"] == 0
    state = at_crew_phase(9, then=(4,))
    state, _ = end_crew_turns(state)
    assert a1_of(state).swimmers["N"] == 1 + 2


def test_fourth_of_july_reopens_every_beach_before_placing_and_forbids_closing() -> None:
    state, events = start(6, token=("E", "closed"))
    a1 = a1_of(state)
    assert a1.beach_token is None and placed(state) == {"N": 1, "E": 1, "S": 1, "W": 1}
    kinds = [e.kind for e in events]
    assert kinds.index("beach_token_changed") < kinds.index("swimmers_placed")
    state, _ = apply(state, A.SharkEndTurn())
    set_swimmers(state, S=0)
    assert not of_kind(legal_actions(state, "crew"), "close_beach")
    assert "Fourth of July" in refused(state, A.CloseBeach("S"))


def test_mayor_vaughn_clears_the_chosen_beach_and_closes_it() -> None:
    state, _ = start(4, token=("W", "opening_soon"))
    a1 = a1_of(state)
    assert a1.phase == "event_choice" and a1.pending == "mayor_beach"
    assert sorted(a.beach for a in legal_actions(state, "crew")) == ["E", "N", "S", "W"]
    assert legal_actions(state, "shark") == []
    a1.michael = "S"
    state, events = apply(state, A.ChooseBeach("S"))
    a1 = a1_of(state)
    assert a1.swimmers["S"] == 0 and a1.michael is None
    assert (a1.beach_token, a1.token_face) == ("S", "closed")
    cleared = one_of_kind(events, "beach_cleared")
    assert cleared.swimmers == 2 and cleared.michael is True
    assert a1.supply + a1.swimmers_on_board() == 16
    assert a1.phase == "shark"


def test_event_decisions_are_refused_outside_their_options() -> None:
    state, _ = start(4)
    refused(state, A.ChooseBeach("5"))
    refused(state, A.ChooseDock("5"))
    refused(state, A.SharkEndTurn())


# --- Michael's birthday -----------------------------------------------------------------------


def test_michael_goes_to_the_open_beach_with_fewest_swimmers() -> None:
    state, events = start(7)  # 1/2/1/0: West has fewest
    a1 = a1_of(state)
    assert a1.michael == "W" and one_of_kind(events, "michael_placed").beach == "W"
    assert a1.swimmers_on_board() + a1.supply == 16  # Michael is not one of the 16


def test_michael_ties_are_broken_by_the_crew_and_closed_beaches_are_skipped() -> None:
    state, _ = start(7, token=("W", "closed"))  # open N=1, E=2, S=1
    a1 = a1_of(state)
    assert a1.pending == "michael_beach" and a1.pending_options == ("N", "S")
    refused(state, A.ChooseBeach("E"))
    state, _ = apply(state, A.ChooseBeach("S"))
    assert a1_of(state).michael == "S"


def test_michael_is_never_on_the_board_twice() -> None:
    state = at_crew_phase(7, then=(7,))
    assert a1_of(state).michael == "W"
    state, events = end_crew_turns(state)
    assert a1_of(state).michael == "W" and not of_kind(events, "michael_placed")


# --- one-round effects ------------------------------------------------------------------------


def test_amity_in_the_news_gives_one_chosen_crew_member_an_extra_action() -> None:
    state, _ = start(2)
    assert sorted(a.member for a in legal_actions(state, "crew")) == ["brody", "hooper", "quint"]
    state, _ = run(state, A.ChooseExtraAction("brody"), A.SharkEndTurn())
    assert a1_of(state).actions_left == {"quint": 4, "brody": 5, "hooper": 4}


@pytest.mark.parametrize(("card", "member"), [(9, "hooper"), (10, "quint")])
def test_named_extra_action_cards(card: int, member: str) -> None:
    state = at_crew_phase(card)
    expected = {"quint": 4, "brody": 4, "hooper": 4} | {member: 5}
    assert a1_of(state).actions_left == expected


def test_extra_actions_last_one_round() -> None:
    state = at_crew_phase(9, then=(PLAIN_CARD,))
    state, _ = end_crew_turns(state)
    state, _ = apply(state, A.SharkEndTurn())
    assert a1_of(state).actions_left == {"quint": 4, "brody": 4, "hooper": 4}


def test_holiday_roast_closes_both_docks() -> None:
    state = at_crew_phase(3)
    a1 = a1_of(state)
    a1.barrels.dock["8"] = 2
    a1.barrels.shop -= 3
    a1.barrels.brody = 1
    a1.positions["brody"] = "5"
    assert "closed" in refused(state, A.PickUpBarrels("quint", "dock", 1))
    assert "closed" in refused(state, A.DropBarrel())
    assert not of_kind(legal_actions(state, "crew"), "pick_up_barrels")
    assert A.DropBarrel() not in legal_actions(state, "crew")


def test_frank_silva_makes_dock_work_free() -> None:
    state = at_crew_phase(8)
    a1 = a1_of(state)
    a1.barrels.dock["8"] = 2
    a1.barrels.shop -= 2
    state, _ = run(
        state,
        A.PickUpBarrels("quint", "dock", 1),
        A.CrewMove("quint", ("4",)),
        A.CrewMove("quint", ("8",)),
        A.CrewMove("quint", ("4",)),
        A.CrewMove("quint", ("8",)),
    )
    a1 = a1_of(state)
    assert a1.actions_left["quint"] == 0 and a1.active == "quint"  # free work remains
    assert legal_actions(state, "crew") == [
        A.PickUpBarrels("quint", "dock", 1),
        A.EndCrewTurn("quint"),
    ]
    refused(state, A.CrewMove("quint", ("4",)))
    state, _ = apply(state, A.PickUpBarrels("quint", "dock", 1))
    a1 = a1_of(state)
    assert a1.barrels.orca == 4 and "quint" in a1.done


def test_frank_silva_makes_brodys_drop_free() -> None:
    state = at_crew_phase(8)
    a1 = a1_of(state)
    a1.positions["brody"] = "5"
    a1.barrels.brody = 1
    a1.barrels.shop -= 1
    state, _ = apply(state, A.DropBarrel())
    assert a1_of(state).actions_left["brody"] == 4


def test_caught_the_wrong_shark_moves_brody_and_hooper_and_gives_the_shark_an_action() -> None:
    state, _ = start(5)
    assert a1_of(state).pending == "dock"
    assert [a.dock for a in legal_actions(state, "crew")] == ["5", "8"]
    state, events = apply(state, A.ChooseDock("8"))
    a1 = a1_of(state)
    assert a1.positions == {"quint": "8", "brody": "8", "hooper": "8"}
    assert {(e.member, e.space) for e in of_kind(events, "crew_relocated")} == {
        ("brody", "8"),
        ("hooper", "8"),
    }
    assert a1.effects.shark_actions == 4
    state, _ = run(state, *(A.SharkMove((s,)) for s in ("2", "1", "2", "1")))
    assert "no actions left" in refused(state, A.SharkMove(("2",)))


def test_cardboard_fin_hoax_sends_everyone_to_the_busiest_beach() -> None:
    state, events = start(12, before={"E": 2})
    a1 = a1_of(state)
    assert a1.positions == {"quint": "E", "brody": "E", "hooper": "E"}
    assert len(of_kind(events, "crew_relocated")) == 3
    assert a1.phase == "shark"


def test_cardboard_fin_hoax_tie_is_broken_by_the_crew() -> None:
    state, _ = start(12)
    a1 = a1_of(state)
    assert a1.pending == "hoax_beach" and a1.pending_options == ("N", "E", "S", "W")
    state, _ = apply(state, A.ChooseBeach("W"))
    assert a1_of(state).positions == {"quint": "W", "brody": "W", "hooper": "W"}


def test_helicopter_flies_brody_to_any_land_space_or_he_stays() -> None:
    state, _ = start(16)
    listed = legal_actions(state, "crew")
    spaces = [a.space for a in listed]
    assert spaces[0] is None
    assert sorted(s for s in spaces if s) == sorted(["N", "E", "S", "W", "5", "6", "8", "Shop"])
    assert "land" in refused(state, A.HelicopterMove("1"))
    state2, _ = apply(state, A.HelicopterMove("Shop"))
    assert a1_of(state2).positions["brody"] == "Shop"
    state3, events = apply(state, A.HelicopterMove(None))
    assert a1_of(state3).positions["brody"] == "7"
    # Staying is said aloud, as flying is: the Shark's hand-off shows what the crew decided.
    stayed = one_of_kind(events, "crew_stayed")
    assert (stayed.member, stayed.space, stayed.audience) == ("brody", "7", "all")
    assert str(stayed) == "Brody stays put at 7"


def test_ben_gardner_knock_in_is_announced_and_costs_two_actions_to_climb_back() -> None:
    state = at_shark_phase(1, shark="1")
    assert A.SharkMove(("5",), ("hooper",)) in legal_actions(state, "shark")
    state, events = run(state, A.SharkMove(("5",), ("hooper",)), A.SharkEndTurn())
    said = one_of_kind(events, "shark_turn_ended")
    assert said.knock_ins == (("hooper", "5"),)
    assert "Hooper" in str(said)
    a1 = a1_of(state)
    assert a1.in_water == frozenset({"hooper"})
    hooper_options = [a for a in legal_actions(state, "crew") if a.member == "hooper"]
    assert hooper_options == [A.ClimbAboard("hooper")]
    assert "climb back aboard" in refused(state, A.EndCrewTurn("hooper"))
    assert "climb back aboard" in refused(state, A.UseFishFinder())
    assert "not in the water" in refused(state, A.ClimbAboard("quint"))
    state, _ = apply(state, A.ClimbAboard("hooper"))
    a1 = a1_of(state)
    assert a1.in_water == frozenset() and a1.actions_left["hooper"] == 2
    state, _ = apply(state, A.UseFishFinder())


def test_ben_gardner_knock_in_while_passing_shows_where_the_shark_passed() -> None:
    state = at_shark_phase(1, shark="N")
    state, events = run(
        state,
        A.PlayPower("speed_burst"),
        A.SharkMove(("5", "W", "3"), ("hooper",)),
        A.SharkEndTurn(),
    )
    assert one_of_kind(events, "shark_turn_ended").knock_ins == (("hooper", "5"),)
    assert a1_of(state).shark_position == "3"


def test_knock_ins_need_ben_gardner_and_a_boat_on_the_path() -> None:
    state = at_shark_phase(PLAIN_CARD, shark="1")
    assert "Ben Gardner" in refused(state, A.SharkMove(("5",), ("hooper",)))
    state = at_shark_phase(1, shark="1")
    assert "does not pass" in refused(state, A.SharkMove(("5",), ("quint",)))
    assert "does not pass" in refused(state, A.SharkMove(("2",), ("hooper",)))
    state, _ = apply(state, A.SharkMove(("5",)))  # passing without knocking is allowed too
    state, events = apply(state, A.SharkEndTurn())
    assert one_of_kind(events, "shark_turn_ended").knock_ins == ()


def test_knock_ins_last_only_ben_gardners_round() -> None:
    state = at_crew_phase(1, shark="1", then=(PLAIN_CARD,))
    state, _ = end_crew_turns(state)
    assert "Ben Gardner" in refused(state, A.SharkMove(("5",), ("hooper",)))


# --- supply and deck --------------------------------------------------------------------------


def test_a_short_supply_places_what_it_has_in_n_e_s_w_order() -> None:
    state = at_crew_phase(9, then=(4,))  # next: 2/1/2/1
    set_swimmers(state, N=5, E=5, S=4, W=0)  # supply 2 left
    state, events = end_crew_turns(state)
    a1 = a1_of(state)
    assert a1.supply == 0 and a1.swimmers == {"N": 7, "E": 5, "S": 4, "W": 0}
    said = one_of_kind(events, "swimmers_placed")
    assert said.placed == (("N", 2), ("E", 0), ("S", 0), ("W", 0))
    assert said.held_back == (("E", 1), ("S", 2), ("W", 1))


def test_the_deck_reshuffles_its_discards_when_empty() -> None:
    state = at_crew_phase(9)
    a1 = a1_of(state)
    a1.discard = tuple(sorted(CARDS))
    a1.deck = ()
    state, events = end_crew_turns(state)
    a1 = a1_of(state)
    drawn = one_of_kind(events, "event_drawn")
    assert drawn.reshuffled is True
    assert len(a1.deck) == 15 and a1.discard == (drawn.card,)
    assert sorted((*a1.deck, *a1.discard)) == sorted(CARDS)


def test_sixteen_rounds_draw_each_card_once() -> None:
    state = at_shark_phase(9)
    a1 = a1_of(state)
    seen = [a1.event]
    for _ in range(15):
        state, _ = apply(state, A.SharkEndTurn())
        state, _ = end_crew_turns(state)
        while a1_of(state).phase == "event_choice":
            state, _ = apply(state, legal_actions(state, "crew")[0])
        clear_beaches(state)
        seen.append(a1_of(state).event)
    assert sorted(seen) == sorted(CARDS)  # type: ignore[type-var]


def test_both_captains_knocked_in_on_one_speed_burst() -> None:
    state = at_shark_phase(1, shark="N")
    a1_of(state).positions.update(quint="1", hooper="2")
    state, _ = apply(state, A.PlayPower("speed_burst"))
    both = A.SharkMove(("1", "2"), ("quint", "hooper"))
    assert both in legal_actions(state, "shark")
    assert "Quint before Hooper" in refused(state, A.SharkMove(("1", "2"), ("hooper", "quint")))
    assert "only once" in refused(state, A.SharkMove(("1", "2"), ("quint", "quint")))
    state, events = run(state, both, A.SharkEndTurn())
    said = one_of_kind(events, "shark_turn_ended")
    assert said.knock_ins == (("quint", "1"), ("hooper", "2"))
    assert a1_of(state).in_water == frozenset({"quint", "hooper"})


@pytest.mark.parametrize("card", [3, 8, 6, 5, 1])
def test_round_effects_end_with_their_round(card: int) -> None:
    choice = A.ChooseDock("5") if card == 5 else None
    state = at_crew_phase(card, choice=choice, then=(PLAIN_CARD,))
    effects = a1_of(state).effects
    assert (
        effects.docks_closed
        or effects.free_dock_actions
        or effects.no_closing
        or effects.knock_ins
        or effects.shark_actions == 4
    )
    state, _ = end_crew_turns(state)
    after = a1_of(state).effects
    assert after.shark_actions == 3
    assert not (after.docks_closed or after.free_dock_actions or after.no_closing)
    assert not after.knock_ins


def test_michael_skips_an_opening_soon_beach_too() -> None:
    # The token still lies there face "Opening Soon": no swimmer is placed, so it is not open.
    state, _ = start(7, token=("W", "opening_soon"))  # open N=1, E=2, S=1; W would be fewest
    assert a1_of(state).pending_options == ("N", "S")


def test_cardboard_fin_hoax_counts_michael_as_one_swimmer() -> None:
    # Ruling: "most swimmers" counts tokens in the water; Michael is one token (he counts 2 only
    # on the Swimmer Track when eaten).
    state = new_act1_game(cards=(12,))
    set_swimmers(state, N=1)
    a1_of(state).michael = "E"
    state, _ = apply(state, A.SharkStart("1"))  # places 1 everywhere: N=2, E=1 + Michael
    a1 = a1_of(state)
    assert a1.pending == "hoax_beach" and a1.pending_options == ("N", "E")
