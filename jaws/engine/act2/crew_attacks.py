"""Step 5: the crew attacks, in any order; the Pistol's shift; declining."""

from __future__ import annotations

from jaws.content.act2 import Act2Content
from jaws.engine.act2 import actions as A
from jaws.engine.act2 import events as ev
from jaws.engine.act2.board import water
from jaws.engine.act2.rounds import (
    Out,
    cage_holders,
    discard_gear,
    evade_lowering,
    layout,
    roll,
    shark_evade,
    unlowered_evade,
    wound_shark,
)
from jaws.engine.act2.state import Act2State
from jaws.engine.errors import IllegalAction
from jaws.engine.rng import Rng
from jaws.ids import CrewMember

NAMES = A.NAMES


def attackers(a2: Act2State) -> tuple[CrewMember, ...]:
    """Members whose Target token is still out and who have not attacked or declined."""
    return tuple(m for m in a2.living() if m in a2.target and m not in a2.resolved)


def can_cage(a2: Act2State, content: Act2Content) -> bool:
    """Whether any living member could still get into a Shark Cage this round."""
    return bool(cage_holders(a2, content))


def shift_options(a2: Act2State, member: str, content: Act2Content) -> tuple[int, ...]:
    """Where a Pistol holder may shift the Target token: onto the Shark, if adjacent."""
    zone = a2.target.get(member)
    if zone is None or member in a2.resolved or zone == a2.shark_zone:
        return ()
    if not content.gear_cards[a2.weapon[member]].target_shift:
        return ()
    assert a2.shark_zone is not None
    if water(a2.shark_zone) in layout(a2, content).adj[water(zone)]:
        return (a2.shark_zone,)
    return ()


def ammo_cards(a2: Act2State, member: str, content: Act2Content) -> tuple[str, ...]:
    """Ammo the member could discard instead of a one-shot firearm."""
    if content.gear_cards[a2.weapon[member]].after_use != "one_shot":
        return ()
    return tuple(c for c in a2.gear[member] if content.gear_cards[c].accessory == "ammo")


def attacks_open(a2: Act2State, content: Act2Content) -> bool:
    """Whether the crew still has something to decide in step 5."""
    return bool(attackers(a2)) or can_cage(a2, content)


def _attacker(a2: Act2State, member: str) -> None:
    if member in a2.eliminated:
        raise IllegalAction(f"{NAMES[member]} has been eliminated.")
    if member not in a2.target:
        raise IllegalAction(f"{NAMES[member]} did not target the Shark's zone.")
    if member in a2.resolved:
        raise IllegalAction(f"{NAMES[member]} has already attacked or held back this round.")


def shift_target(
    a2: Act2State, action: A.ShiftTarget, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Move a Pistol holder's Target token to the adjacent Water Space where the Shark is."""
    _attacker(a2, action.member)
    if action.zone not in shift_options(a2, action.member, content):
        raise IllegalAction(
            "Only a Pistol's Target token may shift, and only onto the Shark in an adjacent "
            "Water Space."
        )
    a2.target[action.member] = action.zone
    out.append(ev.TargetShifted(action.member, action.zone))


def attack_shark(
    a2: Act2State, action: A.AttackShark, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Attack with the chosen weapon: roll (melee, firearm) or attach (attachable)."""
    member = action.member
    _attacker(a2, member)
    if a2.target[member] != a2.shark_zone:
        raise IllegalAction(f"{NAMES[member]}'s Target token is not on the Shark.")
    card = a2.weapon[member]
    weapon = content.gear_cards[card]
    if action.ammo is not None and action.ammo not in ammo_cards(a2, member, content):
        raise IllegalAction("Ammo can only replace a one-shot firearm, from the attacker's gear.")
    a2.resolved = (*a2.resolved, member)
    if weapon.type == "attachable":
        held = list(a2.gear[member])
        held.remove(card)
        a2.gear[member] = tuple(held)
        a2.attached = (*a2.attached, card)
        out.append(ev.WeaponAttached(member, card))
        del a2.weapon[member]
        return
    dice = roll(weapon.dice, member, weapon.name, content, rng, out)
    hits = sum(dice) + (1 if weapon.plus_hit else 0)
    evade = shark_evade(a2, content)
    wounds = hits - evade if hits > evade else 0
    unlowered = unlowered_evade(a2, content)
    lowered_by = evade_lowering(a2, content) if evade < unlowered else ()
    out.append(
        ev.CrewAttackResolved(
            member,
            card,
            hits,
            evade,
            wounds,
            unlowered=unlowered,
            lowered_by=lowered_by,
            plus_hit=weapon.plus_hit,
        )
    )
    if wounds and weapon.type == "firearm":
        bonus = next((c for c in a2.attached if content.gear_cards[c].firearm_bonus_wounds), None)
        if bonus is not None:
            wounds += content.gear_cards[bonus].firearm_bonus_wounds
            discard_gear(a2, None, bonus, "its bonus is spent", out)
    wound_shark(a2, wounds, weapon.name, content, out)
    if weapon.after_use == "discard":
        discard_gear(a2, member, card, "used", out)
    elif weapon.after_use == "one_shot":
        if action.ammo is not None:
            discard_gear(a2, member, action.ammo, "fired instead of the weapon", out)
        else:
            discard_gear(a2, member, card, "its one shot is fired", out)
    if card not in a2.gear[member]:
        del a2.weapon[member]


def decline_attack(
    a2: Act2State, action: A.DeclineAttack, content: Act2Content, rng: Rng, out: Out
) -> None:
    """A member with a Target token out holds back."""
    _attacker(a2, action.member)
    a2.resolved = (*a2.resolved, action.member)
    out.append(ev.AttackDeclined(action.member))


def end_crew_attacks(
    a2: Act2State, action: A.EndCrewAttacks, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Whoever has not attacked holds back; the Shark attacks next."""
    for member in attackers(a2):
        a2.resolved = (*a2.resolved, member)
        out.append(ev.AttackDeclined(member))
