"""helper-73 (stop 50): a hit was one line in a long card, written like the lines around it
("Barrel at W: HIT! 1 barrel attached to the Shark", line 15 of about 20), and a triggered
motion sensor only a clause of the Shark's announcement. The loud moments of a round stand out
on its card in reverse video, which a monochrome terminal shows too."""

from __future__ import annotations

from jaws.engine.act1.events import (
    BarrelLaunched,
    BinocularsAnswered,
    FishFinderAnswered,
    SharkTurnEnded,
)
from jaws.tui.scenes_public import is_loud
from jaws.tui.table_moments import MomentCard


def announcement(eaten: int = 0, sensors: tuple[str, ...] = ()) -> SharkTurnEnded:
    return SharkTurnEnded(1, (("N", eaten),), None, 0, sensors, False, ())


def test_hits_meals_sightings_and_sensors_are_loud() -> None:
    loud = [
        BarrelLaunched(2, "W", True, 1),
        FishFinderAnswered(2, "5", "here"),
        BinocularsAnswered(2, "N", True),
        announcement(eaten=2),
        announcement(sensors=("S",)),
    ]
    quiet = [
        BarrelLaunched(2, "W", False, 0),
        FishFinderAnswered(2, "5", "nearby"),
        FishFinderAnswered(2, "5", "not_nearby"),
        BinocularsAnswered(2, "N", False),
        announcement(),
    ]
    for event in loud:
        assert is_loud(str(event)), str(event)
    for event in quiet:
        assert not is_loud(str(event)), str(event)


def test_the_card_shows_a_loud_line_in_reverse_and_the_rest_plain() -> None:
    hit, miss = str(BarrelLaunched(2, "W", True, 1)), str(BarrelLaunched(2, "4", False, 0))
    card = MomentCard("The crew's turn", [miss, hit])
    text = card.card_text()
    assert f"[b reverse]{hit}[/]" in text
    assert f"\n{miss}\n" in text


def test_the_curtain_shows_a_loud_line_in_reverse_too() -> None:
    """The crew's curtain tells the Shark's announcement first: a meal is loud there too."""
    from typing import Any

    from jaws.tui.scenes_public import what_just_happened

    class Table:
        def events_for(self, seat: str) -> list[object]:
            return [announcement(eaten=2), BarrelLaunched(2, "4", False, 0)]

    table: Any = Table()
    block, _ = what_just_happened(table, 0, height=40)
    assert f"[b reverse]{announcement(eaten=2)}[/]" in block
    assert f"\n{BarrelLaunched(2, '4', False, 0)}" in block
