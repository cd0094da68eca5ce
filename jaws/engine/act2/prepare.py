"""Setup decisions, the Shark's secret choice (step 2) and the crew's preparation (step 3)."""

from __future__ import annotations

from jaws.content.act2 import CREW, Act2Content
from jaws.engine.act2 import actions as A
from jaws.engine.act2 import events as ev
from jaws.engine.act2.board import boat, water
from jaws.engine.act2.rounds import Out, chum_in_hand, layout, reveal, start_round
from jaws.engine.act2.state import OPTION_LETTERS, Act2State
from jaws.engine.errors import IllegalAction
from jaws.engine.memo import by_identity
from jaws.engine.rng import Rng

NAMES = A.NAMES


def _living(a2: Act2State, member: str) -> None:
    if member not in CREW:
        raise IllegalAction(f"There is no crew member called {member!r}.")
    if member in a2.eliminated:
        raise IllegalAction(f"{NAMES[member]} has been eliminated.")


# --- Setup ---------------------------------------------------------------------------------


def give_gear(a2: Act2State, action: A.GiveGear, content: Act2Content, rng: Rng, out: Out) -> None:
    """Give one of the dealt shared cards to a crew member."""
    _living(a2, action.member)
    if action.card not in a2.gear_pool:
        raise IllegalAction("That card is not among the shared gear still to divide.")
    pool = list(a2.gear_pool)
    pool.remove(action.card)
    a2.gear_pool = tuple(pool)
    a2.gear[action.member] = (*a2.gear[action.member], action.card)
    out.append(ev.GearGiven(action.card, action.member))
    if not pool:
        a2.phase = "board"


