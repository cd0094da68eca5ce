"""GameSession: the one façade the TUI, the bots, saves and tests use to run a game.

It holds the state, the action log, the players and who controls each seat and crew member,
and is the only place that calls `apply`. Readers get views, never the state. It runs the three
modes alike: a full game (Act 1, then Act 2 with the hands the Swimmer Track decides), Act 1
alone, or Act 2 alone.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal, overload

from jaws.bots import LEVELS, level_choices
from jaws.content import Content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.actions import Action
from jaws.engine.events import Audience, Event, GameEvent
from jaws.engine.state import MODES, GameState, Mode, Outcome
from jaws.ids import CREW, Seat
from jaws.replay import LogEntry as LogEntry  # re-exported: the log type lives with the replay
from jaws.replay import replay_log
from jaws.views import CrewView, SharkView, view_for, visible_events

if TYPE_CHECKING:
    from jaws.saves.seal import Seal

ControllerKind = Literal["human", "bot"]
CREW_MEMBERS: tuple[str, ...] = CREW
SHARK_PLAYER = 1
JOINT = 0  # in a 3-player game, the crew member both crew players control together
SEED_BITS = 63  # an unchosen seed: fresh OS entropy, far too many to try


def new_game_id() -> str:
    """A game's id: random, so it tells nothing about the seed or the deal."""
    return secrets.token_hex(6)


@dataclass(frozen=True)
class TableNote(GameEvent):
    """Something the whole table is told that is not a move (a rewind, say); a public event."""

    text: str
    kind: ClassVar[str] = "table_note"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class SeatControl:
    """Who plays a seat: a human at the keyboard, or a bot at a level ("easy", "hard")."""

    kind: ControllerKind = "human"
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("human", "bot"):
            raise ValueError(f"a seat is played by a human or a bot, not {self.kind!r}")
        if self.kind == "bot" and not self.level:
            raise ValueError("a bot seat needs a level, e.g. 'easy'")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human seat has no bot level")

    def __str__(self) -> str:
        return "human" if self.kind == "human" else f"AI ({self.level})"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


Checkpoint = tuple[int, int, str]


@dataclass
class GameSession:
    """A game in progress: state, log, players and seats."""

    state: GameState
    players: int = 4
    seats: dict[str, SeatControl] = field(
        default_factory=lambda: {"shark": SeatControl(), "crew": SeatControl()}
    )
    # Which player (1-based, 1 is the Shark) controls each crew member; JOINT (0) means both
    # crew players of a 3-player game together.
    crew_players: dict[str, int] = field(default_factory=dict)
    log: list[LogEntry] = field(default_factory=list)
    # Called after every submitted action (autosave hooks in here).
    on_change: Callable[[GameSession, LogEntry], None] | None = None
    # The game's id (its saves carry it, never the seed), and how many times it was rewound:
    # the newest point of a game is the one with the highest (timeline, public actions).
    game_id: str = field(default_factory=new_game_id)
    timeline: int = 0
    # A typed seed is a "practice game": whoever knows the seed can deal the Shark's cards.
    practice: bool = False
    # Public notes for the whole table, each after the first `index` log entries.
    notes: list[tuple[int, TableNote]] = field(default_factory=list)
    # The key the game's saves are sealed with (a jaws.saves.seal.Seal; never shown), and
    # whether the Shark chose to play unsealed. With neither, saves use the AI Shark key file.
    seal: Seal | None = field(default=None, repr=False, compare=False)
    unsealed: bool = False

    @classmethod
    def new(
        cls,
        mode: Mode,
        seed: int | None = None,
        *,
        players: int = 4,
        seats: dict[str, SeatControl] | None = None,
        crew_players: dict[str, int] | None = None,
        content: Content | None = None,
        practice: bool | None = None,
    ) -> GameSession:
        """Start a new game; raises ValueError for a bad mode, seed, player count or seating.

        Without a seed every shuffle comes from fresh OS entropy. A given seed makes it a
        practice game (unless `practice` says otherwise): anyone who knows it can deal it.
        """
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
            practice = bool(practice)
        elif practice is None:
            practice = True
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: choose full, act1 or act2")
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(f"the seed must be a whole number from 0 up, not {seed!r}")
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError("Jaws is played by 2 to 4 players")
        chosen_seats = check_seats(seats)
        split = check_crew_players(players, crew_players or default_crew_players(players))
        return cls(
            state=new_game(mode, seed, content),
            players=players,
            seats=chosen_seats,
            crew_players=split,
            practice=practice,
        )

    @classmethod
    def replay(
        cls,
        mode: Mode,
        seed: int,
        actions: Iterable[Action],
        *,
        players: int = 4,
        seats: dict[str, SeatControl] | None = None,
        crew_players: dict[str, int] | None = None,
        content: Content | None = None,
    ) -> GameSession:
        """A new game with `actions` applied in order; raises IllegalAction (a ReplayRefused)
        on the first refusal."""
        session = cls.new(
            mode, seed, players=players, seats=seats, crew_players=crew_players, content=content
        )
        # The new state is ours alone, so the replay changes it in place (no clone per action).
        session.log.extend(replay_log(session.state, actions))
        return session

    @property
    def mode(self) -> Mode:
        return self.state.mode

    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def act(self) -> int:
        return self.state.act

    @property
    def round(self) -> int:
        """The round of the act in play (0 before Act 1's first round starts)."""
        act_state = self.state.act1 if self.state.act == 1 else self.state.act2
        return int(getattr(act_state, "round", 0) or 0)

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def actions(self) -> list[Action]:
        """Every action applied so far, in order."""
        return [entry.action for entry in self.log]

    def checkpoint(self) -> Checkpoint:
        """(act, round, phase): it changes when an Act 1 phase or an Act 2 step (phase) does."""
        if self.state.outcome is not None:
            return (self.state.act, self.round, "over")
        if self.state.act == 1:
            assert self.state.act1 is not None
            return (1, self.state.act1.round, self.state.act1.phase)
        return (self.state.act, self.round, str(getattr(self.state.act2, "phase", "")))

    def whose_turn(self) -> Seat | None:
        """The seat to act now, or None when the game is over."""
        return whose_turn(self.state)

    def awaiting_answer(self) -> bool:
        """Whether a move is on its way and unanswered: never here, where a move is applied
        as it is submitted (a joined device's session waits for its host)."""
        return False

    @overload
    def view(self, viewer: Literal["shark"]) -> SharkView: ...
    @overload
    def view(self, viewer: Literal["crew", "spectator"]) -> CrewView: ...
    @overload
    def view(self, viewer: str) -> SharkView | CrewView: ...
    def view(self, viewer: str) -> SharkView | CrewView:
        """What `viewer` ("shark", "crew", "spectator") may know now."""
        return view_for(self.state, viewer)

    def legal_actions(self, seat: Seat) -> Sequence[Action]:
        """The actions `seat` may take now."""
        return legal_actions(self.state, seat)

    def submit(self, action: Action) -> list[Event]:
        """Apply one action; raises IllegalAction and changes nothing if it is refused."""
        self.state, events = apply(self.state, action)
        entry = LogEntry(action, tuple(events))
        self.log.append(entry)
        if self.on_change is not None:
            self.on_change(self, entry)
        return events

    def take_back(self) -> LogEntry:
        """Take back the crew's last action (rules in jaws.undo); raises CannotTakeBack."""
        from jaws.undo import take_back

        return take_back(self)

    def events_for(self, viewer: str) -> list[Event | TableNote]:
        """Every event so far that `viewer` may see, in order (table notes among them)."""
        return visible_events(self._events_and_notes(), viewer)

    def _events_and_notes(self) -> Iterator[Event | TableNote]:
        notes = sorted(self.notes, key=lambda pair: pair[0])
        upcoming = 0
        for index, entry in enumerate(self.log):
            while upcoming < len(notes) and notes[upcoming][0] <= index:
                yield notes[upcoming][1]
                upcoming += 1
            yield from entry.events
        for _, note in notes[upcoming:]:
            yield note

    def tell_table(self, text: str) -> TableNote:
        """Add a public note for the whole table after the moves so far."""
        note = TableNote(text)
        self.notes.append((len(self.log), note))
        return note

    def is_bot(self, seat: Seat) -> bool:
        """True if a bot plays `seat`."""
        return self.seats[seat].is_bot

    def members_of(self, player: int) -> tuple[str, ...]:
        """The crew members player `player` controls, alone or jointly (none for the Shark)."""
        if player == SHARK_PLAYER:
            return ()
        if not 2 <= player <= self.players:
            return ()
        return tuple(m for m in CREW_MEMBERS if self.crew_players[m] in (player, JOINT))

    def controller_of(self, member: str) -> str:
        """Who plays a crew member, as players read it: "Player 2" or "Players 2 and 3"."""
        player = self.crew_players[member]
        if player == JOINT:
            crew = range(2, self.players + 1)
            return "Players " + " and ".join(str(p) for p in crew)
        return f"Player {player}"


