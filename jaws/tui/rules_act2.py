"""The Act 2 part of the F1 reference: the round's six steps (one section each, so F1 opens at
the step being played), spaces and adjacency as Boat Tiles are damaged and destroyed, and the
cards. Numbers and card texts come from content/, adjacency from the engine's own geometry."""

from __future__ import annotations

from collections.abc import Iterable

from jaws.content import Content
from jaws.engine.act2.board import boat, geometry, water
from jaws.engine.act2.state import TileState
from jaws.words import count

# The F1 section for each Act 2 phase.
PHASE_SECTIONS = {
    "divide": "Act 2: setup",
    "board": "Act 2: setup",
    "choose": "Act 2 step 2: Shark chooses",
    "prepare": "Act 2 step 3: Crew prepares",
    "crew_attack": "Act 2 step 5: Crew attacks",
    "shark_attack": "Act 2 step 6: Shark attacks",
    "cage": "Act 2 step 6: Shark attacks",
    "over": "Act 2: the end",
}


def dice_count(n: int) -> str:
    """ "1 die", "3 dice"."""
    return "1 die" if n == 1 else f"{n} dice"


def act2_markdown(content: Content) -> str:
    """Every Act 2 section, as Markdown."""
    return "".join(
        [
            _overview(content),
            _steps(content),
            adjacency_markdown(content),
            _end(content),
            _cards(content),
        ]
    )


def _overview(content: Content) -> str:
    comp = content.act2.components
    return (
        "## Act 2: the Orca\n"
        "Each round: three Resurface options (A, B, C) are dealt; the Shark secretly picks one "
        "and may add one Ability card; the crew moves (up to "
        f"{comp.crew_move_spaces} spaces), picks weapons and places Target tokens; the Shark "
        "reveals; crew members who targeted the right zone attack; then the Shark attacks the "
        "boat or a crew member in the water, plus a bonus die against each crew member in the "
        "water next to it.\n"
        "## Act 2: setup\n"
        "The crew divides the shared Gear cards among its members as it likes, then each crew "
        "member places their mover on a Boat Space of their choice (any number may share one).\n"
    )


def _steps(content: Content) -> str:
    comp = content.act2.components
    return (
        "### Act 2 step 1: Resurface options\n"
        "Three Resurface cards are turned up as A, B and C (the discards are reshuffled when "
        "the deck runs out).\n"
        "### Act 2 step 2: Shark chooses\n"
        "In secret: one option, maybe one Ability card face down, and which unchosen option it "
        "would show if the crew plays Chum.\n"
        "### Act 2 step 3: Crew prepares\n"
        f"Each member may move up to {comp.crew_move_spaces} spaces (climbing from the water "
        f"onto a Boat Space takes {comp.climb_aboard_cost}), chooses one weapon and places a "
        "Target token: melee and attachable weapons only in their own or an adjacent Water "
        "Space, firearms anywhere. Chum (one a round) shows one unchosen option.\n"
        "### Act 2 step 4: Shark reveals\n"
        "Target tokens in other zones go back; a Shake Off card throws off every attached "
        "weapon; the Ability card takes effect.\n"
        "### Act 2 step 5: Crew attacks\n"
        "In any order: roll the weapon's dice (+1 hit if it has it); hits above the Shark's "
        "Evade are wounds. Attachables attach without a roll. Pistol and Rifle are spent after "
        "one shot unless an Ammo card is discarded instead; a member may decline.\n"
        "### Act 2 step 6: Shark attacks\n"
        "One adjacent Boat Space or one crew member in the water in or next to its space, with "
        "the option's dice; then one Bonus die against each crew member in the water nearby "
        "(the rulebook says the Shark *may* roll them; a Bonus die can only wound, never cost "
        "the Shark, so the app rolls each one for it). "
        "Once the Shark has declared its attack, and before it rolls, the crew may play a "
        "**Shark Cage**: its user takes no wounds this round. A Cage holder who has had no such "
        "chance against a roll that could wound them (knocked into the water by a boat attack, "
        "say) gets one before the Bonus die against them. Crew members on a Boat Space that is "
        "damaged or destroyed fall into that zone's Water Space.\n"
    )


def _names(spaces: Iterable[str]) -> str:
    return ", ".join(sorted(spaces, key=lambda s: (int(s[1:]), s))) or "nothing"


