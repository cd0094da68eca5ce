"""Issue 11.3: a curtain cannot be skipped by accident.

Keys queued before a curtain appears, or pressed in its first `curtain_delay` seconds, are
dropped; the Shark's curtain lifts only with `s`. Time is a fake clock moved by hand: no test
here sleeps or depends on how fast the machine is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.views.act1 import SharkAct1View
from tests.tui.conftest import SIZE, choose, menu_actions, new_app, screen_text, wait_for
from tests.tui.keys import burst, settle
from tests.tui.players import busy_crew, hungry_shark

WAIT = 0.7
MASH = ("enter", "enter", "space", "down", "enter", "1", "2", "m", "d", "u", "up", "enter")


class FakeClock:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Table:
    """The app with a fake clock, and a record of every seat screen the curtains opened."""

    def __init__(self, app: JawsApp) -> None:
        self.app = app
        self.clock = FakeClock()
        app.curtain_delay = WAIT
        app.curtain_clock = self.clock  # type: ignore[method-assign, assignment]
        self.opened: list[tuple[str, bool]] = []
        self.meant = False
        original = app.open_seat_screen

        def open_seat_screen(seat: str) -> None:
            self.opened.append((seat, self.meant))
            original(seat)

        app.open_seat_screen = open_seat_screen  # type: ignore[method-assign]

    def shark_screens_by_accident(self) -> list[tuple[str, bool]]:
        return [entry for entry in self.opened if entry == ("shark", False)]

    async def lift(self, pilot: Pilot[Any]) -> str:
        """Wait out the curtain (on the fake clock) and type its key on purpose."""
        screen = self.app.screen
        assert isinstance(screen, HandOffScreen)
        self.clock.advance(WAIT + 0.01)
        self.meant = True
        await pilot.press(screen.lift_key)
        self.meant = False
        assert await wait_for(pilot, lambda: self.app.screen is not screen)
        await settle(pilot)
        return screen.seat


def curtain(app: JawsApp) -> HandOffScreen | None:
    return app.screen if isinstance(app.screen, HandOffScreen) else None


async def to_the_curtain_of(seat: str, app: JawsApp, table: Table, pilot: Pilot[Any]) -> None:
    """From a new game's first curtain (the Shark's) to `seat`'s: for the crew, the Shark
    lifts its curtain, starts and ends its turn."""
    if seat == "crew":
        await table.lift(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start")
        while not curtain(app):
            await choose(pilot, lambda a: a.kind == "shark_end_turn" or a == a)


async def test_every_curtain_names_its_key_and_the_sharks_is_not_enter(save_dir: Path) -> None:
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shark_curtain = curtain(app)
        assert shark_curtain is not None and shark_curtain.seat == "shark"
        assert "The Shark lifts this curtain with  s" in screen_text(app)
        table.clock.advance(10)
        await pilot.press("enter", "space", "enter")
        await settle(pilot)
        assert app.screen is shark_curtain
        await table.lift(pilot)
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "shark"
        await choose(pilot, lambda a: a.kind == "shark_start")
        while not curtain(app):
            await choose(pilot, lambda a: a.kind == "shark_end_turn" or a == a)
        assert curtain(app).seat == "crew"  # type: ignore[union-attr]
        assert "The crew lifts this curtain with  Enter" in screen_text(app)
    assert table.shark_screens_by_accident() == []


async def test_a_double_enter_at_the_end_of_the_sharks_turn_does_not_lift_the_crews_curtain(
    save_dir: Path,
) -> None:
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await table.lift(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start")
        for _ in range(30):
            if curtain(app):
                break
            menu = app.screen.query_one(ActionMenu)
            row = menu.option_index_of(lambda a: a.kind == "shark_end_turn")
            menu.focus()
            menu.highlighted = row or 0
            burst(app, "enter", "enter")  # the Shark's last Enter, and its double
            await settle(pilot)
        crew_curtain = curtain(app)
        assert crew_curtain is not None and crew_curtain.seat == "crew"
        burst(app, "enter", "enter")
        await settle(pilot)
        assert app.screen is crew_curtain, "an Enter within the wait went through"
        table.clock.advance(WAIT / 2)
        burst(app, "enter")
        await settle(pilot)
        table.clock.advance(WAIT / 2 + 0.05)
        assert app.screen is crew_curtain, "a key in the wait restarts it"
        assert await table.lift(pilot) == "crew"


@pytest.mark.parametrize("style", ["double", "held", "mash"])
async def test_the_crews_keys_at_every_hand_off_never_show_a_shark_screen(
    save_dir: Path, style: str
) -> None:
    app = new_app("act1", 7, save_dir)
    table = Table(app)
    curtains = {"shark": 0, "crew": 0}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(150):
            if app.session.view("crew").act1.round >= 3:  # type: ignore[union-attr]
                break
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                curtains[screen.seat] += 1
                await hammer(app, pilot, table, style)
                assert app.screen is screen or screen.seat == "crew"
                if app.screen is screen:
                    await table.lift(pilot)
                continue
            assert isinstance(screen, Act1Screen)
            view = app.session.view(screen.seat)
            policy = hungry_shark if screen.seat == "shark" else busy_crew
            chosen = policy(view, menu_actions(pilot))
            if screen.seat == "crew" and chosen.kind == "end_crew_turn" and style != "held":
                # The crew's last Enter of its turn comes with more keys behind it.
                await choose_with_keys_behind(pilot, app, chosen, style)
            else:
                await choose(pilot, lambda a, chosen=chosen: a == chosen)
        assert app.session.view("crew").act1.round >= 3  # type: ignore[union-attr]
    assert curtains["shark"] >= 2 and curtains["crew"] >= 2
    assert table.shark_screens_by_accident() == []


async def hammer(app: JawsApp, pilot: Pilot[Any], table: Table, style: str) -> None:
    """The crew's hands on the keyboard while the curtain is up (no `s`)."""
    if style == "double":
        burst(app, "enter", "enter")
        await settle(pilot)
    elif style == "held":
        for _ in range(30):  # a held Enter repeats every 30 ms for about a second
            burst(app, "enter")
            table.clock.advance(0.03)
            await pilot.pause()
        await settle(pilot)
    else:
        burst(app, "s", "s", *MASH)  # an `s` in the wait counts for nothing
        await settle(pilot)
        table.clock.advance(WAIT + 0.1)
        burst(app, *MASH)
        await settle(pilot)


