"""Act 2 content: the Orca, boat tiles, dice, wound tracks and the three decks.

Every number the Act 2 engine reads comes from `content/act2/*.toml`; HOUSE values are marked
there. The loader cross-checks the files (adjacency, references, card counts) and raises
ContentError with one line naming the file and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from jaws.content.errors import ContentError
from jaws.content.toml_io import load_model
from jaws.ids import CREW as CREW

ABILITY_IDS = (
    "extra_strength",
    "second_helping",
    "maul_again",
    "big_mouth",
    "ramming_speed",
    "domino_effect",
    "hard_target",
    "making_waves",
)
RESURFACE_CARDS = 16
ABILITY_CARDS = 16
GEAR_CARDS = 22
BOAT_TILES = 8

AbilityId = Literal[
    "extra_strength",
    "second_helping",
    "maul_again",
    "big_mouth",
    "ramming_speed",
    "domino_effect",
    "hard_target",
    "making_waves",
]
GearType = Literal["melee", "firearm", "attachable", "accessory"]


# Every number has a range this game can play: the upper bounds are the engine's limits (option
# letters, Maul Again's subsets of the dice, the boat picture's grid), not rules, so they live
# here; the values themselves stay in content/act2/*.toml.
MAX_DICE = 6  # Maul Again lists every subset of a roll: 64 at 6 dice
MAX_HITS = 20
MAX_WOUNDS = 30
MAX_TRACK = 99
MAX_OPTIONS = 8  # one letter each, A to H


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TileModel(_Strict):
    zone: int = Field(ge=1, le=BOAT_TILES)
    name: str
    damage_at: int = Field(ge=1, le=MAX_HITS)
    destroy_at: int = Field(ge=1, le=MAX_HITS)
    damaged_destroy_at: int = Field(ge=1, le=MAX_HITS)
    column: int = Field(ge=0, le=1)  # the boat is drawn as two columns of tiles
    row: int = Field(ge=0, le=BOAT_TILES - 1)


class OrcaModel(_Strict):
    water_ring: list[tuple[int, int]]
    side_edges: list[tuple[int, int]]
    beam_edges: list[tuple[int, int]]
    tiles: list[TileModel]


class WoundsModel(_Strict):
    quint: int = Field(ge=1, le=MAX_WOUNDS)
    brody: int = Field(ge=1, le=MAX_WOUNDS)
    hooper: int = Field(ge=1, le=MAX_WOUNDS)
    shark: int = Field(ge=1, le=MAX_WOUNDS)


class HandsModel(_Strict):
    shark_cards: int = Field(ge=0, le=ABILITY_CARDS)
    shared_gear: int = Field(ge=0, le=GEAR_CARDS)


class HandsRowModel(HandsModel):
    track_min: int = Field(ge=0, le=MAX_TRACK)
    track_max: int = Field(ge=0, le=MAX_TRACK)


class Act2ComponentsModel(_Strict):
    dice_faces: list[int] = Field(min_length=1, max_length=12)
    crew_move_spaces: int = Field(ge=1, le=4)
    climb_aboard_cost: int = Field(ge=1, le=4)
    resurface_options: int = Field(ge=2, le=MAX_OPTIONS)
    chum_per_round: int = Field(ge=0, le=4)
    wounds: WoundsModel
    standalone: HandsModel
    hands: list[HandsRowModel]


class ResurfaceCardModel(_Strict):
    id: int = Field(ge=0, le=999)
    zone: int  # checked against the board's zones (one line naming the unknown zone)
    evade: int = Field(ge=0, le=MAX_HITS)
    dice: int = Field(ge=0, le=MAX_DICE)
    shake_off: bool = False


class ResurfaceDeckModel(_Strict):
    cards: list[ResurfaceCardModel]


class AbilityModel(_Strict):
    id: AbilityId
    name: str
    copies: int = Field(ge=1, le=ABILITY_CARDS)
    text: str
    dice: int = Field(default=0, ge=0, le=MAX_DICE)
    hits: int = Field(default=0, ge=0, le=MAX_HITS)
    wounds: int = Field(default=0, ge=0, le=MAX_WOUNDS)
    evade: int = Field(default=0, ge=0, le=MAX_HITS)


class AbilityDeckModel(_Strict):
    abilities: list[AbilityModel]


class GearModel(_Strict):
    id: str
    name: str
    owner: Literal["quint", "brody", "hooper", "shared"]
    copies: int = Field(default=1, ge=1, le=GEAR_CARDS)
    type: GearType
    text: str
    dice: int = Field(default=0, ge=0, le=MAX_DICE)
    plus_hit: bool = False
    after_use: Literal["keep", "discard", "one_shot"] | None = None
    accessory: Literal["ammo", "chum", "cage"] | None = None
    target_shift: bool = False
    evade_minus: int = Field(default=0, ge=0, le=MAX_HITS)
    attack_dice_minus: int = Field(default=0, ge=0, le=MAX_DICE)
    attack_dice_floor: int = Field(default=0, ge=0, le=MAX_DICE)
    round_end_wounds: int = Field(default=0, ge=0, le=MAX_WOUNDS)
    firearm_bonus_wounds: int = Field(default=0, ge=0, le=MAX_WOUNDS)

    @property
    def is_weapon(self) -> bool:
        return self.type != "accessory"

    @property
    def is_close_range(self) -> bool:
        """Melee and attachable weapons reach only the holder's own or an adjacent Water Space."""
        return self.type in ("melee", "attachable")


