"""Why an Act 1 crew verb, or a key of the Shark's, takes nothing now, in the rules' words.

A verb key with no legal action ("l" when Quint has no barrel aboard) used to be answered
"takes nothing now", and the player could not tell why (stop-33 playtest). The engine already
refuses an illegal action with a sentence a player understands, so the verb's action is tried
on the game, for the member who has it, and the refusal is what the player is told. Only
verbs whose action is the same wherever it is aimed are tried (a launch is tried into Quint's
own space), so the reason never depends on a guessed target; the crew's refusals read public
facts only (what a member carries, has used, or where he stands).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import get_args

from jaws.engine import apply, legal_actions
from jaws.engine.act1.actions import (
    Act1Action,
    CloseBeach,
    DropBarrel,
    GiveBarrels,
    LaunchBarrel,
    PickUpBarrels,
    PlayPower,
    PowerId,
    Rescue,
    SharkEat,
    SharkEatAll,
    SharkMove,
    UseBinoculars,
    UseFishFinder,
)
from jaws.engine.act1.crew_checks import beach_refusal
from jaws.engine.act1.refusals import Refusal
from jaws.engine.act1.shark import no_actions_refusal, track_full_refusal
from jaws.engine.act2.actions import AttackBoat, CrewReady, card_label
from jaws.engine.act2.shark_attacks import crew_in_reach
from jaws.engine.actions import Action
from jaws.engine.errors import IllegalAction
from jaws.engine.state import GameState
from jaws.ids import CREW, NAMES, CrewMember
from jaws.tui.widgets.direct_input import divide_order
from jaws.views.act2 import Act2View

# Each verb's action, given where every member stands.
PROBES: dict[str, Callable[[dict[str, str]], Act1Action]] = {
    "l": lambda at: LaunchBarrel(target=at["quint"]),
    "b": lambda at: UseBinoculars(),
    "f": lambda at: UseFishFinder(),
    "o": lambda at: DropBarrel(),
    "g": lambda at: GiveBarrels(),
}
# The verbs tried for the member the keys go to (None: not for him): "r" with no swimmer at
# Brody's space was answered "takes nothing now" (helper-37, stop 41); Brody picks up only at
# the Shop, so his "p" is the same wherever he stands ("p" while he carries a barrel was told
# whose turn it was: helper-56).
MEMBER_PROBES: dict[str, Callable[[CrewMember], Act1Action | None]] = {
    "r": lambda member: Rescue(member),
    "p": lambda member: PickUpBarrels("brody", "shop", 1) if member == "brody" else None,
}


def local_state(session: object) -> GameState | None:
    """The session's own game, or None on a joined device (it holds only its view)."""
    state = getattr(session, "state", None)
    return state if isinstance(state, GameState) else None


def refused_verb(session: object, char: str, member: str | None = None) -> str | None:
    """The rules' reason the verb `char` takes nothing now (for `member`, the one the keys go
    to, if every member has it), or None when there is no verb to try or no local game to
    try it on (a remote seat holds only its view)."""
    state = local_state(session)
    if state is None or state.act1 is None or state.act1.phase != "crew":
        return None
    probe = PROBES.get(char)
    if probe is not None:
        return engine_refusal(state, probe(state.act1.positions))
    member_probe = MEMBER_PROBES.get(char)
    tried = member_probe(member) if member_probe is not None and member in CREW else None
    if tried is not None:
        return engine_refusal(state, tried)
    if char == "c":
        return refused_closing(state)
    return None


# The crew's verbs whose target, typed after the verb, the engine can refuse in its own words.
TARGET_PROBES: dict[str, Callable[[str], Act1Action]] = {
    "c": lambda space: CloseBeach(space),
    "l": lambda space: LaunchBarrel(target=space),
}


def refused_target(session: object, verb: str, space: str) -> str | None:
    """The rules' reason the crew's verb `verb` cannot be aimed at `space` ("c N": "Beach N
    still has swimmers: ..."; "c N" was answered "chooses nothing now: “c” takes W", stop-44
    playtest), or None with no such verb, no local game, or no refusal."""
    state = local_state(session)
    probe = TARGET_PROBES.get(verb)
    if probe is None or state is None or state.act1 is None:
        return None
    if state.act1.phase != "crew" or space not in state.content.act1.space_names:
        return None
    return _closing_places_named(engine_refusal(state, probe(space)), state)


def _closing_places_named(reason: str | None, state: GameState) -> str | None:
    """The rules name Brody's closing places; the map labels them by number (helper-54:
    "from the Mayor's Office or the Amity P.D." left the player to find them)."""
    if reason != Refusal.CLOSING_PLACE.value:
        return reason
    spots = " or ".join(state.content.act1.board.beach_closing_spaces)
    return f"{reason} ({spots} on the map)"  # its full stop is P.D.'s


def refused_closing(state: GameState) -> str | None:
    """Why Brody can close no beach now: the engine's reason when every beach gets the same
    one ("Brody can close a beach once per round."), else each beach's, gathered ("No beach
    can be closed now: N, E and S still have swimmers; W is already closed."). "c" with no
    beach to close was answered only with Brody's moves (stop-44 playtest). None when some
    beach can be closed."""
    content = state.content.act1
    beaches = content.board.beaches
    reasons = {b: engine_refusal(state, CloseBeach(b)) for b in beaches}
    said = set(reasons.values())
    if None in said:
        return None
    if len(said) == 1:
        return _closing_places_named(said.pop(), state)
    # The reasons differ by beach, so they are the beaches' own (jaws.engine's beach_refusal).
    assert state.act1 is not None
    kinds = {b: beach_refusal(state.act1, b, content) for b in beaches}
    swimming = [b for b, k in kinds.items() if k is Refusal.BEACH_HAS_SWIMMERS]
    closed = [b for b, k in kinds.items() if k is Refusal.BEACH_CLOSED]
    if len(swimming) + len(closed) != len(beaches):
        return " ".join(sorted(r for r in said if r is not None))
    if len(swimming) == len(beaches):
        return "No beach can be closed now: every beach still has swimmers."
    parts = []
    if swimming:
        verb = "has" if len(swimming) == 1 else "have"
        parts.append(f"{_and(swimming)} still {verb} swimmers")
    if closed:
        parts.append(f"{_and(closed)} is already closed")
    return f"No beach can be closed now: {'; '.join(parts)}."


