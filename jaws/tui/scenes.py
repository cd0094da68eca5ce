"""Turn Act 1 views into what the screens draw: map scenes and panel text.

Everything here reads a view, never the game state. A crew-facing scene is built from the crew's
view alone, so a secret the view holds as HIDDEN cannot reach a crew screen.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from rich.text import Text

from jaws.content.act1 import Act1Content
from jaws.engine.act1.actions import POWER_NAMES
from jaws.engine.act1.events import BinocularsAnswered, FishFinderAnswered
from jaws.engine.act1.shark import track_after_meals, track_goal
from jaws.engine.act1.state import PadEntry
from jaws.ids import CREW, CREW_INITIALS
from jaws.tui.widgets.amity_map import MapScene
from jaws.tui.widgets.direct_input import POWER_ORDER
from jaws.views.act1 import Act1View, PlanView
from jaws.views.hidden import is_hidden
from jaws.words import full_stop

PIECE_NAMES = {"quint": "Q=Quint's Orca", "hooper": "H=Hooper's boat", "brody": "B=Brody"}
PHASE_TITLES = {
    "shark_start": "The Shark's start",
    "event_choice": "Event Phase",  # the menu's heading asks the question
    "shark": "Shark Phase",
    "crew": "Crew Phase",
    "over": "Act 1 over",
}
FISH_FINDER_SHORT = {"here": "FF:HERE", "nearby": "FF:near", "not_nearby": "FF:no"}
# Marks on the map; `~` is only ever the water's texture (a piece is never drawn touching it).
OVERBOARD = "!"
# The map's marks, the most needed first: the legend shows those that fit (MapLegend).
MAP_MARKS = (
    "Q Orca",
    "H Hooper",
    "B Brody",
    ":2b aboard",
    "+b carried",
    "fb/db floating/dock barrels",
    "FF/BN Fish Finder/Binoculars",
    "sw swimmers",
    "! overboard",
    "M Michael",
)
# The crew's "Where could it be?" marks, first while they are on the map: its odds, where they
# are shown, were measured against the AI Sharks only (issue 13: the assumption in the legend).
ODDS_MARK = "?n% odds the Shark is here (vs AI Sharks)"
POSSIBLE_MARK_MEANS = "? the Shark may be here"
# All of them, as the rules (F1) list them.
MAP_LEGEND = (
    "  ".join(MAP_MARKS)
    + "  [CLOSED] or [SHUT], [OPENING SOON] or [SOON] the Beach Closed token"
    + "  ? Shark may be here (d; odds vs an AI Shark only)"
)


def map_legend(overlay: bool, odds: bool) -> tuple[str, ...]:
    """The legend's entries: the overlay's mark first while it is on the map."""
    if not overlay:
        return MAP_MARKS
    return (ODDS_MARK if odds else POSSIBLE_MARK_MEANS, *MAP_MARKS)


def act1_scene(
    view: Act1View,
    content: Act1Content,
    *,
    shark_at: str | None = None,
    shark_label: str = "SHARK",
    trail: dict[str, str] | None = None,
) -> MapScene:
    """The map of one Act 1 view; `shark_at` is where to draw the Shark (if the viewer knows)."""
    scene = MapScene()
    aboard = {"quint": view.barrels.orca, "hooper": view.barrels.hooper_boat}
    for member, space in view.positions.items():
        letter = CREW_INITIALS[member]
        if aboard.get(member):
            letter += f":{aboard[member]}b"
        if member in view.in_water:
            letter += OVERBOARD
        if member == "brody" and view.barrels.brody:
            letter += "+b"
        if member == "brody":  # Brody walks on land: drawn on the space's land half
            scene.at(space).land_pieces.append(letter)
        else:
            scene.at(space).pieces.append(letter)
    # On the Shark's own screen the board shows its plan so far: planned meals are gone.
    plan = view.plan if isinstance(view.plan, PlanView) else None
    eaten = plan.eaten if plan is not None else {}
    for space, count in view.swimmers.items():
        left = count - eaten.get(space, 0)
        if left > 0:
            scene.at(space).tokens.append(f"sw:{left}")
    if view.michael and not (plan is not None and plan.michael_eaten_at):
        scene.at(view.michael).tokens.append("M")
    for space, count in view.barrels.floating.items():
        if count:
            scene.at(space).tokens.append(f"fb:{count}")
    for space, count in view.barrels.dock.items():
        if count:
            scene.at(space).tokens.append(f"db:{count}")
    if view.barrels.shop:
        scene.at(content.board.shop).tokens.append(f"{view.barrels.shop} barrels")
    if view.beach_token and view.token_face:
        face = "CLOSED" if view.token_face == "closed" else "OPENING SOON"
        scene.beach_token = (view.beach_token, face)
    for clue in view.record:
        if isinstance(clue, FishFinderAnswered) and clue.round == view.round:
            scene.at(clue.space).markers.append(FISH_FINDER_SHORT[clue.result])
        if isinstance(clue, BinocularsAnswered) and clue.round == view.round:
            scene.at(clue.beach).markers.append("BN:SEEN" if clue.seen else "BN:no")
    if shark_at is not None:
        scene.at(shark_at).shark = shark_label
    for space, mark in (trail or {}).items():
        scene.at(space).trail = mark
    return scene


def track_bar(value: int, top: int) -> str:
    """A filled/empty bar that reads without colour: ■ for each step reached."""
    value = max(0, min(value, top))
    return "■" * value + "□" * (top - value) + f" {value}/{top}"


def cleared_but_marked(view: Act1View, content: Act1Content, marked: Collection[str]) -> bool:
    """Whether the overlay marks a space that a "not there" from the Fish Finder or the
    Binoculars cleared this round: it may be Out of Sight's answer, as a Power token was
    played this round (and the deduction could not rule that token out)."""
    if view.power_this_round is None or not marked:
        return False
    cleared: set[str] = set()
    for clue in view.record:
        if getattr(clue, "round", None) != view.round:
            continue
        if isinstance(clue, FishFinderAnswered) and clue.result == "not_nearby":
            cleared |= {clue.space, *content.water_adj.get(clue.space, ())}
        elif isinstance(clue, BinocularsAnswered) and not clue.seen:
            cleared.add(clue.beach)
    return not cleared.isdisjoint(marked)


def act1_status(view: Act1View, content: Act1Content, marked: Collection[str] = ()) -> Text:
    """The public state of Act 1: tracks, crew actions, Event card, barrels;
    `marked`: the spaces the crew's "Where could it be?" overlay marks on the map.

    The numbers a player acts on come first (the side panel shows only its top lines at
    80x24; the rest scrolls): the tracks, a sighting, the actions left; then the Event card and
    where the barrels are (the map shows them too). The screens show the three parts in panels
    of their own (act1_numbers, event_card, act1_supplies), the Event card where the seat needs
    it."""
    text = act1_numbers(view, content, marked)
    text.append_text(event_card(view, content))
    text.append_text(act1_supplies(view))
    return text


def act1_numbers(view: Act1View, content: Act1Content, marked: Collection[str] = ()) -> Text:
    """The numbers a player acts on: a sighting, the tracks, the crew's actions left."""
    comp = content.components
    text = Text()
    # No "Round 1 · Crew Phase" row: the screen's header says both (the row had pushed the
    # Event card's rule out of sight at 80x24).
    if view.revealed_at:
        text.append(f"The Shark was seen at {view.revealed_at} this round!\n", "bold #f1948a")
    if cleared_but_marked(view, content, marked):
        # A "?" where the Fish Finder had just said "not there" read as a bug (stop-35
        # playtest): the Power token played this round may be Out of Sight.
        text.append("? stays where a search said no: the Power token may be Out of Sight\n")
    text.append("Swimmer Track ")
    text.append(track_bar(view.track, track_goal(view, content)) + "\n")
    text.append("Barrels on Shark ")
    text.append(track_bar(view.barrels.attached, comp.barrels_to_end_act) + "\n")
    if is_hidden(view.powers_left):  # the Shark's own screen lists its tokens (shark_tokens)
        # With the tracks, in sight: under the Event card, last in the panel, it was cut to
        # "Shark Power tokens left: 3 · one" at 100x30 (helper-44, stop 42). One row of the
        # 31 columns the panel shows at 80x24.
        played = ", 1 in play" if view.power_this_round is not None else ""
        text.append(f"Power tokens left {view.powers_left_count}{played}\n")
    if view.phase == "crew" or view.phase == "event_choice":
        parts = []
        for member in CREW:
            mark = "✓" if member in view.done else ("▶" if view.active == member else " ")
            # By initial, as the map marks them (and Act 2's wounds): "Quint 4  Brody 4
            # Hooper 4" wrapped its last count onto a row of its own even at 120x40 (stop-37
            # playtest). No player tags ("Q(P2) 4"): the action list's headings name whose
            # hands each member is in, and the tags wrapped this row at 80x24 too.
            letter = CREW_INITIALS[member]
            parts.append(f"{mark}{letter} {view.actions_left.get(member, 0)}")
        text.append("Actions left: " + "  ".join(parts) + "\n")
    return text


