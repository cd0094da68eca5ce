"""Direct input: the stable key of every action, and choosing a destination by typing its label.

Pure logic (no Textual): given the seat's legal actions it says which keys take each one. A
verb key (`f` Fish Finder, `l` launch, `e` end turn...) opens a group of actions; when the group
holds one action that is it, otherwise the player types the target's own label (`6`, `N`, `B4`,
a zone `3`) or, where a target has no label, its number in the list. Labels typed without a verb
move the selected crew member (or the Shark) there, and in the Act 2 prepare step a zone digit
places the Target token.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from jaws.engine.act1.actions import POWER_NAMES, CrewMove, PlayPower
from jaws.engine.act2.actions import ChooseWeapon, card_label
from jaws.engine.actions import Action
from jaws.ids import CREW as CREW_ORDER
from jaws.ids import CREW_INITIALS

# The Shop has no short label on the board: "$" types it.
SHOP_KEY = "$"
SHOP = "Shop"
MEMBER_KEYS = CREW_INITIALS  # a member is typed by his initial
POWER_ORDER = tuple(POWER_NAMES)  # a Power token's number is its place here, from 1

# How each kind of target is typed, in two lengths: the prompt's hint once a verb is opened,
# and F1's keys page (jaws.tui.keys_text).
# What a space's label looks like (the keys page says it once, above the verbs' list).
SPACE_LABELS = "Act 1: 6, N, $ the Shop; Act 2: B4, W3"
TARGET_HOWS: dict[str, tuple[str, str]] = {
    "space": ("type the space", "then the space's label"),
    "path": ("type the spaces", "then the destination's label"),
    "zone": ("type the zone", "then the zone's digit"),
    "member": ("type the member's letter (Q, B, H)", "then the member's letter (Q, B, H)"),
    "index": ("type its number", "then its number in the list, if there are several"),
    "number": ("type its number", "then its number, which it keeps all act"),
    "zone_or_pass": ("type the zone, or 0 to pass", "then the Boat Space's zone, or 0 to pass"),
    "dice": (
        "type the dice to reroll, or 0 to keep",
        "then the dice to reroll by their place in the roll (1, 2, 12), or 0 to keep the roll",
    ),
}

# kind -> (verb key, how the target is named). Targets: "space"/"path"/"zone"/"member" read
# from the action; "index" numbers the group's actions; "number" is a number the action keeps
# all act (a Power token's, a weapon's); None means the verb alone takes it.
VERBS: dict[str, tuple[str | None, str | None]] = {
    # Act 1, the Shark
    "shark_start": (None, "space"),
    "shark_move": (None, "path"),
    "shark_eat": ("a", "index"),
    # "f", not a second "a": with both on "a", the played Feeding Frenzy made "a" ask "a 1 /
    # a 2", and a planned "p 1 a 5" ate nothing and lost its "5" (stop-37 playtest).
    "shark_eat_all": ("f", None),
    # A Power token keeps its number, its place among the four (Feeding Frenzy is p 1 all
    # act): numbered among those left, p 1 became Evasive Moves once Feeding Frenzy was
    # played (stop-38 playtest).
    "play_power": ("p", "number"),
    "shark_undo": ("u", None),
    "shark_end_turn": ("e", None),
    # Act 1, Event decisions
    "choose_extra_action": (None, "member"),
    "choose_beach": (None, "space"),
    "choose_dock": (None, "space"),
    "helicopter_move": (None, "space"),
    # Act 1, the crew
    "crew_move": ("m", "space"),
    "rescue": ("r", "index"),
    "pick_up_barrels": ("p", "index"),
    "drop_barrel": ("o", None),
    "give_barrels": ("g", None),
    "launch_barrel": ("l", "space"),
    "use_binoculars": ("b", None),
    "use_fish_finder": ("f", None),
    "close_beach": ("c", "space"),
    "climb_aboard": ("a", None),
    "end_crew_turn": ("e", None),
    # Act 2, the crew
    "give_gear": ("g", "index"),
    "board_orca": (None, "space"),
    "orca_move": ("m", "space"),
    # "r" (ready), not "w": "w 1" readied weapon 1 where the menu showed "W1" for the move to
    # W1 (stop-32 playtest); a weapon is also picked by its digit alone.
    "choose_weapon": ("r", "number"),
    "place_target": ("t", "zone"),
    "play_chum": ("c", None),
    "play_cage": ("k", None),
    "crew_ready": ("e", None),
    "shift_target": ("s", "zone"),
    "attack_shark": ("a", "index"),
    "decline_attack": ("x", None),
    "end_crew_attacks": ("e", None),
    "let_shark_roll": ("e", None),
    # Act 2, the Shark
    "shark_choose": ("c", "index"),
    "ram_move": ("r", "zone"),
    "attack_boat": ("b", "zone"),
    "attack_crew": ("a", "member"),
    "skip_shark_attack": ("e", None),
    # Named by what they are, not their place in the list: "m 1" rerolls die 1 and "h 6"
    # attacks B6 ("m 1" kept the roll and "h 2" attacked B2 while "h 6" was refused: stop-32
    # playtest).
    "maul_reroll": ("m", "dice"),
    "domino_target": ("d", "zone"),
    "second_helping": ("h", "zone_or_pass"),
}
# Verbless actions typed by label alone; in the Act 2 prepare step the zone digit of
# place_target is typed alone too.
LABEL_KINDS = frozenset(
    {
        "shark_start",
        "shark_move",
        "choose_extra_action",
        "choose_beach",
        "choose_dock",
        "helicopter_move",
        "crew_move",
        "board_orca",
        "orca_move",
        "place_target",
    }
)
# Taking one of these cannot be undone: one more key confirms it.
CONFIRM_KINDS = frozenset(
    {
        "end_crew_turn",
        "use_fish_finder",
        "use_binoculars",
        "launch_barrel",
        "shark_end_turn",
        "play_chum",
        "play_cage",
        "crew_ready",
        "attack_shark",
        "end_crew_attacks",
        "let_shark_roll",
        "shark_choose",
        # The start draws round 1's Event card at once: a mistyped letter put the Shark where
        # it did not mean to be, for good, where the crew's Event choices ask (helper-69).
        "shark_start",
        "attack_boat",
        "attack_crew",
        "ram_move",
        "skip_shark_attack",
        "choose_extra_action",
        "choose_beach",
        "choose_dock",
        "helicopter_move",
        "maul_reroll",
        "domino_target",
        "second_helping",
        # Not "play_power": a Power token is part of the Shark's plan, which `u` takes back
        # step by step until the turn ends (it asked "Cannot be taken back", and `u` took it
        # back: stop-33 playtest). The turn's end is the confirmed step.
    }
)
# Crew actions whose `member` is who receives, not who acts.
SHARED_KINDS = frozenset({"choose_extra_action", "give_gear"})
CARD_KINDS = frozenset({"play_chum", "play_cage"})
END_KINDS = frozenset({"end_crew_turn", "crew_ready", "end_crew_attacks", "let_shark_roll"})


def label_keys(label: str) -> tuple[str, ...]:
    """The keys that type a space's label ("6" -> ("6",), "B4" -> ("B", "4"), Shop -> "$")."""
    if label == SHOP:
        return (SHOP_KEY,)
    return tuple(label.upper())


