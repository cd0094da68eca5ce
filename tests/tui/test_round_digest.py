"""A roll and what it did are one line on a card or curtain (jaws.tui.round_digest): the
stop-30 playtest's 80x24 card left a crew attack out for room."""

from __future__ import annotations

from jaws.engine.act2 import actions as A
from jaws.engine.act2.attack_events import (
    BoatHit,
    CrewAttackResolved,
    CrewFell,
    CrewWounded,
    DiceRolled,
    GearDiscarded,
    SharkWounded,
)
from jaws.engine.act2.events import OrcaRoundEnded
from jaws.tui.round_digest import DigestLine, digest
from jaws.words import count
from tests.engine.act2.act2_helpers import (
    CARD3_DICE,
    dice_for,
    load_dice,
    run,
    surfaced,
    tile_hits,
)

ROUND = [
    DiceRolled("quint", "Rifle", (2, 2), 4),
    CrewAttackResolved("quint", "rifle", 5, 0, 5),
    SharkWounded(5, 5, "Rifle"),
    GearDiscarded("quint", "rifle", "its one shot is fired"),
    DiceRolled("brody", "Boat Hook", (0,), 0),
    CrewAttackResolved("brody", "boat_hook", 1, 2, 0),
    DiceRolled("shark", "its attack on Boat Space B1", (1, 0, 1), 2),
    BoatHit(1, 2, "damaged"),
    CrewFell("quint", "W1"),
    CrewFell("brody", "W1"),
    CrewFell("hooper", "W1"),
    DiceRolled("shark", "a Bonus Attack on Quint", (1,), 1),
    CrewWounded("quint", 1, 1),
    OrcaRoundEnded(1),
]


def test_each_roll_is_one_line_with_its_result() -> None:
    lines = [str(e) for e in digest(ROUND)]
    assert lines == [
        "Quint's Rifle rolls 2 2 and adds 1: 5 hits against Evade 0: 5 wounds; Shark now 5",
        "Quint's Rifle is discarded (its one shot is fired)",
        "Brody's Boat Hook rolls a 0 and adds 1: 1 hit against Evade 2: a miss",
        "Shark's attack on Boat Space B1 rolls 1 0 1 → B1 is damaged (2 hits)",
        "Quint, Brody and Hooper fall into the water at W1",
        "Shark's Bonus Attack on Quint rolls a 1 → Quint takes 1 wound; now 1",
        "The Shark dives (end of round 1)",
    ]
    # Every log line is accounted for.
    sizes = [e.events if isinstance(e, DigestLine) else 1 for e in digest(ROUND)]
    assert sum(sizes) == len(ROUND)


def test_a_roll_without_its_result_after_it_stays_as_it_is() -> None:
    roll = DiceRolled("shark", "its attack on Boat Space B1", (1,), 1)
    assert digest([roll]) == [roll]
    # Another member's result does not join Quint's roll.
    other = CrewAttackResolved("brody", "boat_hook", 1, 2, 0)
    quint = DiceRolled("quint", "Rifle", (1,), 1)
    assert digest([quint, other]) == [quint, other]
    # One fall is its own event.
    fall = CrewFell("quint", "W1")
    assert digest([fall, CrewFell("brody", "W2")]) == [fall, CrewFell("brody", "W2")]


def _events_of(*steps: tuple[object, ...]) -> list[object]:
    """Every event the engine tells in these steps, in order."""
    return [event for step in steps for event in step]


def test_ramming_speeds_extra_hits_show_on_the_attack_line() -> None:
    # The engine's own events: rammed to W3, rolled 0 1 against Quint; 1 + 2 = 3 wounds. The
    # line used to read "Shark's attack on Quint: 0 1 → Quint takes 3 wounds" (stop-31 review).
    state = surfaced(
        play="ramming_speed_1", positions={"quint": "W4", "brody": "B6", "hooper": "B7"}
    )
    state, rammed = run(state, A.RamMove(3))
    load_dice(state, 0, 1, 0)
    state, attack = run(state, A.AttackCrew("quint"))
    lines = [str(e) for e in digest(_events_of(tuple(rammed), tuple(attack)))]
    assert CARD3_DICE == 2
    attack_line = "Shark's attack on Quint rolls 0 1, +2 from Ramming Speed → Quint takes 3 wounds"
    assert f"{attack_line}; now 3/6" in lines
    # The Bonus Attack that follows gets no ramming hits, and its miss is said on its line (it
    # read "Shark rolls for a Bonus Attack on Quint: 0 → 0 hits").
    assert "Shark's Bonus Attack on Quint rolls a 0 → a miss" in lines