def act1_supplies(view: Act1View) -> Text:
    """Where the barrels and swimmers are."""
    text = Text()
    # No "This round: Dock work is free" line: every such rule is the Event card's, and its
    # text says it (Frank Silva's "cost no action" was said twice: stop-37 check).
    b = view.barrels
    docks = " ".join(f"{d}:{n}" for d, n in sorted(b.dock.items())) or "none"
    floating = " ".join(f"{s}:{n}" for s, n in sorted(b.floating.items())) or "none"
    # Short lines: each fits the 34 columns of the side panel at 80x24 (a long one wrapped a
    # lone count onto its own line).
    text.append(f"Barrels: Shop {b.shop} · Brody {b.brody}\n")
    text.append(f"  aboard Orca {b.orca} · Hooper {b.hooper_boat}\n")
    text.append(f"  docks {docks} · floating {floating}\n")
    text.append(f"Swimmer supply {view.supply}")
    if view.beach_token and view.token_face:
        face = "closed" if view.token_face == "closed" else "opening soon"
        text.append(f" · Beach {view.beach_token} {face}")
    text.append("\n")
    return text


def event_card(view: Act1View, content: Act1Content) -> Text:
    """This round's Amity Event card: its name, then its rule, in one paragraph (the rule on
    a row of its own was cut after its first line at 80x24, where a long name wrapped too)."""
    text = Text()
    if view.event is not None:
        card = content.cards[view.event]
        text.append(f"Event: {card.name}{full_stop(card.name)}", "bold #f0b27a")
        text.append(f" {card.text}\n", "italic")
    return text


