"""Act 2 Shark bots.

easy: a random Resurface option, an Ability card now and then, and the first attack listed.
hard: weighs each option's Evade and bite against how many crew weapons can reach its zone,
keeps the crew guessing (a soft choice among the good options, Chum shown on a same-zone or the
weakest option), and bites where it does the most harm.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from jaws.bots.act2_common import (
    attack_dice,
    boat_value,
    current_evade,
    expected_wounds,
    layout_of,
    tile_attack_value,
)
from jaws.content import Content
from jaws.content.act2 import Act2Content
from jaws.engine.act2 import actions as A
from jaws.engine.actions import Action
from jaws.views import SharkView
from jaws.views.act2 import OptionView, SharkAct2View

SOFTNESS = 0.35  # temperature of the hard Shark's option choice (unpredictability)
# How much the hard Shark likes an option's Evade and its attack dice (bot tuning). Raised from
# the crew's model of it (0.6 and 0.2, act2_common.option_appeal) with the real dice and the
# quicker boat of issue 13: Act 2 is a race, and dice and Evade win it. 40 Act 2 games vs the
# hard crew, seeds 2000-2039 / 7000-7039: 15 / 13 wins before, 19 / 17 after.
EVADE_WEIGHT = 1.2
DICE_WEIGHT = 1.0


def shark_appeal(view2: SharkAct2View, option: OptionView, content: Act2Content) -> float:
    """How good a Resurface option looks to the hard Shark (higher is better)."""
    dice = attack_dice(view2, option.dice, content)
    return (
        EVADE_WEIGHT * current_evade(view2, option.evade, content)
        + boat_value(view2, option.zone, dice, content)
        + DICE_WEIGHT * dice
    )


def _pending_choice(view2: SharkAct2View, legal: Sequence[Action]) -> Action | None:
    """Maul Again rerolls the blanks; Domino and Second Helping take the first target."""
    if view2.pending == "maul":
        blanks = tuple(i for i, hits in enumerate(view2.pending_roll) if hits == 0)
        return A.make_maul(blanks) if A.make_maul(blanks) in legal else legal[0]
    if view2.pending in ("domino", "second_helping"):
        targets = [a for a in legal if getattr(a, "zone", None) is not None]
        return targets[0] if targets else legal[0]
    return None


def _act2(view: SharkView) -> SharkAct2View:
    assert view.act2 is not None, "an Act 2 policy is only asked during Act 2"
    return view.act2


class EasyShark2:
    """Random option; first listed attack."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng

    def observe(self, view: SharkView) -> None:
        """Nothing to remember between decisions."""

    def choose(self, view: SharkView, legal: Sequence[Action]) -> Action:
        view2 = _act2(view)
        pending = _pending_choice(view2, legal)
        if pending is not None:
            return pending
        if view2.phase == "choose":
            plain = [a for a in legal if isinstance(a, A.SharkChoose) and a.card is None]
            if self._rng.random() < 0.3:
                return self._rng.choice(legal)
            return self._rng.choice(plain or legal)
        attacks = [a for a in legal if isinstance(a, A.AttackBoat | A.AttackCrew)]
        return self._rng.choice(attacks) if attacks else legal[-1]


