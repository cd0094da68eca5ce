"""The Act 2 round as a small matrix game, solved by regret matching.

The Shark secretly takes one Resurface option; the crew, not knowing which, aims its weapons
at one zone. The Shark's payoff for option `o` against a crew that aims at zone `z` is what the
option is worth to it (its Evade, its bite at the boat) less the wounds the crew's weapons can
deal if `z` is the option's zone (and a LEAK of them if not: a crew rarely aims all at one
zone). Regret matching (Hart & Mas-Colell 2000) over a fixed number of rounds gives both sides'
mixed strategies; the Shark draws its option from its mix, the crew reads the Shark's mix as
the odds of each zone. Everything here reads only what both sides may see.
"""

from __future__ import annotations

from jaws.bots.act2_common import current_evade, expected_wounds, layout_of, option_appeal
from jaws.content.act2 import Act2Content
from jaws.views.act2 import Act2View, OptionView

ROUNDS = 400  # regret-matching iterations: a fixed count (bot tuning)
LEAK = 0.5  # share of the crew's damage that lands when it aims at another zone
ONE_SHOT_KEPT = 0.6  # a one-shot gun is kept for a sure thing this often


def danger(view2: Act2View, zone: int, evade: int, content: Act2Content) -> float:
    """Expected wounds if every crew weapon that can reach `zone` this round hits it."""
    lay = layout_of(view2, content)
    total = 0.0
    for member, space in view2.positions.items():
        reach = {space, *lay.moves(space)}
        best = 0.0
        for card in view2.gear[member]:
            gear = content.gear_cards[card]
            if not gear.is_weapon or gear.type == "attachable":
                continue
            if gear.is_close_range and not any(zone in lay.water_reach[s] for s in reach):
                continue
            worth = expected_wounds(content, gear.dice, int(gear.plus_hit), evade)
            if gear.after_use == "one_shot":
                worth *= ONE_SHOT_KEPT
            best = max(best, worth)
        total += best
    return total


def fear(view2: Act2View, content: Act2Content) -> float:
    """How much a wound weighs for the Shark: more the closer it is to its limit."""
    wounds = int(view2.wounds.get("shark", 0))
    return 1.0 + 2.0 * wounds / max(content.wound_limits["shark"], 1)


def payoffs(
    view2: Act2View, options: list[OptionView], content: Act2Content
) -> tuple[list[int], list[list[float]]]:
    """(the zones the crew may aim at, the Shark's payoff per option and zone)."""
    zones = sorted({o.zone for o in options})
    weight = fear(view2, content)
    table: list[list[float]] = []
    for option in options:
        worth = option_appeal(view2, option, content)
        hurt = weight * danger(
            view2, option.zone, current_evade(view2, option.evade, content), content
        )
        table.append([worth - (hurt if z == option.zone else LEAK * hurt) for z in zones])
    return zones, table


def regret_matching(
    table: list[list[float]], rounds: int = ROUNDS
) -> tuple[list[float], list[float]]:
    """The average strategies (row player maximising, column player minimising) after
    `rounds` of simultaneous regret matching from uniform."""
    rows, cols = len(table), len(table[0])
    row_regret, col_regret = [0.0] * rows, [0.0] * cols
    row_sum, col_sum = [0.0] * rows, [0.0] * cols
    for _ in range(rounds):
        r = _from_regret(row_regret)
        c = _from_regret(col_regret)
        for i in range(rows):
            row_sum[i] += r[i]
        for j in range(cols):
            col_sum[j] += c[j]
        row_values = [sum(table[i][j] * c[j] for j in range(cols)) for i in range(rows)]
        col_values = [sum(table[i][j] * r[i] for i in range(rows)) for j in range(cols)]
        row_now = sum(r[i] * row_values[i] for i in range(rows))
        for i in range(rows):
            row_regret[i] += row_values[i] - row_now
        for j in range(cols):
            col_regret[j] += row_now - col_values[j]  # the crew minimises the Shark's payoff
    return _normal(row_sum), _normal(col_sum)


def _from_regret(regret: list[float]) -> list[float]:
    positive = [max(0.0, x) for x in regret]
    total = sum(positive)
    if total <= 0.0:
        return [1.0 / len(regret)] * len(regret)
    return [x / total for x in positive]


def _normal(values: list[float]) -> list[float]:
    total = sum(values) or 1.0
    return [v / total for v in values]
