"""Issue 12 slips: counts read as English ("1 barrel", "1 die")."""

from __future__ import annotations

from jaws.content import default_content
from jaws.engine.act1.events import BarrelLaunched
from jaws.engine.act2.events import OptionShown, SharkResurfaced
from jaws.tui.rules_text import rules_markdown


def test_one_barrel_and_one_die_are_singular() -> None:
    assert str(BarrelLaunched(1, "6", True, 1)).endswith("1 barrel attached to the Shark")
    assert str(BarrelLaunched(1, "6", True, 2)).endswith("2 barrels attached to the Shark")
    assert "(Evade 1, 1 die)" in str(OptionShown("A", 3, 2, 1, 1, False))
    assert "(Evade 1, 2 dice)" in str(OptionShown("A", 3, 2, 1, 2, False))
    assert "1 die)" in str(SharkResurfaced("A", 3, 2, 1, 1, False))


def test_the_rules_reference_never_says_1_dice() -> None:
    text = rules_markdown(default_content())
    assert "1 dice" not in text
