"""Simple deterministic players that drive the app through its menus (for Pilot tests)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from jaws.session import GameSession, SeatControl
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.table_moments import MomentCard
from tests.tui.conftest import acknowledge, choose, lift_curtain, menu_actions


def hungry_shark(view: Any, actions: list[Any]) -> Any:
    """Eats whatever it can, heads for swimmers, never hides."""
    kinds = {a.kind: a for a in actions}
    for kind in ("shark_start",):
        if kind in kinds:
            busiest = max(view.act1.swimmers, key=lambda b: view.act1.swimmers[b])
            return next((a for a in actions if a.space == busiest), actions[0])
    if "play_power" in kinds:
        frenzy = [a for a in actions if a.kind == "play_power" and a.power == "feeding_frenzy"]
        if frenzy:
            return frenzy[0]
    for kind in ("shark_eat_all", "shark_eat"):
        if kind in kinds:
            return kinds[kind]
    swimmers = view.act1.swimmers
    moves = [a for a in actions if a.kind == "shark_move" and not a.knock]
    toward = [m for m in moves if swimmers.get(m.path[-1], 0)]
    if toward:
        return toward[0]
    if moves:
        return moves[0]
    return kinds["shark_end_turn"]


def idle_crew(view: Any, actions: list[Any]) -> Any:
    """Makes any Event decision with the first option and then ends every turn."""
    ends = [a for a in actions if a.kind == "end_crew_turn"]
    return ends[0] if ends else actions[0]


def busy_crew(view: Any, actions: list[Any]) -> Any:
    """Searches, launches and rescues before ending each turn (Quint, then Brody, then Hooper)."""
    preferred = ("use_fish_finder", "use_binoculars", "launch_barrel", "rescue", "pick_up_barrels")
    for kind in preferred:
        for action in actions:
            if action.kind == kind:
                return action
    moves = [a for a in actions if a.kind == "crew_move"]
    a1 = view.act1
    if moves and a1.active is not None and a1.actions_left.get(a1.active, 0) > 2:
        return moves[(a1.round + a1.actions_left[a1.active]) % len(moves)]
    return idle_crew(view, actions)


async def step(pilot: Pilot[Any], shark: Any, crew: Any) -> None:
    """One move of whoever has the keyboard: lift a curtain or pick one action."""
    app: Any = pilot.app
    screen = app.screen
    if isinstance(screen, HandOffScreen):
        await lift_curtain(pilot)
        return
    if isinstance(screen, MomentCard):
        await acknowledge(pilot)
        return
    assert isinstance(screen, Act1Screen), type(screen).__name__
    seat = screen.seat
    view = app.session.view(seat)
    policy = shark if seat == "shark" else crew
    chosen = policy(view, menu_actions(pilot))
    await choose(pilot, lambda a: a == chosen)


ACT2_CREW_ORDER = (
    "give_gear",
    "board_orca",
    "choose_weapon",
    "place_target",
    "crew_ready",
    "attack_shark",
    "end_crew_attacks",
)


def steady_crew_act2(view: Any, actions: list[Any]) -> Any:
    """Takes the first gear, boards, readies a weapon, aims at option A's zone, attacks."""
    by_kind: dict[str, list[Any]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    options = view.act2.options
    for kind in ACT2_CREW_ORDER:
        if kind not in by_kind:
            continue
        if kind == "give_gear":  # the first card dealt, to Quint first (the menu lists by number)
            pool = view.act2.gear_pool
            return min(by_kind[kind], key=lambda a: (pool.index(a.card), a.member != "quint"))
        if kind == "place_target" and options:
            aimed = [a for a in by_kind[kind] if a.zone == options[0].zone]
            return (aimed or by_kind[kind])[0]
        return by_kind[kind][0]
    return actions[-1]


def plain_shark_act2(view: Any, actions: list[Any]) -> Any:
    """Picks option A without a card, then attacks whatever is listed first."""
    return actions[0]


async def step_act2(pilot: Pilot[Any], shark: Any, crew: Any) -> None:
    """One move in Act 2: lift a curtain or pick one action."""
    from jaws.tui.screens.act2 import Act2Screen

    app: Any = pilot.app
    screen = app.screen
    if isinstance(screen, HandOffScreen):
        await lift_curtain(pilot)
        return
    if isinstance(screen, MomentCard):
        await acknowledge(pilot)
        return
    assert isinstance(screen, Act2Screen), type(screen).__name__
    if screen.shark_waits:  # the Shark's attack in the open: its player takes the keyboard
        await pilot.press("s")
        await pilot.pause()
        return
    view = app.session.view(screen.seat)
    # The crew's screen offers the Shark's moves while it attacks in the open.
    policy = shark if screen.actor == "shark" else crew
    chosen = policy(view, menu_actions(pilot))
    await choose(pilot, lambda a: a == chosen)


async def to_the_crews_act1_turn(pilot: Pilot[Any]) -> Act1Screen:
    """From a new pass-and-play Act 1 game: the Shark starts and ends its turn at once, the
    curtains are lifted, and the crew's screen is returned at its first turn."""
    app: Any = pilot.app
    for _ in range(40):
        if isinstance(app.screen, Act1Screen) and app.screen.seat == "crew":
            break
        if isinstance(app.screen, HandOffScreen):
            await lift_curtain(pilot)
        elif app.session.whose_turn() == "shark":
            await choose(pilot, lambda a: a.kind in ("shark_start", "shark_end_turn"))
        else:
            await choose(pilot, lambda a: True)
    screen = app.screen
    assert isinstance(screen, Act1Screen) and screen.seat == "crew"
    return screen


async def to_the_crews_turn_against_the_ai(pilot: Pilot[Any], session: GameSession) -> Act1Screen:
    """From `session` just begun on `pilot`'s app, an Act 1 game against an AI Shark: past
    the crew's curtain and the Shark's announcement, to the crew's screen at its turn."""
    app: Any = pilot.app
    for _ in range(400):
        screen = app.screen
        if isinstance(screen, HandOffScreen) and screen.seat == "crew":
            await lift_curtain(pilot)
        elif isinstance(screen, MomentCard):
            await acknowledge(pilot)
        elif isinstance(screen, Act1Screen) and session.whose_turn() == "crew":
            break
        else:
            await pilot.pause(0.05)
    screen = app.screen
    assert isinstance(screen, Act1Screen) and screen.seat == "crew"
    return screen


def solo_shark_act2(save_dir: Path, seed: int = 8) -> tuple[Any, GameSession]:
    """An app and an Act 2 game for one person as the Shark against the easy AI crew, whose
    moves wait no pace (begin it inside `run_test`)."""
    from jaws.tui.app import JawsApp

    app: Any = JawsApp(save_dir=save_dir)

    async def no_wait(seconds: float) -> None:
        return None

    app.bot_sleep = no_wait
    session = GameSession.new("act2", seed, seats={"crew": SeatControl("bot", "easy")})
    return app, session


async def plain_shark_step(pilot: Pilot[Any]) -> None:
    """The human Shark's next move by `plain_shark_act2`, if the Shark is to move on its Act 2
    screen; else a short pause while the AI crew plays."""
    from jaws.tui.screens.act2 import Act2Screen

    app: Any = pilot.app
    screen = app.screen
    if isinstance(screen, Act2Screen) and app.session.whose_turn() == "shark":
        view = app.session.view("shark")
        chosen = plain_shark_act2(view, menu_actions(pilot))
        await choose(pilot, lambda a: a == chosen)
    else:
        await pilot.pause(0.01)


__all__ = [
    "Act1Screen",
    "plain_shark_step",
    "solo_shark_act2",
    "step",
    "step_act2",
    "to_the_crews_act1_turn",
]
