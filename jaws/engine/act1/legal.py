"""Every legal Act 1 action for a seat, in a stable order.

Mirrors the checks in shark.py and crew.py; a property test applies every listed action and
checks that `apply` accepts it, and that random unlisted ones are refused.
"""

from __future__ import annotations

from jaws.content.act1 import CREW, Act1Content
from jaws.engine.act1 import actions as A
from jaws.engine.act1.board import geometry
from jaws.engine.act1.crew import _has_free_dock_work, action_cost
from jaws.engine.act1.shark import (
    knockable,
    michael_here,
    planned_track,
    swimmers_left_here,
    track_goal,
)
from jaws.engine.act1.shark_moves import knock_choices, shark_walks
from jaws.engine.act1.state import Act1State, SharkPlan


def legal_act1(a1: Act1State, seat: str, content: Act1Content) -> list[A.Act1Action]:
    """The actions `seat` may take now (empty when it is not that seat's move)."""
    phase = a1.phase
    if phase == "shark_start":
        return [A.make_shark_start(s) for s in content.water_spaces] if seat == "shark" else []
    if phase == "shark":
        return _shark(a1, content) if seat == "shark" else []
    if phase == "event_choice":
        return _event_choice(a1) if seat == "crew" else []
    if phase == "crew":
        return _crew(a1, content) if seat == "crew" else []
    return []


def _event_choice(a1: Act1State) -> list[A.Act1Action]:
    pending, options = a1.pending, a1.pending_options
    if pending == "extra_action":
        return [A.make_choose_extra(m) for m in options]
    if pending == "dock":
        return [A.make_choose_dock(d) for d in options]
    if pending == "helicopter":
        return [A.make_helicopter(None), *(A.make_helicopter(s) for s in options)]
    return [A.make_choose_beach(b) for b in options]


def _shark(a1: Act1State, content: Act1Content) -> list[A.Act1Action]:
    plan = a1.plan
    assert plan is not None
    out: list[A.Act1Action] = []
    if planned_track(a1, plan, content) < track_goal(a1, content):
        if plan.actions_used < a1.effects.shark_actions:
            knock_ins = a1.effects.knock_ins
            walks = shark_walks(content, plan.position, plan.power, plan.speed_burst_used)
            for path in walks:
                out.extend(_moves(a1, plan, path, knock_ins))
            if swimmers_left_here(a1, plan) > 0:
                out.append(A.SHARK_EAT)
            if michael_here(a1, plan):
                out.append(A.SHARK_EAT_MICHAEL)
            if plan.power == "feeding_frenzy" and (
                swimmers_left_here(a1, plan) > 0 or michael_here(a1, plan)
            ):
                out.append(A.SHARK_EAT_ALL)
        if plan.power is None:
            out.extend(A.make_play_power(p) for p in a1.powers_left)
    if plan.steps:
        out.append(A.SHARK_UNDO)
    out.append(A.SHARK_END_TURN)
    return out


def _moves(
    a1: Act1State, plan: SharkPlan, path: tuple[str, ...], knock_ins: bool
) -> list[A.Act1Action]:
    moves: list[A.Act1Action] = [A.make_shark_move(path)]
    if knock_ins:
        moves.extend(A.make_shark_move(path, c) for c in knock_choices(knockable(a1, plan, path)))
    return moves


def _crew(a1: Act1State, content: Act1Content) -> list[A.Act1Action]:
    members = (a1.active,) if a1.active is not None else tuple(m for m in CREW if m not in a1.done)
    out: list[A.Act1Action] = []
    for member in members:
        if member is None:
            continue
        if member in a1.in_water:
            if a1.actions_left[member] >= content.components.house.knock_in_climb_cost:
                out.append(A.make_climb(member))
            else:
                out.append(A.make_end_turn(member))
            continue
        left = a1.actions_left[member]
        if left > 0:
            _MEMBER_ACTIONS[member](a1, content, out)
        elif a1.effects.free_dock_actions and _has_free_dock_work(a1, member):
            out.extend(act for act in _dock_work(a1, member) if action_cost(a1, act, content) == 0)
        out.append(A.make_end_turn(member))
    return out


def _dock_work(a1: Act1State, member: str) -> list[A.Act1Action]:
    here = a1.positions[member]
    if a1.effects.docks_closed or here not in a1.barrels.dock:
        return []
    if member == "brody":
        return [A.DROP_BARREL] if a1.barrels.brody else []
    return [A.make_pick_up(member, "dock", n) for n in range(1, a1.barrels.dock[here] + 1)]


def _quint(a1: Act1State, content: Act1Content, out: list[A.Act1Action]) -> None:
    here = a1.positions["quint"]
    geo = geometry(content)
    for path in geo.walks[(here, 1)]:
        out.append(A.make_crew_move("quint", path))
    if a1.swimmers.get(here, 0) > 0:
        out.append(A.make_rescue("quint"))
    out.extend(_dock_work(a1, "quint"))
    for n in range(1, a1.barrels.floating.get(here, 0) + 1):
        out.append(A.make_pick_up("quint", "water", n))
    if a1.positions["hooper"] == here:
        for n in range(1, a1.barrels.hooper_boat + 1):
            out.append(A.make_pick_up("quint", "hooper_boat", n))
    if a1.barrels.orca and "launch" not in a1.used_once:
        out.extend(A.make_launch(t) for t in geo.launch_targets[here])


def _brody(a1: Act1State, content: Act1Content, out: list[A.Act1Action]) -> None:
    here = a1.positions["brody"]
    for nxt in content.land_adj[here]:
        out.append(A.make_crew_move("brody", (nxt,)))
    if a1.swimmers.get(here, 0) > 0:
        out.append(A.make_rescue("brody"))
    if a1.michael == here:
        out.append(A.make_rescue("brody", True))
    if here == content.board.shop and a1.barrels.shop and not a1.barrels.brody:
        out.append(A.make_pick_up("brody", "shop", 1))
    out.extend(_dock_work(a1, "brody"))
    if "binoculars" not in a1.used_once and here in a1.swimmers:
        out.append(A.USE_BINOCULARS)
    if (
        "close_beach" not in a1.used_once
        and not a1.effects.no_closing
        and here in content.board.beach_closing_spaces
    ):
        for beach in content.board.beaches:
            if a1.swimmers[beach] or a1.michael == beach:
                continue
            if a1.beach_token == beach and a1.token_face == "closed":
                continue
            out.append(A.make_close_beach(beach))


def _hooper(a1: Act1State, content: Act1Content, out: list[A.Act1Action]) -> None:
    here = a1.positions["hooper"]
    geo = geometry(content)
    for path in geo.routes[(here, content.components.hooper_move_spaces)]:
        out.append(A.make_crew_move("hooper", path))
    if a1.swimmers.get(here, 0) > 0:
        out.append(A.make_rescue("hooper"))
    out.extend(_dock_work(a1, "hooper"))
    for n in range(1, a1.barrels.floating.get(here, 0) + 1):
        out.append(A.make_pick_up("hooper", "water", n))
    if a1.barrels.hooper_boat and a1.positions["quint"] == here and "quint" not in a1.in_water:
        out.append(A.GIVE_BARRELS)
    if "fish_finder" not in a1.used_once:
        out.append(A.USE_FISH_FINDER)


_MEMBER_ACTIONS = {"quint": _quint, "brody": _brody, "hooper": _hooper}
