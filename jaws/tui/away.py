"""On a joined device: whether the game waits on crew seats whose devices have left.

A seat's device that left is named by the host ("Player 2 (crew)'s device has left"); the game
waits on it only when no crew player still here can move: every crew member who may act now is
played by away players alone (a member two players share waits only when both are away). The
line that says so replaces "taking its turn" only then (helper-70: it blamed player 2 while
player 3's Brody was mid-turn)."""

from __future__ import annotations

from collections.abc import Sequence

from jaws.ids import CREW
from jaws.net.notices import crew_player_named, crew_seat_name
from jaws.session import JOINT
from jaws.tui.app_base import TableSession
from jaws.views.act2 import Act2View


def away_waited_on(session: TableSession, seat: str, away_seats: Sequence[str]) -> list[str]:
    """The away crew seats the game waits on, as the host names them ([] when a crew player
    still here can move, or the game waits on the crew for nothing)."""
    away = {p for name in away_seats if (p := crew_player_named(name)) is not None}
    if not away or session.whose_turn() != "crew":
        return []
    members = members_to_act(session, seat)
    if not members or not all(set(players_of(session, m)) <= away for m in members):
        return []
    needed = set().union(*(players_of(session, m) for m in members))
    return [crew_seat_name(p) for p in sorted(needed)]


def players_of(session: TableSession, member: str) -> list[int]:
    """The crew players who play `member`, lowest first: his own, or every crew player for a
    member they share (Hooper in a 3-player game)."""
    player = session.crew_players.get(member, JOINT)
    return list(range(2, session.players + 1)) if player == JOINT else [player]


def members_to_act(session: TableSession, seat: str) -> list[str]:
    """The crew members who may act now, as the view shows: in Act 1's Crew Phase the member
    whose turn is under way, else those not done; otherwise every member still in the game
    (any crew player may answer an Event card or play Act 2)."""
    view = session.view(seat)
    a1, a2 = view.act1, view.act2
    if a1 is not None and a1.phase == "crew":
        if a1.active is not None:
            return [a1.active]
        return [m for m in CREW if m not in a1.done]
    if a2 is not None:
        living: list[str] = [m for m in CREW if m not in a2.eliminated]
        # The members a step still waits on: boarding, preparing (until a Target is placed),
        # attacking; any of them may answer the rest (helper-71: with player 3's Brody yet to
        # prepare and player 3 away, nothing said the game waited on him).
        if a2.phase == "board":
            waiting = [m for m in living if m not in a2.positions]
        elif a2.phase == "prepare":
            waiting = [m for m in living if m not in a2.target]
        elif a2.phase == "crew_attack":
            waiting = attackers_left(a2)
        else:
            waiting = []
        return waiting or living
    return [str(m) for m in CREW]


def attackers_left(a2: Act2View) -> list[str]:
    """The members, in seat order, whose Target token is still out and who have not attacked
    or held back: those the crew's "done attacking" declines for (the engine's `attackers`,
    read from a view)."""
    return [m for m in CREW if m not in a2.eliminated and m in a2.target and m not in a2.resolved]
