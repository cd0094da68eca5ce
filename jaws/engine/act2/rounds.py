"""The round's automatic steps and the bookkeeping every rule family shares.

Turning up options (step 1), the reveal (step 4), the end of the round, dice, wounds,
elimination and the three endings.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import cache

from jaws.content.act2 import AbilityModel, Act2Content
from jaws.engine.act2 import events as ev
from jaws.engine.act2.board import Layout, geometry, is_water, water, zone_of
from jaws.engine.act2.state import OPTION_LETTERS, Act2State
from jaws.engine.outcome import Termination
from jaws.engine.rng import Rng
from jaws.ids import CREW, CrewMember

Out = list[ev.Act2Event]


@cache
def cages_in(content: Act2Content, held: tuple[str, ...]) -> tuple[str, ...]:
    """The Shark Cage cards among `held`, in hand order (worked out once per hand)."""
    return tuple(card for card in held if content.gear_cards[card].accessory == "cage")


def chum_in_hand(
    content: Act2Content, gear: Mapping[str, Sequence[str]], eliminated: Collection[str]
) -> bool:
    """True if a crew member still in the game holds a Chum card, so the option the Shark
    picks for Chum to show can matter this round (the engine tells it in SharkChoiceMade; the
    app names it in the Shark's menu only then)."""
    return any(
        content.gear_cards[card].accessory == "chum"
        for member, cards in gear.items()
        if member not in eliminated
        for card in cards
    )


def cage_holders(a2: Act2State, content: Act2Content) -> tuple[CrewMember, ...]:
    """Living crew members outside the Cage who hold a Shark Cage card."""
    return cage_holders_among(content, a2.gear, (*a2.eliminated, *a2.caged))


def cage_holders_among(
    content: Act2Content, gear: Mapping[str, Sequence[str]], left_out: Collection[str]
) -> tuple[CrewMember, ...]:
    """The crew members, in seat order, not in `left_out` who hold a Shark Cage card: the
    engine's reading of the hands, which the app reads a view's gear with too."""
    return tuple(m for m in CREW if m not in left_out and cages_in(content, tuple(gear.get(m, ()))))


def layout(a2: Act2State, content: Act2Content) -> Layout:
    """The boat's current spaces and adjacency."""
    return geometry(content).layout(a2.tiles)


def roll(
    n: int,
    roller: str,
    purpose: str,
    content: Act2Content,
    rng: Rng,
    out: Out,
    replaces: tuple[int, ...] = (),
    fewer: ev.FewerDice | None = None,
) -> tuple[int, ...]:
    """Roll `n` dice (hits per die) and report the roll (`replaces`: for a reroll, the
    positions of the dice it replaces; `fewer`: the dice attached gear took away)."""
    faces = content.components.dice_faces
    size = len(faces)
    dice = tuple(faces[rng.below(size)] for _ in range(n))
    out.append(ev.DiceRolled(roller, purpose, dice, sum(dice), replaces, fewer))
    return dice


def shark_roll(
    a2: Act2State, base: int, purpose: str, content: Act2Content, rng: Rng, out: Out
) -> tuple[int, ...]:
    """The Shark's attack roll: `base` dice less those attached gear takes away, the roll
    saying which gear took them (the line read "1 0" under an option printing 3 dice)."""
    n = shark_dice(a2, content, base)
    fewer = None
    if n < base:  # only then is the gear that took them looked up (the bots' hot path)
        took = tuple(c for c in a2.attached if content.gear_cards[c].attack_dice_minus)
        fewer = ev.FewerDice(base - n, took)
    return roll(n, "shark", purpose, content, rng, out, fewer=fewer)


def active_ability(a2: Act2State, content: Act2Content) -> AbilityModel | None:
    """The Shark Ability in effect this round (only once revealed)."""
    if a2.ability_played is None or not a2.ability_revealed:
        return None
    return content.ability_cards[a2.ability_played]


def evade_set_by(ability: AbilityModel | None) -> int | None:
    """The Evade an Ability card sets for its round (Hard Target's), or None."""
    return ability.evade if ability is not None and ability.id == "hard_target" else None


def unlowered_evade(a2: Act2State, content: Act2Content) -> int:
    """This round's Evade before attached gear: the card's, or Hard Target's."""
    assert a2.in_play is not None
    evade = evade_set_by(active_ability(a2, content))
    return content.resurface_cards[a2.in_play].evade if evade is None else evade


def evade_lowering(a2: Act2State, content: Act2Content) -> tuple[str, ...]:
    """The attached gear cards that lower the Shark's Evade."""
    return tuple(c for c in a2.attached if content.gear_cards[c].evade_minus)


def evade_after_gear(attached: Sequence[str], content: Act2Content, evade: int) -> int:
    """An Evade less what the `attached` gear cards take off it, not below 0."""
    return max(0, evade - sum(content.gear_cards[c].evade_minus for c in attached))


def dice_after_gear(attached: Sequence[str], content: Act2Content, base: int) -> int:
    """Attack dice after the `attached` gear cards, never below the highest floor those cards
    print."""
    cards = [content.gear_cards[c] for c in attached]
    fewer = sum(card.attack_dice_minus for card in cards)
    if not fewer:
        return base
    floor = max(card.attack_dice_floor for card in cards if card.attack_dice_minus)
    return max(min(base, floor), base - fewer)


def shark_evade(a2: Act2State, content: Act2Content) -> int:
    """This round's Evade: the card's (or Hard Target's), less attached gear, not below 0."""
    return evade_after_gear(a2.attached, content, unlowered_evade(a2, content))


def shark_dice(a2: Act2State, content: Act2Content, base: int) -> int:
    """Attack dice after attached gear, never below the highest floor those cards print."""
    return dice_after_gear(a2.attached, content, base)


def wound_shark(a2: Act2State, n: int, source: str, content: Act2Content, out: Out) -> None:
    """Slide the Shark's clip `n` slots; the crew wins at the end of the track."""
    if n <= 0 or a2.is_over:
        return
    limit = content.wound_limits["shark"]
    a2.wounds["shark"] = min(limit, a2.wounds["shark"] + n)
    out.append(ev.SharkWounded(n, a2.wounds["shark"], source, limit))
    if a2.wounds["shark"] >= limit:
        finish(a2, "crew", Termination.SHARK_WOUND_TRACK_FULL, out)


def wound_crew(a2: Act2State, member: str, n: int, content: Act2Content, out: Out) -> None:
    """Wound a crew member (the Shark Cage prevents it); eliminates at the track's end."""
    if n <= 0 or a2.is_over or member in a2.eliminated:
        return
    if member in a2.caged:
        out.append(ev.CrewWounded(member, n, a2.wounds[member], prevented=True))
        return
    limit = content.wound_limits[member]
    a2.wounds[member] = min(limit, a2.wounds[member] + n)
    out.append(ev.CrewWounded(member, n, a2.wounds[member], limit=limit))
    if a2.wounds[member] >= limit:
        eliminate(a2, member, out)


def eliminate(a2: Act2State, member: str, out: Out) -> None:
    """Remove the member's mover and discard all their gear; the Shark wins if none are left."""
    a2.eliminated = (*a2.eliminated, member)
    del a2.positions[member]
    cards = a2.gear[member]
    a2.gear[member] = ()
    a2.gear_discard = a2.gear_discard + cards
    a2.weapon.pop(member, None)
    a2.target.pop(member, None)
    out.append(ev.CrewEliminated(member, cards))
    if not a2.living():
        finish(a2, "shark", Termination.CREW_ELIMINATED, out)


def fall_in(a2: Act2State, members: tuple[str, ...], out: Out) -> None:
    """Crew members on a Boat Space fall into their zone's Water Space."""
    for member in members:
        space = a2.positions.get(member)
        if space is not None and not is_water(space):
            a2.positions[member] = water(zone_of(space))
            out.append(ev.CrewFell(member, a2.positions[member]))


def finish(a2: Act2State, winner: str, termination: Termination, out: Out) -> None:
    """End Act 2 (and the game)."""
    reason = termination.sentence()
    if a2.is_over:
        return
    a2.phase = "over"
    a2.winner = "shark" if winner == "shark" else "crew"
    a2.end_reason = reason
    out.append(ev.Act2Ended(winner, reason))


def discard_gear(a2: Act2State, member: str | None, card: str, reason: str, out: Out) -> None:
    """Move a card from a member's gear (or from the Shark) to the discard pile."""
    if member is None:
        attached = list(a2.attached)
        attached.remove(card)
        a2.attached = tuple(attached)
    else:
        held = list(a2.gear[member])
        held.remove(card)
        a2.gear[member] = tuple(held)
    a2.gear_discard = (*a2.gear_discard, card)
    out.append(ev.GearDiscarded(member, card, reason))


def start_round(a2: Act2State, content: Act2Content, rng: Rng, out: Out) -> None:
    """Step 1: turn up the Resurface options (reshuffling the discards when the deck runs out)."""
    a2.round += 1
    out.append(ev.OrcaRoundStarted(a2.round))
    options: list[int] = []
    deck = list(a2.resurface_deck)
    for _ in range(content.components.resurface_options):
        if not deck:
            deck = rng.shuffled(a2.resurface_discard)
            out.append(ev.ResurfaceReshuffled(len(deck)))
            a2.resurface_discard = ()
        options.append(deck.pop(0))
    a2.resurface_deck = tuple(deck)
    a2.options = tuple(options)
    shown = tuple([_option_shown(content, i, card_id) for i, card_id in enumerate(options)])
    out.append(ev.OptionsTurnedUp(shown))
    a2.phase = "choose"


@cache
def _option_shown(content: Act2Content, index: int, card_id: int) -> ev.OptionShown:
    """Resurface card `card_id` face up as option `index` (the same frozen record each time)."""
    card = content.resurface_cards[card_id]
    return ev.OptionShown(
        OPTION_LETTERS[index], card_id, card.zone, card.evade, card.dice, card.shake_off
    )


def reveal(a2: Act2State, content: Act2Content, out: Out) -> None:
    """Step 4: flip the token and the Ability card, Shake Off, and return misplaced targets."""
    assert a2.chosen is not None
    chosen = a2.options[a2.chosen]
    unchosen = tuple(c for i, c in enumerate(a2.options) if i != a2.chosen)
    a2.resurface_discard = a2.resurface_discard + unchosen
    a2.in_play = chosen
    card = content.resurface_cards[chosen]
    a2.shark_zone = card.zone
    out.append(
        ev.SharkResurfaced(
            OPTION_LETTERS[a2.chosen], chosen, card.zone, card.evade, card.dice, card.shake_off
        )
    )
    a2.options = ()
    if a2.ability_played is not None:
        a2.ability_revealed = True
        ability = content.ability_of(a2.ability_played)
        out.append(
            ev.AbilityRevealed(a2.ability_played, ability.name, evade_set_by(ability), ability.text)
        )
    if card.shake_off and a2.attached:
        out.append(ev.ShookOff(a2.attached))
        for gone in a2.attached:
            discard_gear(a2, None, gone, "shaken off", out)
    lay = layout(a2, content)
    shark_water = water(card.zone)
    returned = []
    for member, zone in list(a2.target.items()):
        if zone == card.zone:
            continue
        weapon = content.gear_cards[a2.weapon[member]]
        if weapon.target_shift and shark_water in lay.adj[water(zone)]:
            continue  # the Pistol may still shift onto the Shark
        del a2.target[member]
        returned.append(member)
    if returned:
        out.append(ev.TargetsReturned(tuple(returned)))


def end_round(a2: Act2State, content: Act2Content, rng: Rng, out: Out) -> None:
    """The Shark dives: Poison Dart wounds, discards, tokens back, and a new round begins."""
    for card in a2.attached:
        wounds = content.gear_cards[card].round_end_wounds
        if wounds:
            wound_shark(a2, wounds, content.gear_cards[card].name, content, out)
    if a2.is_over:
        return
    out.append(ev.OrcaRoundEnded(a2.round))
    if a2.in_play is not None:
        a2.resurface_discard = (*a2.resurface_discard, a2.in_play)
    if a2.ability_played is not None:
        a2.ability_removed = (*a2.ability_removed, a2.ability_played)
        out.append(ev.AbilityRemoved(a2.ability_played))
    a2.in_play = None
    a2.chosen = None
    a2.chum_reveal = None
    a2.ability_played = None
    a2.ability_revealed = False
    a2.chum_shown = None
    a2.chums_played = 0
    a2.moved = ()
    a2.weapon = {}
    a2.target = {}
    a2.caged = ()
    a2.resolved = ()
    a2.shark_zone = None
    a2.rammed = False
    a2.attacked = False
    a2.cage_offered = False
    a2.cage_resume = None
    a2.cage_offered_to = ()
    a2.bonus_rolled = ()
    a2.pending = None
    a2.pending_roll = ()
    a2.attack_kind = None
    a2.attack_target = None
    a2.domino_options = ()
    start_round(a2, content, rng, out)
