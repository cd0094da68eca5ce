"""Every legal Act 1 action for a seat, in a stable order.

Built from the very predicates `apply` refuses with (crew_checks.py, shark.py): each rule is
asked here, once for a rule without a choice or once per choice, and the moves come from the
walks of the same adjacency. A property test still applies every listed action and checks that
`apply` accepts it, and that random unlisted ones are refused.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from jaws.content.act1 import CREW, Act1Content
from jaws.engine.act1 import actions as A
from jaws.engine.act1.board import geometry
from jaws.engine.act1.crew import _has_free_dock_work
from jaws.engine.act1.crew_checks import (
    PICK_UP_MOST,
    PICK_UP_SOURCES,
    action_cost,
    barrels_to_pick_up,
    beach_refusal,
    binoculars_refusal,
    closing_refusal,
    drop_refusal,
    fish_finder_refusal,
    give_refusal,
    launch_reach_refusal,
    launch_refusal,
    must_climb,
    rescue_refusal,
    turn_refusal,
)
from jaws.engine.act1.refusals import Refusal
from jaws.engine.act1.shark import (
    eat_all_refusal,
    eat_refusal,
    knockable,
    no_actions_refusal,
    power_refusal,
    track_full_refusal,
)
from jaws.engine.act1.shark_moves import knock_choices, shark_walks
from jaws.engine.act1.state import Act1State, SharkPlan
from jaws.ids import CrewMember


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
    if track_full_refusal(a1, plan, content) is None:
        if no_actions_refusal(a1, plan) is None:
            if a1.effects.knock_ins:
                walks = shark_walks(content, plan.position, plan.power, plan.speed_burst_used)
                for path in walks:
                    out.extend(_moves(a1, plan, path))
            else:
                where = (plan.position, plan.power, plan.speed_burst_used)
                out.extend(_shark_moves(shark_walks, content, *where))
            if eat_refusal(a1, plan, False) is None:
                out.append(A.SHARK_EAT)
            if eat_refusal(a1, plan, True) is None:
                out.append(A.SHARK_EAT_MICHAEL)
            if eat_all_refusal(a1, plan) is None:
                out.append(A.SHARK_EAT_ALL)
        for power in a1.powers_left:
            if power_refusal(a1, plan, power) is None:
                out.append(A.make_play_power(power))
    if plan.steps:
        out.append(A.SHARK_UNDO)
    out.append(A.SHARK_END_TURN)
    return out


@cache
def _shark_moves(
    rule: Callable[[Act1Content, str, str | None, bool], Iterable[tuple[str, ...]]],
    content: Act1Content,
    here: str,
    power: str | None,
    speed_burst_used: bool,
) -> tuple[A.Act1Action, ...]:
    """The Shark's moves (without knock-ins) from `here`: the walks of `rule` (shark_walks),
    built once per rule, board and arguments."""
    return tuple(A.make_shark_move(p) for p in rule(content, here, power, speed_burst_used))


def _moves(a1: Act1State, plan: SharkPlan, path: tuple[str, ...]) -> list[A.Act1Action]:
    """A move along `path`, then the same move knocking in each choice of captains."""
    moves: list[A.Act1Action] = [A.make_shark_move(path)]
    moves.extend(A.make_shark_move(path, c) for c in knock_choices(knockable(a1, plan, path)))
    return moves


def _crew(a1: Act1State, content: Act1Content) -> list[A.Act1Action]:
    out: list[A.Act1Action] = []
    # While a member's turn is under way nobody else may act (turn_refusal says so too).
    members = CREW if a1.active is None else _ALONE[a1.active]
    for member in members:
        if turn_refusal(a1, member) is not None:
            continue
        if member in a1.in_water:
            if must_climb(a1, member, content):
                out.append(A.make_climb(member))
            else:
                out.append(_END_TURN[member])
            continue
        left = a1.actions_left[member]
        if left > 0:
            _MEMBER_ACTIONS[member](a1, content, out)
        elif a1.effects.free_dock_actions and _has_free_dock_work(a1, member):
            work = _dock_work(a1, member, content)
            out.extend(act for act in work if action_cost(a1, act, content) == 0)
        out.append(_END_TURN[member])
    return out


def _dock_work(a1: Act1State, member: CrewMember, content: Act1Content) -> tuple[A.Act1Action, ...]:
    if member == "brody":
        return (A.DROP_BARREL,) if drop_refusal(a1) is None else ()
    return _pick_ups(a1, member, "dock", content)


def _pick_ups(
    a1: Act1State, member: CrewMember, source: A.BarrelSource, content: Act1Content
) -> tuple[A.Act1Action, ...]:
    """Every count `member` may pick up at `source`."""
    available = barrels_to_pick_up(a1, member, source, content)
    if isinstance(available, Refusal) or available <= 0:
        return ()  # the common case: no barrel there
    return _pick_up_counts(member, source, min(available, PICK_UP_MOST.get(source, available)))


@cache
def _pick_up_counts(
    member: CrewMember, source: A.BarrelSource, most: int
) -> tuple[A.Act1Action, ...]:
    return tuple(A.make_pick_up(member, source, n) for n in range(1, most + 1))


@cache
def _crew_moves(content: Act1Content, member: CrewMember, here: str) -> tuple[A.Act1Action, ...]:
    """Every move `member` may make from `here`: one water space for Quint, one land space for
    Brody, each route of up to the house number of spaces for Hooper (built once)."""
    geo = geometry(content)
    if member == "quint":
        paths = geo.walks[(here, 1)]
    elif member == "brody":
        paths = tuple((nxt,) for nxt in content.land_adj[here])
    else:
        paths = geo.routes[(here, content.components.hooper_move_spaces)]
    return tuple(A.make_crew_move(member, path) for path in paths)


@cache
def _launches(content: Act1Content, here: str) -> tuple[A.Act1Action, ...]:
    """Quint's launches from `here`: every target the launch's reach allows (built once)."""
    targets = geometry(content).launch_targets[here]
    return tuple(
        A.make_launch(t) for t in targets if launch_reach_refusal(here, t, content) is None
    )


def _rescues(a1: Act1State, member: CrewMember, out: list[A.Act1Action]) -> None:
    if rescue_refusal(a1, member, False) is None:
        out.append(A.make_rescue(member))
    if member == "brody" and rescue_refusal(a1, member, True) is None:
        out.append(A.make_rescue(member, True))


def _quint(a1: Act1State, content: Act1Content, out: list[A.Act1Action]) -> None:
    here = a1.positions["quint"]
    out.extend(_crew_moves(content, "quint", here))
    _rescues(a1, "quint", out)
    for source in PICK_UP_SOURCES["quint"]:
        out.extend(_pick_ups(a1, "quint", source, content))
    if launch_refusal(a1) is None:
        out.extend(_launches(content, here))


def _brody(a1: Act1State, content: Act1Content, out: list[A.Act1Action]) -> None:
    out.extend(_crew_moves(content, "brody", a1.positions["brody"]))
    _rescues(a1, "brody", out)
    out.extend(_pick_ups(a1, "brody", "shop", content))
    out.extend(_dock_work(a1, "brody", content))
    if binoculars_refusal(a1, content) is None:
        out.append(A.USE_BINOCULARS)
    if closing_refusal(a1, content) is None:
        for beach in content.board.beaches:
            if beach_refusal(a1, beach, content) is None:
                out.append(A.make_close_beach(beach))


def _hooper(a1: Act1State, content: Act1Content, out: list[A.Act1Action]) -> None:
    out.extend(_crew_moves(content, "hooper", a1.positions["hooper"]))
    _rescues(a1, "hooper", out)
    for source in PICK_UP_SOURCES["hooper"]:
        out.extend(_pick_ups(a1, "hooper", source, content))
    if give_refusal(a1) is None:
        out.append(A.GIVE_BARRELS)
    if fish_finder_refusal(a1) is None:
        out.append(A.USE_FISH_FINDER)


_ALONE: dict[str, tuple[CrewMember, ...]] = {m: (m,) for m in CREW}
_END_TURN: dict[str, A.Act1Action] = {m: A.make_end_turn(m) for m in CREW}  # the interned ones
_MEMBER_ACTIONS = {"quint": _quint, "brody": _brody, "hooper": _hooper}
