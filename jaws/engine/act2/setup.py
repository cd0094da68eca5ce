"""Setting up Act 2: deal the Shark's hand and the shared gear, shuffle the Resurface deck."""

from __future__ import annotations

from jaws.content import Content
from jaws.content.act2 import CREW, Act2Content
from jaws.engine.act2 import events as ev
from jaws.engine.act2.state import Act2State, TileState
from jaws.engine.rng import Rng

INTACT: TileState = "intact"


def hands_for_track(act2: Act2Content, track: int) -> tuple[int, int]:
    """Shark Ability cards and shared Gear cards for the Swimmer Track at the end of Act 1."""
    return act2.hands_for_track(track)


def new_act2(
    content: Content, rng: Rng, shark_cards: int, shared_gear: int
) -> tuple[Act2State, list[ev.Act2Event]]:
    """A fresh Act 2: the crew first divides its shared gear, then boards the Orca."""
    act2 = content.act2
    abilities = rng.shuffled(sorted(act2.ability_cards))
    gear = rng.shuffled(act2.shared_gear)
    resurface = rng.shuffled(sorted(act2.resurface_cards))
    hand = tuple(sorted(abilities[:shark_cards]))
    pool = tuple(gear[:shared_gear])
    a2 = Act2State(
        round=0,
        phase="divide" if pool else "board",
        tiles=(INTACT,) * len(act2.zones),
        positions={},
        wounds={**dict.fromkeys(CREW, 0), "shark": 0},
        eliminated=(),
        gear={m: act2.personal_gear[m] for m in CREW},
        gear_pool=pool,
        gear_aside=tuple(gear[shared_gear:]),
        gear_discard=(),
        attached=(),
        ability_aside=tuple(abilities[shark_cards:]),
        hand=hand,
        ability_removed=(),
        resurface_deck=tuple(resurface),
        resurface_discard=(),
        options=(),
    )
    events: list[ev.Act2Event] = [
        ev.Act2Started(shark_cards, shared_gear),
        ev.AbilityHandDealt(hand),
        ev.GearDealt(pool),
    ]
    return a2, events
