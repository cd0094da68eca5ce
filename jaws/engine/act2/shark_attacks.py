"""Step 6: the Shark attacks the boat or a crew member, its Ability cards, and Bonus Attacks."""

from __future__ import annotations

from itertools import combinations

from jaws.content.act2 import Act2Content
from jaws.engine.act2 import actions as A
from jaws.engine.act2 import events as ev
from jaws.engine.act2.attack_events import attack_on
from jaws.engine.act2.board import boat, geometry, is_water, zone_of
from jaws.engine.act2.rounds import (
    Out,
    active_ability,
    cage_holders,
    end_round,
    fall_in,
    finish,
    layout,
    roll,
    shark_roll,
    wound_crew,
)
from jaws.engine.act2.state import Act2State, CageResume, TileState
from jaws.engine.errors import IllegalAction
from jaws.engine.outcome import Termination
from jaws.engine.rng import Rng
from jaws.ids import CrewMember

NAMES = A.NAMES


def _ability_id(a2: Act2State, content: Act2Content) -> str | None:
    ability = active_ability(a2, content)
    return None if ability is None else ability.id


def ram_options(a2: Act2State, content: Act2Content) -> tuple[int, ...]:
    """Ramming Speed: adjacent Water Spaces the Shark may move to before it attacks."""
    if a2.rammed or a2.attacked or _ability_id(a2, content) != "ramming_speed":
        return ()
    space = a2.shark_space()
    assert space is not None
    return tuple(sorted(zone_of(s) for s in layout(a2, content).adj[space] if is_water(s)))


def boat_targets(a2: Act2State, content: Act2Content) -> tuple[int, ...]:
    """Standing Boat Spaces adjacent to the Shark."""
    space = a2.shark_space()
    assert space is not None
    return layout(a2, content).boat_reach[space]


def crew_in_reach(a2: Act2State, content: Act2Content) -> tuple[CrewMember, ...]:
    """Crew members in the water in the Shark's space or an adjacent Water Space."""
    space = a2.shark_space()
    assert space is not None
    near = layout(a2, content).adj[space]
    return tuple(
        m
        for m in a2.living()
        if is_water(a2.positions[m]) and (a2.positions[m] == space or a2.positions[m] in near)
    )


def maul_options(a2: Act2State) -> tuple[tuple[int, ...], ...]:
    """Every subset of the pending roll's dice that Maul Again may reroll (none keeps it)."""
    n = len(a2.pending_roll)
    return tuple(c for size in range(n + 1) for c in combinations(range(n), size))


def begin(a2: Act2State, content: Act2Content, rng: Rng, out: Out) -> None:
    """Enter step 6; if the Shark has nothing to choose, finish the round at once."""
    a2.phase = "shark_attack"
    if not (ram_options(a2, content) or boat_targets(a2, content) or crew_in_reach(a2, content)):
        _after_attacks(a2, content, rng, out)


def ram_move(a2: Act2State, action: A.RamMove, content: Act2Content, rng: Rng, out: Out) -> None:
    """Ramming Speed: move to an adjacent Water Space; the attack gets the card's extra hits."""
    _no_pending(a2)
    if action.zone not in ram_options(a2, content):
        raise IllegalAction("Ramming Speed moves the Shark to an adjacent Water Space, once.")
    a2.shark_zone = action.zone
    a2.rammed = True
    ability = active_ability(a2, content)
    assert ability is not None  # ram_options offers a move only with Ramming Speed active
    out.append(ev.SharkRammed(action.zone, ability.hits))


