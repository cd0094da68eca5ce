"""Act 2 crew bots.

easy: gear dealt round the table, everyone aboard where they stand, a weapon they hold aimed at
an option they can reach, attack when the token is on the Shark.
hard: Chum first, then every member picks the weapon, target and standing spot with the most
expected wounds, weighting each option by how attractive it looks to the Shark; one-shot guns
are kept for near-certain zones; Cages for the badly wounded in reach of the Shark.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from jaws.bots.act2_common import current_evade, expected_wounds, layout_of, option_appeal
from jaws.content import Content
from jaws.engine.act2 import actions as A
from jaws.engine.actions import Action
from jaws.ids import CREW, CrewMember
from jaws.views import CrewView
from jaws.views.act2 import CrewAct2View

BOARDING = (2, 7, 3, 6, 1, 8, 4, 5)  # the sturdier middle tiles first
APPEAL_WEIGHT = 1.0  # how strongly the hard crew expects the Shark to favour good options


def _act2(view: CrewView) -> CrewAct2View:
    assert view.act2 is not None, "an Act 2 policy is only asked during Act 2"
    return view.act2


def _members_acting(legal: Sequence[Action]) -> list[CrewMember]:
    seen: list[CrewMember] = []
    for action in legal:
        member = getattr(action, "member", None)
        if member is not None and member not in seen:
            seen.append(member)
    return seen


def _attack_step(view2: CrewAct2View, legal: Sequence[Action]) -> Action:
    """Attack with every token on the Shark (Ammo first), shift a Pistol onto it, else end."""
    for action in legal:
        if isinstance(action, A.AttackShark) and action.ammo is not None:
            return action
    for action in legal:
        if isinstance(action, A.AttackShark):
            return action
    for action in legal:
        if isinstance(action, A.ShiftTarget) and action.zone == view2.shark_zone:
            return action
    return A.END_CREW_ATTACKS if A.END_CREW_ATTACKS in legal else legal[-1]


def _divide(view2: CrewAct2View, legal: Sequence[Action]) -> Action:
    """Give the next card to whoever holds the fewest."""
    counts = {m: len(view2.gear.get(m, ())) for m in _members_acting(legal)}
    member = min(counts, key=lambda m: (counts[m], CREW.index(m)))
    return next(a for a in legal if getattr(a, "member", None) == member)


def _board(legal: Sequence[Action], taken: set[int]) -> Action:
    for zone in BOARDING:
        for action in legal:
            if isinstance(action, A.BoardOrca) and action.zone == zone and zone not in taken:
                return action
    return legal[0]


def _cage_answer(view2: CrewAct2View, legal: Sequence[Action]) -> Action:
    """Step 6 Cage window: cage the member the Shark's roll is aimed at, else let it roll."""
    if view2.cage_resume == "main" and view2.attack_kind == "crew":
        threatened = {view2.attack_target}
    elif view2.cage_resume == "bonus":
        threatened = {m for m, space in view2.positions.items() if space.startswith("W")}
    else:
        threatened = set()
    for action in legal:
        if isinstance(action, A.PlayCage) and action.member in threatened:
            return action
    return A.LET_SHARK_ROLL


