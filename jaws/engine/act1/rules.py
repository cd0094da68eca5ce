"""Act 1's road for change: check the phase and seat, then the action's own rule, then do it."""

from __future__ import annotations

from collections.abc import Callable

from jaws.content.act1 import Act1Content
from jaws.engine.act1 import events as ev
from jaws.engine.act1.actions import (
    Act1Action,
    ChooseBeach,
    ChooseDock,
    ChooseExtraAction,
    HelicopterMove,
    PlayPower,
    SharkEndTurn,
    SharkMove,
    SharkStart,
    SharkUndo,
)
from jaws.engine.act1.amity_events import resolve_choice, start_round, waiting_for
from jaws.engine.act1.crew import all_done, do_crew_action
from jaws.engine.act1.crew_checks import check_crew_action
from jaws.engine.act1.shark import check_step, do_step, end_turn, sensors_on_path, undo
from jaws.engine.act1.state import Act1State, SharkPlan
from jaws.engine.errors import IllegalAction
from jaws.engine.memo import text_of
from jaws.engine.rng import Rng
from jaws.ids import Seat

Events = list[ev.Act1Event]

SEATS: dict[str, Seat] = {
    "shark_start": "shark",
    "shark": "shark",
    "event_choice": "crew",
    "crew": "crew",
}
_EVENT_CHOICES = frozenset((ChooseExtraAction, ChooseBeach, ChooseDock, HelicopterMove))

PHASE_NAMES = {
    "shark_start": "the Shark choosing its starting space",
    "event_choice": "the crew's decision for the Amity Event",
    "shark": "the Shark's turn",
    "crew": "the crew's turn",
    "over": "the end of Act 1",
}


def whose_turn(a1: Act1State) -> Seat | None:
    """The seat expected to act: "shark", "crew", or None when the act is over."""
    return SEATS.get(a1.phase)


def apply_act1(
    a1: Act1State, action: Act1Action, content: Act1Content, rng: Rng
) -> list[ev.Act1Event]:
    """Change `a1` in place by one action; raises IllegalAction (the caller holds a clone)."""
    phase = a1.phase
    if phase == "over":
        raise IllegalAction("Act 1 is over.")
    expected = SEATS[phase]
    if action.seat != expected:
        who = "the Shark" if expected == "shark" else "the crew"
        raise IllegalAction(f"It is {who}'s move now ({PHASE_NAMES[phase]}).")
    out: list[ev.Act1Event] = []
    _BY_PHASE[phase](a1, action, content, rng, out)
    return out


def _shark_start(
    a1: Act1State, action: Act1Action, content: Act1Content, rng: Rng, out: Events
) -> None:
    if not isinstance(action, SharkStart):
        raise IllegalAction("The Shark must first choose its secret starting space.")
    if action.space not in content.water_adj:
        raise IllegalAction(f"The Shark must start in a water space, not {action.space}.")
    a1.shark_position = action.space
    a1.shark_start = action.space
    out.append(ev.SharkStarted(action.space))
    start_round(a1, content, rng, out)


def _event_choice(
    a1: Act1State, action: Act1Action, content: Act1Content, rng: Rng, out: Events
) -> None:
    if type(action) not in _EVENT_CHOICES:
        raise IllegalAction(_pending_reason(a1))
    resolve_choice(a1, action, content, out)


def _shark_step(
    a1: Act1State, action: Act1Action, content: Act1Content, rng: Rng, out: Events
) -> None:
    plan = a1.plan
    assert plan is not None
    kind = type(action)  # exact types: check_action refuses subclasses and look-alikes
    if kind is SharkEndTurn:
        end_turn(a1, content, out)
    elif kind is SharkUndo:
        undo(a1, content)
        assert a1.plan is not None
        out.append(ev.SharkPlanned("Took back the last action", a1.plan.position))
    elif kind is SharkStart:
        raise IllegalAction("The Shark has already chosen its starting space.")
    else:
        check_step(a1, plan, action, content)
        do_step(a1, plan, action, content)
        sensors = moved_over_sensors(a1, plan, action)
        silenced = silenced_sensors(a1, plan, action)
        out.append(ev.SharkPlanned(text_of(action), plan.position, sensors, silenced))


def silenced_sensors(a1: Act1State, plan: SharkPlan, action: Act1Action) -> tuple[str, ...]:
    """Evasive Moves just played: the motion sensors the round's moves so far went through,
    which it silences (\"You do not trigger any Motion Sensors this round\")."""
    if type(action) is not PlayPower or action.power != "evasive_moves":
        return ()
    return sensors_on_path(a1, plan.path)


def moved_over_sensors(a1: Act1State, plan: SharkPlan, action: Act1Action) -> tuple[str, ...]:
    """The floating barrels' spaces a Shark move went through, whose motion sensors it sets
    off (none once Evasive Moves is played)."""
    if type(action) is not SharkMove or plan.power == "evasive_moves":
        return ()
    return sensors_on_path(a1, action.path)


def _crew_step(
    a1: Act1State, action: Act1Action, content: Act1Content, rng: Rng, out: Events
) -> None:
    if type(action) in _EVENT_CHOICES:
        raise IllegalAction("There is no Event decision to make now.")
    check_crew_action(a1, action, content)
    do_crew_action(a1, action, content, out)
    if a1.phase == "crew" and all_done(a1):
        end_round(a1, content, rng, out)


_BY_PHASE: dict[str, Callable[[Act1State, Act1Action, Act1Content, Rng, Events], None]] = {
    "shark_start": _shark_start,
    "event_choice": _event_choice,
    "shark": _shark_step,
    "crew": _crew_step,
}


def end_round(a1: Act1State, content: Act1Content, rng: Rng, out: list[ev.Act1Event]) -> None:
    """Return the played Power token to the box, then start the next round."""
    if a1.power_this_round is not None:
        out.append(ev.PowerRevealed(a1.power_this_round))
        a1.power_this_round = None
    start_round(a1, content, rng, out)


def _pending_reason(a1: Act1State) -> str:
    return waiting_for(a1.pending)
