"""Taking back the crew's actions: the rule Board Game Arena uses.

A crew action can be taken back until one of the crew's actions gives an answer (Fish Finder,
Binoculars, a launch...), a die is rolled or a card drawn, or the turn passes (in Act 1 each
crew member's turn: once Brody's turn is over, it stays over). Whether an
action may be taken back is read from the events it produced: only actions whose every event
is in a short list of plain moves and choices qualify, so anything new is refused by default.
Taking back replays the log without the last action into a fresh state; the seed and draw
counter are part of the state, so the game goes on exactly as if the action had not happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from jaws.engine import whose_turn
from jaws.replay import replayed_game

if TYPE_CHECKING:
    from jaws.session import GameSession, LogEntry

# Events that tell the crew nothing it did not choose: no answer, no die, no card, no secret.
PLAIN_EVENTS = frozenset(
    {
        # Act 1: a crew member moved, rescued, picked up, dropped, gave, closed, ended a turn
        "crew_acted",
        "beach_token_changed",
        # Act 2: gear divided, boarding, moving, readying a weapon, placing a Target token
        "gear_given",
        "crew_boarded",
        "crew_moved",
        "weapon_chosen",
        "target_placed",
    }
)


class CannotTakeBack(ValueError):
    """The last action cannot be taken back (the reason is a sentence for the player)."""


def is_undoable(entry: LogEntry) -> bool:
    """True if the entry is a crew action whose every event is a plain move or choice."""
    if getattr(entry.action, "seat", None) != "crew":
        return False
    return all(getattr(event, "kind", "") in PLAIN_EVENTS for event in entry.events)


def why_not(session: GameSession) -> str | None:
    """None if the crew may take its last action back, else the reason in a sentence."""
    if session.outcome is not None:
        return "The game is over."
    if not session.log:
        return "Nothing to take back."
    if whose_turn(session.state) != "crew":
        return "It is not the crew's turn."
    last = session.log[-1].action
    act1 = session.view("crew").act1
    member = getattr(last, "member", None)
    if session.act == 1 and act1 is not None and member in act1.done:
        return f"{str(member).title()}'s turn is over: it cannot be taken back."
    if not is_undoable(session.log[-1]):
        if getattr(last, "seat", None) != "crew":
            return "Nothing of the crew's to take back this turn."
        return f"'{last}' gave an answer or moved the game on: it cannot be taken back."
    return None


def take_back(session: GameSession) -> LogEntry:
    """Remove the crew's last action; raises CannotTakeBack (changing nothing) if it may not."""
    reason = why_not(session)
    if reason is not None:
        raise CannotTakeBack(reason)
    earlier = [entry.action for entry in session.log[:-1]]
    session.state, _ = replayed_game(session.mode, session.seed, earlier, session.state.content)
    return session.log.pop()
