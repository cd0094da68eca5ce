"""Gear is given by the card's number and the member's letter ("2Q", or "g 2 Q"), and a
card keeps its number for the whole divide: the stop-29 playtest's second `g 5` named a
different card, because the list was numbered afresh after each give. A number of two digits
is typed digit by digit (the playtest typed g 1 3 and got item 1 the moment 1 was typed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.engine.act2.actions import card_label
from jaws.session import GameSession
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.text_panel import TextPanel
from tests.tui.conftest import dom_text, lift_curtain, menu_actions, new_app, screen_text


def gear_group(app: Any) -> list[Any]:
    screen = app.screen
    actions, _ = screen.verb_group("g", screen.selected)
    return list(actions)


def dividing(app: Any) -> tuple[str, ...]:
    """The divide's numbering, read from the crew's panel line "To divide (...): 1 Axe, ..."."""
    view = app.session.view("crew").act2
    return di.divide_order(view.gear_pool, view.gear, app.content.act2.personal_gear)


def given(app: Any, since: int) -> list[tuple[str, str]]:
    """The gear given since action `since`: (kind, member) each."""
    return [(card_label(a.card), a.member) for a in app.session.actions[since:]]


async def test_a_card_keeps_its_number_while_others_are_given(save_dir: Path) -> None:
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        order = dividing(app)
        assert len(order) >= 5
        before = len(app.session.actions)
        await pilot.press("g", "1", "q")
        await pilot.pause()
        assert given(app, before) == [(order[0], "quint")]
        await pilot.press("g", "5", "b")  # the fifth kind as first listed, not the fifth left
        await pilot.pause()
        assert given(app, before) == [(order[0], "quint"), (order[4], "brody")]
        assert dividing(app) == order
        panel = dom_text(app)
        assert f"To divide (its number, then Q/B/H): 2 {order[1]}" in panel, panel
        assert f"5 {order[4]}" not in panel.split("To divide")[1]
        listed = [card_label(a.card) for a in menu_actions(pilot) if a.member == "hooper"]
        assert listed == sorted(set(listed), key=order.index), "the menu lists by number"


def test_two_digit_card_numbers_are_keyed_one_digit_each() -> None:
    session = GameSession.new("act2", 3, players=2)
    gives = [a for a in session.legal_actions("crew") if a.kind == "give_gear"]
    kinds = sorted({card_label(a.card) for a in gives})
    order = [f"Filler {n}" for n in range(10)] + kinds  # the divide's kinds from 11 on
    entries = di.group_entries(gives, order)
    first = next(e for e in entries if e.action == gives[0])
    number = tuple(str(order.index(card_label(gives[0].card)) + 1))
    assert first.keys == (*number, "Q") and len(number) == 2
    assert di.match(entries, ["1"]).waiting and di.match(entries, ["1"]).exact is None
    assert di.match(entries, [*number, "q"]).action == gives[0]


async def test_enter_after_a_number_that_names_nothing_takes_nothing(save_dir: Path) -> None:
    """Playtest: g 1 6 with fewer than 16 cards said "Nothing to choose at 16 now.", and the
    Enter that followed gave Quint the Rifle, the row g 1 had lit."""
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        count = len(dividing(app))
        assert count < 9, "a card number that names no card must exist"
        # The numbers are on screen at 80x24 (the stop-30 playtest found them below the fold).
        assert "To divide" in screen_text(app)
        before = len(app.session.actions)
        await pilot.press("g", str(count + 1))  # one past the last card
        await pilot.pause()
        told = [n.message for n in app._notifications]
        # "g" stays open for a card that is there (stop 46).
        assert f"“g {count + 1}” chooses nothing now (“g” is still open; Esc drops it)." in told
        await pilot.press("enter")
        await pilot.pause()
        # (Each notice takes down the one before it: stop 41.)
        assert any("Type the target" in n.message for n in app._notifications)
        await pilot.press("g", "1", "enter")  # a card without its member takes nothing
        await pilot.pause()
        assert app.session.actions[before:] == []
        assert any("Type the rest of the label" in n.message for n in app._notifications)
        assert len(gear_group(app)) == 3 * count  # nothing was given


def test_the_divides_keys_are_named_only_where_the_gear_is_given() -> None:
    """Review, stop 30: "To divide (g, its number, Q/B/H)" was on the Shark's panel too, and
    while the AI crew divided; there the list is the same, without keys no one there can use."""
    from jaws.content import default_content
    from jaws.engine import new_game
    from jaws.tui.act2_scenes import act2_status
    from jaws.views import view_for

    view = view_for(new_game("act2", 8), "shark").act2
    assert view is not None and view.gear_pool
    content = default_content()
    crew = act2_status(view, content, [], divides_here=True).plain
    shark = act2_status(view, content, [], divides_here=False).plain
    assert "To divide (its number, then Q/B/H): 1 " in crew
    assert "To divide: 1 " in shark and "(its number" not in shark
    assert crew.split("): ", 1)[1].splitlines()[0] == shark.split("To divide: ")[1].splitlines()[0]


async def test_a_card_is_given_by_its_number_and_letter_alone(save_dir: Path) -> None:
    """Stop-38 playtest: dividing the gear took three keys a card ("g 1 Q") when nothing else
    is typed then. "1Q" gives the card; `g` first still works; the menu shows "1 Q"."""
    app = new_app("act2", 8, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        screen = app.screen
        first, second = dividing(app)[:2]
        before = len(app.session.actions)
        await pilot.press("1", "q")
        await pilot.pause()
        given = app.session.actions[before:]
        assert [(a.kind, a.member, card_label(a.card)) for a in given] == [
            ("give_gear", "quint", first)
        ]
        await pilot.press("g", "2", "b")
        await pilot.pause()
        assert [card_label(a.card) for a in app.session.actions[before + 1 :]] == [second]
        prompt = str(screen.query_one("#prompt", TextPanel).shown)
        assert "type a card's number and Q/B/H to give gear" in prompt, prompt
        assert "g give gear" not in prompt
        third = dividing(app)[2]
        give = next(
            a for a in gear_group(app) if card_label(a.card) == third and a.member == "quint"
        )
        assert screen.shortcut_of(give) == "3 Q"
        # A number alone takes nothing yet: the prompt does not offer Enter to stop there.
        await pilot.press("3")
        await pilot.pause()
        typed = str(screen.query_one("#prompt", TextPanel).shown)
        assert "Typed: 3 · type more, Esc cancels" in typed, typed


async def test_a_number_already_given_says_who_has_the_card(save_dir: Path) -> None:
    """Stop-39 playtest: after "1Q" gave Quint the Air Tank, "1B" was answered "“1” takes
    nothing now" and then "“B” takes nothing now", without a word that the card was Quint's.
    The number's refusal names the card and its holder; the letter after it is not refused
    again; a number past the list says how far it goes."""
    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        order = dividing(app)
        assert app.session.view("crew").act2.gear_pool.count("air_tank") == 1
        assert order[0] == "Air Tank"
        await pilot.press("1", "q")
        await pilot.pause()
        before = len(app.session.actions)
        app._notifications.clear()
        await pilot.press("1", "b")
        await pilot.pause()
        told = [n.message for n in app._notifications]
        assert told == [
            "“1”: the Air Tank is given already (Quint has it): u takes back the last card given."
        ], told
        assert app.session.actions[before:] == []
        app._notifications.clear()
        await pilot.press(str(len(order) + 1))
        await pilot.pause()
        told = [n.message for n in app._notifications]
        assert told == [f"“{len(order) + 1}”: the gear to divide is numbered 1 to {len(order)}."]
        # A refusal does not swallow the next card's keys: typed right behind it, they wait
        # for their Enter (stop 46: keys typed on behind a refusal were meant for it).
        await pilot.press("2", "b")
        await pilot.pause()
        assert app.session.actions[before:] == []
        await pilot.press("enter")
        await pilot.pause()
        assert [(card_label(a.card), a.member) for a in app.session.actions[before:]] == [
            (order[1], "brody")
        ]
