"""The Crew phase's rules, one predicate each: why an action may not be taken, or None.

`check_crew_action` (apply's road) raises the predicate's sentence; `legal.py` builds the
crew's actions from the same predicates (a rule that takes no choice, such as the Fish Finder,
is asked once; one that does, such as which beach to close, is asked for each choice), so a
rule is written once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jaws.content.act1 import CREW, Act1Content
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
from jaws.engine.act1.state import Act1State
from jaws.engine.errors import IllegalAction

# Where each crew member may pick up barrels, and the most one pick-up may take from a place
# (Brody carries one barrel at a time).
PICK_UP_SOURCES: dict[str, tuple[str, ...]] = {
    "quint": ("dock", "water", "hooper_boat"),
    "hooper": ("dock", "water"),
    "brody": ("shop",),
}
PICK_UP_MOST = {"shop": 1}


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
    reason = crew_refusal(a1, action, content)
    if reason is not None:
        raise IllegalAction(reason)


def crew_refusal(a1: Act1State, action: Act1Action, content: Act1Content) -> str | None:
    """Why this crew action is not allowed now, or None if it is."""
    member: str = getattr(action, "member", "")
    if member not in CREW:
        return "Only Quint, Brody or Hooper can act in the crew's turn."
    name = NAMES[member]
    owner = _ABILITY_OWNERS.get(type(action))
    if owner is not None and member not in owner[0]:
        return f"{owner[1]}, not {name}."
    reason = turn_refusal(a1, member)
    if reason is not None:
        return reason
    if isinstance(action, EndCrewTurn):
        if must_climb(a1, member, content):
            return f"{name} is in the water and must climb back aboard first."
        return None
    cost = action_cost(a1, action, content)
    if cost > a1.actions_left[member]:
        return f"{name} does not have {cost} action(s) left."
    if isinstance(action, ClimbAboard):
        return None if member in a1.in_water else f"{name} is not in the water."
    if member in a1.in_water:
        return f"{name} is in the water and must climb back aboard first."
    checker = _CHECKS.get(type(action))
    if checker is None:
        return "That is not a crew action."
    result: str | None = checker(a1, action, content)
    return result


def turn_refusal(a1: Act1State, member: str) -> str | None:
    """Why `member` may not act now (finished, or another member's turn is under way)."""
    name = NAMES[member]
    if member in a1.done:
        return f"{name} has already finished this round."
    if a1.active is not None and a1.active != member:
        return f"{NAMES[a1.active]} is taking a turn: it must end before {name} starts."
    return None


def must_climb(a1: Act1State, member: str, content: Act1Content) -> bool:
    """A member knocked into the water with the actions to climb back must climb first."""
    climb = content.components.house.knock_in_climb_cost
    return member in a1.in_water and a1.actions_left[member] >= climb


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


def move_reach(member: str, content: Act1Content) -> tuple[dict[str, tuple[str, ...]], int, str]:
    """How `member` moves: the adjacency (land or water), spaces per action, and its name."""
    if member == "brody":
        return content.land_adj, 1, "land"
    limit = content.components.hooper_move_spaces if member == "hooper" else 1
    return content.water_adj, limit, "water"


def _check_move(a1: Act1State, action: CrewMove, content: Act1Content) -> str | None:
    member = action.member
    adj, limit, medium = move_reach(member, content)
    if not action.path or len(action.path) > limit:
        return f"{NAMES[member]} moves {limit} space(s) per action."
    here = a1.positions[member]
    for step in action.path:
        if step not in adj.get(here, ()):
            return f"{NAMES[member]} cannot go from {here} to {step}: not adjacent by {medium}."
        here = step
    if here == a1.positions[member]:
        return f"{NAMES[member]}'s move must end in another space."
    return None


def rescue_refusal(a1: Act1State, member: str, michael: bool) -> str | None:
    """Why `member` cannot rescue a swimmer (or Michael) in their space, or None."""
    here = a1.positions[member]
    if michael:
        if member != "brody":
            return "Only Brody can rescue his son Michael."
        if a1.michael != here:
            return "Michael is not swimming here."
    elif a1.swimmers.get(here, 0) <= 0:
        return f"There is no swimmer to rescue at {here}."
    return None


def _check_rescue(a1: Act1State, action: Rescue, content: Act1Content) -> str | None:
    return rescue_refusal(a1, action.member, action.michael)


def barrels_to_pick_up(a1: Act1State, member: str, source: str, content: Act1Content) -> int | str:
    """How many barrels `member` finds at `source` (one of theirs), or why they cannot take any."""
    here = a1.positions[member]
    if source == "shop":
        if here != content.board.shop:
            return "Brody picks up barrels only at the Shop."
        if a1.barrels.brody:
            return "Brody can carry only one barrel at a time."
        return a1.barrels.shop
    if source == "dock":
        if here not in a1.barrels.dock:
            return f"{NAMES[member]} is not at a Dock."
        if a1.effects.docks_closed:
            return "The Docks are closed this round (Holiday Roast)."
        return a1.barrels.dock[here]
    if source == "water":
        return a1.barrels.floating.get(here, 0)
    if a1.positions["hooper"] != here:
        return "Hooper's boat is not in Quint's space."
    return a1.barrels.hooper_boat


def _check_pick_up(a1: Act1State, action: PickUpBarrels, content: Act1Content) -> str | None:
    member, source, count = action.member, action.source, action.count
    if source not in PICK_UP_SOURCES[member]:
        return f"{NAMES[member]} cannot pick up barrels from there."
    if not isinstance(count, int) or count < 1:
        return "Pick up at least one barrel."
    available = barrels_to_pick_up(a1, member, source, content)
    if isinstance(available, str):
        return available
    if count > PICK_UP_MOST.get(source, count):
        return "Brody picks up one barrel at a time."
    if count > available:
        return f"There are only {available} barrel(s) to pick up there."
    return None


def drop_refusal(a1: Act1State) -> str | None:
    """Why Brody cannot drop his barrel at a Dock now, or None."""
    if not a1.barrels.brody:
        return "Brody is not carrying a barrel."
    if a1.positions["brody"] not in a1.barrels.dock:
        return "Brody can drop a barrel only at a Dock."
    if a1.effects.docks_closed:
        return "The Docks are closed this round (Holiday Roast)."
    return None


def give_refusal(a1: Act1State) -> str | None:
    """Why Hooper cannot give Quint the barrels on his boat now, or None."""
    if a1.positions["hooper"] != a1.positions["quint"]:
        return "Hooper must be in Quint's space to give him barrels."
    if not a1.barrels.hooper_boat:
        return "Hooper has no barrels on his boat."
    if "quint" in a1.in_water:
        return "Quint is in the water and cannot take barrels."
    return None


def launch_refusal(a1: Act1State) -> str | None:
    """Why Quint cannot launch a barrel this round, wherever he aims, or None."""
    if "launch" in a1.used_once:
        return "Quint launches only one barrel per round."
    if not a1.barrels.orca:
        return "Quint has no barrel on the Orca to launch."
    return None


def launch_target_refusal(a1: Act1State, target: str, content: Act1Content) -> str | None:
    """Why Quint cannot aim a launch at `target`, or None."""
    here = a1.positions["quint"]
    if target != here and target not in content.water_adj.get(here, ()):
        return f"Quint can launch only into his own space or adjacent water, not {target}."
    return None


def _check_launch(a1: Act1State, action: LaunchBarrel, content: Act1Content) -> str | None:
    return launch_refusal(a1) or launch_target_refusal(a1, action.target, content)


def binoculars_refusal(a1: Act1State, content: Act1Content) -> str | None:
    """Why Brody cannot use the Binoculars now, or None."""
    if "binoculars" in a1.used_once:
        return "The Binoculars can be used once per round."
    if a1.positions["brody"] not in content.board.beaches:
        return "Brody can use the Binoculars only at a beach."
    return None


def fish_finder_refusal(a1: Act1State) -> str | None:
    """Why Hooper cannot use the Fish Finder now, or None."""
    if "fish_finder" in a1.used_once:
        return "The Fish Finder can be used once per round."
    return None


def closing_refusal(a1: Act1State, content: Act1Content) -> str | None:
    """Why Brody cannot close any beach now, or None."""
    if "close_beach" in a1.used_once:
        return "Brody can close a beach once per round."
    if a1.effects.no_closing:
        return "No beach may be closed on the Fourth of July."
    if a1.positions["brody"] not in content.board.beach_closing_spaces:
        return "Brody closes beaches from the Mayor's Office or the Amity P.D."
    return None


def beach_refusal(a1: Act1State, beach: str, content: Act1Content) -> str | None:
    """Why `beach` cannot be closed, or None."""
    if beach not in content.board.beaches:
        return f"{beach} is not a beach."
    if a1.swimmers[beach] or a1.michael == beach:
        return f"Beach {beach} still has swimmers: it can be closed only when empty."
    if a1.beach_token == beach and a1.token_face == "closed":
        return f"Beach {beach} is already closed."
    return None


def _check_close(a1: Act1State, action: CloseBeach, content: Act1Content) -> str | None:
    return closing_refusal(a1, content) or beach_refusal(a1, action.beach, content)


_CHECKS: dict[type, Callable[[Act1State, Any, Act1Content], str | None]] = {
    CrewMove: _check_move,
    Rescue: _check_rescue,
    PickUpBarrels: _check_pick_up,
    DropBarrel: lambda a1, _action, _content: drop_refusal(a1),
    GiveBarrels: lambda a1, _action, _content: give_refusal(a1),
    LaunchBarrel: _check_launch,
    UseBinoculars: lambda a1, _action, content: binoculars_refusal(a1, content),
    UseFishFinder: lambda a1, _action, _content: fish_finder_refusal(a1),
    CloseBeach: _check_close,
}