# With no other choice made: one Shark and one crew player, the smallest table and the one solo
# play and pass-and-play suit best. The New-game form and `jaws new` both start from it.
DEFAULT_PLAYERS = 2


def default_crew_players(players: int) -> dict[str, int]:
    """The rulebook's split: 4 players one each; 3 share Hooper; 2 the crew player has all."""
    if players == 4:
        return {"quint": 2, "brody": 3, "hooper": 4}
    if players == 3:
        return {"quint": 2, "brody": 3, "hooper": JOINT}
    return {"quint": 2, "brody": 2, "hooper": 2}


def check_seats(seats: dict[str, SeatControl] | None) -> dict[str, SeatControl]:
    """The seat controls, both seats filled in; raises ValueError for an unknown seat."""
    chosen = {"shark": SeatControl(), "crew": SeatControl()}
    for seat, control in (seats or {}).items():
        if seat not in chosen:
            raise ValueError(f"unknown seat {seat!r}: the seats are shark and crew")
        if not isinstance(control, SeatControl):
            raise ValueError(f"the {seat} seat needs a SeatControl, not {control!r}")
        if control.is_bot and control.level not in LEVELS:
            choices = level_choices()
            raise ValueError(f"the {seat} seat's AI level must be {choices}, not {control.level!r}")
        chosen[seat] = control
    return chosen


def check_crew_players(players: int, split: dict[str, int]) -> dict[str, int]:
    """Check a crew split against the rulebook; raises ValueError with one sentence.

    4 players: each crew player controls a different member. 3 players: the two crew players
    each control one member and control the third jointly. 2 players: player 2 has all three.
    """
    if sorted(split) != sorted(CREW_MEMBERS):
        raise ValueError("every crew member (Quint, Brody, Hooper) needs exactly one controller")
    values = [split[m] for m in CREW_MEMBERS]
    crew = list(range(2, players + 1))
    if players == 4:
        ok = sorted(values) == crew
    elif players == 3:
        ok = sorted(values) == [JOINT, *crew]
    else:
        ok = values == [2, 2, 2]
    if not ok:
        rule = {
            4: "In a 4-player game each crew player controls a different crew member",
            3: (
                "In a 3-player game players 2 and 3 control one crew member each "
                "and share the third"
            ),
            2: "In a 2-player game player 2 controls all three crew members",
        }[players]
        raise ValueError(rule)
    return dict(split)
