"""GameSession: the one façade the TUI, the bots, saves and tests use to run a game.

It holds the state, the action log and who controls each seat, and is the only place that
calls `apply`. Readers get views, never the state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from jaws.content import Content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.state import GameState, Mode, Outcome, Seat
from jaws.views import GameView, view_for, visible_events

ControllerKind = Literal["human", "bot"]


@dataclass(frozen=True)
class SeatControl:
    """Who plays a seat: a human at the keyboard, or a bot at a level ("easy", "hard")."""

    kind: ControllerKind = "human"
    level: str | None = None

    def __str__(self) -> str:
        return "human" if self.kind == "human" else f"AI ({self.level})"


@dataclass(frozen=True)
class LogEntry:
    """One applied action and the events it caused."""

    action: Any
    events: tuple[Any, ...]


@dataclass
class GameSession:
    """A game in progress: state, log, players and seats."""

    state: GameState
    players: int = 4
    seats: dict[str, SeatControl] = field(
        default_factory=lambda: {"shark": SeatControl(), "crew": SeatControl()}
    )
    # Which player (1-based, 1 is the Shark) controls each crew member.
    crew_players: dict[str, int] = field(default_factory=dict)
    log: list[LogEntry] = field(default_factory=list)
    # Called after every submitted action (autosave hooks in here).
    on_change: Callable[[GameSession, LogEntry], None] | None = None

    @classmethod
    def new(
        cls,
        mode: Mode,
        seed: int,
        *,
        players: int = 4,
        seats: dict[str, SeatControl] | None = None,
        content: Content | None = None,
    ) -> GameSession:
        """Start a new game; raises ValueError for a bad mode or player count."""
        if not 2 <= players <= 4:
            raise ValueError("Jaws is played by 2 to 4 players")
        return cls(
            state=new_game(mode, seed, content),
            players=players,
            seats=dict(seats or {"shark": SeatControl(), "crew": SeatControl()}),
            crew_players=default_crew_players(players),
        )

    @property
    def mode(self) -> Mode:
        return self.state.mode

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    def whose_turn(self) -> Seat | None:
        """The seat to act now, or None when the game is over."""
        return whose_turn(self.state)

    def view(self, viewer: str) -> GameView:
        """What `viewer` ("shark", "crew", "spectator") may know now."""
        return view_for(self.state, viewer)

    def legal_actions(self, seat: Seat) -> list[Any]:
        """The actions `seat` may take now."""
        return legal_actions(self.state, seat)

    def submit(self, action: Any) -> list[Any]:
        """Apply one action; raises IllegalAction and changes nothing if it is refused."""
        self.state, events = apply(self.state, action)
        entry = LogEntry(action, tuple(events))
        self.log.append(entry)
        if self.on_change is not None:
            self.on_change(self, entry)
        return events

    def events_for(self, viewer: str) -> list[Any]:
        """Every event so far that `viewer` may see, in order."""
        return visible_events((e for entry in self.log for e in entry.events), viewer)


def default_crew_players(players: int) -> dict[str, int]:
    """The rulebook's split: 4 players one each; 3 share Hooper; 2 the crew player has all."""
    if players == 4:
        return {"quint": 2, "brody": 3, "hooper": 4}
    if players == 3:
        return {"quint": 2, "brody": 3, "hooper": 0}  # 0: controlled jointly
    return {"quint": 2, "brody": 2, "hooper": 2}
