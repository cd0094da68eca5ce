"""Random legal Act 2 games (alone and after a random Act 1) never raise and keep invariants;
crew views do not depend on the Shark's secrets."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from jaws.content import default_content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act2.board import geometry
from jaws.engine.act2.state import Act2State
from jaws.engine.state import GameState
from jaws.views import view_for

ACT2 = default_content().act2
GEO = geometry(ACT2)
MAX_STEPS = 20_000
TILE_ORDER = {"intact": 0, "damaged": 1, "destroyed": 2}
SURFACED = ("crew_attack", "shark_attack", "cage")


def _all_cards(a2: Act2State) -> tuple[Counter[object], Counter[object], Counter[object]]:
    resurface = Counter([*a2.resurface_deck, *a2.resurface_discard, *a2.options])
    if a2.in_play is not None:
        resurface[a2.in_play] += 1
    ability = Counter([*a2.ability_aside, *a2.hand, *a2.ability_removed])
    if a2.ability_played is not None:
        ability[a2.ability_played] += 1
    gear = Counter([*a2.gear_aside, *a2.gear_pool, *a2.gear_discard, *a2.attached])
    for cards in a2.gear.values():
        gear.update(cards)
    return resurface, ability, gear


def check_invariants(a2: Act2State, before: Act2State | None) -> None:
    """Everything that must hold after any step of Act 2."""
    resurface, ability, gear = _all_cards(a2)
    assert resurface == Counter(list(ACT2.resurface_cards)), "resurface cards not conserved"
    assert ability == Counter(list(ACT2.ability_cards)), "ability cards not conserved"
    assert gear == Counter(list(ACT2.gear_cards)), "gear cards not conserved"
    for who, limit in ACT2.wound_limits.items():
        assert 0 <= a2.wounds[who] <= limit
    for member in ("quint", "brody", "hooper"):
        eliminated = member in a2.eliminated
        assert eliminated == (a2.wounds[member] == ACT2.wound_limits[member])
        if eliminated:
            assert member not in a2.positions and a2.gear[member] == ()
    assert len(a2.tiles) == len(ACT2.zones)
    assert all(t in TILE_ORDER for t in a2.tiles)
    layout = GEO.layout(a2.tiles)
    for space in a2.positions.values():
        assert space in layout.adj, f"mover on a missing space {space}"
    if a2.phase not in ("divide", "board"):
        assert set(a2.positions) == set(a2.living())
    for member, card in a2.weapon.items():
        assert card in a2.gear[member] and ACT2.gear_cards[card].is_weapon
    assert set(a2.target) <= set(a2.living())
    assert (a2.shark_zone is not None) == (a2.phase in SURFACED) or a2.phase == "over"
    if a2.phase == "choose":
        assert len(a2.options) == 3 and a2.chosen is None
    if before is not None:
        for old, new in zip(before.tiles, a2.tiles, strict=True):
            assert TILE_ORDER[new] >= TILE_ORDER[old], "a tile was repaired"
        assert a2.wounds["shark"] >= before.wounds["shark"]
        assert set(before.eliminated) <= set(a2.eliminated)


def play_act2(state: GameState, chooser: random.Random, steps: int) -> tuple[GameState, int]:
    """Random legal Act 2 actions to the end, checking invariants after each."""
    before: Act2State | None = None
    while steps < MAX_STEPS:
        seat = whose_turn(state)
        if seat is None:
            break
        actions = legal_actions(state, seat)
        assert actions, "the seat to move has nothing to do"
        assert legal_actions(state, "crew" if seat == "shark" else "shark") == []
        state, _ = apply(state, chooser.choice(actions))
        steps += 1
        assert state.act2 is not None
        check_invariants(state.act2, before)
        before = state.act2
    return state, steps


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_standalone_act2_games_end_and_keep_invariants(seed: int) -> None:
    state = new_game("act2", seed)
    assert state.act2 is not None
    check_invariants(state.act2, None)
    state, steps = play_act2(state, random.Random(seed), 0)
    assert state.outcome is not None and state.outcome.act == 2
    assert steps < MAX_STEPS // 4, "random games should end well before the playout cap"
    assert state.act2 is not None and state.act2.phase == "over"


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_act2_after_a_random_act1_keeps_invariants(seed: int) -> None:
    chooser = random.Random(seed)
    state = new_game("full", seed)
    steps = 0
    while state.act == 1 and steps < MAX_STEPS:
        seat = whose_turn(state)
        assert seat is not None
        state, _ = apply(state, chooser.choice(legal_actions(state, seat)))
        steps += 1
    assert state.act == 2 and state.act1_result is not None and state.act2 is not None
    hands = ACT2.hands_for_track(state.act1_result.track)
    assert (len(state.act2.hand), len(state.act2.gear_pool)) == hands
    check_invariants(state.act2, None)
    state, steps = play_act2(state, chooser, steps)
    assert state.outcome is not None and state.outcome.act == 2


def _with_other_secrets(state: GameState, chooser: random.Random) -> GameState:
    """The same game, except for the Shark's secrets: its hand, and (before the reveal) its
    chosen option, Chum pick and face-down card."""
    other = state.clone()
    a2 = other.act2
    assert a2 is not None
    pool = list(a2.hand) + list(a2.ability_aside)
    played_hidden = a2.ability_played is not None and not a2.ability_revealed
    if played_hidden:
        pool.append(a2.ability_played)  # type: ignore[arg-type]
    chooser.shuffle(pool)
    a2.hand = tuple(sorted(pool[: len(a2.hand)]))
    rest = pool[len(a2.hand) :]
    if played_hidden:
        a2.ability_played = rest.pop()
    a2.ability_aside = tuple(rest)
    if a2.phase == "prepare" and a2.chum_shown is None:
        a2.chosen, a2.chum_reveal = chooser.sample(range(len(a2.options)), 2)
    return other


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_crew_views_ignore_the_sharks_secrets(seed: int) -> None:
    chooser = random.Random(seed)
    state = new_game("act2", seed)
    differed = 0
    for _ in range(400):
        seat = whose_turn(state)
        if seat is None:
            break
        other = _with_other_secrets(state, chooser)
        for viewer in ("crew", "spectator"):
            assert view_for(state, viewer) == view_for(other, viewer)
        if view_for(state, "shark") != view_for(other, "shark"):
            differed += 1
        state, _ = apply(state, chooser.choice(legal_actions(state, seat)))
    assert differed > 0, "the variants never changed a secret: the test would prove nothing"
