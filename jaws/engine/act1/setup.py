"""Setting up Act 1 and starting each round with its Amity Event."""

from __future__ import annotations

from jaws.content.act1 import BEACHES, CREW, Act1Content
from jaws.engine.act1.state import Act1State, Barrels, RoundEffects
from jaws.engine.rng import Rng


def new_act1(content: Act1Content, rng: Rng, standalone: bool) -> Act1State:
    """A fresh Act 1 waiting for the Shark to pick its secret starting space."""
    comp = content.components
    start = content.board.start
    return Act1State(
        standalone=standalone,
        round=0,
        phase="shark_start",
        deck=tuple(rng.shuffled(sorted(content.cards))),
        discard=(),
        event=None,
        swimmers=dict.fromkeys(BEACHES, 0),
        supply=comp.swimmers,
        michael=None,
        track=0,
        barrels=Barrels(
            shop=comp.barrels - comp.barrels_on_orca,
            orca=comp.barrels_on_orca,
            dock=dict.fromkeys(content.board.docks, 0),
        ),
        positions={"quint": start.quint, "brody": start.brody, "hooper": start.hooper},
        in_water=frozenset(),
        beach_token=None,
        token_face=None,
        effects=RoundEffects(shark_actions=comp.shark_actions),
        actions_left=dict.fromkeys(CREW, comp.crew_actions),
        active=None,
        done=frozenset(),
        used_once=frozenset(),
        pending=None,
        pending_options=(),
        shark_position=None,
        shark_start=None,
        powers_left=tuple(p.id for p in comp.powers),
        power_this_round=None,
        plan=None,
        pad=(),
        record=(),
    )
