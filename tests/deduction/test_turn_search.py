"""The fast Shark-turn search equals the straightforward one (tests/deduction/reference_turns.py)
exactly: the same outcomes in the same order, with the same plan and gain for each, with and
without a target announcement, with and without a shared cache.

The contexts are drawn at random (seeded) over the features that shape a turn: Speed Burst,
Feeding Frenzy, Evasive Moves, Michael, knock-ins (Ben Gardner's Boat), a fourth action (Caught
the Wrong Shark), floating barrels, a Swimmer Track close to its goal.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from jaws.bots import make_bot
from jaws.content import default_content
from jaws.content.act1 import Act1Content
from jaws.deduction import Announcement, SharkTracker, TurnContext, TurnOutcome, turn_outcomes
from jaws.deduction import tracker as tracker_module
from jaws.deduction.belief import ModelTracker
from jaws.deduction.turns import OutcomeCache
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.act1.shark import CAPTAINS
from jaws.views import view_for
from tests.deduction.reference_turns import reference_turn_outcomes

CONTEXTS, BATCHES = 160, 8
TARGETS = 6  # targets tried per context, beside the unpruned search
TURNS, PREVIEWS = 5, 8  # Shark turns of a bot game checked, announcements previewed per turn


def exact(outcomes: list[TurnOutcome]) -> list[tuple[Any, ...]]:
    """Everything an outcome holds, steps and gain included (equality leaves them out)."""
    return [(o.end, o.power, o.announcement, o.steps, o.gain) for o in outcomes]


def random_context(rng: random.Random, content: Act1Content) -> TurnContext:
    """A public board as a Shark turn may meet it (each feature drawn often)."""
    spaces = list(content.water_spaces)
    beaches = content.board.beaches
    swimmers = tuple(sorted((b, rng.choice((0, 0, 1, 1, 2, 3, 5))) for b in beaches))
    captains = tuple((c, rng.choice(spaces)) for c in CAPTAINS if rng.random() < 0.8)
    goal = rng.choice((7, 9))
    return TurnContext(
        round=rng.randint(1, 8),
        swimmers=swimmers,
        michael=rng.choice(beaches) if rng.random() < 0.4 else None,
        floating=frozenset(rng.sample(spaces, rng.choice((0, 1, 2, 3, 5)))),
        captains=captains,
        shark_actions=4 if rng.random() < 0.3 else 3,
        knock_ins_allowed=rng.random() < 0.4,
        track=rng.choice((0, 2, goal - 3, goal - 2, goal - 1)),
        goal=goal,
    )


def random_powers(rng: random.Random, content: Act1Content) -> list[str]:
    return [p for p in content.powers if rng.random() < 0.7]


def cases(batch: int) -> list[tuple[TurnContext, str, list[str]]]:
    """One batch of seeded (context, start, Power tokens in hand)."""
    content = default_content().act1
    rng = random.Random(9000 + batch)
    out = []
    for _ in range(CONTEXTS // BATCHES):
        ctx = random_context(rng, content)
        out.append((ctx, rng.choice(content.water_spaces), random_powers(rng, content)))
    return out


def targets(rng: random.Random, outcomes: list[TurnOutcome]) -> list[Announcement]:
    """Announcements the turn can make, and some it cannot (altered)."""
    said = list(dict.fromkeys(o.announcement for o in outcomes))
    chosen = rng.sample(said, min(TARGETS - 3, len(said)))
    base = rng.choice(said)
    chosen.append(Announcement(base.eaten, base.michael_eaten_at, ("1",), True, base.knock_ins))
    eaten, knocks = tuple(reversed(base.eaten)), tuple(reversed(base.knock_ins))
    chosen.append(Announcement(eaten, base.michael_eaten_at, base.sensors, True, knocks))
    chosen.append(Announcement((("N", 1), ("E", 1)), "N", (), False, (("quint", "3"),)))
    return chosen


@pytest.mark.parametrize("batch", range(BATCHES))
def test_the_search_equals_the_reference(batch: int) -> None:
    content = default_content().act1
    rng = random.Random(-batch)
    for ctx, start, powers in cases(batch):
        reference = reference_turn_outcomes(start, powers, ctx, content)
        assert exact(turn_outcomes(start, powers, ctx, content)) == exact(reference)
        for target in targets(rng, reference):
            want = reference_turn_outcomes(start, powers, ctx, content, target)
            got = turn_outcomes(start, powers, ctx, content, target)
            assert exact(got) == exact(want), (ctx, start, powers, target)


def test_a_shared_cache_gives_the_reference_answers() -> None:
    content = default_content().act1
    rng = random.Random(77)
    for _ in range(10):
        ctx = random_context(rng, content)
        said = reference_turn_outcomes(
            rng.choice(content.water_spaces), ["speed_burst"], ctx, content
        )
        target = rng.choice(said).announcement
        ours: OutcomeCache = {}
        theirs: OutcomeCache = {}
        for start in rng.choices(content.water_spaces, k=8):
            powers = random_powers(rng, content)
            want = reference_turn_outcomes(start, powers, ctx, content, target, theirs)
            assert exact(turn_outcomes(start, powers, ctx, content, target, ours)) == exact(want)


def test_the_cases_cover_every_feature() -> None:
    """The seeded cases above do reach each rule the search handles."""
    content = default_content().act1
    seen: set[str] = set()
    for batch in range(BATCHES):
        for ctx, start, powers in cases(batch):
            for outcome in turn_outcomes(start, powers, ctx, content):
                seen |= _features(outcome, ctx)
    assert seen == {"burst", "frenzy", "evasive", "michael", "knock", "fourth", "sensor", "win"}


def _features(outcome: TurnOutcome, ctx: TurnContext) -> set[str]:
    """The rules a turn used (a Speed Burst walk, a knock-in, ...), by name."""
    out = set()
    for step in outcome.steps:
        if isinstance(step, A.SharkMove):
            out |= {"burst"} if len(step.path) > 1 else set()
            out |= {"knock"} if step.knock else set()
        elif step is A.SHARK_EAT_ALL:
            out.add("frenzy")
        elif step is A.SHARK_EAT_MICHAEL:
            out.add("michael")
    if outcome.power == "evasive_moves":
        out.add("evasive")
    if len(outcome.steps) - (outcome.power is not None) == 4:
        out.add("fourth")
    if outcome.announcement.sensors:
        out.add("sensor")
    if ctx.track + outcome.gain >= ctx.goal:  # the search stops there: the Shark has won
        out.add("win")
    return out


def _turn_starts(seed: int) -> list[tuple[SharkTracker, ModelTracker, TurnContext, list[Any]]]:
    """The trackers, context and announcements at each Shark turn start of a bot game."""
    state = new_game("act1", seed)
    bots = {
        "shark": make_bot("shark", "hard", seed * 2, state.content),
        "crew": make_bot("crew", "hard", seed * 2 + 1, state.content),
    }
    tracker, model = SharkTracker(state.content), ModelTracker(state.content)
    out = []
    while (seat := whose_turn(state)) is not None and state.act1 is not None:
        tracker.observe(view_for(state, "crew"))
        model.observe(view_for(state, "crew"))
        a1 = state.act1
        if seat == "shark" and a1.phase == "shark" and a1.plan is not None and not a1.plan.steps:
            ctx = tracker.context(a1.round)
            assert ctx is not None and a1.shark_position is not None
            left = a1.powers_left
            said = turn_outcomes(a1.shark_position, left, ctx, state.content.act1)
            announcements = list(dict.fromkeys(o.announcement for o in said))
            out.append((tracker.fork(), model.fork(), ctx, announcements[:PREVIEWS]))
            if len(out) == TURNS:
                break
        state, _ = apply(
            state, bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
        )
    return out


def _fresh_preview(tracker: SharkTracker, ctx: TurnContext, said: Announcement) -> Any:
    fork = tracker.fork()
    fork._memo = {}
    if isinstance(fork, ModelTracker):
        fork._uniform._memo = {}
        fork._uniform.caches = {}
    return sorted(fork.preview(ctx, said).items())


@pytest.mark.parametrize("seed", [41, 42])
def test_previews_equal_the_reference_deduction(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The trackers' beliefs after each announcement are the same numbers with either search."""
    starts = _turn_starts(seed)
    assert starts
    fast = [
        _fresh_preview(t, ctx, said)
        for tracker, model, ctx, announcements in starts
        for said in announcements
        for t in (tracker, model)
    ]
    monkeypatch.setattr(tracker_module, "turn_outcomes", reference_turn_outcomes)
    slow = [
        _fresh_preview(t, ctx, said)
        for tracker, model, ctx, announcements in starts
        for said in announcements
        for t in (tracker, model)
    ]
    assert fast == slow
