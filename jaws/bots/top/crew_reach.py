"""What the crew members still to act this round can do with their sensors and gun, read off
the public board: shared by the top crew (to search its phase) and the Sharks that foresee it."""

from __future__ import annotations

from jaws.bots.geometry import land_distance, water_distance
from jaws.bots.top.crew_search import Reach
from jaws.content.act1 import Act1Content
from jaws.views.act1 import Act1View


def actions_free(a1: Act1View, member: str, content: Act1Content) -> int:
    """The member's actions this round, less the climb back aboard if he is in the water."""
    left = a1.actions_left[member]
    if member in a1.in_water:
        left -= content.components.house.knock_in_climb_cost
    return left


def crew_reach(a1: Act1View, content: Act1Content) -> Reach:
    """Where Hooper can still sweep, which beaches Brody can still watch, where Quint can still
    launch a barrel (each needs one action at the end of the trip)."""
    spots: tuple[str, ...] = ()
    if "fish_finder" not in a1.used_once and "hooper" not in a1.done:
        here, left = a1.positions["hooper"], actions_free(a1, "hooper", content)
        step = content.components.hooper_move_spaces
        spots = tuple(
            s
            for s in content.water_spaces
            if -(-water_distance(content, here, s) // step) <= left - 1
        )
    beaches: tuple[str, ...] = ()
    if "binoculars" not in a1.used_once and "brody" not in a1.done:
        here, left = a1.positions["brody"], a1.actions_left["brody"]
        beaches = tuple(
            b for b in content.board.beaches if land_distance(content, here, b) <= left - 1
        )
    shots: frozenset[str] = frozenset()
    barrels = a1.barrels.orca + a1.barrels.hooper_boat
    if "launch" not in a1.used_once and "quint" not in a1.done and barrels:
        here, left = a1.positions["quint"], actions_free(a1, "quint", content)
        shots = frozenset(
            s
            for s in content.water_spaces
            if max(0, water_distance(content, here, s) - 1) <= left - 1
        )
    return Reach(spots, beaches, shots)
