"""The Shark phase: a private plan of moves, meals and one Power token, then the announcement."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from jaws.content.act1 import Act1Content
from jaws.engine.act1 import events as ev
from jaws.engine.act1.actions import (
    POWER_NAMES,
    Act1Action,
    PlayPower,
    SharkEat,
    SharkEatAll,
    SharkEndTurn,
    SharkMove,
    SharkUndo,
)
from jaws.engine.act1.refusals import Detail, Refusal, first_gap, sentence
from jaws.engine.act1.state import Act1State, EndReason, PadEntry, SharkPlan
from jaws.engine.errors import IllegalAction
from jaws.engine.memo import text_of

Events = list[ev.Act1Event]
CAPTAINS = ("quint", "hooper")


class PlayedAlone(Protocol):
    """An Act 1 state or view: whether Act 1 is played alone."""

    @property
    def standalone(self) -> bool: ...


def track_goal(a1: PlayedAlone, content: Act1Content) -> int:
    """The Swimmer Track slot that ends the act: 7 alone, 9 in a full game (the Shark's
    panel reads it from its view)."""
    comp = content.components
    return comp.standalone_shark_win if a1.standalone else comp.swimmer_track_max


def planned_track(a1: Act1State, plan: SharkPlan, content: Act1Content) -> int:
    """Where the track would stand if the plan were announced now (capped at its top slot)."""
    return track_after_meals(a1.track, plan.eaten, plan.michael_eaten_at, content)


def track_after_meals(
    track: int, eaten: Mapping[str, int], michael_eaten_at: str | None, content: Act1Content
) -> int:
    """The Swimmer Track after a turn's meals (`eaten`: swimmers by beach; Michael counts his
    own value), capped at its top slot. The Shark's panel shows it as the plan grows."""
    gain = sum(eaten.values())
    if michael_eaten_at is not None:
        gain += content.components.house.michael_value
    return min(track + gain, content.components.swimmer_track_max)


def swimmers_left_here(a1: Act1State, plan: SharkPlan) -> int:
    """Ordinary swimmers still uneaten in the plan's current space."""
    here = plan.position
    return a1.swimmers.get(here, 0) - plan.eaten.get(here, 0)


def michael_here(a1: Act1State, plan: SharkPlan) -> bool:
    return a1.michael == plan.position and plan.michael_eaten_at is None


def check_step(a1: Act1State, plan: SharkPlan, action: Act1Action, content: Act1Content) -> None:
    """Raise IllegalAction unless the Shark may take this planned step now."""
    code = step_refusal(a1, plan, action, content)
    if code is not None:
        raise IllegalAction(sentence(code, a1, action, content, _DETAILS))


def step_refusal(
    a1: Act1State, plan: SharkPlan, action: Act1Action, content: Act1Content
) -> Refusal | None:
    """Why the Shark may not take this planned step now, or None (legal.py asks the same)."""
    if type(action) not in _ALLOWED_ON_A_FULL_TRACK:
        code = track_full_refusal(a1, plan, content)
        if code is not None:
            return code
    if isinstance(action, PlayPower):
        return power_refusal(a1, plan, action.power)
    code = no_actions_refusal(a1, plan)
    if code is not None:
        return code
    if isinstance(action, SharkMove):
        return _move_refusal(a1, plan, action, content)
    if isinstance(action, SharkEat):
        return eat_refusal(a1, plan, action.michael)
    if isinstance(action, SharkEatAll):
        return eat_all_refusal(a1, plan)
    return None


_ALLOWED_ON_A_FULL_TRACK = frozenset((SharkUndo, SharkEndTurn))


def track_full_refusal(a1: Act1State, plan: SharkPlan, content: Act1Content) -> Refusal | None:
    """Once the plan fills the Swimmer Track, the Shark can only end (or take back)."""
    if planned_track(a1, plan, content) >= track_goal(a1, content):
        return Refusal.TRACK_FULL
    return None


def power_refusal(a1: Act1State, plan: SharkPlan, power: str) -> Refusal | None:
    """Why the Shark cannot play Power token `power` now, or None."""
    if power not in POWER_NAMES:
        return Refusal.NO_SUCH_POWER
    if plan.power is not None:
        return Refusal.ONE_POWER
    if power not in a1.powers_left:
        return Refusal.POWER_USED
    return None


def no_actions_refusal(a1: Act1State, plan: SharkPlan) -> Refusal | None:
    """Why the Shark can take no more moves or meals this round, or None."""
    if plan.actions_used >= a1.effects.shark_actions:
        return Refusal.SHARK_DONE
    return None


