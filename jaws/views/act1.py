"""What each seat may see of Act 1."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict, overload

from jaws.engine.act1.events import Clue
from jaws.engine.act1.state import Act1State, PadEntry, SharkPlan, TokenFace
from jaws.views.hidden import HIDDEN, Hidden


@dataclass(frozen=True)
class BarrelsView:
    shop: int
    orca: int
    hooper_boat: int
    brody: int
    attached: int
    dock: dict[str, int]
    floating: dict[str, int]


@dataclass(frozen=True)
class PlanView:
    """The Shark's turn in progress, as only the Shark sees it."""

    position: str
    actions_used: int
    actions_total: int
    path: tuple[str, ...]
    eaten: dict[str, int]
    michael_eaten_at: str | None
    power: str | None
    speed_burst_used: bool
    knock_ins: tuple[tuple[str, str], ...]
    steps: tuple[str, ...]


@dataclass(frozen=True)
class Act1View:
    """Act 1 as one viewer may know it. Secrets are HIDDEN, never missing.

    A view is a SharkAct1View (the secrets are values) or a CrewAct1View (the crew's and a
    spectator's: the secrets are HIDDEN until the act is over, so code must narrow them).
    """

    viewer: str
    standalone: bool
    round: int
    phase: str
    event: int | None
    deck_size: int
    discard: tuple[int, ...]
    swimmers: dict[str, int]
    supply: int
    michael: str | None
    track: int
    barrels: BarrelsView
    positions: dict[str, str]
    in_water: frozenset[str]
    beach_token: str | None
    token_face: TokenFace | None
    shark_actions: int
    docks_closed: bool
    free_dock_actions: bool
    knock_ins_allowed: bool
    no_closing: bool
    actions_left: dict[str, int]
    active: str | None
    done: frozenset[str]
    used_once: frozenset[str]
    pending: str | None
    pending_options: tuple[str, ...]
    revealed_at: str | None
    fish_finder_at: str | None
    binoculars_at: str | None
    powers_left_count: int
    record: tuple[Clue, ...]
    winner: str | None
    end_reason: str | None
    # Secrets: visible to the Shark (and to all once the act is over), else HIDDEN.
    shark_position: str | Hidden | None
    shark_start: str | Hidden | None
    powers_left: tuple[str, ...] | Hidden
    power_this_round: str | Hidden | None
    plan: PlanView | Hidden | None
    pad: tuple[PadEntry, ...] | Hidden


@dataclass(frozen=True)
class SharkAct1View(Act1View):
    """Act 1 as the Shark knows it: its own secrets are plain values."""

    shark_position: str | None
    shark_start: str | None
    powers_left: tuple[str, ...]
    power_this_round: str | None
    plan: PlanView | None
    pad: tuple[PadEntry, ...]


@dataclass(frozen=True)
class CrewAct1View(Act1View):
    """Act 1 as the crew (or a spectator) knows it: the Shark's secrets are HIDDEN until the
    act is over; reading one without narrowing it is a type error."""


def _plan_view(a1: Act1State, plan: SharkPlan) -> PlanView:
    return PlanView(
        position=plan.position,
        actions_used=plan.actions_used,
        actions_total=a1.effects.shark_actions,
        path=tuple(plan.path),
        eaten=dict(plan.eaten),
        michael_eaten_at=plan.michael_eaten_at,
        power=plan.power,
        speed_burst_used=plan.speed_burst_used,
        knock_ins=tuple(plan.knock_ins),
        steps=tuple(str(s) for s in plan.steps),
    )


def act1_view(a1: Act1State, viewer: str) -> SharkAct1View | CrewAct1View:
    """Build the view of Act 1 for "shark", "crew" or "spectator"."""
    if viewer == "shark":
        return shark_act1_view(a1)
    return crew_act1_view(a1, viewer)


class _SharkSecrets(TypedDict):
    """The secret fields of a SharkAct1View."""

    shark_position: str | None
    shark_start: str | None
    powers_left: tuple[str, ...]
    power_this_round: str | None
    plan: PlanView | None
    pad: tuple[PadEntry, ...]