def test_maul_agains_reroll_is_on_the_attack_line_it_changed() -> None:
    # Rolled 0 and 1 against B2, rerolled the 0: the result line names both rolls, so the hits
    # add up; it used to read "Shark's Maul Again: 2 → B2 is damaged (3 hits)" under a separate
    # "Shark rolls for its attack on Boat Space B2" line.
    state = surfaced(play="maul_again_1")
    first = dice_for(tile_hits(2, "miss"), CARD3_DICE)
    reroll = tile_hits(2, "damaged") - first[1]
    load_dice(state, *first, reroll)
    state, attack = run(state, A.AttackBoat(2))
    state, maul = run(state, A.MaulReroll((0,)))
    entries = digest(_events_of(tuple(attack), tuple(maul)))
    faces = " ".join(str(d) for d in first)
    damaged = tile_hits(2, "damaged")
    now = " ".join(str(d) for d in (reroll, *first[1:]))
    # Which die was rerolled and the roll that stands are named (stop-33 playtest: "rerolls
    # 1 die: 2" left the player to work out which and what the Shark ended with).
    assert str(entries[0]) == (
        f"Shark's attack on Boat Space B2 rolls {faces}, Maul Again rerolls die 1: {reroll}, "
        f"now {now} → B2 is damaged ({damaged} hits)"
    )
    assert isinstance(entries[0], DigestLine) and entries[0].events == 3


def test_maul_again_keeping_the_roll_says_so_on_the_attack_line() -> None:
    """Helper-45: a kept roll was a plain attack line after "The Shark reveals Maul Again",
    and the crew could not tell whether the card had been used."""
    state = surfaced(play="maul_again_1")
    miss = dice_for(tile_hits(2, "miss"), CARD3_DICE)
    load_dice(state, *miss)
    state, attack = run(state, A.AttackBoat(2))
    state, maul = run(state, A.MaulReroll(()))
    faces = " ".join(str(d) for d in miss)
    first = str(digest(_events_of(tuple(attack), tuple(maul)))[0])
    held = count(sum(miss), "hit")
    assert first == (
        f"Shark's attack on Boat Space B2 rolls {faces}, Maul Again keeps it → B2 holds ({held})"
    )
    assert "Maul Again rerolls no die: the Shark keeps its roll" in [str(e) for e in maul]


def test_a_result_told_mid_line_does_not_start_with_a_capital() -> None:
    # It read "Shark's attack on Quint: 2 → The Shark Cage saves Quint from 2 wounds".
    roll = DiceRolled("shark", "its attack on Quint", (2,), 2)
    saved = CrewWounded("quint", 2, 0, prevented=True)
    assert [str(e) for e in digest([roll, saved])] == [
        "Shark's attack on Quint rolls a 2 → the Shark Cage saves Quint from 2 wounds"
    ]


def test_a_weapons_extra_hit_is_said_on_its_line() -> None:
    """Stop-32 playtest: "Quint's Rifle rolls 1 1: 3 hits" did not add up; the Rifle's printed
    +1 hit is now on the line. A weapon with no extra hit says nothing more."""
    rifle = [DiceRolled("quint", "Rifle", (1, 1), 2), CrewAttackResolved("quint", "rifle", 3, 1, 2)]
    assert [str(e) for e in digest(rifle)] == [
        "Quint's Rifle rolls 1 1 and adds 1: 3 hits against Evade 1: 2 wounds"
    ]
    hook = [
        DiceRolled("brody", "Boat Hook", (1,), 1),
        CrewAttackResolved("brody", "boat_hook", 1, 0, 1),
    ]
    assert [str(e) for e in digest(hook)] == [
        "Brody's Boat Hook rolls a 1: 1 hit against Evade 0: 1 wound"
    ]


