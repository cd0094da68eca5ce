"""Every legal Act 2 action for a seat, in a stable order.

Mirrors the checks of the rule modules: every action listed is accepted by `apply_act2`, and
(a property test checks) nothing else it would accept is left out.
"""

from __future__ import annotations

from functools import cache

from jaws.content import Content
from jaws.content.act2 import Act2Content
from jaws.engine.act2 import actions as A
from jaws.engine.act2 import crew_attacks, shark_attacks
from jaws.engine.act2.prepare import target_zones
from jaws.engine.act2.rounds import cage_holders, cages_in, layout
from jaws.engine.act2.rules import whose_turn_act2
from jaws.engine.act2.state import OPTION_LETTERS, Act2State
from jaws.ids import CrewMember


def legal_act2(a2: Act2State, seat: str, content: Content) -> list[A.Act2Action]:
    """The actions `seat` may take now (empty when it is not that seat's move)."""
    if whose_turn_act2(a2) != seat:
        return []
    act2 = content.act2
    return _BY_PHASE[a2.phase](a2, act2)


def _divide(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    members = a2.living()
    return [A.make_give_gear(card, m) for card in a2.gear_pool for m in members]


def _board(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    zones = [z for z in act2.zones if a2.tiles[z - 1] != "destroyed"]
    return [A.make_board(m, z) for m in a2.living() if m not in a2.positions for z in zones]


def _choose(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    return list(_shark_choices(len(a2.options), a2.hand))


@cache
def _shark_choices(options: int, hand: tuple[str, ...]) -> tuple[A.Act2Action, ...]:
    """Each option, with each card of the hand or none, and each other option for Chum."""
    letters = OPTION_LETTERS[:options]
    cards: list[str | None] = [None, *hand]
    return tuple(
        A.make_shark_choose(option, chum, card)
        for option in letters
        for card in cards
        for chum in letters
        if chum != option
    )


def _prepare(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    out: list[A.Act2Action] = []
    lay = layout(a2, act2)
    chum_open = a2.chums_played < act2.components.chum_per_round
    everyone_ready = True
    for member in a2.living():
        held = a2.gear[member]
        if member not in a2.target:
            everyone_ready = False
            if member not in a2.moved:
                out.extend(_orca_moves(member, lay.moves(a2.positions[member])))
            if member not in a2.weapon:
                out.extend(_weapon_choices(act2, member, held))
            else:
                out.extend(_targets(member, target_zones(a2, member, act2)))
        for card, accessory in _chum_and_cages(act2, held):
            if accessory == "chum":
                if chum_open:
                    out.append(A.make_play_chum(member, card))
            elif member not in a2.caged:
                out.append(A.make_play_cage(member, card))
    if everyone_ready:
        out.append(A.CREW_READY)
    return out


# The preparation's choices, built once per member and set of choices (the hot path of bots).


@cache
def _orca_moves(member: CrewMember, spaces: tuple[str, ...]) -> tuple[A.Act2Action, ...]:
    return tuple(A.make_orca_move(member, to) for to in spaces)


@cache
def _weapon_choices(
    act2: Act2Content, member: CrewMember, held: tuple[str, ...]
) -> tuple[A.Act2Action, ...]:
    return tuple(A.make_choose_weapon(member, c) for c in held if act2.gear_cards[c].is_weapon)


@cache
def _targets(member: CrewMember, zones: tuple[int, ...]) -> tuple[A.Act2Action, ...]:
    return tuple(A.make_place_target(member, z) for z in zones)


@cache
def _chum_and_cages(act2: Act2Content, held: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The Chum and Shark Cage cards among `held`, each with its accessory, in hand order."""
    accessories = ((card, act2.gear_cards[card].accessory) for card in held)
    return tuple((card, acc) for card, acc in accessories if acc in ("chum", "cage"))


def _crew_attack(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    out: list[A.Act2Action] = []
    for member in crew_attacks.attackers(a2):
        if a2.target[member] == a2.shark_zone:
            out.append(A.make_attack_shark(member, None))
            out.extend(
                A.make_attack_shark(member, ammo)
                for ammo in crew_attacks.ammo_cards(a2, member, act2)
            )
        else:
            out.extend(
                A.make_shift_target(member, z) for z in crew_attacks.shift_options(a2, member, act2)
            )
        out.append(A.make_decline(member))
    for member in a2.living():
        if member not in a2.caged:
            for card in cages_in(act2, a2.gear[member]):
                out.append(A.make_play_cage(member, card))
    out.append(A.END_CREW_ATTACKS)
    return out


def _shark_attack(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    pending = a2.pending
    if pending == "maul":
        return [A.make_maul(d) for d in shark_attacks.maul_options(a2)]
    if pending == "domino":
        return [A.make_domino(z) for z in a2.domino_options]
    if pending == "second_helping":
        return [
            A.make_second_helping(None),
            *(A.make_second_helping(z) for z in shark_attacks.boat_targets(a2, act2)),
        ]
    out: list[A.Act2Action] = [A.make_ram(z) for z in shark_attacks.ram_options(a2, act2)]
    out.extend(A.make_attack_boat(z) for z in shark_attacks.boat_targets(a2, act2))
    out.extend(A.make_attack_crew(m) for m in shark_attacks.crew_in_reach(a2, act2))
    out.append(A.SKIP_SHARK_ATTACK)
    return out


def _cage(a2: Act2State, act2: Act2Content) -> list[A.Act2Action]:
    out: list[A.Act2Action] = []
    for member in cage_holders(a2, act2):
        for card in cages_in(act2, a2.gear[member]):
            out.append(A.make_play_cage(member, card))
    out.append(A.LET_SHARK_ROLL)
    return out


_BY_PHASE = {
    "divide": _divide,
    "board": _board,
    "choose": _choose,
    "prepare": _prepare,
    "crew_attack": _crew_attack,
    "shark_attack": _shark_attack,
    "cage": _cage,
}
