"""The Crew phase's rules, one predicate each: why an action may not be taken (a `Refusal`
code), or None.

`check_crew_action` (apply's road) raises the code's sentence; `legal.py` builds the crew's
actions from the same predicates (a rule that takes no choice, such as the Fish Finder, is
asked once; one that does, such as which beach to close, is asked for each choice), so a rule
is written once. Listing needs only "refused or not", so no sentence is built there.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar, cast

from jaws.content.act1 import CREW, Act1Content
from jaws.engine.act1.actions import (
    Act1Action,
    BarrelSource,
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
from jaws.engine.act1.refusals import Detail, Refusal, first_gap, member_of, sentence
from jaws.engine.act1.state import Act1State
from jaws.engine.errors import IllegalAction

# Where each crew member may pick up barrels, and the most one pick-up may take from a place
# (Brody carries one barrel at a time).
PICK_UP_SOURCES: dict[str, tuple[BarrelSource, ...]] = {
    "quint": ("dock", "water", "hooper_boat"),
    "hooper": ("dock", "water"),
    "brody": ("shop",),
}
PICK_UP_MOST = {"shop": 1}


def action_cost(a1: Act1State, action: Act1Action, content: Act1Content) -> int:
    """Actions this costs (dock work is free in Frank Silva's round)."""
    kind = type(action)  # exact types: check_action refuses subclasses and look-alikes
    if kind is EndCrewTurn:
        return 0
    if kind is ClimbAboard:
        return content.components.house.knock_in_climb_cost
    if a1.effects.free_dock_actions and (
        kind is DropBarrel or (isinstance(action, PickUpBarrels) and action.source == "dock")
    ):
        return 0
    return 1


def check_crew_action(a1: Act1State, action: Act1Action, content: Act1Content) -> None:
    """Raise IllegalAction unless this crew action is allowed now."""
    code = crew_refusal(a1, action, content)
    if code is not None:
        raise IllegalAction(sentence(code, a1, action, content, _DETAILS))


def crew_refusal(a1: Act1State, action: Act1Action, content: Act1Content) -> Refusal | None:
    """Why this crew action is not allowed now, or None if it is."""
    member: str = getattr(action, "member", "")
    if member not in CREW:
        return Refusal.NOT_CREW
    owner = ABILITY_OWNERS.get(type(action))
    if owner is not None and member not in owner[0]:
        return Refusal.NOT_THEIR_ABILITY
    code = turn_refusal(a1, member)
    if code is not None:
        return code
    kind = type(action)
    if kind is EndCrewTurn:
        return Refusal.MUST_CLIMB if must_climb(a1, member, content) else None
    if action_cost(a1, action, content) > a1.actions_left[member]:
        return Refusal.NO_ACTIONS_LEFT
    if kind is ClimbAboard:
        return None if member in a1.in_water else Refusal.NOT_IN_WATER
    if member in a1.in_water:
        return Refusal.MUST_CLIMB
    checker = _CHECKS.get(kind)
    if checker is None:
        return Refusal.NOT_A_CREW_ACTION
    result: Refusal | None = checker(a1, action, content)
    return result


# The codes the listing meets most, as plain names (an enum member's lookup costs more).
_ALREADY_DONE = Refusal.ALREADY_DONE
_OTHER_TURN = Refusal.OTHER_TURN
_NO_SWIMMER_HERE = Refusal.NO_SWIMMER_HERE
_NOT_AT_DOCK = Refusal.NOT_AT_DOCK
_SHOP_ONLY = Refusal.SHOP_ONLY
_BOAT_ELSEWHERE = Refusal.BOAT_ELSEWHERE


def turn_refusal(a1: Act1State, member: str) -> Refusal | None:
    """Why `member` may not act now (finished, or another member's turn is under way)."""
    if member in a1.done:
        return _ALREADY_DONE
    if a1.active is not None and a1.active != member:
        return _OTHER_TURN
    return None


def must_climb(a1: Act1State, member: str, content: Act1Content) -> bool:
    """A member knocked into the water with the actions to climb back must climb first."""
    climb = content.components.house.knock_in_climb_cost
    return member in a1.in_water and a1.actions_left[member] >= climb


# Actions that only some crew members can take: who, and the refusal's opening words.
ABILITY_OWNERS: dict[type, tuple[tuple[str, ...], str]] = {
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


def _check_move(a1: Act1State, action: CrewMove, content: Act1Content) -> Refusal | None:
    return move_refusal(content, action.member, a1.positions[action.member], action.path)


@lru_cache(maxsize=4096)
def move_refusal(
    content: Act1Content, member: str, here: str, path: tuple[str, ...]
) -> Refusal | None:
    """Why `member` cannot move from `here` along `path`, or None: the board alone decides, so
    the answer is kept (bounded: a path comes from whoever sends the action)."""
    adj, limit, _medium = move_reach(member, content)
    if not path or len(path) > limit:
        return Refusal.MOVE_LENGTH
    if first_gap(adj, here, path) is not None:
        return Refusal.NOT_ADJACENT
    if path[-1] == here:
        return Refusal.MOVE_IN_PLACE
    return None


def rescue_refusal(a1: Act1State, member: str, michael: bool) -> Refusal | None:
    """Why `member` cannot rescue a swimmer (or Michael) in their space, or None."""
    here = a1.positions[member]
    if michael:
        if member != "brody":
            return Refusal.MICHAEL_ONLY_BRODY
        if a1.michael != here:
            return Refusal.NO_MICHAEL_HERE
    elif a1.swimmers.get(here, 0) <= 0:
        # Hooper's "r" where only Michael swims was told there was no swimmer (helper-69).
        if a1.michael == here and member != "brody":
            return Refusal.ONLY_MICHAEL_HERE
        return _NO_SWIMMER_HERE
    return None


def _check_rescue(a1: Act1State, action: Rescue, content: Act1Content) -> Refusal | None:
    return rescue_refusal(a1, action.member, action.michael)


def barrels_to_pick_up(
    a1: Act1State, member: str, source: str, content: Act1Content
) -> int | Refusal:
    """How many barrels `member` finds at `source` (one of theirs), or why they cannot take any."""
    here = a1.positions[member]
    if source == "shop":
        if here != content.board.shop:
            return _SHOP_ONLY
        if a1.barrels.brody:
            return Refusal.BRODY_CARRIES_ONE
        return a1.barrels.shop
    if source == "dock":
        if here not in a1.barrels.dock:
            return _NOT_AT_DOCK
        if a1.effects.docks_closed:
            return Refusal.DOCKS_CLOSED
        return a1.barrels.dock[here]
    if source == "water":
        return a1.barrels.floating.get(here, 0)
    if a1.positions["hooper"] != here:
        return _BOAT_ELSEWHERE
    return a1.barrels.hooper_boat


def _check_pick_up(a1: Act1State, action: PickUpBarrels, content: Act1Content) -> Refusal | None:
    member, source, count = action.member, action.source, action.count
    if source not in PICK_UP_SOURCES[member]:
        return Refusal.WRONG_SOURCE
    if not isinstance(count, int) or count < 1:
        return Refusal.PICK_UP_NONE
    available = barrels_to_pick_up(a1, member, source, content)
    if isinstance(available, Refusal):
        return available
    if count > PICK_UP_MOST.get(source, count):
        return Refusal.SHOP_ONE_AT_A_TIME
    if count > available:
        return Refusal.TOO_FEW_BARRELS
    return None


def drop_refusal(a1: Act1State) -> Refusal | None:
    """Why Brody cannot drop his barrel at a Dock now, or None."""
    if not a1.barrels.brody:
        return Refusal.NOT_CARRYING
    if a1.positions["brody"] not in a1.barrels.dock:
        return Refusal.DROP_AT_DOCK
    if a1.effects.docks_closed:
        return Refusal.DOCKS_CLOSED
    return None


def give_refusal(a1: Act1State) -> Refusal | None:
    """Why Hooper cannot give Quint the barrels on his boat now, or None."""
    if a1.positions["hooper"] != a1.positions["quint"]:
        return Refusal.GIVE_APART
    if not a1.barrels.hooper_boat:
        return Refusal.BOAT_EMPTY
    if "quint" in a1.in_water:
        return Refusal.QUINT_IN_WATER
    return None


def launch_refusal(a1: Act1State) -> Refusal | None:
    """Why Quint cannot launch a barrel this round, wherever he aims, or None."""
    if "launch" in a1.used_once:
        return Refusal.LAUNCHED
    if not a1.barrels.orca:
        return Refusal.ORCA_EMPTY
    return None


def launch_target_refusal(a1: Act1State, target: str, content: Act1Content) -> Refusal | None:
    """Why Quint cannot aim a launch at `target`, or None."""
    return launch_reach_refusal(a1.positions["quint"], target, content)


def launch_reach_refusal(here: str, target: str, content: Act1Content) -> Refusal | None:
    """Why a launch from `here` cannot reach `target`, or None (the board alone decides)."""
    if target != here and target not in content.water_adj.get(here, ()):
        return Refusal.LAUNCH_REACH
    return None


def _check_launch(a1: Act1State, action: LaunchBarrel, content: Act1Content) -> Refusal | None:
    return launch_refusal(a1) or launch_target_refusal(a1, action.target, content)


def binoculars_refusal(a1: Act1State, content: Act1Content) -> Refusal | None:
    """Why Brody cannot use the Binoculars now, or None."""
    if "binoculars" in a1.used_once:
        return Refusal.BINOCULARS_USED
    if a1.positions["brody"] not in content.board.beaches:
        return Refusal.BINOCULARS_BEACH
    return None


def fish_finder_refusal(a1: Act1State) -> Refusal | None:
    """Why Hooper cannot use the Fish Finder now, or None."""
    if "fish_finder" in a1.used_once:
        return Refusal.FISH_FINDER_USED
    return None


def closing_refusal(a1: Act1State, content: Act1Content) -> Refusal | None:
    """Why Brody cannot close any beach now, or None."""
    if "close_beach" in a1.used_once:
        return Refusal.CLOSED_ONCE
    if a1.effects.no_closing:
        return Refusal.FOURTH_OF_JULY
    if a1.positions["brody"] not in content.board.beach_closing_spaces:
        return Refusal.CLOSING_PLACE
    return None


def beach_refusal(a1: Act1State, beach: str, content: Act1Content) -> Refusal | None:
    """Why `beach` cannot be closed, or None."""
    if beach not in content.board.beaches:
        return Refusal.NOT_A_BEACH
    if a1.swimmers[beach] or a1.michael == beach:
        return Refusal.BEACH_HAS_SWIMMERS
    if a1.beach_token == beach and a1.token_face == "closed":
        return Refusal.BEACH_CLOSED
    return None


def _check_close(a1: Act1State, action: CloseBeach, content: Act1Content) -> Refusal | None:
    return closing_refusal(a1, content) or beach_refusal(a1, action.beach, content)


def _gap(a1: Act1State, action: Any, content: Act1Content) -> tuple[str, str]:
    gap = first_gap(move_reach(action.member, content)[0], a1.positions[action.member], action.path)
    assert gap is not None
    return gap


# The words of the crew's refusals that only these rules can work out.
_DETAILS: dict[str, Detail] = {
    "owner": lambda _a1, action, _content: ABILITY_OWNERS[type(action)][1],
    "cost": action_cost,
    "limit": lambda _a1, action, content: move_reach(action.member, content)[1],
    "medium": lambda _a1, action, content: move_reach(action.member, content)[2],
    "step_from": lambda a1, action, content: _gap(a1, action, content)[0],
    "step_to": lambda a1, action, content: _gap(a1, action, content)[1],
    "available": lambda a1, action, content: barrels_to_pick_up(
        a1, member_of(action), action.source, content
    ),
}

T = TypeVar("T", bound=Act1Action)
Check = Callable[[Act1State, Act1Action, Act1Content], Refusal | None]


def _rule(
    kind: type[T], check: Callable[[Act1State, T, Act1Content], Refusal | None]
) -> tuple[type, Check]:
    """A table entry, once mypy has seen that `check` takes a `kind`. The table is looked up by
    an action's exact type, so the check only ever gets a `kind`: widening it is safe."""
    return kind, cast(Check, check)


_CHECKS: dict[type, Check] = dict(
    [
        _rule(CrewMove, _check_move),
        _rule(Rescue, _check_rescue),
        _rule(PickUpBarrels, _check_pick_up),
        _rule(DropBarrel, lambda a1, _action, _content: drop_refusal(a1)),
        _rule(GiveBarrels, lambda a1, _action, _content: give_refusal(a1)),
        _rule(LaunchBarrel, _check_launch),
        _rule(UseBinoculars, lambda a1, _action, content: binoculars_refusal(a1, content)),
        _rule(UseFishFinder, lambda a1, _action, _content: fish_finder_refusal(a1)),
        _rule(CloseBeach, _check_close),
    ]
)
