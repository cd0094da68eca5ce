"""Act 1 engine events: what `apply` reports, each marked with who may see it.

`audience` is "all" for public events and "shark" for the Shark's private planning; the crew's
log is made only of public events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, get_args

from jaws.engine.act1.actions import NAMES, POWER_NAMES
from jaws.engine.event_base import Audience, GameEvent, quick_init

FishFinderResult = Literal["here", "nearby", "not_nearby"]


@dataclass(frozen=True, slots=True)
class RoundStarted(GameEvent):
    round: int
    kind: Literal["round_started"] = "round_started"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"— Round {self.round} —"


@dataclass(frozen=True, slots=True)
class EventDrawn(GameEvent):
    round: int
    card: int
    name: str
    reshuffled: bool = False
    kind: Literal["event_drawn"] = "event_drawn"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        prefix = "The Event deck is reshuffled. " if self.reshuffled else ""
        return f"{prefix}Amity Event: {self.name}"


@dataclass(frozen=True, slots=True)
class SwimmersPlaced(GameEvent):
    placed: tuple[tuple[str, int], ...]
    held_back: tuple[tuple[str, int], ...] = ()
    kind: Literal["swimmers_placed"] = "swimmers_placed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        parts = [f"{n} at {b}" for b, n in self.placed if n]
        text = "Swimmers placed: " + (", ".join(parts) if parts else "none")
        short = [f"{n} at {b}" for b, n in self.held_back if n]
        if short:
            text += " (the supply ran short: " + ", ".join(short) + " not placed)"
        return text


@dataclass(frozen=True, slots=True)
class MichaelPlaced(GameEvent):
    beach: str
    kind: Literal["michael_placed"] = "michael_placed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"Michael goes swimming at {self.beach}"


@dataclass(frozen=True, slots=True)
class BeachTokenChanged(GameEvent):
    beach: str
    face: Literal["closed", "opening_soon", "removed"]
    kind: Literal["beach_token_changed"] = "beach_token_changed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        if self.face == "closed":
            return f"Beach {self.beach} is closed"
        if self.face == "opening_soon":
            return f"Beach {self.beach} is opening soon (no swimmers placed there)"
        return f"Beach {self.beach} reopens"


@dataclass(frozen=True, slots=True)
class BeachCleared(GameEvent):
    beach: str
    swimmers: int
    michael: bool
    kind: Literal["beach_cleared"] = "beach_cleared"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        # "1 swimmers leave the water" (helper-46).
        swimmers = f"{self.swimmers} swimmer{'' if self.swimmers == 1 else 's'}"
        who = swimmers + (" and Michael" if self.michael else "")
        leave = "leaves" if self.swimmers == 1 and not self.michael else "leave"
        return f"Mayor Vaughn clears beach {self.beach}: {who} {leave} the water"


@dataclass(frozen=True, slots=True)
class CrewRelocated(GameEvent):
    member: str
    space: str
    kind: Literal["crew_relocated"] = "crew_relocated"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} moves at once to {self.space}"


@dataclass(frozen=True, slots=True)
class CrewStayed(GameEvent):
    """A crew member an Event card offered to move chose to stay where he is."""

    member: str
    space: str
    kind: Literal["crew_stayed"] = "crew_stayed"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} stays put at {self.space}"


@dataclass(frozen=True, slots=True)
class ExtraActions(GameEvent):
    member: str
    count: int
    kind: Literal["extra_actions"] = "extra_actions"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        noun = "action" if self.count == 1 else "actions"
        return f"{NAMES[self.member]} gets {self.count} extra {noun} this round"


@dataclass(frozen=True, slots=True)
class SharkStarted(GameEvent):
    space: str
    kind: Literal["shark_started"] = "shark_started"
    audience: ClassVar[Audience] = "shark"

    def __str__(self) -> str:
        return f"The Shark starts at {self.space}"


@dataclass(frozen=True, slots=True)
class SharkPlanned(GameEvent):
    """One step of the Shark's private plan (or a take-back)."""

    text: str
    position: str
    # The floating barrels' motion sensors this move sets off (none with Evasive Moves): the
    # Shark's log said "Shark moves 4 (now at 4)" where its menu row had said it (stop 40).
    sensors: tuple[str, ...] = ()
    # Evasive Moves played after moves that went through floating barrels: their sensors,
    # which the log had said those moves set off, stay silent this round.
    silenced: tuple[str, ...] = ()
    kind: Literal["shark_planned"] = "shark_planned"
    audience: ClassVar[Audience] = "shark"

    def __str__(self) -> str:
        if self.sensors:
            return f"{self.text} (now at {self.position}; sets off {_sensors_at(self.sensors)})"
        if self.silenced:
            silent = "stays" if len(self.silenced) == 1 else "stay"
            said = f"{_sensors_at(self.silenced)} {silent} silent"
            return f"{self.text} (now at {self.position}; {said})"
        return f"{self.text} (now at {self.position})"


