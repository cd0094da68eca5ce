"""The top Act 1 Shark (issue 13): it foresees a searching crew's phase on the crew's belief,
weighs a quiet turn beside every feast, and does not walk into a sure barrel."""

from __future__ import annotations

import random

import pytest

from jaws.bots import make_bot
from jaws.bots.top.candidates import by_announcement, to_weigh
from jaws.bots.top.crew_foresight import foresee
from jaws.bots.top.crew_reach import crew_reach
from jaws.bots.top.crew_search import Reach
from jaws.content import default_content
from jaws.deduction import Announcement, SharkTracker, TurnOutcome
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1.events import SharkTurnEnded
from jaws.views import view_for

CONTENT = default_content()
ACT1 = CONTENT.act1
EVERYWHERE = frozenset(ACT1.water_spaces)


def test_a_sweep_that_tells_two_spaces_apart_makes_the_shot_sure() -> None:
    masses = {("1", False): 0.5, ("4", False): 0.5}
    sight = foresee(masses, Reach(("1",), (), EVERYWHERE), ACT1, barrel_cost=0.15)
    assert sight.hit == {("1", False): 1.0, ("4", False): 1.0}
    assert sight.pinned == {("1", False): 1.0, ("4", False): 1.0}


def test_out_of_sight_leaves_the_crew_guessing() -> None:
    """Hidden at 1, the sweep at 1 answers "not nearby" as if the Shark were at 4."""
    masses = {("1", True): 0.5, ("4", False): 0.5}
    sight = foresee(masses, Reach(("1",), (), EVERYWHERE), ACT1, barrel_cost=0.15)
    assert sight.hit[("1", True)] == pytest.approx(0.5)
    assert sight.hit[("4", False)] == pytest.approx(0.5)
    assert sight.pinned[("1", True)] == pytest.approx(0.5)


def test_no_hit_where_quint_cannot_reach_or_the_shot_is_not_worth_a_barrel() -> None:
    masses = {("1", False): 0.5, ("4", False): 0.5}
    out_of_reach = foresee(masses, Reach(("1",), (), frozenset({"4"})), ACT1, 0.15)
    assert out_of_reach.hit == {("1", False): 0.0, ("4", False): 1.0}
    spread = {(s, False): 1.0 for s in ACT1.water_spaces}
    thin = foresee(spread, Reach((), (), EVERYWHERE), ACT1, barrel_cost=0.15)
    assert set(thin.hit.values()) == {0.0}


def test_brody_watches_the_beach_that_settles_the_shot() -> None:
    """Shark at N or 1 (neighbours) with no sweep: watching N tells them apart."""
    masses = {("N", False): 0.5, ("1", False): 0.5}
    blind = foresee(masses, Reach((), (), EVERYWHERE), ACT1, 0.15)
    watched = foresee(masses, Reach((), ("N",), EVERYWHERE), ACT1, 0.15)
    assert blind.hit == {("N", False): 0.5, ("1", False): 0.5}
    assert watched.hit == {("N", False): 1.0, ("1", False): 1.0}


def _outcome(gain: int, where: str, end: str, knock: str = "") -> TurnOutcome:
    knocks = (("quint", knock),) if knock else ()
    said = Announcement(((where, gain),) if gain else (), None, (), False, knocks)
    return TurnOutcome(end, None, said, (), gain)


def test_a_quiet_turn_is_always_weighed_beside_the_feasts() -> None:
    outcomes = [_outcome(3, "N", "N"), _outcome(2, "E", "E"), _outcome(2, "S", "S")]
    outcomes += [_outcome(1, "W", w) for w in ("W", "3")] + [_outcome(0, "", e) for e in "12"]
    groups = by_announcement(outcomes)
    chosen = to_weigh(groups, random.Random(1), count=4)
    assert len(chosen) == 4
    assert {max(o.gain for o in groups[s]) for s in chosen} == {0, 1, 2, 3}
    assert len(to_weigh(groups, random.Random(1), count=9)) == len(groups)


def test_crew_reach_counts_the_climb_back_aboard() -> None:
    state = new_game("act1", 5)
    a1 = view_for(state, "crew").act1
    assert a1 is not None
    dry = crew_reach(a1, ACT1)
    assert dry.shots and dry.sweep_spots and dry.beaches is not None
    assert state.act1 is not None
    state.act1.in_water = frozenset({"quint", "hooper"})
    wet = crew_reach(view_for(state, "crew").act1, ACT1)  # type: ignore[arg-type]
    assert wet.shots < dry.shots and set(wet.sweep_spots) < set(dry.sweep_spots)


def _sure_shots_taken(seeds: range) -> tuple[int, list[tuple[int, int]]]:
    """Top Shark against the top crew, Act 1 alone: (Shark turns ended with one barrel on it,
    the (seed, round) of those that left the crew's deduction one space Quint can reach)."""
    checked, sure = 0, []
    for seed in seeds:
        state = new_game("act1", seed)
        shark = make_bot("shark", "top", seed * 2, state.content, opponent="top")
        crew = make_bot("crew", "top", seed * 2 + 1, state.content, opponent="top")
        tracker = SharkTracker(state.content)
        for _ in range(5000):
            seat = whose_turn(state)
            if seat is None:
                break
            view = view_for(state, seat)
            if seat == "crew":
                tracker.observe(view)
            bot = shark if seat == "shark" else crew
            state, events = apply(state, bot.choose(view, legal_actions(state, seat)))
            a1 = state.act1
            if a1 is None or not any(isinstance(e, SharkTurnEnded) for e in events):
                continue
            if a1.barrels.attached != 1 or a1.phase != "crew":
                continue
            seen = view_for(state, "crew")
            tracker.observe(seen)
            checked += 1
            assert seen.act1 is not None
            spaces = tracker.possible_spaces()
            if len(spaces) == 1 and spaces <= crew_reach(seen.act1, ACT1).shots:
                sure.append((seed, a1.round))
    return checked, sure


def test_with_a_barrel_on_it_the_top_shark_does_not_walk_into_a_sure_shot() -> None:
    """Issue 13 reproduction: seed 3, round 2, the top Shark with one barrel on it ate 2 at E
    and ended there, the one space the crew's deduction left and within Quint's reach; the
    crew shot it and the act was lost (it weighed only feasts, answered by weak crews)."""
    checked, sure = _sure_shots_taken(range(1, 25))
    assert checked >= 10
    assert sure == []


def test_the_turn_that_tells_least_is_weighed_though_a_knock_in_scores_higher() -> None:
    """Issue 13 reproduction (seed 15, round 5, top vs top): with one barrel on it, the only
    quiet turn the Shark weighed knocked Quint in at S (a knock-in scores a bonus), which shows
    the crew where it passed; it never weighed simply swimming away, judged every turn a sure
    hit and ate into one."""
    outcomes = [_outcome(3, "N", "N"), _outcome(2, "E", "E"), _outcome(1, "W", "W")]
    outcomes += [_outcome(2, "S", "S"), _outcome(1, "E", "E")]
    outcomes += [_outcome(0, "", "4", knock="S"), _outcome(0, "", "2"), _outcome(0, "", "1")]
    groups = by_announcement(outcomes)
    chosen = to_weigh(groups, random.Random(3), count=5)
    plain = Announcement((), None, (), False, ())
    assert plain in chosen and len(chosen) == 5
