"""The Shark's attack roll names its target in the log: the playtest read "Shark rolls for
its attack: 0 0 → 0 hits" and could not tell what had been attacked."""

from __future__ import annotations

from jaws.engine.act2 import actions as A
from tests.engine.act2.act2_helpers import load_dice, of_kind, run, surfaced


def test_an_attack_on_a_boat_space_names_it() -> None:
    state = surfaced()
    load_dice(state, 0, 0, 0)
    _, events = run(state, A.AttackBoat(2))
    rolls = [str(e) for e in of_kind(events, "dice_rolled")]
    assert rolls[0].startswith("Shark rolls for its attack on Boat Space B2: 0")


def test_an_attack_on_a_crew_member_names_him() -> None:
    state = surfaced(positions={"quint": "B5", "brody": "W2", "hooper": "B7"})
    load_dice(state, 1, 1)
    _, events = run(state, A.AttackCrew("brody"))
    rolls = [str(e) for e in of_kind(events, "dice_rolled")]
    assert rolls[0] == "Shark rolls for its attack on Brody: 1 1 → 2 hits"


def test_ramming_speed_says_the_hits_it_adds() -> None:
    """Playtest: "0 1 → 1 hit", then "Brody takes 3 wounds": the +2 was never said."""
    from jaws.content import default_content

    state = surfaced(play="ramming_speed_1")
    bonus = default_content().act2.ability_of("ramming_speed_1").hits
    assert bonus >= 1
    _, events = run(state, A.RamMove(3))
    said = [str(e) for e in of_kind(events, "shark_rammed")]
    hits = f"+{bonus} hit" + ("s" if bonus != 1 else "")
    assert said == [f"Ramming Speed: the Shark moves to zone 3; its attack gets {hits}"]


def test_hard_target_says_its_evade_when_revealed() -> None:
    """Playtest: the reveal read "zone 8 (Evade 0, 2 dice)" and Hard Target's Evade 3 was only
    in the card's text."""
    from tests.engine.act2.act2_helpers import act2_game, prepare

    state = act2_game(hand=("hard_target_1",), gear={"hooper": ("rifle_1",)}, options=(3, 15, 16))
    state, _ = run(state, A.SharkChoose("A", "B", "hard_target_1"))
    plan = {"quint": ("machete", 1), "brody": ("boat_hook", 2), "hooper": ("rifle_1", 2)}
    _, events = prepare(state, plan)
    said = [str(e) for e in of_kind(events, "ability_revealed")]
    assert said == ["The Shark reveals Hard Target: its Evade is 3 this round"]


def test_every_other_ability_says_what_it_does_when_revealed() -> None:
    """Helper-59, stop 47: the round's card read "The Shark reveals Big Mouth", then "Brody
    takes 1 wound; now 1/6" with nothing saying why; only Hard Target said what it did. Each
    card is now told with its printed text, quoted (it speaks to the Shark)."""
    from jaws.content import default_content
    from tests.engine.act2.act2_helpers import act2_game, prepare

    for card in ("big_mouth_1", "extra_strength_1", "making_waves_1"):
        state = act2_game(hand=(card,), gear={"hooper": ("rifle_1",)}, options=(3, 15, 16))
        state, _ = run(state, A.SharkChoose("A", "B", card))
        plan = {"quint": ("machete", 1), "brody": ("boat_hook", 2), "hooper": ("rifle_1", 2)}
        _, events = prepare(state, plan)
        ability = default_content().act2.ability_of(card)
        said = [str(e) for e in of_kind(events, "ability_revealed")]
        assert said == [f"The Shark reveals {ability.name}, which reads “{ability.text}”"]
