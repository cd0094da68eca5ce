"""A hosted game, the connections playing it, and the `state` frames each is sent.

The Shark's connections are shown the game as it is; the crew's and the spectators' as their
`Shown` says (the game as it is, except while a Shark phase is held from them: jaws.net.pacing).
Frames are built once per game and pass: each seat's view is encoded once for all the
connections that share it, and each run of events once for the connections that need it.
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection

from jaws.deduction.model import TurnContext, turn_context
from jaws.engine import legal_actions, whose_turn
from jaws.engine.actions import Action
from jaws.engine.events import Event
from jaws.engine.state import GameState
from jaws.net import protocol
from jaws.net.notices import SHARK_SEAT_NAME, crew_seat_name
from jaws.net.pacing import Hold, Shown
from jaws.net.store import SeatCode
from jaws.replay import views_along
from jaws.session import GameSession, LogEntry
from jaws.views import CrewView, view_for, visible_events

# Crew decisions that name a crew member but are the whole crew's to make (who gets the extra
# action; how the shared gear is divided): any crew player may make them.
CREW_DECISIONS = frozenset({"choose_extra_action", "give_gear"})


def plays_for(action: Action, members: tuple[str, ...]) -> bool:
    """Whether a crew player controlling `members` may make `action` (the rulebook's split)."""
    member = getattr(action, "member", None)
    return member is None or member in members or action.kind in CREW_DECISIONS


# The Shark's Act 2 phase played in the open: the rules make it announce its target and roll
# where everyone sees (jaws.tui.table_moments plays it on the crew's screen in one process).
PUBLIC_SHARK_PHASES = frozenset({"shark_attack"})


def shark_in_secret(state: GameState) -> bool:
    """Whether the Shark is to move in a phase held from the crew (jaws.net.pacing): every
    Shark phase but Act 2's attack. Held too, the attack's hits and the Shark's dive reached
    the crew only after the Shark had also chosen its next Resurface option (stop-36
    playtest)."""
    if whose_turn(state) != "shark":
        return False
    act2 = state.act2 if state.act == 2 else None
    return act2 is None or act2.phase not in PUBLIC_SHARK_PHASES


def start_chosen(shown: GameState, now: GameState) -> bool:
    """Whether the crew was last shown Act 1 waiting for the Shark's secret start and the
    Shark has since chosen it, its first turn not yet over: round 1's Event card and swimmers
    are public from then on. They reached a crew device only with the end of that turn (the
    choice and the turn were one held phase), where every later round's showed as its Shark
    turn began (stop-37 playtest)."""
    before, after = shown.act1, now.act1
    return (
        shown.act == 1
        and before is not None
        and before.phase == "shark_start"
        and after is not None
        and after.phase == "shark"
    )


def new_turn() -> str:
    """A position's random token. It says nothing about how many moves were made (a count
    would tell the crew how many private steps the Shark took)."""
    return secrets.token_urlsafe(9)


@dataclass(eq=False)
class Client:
    """One open connection and the seat its code opened."""

    ws: ServerConnection
    seat: SeatCode
    sent: int = 0  # log entries whose events this connection has been sent
    shown: str | None = None  # the view in the last state frame it was sent


def seat_name(seat: SeatCode) -> str:
    """A seat as the table names it: "The Shark", "Player 2 (crew)", "A spectator"."""
    if seat.seat == "shark":
        return SHARK_SEAT_NAME
    if seat.seat == "crew":
        return crew_seat_name(seat.player)
    return "A spectator"


@dataclass(eq=False)
class HostedGame:
    """A game, its seats' codes, who is connected, and what the crew may be shown."""

    session: GameSession
    codes: list[SeatCode]
    clients: set[Client] = field(default_factory=set)
    # The current position's random token: a move must carry it.
    turn: str = field(default_factory=new_turn)
    public: Shown = field(init=False)
    hold: Hold | None = None  # the Shark phase held from the crew, if one is
    slowest: float = 0.0  # the slowest Shark phase so far (up to pacing.STICKY_LIMIT)
    away: set[SeatCode] = field(default_factory=set)  # seats whose devices left, not back

    def __post_init__(self) -> None:
        self.public = Shown(self.session.state, len(self.session.log), self.turn)

    @property
    def game_id(self) -> str:
        return self.session.game_id

    def show_public(self) -> None:
        """The crew and spectators may be shown the game as it is now."""
        self.public = Shown(self.session.state, len(self.session.log), self.turn)

    def crew_to_move(self) -> str | None:
        """Whose turn it is as the crew's connections are shown (the Shark's while held)."""
        return whose_turn(self.public.state)


def shark_turn_boards(session: GameSession, upto: int) -> list[TurnContext]:
    """The public board of each Act 1 Shark turn begun within the first `upto` moves, as the
    crew saw it when the turn began: what a crew device that joins mid-game needs for its
    where-could-it-be deduction (the current view no longer shows past boards: a device that
    rejoined lost the overlay for the rest of the game, stop-36 playtest). Replayed from the
    log, so it costs one replay per joining device."""
    return [context for context, _ in past_shark_turns(session, upto)]


def past_shark_turns(session: GameSession, upto: int) -> list[tuple[TurnContext, CrewView]]:
    """Per Act 1 Shark turn begun within the first `upto` moves, in round order: its board
    for the deduction (see `shark_turn_boards`) and the crew's view as it began, for the
    end-of-act replay (a device that rejoined drew the round it rejoined in on the board of
    the moment it came back: helper-51). The view keeps only that round's clues, which is all
    the replay draws (the record of the whole act comes with the current view)."""
    turns: dict[int, tuple[TurnContext, CrewView]] = {}
    content = session.state.content
    actions = session.actions[:upto]
    for view in views_along(session.mode, session.seed, actions, "crew", content):
        a1 = view.act1
        if view.act == 1 and a1 is not None and a1.phase == "shark" and a1.round not in turns:
            clues = tuple(c for c in a1.record if getattr(c, "round", None) == a1.round)
            lean = dataclasses.replace(view, act1=dataclasses.replace(a1, record=clues))
            turns[a1.round] = (turn_context(a1, content.act1), lean)
    return [turns[round_no] for round_no in sorted(turns)]


def frames(game: HostedGame, clients: Iterable[Client]) -> list[tuple[Client, str]]:
    """The `state` frame for each of `clients` that has something new to see (a crew or
    spectator connection's first one in Act 1 with the boards of past Shark turns)."""
    session = game.session
    views: dict[str, str] = {}
    past_turns: dict[int, tuple[str, str]] = {}  # per log length: the boards, the replay
    events: dict[tuple[str, int, int], list[Event]] = {}
    out: list[tuple[Client, str]] = []
    for client in clients:
        viewer = client.seat.seat
        if viewer == "shark":
            state, upto, turn = session.state, len(session.log), game.turn
        else:
            state, upto, turn = game.public.state, game.public.log, game.public.turn
        key = (viewer, client.sent, upto)
        if key not in events:
            events[key] = visible_events(_events(session.log[client.sent : upto]), viewer)
        client.sent = upto
        legal: Sequence[Action] = ()
        if whose_turn(state) == viewer:
            legal = legal_actions(state, viewer)
            if viewer == "crew":
                members = session.members_of(client.seat.player)
                legal = [action for action in legal if plays_for(action, members)]
        if viewer not in views:
            views[viewer] = protocol.view_json(view_for(state, viewer))
        shown = views[viewer]
        if not events[key] and not legal and shown == client.shown:
            continue
        first = client.shown is None
        client.shown = shown
        past = replayed = ""
        if first and state.act == 1:
            if upto not in past_turns:
                turns = past_shark_turns(session, upto)
                past_turns[upto] = (
                    protocol.encode_boards([context for context, _ in turns]),
                    protocol.encode_replay([view for _, view in turns]),
                )
            past, replayed = past_turns[upto]
            if viewer == "shark":
                # The end-of-act replay's boards (public), not the crew's deduction: a Shark
                # device that rejoined drew every round of its replay on the last board
                # (helper-66), as a crew device did before helper-51's fix.
                past = ""
        out.append((client, protocol.state(turn, shown, events[key], legal, past, replayed)))
    return out


def _events(entries: Iterable[LogEntry]) -> Iterable[Event]:
    for entry in entries:
        yield from entry.events