async def choose_with_keys_behind(pilot: Pilot[Any], app: JawsApp, action: Any, style: str) -> None:
    from jaws.tui.widgets.action_menu import ActionMenu
    from tests.tui.conftest import menu_actions

    menu = app.screen.query_one(ActionMenu)
    row = menu.option_index_of(lambda a: a == action)
    assert row is not None, [str(a) for a in menu_actions(pilot)]
    menu.focus()
    menu.highlighted = row
    burst(app, "enter", *(("enter",) if style == "double" else MASH))
    await settle(pilot)


@pytest.mark.parametrize("style", ["double", "held", "mash"])
async def test_the_same_in_act2(save_dir: Path, style: str) -> None:
    from jaws.tui.screens.act2 import Act2Screen
    from jaws.tui.table_moments import MomentCard
    from tests.tui.conftest import acknowledge
    from tests.tui.players import plain_shark_act2, steady_crew_act2

    app = new_app("act2", 7, save_dir)
    table = Table(app)
    curtains = {"shark": 0, "crew": 0}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(150):
            if app.session.round >= 3 or app.session.outcome is not None:
                break
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                curtains[screen.seat] += 1
                await hammer(app, pilot, table, style)
                assert app.screen is screen or screen.seat == "crew"
                if app.screen is screen:
                    await table.lift(pilot)
                continue
            if isinstance(screen, MomentCard):  # the Shark's attack, shown to everyone
                table.clock.advance(WAIT + 0.01)
                await acknowledge(pilot)
                continue
            assert isinstance(screen, Act2Screen), type(screen).__name__
            if screen.shark_waits:  # the Shark's attack in the open: its player takes the keys
                await pilot.press("s")
                continue
            view = app.session.view(screen.seat)
            # The crew's screen offers the Shark's moves while it attacks in the open.
            policy = plain_shark_act2 if screen.actor == "shark" else steady_crew_act2
            chosen = policy(view, menu_actions(pilot))
            await choose(pilot, lambda a, chosen=chosen: a == chosen)
        assert app.session.round >= 3 or app.session.outcome is not None
    assert curtains["shark"] >= 2 and curtains["crew"] >= 2
    assert table.shark_screens_by_accident() == []