class GearDeckModel(_Strict):
    gear: list[GearModel]


@dataclass(frozen=True, eq=False)
class Act2Content:
    """Validated Act 2 data plus the lookup tables the engine reads on its hot path."""

    orca: OrcaModel
    components: Act2ComponentsModel
    resurface: ResurfaceDeckModel
    ability_deck: AbilityDeckModel
    gear_deck: GearDeckModel
    zones: tuple[int, ...]
    tiles: dict[int, TileModel]
    resurface_cards: dict[int, ResurfaceCardModel]
    ability_cards: dict[str, AbilityModel]
    gear_cards: dict[str, GearModel]
    personal_gear: dict[str, tuple[str, ...]]
    shared_gear: tuple[str, ...]
    wound_limits: dict[str, int]

    def standalone_hands(self) -> tuple[int, int]:
        """Shark Ability cards and shared Gear cards for Act 2 played alone."""
        hands = self.components.standalone
        return hands.shark_cards, hands.shared_gear

    def hands_for_track(self, track: int) -> tuple[int, int]:
        """Shark Ability cards and shared Gear cards for a Swimmer Track position."""
        for row in self.components.hands:
            if row.track_min <= track <= row.track_max:
                return row.shark_cards, row.shared_gear
        raise ContentError(f"act2/components.toml: no hands row covers Swimmer Track {track}")

    def ability_of(self, card: str) -> AbilityModel:
        """The ability printed on a Shark Ability card."""
        return self.ability_cards[card]

    def ability_number(self, card: str) -> int:
        """The digit a Shark Ability card is typed with: its kind's place among the eight, 1
        to 8, the same all game and every game (numbered by the hand, Second Helping was
        card 5, then 4, then 3 as cards were played: helper-46). 0 is no card."""
        return ABILITY_IDS.index(self.ability_of(card).id) + 1

    def ability_numbered(self, number: int) -> AbilityModel | None:
        """The ability typed with digit `number` (ability_number's inverse); None for none."""
        if not 1 <= number <= len(ABILITY_IDS):
            return None
        kind = ABILITY_IDS[number - 1]
        return next(a for a in self.ability_cards.values() if a.id == kind)


def _card_ids(base: str, copies: int) -> list[str]:
    return [base] if copies == 1 else [f"{base}_{n}" for n in range(1, copies + 1)]


def _check_edges(path: Path, name: str, edges: list[tuple[int, int]], zones: set[int]) -> None:
    seen: set[frozenset[int]] = set()
    for a, b in edges:
        for end in (a, b):
            if end not in zones:
                raise ContentError(f"{path}: {name} edge {a}-{b} names unknown zone {end}")
        if a == b:
            raise ContentError(f"{path}: {name} edge {a}-{b} joins a zone to itself")
        pair = frozenset((a, b))
        if pair in seen:
            raise ContentError(f"{path}: {name} edge {a}-{b} is listed twice (edges are symmetric)")
        seen.add(pair)


