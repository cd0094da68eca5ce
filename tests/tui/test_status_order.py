"""At 80x24 the side panel shows only the top seven lines of the Act 1 status (the rest
scrolls, by mouse only): the numbers a player acts on come first (playtest, stop 27: the
Swimmer Track and the actions left were below the Event card's text, out of sight)."""

from __future__ import annotations

from typing import Any

from jaws.bots import make_bot
from jaws.content import default_content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.act2.actions import card_label
from jaws.tui.scenes import act1_status
from jaws.views import view_for
from jaws.views.act1 import Act1View

VISIBLE_AT_80x24 = 7


def crew_phase_view(seed: int) -> Act1View:
    state = new_game("act1", seed)
    bots = {side: make_bot(side, "easy", seed) for side in ("shark", "crew")}
    while True:
        seat = whose_turn(state)
        assert seat is not None
        assert state.act1 is not None
        if seat == "crew" and state.act1.phase == "crew":
            view = view_for(state, "crew").act1
            assert view is not None
            return view
        state, _ = apply(
            state, bots[seat].choose(view_for(state, seat), legal_actions(state, seat))
        )


def test_the_tracks_and_actions_left_come_before_the_event_card() -> None:
    content = default_content()
    view = crew_phase_view(3)
    lines = act1_status(view, content.act1).plain.splitlines()
    top = "\n".join(lines[:VISIBLE_AT_80x24])
    for needed in ("Swimmer Track", "Barrels on Shark", "Actions left"):
        assert needed in top, f"{needed!r} is below the fold:\n{top}"
    assert lines.index(next(x for x in lines if x.startswith("Actions left"))) < lines.index(
        next(x for x in lines if x.startswith("Event:"))
    )


def test_act_2_wounds_come_first_in_two_short_lines() -> None:
    """The playtest at 80x24 saw the wounds and gear cut off below the options."""
    from jaws.tui.act2_scenes import act2_status

    content = default_content()
    state = new_game("act2", 8)
    while state.act2 is not None and state.act2.gear_pool:  # wounds follow the divide
        state, _ = apply(state, legal_actions(state, "crew")[0])
    view = view_for(state, "crew").act2
    assert view is not None
    lines = act2_status(view, content, []).plain.splitlines()
    assert lines[1] == "Crew wounds: Q 0/6  B 0/6  H 0/6"
    assert lines[2].startswith("Shark □") and lines[2].endswith(" 0/16")
    assert all(len(line) <= 34 for line in lines[1:3])  # the side panel's width at 80x24


def test_a_revealed_ability_card_is_quoted_as_the_card_reads() -> None:
    """The card speaks to the Shark ("When you damage..."): on the crew's screen it is
    quoted, not said to the crew (playtest: "Revealed: Hard Target — Your Evade is 3")."""
    import dataclasses

    from jaws.tui.act2_scenes import act2_status

    content = default_content()
    view = view_for(new_game("act2", 8), "crew").act2
    assert view is not None
    shown = dataclasses.replace(view, played_card="extra_strength_1", in_play=3)  # flipped
    text = act2_status(shown, content, []).plain
    card = content.act2.ability_of("extra_strength_1")
    assert f"Revealed: {card.name}, which reads “{card.text}”" in text


def test_the_revealed_card_and_the_attached_gear_come_before_the_sharks_hand() -> None:
    """Stop-37 playtest at 80x24: "Attached to the Shark: Harpoon" showed only at 100x30, and
    the revealed card's text was cut off under "Shark: 4 Ability cards in hand". They change
    this round's numbers; the hand's size comes after them."""
    import dataclasses

    from jaws.tui.act2_scenes import act2_status

    content = default_content()
    view = view_for(new_game("act2", 8), "crew").act2
    assert view is not None
    shown = dataclasses.replace(
        view, played_card="extra_strength_1", in_play=3, attached=("harpoon_1",)
    )
    lines = act2_status(shown, content, []).plain.splitlines()

    def where(start: str) -> int:
        return next(i for i, line in enumerate(lines) if line.startswith(start))

    assert where("Revealed: Extra Strength") < where("Shark: ")
    assert where("Attached to the Shark: Harpoon") < where("Shark: ")


