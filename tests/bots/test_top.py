"""The top level: legal, reproducible per seed, and its rebuilt state is the Shark's own view."""

from __future__ import annotations

import random

import pytest

from jaws.bots import make_bot
from jaws.bots.top.determinize import act1_state
from jaws.content import default_content
from jaws.deduction import SharkTracker, turn_context, turn_outcomes
from jaws.deduction.belief import ModelTracker
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.views import SharkView, view_for
from tests.bots.test_bots import _play


@pytest.mark.parametrize("mode", ["act1", "full"])
@pytest.mark.parametrize("levels", [("top", "hard"), ("top", "easy"), ("hard", "top")])
def test_top_bots_only_choose_legal_actions(mode: str, levels: tuple[str, str]) -> None:
    _, actions = _play(mode, 3, *levels, max_actions=1500)
    assert actions


def test_top_shark_same_seed_same_game() -> None:
    _, first = _play("act1", 8, "top", "hard", max_actions=3000)
    _, again = _play("act1", 8, "top", "hard", max_actions=3000)
    assert first == again


def _turn_not_begun(view: SharkView) -> bool:
    a1 = view.act1
    return a1 is not None and a1.phase == "shark" and a1.plan is not None and not a1.plan.steps


def test_rebuilt_state_shows_the_shark_its_own_view() -> None:
    """A rollout starts from a state the Shark cannot tell from the real one."""
    content = default_content()
    checked = 0
    for seed in (2, 9, 13):
        state = new_game("act1", seed)
        bots = {"shark": make_bot("shark", "hard", seed), "crew": make_bot("crew", "hard", seed)}
        for _ in range(600):
            seat = whose_turn(state)
            if seat is None:
                break
            view = view_for(state, seat)
            if isinstance(view, SharkView) and _turn_not_begun(view):
                assert view.act1 is not None and state.act1 is not None
                rebuilt = act1_state(view.act1, content, random.Random(seed))
                assert view_for(rebuilt, "shark").act1 == view.act1
                assert rebuilt.act1 is not None
                assert sorted(rebuilt.act1.deck) == sorted(state.act1.deck)
                checked += 1
            state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))
    assert checked >= 10


def test_rebuilding_refuses_a_turn_already_begun() -> None:
    content = default_content()
    state = new_game("act1", 4)
    shark = make_bot("shark", "hard", 4)
    crew = make_bot("crew", "hard", 4)
    while not (state.act1 is not None and state.act1.phase == "shark"):
        seat = whose_turn(state)
        assert seat is not None
        bot = shark if seat == "shark" else crew
        state, _ = apply(state, bot.choose(view_for(state, seat), legal_actions(state, seat)))
    moves = [a for a in legal_actions(state, "shark") if isinstance(a, A.SharkMove)]
    state, _ = apply(state, moves[0])
    with pytest.raises(ValueError, match="before its first step"):
        act1_state(view_for(state, "shark").act1, content, random.Random(1))  # type: ignore[arg-type]


def test_top_crew_same_seed_same_game() -> None:
    _, first = _play("act1", 6, "hard", "top", max_actions=3000)
    _, again = _play("act1", 6, "hard", "top", max_actions=3000)
    assert first == again


def test_model_belief_keeps_the_exact_set() -> None:
    """The calibrated belief re-weights the deduction; it never adds or drops a space."""
    state = new_game("act1", 12)
    bots = {"shark": make_bot("shark", "top", 12), "crew": make_bot("crew", "hard", 13)}
    exact, model = SharkTracker(), ModelTracker()
    compared = 0
    for _ in range(3000):
        seat = whose_turn(state)
        if seat is None:
            break
        view = view_for(state, seat)
        if seat == "crew":
            exact.observe(view)
            model.observe(view)
            assert model.possible_spaces() == exact.possible_spaces()
            assert state.act1 is not None and state.act1.shark_position in model.likelihoods()
            assert abs(sum(model.likelihoods().values()) - 1.0) < 1e-9
            compared += 1
        state, _ = apply(state, bots[seat].choose(view, legal_actions(state, seat)))
    assert compared > 30


def _shark_habits(level: str, seeds: range) -> tuple[int, int, int, int, int]:
    """(Shark turns ended with one barrel on it, how many of them ate, Out of Sight plays,
    turns that could have won the act, how many did)."""
    turns = ate = hidden = could_win = won = 0
    for seed in seeds:
        state = new_game("act1", seed)
        bots = {"shark": make_bot("shark", level, seed), "crew": make_bot("crew", "hard", seed + 1)}
        eaten = winnable = False
        for _ in range(20_000):
            seat = whose_turn(state)
            if seat is None:
                break
            view = view_for(state, seat)
            if isinstance(view, SharkView) and _turn_not_begun(view):
                winnable = _can_win_now(view)
            action = bots[seat].choose(view, legal_actions(state, seat))
            eaten = eaten or isinstance(action, A.SharkEat | A.SharkEatAll)
            hidden += action == A.make_play_power("out_of_sight")
            state, _ = apply(state, action)
            if action == A.SHARK_END_TURN:
                assert state.act1 is not None
                if state.act1.barrels.attached == 1:
                    turns += 1
                    ate += eaten
                could_win += winnable
                won += winnable and state.outcome is not None
                eaten = winnable = False
    return turns, ate, hidden, could_win, won


def _can_win_now(view: SharkView) -> bool:
    """Whether some turn the Shark can play now reaches the Swimmer Track's goal."""
    a1 = view.act1
    assert a1 is not None and a1.plan is not None
    content = default_content().act1
    ctx = turn_context(a1, content)
    outcomes = turn_outcomes(a1.plan.position, a1.powers_left, ctx, content)
    return any(a1.track + o.gain >= ctx.goal for o in outcomes)


def test_top_shark_keeps_eating_with_a_barrel_on_and_plays_out_of_sight() -> None:
    """Issue 13: with one barrel on it the hard Shark stopped eating (seeds 300-311: it ate in
    13 of 165 such turns), left winning meals on the beaches, and never played Out of Sight
    (0 here). The top Shark may wait a round when a searching crew would surely find it (a
    second barrel loses the act), but it eats in most of those turns, takes every winning meal
    it can reach, and hides with Out of Sight."""
    turns, ate, hidden, could_win, won = _shark_habits("top", range(300, 330))
    assert turns >= 10
    assert ate >= 0.6 * turns, (turns, ate)
    assert hidden >= 1
    assert could_win >= 3
    assert won == could_win