def shark_panel(view: Act1View, content: Act1Content) -> Text:
    """The Shark's private panel: position, actions used, the plan with take-back."""
    text = Text()
    # The banner shares its row with where the Shark is (8 rows show at 80x24).
    text.append("SHARK ONLY", "bold reverse #e74c3c")
    text.append(" ")
    plan = view.plan
    position = view.shark_position
    if isinstance(plan, PlanView):
        text.append(f"At {plan.position} · actions {plan.actions_used}/{plan.actions_total}\n")
        # The turn so far on one line, once it has begun: "This turn: 1 → 5 → W · eats a
        # swimmer". The path, the meals and the steps had a line each ("Steps (u takes back
        # the last): moves 5 · moves W" said the path again), and mid-turn they pushed the
        # Event card's rule out of sight at 80x24 (stop-39 playtest).
        if plan.steps:
            text.append(f"This turn: {turn_so_far(plan.path[0], plan.steps)}\n")
        set_off = sensors_on(view, plan.path)
        if set_off:
            # What the turn's end will announce (helper-35, stop 40: a move onto a floating
            # barrel went by with no word that its sensor would tell the crew).
            text.append(f"Motion sensors set off (announced): {', '.join(set_off)}\n")
        append_track_after(text, view, plan, content)
    elif position and not is_hidden(position):
        text.append(f"At {position}\n")
    else:
        text.append("Choose your secret starting space.\n")
    return text


def sensors_on(view: Act1View, path: Sequence[str]) -> list[str]:
    """The floating barrels' spaces on `path` whose motion sensors the Shark sets off there
    (none once it has played Evasive Moves), for the Shark's own screen."""
    plan = view.plan
    if isinstance(plan, PlanView) and plan.power == "evasive_moves":
        return []
    floating = view.barrels.floating
    return sorted({space for space in path if floating.get(space)})