def test_the_sharks_card_is_not_called_revealed_before_the_token_is_flipped() -> None:
    """Stop-32 playtest: the Shark's screen said "Revealed: Maul Again" while the crew still
    prepared; the Shark's view knows its card, but the crew has not seen it yet."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.act2_scenes import act2_status
    from tests.engine.act2.act2_helpers import act2_game, prepare, run
    from tests.engine.act2.test_act2_flow import AWAY, FAR

    content = default_content()
    state = act2_game(hand=("maul_again_1",), options=(3, 6, 15), positions=FAR)
    state, _ = run(state, A.SharkChoose("A", "B", "maul_again_1"))
    before = act2_status(view_for(state, "shark").act2, content, []).plain
    assert "Maul Again" not in before and "Revealed" not in before
    state, _ = prepare(state, AWAY)
    after = act2_status(view_for(state, "shark").act2, content, []).plain
    assert "Revealed: Maul Again" in after


def test_act_2_panel_says_what_each_gear_card_in_play_does() -> None:
    """The playtest picked weapons without their dice in sight (the rules page had them).
    The panel's foot now has each held or undivided Gear card's text, once per card."""
    from jaws.tui.act2_scenes import act2_status, gear_model

    content = default_content()
    view = view_for(new_game("act2", 8), "crew").act2
    assert view is not None
    lines = act2_status(view, content, []).plain.splitlines()
    assert "Gear cards:" in lines
    glossary = lines[lines.index("Gear cards:") + 1 :]
    # The cards still to divide first, then those the crew holds, each kind once, in order.
    held = [c for member in ("quint", "brody", "hooper") for c in view.gear.get(member, ())]
    models: dict[str, Any] = {}
    for card in [*view.gear_pool, *held]:
        model = gear_model(content, card)
        if model is not None:
            models.setdefault(model.id, model)
    assert len(models) >= 6  # two personal cards each, at least
    assert view.gear_pool  # the divide has not begun: its cards lead
    assert glossary == [f"  {m.name}: {m.text}" for m in models.values()]


def test_dice_as_rolled_name_their_round() -> None:
    """Playtest: round 3's panel listed a round 1 Bonus Attack roll and a round 2 Rifle roll
    as if they were this round's."""
    from jaws.engine.act2.attack_events import DiceRolled, SharkWounded
    from jaws.engine.act2.events import OrcaRoundStarted
    from jaws.tui.act2_scenes import recent_dice

    events = [
        OrcaRoundStarted(1),
        DiceRolled("shark", "a Bonus Attack on Quint", (1,), 1),
        OrcaRoundStarted(2),
        DiceRolled("brody", "Rifle", (1, 2), 3),
        SharkWounded(3, 3, "Rifle"),
        OrcaRoundStarted(3),
    ]
    assert recent_dice(events) == [
        "Round 1: Shark rolls for a Bonus Attack on Quint: 1 → 1 hit",
        "Round 2: Brody rolls for Rifle: 1 2 → 3 hits",
    ]
    assert recent_dice(events, count=1) == ["Round 2: Brody rolls for Rifle: 1 2 → 3 hits"]


def test_the_actions_left_name_no_players() -> None:
    """Playtest: with one crew player (or the AI crew) the status read "Quint(P2) 4", a
    player's number that told nobody anything. At a shared-out table the tags ("Q(P2) 4
    B(P3) 4 H(P4) 4") wrapped the row at 80x24 and pushed the Event card's rule out of sight
    (stop-38); the action list's headings name whose hands each member is in."""
    view = crew_phase_view(3)
    lines = act1_status(view, default_content().act1).plain.splitlines()
    left = next(x for x in lines if x.startswith("Actions left"))
    assert "(P" not in left and all(f" {letter} " in left for letter in "QBH"), left


def test_the_actions_left_fit_one_row_of_the_panel_at_80x24() -> None:
    """Stop-37 playtest: "Actions left:  Quint 4   Brody 4   Hooper 4" wrapped its last
    count onto a row of its own, even at 120x40. By initial, as on the map, it fits the 34
    columns of the side panel at 80x24."""
    view = crew_phase_view(3)
    lines = act1_status(view, default_content().act1).plain.splitlines()
    left = next(x for x in lines if x.startswith("Actions left"))
    assert len(left) <= 34, left


def test_while_dividing_the_cards_given_come_first() -> None:
    """Stop-35 playtest at 80x24: during the divide the panel stopped at "Crew gear (* = this
    round's", and who held what was out of sight. The divide comes first, then the shared
    cards given so far on one short line, by initial."""
    from jaws.tui.act2_scenes import act2_status

    content = default_content()
    state = new_game("act2", 8)
    state, _ = apply(state, legal_actions(state, "crew")[0])  # one card given
    view = view_for(state, "crew").act2
    assert view is not None
    given = card_label(view.gear["quint"][-1])
    lines = act2_status(view, content, []).plain.splitlines()
    assert lines[1].startswith("To divide: ")
    assert lines[2] == f"Given: Q {given} · B — · H —"
    # Then what each member holds (stop 41: at 80x24 it was below the wounds and tracks,
    # all at 0 before round 1), then the wounds.
    assert lines[3].startswith("Crew gear")
    assert lines[4].startswith("  Quint at —: ") and given in lines[4]
    assert lines.index("Crew wounds: Q 0/6  B 0/6  H 0/6") > 6
    assert sum(line.startswith("Crew gear") for line in lines) == 1