class HardShark2:
    """Picks options by risk and reward, and bites where it hurts."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._c = content.act2

    def observe(self, view: SharkView) -> None:
        """Nothing to remember between decisions."""

    def choose(self, view: SharkView, legal: Sequence[Action]) -> Action:
        view2 = _act2(view)
        pending = _pending_choice(view2, legal)
        if pending is not None:
            return pending
        if view2.phase == "choose":
            return self._choose_option(view2, legal)
        return self._attack(view2, legal)

    def _danger(self, view2: SharkAct2View, zone: int, evade: int) -> float:
        """Expected wounds if every crew weapon that can reach `zone` this round hits it."""
        lay = layout_of(view2, self._c)
        total = 0.0
        for member, space in view2.positions.items():
            reach = {space, *lay.moves(space)}
            best = 0.0
            for card in view2.gear[member]:
                gear = self._c.gear_cards[card]
                if not gear.is_weapon or gear.type == "attachable":
                    continue
                close = gear.is_close_range
                if close and not any(zone in lay.water_reach[s] for s in reach):
                    continue
                worth = expected_wounds(self._c, gear.dice, int(gear.plus_hit), evade)
                if gear.after_use == "one_shot":
                    worth *= 0.6  # the crew keeps a single shot for a sure thing
                best = max(best, worth)
            total += best
        return total

    def _score(self, view2: SharkAct2View, option: OptionView, card: str | None) -> float:
        evade = current_evade(view2, option.evade, self._c)
        dice = attack_dice(view2, option.dice, self._c)
        ability = self._c.ability_of(card) if card else None
        if ability is not None and ability.id == "hard_target":
            evade = max(evade, ability.evade)
        wounds = int(view2.wounds.get("shark", 0))
        limit = self._c.wound_limits["shark"]
        fear = 1.0 + 2.0 * wounds / max(limit, 1)
        score = shark_appeal(view2, option, self._c) - fear * self._danger(
            view2, option.zone, evade
        )
        if ability is not None:
            score += self._card_bonus(view2, option, ability.id, dice) - 0.25
        return score

    def _card_bonus(
        self, view2: SharkAct2View, option: OptionView, card_id: str, dice: int
    ) -> float:
        lay = layout_of(view2, self._c)
        bites = lay.boat_reach.get(f"W{option.zone}", ())
        if card_id in ("extra_strength", "domino_effect", "second_helping", "big_mouth"):
            return 0.5 if bites else 0.0
        if card_id == "ramming_speed":
            return 0.4
        if card_id == "maul_again":
            return 0.3 if dice >= 2 else 0.1
        if card_id == "making_waves":
            return 0.4 if any(s.startswith("B") for s in view2.positions.values()) else 0.0
        return 0.0  # hard_target is counted in the Evade

    def _choose_option(self, view2: SharkAct2View, legal: Sequence[Action]) -> Action:
        options = {o.letter: o for o in view2.options}
        scored: dict[tuple[str, str | None], float] = {}
        for action in legal:
            if not isinstance(action, A.SharkChoose):
                continue
            key = (action.option, action.card)
            if key not in scored:
                scored[key] = self._score(view2, options[action.option], action.card)
        top = max(scored.values())
        keys = sorted(scored, key=lambda k: (k[0], k[1] or ""))
        weights = [math.exp((scored[k] - top) / SOFTNESS) for k in keys]
        letter, card = self._rng.choices(keys, weights)[0]
        chosen = options[letter]
        others = [o for o in view2.options if o.letter != letter]
        same_zone = [o for o in others if o.zone == chosen.zone]
        shown = (
            same_zone[0]
            if same_zone
            else min(others, key=lambda o: shark_appeal(view2, o, self._c))
        )
        return A.make_shark_choose(letter, shown.letter, card)

    def _attack(self, view2: SharkAct2View, legal: Sequence[Action]) -> Action:
        rams = [a for a in legal if isinstance(a, A.RamMove)]
        if rams and not view2.rammed:
            return rams[0]
        # The options are cleared at the reveal: read the card in play from the content.
        base = self._c.resurface_cards[view2.in_play].dice if view2.in_play else 1
        dice = attack_dice(view2, base, self._c)
        faces = self._c.components.dice_faces
        per_die = sum(faces) / len(faces)
        best: tuple[float, Action] | None = None
        for action in legal:
            if isinstance(action, A.AttackBoat):
                worth = tile_attack_value(view2, action.zone, dice, 0, self._c)
            elif isinstance(action, A.AttackCrew):
                left = view2.wound_limits[action.member] - view2.wounds[action.member]
                expected = dice * per_die
                worth = expected / max(left, 1) * 1.2
                if action.member in view2.caged:
                    worth = 0.0
            else:
                continue
            if best is None or worth > best[0]:
                best = (worth, action)
        if best is not None:
            return best[1]
        return A.SKIP_SHARK_ATTACK if A.SKIP_SHARK_ATTACK in legal else legal[-1]
