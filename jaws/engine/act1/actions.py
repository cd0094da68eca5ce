"""Act 1 actions: small frozen records, one class per kind.

Instances are interned through the `make_*` factories so `legal_actions` can list them without
building new objects on every step (the hot path of playouts and bots).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar, Literal

from jaws.ids import NAMES as NAMES
from jaws.ids import Captain as Captain
from jaws.ids import CrewMember as CrewMember

PowerId = Literal["feeding_frenzy", "evasive_moves", "out_of_sight", "speed_burst"]
BarrelSource = Literal["dock", "water", "hooper_boat", "shop"]

POWER_NAMES = {
    "feeding_frenzy": "Feeding Frenzy",
    "evasive_moves": "Evasive Moves",
    "out_of_sight": "Out of Sight",
    "speed_burst": "Speed Burst",
}


@dataclass(frozen=True, slots=True)
class SharkStart:
    """The Shark's secret starting space (setup)."""

    space: str
    kind: Literal["shark_start"] = "shark_start"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return f"Shark starts at {self.space}"


@dataclass(frozen=True, slots=True)
class SharkMove:
    """Move through water: one space, or up to three with Speed Burst; may knock captains in."""

    path: tuple[str, ...]
    knock: tuple[Captain, ...] = ()
    kind: Literal["shark_move"] = "shark_move"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        text = "Shark moves " + " → ".join(self.path)
        if self.knock:
            text += " knocking " + " and ".join(NAMES[c] for c in self.knock) + " overboard"
        return text


@dataclass(frozen=True, slots=True)
class SharkEat:
    """Eat one swimmer (or Michael) in the Shark's space."""

    michael: bool = False
    kind: Literal["shark_eat"] = "shark_eat"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return "Shark eats Michael" if self.michael else "Shark eats a swimmer"


@dataclass(frozen=True, slots=True)
class SharkEatAll:
    """Feeding Frenzy: eat every swimmer in the space as one action."""

    kind: Literal["shark_eat_all"] = "shark_eat_all"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return "Shark eats every swimmer here (Feeding Frenzy)"


@dataclass(frozen=True, slots=True)
class PlayPower:
    """Play one Power token this round (no action spent)."""

    power: PowerId
    kind: Literal["play_power"] = "play_power"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return f"Shark plays {POWER_NAMES[self.power]}"


@dataclass(frozen=True, slots=True)
class SharkUndo:
    """Take back the last planned Shark action."""

    kind: Literal["shark_undo"] = "shark_undo"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return "Shark takes back its last action"


@dataclass(frozen=True, slots=True)
class SharkEndTurn:
    """End the Shark's turn: record it and make the announcements."""

    kind: Literal["shark_end_turn"] = "shark_end_turn"
    seat: ClassVar[str] = "shark"

    def __str__(self) -> str:
        return "Shark ends its turn"


# --- Event-phase decisions (the crew's) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseExtraAction:
    """Amity Island in the News: the crew member who gets the extra action."""

    member: CrewMember
    kind: Literal["choose_extra_action"] = "choose_extra_action"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} gets the extra action"


@dataclass(frozen=True, slots=True)
class ChooseBeach:
    """Pick a beach for an Event: Mayor Vaughn's closing, Michael or the Fin Hoax tie-break."""

    beach: str
    kind: Literal["choose_beach"] = "choose_beach"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"Crew picks beach {self.beach}"


@dataclass(frozen=True, slots=True)
class ChooseDock:
    """Caught the Wrong Shark: the Dock Brody and Hooper rush to."""

    dock: str
    kind: Literal["choose_dock"] = "choose_dock"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"Brody and Hooper rush to the Dock at {self.dock}"


@dataclass(frozen=True, slots=True)
class HelicopterMove:
    """Helicopter: Brody flies to any land space (or stays, with `space` None)."""

    space: str | None
    kind: Literal["helicopter_move"] = "helicopter_move"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"Brody flies to {self.space}" if self.space else "Brody stays put"


# --- Crew phase ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CrewMove:
    """Move a crew member along a path (one space; Hooper up to two)."""

    member: CrewMember
    path: tuple[str, ...]
    kind: Literal["crew_move"] = "crew_move"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} moves to " + " → ".join(self.path)


@dataclass(frozen=True, slots=True)
class Rescue:
    """Rescue one swimmer (or, for Brody only, Michael) in the crew member's space."""

    member: CrewMember
    michael: bool = False
    kind: Literal["rescue"] = "rescue"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        who = "Michael" if self.michael else "a swimmer"
        return f"{NAMES[self.member]} rescues {who}"