def turn_so_far(start: str, steps: Sequence[str]) -> str:
    """The Shark's steps this turn in order, from where it began: the moves as one path, the
    meals between them counted ("1 → 5 → W · eats 2 swimmers · plays Speed Burst → 6"). u
    takes back the last of them."""
    parts = [start]
    meals = 0
    for step in steps:
        said = step.removeprefix("Shark ")
        if said == "eats a swimmer":
            meals += 1
            continue
        if meals:
            parts.append(" · eats " + ("a swimmer" if meals == 1 else f"{meals} swimmers"))
            meals = 0
        if said.startswith("moves "):
            parts.append(" → " + said.removeprefix("moves "))
        else:
            parts.append(" · " + said)
    if meals:
        parts.append(" · eats " + ("a swimmer" if meals == 1 else f"{meals} swimmers"))
    return "".join(parts)


def append_track_after(text: Text, view: Act1View, plan: PlanView, content: Act1Content) -> None:
    """Where the turn's meals put the Swimmer Track, and when they fill it, that ending the
    turn ends the act: the public line showed the track before the turn ("5/7") while the plan
    had filled it, and keys typed then were answered "takes nothing now" (stop-35 playtest)."""
    if not any(plan.eaten.values()) and plan.michael_eaten_at is None:
        return
    top = track_goal(view, content)
    after = track_after_meals(view.track, plan.eaten, plan.michael_eaten_at, content)
    # Short lines: the side panel has 34 columns at 80x24.
    text.append(f"Track after this turn: {min(after, top)}/{top}\n")
    if after >= top:
        ending = ": you win Act 1" if view.standalone else " and Act 1"
        text.append(f"e ends the turn{ending}.\n", "bold")


def shark_tokens(view: Act1View, content: Act1Content) -> Text:
    """The Shark's Power tokens left, each with the number `p` takes it by."""
    text = Text()
    powers = view.powers_left
    if not is_hidden(powers):
        # Names only: what each token does is in the menu when it can be played (and in F1),
        # and the token being played this round is in the plan (shark_panel). The numbers
        # are the keys' (p 2: Evasive Moves, all act long).
        playing = view.plan.power if isinstance(view.plan, PlanView) else None
        left = [pid for pid in powers if pid != playing]
        numbered = [f"{POWER_ORDER.index(pid) + 1} {content.powers[pid].name}" for pid in left]
        text.append(f"Your Power tokens ({len(left)} left): ", "bold")
        text.append((", ".join(numbered) or "none") + "\n")
    return text


# The Tracker Pad's rows the Shark's panel shows: the newest. Every row took two at 80x24,
# and the rows below the Event card were out of sight (helper-37, stop 41); the whole pad is
# the act's end replay.
PAD_ROWS_SHOWN = 3


def tracker_pad(view: Act1View) -> Text:
    """The Shark's Tracker Pad so far, a row a round (the newest PAD_ROWS_SHOWN)."""
    text = Text()
    pad = view.pad
    if not is_hidden(pad) and pad:
        newest = pad[-PAD_ROWS_SHOWN:]
        left_out = len(pad) - len(newest)
        more = f" (the last {len(newest)} of {len(pad)} rounds)" if left_out else ""
        text.append(f"Tracker Pad{more}:\n", "bold")
        for entry in newest:
            text.append("  " + pad_line(entry) + "\n")
    return text


def pad_line(entry: PadEntry) -> str:
    """One Tracker Pad row in words."""
    # The pad's path starts with the space the Shark began the round in.
    route = " → ".join(entry.path) if entry.path else entry.start
    ate = ", ".join(f"{n}@{b}" for b, n in entry.eaten if n)
    if entry.michael_eaten_at:
        ate = (ate + ", " if ate else "") + f"Michael@{entry.michael_eaten_at}"
    power = f" · {POWER_NAMES[entry.power]}" if entry.power else ""
    return f"R{entry.round}: {route} · ate {ate or 'none'}{power}"


def log_lines(events: Iterable[object]) -> list[str]:
    """The text of each event, for a log."""
    return [str(e) for e in events]