def member_of(action: Action) -> str | None:
    """The crew member who takes the action (None for the Shark's and the whole crew's)."""
    if getattr(action, "seat", "") != "crew" or action.kind in SHARED_KINDS:
        return None
    member = getattr(action, "member", None)
    return member if member in CREW_ORDER else None


def needs_confirm(action: Action) -> bool:
    """True if the action cannot be taken back: it asks for one confirming key."""
    return action.kind in CONFIRM_KINDS


def target_keys(action: Action) -> tuple[str, ...] | None:
    """The keys naming the action's own target (None when it has no label of its own)."""
    how = VERBS.get(action.kind, (None, None))[1]
    if how == "space":
        for name in ("space", "beach", "dock", "target", "to"):
            value = getattr(action, name, None)
            if isinstance(value, str):
                return label_keys(value)
        if action.kind == "crew_move":
            return label_keys(action.path[-1])
        if action.kind == "board_orca":
            return label_keys(f"B{action.zone}")
        if action.kind == "helicopter_move":
            return (".",)  # stays put
    if how == "path" and action.kind == "shark_move":
        keys: tuple[str, ...] = ()
        for step in action.path:
            keys += label_keys(step)
        return keys + ("k",) * bool(action.knock)
    if how == "zone":
        zone = getattr(action, "zone", None)
        return (str(zone),) if isinstance(zone, int) else None
    if how == "zone_or_pass":
        zone = getattr(action, "zone", None)
        return (str(zone),) if isinstance(zone, int) else ("0",)
    if how == "dice":
        dice = getattr(action, "dice", ())
        return tuple(str(i + 1) for i in dice) or ("0",)
    if how == "member":
        member = getattr(action, "member", None)
        return (MEMBER_KEYS[member],) if isinstance(member, str) else None
    if isinstance(action, PlayPower):
        return (str(POWER_ORDER.index(action.power) + 1),)
    return None  # a weapon's number depends on what its holder got this act (weapon_keys)