@pytest.mark.parametrize("people", ["solo", "table"])
async def test_what_just_happened_asks_everyone_to_look_only_at_a_table(
    save_dir: Path, people: str
) -> None:
    """Stop-31 playtest: alone against the AI Shark, the curtain's "What just happened" said
    "(everyone may look)"; nobody else plays. At a table of people it still says so."""
    from jaws.session import GameSession, SeatControl

    seats = {"shark": SeatControl("bot", "easy")} if people == "solo" else None
    session = GameSession.new("act1", 5, players=2, seats=seats)
    session.tell_table("The game was rewound to round 1")  # told on loading: on the curtain
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "What just happened" in text and "rewound to round 1" in text
        assert ("everyone may look" in text) == (people == "table"), text


async def test_keys_typed_with_the_lifting_key_are_said_not_taken(save_dir: Path) -> None:
    """helper-62 sent "sE" in one go: the curtain lifted and the E did not move the Shark,
    with no word why. Keys behind the lifting key still do nothing (no key acts on a screen
    not yet seen), and a notice says so and asks for them again."""
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shark_curtain = curtain(app)
        assert shark_curtain is not None
        table.clock.advance(WAIT + 0.01)
        burst(app, "s", "E")
        await settle(pilot)
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "shark"
        shark_view = app.session.view("shark").act1  # type: ignore[union-attr]
        assert isinstance(shark_view, SharkAct1View) and shark_view.shark_position is None
        notices = [n.message for n in app._notifications]
        said = (
            "“E” and any key after it, typed together with s, were not taken: type them again now."
        )
        assert said in notices, notices


async def test_an_enter_typed_with_the_lifting_key_is_named_by_name(save_dir: Path) -> None:
    """helper-67: the notice named Enter by its character, "“\\r” and any key after it"."""
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table.clock.advance(WAIT + 0.01)
        burst(app, "s", "enter")
        await settle(pilot)
        notices = [n.message for n in app._notifications]
        assert any(n.startswith("“Enter” and any key after it") for n in notices), notices


