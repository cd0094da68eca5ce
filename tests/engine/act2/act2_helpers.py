"""Act 2 test helpers: hand-made states, loaded dice, and applying action sequences.

A hand-made state starts from a real `new_game("act2", seed)` and then sets the board, gear,
hand and face-up options directly (the state is plain data and `apply` always works on a
clone), keeping every card in exactly one place.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterable
from typing import Any

import pytest

from jaws.content import default_content
from jaws.engine import IllegalAction, apply, new_game
from jaws.engine.act2 import actions as A
from jaws.engine.act2.board import geometry
from jaws.engine.act2.state import Act2State, TileState
from jaws.engine.rng import Rng
from jaws.engine.state import GameState

CONTENT = default_content()
ACT2 = CONTENT.act2
FACES = ACT2.components.dice_faces
# `surfaced()` resurfaces with card 3 (zone 2) unless told otherwise: its attack dice.
CARD3_DICE = ACT2.resurface_cards[3].dice


class LoadedRng(Rng):
    """An Rng whose die rolls come from a script of hit counts (shuffles stay random).

    Only draws with the dice's bound (one draw per die) take from the script; `copy` carries
    the script along, because `apply` rolls on a copy of the state's Rng.
    """

    def __init__(self, seed: int, counter: int = 0, script: list[int] | None = None) -> None:
        super().__init__(seed, counter)
        self.script = list(script or [])

    def below(self, n: int) -> int:
        if self.script and n == len(FACES):
            hits = self.script.pop(0)
            return FACES.index(hits)
        return super().below(n)

    def copy(self) -> LoadedRng:
        return LoadedRng(self.seed, self.counter, self.script)


def load_dice(state: GameState, *hits: int) -> None:
    """The next die rolls in this game show these hit counts, in order."""
    state.rng = LoadedRng(state.rng.seed, state.rng.counter, list(hits))


def tile_hits(zone: int, result: str, *, damaged: bool = False) -> int:
    """Hits on Boat Tile `zone` (from content) that give `result`: the fewest for "damaged"
    or "destroyed", the most for "miss"."""
    tile = ACT2.tiles[zone]
    if damaged:
        limits = {"miss": tile.damaged_destroy_at - 1, "destroyed": tile.damaged_destroy_at}
    else:
        limits = {
            "miss": tile.damage_at - 1,
            "damaged": tile.damage_at,
            "destroyed": tile.destroy_at,
        }
    return limits[result]


def tile_result(zone: int, hits: int, *, damaged: bool = False) -> str:
    """What `hits` do to Boat Tile `zone`, by the reference's rule (written out, not the
    engine's code): reach destroy and it goes, else reach damage and it flips, else a miss."""
    tile = ACT2.tiles[zone]
    if hits >= (tile.damaged_destroy_at if damaged else tile.destroy_at):
        return "destroyed"
    return "damaged" if not damaged and hits >= tile.damage_at else "miss"


def dice_for(hits: int, n: int) -> tuple[int, ...]:
    """`n` faces of the content's dice that add up to `hits`, smallest first."""
    for faces in itertools.combinations_with_replacement(sorted(set(FACES)), n):
        if sum(faces) == hits:
            return faces
    raise AssertionError(f"the content's dice {FACES} cannot show {hits} hits on {n} dice")


def dice_left(state: GameState) -> list[int]:
    """Scripted rolls not used yet."""
    assert isinstance(state.rng, LoadedRng)
    return state.rng.script


def a2_of(state: GameState) -> Act2State:
    """The Act 2 part of a game state (asserting it exists)."""
    assert state.act2 is not None
    return state.act2


def surfaced(
    *,
    card: int = 3,
    hand: tuple[str, ...] = (),
    play: str | None = None,
    positions: dict[str, str] | None = None,
    attached: tuple[str, ...] = (),
    tiles: dict[int, TileState] | None = None,
) -> GameState:
    """The Shark has resurfaced with Resurface `card` (option A), maybe playing `play`, and
    the crew did not attack it: the game waits for the Shark's attack."""
    default = {"quint": "B5", "brody": "B6", "hooper": "B7"}
    state = act2_game(
        positions=positions or default,
        hand=hand or ((play,) if play else ()),
        options=(card, *(c for c in (15, 16, 13) if c != card))[:3],
        tiles=tiles,
    )
    a2 = a2_of(state)
    a2.gear_aside = tuple(c for c in a2.gear_aside if c not in attached)
    a2.attached = attached
    state, _ = run(state, A.SharkChoose("A", "B", play))
    zone = ACT2.resurface_cards[card].zone
    reach = geometry(ACT2).layout(a2.tiles).water_reach
    plan = {}
    for member in a2.living():
        zones = reach[a2.positions[member]]
        away = [z for z in zones if z != zone] or list(zones)
        plan[member] = (MELEE[member], away[0])
    state, _ = prepare(state, plan)
    if a2_of(state).phase == "crew_attack":  # someone could only target the Shark: hold back
        state, _ = run(state, A.EndCrewAttacks())
    assert a2_of(state).phase == "shark_attack", a2_of(state).phase
    return state


MELEE = {"quint": "machete", "brody": "boat_hook", "hooper": "spear"}