def _sensors_at(spaces: tuple[str, ...]) -> str:
    """ "the motion sensor at 4", "the motion sensors at 3, W"."""
    sensors = "motion sensor" if len(spaces) == 1 else "motion sensors"
    return f"the {sensors} at {', '.join(spaces)}"


@dataclass(frozen=True, slots=True)
class SharkTurnEnded(GameEvent):
    """The Shark's announcement: exactly what the rules make it say."""

    round: int
    eaten: tuple[tuple[str, int], ...]
    michael_eaten_at: str | None
    track: int
    sensors: tuple[str, ...]
    power_played: bool
    knock_ins: tuple[tuple[str, str], ...]
    kind: Literal["shark_turn_ended"] = "shark_turn_ended"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        parts = []
        ate = [f"{n} at {b}" for b, n in self.eaten if n]
        if self.michael_eaten_at:
            ate.append(f"Michael at {self.michael_eaten_at}")
        parts.append("ate " + ", ".join(ate) if ate else "ate nobody")
        if self.sensors:
            sensors = "motion sensor" if len(self.sensors) == 1 else "motion sensors"
            parts.append(f"{sensors} triggered at " + ", ".join(self.sensors))
        else:
            parts.append("no motion sensor triggered")
        parts.append("played a Power token" if self.power_played else "played no Power token")
        for captain, space in self.knock_ins:
            parts.append(f"knocked {NAMES[captain]} into the water at {space}")
        return f"The Shark {'; '.join(parts)}. Swimmer Track: {self.track}."


@dataclass(frozen=True, slots=True)
class CrewActed(GameEvent):
    member: str
    text: str
    kind: Literal["crew_acted"] = "crew_acted"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class FishFinderAnswered(GameEvent):
    round: int
    space: str
    result: FishFinderResult
    kind: Literal["fish_finder_answered"] = "fish_finder_answered"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        said = {
            "here": "the Shark is HERE",
            "nearby": "the Shark is nearby",
            "not_nearby": "the Shark is not there or nearby",
        }[self.result]
        return f"Fish Finder at {self.space}: {said}"


@dataclass(frozen=True, slots=True)
class BinocularsAnswered(GameEvent):
    round: int
    beach: str
    seen: bool
    kind: Literal["binoculars_answered"] = "binoculars_answered"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        said = "the Shark is there!" if self.seen else "the Shark is not there"
        return f"Binoculars at {self.beach}: {said}"


@dataclass(frozen=True, slots=True)
class BarrelLaunched(GameEvent):
    round: int
    target: str
    hit: bool
    attached: int
    kind: Literal["barrel_launched"] = "barrel_launched"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        if self.hit:
            noun = "barrel" if self.attached == 1 else "barrels"
            return f"Barrel at {self.target}: HIT! {self.attached} {noun} attached to the Shark"
        return f"Barrel at {self.target}: miss; it floats there with its motion sensor"


@dataclass(frozen=True, slots=True)
class PowerRevealed(GameEvent):
    """End of round: the played token goes to the box face down (only the Shark knows which)."""

    power: str
    kind: Literal["power_revealed"] = "power_revealed"
    audience: ClassVar[Audience] = "shark"

    def __str__(self) -> str:
        return f"{POWER_NAMES[self.power]} goes back to the box"


@dataclass(frozen=True, slots=True)
class Act1Ended(GameEvent):
    reason: Literal["barrels", "track"]
    track: int
    barrels_attached: int
    winner: Literal["shark", "crew"] | None
    kind: Literal["act1_ended"] = "act1_ended"
    audience: ClassVar[Audience] = "all"

    def __str__(self) -> str:
        why = (
            f"{self.barrels_attached} barrels are attached to the Shark"
            if self.reason == "barrels"
            else f"the Swimmer Track reached {self.track}"
        )
        who = {"shark": " The Shark wins.", "crew": " The Crew wins.", None: ""}[self.winner]
        return f"Act 1 is over: {why}.{who}"


Act1Event = (
    RoundStarted
    | EventDrawn
    | SwimmersPlaced
    | MichaelPlaced
    | BeachTokenChanged
    | BeachCleared
    | CrewRelocated
    | CrewStayed
    | ExtraActions
    | SharkStarted
    | SharkPlanned
    | SharkTurnEnded
    | CrewActed
    | FishFinderAnswered
    | BinocularsAnswered
    | BarrelLaunched
    | PowerRevealed
    | Act1Ended
)
quick_init(get_args(Act1Event))

# The announcements and answers that make up the crew's knowledge of the Shark.
Clue = SharkTurnEnded | FishFinderAnswered | BinocularsAnswered | BarrelLaunched | EventDrawn