@pytest.mark.parametrize("seat", ["shark", "crew"])
async def test_the_lifting_key_twice_is_not_told_to_be_typed_again(
    save_dir: Path, seat: str
) -> None:
    """helper-64: a double Enter at the crew's curtain, or a held "s" at the Shark's, was
    told "Keys typed together with s were not taken: type them again now", and the Shark
    who typed "s" again chose its start at S. The lifting key repeated is not news."""
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_curtain_of(seat, app, table, pilot)
        lifted = curtain(app)
        assert lifted is not None and lifted.seat == seat
        table.clock.advance(WAIT + 0.01)
        burst(app, lifted.lift_key, lifted.lift_key, lifted.lift_key)
        await settle(pilot)
        assert not isinstance(app.screen, HandOffScreen)
        assert not [n for n in app._notifications if "were not taken" in n.message]


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_curtain_with_long_lines_keeps_its_lifting_key_in_sight(
    save_dir: Path, size: tuple[int, int]
) -> None:
    """helper-65: at 80x24 the Shark's curtain after a round with Ben Gardner's Boat (its
    rule three rows long) ran past the screen: its foot, "The Shark lifts this curtain with
    s", and its bottom border were cut. The curtain's lines are counted as the rows they wrap
    to, beside its title and detail, and its padding is one row on a short terminal."""
    from jaws.engine.act1.events import CrewActed
    from jaws.tui.round_digest import DigestLine
    from jaws.tui.scenes_public import what_just_happened, wrapped_rows
    from jaws.tui.screens.handoff import rows_beside_happened

    class Table:
        def __init__(self, events: list[object]) -> None:
            self.events = events

        def events_for(self, seat: str) -> list[object]:
            return self.events

    rule = "Amity Event: Ben Gardner's Boat. " + "A long rule that runs on and on. " * 4
    moves = [CrewActed("quint", f"Quint moves to {n} and rescues a swimmer there") for n in "12"]
    # A line whose word breaks take a row more than its length says (helper-67: Frank
    # Silva's rule after a reshuffle, 159 columns, counted as 3 rows of 54, took 4).
    ragged = " ".join(["x" * 30, "y" * 30, "z" * 30, "w" * 30])
    assert -(-len(ragged) // 54) < wrapped_rows(ragged, 54)
    six = [CrewActed("quint", f"Quint moves to {n}") for n in "123456"]
    table: Any = Table(
        [DigestLine(rule, 1), *moves, DigestLine(rule, 1), *six, DigestLine(ragged, 1)]
    )
    title = "The SHARK's turn — Player 1, take the keyboard"
    detail = "The crew looks away: the Shark's position, plan and Power tokens are on the next."
    app = new_app("act1", 3, save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        beside = rows_beside_happened(title, detail, size[1])
        happened, _ = what_just_happened(table, 0, size[1], False, None, beside)
        app.push_screen(HandOffScreen("shark", title, happened + detail))
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        assert "The Shark lifts this curtain with" in text, text
        assert "┗" in text and "┏" in text, text


async def test_a_key_pressed_too_soon_at_a_curtain_is_said_not_taken(save_dir: Path) -> None:
    """helper-65 typed a scripted turn 0.7 s a key: the "s" that should lift the Shark's
    curtain came inside its wait and was dropped, and so was the whole plan typed after it,
    with nothing on screen saying why. The wait stays; a notice says so, once, and goes when
    the curtain lifts."""
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shark_curtain = curtain(app)
        assert shark_curtain is not None
        table.clock.advance(WAIT / 2)
        burst(app, "s", "E", "s")
        await settle(pilot)
        assert app.screen is shark_curtain
        said = "Keys pressed as this curtain appeared are not taken: wait a moment, then s."
        assert [n.message for n in app._notifications].count(said) == 1
        await table.lift(pilot)
        assert said not in [n.message for n in app._notifications]


async def test_turning_the_overlay_off_says_so(save_dir: Path) -> None:
    """helper-65: "d" turning "Where could it be?" off said nothing, and the choice is kept
    for later games: a "d" could look like a key that did nothing."""
    from tests.helpers import at_crew_phase
    from tests.tui.test_no_misfire import _playing_from

    async with _playing_from(at_crew_phase(), save_dir) as (app, pilot):
        for _ in range(2):  # on, then off; or off at once if it was on
            await pilot.press("d")
            await pilot.pause()
            if not app.show_deduction:
                break
        assert not app.show_deduction
        said = "Where could it be? is off (kept for later games): d shows it again."
        assert said in [n.message for n in app._notifications]


@pytest.mark.parametrize("seat", ["shark", "crew"])
async def test_a_key_that_does_not_lift_the_curtain_is_said_not_taken(
    save_dir: Path, seat: str
) -> None:
    """helper-72, stop 50: "a" then Enter at the crew's curtain lifted it, and the "a" was
    gone without a word. A key other than the lifting one is said not taken, once, without
    naming it (at the crew's curtain it may be the Shark's: helper-78); the notice stays as
    the crew's curtain lifts and goes as the Shark's does (its passphrase dialog may follow)."""
    app = new_app("act1", 3, save_dir)
    table = Table(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_curtain_of(seat, app, table, pilot)
        shown = curtain(app)
        assert shown is not None and shown.seat == seat
        table.clock.advance(WAIT + 0.01)
        await pilot.press("enter" if seat == "shark" else "E", "b")
        await settle(pilot)
        assert app.screen is shown
        said = [n.message for n in app._notifications if "was not taken" in n.message]
        key = "s" if seat == "shark" else "Enter"
        whose = "the Shark" if seat == "shark" else "the crew"
        words = f"A key typed on the curtain was not taken: {whose} lifts it with {key}."
        assert said == [words], said
        await table.lift(pilot)
        await settle(pilot)
        assert (words in [n.message for n in app._notifications]) == (seat == "crew")