def test_domino_effects_hits_are_named_on_their_line() -> None:
    """Stop-32 playtest: the card read "B1 is damaged (2 hits)" after the attack on B2, with
    no word of where the hits came from."""
    from tests.engine.act2.act2_helpers import tile_result

    state = surfaced(play="domino_effect_1")
    load_dice(state, *dice_for(tile_hits(2, "damaged"), CARD3_DICE))
    state, attack = run(state, A.AttackBoat(2))
    state, domino = run(state, A.DominoTarget(1))
    lines = [str(e) for e in digest(_events_of(tuple(attack), tuple(domino)))]
    hit = next(e for e in domino if isinstance(e, BoatHit))
    assert tile_result(1, hit.hits) != "miss"
    assert f"Shark's Domino Effect: {hit}" in lines
    assert lines[0].startswith("Shark's attack on Boat Space B2 rolls ")


def test_the_dice_panel_tells_a_roll_with_what_it_did() -> None:
    """Stop-32 playtest: the Dice panel read "0 1 → 1 hit" for an attack Ramming Speed made 3
    wounds; it now tells the roll as the round's card does."""
    from jaws.engine.act2.events import OrcaRoundStarted
    from jaws.tui.act2_scenes import recent_dice

    state = surfaced(
        play="ramming_speed_1", positions={"quint": "W4", "brody": "B6", "hooper": "B7"}
    )
    state, rammed = run(state, A.RamMove(3))
    load_dice(state, 0, 1, 0)
    state, attack = run(state, A.AttackCrew("quint"))
    events = [OrcaRoundStarted(1), *_events_of(tuple(rammed), tuple(attack))]
    assert recent_dice(events) == [
        "Round 1: Shark's attack on Quint rolls 0 1, +2 from Ramming Speed → Quint takes 3 wounds; "
        "now 3/6",
        "Round 1: Shark's Bonus Attack on Quint rolls a 0 → a miss",
    ]


def test_a_wound_line_says_how_far_the_track_goes() -> None:
    """Stop-32 playtest: "Shark now 2" and "Quint ... now 3" did not say out of how many; the
    engine's wound events carry the track's end, and the lines say "2/16", "3/6"."""
    from tests.engine.act2.act2_helpers import ACT2, act2_game, prepare

    state = act2_game(gear={"hooper": ("rifle_1",)}, options=(3, 15, 16))  # card 3: Evade 1
    state, _ = run(state, A.SharkChoose("A", "B"))
    state, _ = prepare(
        state, {"quint": ("machete", 1), "brody": ("boat_hook", 2), "hooper": ("rifle_1", 2)}
    )
    load_dice(state, 1, 1)
    state, events = run(state, A.AttackShark("hooper"))
    lines = [str(e) for e in digest(list(events))]
    limit = ACT2.wound_limits["shark"]
    assert lines[0] == (
        f"Hooper's Rifle rolls 1 1 and adds 1: 3 hits against Evade 1: 2 wounds; "
        f"Shark now 2/{limit}"
    ), lines


def test_a_shake_off_and_its_discards_are_one_line() -> None:
    """Stop-32 playtest: "The Shark shakes off Harpoon Barrel, Poison Dart" was followed by a
    line per card "... is discarded (shaken off)": the same news told again."""
    from tests.engine.act2.act2_helpers import shaken_off

    _, events = shaken_off()
    lines = [str(e) for e in digest(list(events))]
    shaken = "The Shark shakes off Harpoon Barrel, Poison Dart; they are discarded"
    assert shaken in lines, lines
    assert not any("(shaken off)" in line for line in lines), lines


def test_evade_lowered_by_attached_gear_is_explained_on_the_attack_line() -> None:
    """Stop-33 playtest: under an option printing Evade 1 the line read "against Evade 0",
    with no word of the Harpoon Barrel attached to the Shark."""
    from tests.engine.act2.act2_helpers import a2_of, act2_game, prepare

    state = act2_game(options=(3, 15, 16))  # card 3: Evade 1
    a2 = a2_of(state)
    a2.gear["quint"] = tuple(c for c in a2.gear["quint"] if c != "harpoon_barrel")
    a2.attached = ("harpoon_barrel",)
    state, _ = run(state, A.SharkChoose("A", "B"))
    plan = {"quint": ("machete", 1), "brody": ("boat_hook", 2), "hooper": ("spear", 3)}
    state, _ = prepare(state, plan)
    load_dice(state, 1)
    state, events = run(state, A.AttackShark("brody"))
    lines = [str(e) for e in digest(events)]
    assert lines[0] == (
        "Brody's Boat Hook rolls a 1 and adds 1: 2 hits against Evade 0 (1, lowered by the "
        "attached Harpoon Barrel): 2 wounds; Shark now 2/16"
    )
    # Without gear lowering it, the Evade is said as it is.
    plain = CrewAttackResolved("brody", "boat_hook", 1, 2, 0)
    assert str(plain).endswith("against Evade 2: a miss")
    two = CrewAttackResolved("quint", "rifle", 3, 0, 3, 2, ("harpoon_1", "harpoon_2"))
    assert "against Evade 0 (2, lowered by the attached 2 Harpoons)" in str(two)