def attack_boat(
    a2: Act2State, action: A.AttackBoat, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Attack one adjacent Boat Space with the Resurface card's dice."""
    _no_pending(a2)
    if action.zone not in boat_targets(a2, content):
        raise IllegalAction(f"B{action.zone} is not a Boat Space next to the Shark.")
    _main_roll(a2, "boat", str(action.zone), content, rng, out)


def attack_crew(
    a2: Act2State, action: A.AttackCrew, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Attack one crew member in the water nearby with the Resurface card's dice."""
    _no_pending(a2)
    if action.member not in crew_in_reach(a2, content):
        raise IllegalAction(
            f"{NAMES.get(action.member, action.member)} is not in the water in or next to the "
            "Shark's space."
        )
    _main_roll(a2, "crew", action.member, content, rng, out)


def skip_attack(
    a2: Act2State, action: A.SkipSharkAttack, content: Act2Content, rng: Rng, out: Out
) -> None:
    """No main attack this round."""
    _no_pending(a2)
    a2.attacked = True
    _after_attacks(a2, content, rng, out)


def maul_reroll(
    a2: Act2State, action: A.MaulReroll, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Maul Again: reroll the chosen dice once, then resolve the attack."""
    if a2.pending != "maul":
        raise IllegalAction("There is no attack roll to reroll now.")
    if action.dice not in maul_options(a2):
        raise IllegalAction("Name each die to reroll once, by its position in the roll.")
    dice = list(a2.pending_roll)
    if action.dice:
        new = roll(len(action.dice), "shark", "Maul Again", content, rng, out, action.dice)
        for index, value in zip(action.dice, new, strict=True):
            dice[index] = value
    else:
        out.append(ev.MaulKept())
    a2.pending = None
    a2.pending_roll = ()
    _resolve_main(a2, tuple(dice), content, rng, out)


def domino_target(
    a2: Act2State, action: A.DominoTarget, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Domino Effect: the extra hits land on an adjacent Boat Space."""
    if a2.pending != "domino":
        raise IllegalAction("There is no Domino Effect to place now.")
    if action.zone not in a2.domino_options:
        raise IllegalAction(f"B{action.zone} is not a Boat Space next to the damaged one.")
    ability = active_ability(a2, content)
    assert ability is not None
    a2.pending = None
    a2.domino_options = ()
    hit_boat(a2, action.zone, ability.hits, content, out)
    _after_main(a2, content, rng, out)


def second_helping(
    a2: Act2State, action: A.SecondHelping, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Second Helping: attack a Boat Space again with the card's dice, or pass."""
    if a2.pending != "second_helping":
        raise IllegalAction("There is no Second Helping to take now.")
    a2.pending = None
    if action.zone is not None:
        if action.zone not in boat_targets(a2, content):
            a2.pending = "second_helping"
            raise IllegalAction(f"B{action.zone} is not a Boat Space next to the Shark.")
        ability = active_ability(a2, content)
        assert ability is not None
        dice = shark_roll(a2, ability.dice, "Second Helping", content, rng, out)
        hit_boat(a2, action.zone, sum(dice), content, out)
    _after_attacks(a2, content, rng, out)


def hit_boat(a2: Act2State, zone: int, hits: int, content: Act2Content, out: Out) -> bool:
    """Apply hits to a Boat Tile; crew on it fall in. True if it was damaged or destroyed."""
    index = zone - 1
    before = a2.tiles[index]
    tile = content.tiles[zone]
    after: TileState = before
    card = active_ability(a2, content)
    ability = None if card is None else card.id
    if before == "intact":
        if hits >= tile.destroy_at:
            after = "destroyed"
        elif hits >= tile.damage_at:
            after = "destroyed" if ability == "extra_strength" else "damaged"
    elif before == "damaged" and hits >= tile.damaged_destroy_at:
        after = "destroyed"
    if after == before:
        out.append(ev.BoatHit(zone, hits, "miss"))
        return False
    a2.tiles = (*a2.tiles[:index], after, *a2.tiles[index + 1 :])
    out.append(ev.BoatHit(zone, hits, "destroyed" if after == "destroyed" else "damaged"))
    on_tile = tuple(m for m in a2.living() if a2.positions[m] == boat(zone))
    if card is not None and card.id == "big_mouth":
        for member in on_tile:
            wound_crew(a2, member, card.wounds, content, out)
    if ability == "making_waves":
        fall_in(a2, tuple(m for m in a2.living() if not is_water(a2.positions[m])), out)
    else:
        fall_in(a2, tuple(m for m in on_tile if m in a2.positions), out)
    if all(t == "destroyed" for t in a2.tiles):
        finish(a2, "shark", Termination.ORCA_DESTROYED, out)
    return True


def _no_pending(a2: Act2State) -> None:
    if a2.pending is not None:
        raise IllegalAction(_PENDING_REASONS[a2.pending])
    if a2.attacked:
        raise IllegalAction("The Shark has already attacked this round.")


_PENDING_REASONS = {
    "maul": "First decide which dice Maul Again rerolls.",
    "domino": "First choose where the Domino Effect's hits land.",
    "second_helping": "First take or pass the Second Helping.",
}


def _main_threatens(a2: Act2State, content: Act2Content) -> tuple[str, ...]:
    """Who the declared main attack's roll can wound: its target, or with Big Mouth the crew
    standing on the attacked Boat Space (a plain boat attack wounds nobody)."""
    target = a2.attack_target
    assert target is not None
    if a2.attack_kind == "crew":
        return (target,)
    if _ability_id(a2, content) == "big_mouth":
        return tuple(m for m in a2.living() if a2.positions[m] == boat(int(target)))
    return ()


def _open_main_cage_window(a2: Act2State, content: Act2Content, out: Out) -> bool:
    """Before the main attack roll, while anyone holds a Shark Cage, let the crew answer.

    The rulebook lets the Cage be played "before the Shark rolls for an attack", after the
    Shark has announced its target; True if the window opened (the roll waits for the crew).
    """
    holders = cage_holders(a2, content)
    if a2.cage_offered or not holders:
        return False
    _offer(a2, "main", tuple(m for m in _main_threatens(a2, content) if m in holders))
    out.append(ev.CageChance(a2.attack_kind or "boat", a2.attack_target))
    return True


def _open_bonus_cage_window(a2: Act2State, member: str, content: Act2Content, out: Out) -> bool:
    """Before a Bonus Attack on a Cage holder who has not yet had the chance against a roll
    that could wound them this round (a plain boat attack did not count: they were aboard)."""
    if member in a2.cage_offered_to or member not in cage_holders(a2, content):
        return False
    _offer(a2, "bonus", (member,))
    out.append(ev.CageChance("bonus", member))
    return True


def _offer(a2: Act2State, resume: CageResume, threatened: tuple[str, ...]) -> None:
    a2.cage_offered = True
    a2.cage_offered_to = (*a2.cage_offered_to, *threatened)
    a2.cage_resume = resume
    a2.phase = "cage"


def let_shark_roll(
    a2: Act2State, action: A.LetSharkRoll, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Close the Cage window: the Shark rolls the attack it declared."""
    resume = a2.cage_resume
    a2.phase = "shark_attack"
    a2.cage_resume = None
    if resume == "main":
        _roll_main(a2, content, rng, out)
    else:
        _after_attacks(a2, content, rng, out)


def _main_roll(
    a2: Act2State, kind: str, target: str, content: Act2Content, rng: Rng, out: Out
) -> None:
    a2.attacked = True
    a2.attack_kind = "boat" if kind == "boat" else "crew"
    a2.attack_target = target
    if _open_main_cage_window(a2, content, out):
        return
    _roll_main(a2, content, rng, out)


def _roll_main(a2: Act2State, content: Act2Content, rng: Rng, out: Out) -> None:
    assert a2.in_play is not None
    base = content.resurface_cards[a2.in_play].dice
    # The roll names the target, so the log says what was attacked (the playtest read "Shark
    # rolls for its attack: 0 0 → 0 hits" and could not tell).
    purpose = attack_on(a2.attack_kind, a2.attack_target)
    dice = shark_roll(a2, base, purpose, content, rng, out)
    if _ability_id(a2, content) == "maul_again":
        a2.pending = "maul"
        a2.pending_roll = dice
        return
    _resolve_main(a2, dice, content, rng, out)


def _resolve_main(
    a2: Act2State, dice: tuple[int, ...], content: Act2Content, rng: Rng, out: Out
) -> None:
    hits = sum(dice)
    ability = active_ability(a2, content)
    if a2.rammed and ability is not None:
        hits += ability.hits
    target = a2.attack_target
    assert target is not None
    if a2.attack_kind == "crew":
        wound_crew(a2, target, hits, content, out)
        _after_attacks(a2, content, rng, out)
        return
    zone = int(target)
    changed = hit_boat(a2, zone, hits, content, out)
    if changed and ability is not None and ability.id == "domino_effect" and not a2.is_over:
        geo = geometry(content)
        options = tuple(z for z in geo.neighbours[zone] if a2.tiles[z - 1] != "destroyed")
        if options:
            a2.pending = "domino"
            a2.domino_options = options
            return
    _after_main(a2, content, rng, out)


def _after_main(a2: Act2State, content: Act2Content, rng: Rng, out: Out) -> None:
    """After the main boat attack: offer Second Helping, else go on to the Bonus Attacks."""
    if (
        not a2.is_over
        and a2.attack_kind == "boat"
        and _ability_id(a2, content) == "second_helping"
        and boat_targets(a2, content)
    ):
        a2.pending = "second_helping"
        return
    _after_attacks(a2, content, rng, out)


def _after_attacks(a2: Act2State, content: Act2Content, rng: Rng, out: Out) -> None:
    """Bonus Attacks on every crew member in the water nearby, then the round ends.

    Each Bonus Attack is a roll the Shark Cage may answer: the series pauses before the roll on
    a holder who has not had that chance yet, and resumes here after the window.
    """
    if a2.is_over:
        return
    for member in crew_in_reach(a2, content):
        if member in a2.bonus_rolled:
            continue
        if _open_bonus_cage_window(a2, member, content, out):
            return
        a2.bonus_rolled = (*a2.bonus_rolled, member)
        dice = roll(1, "shark", f"a Bonus Attack on {NAMES[member]}", content, rng, out)
        wound_crew(a2, member, sum(dice), content, out)
        if a2.is_over:
            return
    end_round(a2, content, rng, out)
