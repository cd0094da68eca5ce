"""A numbered choice of ten or more ("g 13 Quint takes the Rifle") is typed digit by digit:
the playtest typed g 1 3 and got item 1 (the Air Tank) the moment 1 was typed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.session import GameSession
from jaws.tui.widgets import direct_input as di
from tests.tui.conftest import lift_curtain, new_app


def gear_group(app: Any) -> list[Any]:
    screen = app.screen
    actions, _ = screen.verb_group("g", screen.selected)
    return list(actions)


async def test_typing_g_1_3_gives_the_thirteenth_card_and_g_1_enter_the_first(
    save_dir: Path,
) -> None:
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        group = gear_group(app)
        assert len(group) >= 13, "the shared gear to give is listed 1..n"
        wanted = group[12]
        before = len(app.session.actions)
        for key in ("g", "1", "3"):
            await pilot.press(key)
        await pilot.pause()
        assert app.session.actions[before:] == [wanted]

        group = gear_group(app)
        assert len(group) >= 10
        first = group[0]
        before = len(app.session.actions)
        await pilot.press("g", "1")
        await pilot.pause()
        assert app.session.actions[before:] == []  # "1" waits: 10 and up begin with it
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.actions[before:] == [first]


def test_numbers_are_keyed_one_digit_each() -> None:
    session = GameSession.new("act2", 3, players=2)
    gives = [a for a in session.legal_actions("crew") if a.kind == "give_gear"][:12]
    entries = di.group_entries(gives)
    assert [e.keys for e in entries][8:] == [("9",), ("1", "0"), ("1", "1"), ("1", "2")]
    assert di.match(entries, ["1"]).waiting and di.match(entries, ["1"]).exact == gives[0]
    assert di.match(entries, ["1", "2"]).action == gives[11]


async def test_enter_after_a_number_that_names_nothing_takes_nothing(save_dir: Path) -> None:
    """Playtest: g 1 6 with fewer than 16 cards said "Nothing to choose at 16 now.", and the
    Enter that followed gave Quint the Rifle, the row g 1 had lit."""
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        count = len(gear_group(app))
        assert 10 <= count < 19, "a number from 1 that names no card must exist"
        before = len(app.session.actions)
        await pilot.press("g", "1", str(count - 9))  # one past the last card
        await pilot.pause()
        told = [n.message for n in app._notifications]
        assert f"Nothing to choose at 1{count - 9} now." in told
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.actions[before:] == []
        assert any("Nothing is chosen yet" in n.message for n in app._notifications)