def test_a_reroll_of_two_dice_names_both_and_the_roll_that_stands() -> None:
    roll = DiceRolled("shark", "its attack on Boat Space B1", (1, 0, 0), 1)
    reroll = DiceRolled("shark", MAUL, (2, 1), 3, replaces=(1, 2))
    hit = BoatHit(1, 4, "destroyed")
    assert str(digest([roll, reroll, hit])[0]) == (
        "Shark's attack on Boat Space B1 rolls 1 0 0, Maul Again rerolls dice 2 and 3: 2 1, "
        "now 1 2 1 → B1 is destroyed (4 hits)"
    )
    # The log's own line for the reroll names its dice too (stop-33 playtest, third look).
    assert str(reroll) == "Shark rolls for Maul Again (dice 2 and 3): 2 1 → 3 hits"
    # A reroll told without its dice's positions still adds up on the line.
    bare = DiceRolled("shark", MAUL, (2, 1), 3)
    assert ", Maul Again rerolls 2 dice: 2 1 →" in str(digest([roll, bare, hit])[0])


MAUL = "Maul Again"


def test_dice_the_attached_barrel_takes_away_are_said_on_the_attack_line() -> None:
    """Stop-33 playtest: under an option printing 2 dice the Shark's attack line showed one
    die, with no word of the Barrel attached to it."""
    state = surfaced(card=3, attached=("barrel_1",))  # card 3: 2 dice
    load_dice(state, 1)
    state, attack = run(state, A.AttackBoat(2))
    rolls = [e for e in attack if isinstance(e, DiceRolled)]
    assert len(rolls) == 1 and len(rolls[0].dice) == CARD3_DICE - 1
    line = str(digest(attack)[0])
    assert line.startswith(
        "Shark's attack on Boat Space B2 (1 die fewer for the attached Barrel) rolls a 1 → "
    ), line
    assert "(1 die fewer for the attached Barrel): 1 → 1 hit" in str(rolls[0])
    # A roll no gear changed says nothing of it.
    plain = surfaced(card=3)
    load_dice(plain, 1, 0)
    _, attack = run(plain, A.AttackBoat(2))
    assert "fewer" not in str(digest(attack)[0])


def test_a_crew_members_moves_one_after_another_are_one_line() -> None:
    """helper-73 (stop 50) at 80x24: the end-of-Act-1 card left moves out to fit ("Quint moves
    to 4" from 6, the move to 5 not shown), so legal moves read as jumps. A member's moves
    one after another are one line, each move's path in it ("5 → 4" read as one move Quint
    cannot make: helper-74), and so fewer lines are left out."""
    from jaws.engine.act1.actions import CrewMove, LaunchBarrel
    from jaws.engine.act1.events import CrewActed
    from jaws.tui.scenes_public import fitted_lines

    def acted(action: CrewMove | LaunchBarrel) -> CrewActed:
        return CrewActed(action.member if isinstance(action, CrewMove) else "quint", str(action))

    events = [
        acted(CrewMove("quint", ("5",))),
        acted(CrewMove("quint", ("4",))),
        acted(LaunchBarrel("4")),
        acted(CrewMove("hooper", ("8", "4"))),
        acted(CrewMove("hooper", ("3",))),
        acted(CrewMove("quint", ("3",))),
    ]
    lines = [str(line) for line in digest(events)]
    assert lines == [
        "Quint moves to 5, then to 4",
        str(LaunchBarrel("4")),
        "Hooper moves to 8 → 4, then to 3",
        "Quint moves to 3",
    ]
    merged = digest(events)[0]
    assert isinstance(merged, DigestLine) and merged.events == 2 and not merged.telling
    # Short of room, the card says how many log lines it leaves out, counted whole.
    assert fitted_lines(events, 3)[0] == "… 3 more lines in the log"
