"""Random legal playouts of whole Act 1 games never raise and keep every invariant."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jaws.content import default_content
from jaws.engine import apply, legal_actions, new_game, outcome, whose_turn
from jaws.engine.act1.state import Act1State
from jaws.engine.state import GameState

CONTENT = default_content().act1
WATER = set(CONTENT.water_spaces)
LAND = set(CONTENT.land_spaces)
BEACHES = set(CONTENT.board.beaches)
MAX_STEPS = 20_000


def check_invariants(a1: Act1State, previous_track: int) -> None:
    """Everything that must hold after any step of Act 1."""
    comp = CONTENT.components
    assert a1.swimmers_on_board() + a1.supply == comp.swimmers
    assert a1.supply >= 0 and all(n >= 0 for n in a1.swimmers.values())
    assert set(a1.swimmers) == BEACHES
    assert a1.michael is None or a1.michael in BEACHES
    b = a1.barrels
    assert b.total() == comp.barrels
    parts = (b.shop, b.orca, b.hooper_boat, b.brody, b.attached)
    assert all(n >= 0 for n in (*parts, *b.dock.values(), *b.floating.values()))
    assert b.brody <= 1 and b.attached <= comp.barrels_to_end_act
    assert set(b.dock) == set(CONTENT.board.docks)
    assert set(b.floating) <= WATER and all(n > 0 for n in b.floating.values())
    assert 0 <= a1.track <= comp.swimmer_track_max
    assert a1.track >= previous_track, "the track never goes down"
    assert a1.positions["quint"] in WATER and a1.positions["hooper"] in WATER
    assert a1.positions["brody"] in LAND
    if a1.phase != "shark_start":
        assert a1.shark_position in WATER and a1.shark_start in WATER
    if a1.plan is not None:
        assert a1.plan.position in WATER and a1.plan.path[0] == a1.shark_position
        assert a1.plan.actions_used <= a1.effects.shark_actions
    assert len(a1.pad) == a1.round - (1 if a1.phase in ("event_choice", "shark") else 0) or (
        a1.phase == "over"
    )
    assert a1.in_water <= {"quint", "hooper"}
    assert all(n >= 0 for n in a1.actions_left.values())
    assert len(a1.deck) + len(a1.discard) == len(CONTENT.cards)
    assert a1.beach_token is None or a1.beach_token in BEACHES
    assert (a1.beach_token is None) == (a1.token_face is None)
    assert len(a1.powers_left) >= len(CONTENT.powers) - a1.round


def playout(mode: str, seed: int) -> GameState:
    """Play random legal actions until the game ends (act1) or Act 2 begins (full)."""
    chooser = random.Random(seed)
    state = new_game(mode, seed)  # type: ignore[arg-type]
    track = 0
    for _ in range(MAX_STEPS):
        seat = whose_turn(state)
        if seat is None or state.act == 2:
            return state
        moves = legal_actions(state, seat)
        assert moves, "the seat to move always has a legal action"
        state, events = apply(state, moves[chooser.randrange(len(moves))])
        a1 = state.act1
        assert a1 is not None
        check_invariants(a1, track)
        placed = [e for e in events if e.kind == "michael_placed"]
        assert len(placed) <= 1 and (not placed or a1.michael == placed[0].beach)
        track = a1.track
    raise AssertionError("a random game did not end")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_standalone_playouts_end_with_a_typed_winner(seed: int) -> None:
    state = playout("act1", seed)
    result = outcome(state)
    a1 = state.act1
    assert result is not None and a1 is not None and a1.phase == "over"
    if result.winner == "shark":
        assert a1.track >= CONTENT.components.standalone_shark_win
        assert a1.barrels.attached < 2
    else:
        assert a1.barrels.attached == 2
        assert a1.track < CONTENT.components.standalone_shark_win
    assert len(a1.pad) == a1.round or a1.end_reason == "barrels"


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_full_game_playouts_reach_act_2_with_a_typed_result(seed: int) -> None:
    pytest.importorskip("jaws.engine.act2.setup")
    state = playout("full", seed)
    a1 = state.act1
    assert state.act == 2 and a1 is not None and a1.phase == "over"
    result = state.act1_result
    assert result is not None and a1.winner is None
    assert result.track == a1.track and result.barrels_attached == a1.barrels.attached
    if result.reason == "track":
        assert a1.track == CONTENT.components.swimmer_track_max and a1.barrels.attached < 2
    else:
        assert a1.barrels.attached == 2 and a1.track < CONTENT.components.swimmer_track_max


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_replaying_the_same_actions_gives_the_same_game(seed: int) -> None:
    chooser = random.Random(seed)
    state = new_game("act1", seed)
    actions = []
    events = []
    while (seat := whose_turn(state)) is not None:
        moves = legal_actions(state, seat)
        actions.append(moves[chooser.randrange(len(moves))])
        state, new = apply(state, actions[-1])
        events.append(new)
    again = new_game("act1", seed)
    for action, expected in zip(actions, events, strict=True):
        again, new = apply(again, action)
        assert new == expected
    assert again == state