class EasyCrew2:
    """Plain habits, no reading of the Shark."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._c = content.act2

    def observe(self, view: CrewView) -> None:
        """Nothing to remember between decisions."""

    def choose(self, view: CrewView, legal: Sequence[Action]) -> Action:
        view2 = _act2(view)
        if view2.phase == "divide":
            return _divide(view2, legal)
        if view2.phase == "board":
            return self._rng.choice(legal)
        if view2.phase == "crew_attack":
            return _attack_step(view2, legal)
        if view2.phase == "cage":
            return self._rng.choice(legal)
        for kind in (A.ChooseWeapon, A.PlaceTarget):
            picks = [a for a in legal if isinstance(a, kind)]
            if picks:
                return self._rng.choice(picks)
        return A.CREW_READY if A.CREW_READY in legal else legal[-1]


class HardCrew2:
    """Covers the likeliest zones with the weapons that hurt most."""

    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._c = content.act2

    def observe(self, view: CrewView) -> None:
        """Nothing to remember between decisions."""

    def choose(self, view: CrewView, legal: Sequence[Action]) -> Action:
        view2 = _act2(view)
        if view2.phase == "divide":
            return _divide(view2, legal)
        if view2.phase == "board":
            taken = {int(s[1:]) for s in view2.positions.values() if s.startswith("B")}
            return _board(legal, taken)
        if view2.phase == "crew_attack":
            return _attack_step(view2, legal)
        if view2.phase == "cage":
            return _cage_answer(view2, legal)
        return self._prepare(view2, legal)

    def _zone_odds(self, view2: CrewAct2View) -> dict[int, tuple[float, float]]:
        """For each candidate zone: (probability, mean Evade of its options)."""
        options = [o for o in view2.options if o.letter != view2.chum_shown]
        weights = [2.0 ** (APPEAL_WEIGHT * option_appeal(view2, o, self._c)) for o in options]
        total = sum(weights) or 1.0
        odds: dict[int, list[float]] = {}
        for option, weight in zip(options, weights, strict=True):
            p, evade_sum = odds.get(option.zone, [0.0, 0.0])
            evade = current_evade(view2, option.evade, self._c)
            odds[option.zone] = [p + weight / total, evade_sum + evade * weight / total]
        return {z: (p, e / p if p else 0.0) for z, (p, e) in odds.items()}

    def _weapon_worth(self, card: str, p: float, evade: float) -> float:
        gear = self._c.gear_cards[card]
        if gear.type == "attachable":
            worth = 1.2 * p + 0.3 * (gear.evade_minus + gear.round_end_wounds * 2)
            return worth if p >= 0.34 else worth * 0.5
        worth = p * expected_wounds(self._c, gear.dice, int(gear.plus_hit), round(evade))
        if gear.after_use in ("one_shot", "discard") and p < 0.6:
            worth *= 0.35  # keep single-use weapons for a near-sure zone
        return worth

    def _plan(
        self, view2: CrewAct2View, member: CrewMember, odds: dict[int, tuple[float, float]]
    ) -> tuple[float, str, str, int] | None:
        """(worth, space, weapon, zone) of the member's best preparation."""
        lay = layout_of(view2, self._c)
        here = view2.positions[member]
        spots = [here] if member in view2.moved else [here, *lay.moves(here)]
        weapon = view2.weapon.get(member)
        cards = [weapon] if weapon else [c for c in view2.gear[member]]
        best: tuple[float, str, str, int] | None = None
        for spot in spots:
            risk = 0.3 if spot.startswith("W") else 0.0
            for card in cards:
                gear = self._c.gear_cards[card]
                if not gear.is_weapon:
                    continue
                for zone, (p, evade) in odds.items():
                    if gear.is_close_range and zone not in lay.water_reach[spot]:
                        continue
                    worth = self._weapon_worth(card, p, evade) - risk - 0.01 * (spot != here)
                    if best is None or worth > best[0]:
                        best = (worth, spot, card, zone)
        if best is None:  # no weapon reaches a candidate zone: aim anywhere legal
            return None
        return best

    def _prepare(self, view2: CrewAct2View, legal: Sequence[Action]) -> Action:
        chums = [a for a in legal if isinstance(a, A.PlayChum)]
        zones = {o.zone for o in view2.options}
        if chums and view2.chum_shown is None and len(zones) > 1:
            return chums[0]
        odds = self._zone_odds(view2)
        for member in _members_acting(legal):
            cages = [a for a in legal if isinstance(a, A.PlayCage) and a.member == member]
            left = view2.wound_limits[member] - view2.wounds[member]
            if cages and left <= 2:
                return cages[0]
            if member in view2.target:
                continue
            plan = self._plan(view2, member, odds)
            mine = [a for a in legal if getattr(a, "member", None) == member]
            if plan is not None:
                _, spot, card, zone = plan
                wanted = [
                    A.make_orca_move(member, spot),
                    A.make_choose_weapon(member, card),
                    A.make_place_target(member, zone),
                ]
                for action in wanted:
                    if action in mine:
                        return action
            for kind in (A.ChooseWeapon, A.PlaceTarget):
                picks = [a for a in mine if isinstance(a, kind)]
                if picks:
                    return picks[0]
        return A.CREW_READY if A.CREW_READY in legal else legal[-1]
