"""The top crew's mixed plan (issue 13): it solves each crew phase as a game by fictitious
play, so a Shark that knows its belief and search finds no end the crew never shoots at."""

from __future__ import annotations

import random

import pytest

from jaws.bots import make_bot
from jaws.bots.top.act1_crew import MIXED_PLANS, CrewBelief, TopCrew1
from jaws.bots.top.crew_foresight import Group, foresee, leaned, mixed_plan
from jaws.bots.top.crew_reach import crew_reach
from jaws.bots.top.crew_search import Atom, Masses, Reach, atoms
from jaws.content import default_content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import view_for

CONTENT = default_content()
ACT1 = CONTENT.act1
EVERYWHERE = frozenset(ACT1.water_spaces)
NO_SENSORS = Reach((), (), EVERYWHERE)
COST = 0.15


def _mixed_hit(masses: Masses, groups: list[Group], reach: Reach) -> dict[Atom, float]:
    """Each atom's chance of a hit when the crew draws one of its mixed plans by its weight."""
    return mixed_plan(masses, groups, reach, ACT1, COST, 8, 0.05, 100).expected().hit


def test_the_plain_plan_leaves_a_hiding_place_that_the_mixed_plan_covers() -> None:
    """Issue 13's exploit: the Shark could be at 1 or 4 and Quint has one barrel. The plain
    plan always shoots the likelier 1, so a Shark that knows it is never hit at 4. The mixed
    plan shoots at both, so wherever the Shark hides it risks a barrel."""
    one, four = ("1", False), ("4", False)
    masses = {one: 0.6, four: 0.4}
    plain = foresee(masses, NO_SENSORS, ACT1, COST)
    assert plain.hit == {one: 1.0, four: 0.0}
    mixed = _mixed_hit(masses, [(1.0, frozenset(masses))], NO_SENSORS)
    assert mixed[one] >= 0.3 and mixed[four] >= 0.3
    assert mixed[one] + mixed[four] == pytest.approx(1.0)  # still one shot per phase


def test_starts_with_one_way_out_still_leave_the_others_no_safe_end() -> None:
    """A third of the belief could only have ended at 1; the rest chose between 1 and 4. A
    Shark among the rest that knew the plain plan (shoot the likelier 1) would end at 4; the
    mixed plan shoots at 4 often enough that neither end is safe."""
    one, four = ("1", False), ("4", False)
    masses = {one: 0.65, four: 0.35}
    groups: list[Group] = [(0.3, frozenset({one})), (0.7, frozenset({one, four}))]
    assert foresee(masses, NO_SENSORS, ACT1, COST).hit[four] == 0.0
    mixed = _mixed_hit(masses, groups, NO_SENSORS)
    assert mixed[one] >= 0.25 and mixed[four] >= 0.25


def test_without_groups_or_with_one_plan_the_crew_plays_its_plain_plan() -> None:
    masses = {("1", False): 0.6, ("4", False): 0.4}
    plain = [dict.fromkeys(masses, 1.0)]
    alone = mixed_plan(masses, [], NO_SENSORS, ACT1, COST, 8, 0.05, 100)
    assert (alone.leans, alone.weights) == (plain, [1.0])
    one = mixed_plan(masses, [(1.0, frozenset(masses))], NO_SENSORS, ACT1, COST, 1, 0.05, 100)
    assert (one.leans, one.weights) == (plain, [1.0])


def _best_hiding(hit: dict[Atom, float], groups: list[Group]) -> float:
    """The chance of a hit for a Shark that, from each start, hides at the end hit least."""
    total = sum(w for w, _ in groups)
    return sum(w * min(hit[a] for a in ends) for w, ends in groups) / total


def test_the_solved_weights_leave_a_hiding_shark_less_than_even_weights() -> None:
    """Three spaces, one barrel: fictitious play's plans played evenly still favour the
    likeliest space; weighed by regret matching, the Shark's best hiding place is hit more
    often (the game's value, a third, is the most the crew can force)."""
    one, four, seven = ("1", False), ("4", False), ("7", False)
    masses = {one: 0.5, four: 0.3, seven: 0.2}
    groups: list[Group] = [(1.0, frozenset(masses))]
    mix = mixed_plan(masses, groups, NO_SENSORS, ACT1, COST, 4, 0.05, 200)
    even = {a: sum(s.hit[a] for s in mix.sights) / len(mix.sights) for a in masses}
    solved = mix.expected().hit
    assert _best_hiding(solved, groups) > _best_hiding(even, groups) + 0.05
    assert _best_hiding(solved, groups) <= 1 / 3 + 1e-9
    assert sum(mix.weights) == pytest.approx(1.0)