# The codes the listing meets most, as plain names (an enum member's lookup costs more).
_NO_MICHAEL_TO_EAT = Refusal.NO_MICHAEL_TO_EAT
_NO_SWIMMER_TO_EAT = Refusal.NO_SWIMMER_TO_EAT
_FRENZY_NEEDED = Refusal.FRENZY_NEEDED


def eat_refusal(a1: Act1State, plan: SharkPlan, michael: bool) -> Refusal | None:
    """Why the Shark cannot eat a swimmer (or Michael) in its space, or None."""
    if michael:
        if not michael_here(a1, plan):
            return _NO_MICHAEL_TO_EAT
    elif swimmers_left_here(a1, plan) <= 0:
        return _NO_SWIMMER_TO_EAT
    return None


def eat_all_refusal(a1: Act1State, plan: SharkPlan) -> Refusal | None:
    """Why the Shark cannot eat every swimmer in its space at once, or None."""
    if plan.power != "feeding_frenzy":
        return _FRENZY_NEEDED
    if swimmers_left_here(a1, plan) <= 0 and not michael_here(a1, plan):
        return _NO_SWIMMER_TO_EAT
    return None


def _move_refusal(
    a1: Act1State, plan: SharkPlan, action: SharkMove, content: Act1Content
) -> Refusal | None:
    path = action.path
    if not path:
        return Refusal.EMPTY_MOVE
    if len(path) > 1:
        if plan.power != "speed_burst":
            return Refusal.BURST_NEEDED
        if plan.speed_burst_used:
            return Refusal.BURST_USED
        if len(path) > content.components.speed_burst_spaces:
            return Refusal.BURST_LENGTH
    if first_gap(content.water_adj, plan.position, path) is not None:
        return Refusal.SHARK_NOT_ADJACENT
    return _knock_refusal(a1, plan, action) if action.knock else None


def _knock_refusal(a1: Act1State, plan: SharkPlan, action: SharkMove) -> Refusal | None:
    if not a1.effects.knock_ins:
        return Refusal.KNOCK_ROUND
    if _unpassed_captain(a1, plan, action) is not None:
        return Refusal.NOT_PASSED
    if len(set(action.knock)) != len(action.knock):
        return Refusal.KNOCK_TWICE
    if action.knock != tuple(c for c in ("quint", "hooper") if c in action.knock):
        # One spelling per knock-in, so legal_actions lists exactly what apply accepts.
        return Refusal.KNOCK_ORDER
    return None


def _unpassed_captain(a1: Act1State, plan: SharkPlan, action: SharkMove) -> str | None:
    """The first captain the move names whose boat it does not pass (or who is in the water)."""
    able = knockable(a1, plan, action.path)
    return next((c for c in action.knock if c not in able), None)


def _plan_of(a1: Act1State) -> SharkPlan:
    assert a1.plan is not None
    return a1.plan


def _gap(a1: Act1State, action: SharkMove, content: Act1Content) -> tuple[str, str]:
    gap = first_gap(content.water_adj, _plan_of(a1).position, action.path)
    assert gap is not None
    return gap


# The words of the Shark's refusals that only these rules can work out.
_DETAILS: dict[str, Detail] = {
    "step_from": lambda a1, action, content: _gap(a1, action, content)[0],
    "step_to": lambda a1, action, content: _gap(a1, action, content)[1],
    "captain": lambda a1, action, _content: _unpassed_captain(a1, _plan_of(a1), action),
}


def knockable(a1: Act1State, plan: SharkPlan, path: tuple[str, ...]) -> tuple[str, ...]:
    """Captains whose boats lie on this path and who are still aboard this round."""
    already = {c for c, _ in plan.knock_ins} | a1.in_water
    return tuple(c for c in CAPTAINS if a1.positions[c] in path and c not in already)


def do_step(a1: Act1State, plan: SharkPlan, action: Act1Action, content: Act1Content) -> None:
    """Add a checked step to the plan."""
    plan.steps.append(action)
    if isinstance(action, PlayPower):
        plan.power = action.power
        return
    plan.actions_used += 1
    if isinstance(action, SharkMove):
        if len(action.path) > 1:
            plan.speed_burst_used = True
        for captain in action.knock:
            plan.knock_ins.append((captain, a1.positions[captain]))
        plan.path.extend(action.path)
        plan.position = action.path[-1]
    elif isinstance(action, SharkEat):
        if action.michael:
            plan.michael_eaten_at = plan.position
        else:
            plan.eaten[plan.position] = plan.eaten.get(plan.position, 0) + 1
    elif isinstance(action, SharkEatAll):
        left = swimmers_left_here(a1, plan)
        if left:
            plan.eaten[plan.position] = plan.eaten.get(plan.position, 0) + left
        if michael_here(a1, plan):
            plan.michael_eaten_at = plan.position