def _check_orca(path: Path, orca: OrcaModel) -> tuple[int, ...]:
    zones = sorted(t.zone for t in orca.tiles)
    if len(zones) != BOAT_TILES:
        raise ContentError(f"{path}: expected {BOAT_TILES} boat tiles, found {len(zones)}")
    if zones != list(range(1, BOAT_TILES + 1)):
        raise ContentError(f"{path}: tile zones must be 1 to {BOAT_TILES}, once each")
    zone_set = set(zones)
    _check_edges(path, "water_ring", orca.water_ring, zone_set)
    _check_edges(path, "side_edges", orca.side_edges, zone_set)
    _check_edges(path, "beam_edges", orca.beam_edges, zone_set)
    side = {frozenset(e) for e in orca.side_edges}
    if any(frozenset(e) in side for e in orca.beam_edges):
        raise ContentError(f"{path}: an edge is listed both as side and beam")
    ring_degree = dict.fromkeys(zones, 0)
    for a, b in orca.water_ring:
        ring_degree[a] += 1
        ring_degree[b] += 1
    for zone, degree in ring_degree.items():
        if degree == 0:
            raise ContentError(f"{path}: water space of zone {zone} has no water neighbour")
    for tile in orca.tiles:
        if not tile.damage_at < tile.destroy_at:
            raise ContentError(
                f"{path}: tile {tile.zone} must need fewer hits to damage than to destroy"
            )
        if tile.damaged_destroy_at > tile.destroy_at:
            raise ContentError(f"{path}: tile {tile.zone}'s damaged side is harder to destroy")
    cells = [(tile.column, tile.row) for tile in orca.tiles]
    if len(set(cells)) != len(cells):
        raise ContentError(f"{path}: two tiles share a column and row")
    return tuple(zones)


def _check_components(path: Path, comp: Act2ComponentsModel) -> None:
    if any(not 0 <= face <= MAX_DICE for face in comp.dice_faces):
        raise ContentError(f"{path}: each of dice_faces must be 0 to {MAX_DICE} hits")
    covered: set[int] = set()
    for row in comp.hands:
        if row.track_min > row.track_max:
            raise ContentError(f"{path}: hands row {row.track_min}-{row.track_max} is reversed")
        span = set(range(row.track_min, row.track_max + 1))
        if covered & span:
            raise ContentError(f"{path}: hands rows overlap at track {min(covered & span)}")
        covered |= span
    if not covered or covered != set(range(max(covered) + 1)):
        raise ContentError(f"{path}: hands rows must cover the Swimmer Track from 0 without gaps")


def _check_gear(path: Path, deck: GearDeckModel) -> None:
    for card in deck.gear:
        if card.type == "accessory":
            if card.accessory is None or card.after_use is not None:
                raise ContentError(
                    f"{path}: accessory {card.id} needs `accessory` and no after_use"
                )
            if card.owner != "shared":
                raise ContentError(f"{path}: accessory {card.id} must be shared")
        else:
            if card.accessory is not None:
                raise ContentError(f"{path}: weapon {card.id} cannot have `accessory`")
            if card.type in ("melee", "firearm"):
                if card.dice < 1 or card.after_use is None:
                    raise ContentError(f"{path}: weapon {card.id} needs dice and after_use")
            elif card.dice or card.plus_hit or card.after_use is not None:
                raise ContentError(
                    f"{path}: attachable {card.id} rolls no dice and has no after_use"
                )
        if card.target_shift and card.type != "firearm":
            raise ContentError(f"{path}: only a firearm may shift its target ({card.id})")
    for member in CREW:
        own = [c for c in deck.gear if c.owner == member]
        if sum(c.copies for c in own) != 2:
            raise ContentError(f"{path}: {member} must own exactly 2 personal gear cards")
        if not any(c.type == "melee" and c.after_use == "keep" for c in own):
            raise ContentError(f"{path}: {member} needs a personal melee weapon that is kept")


