"""Turn Act 2 views into what the screens draw: the tracks, the gear, the options (the Orca
itself is jaws/tui/widgets/orca.py).

Reads views only. On a crew screen the Shark's hand, choice and Chum pick are HIDDEN in the
view and are simply not drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from jaws.content import Content
from jaws.content.act2 import GearModel
from jaws.engine.act2.actions import AttackShark, SharkChoose, card_label
from jaws.engine.act2.attack_events import DiceRolled, attack_on
from jaws.engine.act2.board import water
from jaws.engine.act2.events import OrcaRoundStarted
from jaws.engine.act2.rounds import (
    cage_holders_among,
    chum_in_hand,
    dice_after_gear,
    evade_after_gear,
    evade_set_by,
)
from jaws.ids import CREW, CREW_INITIALS, NAMES
from jaws.tui.round_digest import DigestLine, digest
from jaws.tui.scenes import track_bar
from jaws.tui.widgets.direct_input import divide_order
from jaws.views.act2 import Act2View
from jaws.views.hidden import is_hidden
from jaws.words import count

# The multiplication sign of "Maul Again" times 2 (named: ruff reads the sign as an x).
TIMES = "\u00d7"
PHASE_TITLES = {
    "divide": "Crew divides the shared gear",
    "board": "Crew boards the Orca",
    "choose": "Shark chooses where to resurface",
    # Short: at 80x24 the third Resurface option must stay in sight below it (stop-32 playtest).
    "prepare": "Crew prepares",
    "crew_attack": "Crew attacks",
    "shark_attack": "Shark attacks",
    "cage": "Shark attacks — the crew may play a Shark Cage before it rolls",
    "over": "Game over",
}
# Lines that fit the Orca's side at 100 columns (the legend shows three lines at most).
# The Chum's mark is explained as what will be (helper-35, stop 40: "[A✗] ruled out by Chum",
# before any Chum was played, read as A ruled out); once Chum has shown an option the legend
# says which was ruled out (orca_legend).
# Each line at most 51 columns, the legend's width at 100x30 (a 56-column line wrapped there).
# The Chum's mark is a line of its own, at the end, while a Chum is in play.
# The reach mark is a form with a placeholder, as "dmg N/sink M" is: "▸W5 in reach" read as
# W5 being in reach now (helper-62).
ORCA_LEGEND = (
    'Q B H crew, "Q swim" in water  [A] Resurface option\n'
    "T:Q Quint's Target  ▸X: X is in reach  /// damaged\n"
    "dmg N/sink M: N hits damage it, M destroy it\n"
    "[A✗] if Chum rules A out"
)
CHUM_KEY = "\n[A✗] if Chum rules A out"


def orca_legend(chum_in_play: bool, ruled_out: str | None = None) -> str:
    """The Orca's legend; the Chum's mark only while a Chum can be played or has shown an
    option (it was explained in games with no Chum: stop 34), with the letter Chum ruled out
    once it has (the example "[A✗]" read as A ruled out when Chum had shown B: stop 36)."""
    if not chum_in_play:
        return ORCA_LEGEND.replace(CHUM_KEY, "")
    if ruled_out:
        return ORCA_LEGEND.replace(CHUM_KEY, f"\n[{ruled_out}✗] ruled out by Chum")
    return ORCA_LEGEND


RECENT_DICE = 3  # the rolls the panel lists


def recent_dice(events: Sequence[object], count: int = RECENT_DICE) -> list[str]:
    """The last `count` dice rolls, each with the Orca round it was rolled in ("Round 1: Brody
    rolls for Rifle: 1 2 → 3 hits"): without it, a roll of an earlier round read as this
    round's (playtest). A roll is told with what it did, as the round's card tells it
    (jaws.tui.round_digest): "2 1 → 3 hits" read as the attack's total where Ramming Speed
    made it 5 (stop-32 playtest)."""
    round_no = 0
    rolls: list[str] = []
    for item in digest(events):
        if isinstance(item, OrcaRoundStarted):
            round_no = item.round
        elif isinstance(item, DiceRolled) or (isinstance(item, DigestLine) and item.rolled):
            rolls.append(f"Round {round_no}: {item}" if round_no else str(item))
    return rolls[-count:]


def gear_model(content: Content, card: str) -> GearModel | None:
    """The Gear card model of a card id ("rifle_2" -> the Rifle)."""
    cards = content.act2.gear_cards
    if card in cards:
        return cards[card]
    return cards.get(card.rsplit("_", 1)[0])


def cage_window_line(view: Act2View, content: Content) -> str:
    """What the Shark is about to roll for while the crew may still play a Shark Cage."""
    target = view.cage_for
    if view.cage_resume == "bonus" and target is not None:
        what = f"its Bonus Attack on {NAMES[target]}"
        if target in view.caged:
            return f"The Shark is about to roll {what}, who is in the Shark Cage: let it roll."
    elif view.cage_resume == "bonus":
        what = "its Bonus Attacks on the crew in the water nearby"
    else:
        what = attack_on(view.attack_kind, view.attack_target)
    # Who may get into a Cage, and whom it shields: "play a Shark Cage now" over an attack on
    # Brody, where only Hooper held one, read as Brody's to play (helper-35, stop 40).
    holders = [NAMES[m] for m in cage_holders_among(content.act2, view.gear, view.eliminated)]
    if not holders:
        return f"The Shark is about to roll {what}: let it roll."
    if target is not None and NAMES[target] in holders:
        holders = [NAMES[target]]  # the roll that waits is on him
    who = " or ".join(holders)
    return (
        f"The Shark is about to roll {what}: {who} may play a Shark Cage now (its user takes "
        "no wounds this round), or let it roll."
    )


def act2_status(
    view: Act2View,
    content: Content,
    recent_dice: list[str],
    *,
    divides_here: bool = False,
    gear_rules: bool = True,
    first: str | None = None,
) -> Text:
    """The public state of Act 2: wounds, options, the Shark's hand, gear, targets, dice;
    `divides_here`: the screen's players divide the gear (the divide's keys are named);
    `gear_rules`: with what each Gear card does at the foot (the screen shows that in a panel
    of its own, `act2_gear_rules`); `first`: the crew member being prepared now, whose gear
    line comes straight after the options (and the gear attached to the Shark), marked "▶"
    (at 100x30 only Quint's line was above the fold, at 80x24 none: helper-72, stop 50).

    The wounds come first, two short lines (the side panel shows its top seven lines at 80x24;
    the rest scrolls): the crew's on one line by initial, the Shark's bar on the next."""
    text = Text()
    text.append(f"Orca round {view.round} · {PHASE_TITLES.get(view.phase, view.phase)}\n", "bold")
    if view.phase == "cage":
        text.append(cage_window_line(view, content) + "\n", "bold reverse")
    if view.gear_pool:
        # The divide first, with the cards given so far: at 80x24 who held what was below
        # the fold, cut at "Crew gear (* = this round's" (stop-35 playtest).
        _append_divide(text, view, content, divides_here)
        # Then what each member already holds, which decides who should have what: at 80x24
        # it was below the fold under the wounds and tracks, all at 0 before round 1.
        _append_gear(text, view, content)
    crew = []
    for who in CREW:
        taken = f"{view.wounds.get(who, 0)}/{view.wound_limits[who]}"
        crew.append(f"{CREW_INITIALS[who]} {'OUT' if who in view.eliminated else taken}")
    text.append("Crew wounds: " + "  ".join(crew) + "\n")
    text.append(f"Shark {track_bar(view.wounds.get('shark', 0), view.wound_limits['shark'])}\n")
    _append_options(text, view, content)
    _append_surfaced(text, view, content)
    # What changes this round's numbers before what the Shark still holds: at 80x24 the
    # revealed card's text and the attached gear were below the fold (stop-37 playtest).
    # Told once the token is flipped: the Shark's own view knows its card before, and its
    # screen said "Revealed" while the crew still prepared (stop-32 playtest).
    if view.played_card and not is_hidden(view.played_card) and view.in_play is not None:
        ability = content.act2.ability_of(view.played_card)
        # The card speaks to the Shark ("your Evade"): quoted, so the crew reads it as the card.
        text.append(f"Revealed: {ability.name}, which reads “{ability.text}”\n", "italic")
    if view.attached:
        text.append("Attached to the Shark: " + ", ".join(map(card_label, view.attached)) + "\n")
    # Only while the crew prepares: in its attacks the line pushed the revealed card's text
    # out of sight at 80x24 (helper-78), and the attack rows name the weapons.
    preparing = view.phase == "prepare" and not view.gear_pool
    playing = first if preparing and first in view.gear and first not in view.eliminated else None
    if playing is not None:
        _append_gear_line(text, view, content, playing, "▶ ")
    text.append(
        f"Shark: {count(view.hand_size, 'Ability card')} in hand"
        + (" · played one this round" if view.ability_played else "")
        + "\n"
    )
    if not view.gear_pool:
        _append_gear(text, view, content, playing)
    if view.pending_roll:
        text.append(f"Dice to keep or reroll: {' '.join(map(str, view.pending_roll))}\n")
    if recent_dice:
        # The last few only, and said so: Quint's first roll "vanished" (stop-37 check); the
        # log and the round's card keep them all.
        text.append(f"Dice as rolled (the last {RECENT_DICE} at most):\n", "bold")
        for line in recent_dice:
            text.append(f"  {line}\n")
    if gear_rules:
        _append_gear_rules(text, view, content)
    return text


def act2_gear_rules(view: Act2View, content: Content) -> Text:
    """What each Gear card in play does (see `_append_gear_rules`)."""
    text = Text()
    _append_gear_rules(text, view, content)
    return text


def counted(entries: Sequence[str]) -> list[str]:
    """Each entry once, in order, with its count when it comes more than once: "Chum \u00d73"."""
    return [
        f"{entry} \u00d7{entries.count(entry)}" if entries.count(entry) > 1 else entry
        for entry in dict.fromkeys(entries)
    ]


def _append_divide(text: Text, view: Act2View, content: Content, divides_here: bool) -> None:
    """The shared gear still to divide, numbered as typed to give it ("1Q"), then each
    member's cards."""
    order = divide_order(view.gear_pool, view.gear, content.act2.personal_gear)
    left = [card_label(card) for card in view.gear_pool]
    numbered = [
        f"{n} {kind}" + (f" \u00d7{left.count(kind)}" if left.count(kind) > 1 else "")
        for n, kind in enumerate(order, 1)
        if kind in left
    ]
    # The keys only where they give a card: not on the Shark's screen, nor while the AI
    # crew divides (review, stop 30).
    keys = " (its number, then Q/B/H)" if divides_here else ""
    text.append(f"To divide{keys}: " + ", ".join(numbered) + "\n")
    # The shared cards given so far, by initial on one line (each member's own gear, two
    # cards each, pushed Hooper's line below the fold at 80x24; it follows the divide).
    personal = content.act2.personal_gear
    given = []
    for member in CREW:
        if member not in view.eliminated:
            own = personal.get(member, ())
            shared = counted([card_label(c) for c in view.gear.get(member, ()) if c not in own])
            given.append(f"{CREW_INITIALS[member]} {', '.join(shared) or '—'}")
    text.append("Given: " + " · ".join(given) + "\n")


def _append_gear_rules(text: Text, view: Act2View, content: Content) -> None:
    """What each Gear card still to divide or in the crew's hands does, once per card (the
    cards being divided first), at the foot of the panel (Ctrl+T scrolls to it): a crew
    dividing gear or picking its weapon reads the dice there instead of opening the rules."""
    held = [
        card
        for member in CREW
        if member not in view.eliminated
        for card in view.gear.get(member, ())
    ]
    models: dict[str, GearModel] = {}
    for card in [*view.gear_pool, *held]:
        model = gear_model(content, card)
        if model is not None:
            models.setdefault(model.id, model)
    if not models:
        return
    text.append("Gear cards:\n", "bold")
    for model in models.values():
        text.append(f"  {model.name}: {model.text}\n")


def numbers_after_gear(
    view: Act2View, content: Content, evade: int, dice: int, shake_off: bool = False
) -> str:
    """ "Evade 1→0, 2→1 dice": a Resurface card's Evade and attack dice, with what the gear
    attached to the Shark makes of them (none where the card shakes the gear off)."""
    evade_text, dice_text = str(evade), str(dice)
    if view.attached and not shake_off:
        lowered = evade_after_gear(view.attached, content.act2, evade)
        fewer = dice_after_gear(view.attached, content.act2, dice)
        evade_text += f"→{lowered}" if lowered != evade else ""
        dice_text += f"→{fewer}" if fewer != dice else ""
    return f"Evade {evade_text}, {dice_text} {'die' if dice == 1 else 'dice'}"


def _append_surfaced(text: Text, view: Act2View, content: Content) -> None:
    """Once the Shark has resurfaced (its options gone from the panel), the numbers the crew
    attacks against and the Shark attacks with: during the crew's attacks only the log's
    printed "(Evade 1, 2 dice)" was on screen, with a Harpoon Barrel making it 0 (stop-35
    playtest)."""
    if view.in_play is None or any(o.card == view.in_play for o in view.options):
        return
    card = content.act2.resurface_cards.get(view.in_play)
    if card is None:
        return
    played = view.played_card
    revealed = played and not is_hidden(played)
    set_to = evade_set_by(content.act2.ability_of(str(played))) if revealed else None
    evade = card.evade if set_to is None else set_to  # Hard Target's, once revealed
    numbers = numbers_after_gear(view, content, evade, card.dice)
    where = water(card.zone)
    if view.shark_zone is not None and view.shark_zone != card.zone:
        # Ramming Speed moved it: the panel kept "surfaced at W4" beside a map showing it at
        # W3 (helper-44, stop 42).
        where += f", now at {water(view.shark_zone)}"
    # The card's Shake Off is named, as the options, the log and the reveal name it: the line
    # read "Evade 2, 2 dice" where the reveal had said "Shake Off" (helper-63).
    shake = ", Shake Off" if card.shake_off else ""
    text.append(f"Shark surfaced at {where}: {numbers}{shake}\n", "bold")


def _append_options(text: Text, view: Act2View, content: Content) -> None:
    """The Resurface options as the map marks them ("[A] W8 Evade 0, 2 dice": the map shows
    "W8 [A]"), the chosen one marked and a Chum-ruled one struck through. No heading line and
    no indent, so "[A] W7 Evade 1, 3 dice, Shake Off" is one line of the 33 columns the panel
    has at 80x24: it shows seven lines there, and a third option under a heading, or under two
    Shake Offs that wrapped, was out of sight (stop-32 and stop-33 playtests).

    Gear attached to the Shark shows in the numbers: "Evade 1→0, 3→2 dice" where it lowers
    them; a Shake Off option keeps the card's, as the Shark shakes the gear off when it
    resurfaces there (the "Attached to the Shark" line was below the fold at 80x24: stop 34)."""
    if not view.options:
        return
    for option in view.options:
        numbers = numbers_after_gear(
            view, content, option.evade, option.dice, shake_off=option.shake_off
        )
        marks = []
        if view.in_play is not None and option.card == view.in_play:
            marks.append("◀ CHOSEN")
        if view.chum_shown == option.letter:
            marks.append("(not chosen: Chum)")
        shake = ", Shake Off" if option.shake_off else ""
        line = f"[{option.letter}] {water(option.zone)} {numbers}"
        # Chum ruled it out: struck through, and said in words for a monochrome terminal.
        ruled_out = view.chum_shown == option.letter
        text.append(line + shake, "strike dim" if ruled_out else "")
        text.append((f" {' '.join(marks)}" if marks else "") + "\n")


def _append_gear(text: Text, view: Act2View, content: Content, told: str | None = None) -> None:
    """Each crew member still in the game: where he is, his target and his gear (`told`: the
    member whose line came before, left out here)."""
    # The weapon's mark is said once there can be one: a line of its own at 80x24 in the divide.
    marks = "" if view.gear_pool else " (* = this round's weapon)"
    text.append(f"Crew gear{marks}:\n", "bold")
    for member in CREW:
        if member not in view.eliminated and member != told:
            _append_gear_line(text, view, content, member, "  ")


def _append_gear_line(text: Text, view: Act2View, content: Content, member: str, lead: str) -> None:
    """ "Quint at B1 → zone 3: *Rifle (firearm), Ammo": where he is, his target, his gear."""
    cards: list[str] = []
    for card in view.gear.get(member, ()):
        model = gear_model(content, card)
        # A weapon's kind in the rulebook's words (melee, firearm, attachable: how far it
        # reaches), not abbreviations. An accessory needs none, and copies of one are one
        # entry, "Chum \u00d73" (Quint's line ran to six rows at 80x24: stop-37 playtest).
        star = "*" if view.weapon.get(member) == card else ""
        if model is not None and not model.is_weapon:
            cards.append(card_label(card))
        else:
            cards.append(f"{star}{card_label(card)} ({model.type if model else '?'})")
    cards = counted(cards)
    where = view.positions.get(member, "—")
    target = view.target.get(member)
    aim = f" → zone {target}" if target is not None else ""
    text.append(f"{lead}{NAMES[member]} at {where}{aim}: " + ", ".join(cards) + "\n")


# The phases in which the Shark's panel gives each Ability card's text: it chooses its card
# (and, before the first round, has time to read them).
HAND_READ_IN_FULL = frozenset({"divide", "board", "choose"})


def act2_shark_panel(view: Act2View, content: Content, names_line: bool = True) -> Text:
    """The Shark's private Act 2 panel: its hand (each card's text while it chooses, names
    after), its locked-in choice, its Chum pick. Without `names_line`, a hand read in full
    names each card once, by its text: for a column where every text reads whole."""
    text = Text()
    text.append("SHARK ONLY\n", "bold reverse #e74c3c")
    if not is_hidden(view.chosen) and view.chosen:
        text.append(f"You chose option {view.chosen}")
        held = chum_in_hand(content.act2, view.gear, view.eliminated)
        if view.chum_reveal and not is_hidden(view.chum_reveal) and held:
            text.append(f"; Chum would show {view.chum_reveal}")
        text.append("\n")
    if view.played_card and not is_hidden(view.played_card):
        played = content.act2.ability_of(view.played_card)
        text.append(f"Card under the token: {played.name}: {played.text}\n")
    hand = view.hand
    if is_hidden(hand):
        return text
    # Two copies of one card are one line: "Maul Again" times 2.
    counts: dict[str, int] = {}
    abilities = {}
    digit = {}  # the digit each kind is typed with, the same all game (ability_number)
    # By digit, as the list gives them: "3 Maul Again, 1 Extra Strength" read out of order.
    for card in sorted(hand, key=content.act2.ability_number):
        ability = content.act2.ability_of(card)
        counts[ability.name] = counts.get(ability.name, 0) + 1
        abilities[ability.name] = ability
        digit[ability.name] = content.act2.ability_number(card)
    # Choosing, each card goes by the digit it is typed with ("A2"): the digits were only
    # in the list, three rows at 80x24 (helper-37, stop 41).
    typed = {name: f"{digit[name]} " for name in counts} if view.phase == "choose" else {}
    titles = {name: typed.get(name, "") + name for name in counts}
    names = {name: titles[name] + (f" {TIMES}{n}" if n > 1 else "") for name, n in counts.items()}
    reading = view.phase in HAND_READ_IN_FULL and bool(hand)
    if reading and not names_line:
        # Said once, each with its text: where the column has the rows, the names said
        # twice cut the last card's text at 100x30 (helper-35, stop 40).
        text.append(f"Your Ability cards ({len(hand)}):\n", "bold")
        labels = names
    else:
        # The names first, on a line or two: while choosing, the whole hand is in sight even
        # where the panel shows a few lines (at 80x24 the cards' texts showed two cards of six:
        # stop-32 playtest); after the choice the names are enough, and the wounds below stay
        # in sight (stop-30 playtest, 100x30).
        text.append("Your Ability cards:", "bold")
        text.append(" " + (", ".join(names.values()) if names else "none") + "\n")
        if not reading:
            return text
        # Here the texts do not all fit above the list (80x24): how to read on (helper-37).
        text.append("What they do (Ctrl+T \u2193 for more):\n", "bold")
        labels = titles
    for name, ability in abilities.items():
        text.append(f"  {labels[name]}: ", "bold")
        text.append(f"{ability.text}\n")
    return text


def option_heading(view: Act2View, letter: str, content: Content) -> str:
    """A Resurface option in words, for the heading of the Shark's choices, with what the
    attached gear makes of its numbers (the Shark read the printed ones: stop-35 playtest)."""
    option = next((o for o in view.options if o.letter == letter), None)
    if option is None:
        return f"Option {letter}"
    shake = ", Shake Off" if option.shake_off else ""
    numbers = numbers_after_gear(view, content, option.evade, option.dice, option.shake_off)
    return f"Option {letter}: zone {option.zone}, {numbers}{shake}"


def choose_label(content: Content, action: SharkChoose, chum_held: bool) -> str:
    """A menu label for the Shark's secret choice (listed under its option's heading). The
    option Chum would show is named only while a crew member holds a Chum (`chum_held`, see
    chum_in_hand): otherwise the pick cannot matter, and the Shark's menu listed every choice
    twice (stop-33 playtest)."""
    card = f"+ {content.act2.ability_of(action.card).name}" if action.card else "no card"
    if not chum_held:
        return card
    return f"{card}; Chum would show {action.chum}"


def attack_label(view: Act2View, content: Content, action: AttackShark) -> str:
    """A crew attack's menu row with what it spends: "Quint attacks (spends the Rifle)"
    beside "Quint attacks (spends Ammo, not the Rifle)"; the two rows, "attacks" and
    "attacks (using Ammo)", did not say which one gave up the Rifle (helper-63). A weapon
    kept after use adds nothing."""
    weapon = content.act2.gear_cards.get(view.weapon.get(action.member, ""))
    if weapon is None or weapon.after_use not in ("one_shot", "discard"):
        return str(action)
    who = NAMES[action.member]
    if action.ammo is not None:
        return f"{who} attacks (spends Ammo, not the {weapon.name})"
    return f"{who} attacks (spends the {weapon.name})"