class _CrewSecrets(TypedDict):
    """The secret fields of a CrewAct1View: HIDDEN until the act is over."""

    shark_position: str | Hidden | None
    shark_start: str | Hidden | None
    powers_left: tuple[str, ...] | Hidden
    power_this_round: str | Hidden | None
    plan: PlanView | Hidden | None
    pad: tuple[PadEntry, ...] | Hidden


def shark_act1_view(a1: Act1State) -> SharkAct1View:
    """Act 1 as the Shark sees it."""
    secrets = _SharkSecrets(
        shark_position=a1.shark_position,
        shark_start=a1.shark_start,
        powers_left=a1.powers_left,
        power_this_round=a1.power_this_round,
        plan=_plan_view(a1, a1.plan) if a1.plan is not None else None,
        pad=a1.pad,
    )
    return _act1_view(SharkAct1View, a1, "shark", secrets)


def crew_act1_view(a1: Act1State, viewer: str) -> CrewAct1View:
    """Act 1 as the crew or a spectator sees it: the Shark's secrets HIDDEN until it is over."""
    over = a1.phase == "over"
    plan: PlanView | Hidden | None = None if a1.plan is None else HIDDEN
    power_this_round: str | Hidden | None = a1.power_this_round
    if not over and a1.power_this_round is not None:
        power_this_round = HIDDEN
    secrets = _CrewSecrets(
        shark_position=a1.shark_position if over else HIDDEN,
        shark_start=a1.shark_start if over else HIDDEN,
        powers_left=a1.powers_left if over else HIDDEN,
        power_this_round=power_this_round,
        plan=plan,
        pad=a1.pad if over else HIDDEN,
    )
    return _act1_view(CrewAct1View, a1, viewer, secrets)


def _settled(items: frozenset[str]) -> frozenset[str]:
    """The same set rebuilt in sorted order: a set's repr lists its items in an order that can
    depend on the order they were added, which would tell, e.g., which captain was knocked in
    first (and so where the Shark swam)."""
    return frozenset(sorted(items))


@overload
def _act1_view(
    cls: type[SharkAct1View], a1: Act1State, viewer: str, secrets: _SharkSecrets
) -> SharkAct1View: ...
@overload
def _act1_view(
    cls: type[CrewAct1View], a1: Act1State, viewer: str, secrets: _CrewSecrets
) -> CrewAct1View: ...
def _act1_view(
    cls: type[SharkAct1View] | type[CrewAct1View],
    a1: Act1State,
    viewer: str,
    secrets: _SharkSecrets | _CrewSecrets,
) -> Act1View:
    """The view of class `cls`: every field all viewers may see, and the given secrets (the
    overloads pair the Shark's view with plain values, the crew's with HIDDEN ones)."""
    b = a1.barrels
    return cls(
        **secrets,
        viewer=viewer,
        standalone=a1.standalone,
        round=a1.round,
        phase=a1.phase,
        event=a1.event,
        deck_size=len(a1.deck),
        discard=a1.discard,
        swimmers=dict(a1.swimmers),
        supply=a1.supply,
        michael=a1.michael,
        track=a1.track,
        barrels=BarrelsView(
            b.shop, b.orca, b.hooper_boat, b.brody, b.attached, dict(b.dock), dict(b.floating)
        ),
        positions=dict(a1.positions),
        in_water=_settled(a1.in_water),
        beach_token=a1.beach_token,
        token_face=a1.token_face,
        shark_actions=a1.effects.shark_actions,
        docks_closed=a1.effects.docks_closed,
        free_dock_actions=a1.effects.free_dock_actions,
        knock_ins_allowed=a1.effects.knock_ins,
        no_closing=a1.effects.no_closing,
        actions_left=dict(a1.actions_left),
        active=a1.active,
        done=_settled(a1.done),
        used_once=_settled(a1.used_once),
        pending=a1.pending,
        pending_options=a1.pending_options,
        revealed_at=a1.revealed_at,
        fish_finder_at=a1.fish_finder_at,
        binoculars_at=a1.binoculars_at,
        powers_left_count=len(a1.powers_left),
        record=a1.record,
        winner=a1.winner,
        end_reason=a1.end_reason,
    )