def names_target(action: Action) -> bool:
    """True if the action's target is a name the player types (a space, a path, a zone, a
    member): its verb alone never takes it, even when it is the only one. Typing "t 1" for
    Hooper, whose Spear reached zone 2 only, had "t" target zone 2 at once and the "1" target
    zone 1 for Quint (stop-31 playtest); now "t" waits for the zone (or Enter)."""
    how = VERBS.get(action.kind, (None, None))[1]
    if how == "number":
        # A weapon or a Power token has its number, kept all act: "r 1" with one weapon left
        # had "r" ready it and the "1" target zone 1 (stop-37 playtest).
        return True
    named = ("space", "path", "zone", "member", "zone_or_pass", "dice")
    return how in named and target_keys(action) is not None


@dataclass(frozen=True)
class Entry:
    """One action and the keys that take it, from the current selection."""

    action: Action
    keys: tuple[str, ...]


# The crew's actions every member has a turn of (each moves, readies a weapon, places a
# Target): their verb opening another member's actions is news. Each other crew verb is one
# member's by the rules (Quint launches, Hooper sweeps) or the holder's of a card.
EVERYONES_KINDS = frozenset(
    {"crew_move", "rescue", "orca_move", "choose_weapon", "place_target", "attack_shark"}
)


def everyones(verb: str, actions: Iterable[Action]) -> bool:
    """True if the `actions` verb opens are of a kind every crew member has."""
    return any(verb_of(a) == verb and a.kind in EVERYONES_KINDS for a in actions)


def verb_of(action: Action) -> str | None:
    return VERBS.get(action.kind, (None, None))[0]


def group(actions: Iterable[Action], verb: str) -> list[Action]:
    """The actions a verb key opens, in menu order; a crew move keeps one route per place."""
    out = [a for a in actions if verb_of(a) == verb]
    return one_route_each(out)


def one_route_each(actions: Sequence[Action]) -> list[Action]:
    """The actions in their order, with one crew move per destination: the shortest route
    (only where a member ends up counts, so "Hooper moves to 1 → N" is "Hooper moves to N";
    listed, the longer route had no key of its own: stop-30 playtest)."""
    best: dict[tuple[str | None, str], CrewMove] = {}
    for action in actions:
        if action.kind != "crew_move":
            continue
        key = (action.member, action.path[-1])
        if key not in best or len(action.path) < len(best[key].path):
            best[key] = action
    kept = set(map(id, best.values()))
    return [a for a in actions if a.kind != "crew_move" or id(a) in kept]


def divide_order(
    pool: Iterable[str], gear: Mapping[str, Sequence[str]], personal: Mapping[str, Sequence[str]]
) -> tuple[str, ...]:
    """The kinds of Act 2 shared gear being divided ("Air Tank", "Rifle", ...), in the one
    order that numbers them for the whole divide: the cards still to give and those already
    given (each member's gear less his personal cards), by name. Cards of one kind share a
    number (they play alike), and a number stays put while cards are given or taken back
    (numbering the shrinking list had a second `g 5` name a different card)."""
    given: list[str] = []
    for member, cards in gear.items():
        held = list(cards)
        for card in personal.get(member, ()):
            if card in held:
                held.remove(card)
        given += held
    return tuple(sorted({card_label(card) for card in [*pool, *given]}))


def chum_pick_offered(actions: Sequence[Action]) -> bool:
    """True if the Shark's choices listed differ by the option Chum would show, so its letter
    is typed ("c A1B"); the menu lists one per option and card when no crew member holds a
    Chum, and the choice is "c A1"."""
    choices = [(a.option, a.card) for a in actions if a.kind == "shark_choose"]
    return len(set(choices)) < len(choices)