def test_attached_gear_shows_in_the_options_numbers() -> None:
    """Stop 34: at 80x24 "Attached to the Shark" was below the fold, so an option's printed
    Evade and dice read as the ones that count. The lowered numbers are in the option lines
    now ("Evade 1→0, 3→2 dice"); a Shake Off option keeps its card's, since the Shark shakes
    the gear off when it resurfaces there."""
    from jaws.engine.act2.actions import SharkChoose
    from jaws.tui.act2_scenes import act2_status

    content = default_content()
    state = new_game("act2", 8)
    while state.act2 is not None and state.act2.phase != "prepare":
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        state, _ = apply(state, next((a for a in legal if isinstance(a, SharkChoose)), legal[0]))
    assert state.act2 is not None
    state.act2.attached = ["harpoon_1", "barrel_1"]
    view = view_for(state, "crew").act2
    assert view is not None
    lines = act2_status(view, content, []).plain.splitlines()
    for option in view.options:
        line = next(line for line in lines if line.startswith(f"[{option.letter}] "))
        assert len(line) <= 34, line  # still one line of the panel at 80x24
        if option.shake_off:
            assert f"Evade {option.evade}, {option.dice} " in line and "→" not in line
            continue
        evade = f"{option.evade}→{max(0, option.evade - 1)}" if option.evade else "0"
        dice = f"{option.dice}→{option.dice - 1}" if option.dice > 1 else "1"
        assert f"Evade {evade}, {dice} di" in line, line


def test_once_surfaced_the_numbers_that_count_are_in_the_panel() -> None:
    """helper-22, stop 35: during the crew's attacks the options left the panel, and the only
    Evade on screen was the log's printed one, with a Harpoon Barrel making it 0. The Shark's
    own choice headings gave the printed numbers too."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.act2_scenes import act2_status, option_heading
    from tests.engine.act2.act2_helpers import a2_of, act2_game, prepare, run

    content = default_content()
    state = act2_game(options=(3, 6, 15), positions={"quint": "B2", "brody": "B3", "hooper": "B8"})
    a2 = a2_of(state)
    a2.attached = ("harpoon_barrel",)
    a2.gear_aside = tuple(c for c in a2.gear_aside if c != "harpoon_barrel")
    shark_view = view_for(state, "shark").act2
    assert shark_view is not None
    # Card 3: zone 2, Evade 1, 2 dice.
    assert option_heading(shark_view, "A", content) == "Option A: zone 2, Evade 1→0, 2 dice"
    state, _ = run(state, A.SharkChoose("A", "B"))
    plan = {"quint": ("machete", 2), "brody": ("boat_hook", 3), "hooper": ("spear", 8)}
    state, _ = prepare(state, plan)
    assert a2_of(state).phase == "crew_attack"
    view = view_for(state, "crew").act2
    assert view is not None
    lines = act2_status(view, content, []).plain.splitlines()
    assert "Shark surfaced at W2: Evade 1→0, 2 dice" in lines[:5]


def test_the_dice_heading_says_it_lists_the_last_rolls() -> None:
    """Stop-37 check: the panel kept the last three rolls and an earlier roll "vanished" with
    nothing saying that only the last were listed."""
    from jaws.tui.act2_scenes import act2_status

    view = view_for(new_game("act2", 8), "crew").act2
    assert view is not None
    rolls = ["Round 2: Quint rolls 1 2", "Round 2: Shark rolls 0", "Round 3: Brody rolls 2"]
    text = act2_status(view, default_content(), rolls).plain
    assert "Dice as rolled (the last 3 at most):" in text


def test_an_event_cards_rule_is_said_once() -> None:
    """Stop-37 check: under Frank Silva's text ("... cost no action.") the panel said again
    "This round: Dock work is free"."""
    from tests.helpers import at_crew_phase

    content = default_content()
    view = view_for(at_crew_phase(card=8, shark="1"), "crew").act1
    assert view is not None and view.free_dock_actions
    text = act1_status(view, content.act1).plain
    assert content.act1.cards[8].text in text
    assert "Dock work is free" not in text


def test_two_chums_given_read_as_one_entry() -> None:
    """Stop-37 check: the divide's "Given:" line read "Chum, Chum" where the gear lines now
    say "Chum x2" (with a multiplication sign)."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.act2_scenes import act2_status

    state = new_game("act2", 8)  # its shared gear holds three Chums: chum_1 to chum_3
    for card in ("chum_1", "chum_2"):
        state, _ = apply(state, A.GiveGear(card=card, member="quint"))
    view = view_for(state, "crew").act2
    assert view is not None
    lines = act2_status(view, default_content(), []).plain.splitlines()
    assert lines[2] == "Given: Q Chum \u00d72 · B — · H —"