@dataclass(frozen=True, slots=True)
class PickUpBarrels:
    """Pick up barrels from one source in the crew member's space."""

    member: CrewMember
    source: BarrelSource
    count: int
    kind: Literal["pick_up_barrels"] = "pick_up_barrels"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        where = {
            "dock": "the Dock",
            "water": "the water",
            "hooper_boat": "Hooper's boat",
            "shop": "the Shop",
        }[self.source]
        noun = "barrel" if self.count == 1 else "barrels"
        return f"{NAMES[self.member]} picks up {self.count} {noun} from {where}"


@dataclass(frozen=True, slots=True)
class DropBarrel:
    """Brody drops the barrel he carries at a Dock."""

    member: Literal["brody"] = "brody"
    kind: Literal["drop_barrel"] = "drop_barrel"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "Brody drops his barrel at the Dock"


@dataclass(frozen=True, slots=True)
class GiveBarrels:
    """Hooper gives every barrel on his boat to Quint (same space)."""

    member: Literal["hooper"] = "hooper"
    kind: Literal["give_barrels"] = "give_barrels"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "Hooper gives his barrels to Quint"


@dataclass(frozen=True, slots=True)
class LaunchBarrel:
    """Quint launches a barrel into his own or an adjacent water space (once per round)."""

    target: str
    member: Literal["quint"] = "quint"
    kind: Literal["launch_barrel"] = "launch_barrel"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"Quint launches a barrel at {self.target}"


@dataclass(frozen=True, slots=True)
class UseBinoculars:
    """Brody looks at the water of the beach he stands on (once per round)."""

    member: Literal["brody"] = "brody"
    kind: Literal["use_binoculars"] = "use_binoculars"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "Brody uses the Binoculars"


@dataclass(frozen=True, slots=True)
class UseFishFinder:
    """Hooper sweeps his space and the water around it (once per round)."""

    member: Literal["hooper"] = "hooper"
    kind: Literal["use_fish_finder"] = "use_fish_finder"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return "Hooper uses the Fish Finder"


@dataclass(frozen=True, slots=True)
class CloseBeach:
    """Brody closes an empty beach from the Mayor's Office or the Amity P.D. (once per round)."""

    beach: str
    member: Literal["brody"] = "brody"
    kind: Literal["close_beach"] = "close_beach"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"Brody closes beach {self.beach}"


@dataclass(frozen=True, slots=True)
class ClimbAboard:
    """A knocked-in captain climbs back aboard (costs the house number of actions)."""

    member: Captain
    kind: Literal["climb_aboard"] = "climb_aboard"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} climbs back aboard"


@dataclass(frozen=True, slots=True)
class EndCrewTurn:
    """The crew member ends their turn, forfeiting any actions left."""

    member: CrewMember
    kind: Literal["end_crew_turn"] = "end_crew_turn"
    seat: ClassVar[str] = "crew"

    def __str__(self) -> str:
        return f"{NAMES[self.member]} ends the turn"


Act1Action = (
    SharkStart
    | SharkMove
    | SharkEat
    | SharkEatAll
    | PlayPower
    | SharkUndo
    | SharkEndTurn
    | ChooseExtraAction
    | ChooseBeach
    | ChooseDock
    | HelicopterMove
    | CrewMove
    | Rescue
    | PickUpBarrels
    | DropBarrel
    | GiveBarrels
    | LaunchBarrel
    | UseBinoculars
    | UseFishFinder
    | CloseBeach
    | ClimbAboard
    | EndCrewTurn
)

# Interned instances for the hot path.
make_shark_move = cache(SharkMove)
make_crew_move = cache(CrewMove)
make_pick_up = cache(PickUpBarrels)
make_launch = cache(LaunchBarrel)
make_close_beach = cache(CloseBeach)
make_rescue = cache(Rescue)
make_end_turn = cache(EndCrewTurn)
make_climb = cache(ClimbAboard)
make_shark_start = cache(SharkStart)
make_play_power = cache(PlayPower)
make_choose_beach = cache(ChooseBeach)
make_choose_dock = cache(ChooseDock)
make_choose_extra = cache(ChooseExtraAction)
make_helicopter = cache(HelicopterMove)
SHARK_EAT = SharkEat()
SHARK_EAT_MICHAEL = SharkEat(michael=True)
SHARK_EAT_ALL = SharkEatAll()
SHARK_UNDO = SharkUndo()
SHARK_END_TURN = SharkEndTurn()
DROP_BARREL = DropBarrel()
GIVE_BARRELS = GiveBarrels()
USE_BINOCULARS = UseBinoculars()
USE_FISH_FINDER = UseFishFinder()