def _and(names: Sequence[str]) -> str:
    """ "N, E and S"; "W" alone."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def local_refusal(session: object, action: Action) -> str | None:
    """The engine's sentence refusing `action` on the session's own game, or None if it would
    be taken or there is no local game (a joined device holds only its view)."""
    state = local_state(session)
    return None if state is None else engine_refusal(state, action)


def engine_refusal(state: GameState, action: Action) -> str | None:
    """The engine's sentence refusing `action` on `state`, or None if it would be taken (the
    state is not changed: `apply` returns a new one)."""
    try:
        apply(state, action)
    except IllegalAction as refusal:
        return str(refusal)
    return None


def refused_shark_key(session: object, char: str) -> str | None:
    """Why the Shark's key `char` takes nothing now, in the rules' words: the plan's meals
    have filled the Swimmer Track, or its actions are used (stop-35 playtest); else, for a
    space's label, "a" or "f", the engine's refusal of that move or meal ("“8” takes nothing
    now" beside a Shark at 3 left it to guess why: stop-38 playtest). None when there is no
    such reason, or no local game (the Shark's screen only: its own facts)."""
    state = local_state(session)
    if state is None or state.act1 is None:
        return None
    a1 = state.act1
    if a1.phase != "shark" or a1.plan is None:
        return None
    if char == "p":
        # "p" once this round's token is played, or with none left ("“p” takes nothing now"
        # after Speed Burst left the Shark to guess: helper-46).
        if not a1.powers_left:
            return ALL_POWERS_PLAYED
        token = next(p for p in get_args(PowerId) if p in a1.powers_left)
        said = engine_refusal(state, PlayPower(token))
        if said is not None:
            return said
    refusal = track_full_refusal(a1, a1.plan, state.content.act1) or no_actions_refusal(a1, a1.plan)
    if refusal is not None:
        return str(refusal.value)
    probe = SHARK_PROBES.get(char)
    if probe is None and char.upper() in state.content.act1.water_adj:
        probe = SharkMove((char.upper(),))
    return None if probe is None else engine_refusal(state, probe)


ALL_POWERS_PLAYED = "The Shark has played all four of its Power tokens."
# The Shark's meals, tried as typed.
SHARK_PROBES: dict[str, Act1Action] = {"a": SharkEat(), "f": SharkEatAll()}


# Act 2's crew verbs whose refusal the engine words (the crew's own facts: who has yet to ready
# a weapon or place a Target token), tried in the crew's prepare step.
ACT2_PROBES: dict[str, Action] = {"e": CrewReady()}


def refused_act2_verb(session: object, char: str) -> str | None:
    """Why the crew's Act 2 verb `char` takes nothing now, in the engine's words ("“e”: Still
    to place a Target token: Hooper." where "“e” takes nothing now" left the crew to guess:
    stop-38 playtest); None when there is no such verb or no local game."""
    state = local_state(session)
    probe = ACT2_PROBES.get(char)
    if probe is None or state is None or state.act2 is None:
        return None
    if state.act != 2 or state.act2.phase != "prepare":
        return None
    return engine_refusal(state, probe)


def refused_shark_attack(session: object, char: str) -> str | None:
    """Why the Shark's "a" (attack a crew member) takes nothing in its Act 2 attack: no one is
    in the water in or next to its space, in the engine's words, and what it may attack
    instead ("“a” takes nothing now" left it to guess: helper-52). None otherwise."""
    state = local_state(session)
    if char != "a" or state is None or state.act2 is None or state.act != 2:
        return None
    a2 = state.act2
    if a2.phase != "shark_attack" or a2.pending is not None or a2.attacked:
        return None  # refused for another reason, which the list's rows show (review)
    if crew_in_reach(a2, state.content.act2):
        return None  # someone may be attacked: "a" is not refused for this
    boat = any(isinstance(a, AttackBoat) for a in legal_actions(state, "shark"))
    instead = ": b attacks the boat" if boat else ""
    return f"No crew member is in the water in or next to the Shark's space{instead}."


def refused_divide_number(
    view: Act2View, personal: Mapping[str, Sequence[str]], char: str
) -> str | None:
    """Why the number `char` gives no card while the crew divides the shared gear (numbered
    as jaws.tui.widgets.direct_input.divide_order numbers its kinds): that kind is given
    already, and to whom, or there is no such number. "“1” takes nothing now" left the crew
    to guess that the Air Tank was Quint's, and the member letter typed after it was refused
    in turn (stop-39 playtest). None outside the divide, or for a kind still to give."""
    if view.phase != "divide" or not char.isdigit():
        return None
    order = divide_order(view.gear_pool, view.gear, personal)
    number = int(char)
    if not 1 <= number <= len(order):
        return f"the gear to divide is numbered 1 to {len(order)}."
    kind = order[number - 1]
    if any(card_label(card) == kind for card in view.gear_pool):
        return None
    holders = [
        NAMES[member]
        for member, cards in view.gear.items()
        if any(card_label(c) == kind and c not in personal.get(member, ()) for c in cards)
    ]
    who = " and ".join(holders) or "the crew"
    return f"the {kind} is given already ({who} has it): u takes back the last card given."
