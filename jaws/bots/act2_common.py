"""Shared reckoning for the Act 2 bots: dice odds, the boat's layout from a view, and how
attractive each Resurface option looks to a Shark."""

from __future__ import annotations

from functools import cache

from jaws.content.act2 import Act2Content
from jaws.engine.act2.board import Layout, geometry
from jaws.views.act2 import Act2View, OptionView


def layout_of(view2: Act2View, content: Act2Content) -> Layout:
    """The boat's current spaces and adjacency, from the public tile states."""
    tiles = tuple(view2.tiles[z] for z in content.zones)
    return geometry(content).layout(tiles)


@cache
def hit_odds(faces: tuple[int, ...], dice: int) -> tuple[float, ...]:
    """P(total hits == k) for `dice` dice with these faces."""
    dist = [1.0]
    for _ in range(dice):
        nxt = [0.0] * (len(dist) + max(faces))
        for total, p in enumerate(dist):
            for face in faces:
                nxt[total + face] += p / len(faces)
        dist = nxt
    return tuple(dist)


def chance_at_least(content: Act2Content, dice: int, need: int) -> float:
    """P(at least `need` hits on `dice` dice)."""
    odds = hit_odds(tuple(content.components.dice_faces), max(dice, 0))
    return sum(p for k, p in enumerate(odds) if k >= need)


def expected_wounds(content: Act2Content, dice: int, plus: int, evade: int) -> float:
    """Expected wounds of an attack roll against `evade`."""
    odds = hit_odds(tuple(content.components.dice_faces), max(dice, 0))
    return sum(p * (k + plus - evade) for k, p in enumerate(odds) if k + plus > evade)


def current_evade(view2: Act2View, base: int, content: Act2Content) -> int:
    """The Shark's Evade on an option after attached Harpoons."""
    minus = sum(content.gear_cards[c].evade_minus for c in view2.attached)
    return max(0, base - minus)


def attack_dice(view2: Act2View, base: int, content: Act2Content) -> int:
    """The Shark's attack dice on an option after attached Barrels (never below 1)."""
    minus = sum(content.gear_cards[c].attack_dice_minus for c in view2.attached)
    return max(1, base - minus) if base else 0


def boat_value(view2: Act2View, zone: int, dice: int, content: Act2Content) -> float:
    """How much damage the Shark expects to do to the best Boat Space next to `zone`."""
    lay = layout_of(view2, content)
    best = 0.0
    for target in lay.boat_reach.get(f"W{zone}", ()):
        best = max(best, tile_attack_value(view2, target, dice, 0, content))
    return best


def tile_attack_value(
    view2: Act2View, zone: int, dice: int, extra: int, content: Act2Content
) -> float:
    """Expected worth of attacking Boat Space `zone`: destroying counts 1, damaging 0.4, plus
    the crew members who would fall into the water."""
    tile = content.tiles[zone]
    state = view2.tiles[zone]
    aboard = sum(1 for m, s in view2.positions.items() if s == f"B{zone}")
    destroy_at = tile.damaged_destroy_at if state == "damaged" else tile.destroy_at
    p_destroy = chance_at_least(content, dice, max(0, destroy_at - extra))
    p_damage = 0.0
    if state != "damaged":
        p_damage = chance_at_least(content, dice, max(0, tile.damage_at - extra)) - p_destroy
    standing = sum(1 for s in view2.tiles.values() if s != "destroyed")
    finish = 3.0 if standing == 1 else 1.0
    return p_destroy * finish + 0.4 * p_damage + 0.3 * aboard * (p_destroy + p_damage)


def option_appeal(view2: Act2View, option: OptionView, content: Act2Content) -> float:
    """How good a Resurface option looks for the Shark (higher is better)."""
    dice = attack_dice(view2, option.dice, content)
    return (
        0.6 * current_evade(view2, option.evade, content)
        + boat_value(view2, option.zone, dice, content)
        + 0.2 * dice
    )
