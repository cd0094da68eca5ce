"""Audit of Act 2's setup, the round's bookkeeping, elimination and endings (rulebook "Act 2:
Setup", steps 1 and 4, "Eliminating Crew Members", "End of the Round", "End of the Game").
"""

from __future__ import annotations

from collections import Counter

from jaws.engine import legal_actions, new_game, outcome
from jaws.engine.act2 import actions as A
from jaws.engine.act2.state import TileState
from tests.engine.act2.act2_helpers import (
    ACT2,
    CARD3_DICE,
    a2_of,
    act2_game,
    card_total,
    dice_for,
    dice_left,
    load_dice,
    of_kind,
    prepare,
    refused,
    run,
    surfaced,
    tile_hits,
    tile_result,
)

AWAY = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
FAR = {"quint": "B5", "brody": "B6", "hooper": "B7"}


# --- Setup -------------------------------------------------------------------------------------


def test_standalone_setup_sets_the_rest_aside_and_starts_clean() -> None:
    a2 = a2_of(new_game("act2", 21))
    shark_cards, shared = ACT2.standalone_hands()
    assert len(a2.ability_aside) == len(ACT2.ability_cards) - shark_cards
    assert len(a2.gear_aside) == len(ACT2.shared_gear) - shared
    assert set(a2.gear_pool) <= set(ACT2.shared_gear)
    assert a2.wounds == {"quint": 0, "brody": 0, "hooper": 0, "shark": 0}
    assert a2.tiles == ("intact",) * len(ACT2.zones)
    assert sorted(a2.resurface_deck) == sorted(ACT2.resurface_cards) and a2.options == ()
    assert a2.positions == {} and a2.attached == ()


def test_the_crew_cannot_board_before_the_shared_gear_is_divided() -> None:
    state = new_game("act2", 8)
    assert "dividing" in refused(state, A.BoardOrca("quint", 1))
    assert "not among the shared gear" in refused(state, A.GiveGear("machete", "quint"))


def test_hands_are_dealt_from_a_shuffled_deck() -> None:
    hands = {a2_of(new_game("act2", seed)).hand for seed in range(6)}
    assert len(hands) > 1


# --- Step 1: options and the reshuffle ---------------------------------------------------------


def test_the_reshuffle_takes_every_discard_including_last_rounds_card() -> None:
    state = surfaced(card=3)  # options 3, 15, 16; the Shark took 3
    a2 = a2_of(state)
    left = a2.resurface_deck[0]
    a2.resurface_discard = (*a2.resurface_discard, *a2.resurface_deck[1:])
    a2.resurface_deck = (left,)
    state, events = run(state, A.SkipSharkAttack())
    a2 = a2_of(state)
    (reshuffle,) = of_kind(events, "resurface_reshuffled")
    assert reshuffle.cards == len(ACT2.resurface_cards) - 1  # all but the one still in the deck
    assert a2.options[0] == left and a2.resurface_discard == ()
    assert Counter([*a2.resurface_deck, *a2.options]) == Counter(list(ACT2.resurface_cards))


# --- Step 4: the reveal ------------------------------------------------------------------------


def test_the_reveal_places_the_shark_discards_the_other_two_and_shows_the_card() -> None:
    state = act2_game(positions=FAR, hand=("big_mouth_1",), options=(6, 3, 15))
    state, _ = run(state, A.SharkChoose("B", "A", "big_mouth_1"))
    state, events = prepare(state, AWAY)
    a2 = a2_of(state)
    assert a2.shark_zone == 2 and a2.shark_space() == "W2" and a2.in_play == 3
    assert a2.resurface_discard == (6, 15) and a2.options == ()
    assert [e.card for e in of_kind(events, "ability_revealed")] == ["big_mouth_1"]
    assert card_total(a2) == (16, 16, 22)


# --- Elimination -------------------------------------------------------------------------------


