"""The F1 reference explains Act 2 from the content: steps, hands table and every Resurface card."""

from jaws.content import default_content
from jaws.tui.rules_text import rules_markdown


def test_the_act2_reference_lists_the_steps_hands_and_resurface_cards() -> None:
    content = default_content()
    text = rules_markdown(content)
    assert "Shark Cage" in text and "before it rolls" in text
    for row in content.act2.components.hands:
        cards = "1 Ability card" if row.shark_cards == 1 else f"{row.shark_cards} Ability cards"
        assert f"{cards}, {row.shared_gear} shared Gear" in text
    assert " 1 Ability cards" not in text  # the playtest read "track 0: 1 Ability cards"
    for card in content.act2.resurface.cards:
        dice = "1 die" if card.dice == 1 else f"{card.dice} dice"
        assert f"#{card.id}: zone {card.zone}, Evade {card.evade}, {dice}" in text
    assert f"Shark {content.act2.components.wounds.shark}." in text
