"""The Crew phase: Quint, Brody and Hooper, one whole turn at a time (the rules that say
what they may do are in crew_checks.py)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import TypeVar, cast

from jaws.content.act1 import CREW, Act1Content
from jaws.engine.act1 import events as ev
from jaws.engine.act1.actions import (
    NAMES,
    Act1Action,
    ClimbAboard,
    CloseBeach,
    CrewMove,
    DropBarrel,
    EndCrewTurn,
    GiveBarrels,
    LaunchBarrel,
    PickUpBarrels,
    Rescue,
    UseBinoculars,
    UseFishFinder,
)
from jaws.engine.act1.crew_checks import action_cost
from jaws.engine.act1.refusals import member_of
from jaws.engine.act1.shark import finish
from jaws.engine.act1.state import Act1State
from jaws.engine.memo import by_identity

Events = list[ev.Act1Event]


def do_crew_action(a1: Act1State, action: Act1Action, content: Act1Content, out: Events) -> None:
    """Carry out a checked crew action, answer searches, and end turns and rounds."""
    member = member_of(action)
    kind = type(action)
    if kind is EndCrewTurn:
        _end_member_turn(a1, member, out)
        return
    a1.active = member
    a1.actions_left[member] -= action_cost(a1, action, content)
    # Every action is told first; what it changes (or answers, for a search) comes after.
    out.append(_told(action))
    _CARRY_OUT[kind](a1, action, content, out)
    if a1.phase != "over":  # a launch may have attached the last barrel
        _maybe_end_member_turn(a1, member, content, out)


@by_identity
def _told(action: Act1Action) -> ev.CrewActed:
    """The table is told a crew member took `action` (the same frozen event every time)."""
    return ev.CrewActed(member_of(action), str(action))


def _move(a1: Act1State, action: CrewMove, content: Act1Content, out: Events) -> None:
    a1.positions[action.member] = action.path[-1]


def _climb(a1: Act1State, action: ClimbAboard, content: Act1Content, out: Events) -> None:
    a1.in_water = a1.in_water - {action.member}


def _rescue(a1: Act1State, action: Rescue, content: Act1Content, out: Events) -> None:
    if action.michael:
        a1.michael = None
    else:
        a1.swimmers[a1.positions[action.member]] -= 1
        a1.supply += 1


def _drop(a1: Act1State, action: DropBarrel, content: Act1Content, out: Events) -> None:
    barrels = a1.barrels
    barrels.brody = 0
    barrels.dock[a1.positions["brody"]] += 1


def _give(a1: Act1State, action: GiveBarrels, content: Act1Content, out: Events) -> None:
    barrels = a1.barrels
    barrels.orca += barrels.hooper_boat
    barrels.hooper_boat = 0


def _close_beach(a1: Act1State, action: CloseBeach, content: Act1Content, out: Events) -> None:
    a1.used_once = a1.used_once | {"close_beach"}
    a1.beach_token = action.beach
    a1.token_face = "closed"
    out.append(ev.BeachTokenChanged(action.beach, "closed"))


def _pick_up(a1: Act1State, action: PickUpBarrels, content: Act1Content, out: Events) -> None:
    barrels = a1.barrels
    here = a1.positions[action.member]
    n = action.count
    if action.source == "shop":
        barrels.shop -= n
        barrels.brody += n
        return
    if action.source == "dock":
        barrels.dock[here] -= n
    elif action.source == "water":
        left = barrels.floating[here] - n
        if left:
            barrels.floating[here] = left
        else:
            del barrels.floating[here]
    else:
        barrels.hooper_boat -= n
    if action.member == "quint":
        barrels.orca += n
    else:
        barrels.hooper_boat += n


def _launch(a1: Act1State, action: LaunchBarrel, content: Act1Content, out: Events) -> None:
    a1.used_once = a1.used_once | {"launch"}
    target = action.target
    barrels = a1.barrels
    barrels.orca -= 1
    hit = a1.shark_position == target
    if hit:
        barrels.attached += 1
        a1.revealed_at = target
    else:
        barrels.floating[target] = barrels.floating.get(target, 0) + 1
    answer = ev.BarrelLaunched(a1.round, target, hit, barrels.attached)
    out.append(answer)
    a1.record = (*a1.record, answer)
    if barrels.attached >= content.components.barrels_to_end_act:
        finish(a1, "barrels", out)


def _binoculars(a1: Act1State, action: UseBinoculars, content: Act1Content, out: Events) -> None:
    a1.used_once = a1.used_once | {"binoculars"}
    beach = a1.positions["brody"]
    hidden = a1.power_this_round == "out_of_sight"
    seen = not hidden and a1.shark_position == beach
    if seen:
        a1.revealed_at = beach
    a1.binoculars_at = beach
    answer = ev.BinocularsAnswered(a1.round, beach, seen)
    out.append(answer)
    a1.record = (*a1.record, answer)


def _fish_finder(a1: Act1State, action: UseFishFinder, content: Act1Content, out: Events) -> None:
    a1.used_once = a1.used_once | {"fish_finder"}
    here = a1.positions["hooper"]
    shark = a1.shark_position
    result: ev.FishFinderResult
    if a1.power_this_round == "out_of_sight":
        result = "not_nearby"
    elif shark == here:
        result = "here"
        a1.revealed_at = here
    elif shark in content.water_adj[here]:
        result = "nearby"
    else:
        result = "not_nearby"
    a1.fish_finder_at = here
    answer = ev.FishFinderAnswered(a1.round, here, result)
    out.append(answer)
    a1.record = (*a1.record, answer)


def _maybe_end_member_turn(a1: Act1State, member: str, content: Act1Content, out: Events) -> None:
    """A crew member with no actions left (and no free Dock work) ends at once."""
    if a1.actions_left[member] > 0:
        return
    if (
        a1.effects.free_dock_actions
        and not a1.effects.docks_closed
        and _has_free_dock_work(a1, member)
    ):
        return
    _end_member_turn(a1, member, out)


def _has_free_dock_work(a1: Act1State, member: str) -> bool:
    barrels = a1.barrels
    return free_dock_work(member, a1.positions[member], barrels.dock, barrels.brody, a1.in_water)


def free_dock_work(
    member: str, here: str, dock: Mapping[str, int], brody_barrels: int, in_water: Collection[str]
) -> bool:
    """Whether `member`, standing at `here`, has Dock work that a free-Dock round (Frank Silva)
    lets him do with no action left: Brody drops a barrel he carries, a captain picks up one
    the Dock holds. Public facts only, so the crew's screen can tell as the engine does."""
    if here not in dock or member in in_water:
        return False
    if member == "brody":
        return brody_barrels > 0
    return dock[here] > 0