def undo(a1: Act1State, content: Act1Content) -> None:
    """Take back the last planned step by replaying the others from the turn's start."""
    plan = a1.plan
    assert plan is not None
    if not plan.steps:
        raise IllegalAction("There is nothing to take back.")
    start = plan.path[0]
    fresh = SharkPlan(steps=[], position=start, path=[start])
    for step in plan.steps[:-1]:
        do_step(a1, fresh, step, content)
    a1.plan = fresh


def end_turn(a1: Act1State, content: Act1Content, out: Events) -> None:
    """Carry out the plan on the board and announce what the rules require."""
    plan = a1.plan
    assert plan is not None
    eaten = _eat(a1, plan, content)
    a1.track = planned_track(a1, plan, content)
    a1.shark_position = plan.position
    if plan.power is not None:
        a1.powers_left = tuple([p for p in a1.powers_left if p != plan.power])
    a1.power_this_round = plan.power
    if plan.knock_ins:
        a1.in_water = a1.in_water | {c for c, _ in plan.knock_ins}
    a1.pad = (*a1.pad, _pad_entry(a1, plan, eaten))
    announcement = ev.SharkTurnEnded(
        round=a1.round,
        eaten=eaten,
        michael_eaten_at=plan.michael_eaten_at,
        track=a1.track,
        sensors=_sensors(a1, plan),
        power_played=plan.power is not None,
        knock_ins=_knock_ins_in_seat_order(plan),
    )
    out.append(announcement)
    a1.record = (*a1.record, announcement)
    a1.plan = None
    if a1.track >= track_goal(a1, content):
        finish(a1, "track", out)
        return
    a1.phase = "crew"
    a1.active = None


def _eat(a1: Act1State, plan: SharkPlan, content: Act1Content) -> tuple[tuple[str, int], ...]:
    """Take the planned meals off the beaches; what was eaten where, in beach order."""
    if plan.michael_eaten_at is not None:
        a1.michael = None
    if not plan.eaten:
        return ()
    meals = plan.eaten
    eaten = tuple([(b, meals[b]) for b in content.board.beaches if meals.get(b)])
    for beach, count in eaten:
        a1.swimmers[beach] -= count
        a1.supply += count
    return eaten


def _sensors(a1: Act1State, plan: SharkPlan) -> tuple[str, ...]:
    """The floating barrels' motion sensors the path set off (none with Evasive Moves)."""
    if plan.power == "evasive_moves":
        return ()
    return sensors_on_path(a1, plan.path)


def sensors_on_path(a1: Act1State, path: Sequence[str]) -> tuple[str, ...]:
    """The spaces of `path` with a floating barrel, whose motion sensors a Shark passing
    through sets off (unless Evasive Moves silences them), in order, each once."""
    floating = a1.barrels.floating
    return tuple(sorted({space for space in path if floating.get(space)}))


def _knock_ins_in_seat_order(plan: SharkPlan) -> tuple[tuple[str, str], ...]:
    """In seat order, not swimming order: the order would tell where the Shark went last."""
    if not plan.knock_ins:
        return ()
    return tuple(sorted(plan.knock_ins, key=lambda knock: CAPTAINS.index(knock[0])))


def _pad_entry(a1: Act1State, plan: SharkPlan, eaten: tuple[tuple[str, int], ...]) -> PadEntry:
    return PadEntry(
        round=a1.round,
        start=plan.path[0],
        path=tuple(plan.path),
        end=plan.position,
        eaten=eaten,
        michael_eaten_at=plan.michael_eaten_at,
        power=plan.power,
        actions=tuple(map(text_of, plan.steps)),
    )


def finish(a1: Act1State, reason: EndReason, out: Events) -> None:
    """End Act 1 now; alone, the act has a winner."""
    a1.phase = "over"
    a1.end_reason = reason
    if a1.standalone:
        a1.winner = "shark" if reason == "track" else "crew"
    out.append(ev.Act1Ended(reason, a1.track, a1.barrels.attached, a1.winner))
