"""Act 2 log lines read as English: one hit, two hits; one wound, two wounds."""

from jaws.engine.act2.attack_events import CrewAttackResolved, CrewWounded, DiceRolled


def test_counts_are_singular_for_one_and_plural_otherwise() -> None:
    assert str(DiceRolled("brody", "Boat Hook", (1,), 1)).endswith("→ 1 hit")
    assert str(DiceRolled("shark", "its attack", (2, 1), 3)).endswith("→ 3 hits")
    text = str(CrewAttackResolved("brody", "boat_hook", 2, 1, 1))
    assert "2 hits against Evade 1: 1 wound" in text
    assert "1 hit against Evade 2: a miss" in str(CrewAttackResolved("brody", "boat_hook", 1, 2, 0))
    assert "takes 2 wounds" in str(CrewWounded("quint", 2, 3))
