"""Why an Act 1 action is refused, as a cheap code; the sentence is built only when apply refuses.

The rule predicates (crew_checks.py, shark.py) return a `Refusal` member or None. Listing legal
actions asks them thousands of times a second and only needs "refused or not", so no sentence
is formatted there. Each member's value is the sentence's template; `sentence` fills it in from
the action and the state, for the IllegalAction that `apply` raises.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any

from jaws.content.act1 import Act1Content
from jaws.engine.act1.actions import NAMES, POWER_NAMES, Act1Action
from jaws.engine.act1.state import Act1State


class Refusal(StrEnum):
    """One reason the rules give for refusing an Act 1 action; the value is its sentence."""

    # The crew's turn.
    NOT_CREW = "Only Quint, Brody or Hooper can act in the crew's turn."
    NOT_THEIR_ABILITY = "{owner}, not {name}."
    ALREADY_DONE = "{name} has already finished this round."
    OTHER_TURN = "{active} is taking a turn: it must end before {name} starts."
    MUST_CLIMB = "{name} is in the water and must climb back aboard first."
    NO_ACTIONS_LEFT = "{name} does not have {cost} action(s) left."
    NOT_IN_WATER = "{name} is not in the water."
    NOT_A_CREW_ACTION = "That is not a crew action."
    MOVE_LENGTH = "{name} moves {limit} space(s) per action."
    NOT_ADJACENT = "{name} cannot go from {step_from} to {step_to}: not adjacent by {medium}."
    MOVE_IN_PLACE = "{name}'s move must end in another space."
    MICHAEL_ONLY_BRODY = "Only Brody can rescue his son Michael."
    NO_MICHAEL_HERE = "Michael is not swimming here."
    NO_SWIMMER_HERE = "There is no swimmer to rescue at {here}."
    ONLY_MICHAEL_HERE = "Only Michael swims at {here}, and only Brody can rescue his son."
    SHOP_ONLY = "Brody picks up barrels only at the Shop."
    BRODY_CARRIES_ONE = "Brody can carry only one barrel at a time."
    NOT_AT_DOCK = "{name} is not at a Dock."
    DOCKS_CLOSED = "The Docks are closed this round (Holiday Roast)."
    BOAT_ELSEWHERE = "Hooper's boat is not in Quint's space."
    WRONG_SOURCE = "{name} cannot pick up barrels from there."
    PICK_UP_NONE = "Pick up at least one barrel."
    SHOP_ONE_AT_A_TIME = "Brody picks up one barrel at a time."
    TOO_FEW_BARRELS = "There are only {available} barrel(s) to pick up there."
    NOT_CARRYING = "Brody is not carrying a barrel."
    DROP_AT_DOCK = "Brody can drop a barrel only at a Dock."
    GIVE_APART = "Hooper must be in Quint's space to give him barrels."
    BOAT_EMPTY = "Hooper has no barrels on his boat."
    QUINT_IN_WATER = "Quint is in the water and cannot take barrels."
    LAUNCHED = "Quint launches only one barrel per round."
    ORCA_EMPTY = "Quint has no barrel on the Orca to launch."
    LAUNCH_REACH = "Quint can launch only into his own space or adjacent water, not {target}."
    BINOCULARS_USED = "The Binoculars can be used once per round."
    BINOCULARS_BEACH = "Brody can use the Binoculars only at a beach."
    FISH_FINDER_USED = "The Fish Finder can be used once per round."
    CLOSED_ONCE = "Brody can close a beach once per round."
    FOURTH_OF_JULY = "No beach may be closed on the Fourth of July."
    CLOSING_PLACE = "Brody closes beaches from the Mayor's Office or the Amity P.D."
    NOT_A_BEACH = "{beach} is not a beach."
    BEACH_HAS_SWIMMERS = "Beach {beach} still has swimmers: it can be closed only when empty."
    BEACH_CLOSED = "Beach {beach} is already closed."
    # The Shark's turn.
    TRACK_FULL = "The Swimmer Track is full: end your turn to finish the act."
    NO_SUCH_POWER = "There is no Power token called {power_repr}."
    ONE_POWER = "Only one Power token may be played each round."
    POWER_USED = "{power} has already been used this game."
    SHARK_DONE = "The Shark has no actions left this round: end the turn."
    NO_MICHAEL_TO_EAT = "Michael is not swimming in your space."
    NO_SWIMMER_TO_EAT = "There is no swimmer in your space to eat."
    FRENZY_NEEDED = "Eating every swimmer at once needs the Feeding Frenzy token."
    EMPTY_MOVE = "A move needs at least one space."
    BURST_NEEDED = "Moving more than one space needs the Speed Burst token."
    BURST_USED = "Speed Burst moves up to three spaces only once."
    BURST_LENGTH = "Speed Burst moves at most {spaces} spaces."
    SHARK_NOT_ADJACENT = "The Shark cannot swim from {step_from} to {step_to}: not adjacent water."
    KNOCK_ROUND = "The Shark can knock captains overboard only in Ben Gardner's round."
    NOT_PASSED = "The Shark does not pass {captain}'s boat on that move."
    KNOCK_TWICE = "A captain can be knocked into the water only once."
    KNOCK_ORDER = "Name the captains in seat order: Quint before Hooper."


def first_gap(
    adj: dict[str, tuple[str, ...]], here: str, path: tuple[str, ...]
) -> tuple[str, str] | None:
    """The first step of `path` from `here` that is not adjacent (from, to), or None."""
    for step in path:
        if step not in adj.get(here, ()):
            return here, step
        here = step
    return None


Detail = Callable[[Act1State, Any, Act1Content], object]
"""How to work out one word of a template from the state, the action and the content."""


class _Details(dict[str, object]):
    """The words a template asks for, worked out only when it asks (a refusal is rare)."""

    def __init__(
        self,
        a1: Act1State,
        action: Act1Action,
        content: Act1Content,
        rules: Mapping[str, Detail],
    ) -> None:
        super().__init__()
        self.a1, self.action, self.content, self.rules = a1, action, content, rules

    def __missing__(self, key: str) -> object:
        value = self.rules[key](self.a1, self.action, self.content)
        self[key] = value
        return value


def sentence(
    code: str,
    a1: Act1State,
    action: Act1Action,
    content: Act1Content,
    details: Mapping[str, Detail],
) -> str:
    """The sentence a player reads for refusal `code` of `action` in `a1`.

    `details` works out the rule-specific words (the common ones are here); a plain string
    (no placeholders) comes back as it is.
    """
    return code.format_map(_Details(a1, action, content, {**COMMON_DETAILS, **details}))


def member_of(action: Act1Action) -> str:
    """The crew member an action names ("" for the Shark's)."""
    return str(getattr(action, "member", ""))


COMMON_DETAILS: dict[str, Detail] = {
    "name": lambda _a1, action, _content: NAMES[member_of(action)],
    "active": lambda a1, _action, _content: NAMES[str(a1.active)],
    "here": lambda a1, action, _content: a1.positions[member_of(action)],
    "target": lambda _a1, action, _content: action.target,
    "beach": lambda _a1, action, _content: action.beach,
    "power": lambda _a1, action, _content: POWER_NAMES[action.power],
    "power_repr": lambda _a1, action, _content: repr(action.power),
    "spaces": lambda _a1, _action, content: content.components.speed_burst_spaces,
}