def adjacency_markdown(content: Content) -> str:
    """Spaces and adjacency on the Orca, and how damage and destruction change them."""
    a2 = content.act2
    geo = geometry(a2)
    zones = a2.zones
    intact = geo.layout(tuple("intact" for _ in zones))
    lines = ["### Act 2: spaces and adjacency\n"]
    lines.append(
        "Each zone has a Boat Space (B1-B8, one Boat Tile each) and a Water Space (W1-W8). Two "
        "spaces are adjacent if they share a border (a white line or a tile edge); diagonal "
        "spaces are not adjacent. Adjacency decides how the crew moves, where melee and "
        "attachable weapons may target, and what the Shark may attack. As the boat is damaged, "
        "spaces gain or lose adjacency:\n\n"
        "- **Undamaged**: each Boat Space touches its own Water Space and the Boat Spaces fore, "
        "aft and across the beam; the Water Spaces form a ring round the boat.\n"
        "- **Damaged tile**: the broken hull opens its Water Space to the Boat Spaces fore and "
        "aft of it on the same side (not the one across the beam).\n"
        "- **Destroyed tile**: the zone becomes one large Water Space that keeps every "
        "adjacency of both its spaces.\n\n"
        "This board's layout is the project's own (the printed board was not available; "
        "content/act2/board.toml holds it):\n\n"
    )
    for zone in zones:
        opened = ", ".join(boat(other) for other in geo.side[zone])
        lines.append(
            f"- {boat(zone)} touches {_names(intact.adj[boat(zone)])}; once damaged, "
            f"{water(zone)} also touches {opened}\n"
        )
    example = _example_two(content)
    if example:
        lines.append(f"\n{example}\n")
    return "".join(lines)


def _example_two(content: Content) -> str:
    """The rulebook's Adjacency Example #2 worked on this board (B1 damaged, B7 destroyed)."""
    a2 = content.act2
    zones = a2.zones
    if not {1, 2, 7} <= set(zones):
        return ""
    states: dict[int, TileState] = {1: "damaged", 7: "destroyed"}
    layout = geometry(a2).layout(tuple(states.get(z, "intact") for z in zones))
    near = layout.adj[boat(2)]
    boats = [s for s in near if s.startswith("B")]
    waters = [s for s in near if s.startswith("W")]
    reach = ", ".join(map(str, layout.water_reach[boat(2)]))
    return (
        f"Example: with B1 damaged and B7 destroyed, B2 touches {len(boats)} Boat Spaces "
        f"({_names(boats)}) and {len(waters)} Water Spaces ({_names(waters)}), so a melee or "
        f"attachable weapon from B2 may target zones {reach}."
    )


def _end(content: Content) -> str:
    wounds = content.act2.components.wounds
    return (
        "## Act 2: the end\n"
        f"Wound limits: Quint {wounds.quint}, Brody {wounds.brody}, Hooper {wounds.hooper}, "
        f"Shark {wounds.shark}. Dice faces (hits): "
        f"{', '.join(map(str, content.act2.components.dice_faces))}.\n"
        "The crew wins when the Shark's wounds reach its limit; the Shark wins when all three "
        "crew members are eliminated or every Boat Tile is destroyed.\n"
    )


def _cards(content: Content) -> str:
    a2 = content.act2
    comp = a2.components
    lines = ["### Act 2 hands\n"]
    lines.append(
        f"Act 2 alone: {comp.standalone.shark_cards} Shark Ability cards and "
        f"{comp.standalone.shared_gear} shared Gear cards. After Act 1, by the Swimmer Track:\n"
    )
    for row in comp.hands:
        track = (
            str(row.track_min)
            if row.track_min == row.track_max
            else f"{row.track_min}-{row.track_max}"
        )
        lines.append(
            f"- track {track}: {count(row.shark_cards, 'Ability card')}, "
            f"{row.shared_gear} shared Gear\n"
        )
    lines.append("### Resurface cards\n")
    for card in a2.resurface.cards:
        shake = ", Shake Off" if card.shake_off else ""
        lines.append(
            f"- #{card.id}: zone {card.zone}, Evade {card.evade}, {dice_count(card.dice)}{shake}\n"
        )
    lines.append("### Shark Ability cards\n")
    for ability in a2.ability_deck.abilities:
        lines.append(f"- **{ability.name}** ({ability.copies} copies): {ability.text}\n")
    lines.append("### Crew Gear\n")
    for gear in a2.gear_deck.gear:
        dice = (
            f", {dice_count(gear.dice)}" + (" +1 hit" if gear.plus_hit else "") if gear.dice else ""
        )
        lines.append(f"- **{gear.name}** ({gear.owner}, {gear.type}{dice}): {gear.text}\n")
    lines.append("### Boat tiles\n")
    for tile in a2.orca.tiles:
        lines.append(
            f"- Zone {tile.zone} {tile.name}: damaged at {tile.damage_at} hits, destroyed at "
            f"{tile.destroy_at}; once damaged, destroyed at {tile.damaged_destroy_at}\n"
        )
    return "".join(lines)