def weapons_this_act(
    personal: Mapping[str, Sequence[str]],
    given: Iterable[tuple[str, str]],
    held: Mapping[str, Sequence[str]],
    is_weapon: Callable[[str], bool],
) -> dict[str, tuple[str, ...]]:
    """Each member's weapons this act, by name, in the order he got them: his personal cards,
    the cards given him (`given`: (member, card) as the divide gave them), then any other he
    holds now. A weapon keeps its number when another is fired, attached or lost (numbering
    the weapons held had the Rifle's 4 become 3 once the Harpoon was attached, and "4 1" for
    the Rifle readied the Machete: stop-37 playtest)."""
    order: dict[str, list[str]] = {member: [] for member in CREW_ORDER}

    def add(member: str, card: str) -> None:
        names = order.setdefault(member, [])
        if is_weapon(card) and card_label(card) not in names:
            names.append(card_label(card))

    for member, cards in personal.items():
        for card in cards:
            add(member, card)
    for member, card in given:
        add(member, card)
    for member, cards in held.items():
        for card in cards:
            add(member, card)
    return {member: tuple(names) for member, names in order.items()}


def weapon_keys(
    actions: Iterable[Action], weapon_order: Mapping[str, Sequence[str]] | None = None
) -> dict[Action, tuple[str, ...]]:
    """The digit that readies each weapon offered: its place among its holder's weapons this
    act (`weapon_order`; see `weapons_this_act`), or among those offered when there is no
    order or it runs past 9. Two cards of one kind share a digit (they play alike)."""
    offered: dict[str, list[ChooseWeapon]] = {}
    for action in actions:
        if isinstance(action, ChooseWeapon):
            offered.setdefault(action.member, []).append(action)
    keys: dict[Action, tuple[str, ...]] = {}
    for member, choices in offered.items():
        names = list((weapon_order or {}).get(member, ()))
        for action in choices:
            if card_label(action.card) not in names:
                names.append(card_label(action.card))
        if len(names) > 9:  # one digit each, or they would read as a weapon and a zone
            names = list(dict.fromkeys(card_label(a.card) for a in choices))
        for action in choices:
            keys[action] = (str(names.index(card_label(action.card)) + 1),)
    return keys


def group_entries(
    actions: Sequence[Action],
    gear_order: Sequence[str] = (),
    weapon_order: Mapping[str, Sequence[str]] | None = None,
    card_number: Callable[[str], int] | None = None,
) -> list[Entry]:
    """Each action of an opened group with the keys that pick it within the group. A gear
    card is given by its number in `gear_order` (see `divide_order`; by default the cards
    listed) and the member's letter: `g 2 Q`. A weapon is readied by its digit (see
    `weapon_keys`), as when typed without `r`. A Shark Ability card is typed by its
    `card_number` (by default its place in the hand)."""
    weapons = weapon_keys(actions, weapon_order)
    entries = []
    numbered = 0
    cards: list[str | None] = [None]
    gear = list(gear_order) or sorted(
        {card_label(a.card) for a in actions if a.kind == "give_gear"}
    )
    # A card several members hold (two Shark Cages) is named by its holder's letter: `k B`.
    holders = {member_of(a) for a in actions if a.kind in CARD_KINDS}
    chum_keyed = chum_pick_offered(actions)
    # With no Ability card in hand the choice is the option's letter alone: "C" and Enter
    # took nothing, waiting for the "0" of a card there was none of (helper-46).
    card_keyed = any(a.kind == "shark_choose" and a.card is not None for a in actions)
    for action in actions:
        holder = member_of(action)
        if action.kind in CARD_KINDS and len(holders) > 1 and holder is not None:
            entries.append(Entry(action, (MEMBER_KEYS[holder],)))
            continue
        if action.kind == "give_gear" and card_label(action.card) in gear:
            number = tuple(str(gear.index(card_label(action.card)) + 1))
            entries.append(Entry(action, (*number, MEMBER_KEYS[action.member])))
            continue
        if action.kind == "shark_choose":
            # Stable keys: the option's letter, the card's digit (0: none, then the hand in
            # order), the Chum pick's letter ("A1B"), the same whatever else is listed.
            if action.card not in cards:
                cards.append(action.card)
            choice: tuple[str, ...] = (str(action.option),)
            if card_keyed and action.card is not None and card_number is not None:
                choice += (str(card_number(action.card)),)
            elif card_keyed:
                choice += (str(cards.index(action.card)),)
            if chum_keyed:
                choice += (str(action.chum),)
            entries.append(Entry(action, choice))
            continue
        if action in weapons:
            entries.append(Entry(action, weapons[action]))
            continue
        keys = target_keys(action)
        if keys is None:
            # One key per digit: "13" is typed 1 then 3, so "1" waits for a longer number
            # (Enter takes item 1) instead of taking item 1 at once.
            numbered += 1
            keys = tuple(str(numbered))
        entries.append(Entry(action, keys))
    return entries