def board_orca(
    a2: Act2State, action: A.BoardOrca, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Place a crew member on a Boat Space; the first round starts once all are aboard."""
    _living(a2, action.member)
    if action.member in a2.positions:
        raise IllegalAction(f"{NAMES[action.member]} is already aboard.")
    space = boat(action.zone)
    if space not in layout(a2, content).adj:
        raise IllegalAction(f"There is no Boat Space {space}.")
    a2.positions[action.member] = space
    out.append(ev.CrewBoarded(action.member, space))
    if all(m in a2.positions for m in a2.living()):
        start_round(a2, content, rng, out)


# --- Step 2: the Shark chooses --------------------------------------------------------------


def shark_choose(
    a2: Act2State, action: A.SharkChoose, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Lock in the option, the optional Ability card and the option Chum would show."""
    letters = OPTION_LETTERS[: len(a2.options)]
    if (
        not isinstance(action.option, str)
        or len(action.option) != 1
        or action.option not in letters
    ):
        raise IllegalAction(f"Choose one of the options {', '.join(letters)}.")
    if not isinstance(action.chum, str) or len(action.chum) != 1 or action.chum not in letters:
        raise IllegalAction(f"Chum must show one of the options {', '.join(letters)}.")
    if action.chum == action.option:
        raise IllegalAction("Chum must show an option you did not choose.")
    if action.card is not None and action.card not in a2.hand:
        raise IllegalAction("That Shark Ability card is not in your hand.")
    a2.chosen = letters.index(action.option)
    a2.chum_reveal = letters.index(action.chum)
    if action.card is not None:
        hand = list(a2.hand)
        hand.remove(action.card)
        a2.hand = tuple(hand)
        a2.ability_played = action.card
    chum_held = chum_in_hand(content, a2.gear, a2.eliminated)
    out.append(ev.SharkChoiceMade(action.option, action.card, action.chum, chum_held))
    out.append(ev.SharkLockedIn(action.card is not None))
    a2.phase = "prepare"


# --- Step 3: the crew prepares --------------------------------------------------------------


def _preparing(a2: Act2State, member: str) -> None:
    _living(a2, member)
    if member in a2.target:
        raise IllegalAction(f"{NAMES[member]} has placed the Target token and is ready.")


def orca_move(a2: Act2State, action: A.OrcaMove, content: Act2Content, rng: Rng, out: Out) -> None:
    """Move up to the content's allowance (2 spaces), once per round, before targeting."""
    _preparing(a2, action.member)
    if action.member in a2.moved:
        raise IllegalAction(f"{NAMES[action.member]} has already moved this round.")
    here = a2.positions[action.member]
    if action.to not in layout(a2, content).moves(here):
        raise IllegalAction(
            f"{NAMES[action.member]} cannot reach {action.to} from {here} this round "
            f"({_move_allowance(content)})."
        )
    a2.positions[action.member] = action.to
    a2.moved = (*a2.moved, action.member)
    out.append(_moved(action))


def _move_allowance(content: Act2Content) -> str:
    """The move rule in words, from the content's numbers."""
    spaces = content.components.crew_move_spaces
    climb = content.components.climb_aboard_cost
    if climb == spaces == 2:
        takes = "both"
    elif climb >= spaces:
        takes = "the whole move"
    else:
        takes = f"{climb} of them"
    plural = "" if spaces == 1 else "s"
    return f"{spaces} space{plural}; climbing aboard from the water takes {takes}"


def choose_weapon(
    a2: Act2State, action: A.ChooseWeapon, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Choose one weapon from the member's own gear."""
    _preparing(a2, action.member)
    if action.member in a2.weapon:
        raise IllegalAction(f"{NAMES[action.member]} has already chosen a weapon this round.")
    if action.card not in a2.gear[action.member]:
        raise IllegalAction(f"{NAMES[action.member]} does not hold that card.")
    if not content.gear_cards[action.card].is_weapon:
        raise IllegalAction("That card is an accessory, not a weapon.")
    a2.weapon[action.member] = action.card
    out.append(_readied(action))


def target_zones(a2: Act2State, member: str, content: Act2Content) -> tuple[int, ...]:
    """Zones the member may target with the chosen weapon."""
    weapon = content.gear_cards[a2.weapon[member]]
    if not weapon.is_close_range:
        return content.zones
    return layout(a2, content).water_reach[a2.positions[member]]


def place_target(
    a2: Act2State, action: A.PlaceTarget, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Place the Target token: close-range weapons only at the own or an adjacent Water Space."""
    _preparing(a2, action.member)
    if action.member not in a2.weapon:
        raise IllegalAction(f"{NAMES[action.member]} must choose a weapon before targeting.")
    if action.zone not in content.zones:
        raise IllegalAction(f"There is no zone {action.zone}.")
    if action.zone not in target_zones(a2, action.member, content):
        raise IllegalAction(
            f"A melee or attachable weapon reaches only {NAMES[action.member]}'s own or an "
            f"adjacent Water Space, not {water(action.zone)}."
        )
    a2.target[action.member] = action.zone
    out.append(_targeted(action))


def play_chum(a2: Act2State, action: A.PlayChum, content: Act2Content, rng: Rng, out: Out) -> None:
    """Chum: the Shark shows the unchosen option it named when it locked in."""
    _living(a2, action.member)
    if a2.chums_played >= content.components.chum_per_round:
        raise IllegalAction("Only one Chum card may be played each round.")
    _holds(a2, action.member, action.card, "chum", content)
    a2.chums_played += 1
    a2.gear[action.member] = tuple(c for c in a2.gear[action.member] if c != action.card)
    a2.gear_discard = (*a2.gear_discard, action.card)
    assert a2.chum_reveal is not None
    a2.chum_shown = a2.chum_reveal
    zone = content.resurface_cards[a2.options[a2.chum_reveal]].zone
    same_zone = "".join(
        OPTION_LETTERS[i]
        for i, card in enumerate(a2.options)
        if i != a2.chum_reveal and content.resurface_cards[card].zone == zone
    )
    out.append(ev.ChumRevealed(action.member, OPTION_LETTERS[a2.chum_reveal], zone, same_zone))


def play_cage(a2: Act2State, action: A.PlayCage, content: Act2Content, rng: Rng, out: Out) -> None:
    """Shark Cage: the member takes no wounds for the rest of this round."""
    _living(a2, action.member)
    if action.member in a2.caged:
        raise IllegalAction(f"{NAMES[action.member]} is already in the Shark Cage this round.")
    _holds(a2, action.member, action.card, "cage", content)
    a2.gear[action.member] = tuple(c for c in a2.gear[action.member] if c != action.card)
    a2.gear_discard = (*a2.gear_discard, action.card)
    a2.caged = (*a2.caged, action.member)
    out.append(ev.CagePlayed(action.member))


def crew_ready(
    a2: Act2State, action: A.CrewReady, content: Act2Content, rng: Rng, out: Out
) -> None:
    """Every living member has a Target token out: the Shark reveals."""
    waiting = [NAMES[m] for m in a2.living() if m not in a2.target]
    if waiting:
        raise IllegalAction("Still to place a Target token: " + ", ".join(waiting) + ".")
    reveal(a2, content, out)


# The events of the preparation's actions: each action always tells the same frozen event.


@by_identity
def _moved(action: A.OrcaMove) -> ev.CrewMoved:
    return ev.CrewMoved(action.member, action.to)


@by_identity
def _readied(action: A.ChooseWeapon) -> ev.WeaponChosen:
    return ev.WeaponChosen(action.member, action.card)


@by_identity
def _targeted(action: A.PlaceTarget) -> ev.TargetPlaced:
    return ev.TargetPlaced(action.member, action.zone)


def _holds(a2: Act2State, member: str, card: str, accessory: str, content: Act2Content) -> None:
    if card not in a2.gear[member]:
        raise IllegalAction(f"{NAMES[member]} does not hold that card.")
    if content.gear_cards[card].accessory != accessory:
        raise IllegalAction(f"That card is not {_ACCESSORY_NAMES[accessory]}.")


_ACCESSORY_NAMES = {"chum": "a Chum card", "cage": "a Shark Cage", "ammo": "an Ammo card"}
