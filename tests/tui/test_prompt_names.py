"""The prompt line names what a verb key does with the actions on offer, not a fixed word per
key: "a" is Hooper climbing aboard in Act 1 and an attack in Act 2, "c" closes a beach in Act 1
and throws Chum in Act 2 (playtest, stop 27)."""

from __future__ import annotations

from types import SimpleNamespace

from jaws.engine.act1.actions import ChooseBeach, ClimbAboard, CloseBeach, CrewMove, Rescue
from jaws.engine.act2.actions import AttackShark, ChooseWeapon, GiveGear, OrcaMove, PlayChum
from jaws.tui.screens.input_prompt import InputPromptMixin, target_hint, verb_name
from jaws.tui.widgets import direct_input as di


def label_hint(offered: list[object], selected: str | None) -> str:
    # A screen with no game behind it: weapons are numbered as offered.
    entries = lambda member: di.label_entries(offered, member)  # type: ignore[arg-type]  # noqa: E731
    screen = SimpleNamespace(offered=offered, selected=selected, label_entries=entries)
    return InputPromptMixin._label_hint(screen)  # type: ignore[arg-type]


def test_a_is_climb_aboard_for_hooper_in_the_water_and_attack_in_act_2() -> None:
    assert verb_name("a", [ClimbAboard("hooper"), Rescue("hooper")]) == "climb aboard"
    assert verb_name("a", [AttackShark("quint")]) == "attack"


def test_c_is_close_a_beach_in_act_1_and_chum_in_act_2() -> None:
    assert verb_name("c", [CloseBeach("N")]) == "close a beach"
    assert verb_name("c", [PlayChum("brody", "chum_1")]) == "Chum"


def test_an_opened_verb_says_how_its_choices_are_typed() -> None:
    assert target_hint("c", [CloseBeach("N"), CloseBeach("E")]) == "type the space"
    assert target_hint("r", [Rescue("brody"), Rescue("brody", michael=True)]) == "type its number"
    # Gear is given by the card's number and then the member's letter (g 2 Q).
    gives = [GiveGear("rifle_1", "quint"), GiveGear("rifle_1", "brody")]
    assert target_hint("g", gives) == "type the card's number, then Q, B or H"


def test_typing_a_label_says_what_it_does() -> None:
    assert label_hint([ChooseBeach("N"), ChooseBeach("S")], None) == "type a label to choose"
    assert label_hint([CrewMove("quint", ("4",))], "quint") == "type a label to move"
    moves_and_weapons = [OrcaMove("brody", "B2"), ChooseWeapon("brody", "rifle")]
    assert label_hint(moves_and_weapons, "brody") == "type a label to move/pick a weapon"
    assert label_hint([Rescue("quint")], "quint") == ""
