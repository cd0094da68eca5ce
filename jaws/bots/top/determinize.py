"""A full engine state built from the Shark's view: what the Shark knows, with the one thing
nobody knows (the order of the Event deck) dealt at random."""

from __future__ import annotations

import random

from jaws.content import Content
from jaws.engine.act1.state import Act1State, Barrels, RoundEffects, SharkPlan
from jaws.engine.rng import Rng
from jaws.engine.state import GameState
from jaws.views.act1 import SharkAct1View


def remaining_deck(view: SharkAct1View, content: Content, rng: random.Random) -> tuple[int, ...]:
    """The cards not yet drawn since the last reshuffle, in a random order."""
    left = list(sorted(content.act1.cards))
    for card in view.discard:
        if card in left:
            left.remove(card)
    rng.shuffle(left)
    return tuple(left[: view.deck_size])


def _effects(view: SharkAct1View) -> RoundEffects:
    """This round's Event effects, as the view shows them."""
    return RoundEffects(
        shark_actions=view.shark_actions,
        docks_closed=view.docks_closed,
        free_dock_actions=view.free_dock_actions,
        knock_ins=view.knock_ins_allowed,
        no_closing=view.no_closing,
    )


def act1_state(view: SharkAct1View, content: Content, rng: random.Random) -> GameState:
    """A state the Shark cannot tell from the real one, at the start of its turn (no steps
    planned yet); raises ValueError if the view is not of an Act 1 Shark turn."""
    if view.phase != "shark" or view.plan is None or view.plan.steps:
        raise ValueError("a Shark turn can only be searched before its first step")
    if view.shark_position is None:
        raise ValueError("the Shark's view has no position")
    b = view.barrels
    a1 = Act1State(
        standalone=view.standalone,
        round=view.round,
        phase="shark",
        deck=remaining_deck(view, content, rng),
        discard=view.discard,
        event=view.event,
        swimmers=dict(view.swimmers),
        supply=view.supply,
        michael=view.michael,
        track=view.track,
        barrels=Barrels(
            b.shop, b.orca, b.hooper_boat, b.brody, b.attached, dict(b.dock), dict(b.floating)
        ),
        positions=dict(view.positions),
        in_water=view.in_water,
        beach_token=view.beach_token,
        token_face=view.token_face,
        effects=_effects(view),
        actions_left=dict(view.actions_left),
        active=view.active,
        done=view.done,
        used_once=view.used_once,
        pending=None,
        pending_options=(),
        shark_position=view.shark_position,
        shark_start=view.shark_start,
        powers_left=view.powers_left,
        power_this_round=view.power_this_round,
        plan=SharkPlan(steps=[], position=view.plan.position, path=[view.plan.position]),
        pad=view.pad,
        record=view.record,
        revealed_at=view.revealed_at,
        fish_finder_at=view.fish_finder_at,
        binoculars_at=view.binoculars_at,
    )
    seed = rng.getrandbits(63)
    # In a full game the act's end starts Act 2 (an Act 1 of a full game has no winner).
    return GameState(
        mode="act1" if view.standalone else "full",
        seed=seed,
        rng=Rng(seed),
        act=1,
        act1=a1,
        act2=None,
        content=content,
    )
