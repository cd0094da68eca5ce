"""The in-app rules reference (F1): the rulebook's rules in short, with every number and card
text read from content/, so a change to the content files shows up here too."""

from __future__ import annotations

from jaws.content import Content
from jaws.engine.actions import Action
from jaws.tui.app_base import TableSession
from jaws.tui.rules_act2 import PHASE_SECTIONS, act2_markdown, dice_count

# Which rules section explains a refused action, by action kind.
SECTION_FOR_KIND = {
    "shark_start": "Act 1: setup",
    "shark_move": "Act 1: the Shark's turn",
    "shark_eat": "Act 1: the Shark's turn",
    "shark_eat_all": "Power tokens",
    "play_power": "Power tokens",
    "shark_undo": "Act 1: the Shark's turn",
    "shark_end_turn": "Act 1: the Shark's turn",
    "crew_move": "Act 1: the crew's turn",
    "rescue": "Act 1: the crew's turn",
    "pick_up_barrels": "Act 1: the crew's turn",
    "drop_barrel": "Act 1: the crew's turn",
    "give_barrels": "Act 1: the crew's turn",
    "launch_barrel": "Act 1: the crew's turn",
    "use_binoculars": "Act 1: the crew's turn",
    "use_fish_finder": "Act 1: the crew's turn",
    "close_beach": "Act 1: the crew's turn",
    "climb_aboard": "Amity Event cards",
    "end_crew_turn": "Act 1: the crew's turn",
    "choose_extra_action": "Amity Event cards",
    "choose_beach": "Amity Event cards",
    "choose_dock": "Amity Event cards",
    "helicopter_move": "Amity Event cards",
    "give_gear": "Act 2: setup",
    "board_orca": "Act 2: setup",
    "shark_choose": "Act 2 step 2: Shark chooses",
    "orca_move": "Act 2 step 3: Crew prepares",
    "choose_weapon": "Act 2 step 3: Crew prepares",
    "place_target": "Act 2 step 3: Crew prepares",
    "play_chum": "Act 2 step 3: Crew prepares",
    "crew_ready": "Act 2 step 3: Crew prepares",
    "shift_target": "Act 2 step 5: Crew attacks",
    "attack_shark": "Act 2 step 5: Crew attacks",
    "decline_attack": "Act 2 step 5: Crew attacks",
    "end_crew_attacks": "Act 2 step 5: Crew attacks",
    "play_cage": "Act 2 step 6: Shark attacks",
    "let_shark_roll": "Act 2 step 6: Shark attacks",
    "ram_move": "Act 2 step 6: Shark attacks",
    "attack_boat": "Act 2 step 6: Shark attacks",
    "attack_crew": "Act 2 step 6: Shark attacks",
    "skip_shark_attack": "Act 2 step 6: Shark attacks",
    "maul_reroll": "Act 2 step 6: Shark attacks",
    "domino_target": "Act 2 step 6: Shark attacks",
    "second_helping": "Act 2 step 6: Shark attacks",
}


__all__ = ["dice_count", "rules_markdown", "rules_sections", "section_for", "section_for_game"]


def section_for(action: Action) -> str:
    """The rules section that governs an action (Act 2 actions go to the Act 2 section)."""
    return SECTION_FOR_KIND.get(action.kind, "Act 2: the Orca")


def rules_markdown(content: Content) -> str:
    """The whole rules reference as Markdown."""
    return "".join(
        (
            _setup_markdown(content),
            _act1_round_markdown(content),
            _act1_end_markdown(content),
            act2_markdown(content),
        )
    )


def _setup_markdown(content: Content) -> str:
    """The title, the players, Act 1's setup and the board."""
    a1 = content.act1
    comp = a1.components
    board = a1.board
    names = a1.space_names
    parts: list[str] = []
    add = parts.append
    add("# Jaws — rules reference\n")
    add(
        "One player is the **Shark**; the others are the **crew**: Quint, Brody and Hooper. "
        "The crew wins by killing the Shark; the Shark wins by killing all three crew members "
        "or sinking the Orca. A full game is Act 1 then Act 2; either act can be played alone.\n"
    )
    add("## Players\n")
    add(
        "- 4 players: one crew member each.\n- 3 players: two crew players, who share the third "
        "crew member.\n- 2 players: the crew player runs all three.\n\nOn this screen the crew "
        "seat decides for all three crew members; the curtain says who takes the keyboard.\n"
    )
    add("## Act 1: setup\n")
    add(
        f"- Quint (the Orca) starts at {board.start.quint} ({names[board.start.quint]}) with "
        f"{comp.barrels_on_orca} barrels; the other "
        f"{comp.barrels - comp.barrels_on_orca} barrels are at the Shop.\n"
        f"- Hooper's boat starts at {board.start.hooper} ({names[board.start.hooper]}).\n"
        f"- Brody starts at {board.start.brody} ({names[board.start.brody]}).\n"
        f"- The Shark secretly picks one of the 12 water spaces to start in.\n"
        f"- {comp.swimmers} swimmers wait in the supply; Michael is a separate token worth "
        f"{comp.house.michael_value} on the Swimmer Track (HOUSE).\n"
    )
    add("## The board\n")
    add(
        "Open sea: 1 (north-west), 2 (north-east), 3 (south-west), 4 (south-east). Round the "
        "island clockwise from the top: N, 6, E, 8, S, 7, W, 5 — each holds water and land. The "
        "Shop is inland. Diagonal spaces are not adjacent.\n"
    )
    for space in board.spaces:
        water = ", ".join(a1.water_adj.get(space.id, ())) or "—"
        land = ", ".join(a1.land_adj.get(space.id, ())) or "—"
        add(f"- **{space.id}** {space.name}: by water to {water}; by land to {land}\n")
    return "".join(parts)


