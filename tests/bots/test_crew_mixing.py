"""The top crew's mixed plan (issue 13): it solves each crew phase as a game by fictitious
play, so a Shark that knows its belief and search finds no end the crew never shoots at."""

from __future__ import annotations

import random

import pytest

from jaws.bots.top.act1_crew import CrewBelief, TopCrew1
from jaws.bots.top.crew_foresight import Foresight, Group, foresee, leaned, mixed_leans
from jaws.bots.top.crew_search import Atom, Masses, Reach
from jaws.content import default_content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import view_for

CONTENT = default_content()
ACT1 = CONTENT.act1
EVERYWHERE = frozenset(ACT1.water_spaces)
NO_SENSORS = Reach((), (), EVERYWHERE)
COST = 0.15


def _mixed_hit(masses: Masses, groups: list[Group], reach: Reach) -> dict[Atom, float]:
    """Each atom's chance of a hit when the crew plays one of its mixed plans at random."""
    leans = mixed_leans(masses, groups, reach, ACT1, COST, 8, 0.05)
    sights: list[Foresight] = [foresee(leaned(masses, lean), reach, ACT1, COST) for lean in leans]
    return {atom: sum(s.hit[atom] for s in sights) / len(sights) for atom in masses}


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
    assert mixed_leans(masses, [], NO_SENSORS, ACT1, COST, 8, 0.05) == plain * 8
    assert mixed_leans(masses, [(1.0, frozenset(masses))], NO_SENSORS, ACT1, COST, 1, 0.05) == (
        plain
    )


def _after_first_shark_turn(seed: int) -> tuple[CrewBelief, object, list[object]]:
    """A crew belief fed every view up to the crew's first decision, that view, its actions."""
    state = new_game("act1", seed)
    belief = CrewBelief(CONTENT)
    from jaws.bots import make_bot

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
        crew = TopCrew1(random.Random(seed), CONTENT, belief.fork())
        crew.choose(view, legal)  # type: ignore[arg-type]
        round_no, lean = crew._lean
        assert round_no == 1
        drawn.add(tuple(sorted(lean.items())))
    assert len(drawn) >= 2  # not one fixed plan