def label_entries(
    actions: Sequence[Action],
    member: str | None,
    weapon_order: Mapping[str, Sequence[str]] | None = None,
) -> list[Entry]:
    """The actions the seat may take by typing a label alone (for the selected member)."""
    typed = [
        a
        for a in one_route_each(actions)
        if a.kind in LABEL_KINDS and member_of(a) in (None, member)
    ]
    out = []
    for action in typed:
        keys = target_keys(action)
        if keys is not None:
            out.append(Entry(action, keys))
    # Act 2: until a member has a weapon ready no zone can be targeted, so the digits pick the
    # weapon (see `weapon_keys`) and afterwards the zone.
    weapons = weapon_keys([a for a in actions if member_of(a) == member], weapon_order)
    out.extend(Entry(action, keys) for action, keys in weapons.items())
    return out


@dataclass(frozen=True)
class Match:
    """What a typed key sequence means: taken (one action), waiting (a longer label may follow;
    `exact` is what Enter would take), or refused."""

    action: Action | None = None
    waiting: bool = False
    exact: Action | None = None


def leading(entries: Sequence[Entry], typed: Sequence[str]) -> list[Entry]:
    """The entries whose keys begin with the keys typed so far (case-insensitive)."""
    keys = tuple(k.upper() for k in typed)
    return [e for e in entries if tuple(k.upper() for k in e.keys[: len(keys)]) == keys]


def match(entries: Sequence[Entry], typed: Sequence[str]) -> Match:
    """Match the keys typed so far against the entries' keys (case-insensitive)."""
    led = leading(entries, typed)
    exact = [e.action for e in led if len(e.keys) == len(typed)]
    longer = [e for e in led if len(e.keys) > len(typed)]
    if exact and not longer:
        return Match(action=exact[0])
    if longer:
        return Match(waiting=True, exact=exact[0] if exact else None)
    return Match()


def is_label_key(char: str) -> bool:
    """A key that can begin or continue a typed label."""
    return len(char) == 1 and (char.isalnum() or char in (SHOP_KEY, "."))


def next_member(current: str | None, members: Sequence[str], step: int = 1) -> str | None:
    """The member after `current` among those who may act (Tab; `step` -1: the one before,
    Shift+Tab)."""
    if not members:
        return None
    if current not in members:
        return members[0]
    return members[(members.index(current) + step) % len(members)]


def member_after(gone: str | None, members: Sequence[str]) -> str | None:
    """Who is chosen when `gone` has nothing more to do: the next in seat order who may act,
    round to the first (after Brody, Hooper; not Quint again, as the first of the list was:
    helper-33, stop 39)."""
    if not members:
        return None
    if gone not in CREW_ORDER:
        return members[0]
    start = CREW_ORDER.index(gone)
    ring = [*CREW_ORDER[start + 1 :], *CREW_ORDER[: start + 1]]
    return next((m for m in ring if m in members), members[0])


def acting_members(actions: Iterable[Action]) -> list[str]:
    """The crew members with something to do now, in seat order (cards alone do not count)."""
    found = {member_of(a) for a in actions if a.kind not in CARD_KINDS}
    return [m for m in CREW_ORDER if m in found]


def shortcut_text(keys: Sequence[str]) -> str:
    """How a key sequence is shown next to its action: "f", "c W", "B4"."""
    if not keys:
        return ""
    if len(keys) > 1 and all(len(k) == 1 for k in keys[1:]) and keys[0].isalpha():
        if keys[0].isupper() or keys[0] == SHOP_KEY:
            return "".join(keys)
        return keys[0] + " " + "".join(keys[1:])
    return " ".join(keys)
