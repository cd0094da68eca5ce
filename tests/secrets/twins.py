"""Twin games: two Act 1 games with the same public history and different Shark secrets.

The twins start from the same seed (same Event deck, same dice) with the Shark in different
starting spaces. Each Shark turn, both Sharks plan turns that make the very same announcement
but may end in different spaces, with different Power tokens and a different number of planned
steps. The crew plays the same random legal actions in both games, skipping any whose public
answer would differ (a Fish Finder that finds one Shark but not the other). So at every step
the crew has been told exactly the same things, and a crew-facing difference is a leak.

`check` is called at every step with both sessions; the twin stops at the end of Act 1 (where
the rules reveal the secrets) or when no common announcement exists.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from jaws.session import GameSession
from jaws.views import visible_events

Check = Callable[[GameSession, GameSession, str], None]
Plan = tuple[Any, ...]


@dataclass
class TwinReport:
    """What a twin run covered, so a test can insist the secrets really differed."""

    steps: int = 0
    shark_turns: int = 0
    turns_ending_apart: int = 0
    turns_with_different_powers: int = 0
    turns_with_different_step_counts: int = 0
    crew_actions: int = 0
    phases: set[str] = field(default_factory=set)


def public_events(events: list[Any]) -> tuple[Any, ...]:
    return tuple(visible_events(events, "crew"))


def shark_turns(state: GameState) -> dict[tuple[Any, ...], list[tuple[Plan, str, str | None]]]:
    """Every distinct Shark turn from `state`, grouped by the public events it ends with.

    Each entry is (the planned actions ending with SharkEndTurn, end space, power played). A
    Power token is only tried as the first step: when it is played changes no announcement.
    """
    found: dict[tuple[Any, ...], list[tuple[Plan, str, str | None]]] = {}
    seen: set[tuple[Any, ...]] = set()

    def walk(current: GameState, steps: Plan, power: str | None) -> None:
        a1 = current.act1
        assert a1 is not None and a1.plan is not None
        plan = a1.plan
        key: tuple[Any, ...] = (plan.position, plan.actions_used, tuple(sorted(plan.eaten.items())))
        key += (plan.michael_eaten_at, power, plan.speed_burst_used)
        key += (tuple(plan.knock_ins), tuple(sorted(set(plan.path))))
        if key in seen:
            return
        seen.add(key)
        end = (*steps, A.SharkEndTurn())
        _, events = apply(current, A.SharkEndTurn())
        found.setdefault(public_events(events), []).append((end, a1.plan.position, power))
        for action in legal_actions(current, "shark"):
            if action.kind in ("shark_undo", "shark_end_turn", "play_power"):
                continue
            after, _ = apply(current, action)
            walk(after, (*steps, action), power)

    walk(state, (), None)
    for action in legal_actions(state, "shark"):
        if action.kind == "play_power":
            after, _ = apply(state, action)
            walk(after, (action,), action.power)
    return found


def _pick_plans(
    chooser: random.Random, mine: GameState, other: GameState
) -> tuple[Plan, Plan] | None:
    """Two plans with the same announcement, preferring ones that end apart."""
    turns_a, turns_b = shark_turns(mine), shark_turns(other)
    common = sorted(set(turns_a) & set(turns_b), key=repr)
    if not common:
        return None
    chooser.shuffle(common)
    best: tuple[int, Plan, Plan] | None = None
    for announcement in common[:6]:
        for plan_a, end_a, power_a in chooser.sample(turns_a[announcement], 1):
            for plan_b, end_b, power_b in turns_b[announcement]:
                score = (end_a != end_b) * 4 + (power_a != power_b) * 2
                score += len(plan_a) != len(plan_b)
                if best is None or score > best[0]:
                    best = (score, plan_a, plan_b)
    assert best is not None
    return best[1], best[2]


def _crew_step(chooser: random.Random, a: GameSession, b: GameSession) -> Any | None:
    """A random crew action whose public result is the same in both games."""
    options = a.legal_actions("crew")
    chooser.shuffle(options)
    for action in options:
        _, events_a = apply(a.state, action)
        _, events_b = apply(b.state, action)
        if public_events(events_a) == public_events(events_b):
            return action
    return None


def act1_is_over(session: GameSession) -> bool:
    """True once Act 1 has ended (its secrets are then shown to everyone)."""
    a1 = session.state.act1
    return a1 is not None and a1.phase == "over"


def run_twins(
    seed: int,
    starts: tuple[str, str],
    check: Check,
    *,
    mode: str = "act1",
    max_steps: int = 120,
) -> tuple[GameSession, GameSession, TwinReport]:
    """Play a pair of twin games, calling `check(a, b, where)` after every step."""
    chooser = random.Random(seed)
    a = GameSession.new(mode, seed)  # type: ignore[arg-type]
    b = GameSession.new(mode, seed)  # type: ignore[arg-type]
    report = TwinReport()
    check(a, b, "before the Shark chooses its start")
    a.submit(A.SharkStart(starts[0]))
    b.submit(A.SharkStart(starts[1]))
    check(a, b, "after the secret starts")
    while report.steps < max_steps and not act1_is_over(a):
        a1 = a.state.act1
        assert a1 is not None
        report.phases.add(a1.phase)
        where = f"round {a1.round}, {a1.phase}"
        if a1.phase == "shark":
            plans = _pick_plans(chooser, a.state, b.state)
            if plans is None:
                break
            _play_shark_turn(a, b, plans, check, where, report)
        else:
            action = _crew_step(chooser, a, b)
            if action is None:
                break
            a.submit(action)
            b.submit(action)
            report.crew_actions += 1
            if act1_is_over(a):
                break
            check(a, b, f"{where}, after {action}")
        report.steps += 1
    return a, b, report


def _play_shark_turn(
    a: GameSession,
    b: GameSession,
    plans: tuple[Plan, Plan],
    check: Check,
    where: str,
    report: TwinReport,
) -> None:
    plan_a, plan_b = plans
    a1_a, a1_b = a.state.act1, b.state.act1
    assert a1_a is not None and a1_b is not None
    # Every half-planned state of one Shark must look like every one of the other's.
    for step in plan_a[:-1]:
        a.submit(step)
        check(a, b, f"{where}, Shark A planned {step}")
    for step in plan_b[:-1]:
        b.submit(step)
        check(a, b, f"{where}, Shark B planned {step}")
    for session, last in ((a, plan_a[-1]), (b, plan_b[-1])):
        session.submit(last)
    report.shark_turns += 1
    pads = (a.state.act1.pad[-1], b.state.act1.pad[-1])  # type: ignore[union-attr]
    report.turns_ending_apart += pads[0].end != pads[1].end
    report.turns_with_different_powers += pads[0].power != pads[1].power
    report.turns_with_different_step_counts += len(plan_a) != len(plan_b)
    if act1_is_over(a):
        return  # the act is over: the rules now show both Sharks' secrets
    check(a, b, f"{where}, after both Sharks announced")