def act2_game(
    *,
    seed: int = 0,
    positions: dict[str, str] | None = None,
    gear: dict[str, Iterable[str]] | None = None,
    hand: Iterable[str] = (),
    options: tuple[int, ...] = (1, 3, 5),
    tiles: dict[int, TileState] | None = None,
) -> GameState:
    """An Act 2 game at round 1's Shark choice, built to order.

    `gear` adds shared cards to members (their personal cards stay); every other shared card
    is set aside. `hand` is the Shark's hand; `options` the face-up Resurface cards (A, B, C).
    """
    state = new_game("act2", seed)
    a2 = a2_of(state)
    given = {m: tuple(cards) for m, cards in (gear or {}).items()}
    handed = [c for cards in given.values() for c in cards]
    assert all(c in ACT2.shared_gear for c in handed), "only shared cards can be given"
    a2.gear = {m: ACT2.personal_gear[m] + given.get(m, ()) for m in ACT2.personal_gear}
    a2.gear_pool = ()
    a2.gear_aside = tuple(c for c in ACT2.shared_gear if c not in handed)
    a2.hand = tuple(hand)
    a2.ability_aside = tuple(c for c in sorted(ACT2.ability_cards) if c not in a2.hand)
    a2.positions = dict(positions or {"quint": "B1", "brody": "B2", "hooper": "B3"})
    a2.options = options
    a2.resurface_deck = tuple(c for c in sorted(ACT2.resurface_cards) if c not in options)
    if tiles:
        a2.tiles = tuple(tiles.get(z, a2.tiles[z - 1]) for z in ACT2.zones)
    a2.round = 1
    a2.phase = "choose"
    return state


def run(state: GameState, *actions: Any) -> tuple[GameState, list[Any]]:
    """Apply actions in order; the final state and every event they caused."""
    events: list[Any] = []
    for action in actions:
        state, new = apply(state, action)
        events.extend(new)
    return state, events


def of_kind(events: Iterable[Any], kind: str) -> list[Any]:
    """The events of one kind, in order."""
    return [e for e in events if getattr(e, "kind", None) == kind]


def card_total(a2: Act2State) -> tuple[int, int, int]:
    """How many Resurface, Ability and Gear cards the state accounts for."""
    resurface = (
        len(a2.resurface_deck)
        + len(a2.resurface_discard)
        + len(a2.options)
        + (a2.in_play is not None)
    )
    ability = (
        len(a2.ability_aside)
        + len(a2.hand)
        + len(a2.ability_removed)
        + (a2.ability_played is not None)
    )
    gear = (
        len(a2.gear_aside)
        + len(a2.gear_pool)
        + len(a2.gear_discard)
        + len(a2.attached)
        + sum(len(cards) for cards in a2.gear.values())
    )
    return resurface, ability, gear


def prepare(
    state: GameState, plan: dict[str, tuple[str, int]], *, ready: bool = True
) -> tuple[GameState, list[Any]]:
    """Each named member readies a weapon and targets a zone; then the crew is ready."""
    actions: list[Any] = []
    for member, (weapon, zone) in plan.items():
        actions += [A.ChooseWeapon(member, weapon), A.PlaceTarget(member, zone)]  # type: ignore[arg-type]
    if ready:
        actions.append(A.CrewReady())
    return run(state, *actions)


def refused(state: GameState, action: Any) -> str:
    """Assert that `apply` refuses `action` and leaves `state` untouched; the reason given."""
    before = copy.deepcopy(state, memo={id(state.content): state.content})
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert state == before, "a refused action changed the state"
    reason = str(info.value)
    assert reason and "\n" not in reason
    return reason


def shark_to_attack(gear: dict[str, tuple[str, ...]]) -> GameState:
    """Resurface card 3 (zone 2, Evade 1, 2 dice) in play, Quint and Brody in W2 and Hooper on
    B7 holding `gear`, every Target token away from zone 2: the Shark's attack is next (the
    Shark Cage window opens when it names one and someone holds a Cage)."""
    away = {"quint": ("machete", 1), "brody": ("boat_hook", 1), "hooper": ("spear", 7)}
    in_the_water = {"quint": "W2", "brody": "W2", "hooper": "B7"}
    state = act2_game(positions=in_the_water, gear=gear, options=(3, 15, 16))
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(state, away)
    if a2_of(state).phase == "crew_attack":  # a Cage holder could still play it in step 5
        state, _ = run(state, A.END_CREW_ATTACKS)
    assert a2_of(state).phase == "shark_attack"
    return state


def shaken_off() -> tuple[GameState, list[Any]]:
    """A round of Resurface card 4 (it shakes off) with the Harpoon Barrel and the Poison Dart
    attached to the Shark, played to its reveal: the state and the crew's preparation events."""
    state = act2_game(options=(4, 6, 15), positions={"quint": "B5", "brody": "B6", "hooper": "B7"})
    a2 = a2_of(state)
    a2.attached = ("harpoon_barrel", "poison_dart")
    a2.gear["quint"] = ("machete",)
    a2.gear["hooper"] = ("spear",)
    state, _ = run(state, A.SharkChoose("A", "B"))
    away = {"quint": ("machete", 5), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
    return prepare(state, away)