def _check_resurface(
    path: Path, resurface: ResurfaceDeckModel, zones: tuple[int, ...], options: int
) -> None:
    ids = [c.id for c in resurface.cards]
    if len(set(ids)) != len(ids):
        raise ContentError(f"{path}: card ids must be unique")
    if len(ids) != RESURFACE_CARDS:
        raise ContentError(f"{path}: expected {RESURFACE_CARDS} cards, found {len(ids)}")
    for card in resurface.cards:
        if card.zone not in zones:
            raise ContentError(f"{path}: card {card.id} names unknown zone {card.zone}")
    if len(ids) < options:
        raise ContentError(f"{path}: fewer cards than resurface options")


def _ability_cards(path: Path, ability_deck: AbilityDeckModel) -> dict[str, AbilityModel]:
    """The Ability cards by card id, once the deck is checked."""
    if sorted(a.id for a in ability_deck.abilities) != sorted(ABILITY_IDS):
        raise ContentError(f"{path}: abilities must be the eight kinds, once each")
    ability_cards = {
        card: ability
        for ability in ability_deck.abilities
        for card in _card_ids(ability.id, ability.copies)
    }
    if len(ability_cards) != ABILITY_CARDS:
        raise ContentError(f"{path}: expected {ABILITY_CARDS} cards, found {len(ability_cards)}")
    needs = {"second_helping": "dice", "ramming_speed": "hits", "domino_effect": "hits"}
    needs |= {"big_mouth": "wounds", "hard_target": "evade"}
    for ability in ability_deck.abilities:
        field = needs.get(ability.id)
        if field is not None and getattr(ability, field) <= 0:
            raise ContentError(f"{path}: {ability.id} needs a positive `{field}`")
    return ability_cards


def load_act2(root: Path) -> Act2Content:
    """Load and cross-check the Act 2 files under `root/act2`; raises ContentError."""
    folder = root / "act2"
    board_path = folder / "board.toml"
    orca = load_model(board_path, OrcaModel)
    zones = _check_orca(board_path, orca)

    components_path = folder / "components.toml"
    components = load_model(components_path, Act2ComponentsModel)
    _check_components(components_path, components)

    resurface_path = folder / "resurface.toml"
    resurface = load_model(resurface_path, ResurfaceDeckModel)
    _check_resurface(resurface_path, resurface, zones, components.resurface_options)

    abilities_path = folder / "abilities.toml"
    ability_deck = load_model(abilities_path, AbilityDeckModel)
    ability_cards = _ability_cards(abilities_path, ability_deck)

    gear_path = folder / "gear.toml"
    gear_deck = load_model(gear_path, GearDeckModel)
    names = [g.id for g in gear_deck.gear]
    if len(set(names)) != len(names):
        raise ContentError(f"{gear_path}: gear ids must be unique")
    _check_gear(gear_path, gear_deck)
    gear_cards = {card: g for g in gear_deck.gear for card in _card_ids(g.id, g.copies)}
    if len(gear_cards) != GEAR_CARDS:
        raise ContentError(f"{gear_path}: expected {GEAR_CARDS} cards, found {len(gear_cards)}")
    shared = tuple(card for card, g in gear_cards.items() if g.owner == "shared")
    hands = [components.standalone, *components.hands]
    for row in hands:
        if row.shark_cards > ABILITY_CARDS or row.shared_gear > len(shared):
            raise ContentError(f"{components_path}: a hand asks for more cards than exist")

    return Act2Content(
        orca=orca,
        components=components,
        resurface=resurface,
        ability_deck=ability_deck,
        gear_deck=gear_deck,
        zones=zones,
        tiles={t.zone: t for t in orca.tiles},
        resurface_cards={c.id: c for c in resurface.cards},
        ability_cards=ability_cards,
        gear_cards=gear_cards,
        personal_gear={
            m: tuple(card for card, g in gear_cards.items() if g.owner == m) for m in CREW
        },
        shared_gear=shared,
        wound_limits=components.wounds.model_dump(),
    )
