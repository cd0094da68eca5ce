"""The Crew phase: Quint, Brody and Hooper, one whole turn at a time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
from jaws.engine.act1.shark import finish
from jaws.engine.act1.state import Act1State
from jaws.engine.errors import IllegalAction

Events = list[ev.Act1Event]


def action_cost(a1: Act1State, action: Act1Action, content: Act1Content) -> int:
    """Actions this costs (dock work is free in Frank Silva's round)."""
    if isinstance(action, EndCrewTurn):
        return 0
    if isinstance(action, ClimbAboard):
        return content.components.house.knock_in_climb_cost
    if a1.effects.free_dock_actions and (
        isinstance(action, DropBarrel)
        or (isinstance(action, PickUpBarrels) and action.source == "dock")
    ):
        return 0
    return 1


def check_crew_action(a1: Act1State, action: Act1Action, content: Act1Content) -> None:
    """Raise IllegalAction unless this crew action is allowed now."""
    member: str = getattr(action, "member", "")
    if member not in CREW:
        raise IllegalAction("Only Quint, Brody or Hooper can act in the crew's turn.")
    name = NAMES[member]
    owner = _ABILITY_OWNERS.get(type(action))
    if owner is not None and member not in owner[0]:
        raise IllegalAction(f"{owner[1]}, not {name}.")
    if member in a1.done:
        raise IllegalAction(f"{name} has already finished this round.")
    if a1.active is not None and a1.active != member:
        raise IllegalAction(
            f"{NAMES[a1.active]} is taking a turn: it must end before {name} starts."
        )
    if isinstance(action, EndCrewTurn):
        climb = content.components.house.knock_in_climb_cost
        if member in a1.in_water and a1.actions_left[member] >= climb:
            raise IllegalAction(f"{name} is in the water and must climb back aboard first.")
        return
    cost = action_cost(a1, action, content)
    if cost > a1.actions_left[member]:
        raise IllegalAction(f"{name} does not have {cost} action(s) left.")
    if isinstance(action, ClimbAboard):
        if member not in a1.in_water:
            raise IllegalAction(f"{name} is not in the water.")
        return
    if member in a1.in_water:
        raise IllegalAction(f"{name} is in the water and must climb back aboard first.")
    checker = _CHECKS.get(type(action))
    if checker is None:
        raise IllegalAction("That is not a crew action.")
    checker(a1, action, content)


# Actions that only some crew members can take: who, and the refusal's opening words.
_ABILITY_OWNERS: dict[type, tuple[tuple[str, ...], str]] = {
    LaunchBarrel: (("quint",), "Only Quint launches barrels from the Orca"),
    GiveBarrels: (("hooper",), "Only Hooper gives barrels from his boat"),
    UseFishFinder: (("hooper",), "Only Hooper has the Fish Finder"),
    UseBinoculars: (("brody",), "Only Brody has the Binoculars"),
    CloseBeach: (("brody",), "Only Brody closes beaches"),
    DropBarrel: (("brody",), "Only Brody carries a barrel from the Shop"),
    ClimbAboard: (("quint", "hooper"), "Only Quint or Hooper can be knocked overboard"),
}


def _check_move(a1: Act1State, action: CrewMove, content: Act1Content) -> None:
    member = action.member
    if member == "brody":
        adj, limit, medium = content.land_adj, 1, "land"
    else:
        adj, medium = content.water_adj, "water"
        limit = content.components.hooper_move_spaces if member == "hooper" else 1
    if not action.path or len(action.path) > limit:
        raise IllegalAction(f"{NAMES[member]} moves {limit} space(s) per action.")
    here = a1.positions[member]
    for step in action.path:
        if step not in adj.get(here, ()):
            raise IllegalAction(
                f"{NAMES[member]} cannot go from {here} to {step}: not adjacent by {medium}."
            )
        here = step
    if here == a1.positions[member]:
        raise IllegalAction(f"{NAMES[member]}'s move must end in another space.")


def _check_rescue(a1: Act1State, action: Rescue, content: Act1Content) -> None:
    here = a1.positions[action.member]
    if action.michael:
        if action.member != "brody":
            raise IllegalAction("Only Brody can rescue his son Michael.")
        if a1.michael != here:
            raise IllegalAction("Michael is not swimming here.")
    elif a1.swimmers.get(here, 0) <= 0:
        raise IllegalAction(f"There is no swimmer to rescue at {here}.")


def _check_pick_up(a1: Act1State, action: PickUpBarrels, content: Act1Content) -> None:
    member, source, count = action.member, action.source, action.count
    here = a1.positions[member]
    allowed = {
        "quint": ("dock", "water", "hooper_boat"),
        "hooper": ("dock", "water"),
        "brody": ("shop",),
    }[member]
    if source not in allowed:
        raise IllegalAction(f"{NAMES[member]} cannot pick up barrels from there.")
    if not isinstance(count, int) or count < 1:
        raise IllegalAction("Pick up at least one barrel.")
    if source == "shop":
        if here != content.board.shop:
            raise IllegalAction("Brody picks up barrels only at the Shop.")
        if a1.barrels.brody:
            raise IllegalAction("Brody can carry only one barrel at a time.")
        if count != 1:
            raise IllegalAction("Brody picks up one barrel at a time.")
        available = a1.barrels.shop
    elif source == "dock":
        if here not in a1.barrels.dock:
            raise IllegalAction(f"{NAMES[member]} is not at a Dock.")
        if a1.effects.docks_closed:
            raise IllegalAction("The Docks are closed this round (Holiday Roast).")
        available = a1.barrels.dock[here]
    elif source == "water":
        available = a1.barrels.floating.get(here, 0)
    else:
        if a1.positions["hooper"] != here:
            raise IllegalAction("Hooper's boat is not in Quint's space.")
        available = a1.barrels.hooper_boat
    if count > available:
        raise IllegalAction(f"There are only {available} barrel(s) to pick up there.")


def _check_drop(a1: Act1State, action: DropBarrel, content: Act1Content) -> None:
    if not a1.barrels.brody:
        raise IllegalAction("Brody is not carrying a barrel.")
    if a1.positions["brody"] not in a1.barrels.dock:
        raise IllegalAction("Brody can drop a barrel only at a Dock.")
    if a1.effects.docks_closed:
        raise IllegalAction("The Docks are closed this round (Holiday Roast).")


def _check_give(a1: Act1State, action: GiveBarrels, content: Act1Content) -> None:
    if a1.positions["hooper"] != a1.positions["quint"]:
        raise IllegalAction("Hooper must be in Quint's space to give him barrels.")
    if not a1.barrels.hooper_boat:
        raise IllegalAction("Hooper has no barrels on his boat.")
    if "quint" in a1.in_water:
        raise IllegalAction("Quint is in the water and cannot take barrels.")


def _check_launch(a1: Act1State, action: LaunchBarrel, content: Act1Content) -> None:
    if "launch" in a1.used_once:
        raise IllegalAction("Quint launches only one barrel per round.")
    if not a1.barrels.orca:
        raise IllegalAction("Quint has no barrel on the Orca to launch.")
    here = a1.positions["quint"]
    if action.target != here and action.target not in content.water_adj.get(here, ()):
        raise IllegalAction(
            f"Quint can launch only into his own space or adjacent water, not {action.target}."
        )


def _check_binoculars(a1: Act1State, action: UseBinoculars, content: Act1Content) -> None:
    if "binoculars" in a1.used_once:
        raise IllegalAction("The Binoculars can be used once per round.")
    if a1.positions["brody"] not in content.board.beaches:
        raise IllegalAction("Brody can use the Binoculars only at a beach.")


def _check_fish_finder(a1: Act1State, action: UseFishFinder, content: Act1Content) -> None:
    if "fish_finder" in a1.used_once:
        raise IllegalAction("The Fish Finder can be used once per round.")


def _check_close(a1: Act1State, action: CloseBeach, content: Act1Content) -> None:
    if "close_beach" in a1.used_once:
        raise IllegalAction("Brody can close a beach once per round.")
    if a1.effects.no_closing:
        raise IllegalAction("No beach may be closed on the Fourth of July.")
    if a1.positions["brody"] not in content.board.beach_closing_spaces:
        raise IllegalAction("Brody closes beaches from the Mayor's Office or the Amity P.D.")
    beach = action.beach
    if beach not in content.board.beaches:
        raise IllegalAction(f"{beach} is not a beach.")
    if a1.swimmers[beach] or a1.michael == beach:
        raise IllegalAction(f"Beach {beach} still has swimmers: it can be closed only when empty.")
    if a1.beach_token == beach and a1.token_face == "closed":
        raise IllegalAction(f"Beach {beach} is already closed.")


_CHECKS: dict[type, Callable[[Act1State, Any, Act1Content], None]] = {
    CrewMove: _check_move,
    Rescue: _check_rescue,
    PickUpBarrels: _check_pick_up,
    DropBarrel: _check_drop,
    GiveBarrels: _check_give,
    LaunchBarrel: _check_launch,
    UseBinoculars: _check_binoculars,
    UseFishFinder: _check_fish_finder,
    CloseBeach: _check_close,
}


def do_crew_action(a1: Act1State, action: Act1Action, content: Act1Content, out: Events) -> None:
    """Carry out a checked crew action, answer searches, and end turns and rounds."""
    member: str = action.member  # type: ignore[union-attr]
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