def _after_first_shark_turn(seed: int) -> tuple[CrewBelief, object, list[object]]:
    """A crew belief fed every view up to the crew's first decision, that view, its actions."""
    state = new_game("act1", seed)
    belief = CrewBelief(CONTENT)
    shark = make_bot("shark", "hard", seed)
    while True:
        seat = whose_turn(state)
        assert seat is not None
        belief.observe(view_for(state, "crew"))
        a1 = state.act1
        assert a1 is not None
        legal = list(legal_actions(state, seat))
        if seat == "crew" and a1.phase == "crew":
            return belief, view_for(state, "crew"), legal
        action = shark.choose(view_for(state, seat), legal) if seat == "shark" else legal[0]
        state, _ = apply(state, action)


def test_the_crew_draws_one_plan_of_its_mixed_strategy_per_round() -> None:
    """In a real game the crew reads where the Shark could have started from its own
    deduction, works out MIXED_PLANS leans and plays one of them for the whole phase."""
    belief, view, legal = _after_first_shark_turn(3)
    groups = belief.last_turn_groups()
    assert groups and sum(w for w, _ in groups) > 0
    reached = {h for _, ends in groups for h in ends}
    assert reached == set(belief.hypotheses())  # the groups cover the belief exactly
    drawn = set()
    for seed in range(10):
        mine = belief.fork()
        crew = TopCrew1(random.Random(seed), CONTENT, mine)
        assert crew.drawn_plan(1) is None  # nothing drawn before the crew's first plan
        crew.choose(view, legal)  # type: ignore[arg-type]
        leans, _ = mine.round_plan(1)
        index = crew.drawn_plan(1)
        assert index is not None
        played = crew._masses(view.act1)  # type: ignore[attr-defined]
        assert played == leaned(atoms(mine.weights()), leans[index])  # the plan it says it drew
        drawn.add(index)
    assert len(drawn) >= 2  # not one fixed plan


def test_the_belief_settles_where_the_solved_shark_hides() -> None:
    """Once the crew has solved its first round, its belief carries the solved Shark's hiding
    into the next rounds: weight moves off the ends the plain plan (the fit's habits) would
    shoot at, so a Shark cannot hide round after round where the fit says it will not be. The
    possible set stays the deduction's."""
    belief, view, legal = _after_first_shark_turn(3)
    unsettled = atoms(belief.weights())
    crew = TopCrew1(random.Random(0), CONTENT, belief)
    crew.choose(view, legal)  # type: ignore[arg-type]
    settled = atoms(belief.weights())
    assert set(settled) == set(unsettled)
    reach = crew_reach(view.act1, ACT1)  # type: ignore[attr-defined]
    plain = foresee(unsettled, reach, ACT1, 0.15)

    def plain_hits(masses: Masses) -> float:
        return sum(plain.hit[a] * w for a, w in masses.items()) / sum(masses.values())

    assert plain_hits(settled) < plain_hits(unsettled) - 0.05
    assert len(belief.round_plan(1)[0]) == MIXED_PLANS


def test_the_best_response_shark_keeps_the_crews_own_belief() -> None:
    """The best-response challenger foresees the top crew on the crew's own belief, settling
    included: at every Shark turn its copy equals the crew's (same hypotheses, same weights)."""
    state = new_game("act1", 2, CONTENT)
    shark = make_bot("shark", "br", 4, CONTENT, opponent="top")
    crew = make_bot("crew", "top", 5, CONTENT, opponent="br")
    compared = 0
    while state.outcome is None and compared < 3:
        seat = whose_turn(state)
        assert seat is not None
        a1 = state.act1
        assert a1 is not None
        if seat == "shark" and a1.phase == "shark" and a1.round > 1 and a1.plan is not None:
            theirs = crew._crew[1]._belief.fork()  # type: ignore[attr-defined]
            theirs.observe(view_for(state, "crew"))
            mine = shark._shark[1]._tracker  # type: ignore[attr-defined]
            mine.observe(view_for(state, "shark"))
            a, b = dict(mine.weights()), dict(theirs.weights())
            assert set(a) == set(b)
            ta, tb = sum(a.values()), sum(b.values())
            assert all(a[h] / ta == pytest.approx(b[h] / tb) for h in a)
            assert theirs.round_plan(a1.round - 1)[0] != [{}]  # the last round was settled
            compared += 1
        bot = shark if seat == "shark" else crew
        state, _ = apply(state, bot.choose(view_for(state, seat), legal_actions(state, seat)))
    assert compared >= 2


def test_a_member_never_aims_his_sensor_or_gun_at_a_worse_spot_for_an_errand() -> None:
    """The Shark found the crew's detours: Quint shot at a less likely space when that let him
    fetch a barrel on the way (11 of 39 sure hits missed so against the best-response Shark).
    Only the uses within MARGIN of the best are planned; skipping the use stays possible."""
    from jaws.bots.top.act1_crew import MARGIN, _best_uses
    from jaws.bots.top.crew_plans import Errand

    uses = [
        Errand("use", "1", "1", 1, 0.60),
        Errand("use", "4", "2", 1, 0.60 - MARGIN / 2),
        Errand("use", "7", "7", 1, 0.35),
    ]
    assert [u.target for u in _best_uses(uses)] == ["1", "4"]
    assert _best_uses([]) == []
