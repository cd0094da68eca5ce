"""Act 1 content: the Amity Island board, the components, the Power tokens and the Event deck."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from jaws.content.errors import ContentError
from jaws.content.toml_io import load_model
from jaws.ids import CREW as CREW

BEACHES = ("N", "E", "S", "W")
POWER_IDS = ("feeding_frenzy", "evasive_moves", "out_of_sight", "speed_burst")


# Every number has a range this game can play: the upper bounds are the engine's limits (the
# walks it precomputes, the plans its bots search, what the screens draw), not rules, so they
# live here; the values themselves stay in content/act1/*.toml.
MAX_ACTIONS_PER_TURN = 8
MAX_MOVE_SPACES = 4  # walks grow about 3.4x per space: 164 from one space at 4, 6,528 at 7
MAX_TRACK = 32
MAX_COUNT = 64


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SpaceModel(_Strict):
    id: str
    name: str
    water: bool
    land: bool
    landmark: Literal["beach", "dock", "shop", "mayors_office", "police"] | None = None
    x: float = Field(ge=0, le=1)
    y: float = Field(ge=0, le=1)


class StartModel(_Strict):
    quint: str
    hooper: str
    brody: str


class BoardModel(_Strict):
    beaches: list[str]
    docks: list[str]
    shop: str
    beach_closing_spaces: list[str]
    start: StartModel
    spaces: list[SpaceModel]
    water_edges: list[tuple[str, str]]
    land_edges: list[tuple[str, str]]


class PowerModel(_Strict):
    id: Literal["feeding_frenzy", "evasive_moves", "out_of_sight", "speed_burst"]
    name: str
    text: str


class Act1HouseModel(_Strict):
    michael_value: int = Field(ge=1, le=MAX_TRACK)
    knock_in_climb_cost: int = Field(ge=1, le=MAX_ACTIONS_PER_TURN)


class ComponentsModel(_Strict):
    swimmers: int = Field(ge=1, le=MAX_COUNT)
    barrels: int = Field(ge=2, le=MAX_COUNT)
    barrels_on_orca: int = Field(ge=0, le=MAX_COUNT)
    shark_actions: int = Field(ge=1, le=6)  # the Shark bot searches whole turns
    crew_actions: int = Field(ge=1, le=MAX_ACTIONS_PER_TURN)
    hooper_move_spaces: int = Field(ge=1, le=MAX_MOVE_SPACES)
    speed_burst_spaces: int = Field(ge=1, le=MAX_MOVE_SPACES)
    swimmer_track_max: int = Field(ge=1, le=MAX_TRACK)
    barrels_to_end_act: int = Field(ge=1, le=MAX_COUNT)
    standalone_shark_win: int = Field(ge=1, le=MAX_TRACK)
    house: Act1HouseModel
    powers: list[PowerModel]


class BeachCounts(_Strict):
    N: int = Field(ge=0, le=MAX_COUNT)
    E: int = Field(ge=0, le=MAX_COUNT)
    S: int = Field(ge=0, le=MAX_COUNT)
    W: int = Field(ge=0, le=MAX_COUNT)

    def as_dict(self) -> dict[str, int]:
        """The counts keyed by beach, in N, E, S, W order."""
        return {"N": self.N, "E": self.E, "S": self.S, "W": self.W}


class EventCardModel(_Strict):
    id: int = Field(ge=0, le=999)
    name: str
    swimmers: BeachCounts
    text: str
    quint_extra_actions: int = Field(default=0, ge=0, le=MAX_ACTIONS_PER_TURN)
    brody_extra_actions: int = Field(default=0, ge=0, le=MAX_ACTIONS_PER_TURN)
    hooper_extra_actions: int = Field(default=0, ge=0, le=MAX_ACTIONS_PER_TURN)
    crew_choice_extra_actions: int = Field(default=0, ge=0, le=MAX_ACTIONS_PER_TURN)
    shark_extra_actions: int = Field(default=0, ge=0, le=2)
    docks_closed: bool = False
    free_dock_actions: bool = False
    knock_ins: bool = False
    reopen_beaches: bool = False
    mayor_closes_beach: bool = False
    place_michael: bool = False
    shark_alert: BeachCounts | None = None
    brody_hooper_to_dock: bool = False
    crew_to_busiest_beach: bool = False
    helicopter: bool = False

    def extra_actions(self, member: str) -> int:
        """Extra actions this card gives one named crew member."""
        return {
            "quint": self.quint_extra_actions,
            "brody": self.brody_extra_actions,
            "hooper": self.hooper_extra_actions,
        }[member]


class EventDeckModel(_Strict):
    shark_alert_track: int = Field(ge=0, le=MAX_TRACK)
    cards: list[EventCardModel]


@dataclass(frozen=True, eq=False)
class Act1Content:
    """Validated Act 1 data plus the lookup tables the engine reads on its hot path."""

    board: BoardModel
    components: ComponentsModel
    events: EventDeckModel
    water_spaces: tuple[str, ...]
    land_spaces: tuple[str, ...]
    water_adj: dict[str, tuple[str, ...]]
    land_adj: dict[str, tuple[str, ...]]
    space_names: dict[str, str]
    cards: dict[int, EventCardModel]
    powers: dict[str, PowerModel]

    @property
    def beaches(self) -> tuple[str, ...]:
        return tuple(self.board.beaches)


def _adjacency(
    path: Path, kind: str, edges: list[tuple[str, str]], allowed: set[str]
) -> dict[str, tuple[str, ...]]:
    adj: dict[str, list[str]] = {space: [] for space in sorted(allowed)}
    seen: set[frozenset[str]] = set()
    for a, b in edges:
        for end in (a, b):
            if end not in allowed:
                raise ContentError(
                    f"{path}: {kind} edge {a}-{b} names '{end}', which is not a {kind} space"
                )
        if a == b:
            raise ContentError(f"{path}: {kind} edge {a}-{b} joins a space to itself")
        pair = frozenset((a, b))
        if pair in seen:
            raise ContentError(f"{path}: {kind} edge {a}-{b} is listed twice")
        seen.add(pair)
        adj[a].append(b)
        adj[b].append(a)
    return {space: tuple(sorted(neighbours)) for space, neighbours in adj.items()}


def _check_board(path: Path, board: BoardModel) -> None:
    ids = [s.id for s in board.spaces]
    if len(set(ids)) != len(ids):
        raise ContentError(f"{path}: space ids must be unique")
    by_id = {s.id: s for s in board.spaces}
    if sorted(board.beaches) != sorted(BEACHES):
        raise ContentError(f"{path}: beaches must be exactly N, E, S and W")
    named: list[tuple[str, list[str], str]] = [
        ("beaches", board.beaches, "beach"),
        ("docks", board.docks, "dock"),
        ("shop", [board.shop], "shop"),
    ]
    for field, spaces, landmark in named:
        for space in spaces:
            if space not in by_id:
                raise ContentError(f"{path}: {field} names unknown space '{space}'")
            if by_id[space].landmark != landmark:
                raise ContentError(f"{path}: {field} names '{space}', which is not a {landmark}")
    for space in board.beach_closing_spaces:
        if space not in by_id or not by_id[space].land:
            raise ContentError(f"{path}: beach_closing_spaces names '{space}', not a land space")
    for space in [*board.beaches, *board.docks]:
        if not (by_id[space].water and by_id[space].land):
            raise ContentError(f"{path}: space '{space}' must hold both water and land")
    if by_id[board.shop].water:
        raise ContentError(f"{path}: the shop must be on land only")
    for who, space in board.start.model_dump().items():
        if space not in by_id:
            raise ContentError(f"{path}: start.{who} names unknown space '{space}'")
    if not by_id[board.start.quint].water or not by_id[board.start.hooper].water:
        raise ContentError(f"{path}: the boats must start in water spaces")
    if not by_id[board.start.brody].land:
        raise ContentError(f"{path}: Brody must start on a land space")


def load_act1(root: Path) -> Act1Content:
    """Load and cross-check the Act 1 files under `root/act1`; raises ContentError."""
    folder = root / "act1"
    board_path = folder / "board.toml"
    board = load_model(board_path, BoardModel)
    _check_board(board_path, board)
    components_path = folder / "components.toml"
    components = load_model(components_path, ComponentsModel)
    events_path = folder / "events.toml"
    events = load_model(events_path, EventDeckModel)

    water = {s.id for s in board.spaces if s.water}
    land = {s.id for s in board.spaces if s.land}
    water_adj = _adjacency(board_path, "water", board.water_edges, water)
    land_adj = _adjacency(board_path, "land", board.land_edges, land)
    for space, neighbours in water_adj.items():
        if not neighbours:
            raise ContentError(f"{board_path}: water space '{space}' has no water neighbour")

    if sorted(p.id for p in components.powers) != sorted(POWER_IDS):
        raise ContentError(f"{components_path}: powers must be the four Power tokens, once each")
    if components.barrels_on_orca > components.barrels:
        raise ContentError(f"{components_path}: barrels_on_orca exceeds barrels")
    if components.standalone_shark_win > components.swimmer_track_max:
        raise ContentError(f"{components_path}: standalone_shark_win exceeds swimmer_track_max")
    if components.barrels_to_end_act > components.barrels:
        raise ContentError(f"{components_path}: barrels_to_end_act exceeds barrels")

    card_ids = [c.id for c in events.cards]
    if len(set(card_ids)) != len(card_ids):
        raise ContentError(f"{events_path}: card ids must be unique")
    if not events.cards:
        raise ContentError(f"{events_path}: the Event deck is empty")
    for card in events.cards:
        placed = sum(card.swimmers.as_dict().values())
        if card.shark_alert is not None:
            placed += sum(card.shark_alert.as_dict().values())
        if placed > components.swimmers:
            raise ContentError(f"{events_path}: card {card.id} places more swimmers than exist")

    return Act1Content(
        board=board,
        components=components,
        events=events,
        water_spaces=tuple(s.id for s in board.spaces if s.water),
        land_spaces=tuple(s.id for s in board.spaces if s.land),
        water_adj=water_adj,
        land_adj=land_adj,
        space_names={s.id: s.name for s in board.spaces},
        cards={c.id: c for c in events.cards},
        powers={p.id: p for p in components.powers},
    )