def test_elimination_discards_accessories_too_and_the_rest_play_on_without_them() -> None:
    state = surfaced(positions={"quint": "W2", "brody": "B6", "hooper": "B7"})
    a2 = a2_of(state)
    a2.gear["quint"] = (*a2.gear["quint"], "chum_1", "ammo_1")
    a2.gear_aside = tuple(c for c in a2.gear_aside if c not in ("chum_1", "ammo_1"))
    a2.wounds["quint"] = ACT2.wound_limits["quint"] - 2
    load_dice(state, 2, 1)  # 3 hits: eliminated; no Bonus Attack die is rolled for him
    state, events = run(state, A.AttackCrew("quint"))
    a2 = a2_of(state)
    assert a2.eliminated == ("quint",) and "quint" not in a2.positions
    assert set(of_kind(events, "crew_eliminated")[0].discarded) == {
        "machete",
        "harpoon_barrel",
        "chum_1",
        "ammo_1",
    }
    assert not [e for e in of_kind(events, "dice_rolled") if "Bonus" in e.purpose]
    assert dice_left(state) == [] and a2.round == 2 and card_total(a2) == (16, 16, 22)
    state, _ = run(state, A.SharkChoose("A", "B"))
    assert "eliminated" in refused(state, A.ChooseWeapon("quint", "machete"))
    state, _ = prepare(state, {m: AWAY[m] for m in ("brody", "hooper")})
    assert a2_of(state).phase in ("crew_attack", "shark_attack")


def test_the_shark_may_not_bite_an_eliminated_crew_member() -> None:
    state = surfaced(positions={"quint": "W2", "brody": "W2", "hooper": "B7"})
    a2 = a2_of(state)
    a2.eliminated = ("brody",)
    del a2.positions["brody"]
    a2.wounds["brody"] = ACT2.wound_limits["brody"]
    assert "not in the water" in refused(state, A.AttackCrew("brody"))
    assert A.AttackCrew("brody") not in legal_actions(state, "shark")


# --- Endings -----------------------------------------------------------------------------------


def test_the_orca_can_sink_to_the_domino_effect() -> None:
    domino = ACT2.ability_of("domino_effect_1").hits
    # First B3 is left in a state the Domino Effect's hits cannot destroy (read from content).
    b3: TileState = "damaged" if tile_result(3, domino, damaged=True) == "miss" else "intact"
    b3_after = b3 if tile_result(3, domino, damaged=b3 == "damaged") == "miss" else "damaged"
    assert tile_result(3, domino, damaged=b3 == "damaged") != "destroyed"
    assert tile_result(1, domino, damaged=True) == "destroyed"
    tiles: dict[int, TileState] = dict.fromkeys(range(1, 9), "destroyed")
    tiles[2] = "damaged"
    tiles[3] = b3
    state = surfaced(
        play="domino_effect_1",
        positions={"quint": "W5", "brody": "W6", "hooper": "W7"},
        tiles=tiles,
    )
    # B2 (damaged) destroyed; the Domino Effect's hits do not finish B3.
    finish = dice_for(tile_hits(2, "destroyed", damaged=True), CARD3_DICE)
    load_dice(state, *finish)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).domino_options == (3,)
    state, _ = run(state, A.DominoTarget(3))
    assert a2_of(state).tiles[2] == b3_after and outcome(state) is None
    tiles[3] = "destroyed"
    tiles[1] = "damaged"  # the damaged B1 falls to the Domino Effect's hits: the Orca sinks
    state = surfaced(
        play="domino_effect_2",
        positions={"quint": "W5", "brody": "W6", "hooper": "W7"},
        tiles=tiles,
    )
    load_dice(state, *finish)
    state, _ = run(state, A.AttackBoat(2), A.DominoTarget(1))
    result = outcome(state)
    assert result is not None and (result.winner, result.act) == ("shark", 2)
    assert result.reason == "the Orca is destroyed" and legal_actions(state, "shark") == []


def test_the_game_ends_the_moment_the_shark_track_fills_mid_attacks() -> None:
    state = act2_game(positions={**FAR, "quint": "B2", "brody": "B2"}, options=(3, 15, 16))
    a2_of(state).wounds["shark"] = ACT2.wound_limits["shark"] - 1
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, {**AWAY, "quint": ("machete", 2), "brody": ("boat_hook", 2)})
    load_dice(state, 1, 1)
    state, _ = run(state, A.AttackShark("quint"))
    result = outcome(state)
    assert result is not None and result.winner == "crew"
    assert "over" in refused(state, A.AttackShark("brody"))
