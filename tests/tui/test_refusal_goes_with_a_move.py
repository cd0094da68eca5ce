"""helper-72, stop 50: a refusal's notice ("“$” is for Brody: Tab chooses whose action it
is") stayed up for seconds after the player's next, good move, over the log that told the
move. A move taken takes down the notices its keys raised, and the rules' refusal of an
earlier move; other notices stay."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from tests.helpers import a1_of, at_crew_phase
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes


async def test_a_good_move_takes_down_the_refusal_before_it(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$")  # Brody's key: refused for Quint
        await pilot.pause()
        assert any("“$” is for Brody" in m for m in notes(app)), notes(app)
        await pilot.press("escape", "4")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert not any("“$”" in m for m in notes(app)), notes(app)


async def test_a_good_move_takes_down_the_rules_refusal_before_it(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        app.submit(A.CrewMove("quint", ("1",)))  # not next to 8: the rules refuse it
        await pilot.pause()
        refusal = [m for m in notes(app) if "Quint" in m]
        assert refusal, notes(app)
        await pilot.press("4")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert not set(refusal) & set(notes(app)), notes(app)


async def test_other_notices_stay_after_a_move(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        app.notify("Autosave failed: the disk is full.", severity="error", timeout=30)
        await pilot.pause()
        await pilot.press("4")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert "Autosave failed: the disk is full." in notes(app), notes(app)


async def test_keys_typed_in_one_go_leave_no_refusal_behind(save_dir: Path) -> None:
    """helper-78: with "$ Esc 4" arriving together the "$" refusal was still on its way when
    the move took down the notices, and it stayed up after the move."""
    from textual import events

    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        for key, char in (("dollar_sign", "$"), ("escape", None), ("4", "4")):
            app.post_message(events.Key(key, char))
        await pilot.pause()
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
        assert not any("“$”" in m for m in notes(app)), notes(app)


async def test_the_overlays_mark_is_not_taken_down_by_a_move(save_dir: Path) -> None:
    """helper-78: at 80x24 (no legend) the overlay's mark is explained once a game, in a
    notice the screen raised as it drew; the first move took it down, for good."""
    from tests.tui.conftest import new_app
    from tests.tui.players import to_the_crews_act1_turn

    app = new_app("act1", 7, save_dir, players=2)
    app.show_deduction = True
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_crews_act1_turn(pilot)
        await pilot.pause()
        told = [m for m in notes(app) if "F1 explains every mark" in m]
        assert told, notes(app)
        move = next(a for a in screen.offered if a.kind == "crew_move")
        for key in screen.shortcut_of(move).split():
            await pilot.press(key)
        await pilot.pause()
        assert app.session.log[-1].action == move
        assert told[0] in notes(app), notes(app)


async def test_a_take_back_takes_down_the_refusal_before_it(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("4")
        await pilot.pause()
        await pilot.press("$")
        await pilot.pause()
        assert any("“$”" in m for m in notes(app)), notes(app)
        await pilot.press("u")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "8"
        assert not any("“$”" in m for m in notes(app)), notes(app)


async def test_a_hosts_refusal_is_taken_down_by_the_next_move_too(save_dir: Path) -> None:
    """helper-78: on a joined device the host's refusal was not kept as the last refusal,
    so the next good move left it up."""
    from jaws.tui.app import JawsApp

    app = JawsApp(save_dir=save_dir)
    async with app.run_test() as pilot:
        await pilot.pause()
        app.remote_refused("Quint cannot go from 8 to 1: not adjacent by water.")
        await pilot.pause()
        assert "Quint cannot go from 8 to 1: not adjacent by water." in notes(app)
        app.take_down_refusal()  # what a move taken calls
        await pilot.pause()
        assert "Quint cannot go from 8 to 1: not adjacent by water." not in notes(app)
