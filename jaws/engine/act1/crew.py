"""The Crew phase: Quint, Brody and Hooper, one whole turn at a time (the rules that say
what they may do are in crew_checks.py)."""

from __future__ import annotations

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
from jaws.engine.act1.shark import finish
from jaws.engine.act1.state import Act1State

Events = list[ev.Act1Event]


def do_crew_action(a1: Act1State, action: Act1Action, content: Act1Content, out: Events) -> None:
    """Carry out a checked crew action, answer searches, and end turns and rounds."""
    member = str(getattr(action, "member", ""))
    if isinstance(action, EndCrewTurn):
        _end_member_turn(a1, member, out)
        return
    a1.active = member
    a1.actions_left[member] -= action_cost(a1, action, content)
    barrels = a1.barrels
    if isinstance(action, CrewMove):
        a1.positions[member] = action.path[-1]
    elif isinstance(action, ClimbAboard):
        a1.in_water = a1.in_water - {member}
    elif isinstance(action, Rescue):
        here = a1.positions[member]
        if action.michael:
            a1.michael = None
        else:
            a1.swimmers[here] -= 1
            a1.supply += 1
    elif isinstance(action, PickUpBarrels):
        _pick_up(a1, action)
    elif isinstance(action, DropBarrel):
        barrels.brody = 0
        barrels.dock[a1.positions["brody"]] += 1
    elif isinstance(action, GiveBarrels):
        barrels.orca += barrels.hooper_boat
        barrels.hooper_boat = 0
    elif isinstance(action, LaunchBarrel):
        out.append(ev.CrewActed(member, str(action)))
        a1.used_once = a1.used_once | {"launch"}
        _launch(a1, action.target, content, out)
        if a1.phase == "over":
            return
        _maybe_end_member_turn(a1, member, content, out)
        return
    elif isinstance(action, UseBinoculars):
        out.append(ev.CrewActed(member, str(action)))
        a1.used_once = a1.used_once | {"binoculars"}
        _binoculars(a1, out)
        _maybe_end_member_turn(a1, member, content, out)
        return
    elif isinstance(action, UseFishFinder):
        out.append(ev.CrewActed(member, str(action)))
        a1.used_once = a1.used_once | {"fish_finder"}
        _fish_finder(a1, content, out)
        _maybe_end_member_turn(a1, member, content, out)
        return
    elif isinstance(action, CloseBeach):
        a1.used_once = a1.used_once | {"close_beach"}
        a1.beach_token = action.beach
        a1.token_face = "closed"
        out.append(ev.CrewActed(member, str(action)))
        out.append(ev.BeachTokenChanged(action.beach, "closed"))
        _maybe_end_member_turn(a1, member, content, out)
        return
    out.append(ev.CrewActed(member, str(action)))
    _maybe_end_member_turn(a1, member, content, out)


def _pick_up(a1: Act1State, action: PickUpBarrels) -> None:
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


def _launch(a1: Act1State, target: str, content: Act1Content, out: Events) -> None:
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


def _binoculars(a1: Act1State, out: Events) -> None:
    beach = a1.positions["brody"]
    hidden = a1.power_this_round == "out_of_sight"
    seen = not hidden and a1.shark_position == beach
    if seen:
        a1.revealed_at = beach
    a1.binoculars_at = beach
    answer = ev.BinocularsAnswered(a1.round, beach, seen)
    out.append(answer)
    a1.record = (*a1.record, answer)


def _fish_finder(a1: Act1State, content: Act1Content, out: Events) -> None:
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
    here = a1.positions[member]
    if here not in a1.barrels.dock or member in a1.in_water:
        return False
    if member == "brody":
        return bool(a1.barrels.brody)
    return a1.barrels.dock[here] > 0


def _end_member_turn(a1: Act1State, member: str, out: Events) -> None:
    a1.done = a1.done | {member}
    a1.active = None
    out.append(ev.CrewActed(member, f"{NAMES[member]} ends the turn"))


def all_done(a1: Act1State) -> bool:
    return len(a1.done) == len(CREW)