def _end_member_turn(a1: Act1State, member: str, out: Events) -> None:
    a1.done = a1.done | {member}
    a1.active = None
    out.append(ev.CrewActed(member, f"{NAMES[member]} ends the turn"))


def all_done(a1: Act1State) -> bool:
    return len(a1.done) == len(CREW)


T = TypeVar("T", bound=Act1Action)
CarryOut = Callable[[Act1State, Act1Action, Act1Content, Events], None]


def _rule(
    kind: type[T], carry_out: Callable[[Act1State, T, Act1Content, Events], None]
) -> tuple[type, CarryOut]:
    """A table entry, once mypy has seen that `carry_out` takes a `kind`. The table is looked up
    by an action's exact type (check_action refuses subclasses), so widening it is safe."""
    return kind, cast(CarryOut, carry_out)


# What each crew action (but ending the turn) does to the board, after it is told.
_CARRY_OUT: dict[type, CarryOut] = dict(
    [
        _rule(CrewMove, _move),
        _rule(ClimbAboard, _climb),
        _rule(Rescue, _rescue),
        _rule(PickUpBarrels, _pick_up),
        _rule(DropBarrel, _drop),
        _rule(GiveBarrels, _give),
        _rule(LaunchBarrel, _launch),
        _rule(UseBinoculars, _binoculars),
        _rule(UseFishFinder, _fish_finder),
        _rule(CloseBeach, _close_beach),
    ]
)