def _act1_round_markdown(content: Content) -> str:
    """Act 1's round: the phases, the Shark's turn, the Power tokens and the crew's turn."""
    comp = content.act1.components
    board = content.act1.board
    parts: list[str] = []
    add = parts.append
    add("## Act 1: a round\n")
    add(
        "1. **Event Phase** — draw an Amity Event card, place its swimmers on the open beaches, "
        "then do what the card says.\n2. **Shark Phase** — the Shark plans up to "
        f"{comp.shark_actions} actions in secret, may play one Power token, then announces.\n"
        f"3. **Crew Phase** — each crew member takes up to {comp.crew_actions} actions, one "
        "crew member's whole turn at a time.\n"
    )
    add("## Act 1: the Shark's turn\n")
    add(
        "- **Move** one space through water.\n- **Eat** one swimmer (or Michael) in its space.\n"
        "- Take back planned actions freely (u) until the turn is ended.\n"
        "- At the end the crew is told: swimmers eaten and where, which floating barrels' motion "
        "sensors were triggered (not when), and whether a Power token was played (not which).\n"
    )
    add("## Power tokens\n")
    add("Each once per game, at most one per round; the crew never learns which was played.\n")
    for power in comp.powers:
        add(f"- **{power.name}**: {power.text}\n")
    add("## Act 1: the crew's turn\n")
    add(
        "- **Quint** (the Orca, water): move 1; rescue a swimmer; pick up barrels from a Dock, "
        "the water or Hooper's boat (each source one action); launch a barrel into his own or "
        "an adjacent water space once per round — if the Shark is there it is hit.\n"
        f"- **Hooper** (speed boat, water): move up to {comp.hooper_move_spaces} spaces; rescue; "
        "pick up barrels from a Dock or the water; give all his barrels to Quint in the same "
        "space; Fish Finder once per round: the Shark says here, nearby or not there or nearby.\n"
        "- **Brody** (land): move 1; rescue (he alone may rescue Michael); pick up one barrel at "
        "the Shop and drop it at a Dock; Binoculars once per round at a beach; close an empty "
        f"beach once per round from {' or '.join(board.beach_closing_spaces)}.\n"
        "- A closed beach gets no swimmers: the first time it flips to Opening Soon, the next "
        "time it reopens.\n"
    )
    return "".join(parts)


def _act1_end_markdown(content: Content) -> str:
    """How Act 1 ends, and every Amity Event card."""
    a1 = content.act1
    comp = a1.components
    parts: list[str] = []
    add = parts.append
    add("## Act 1: the end\n")
    add(
        f"Act 1 ends at once when {comp.barrels_to_end_act} barrels are attached to the Shark or "
        f"the Swimmer Track reaches {comp.swimmer_track_max}. Played alone, the Shark wins at "
        f"{comp.standalone_shark_win} and the crew wins with the second barrel. The Shark's "
        "secret path is then replayed for everyone.\n"
    )
    add("## Amity Event cards\n")
    for card in a1.events.cards:
        counts = card.swimmers.as_dict()
        where = " ".join(f"{b}{n}" for b, n in counts.items())
        add(f"- **{card.id}. {card.name}** ({where}): {card.text}\n")
    return "".join(parts)


# The F1 section for each Act 1 phase.
ACT1_PHASE_SECTIONS = {
    "shark_start": "Act 1: setup",
    "event_choice": "Amity Event cards",
    "shark": "Act 1: the Shark's turn",
    "crew": "Act 1: the crew's turn",
    "over": "Act 1: the end",
}


def rules_sections(content: Content) -> list[tuple[str, str]]:
    """The reference cut at its headings: (heading text, that section's Markdown)."""
    sections: list[tuple[str, list[str]]] = []
    for line in rules_markdown(content).splitlines(keepends=True):
        if line.startswith("#"):
            sections.append((line.lstrip("#").strip(), []))
        if sections:
            sections[-1][1].append(line)
    return [(title, "".join(lines)) for title, lines in sections]


def section_for_game(session: TableSession | None) -> str | None:
    """The section for the phase being played (public: every player sees the phase), or None
    with no game."""
    if session is None:
        return None
    view = session.view("spectator")
    if view.act == 1 and view.act1 is not None:
        return ACT1_PHASE_SECTIONS.get(view.act1.phase)
    if view.act2 is not None:
        return PHASE_SECTIONS.get(view.act2.phase)
    return None
