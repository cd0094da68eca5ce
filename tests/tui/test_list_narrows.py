"""helper-39, stop 41: as the Shark, "p 4" (Speed Burst) then "W" read "Typed: W · type more,
Enter to stop here" over a list that still showed "1 2 Shark moves 1 → 2". The list narrows
to the rows the keys typed so far lead to, and widens again when they are cancelled."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.helpers import at_shark_phase
from tests.tui.conftest import menu_actions
from tests.tui.test_no_misfire import _playing_from


async def test_typed_keys_narrow_the_list(save_dir: Path) -> None:
    async with _playing_from(at_shark_phase(shark="5"), save_dir, (100, 30)) as (app, pilot):
        await pilot.pause()
        await pilot.press("p", "4")  # Speed Burst: moves of up to three spaces
        await pilot.pause()
        screen: Any = app.screen
        moves = [a for a in menu_actions(pilot) if a.kind == "shark_move"]
        assert any(a.path[0] != "W" for a in moves) and any(a.path[0] == "W" for a in moves)
        await pilot.press("w")
        await pilot.pause()
        assert "Typed: W" in screen.input_text().plain
        shown = menu_actions(pilot)
        assert shown and all(a.kind == "shark_move" and a.path[0] == "W" for a in shown), shown
        assert all(screen.shortcut_of(a).upper().startswith("W") for a in shown)
        await pilot.press("escape")
        await pilot.pause()
        assert any(a.kind == "shark_move" and a.path[0] != "W" for a in menu_actions(pilot))


async def test_enter_before_the_label_is_whole_keeps_the_keys(save_dir: Path) -> None:
    """helper-40, stop 41: in the divide, "1" then Enter said "Type the rest of the label,
    or Esc." but dropped the "1", and lit an unrelated row ("6 Q takes the Rifle"); the "B"
    typed next was refused and an Enter then gave Quint the Rifle. Now the "1" stays and
    "B" gives card 1 to Brody."""
    from tests.tui.conftest import lift_curtain, new_app

    app: Any = new_app("act2", 5, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "crew"
        before = len(app.session.actions)
        await pilot.press("1", "enter")
        await pilot.pause()
        assert app.session.actions[before:] == []
        assert "Typed: 1" in app.screen.input_text().plain
        assert app.screen.query_one("#menu").highlighted_action() is None
        await pilot.press("b")
        await pilot.pause()
        given = app.session.actions[before:]
        assert len(given) == 1 and given[0].member == "brody", given
        assert given[0].card.startswith("air_tank"), given
        # Its hint is taken down with the keys (helper-42, stop 42: it stayed up).
        assert not any("Type the rest" in n.message for n in app._notifications)


async def test_enter_takes_the_row_the_arrows_chose_after_typing(save_dir: Path) -> None:
    """helper-40, stop 41: "5 W" (Speed Burst) narrowed the list, ↓ lit "5 W 3", and Enter
    moved the Shark to W, the keys' own match, not the row lit."""
    from jaws.engine.act1 import actions as A

    async with _playing_from(at_shark_phase(shark="5"), save_dir, (100, 30)) as (app, pilot):
        await pilot.pause()
        await pilot.press("p", "4")
        await pilot.pause()
        await pilot.press("w")
        await pilot.pause()
        menu: Any = app.screen.query_one("#menu")
        assert menu.highlighted_action() == A.SharkMove(("W",))  # what Enter would take
        await pilot.press("down")
        await pilot.pause()
        lit = menu.highlighted_action()
        assert lit is not None and lit.path[0] == "W" and len(lit.path) > 1
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.log[-1].action == lit


async def test_a_verb_opened_then_cancelled_leaves_nothing_under_enter(save_dir: Path) -> None:
    """helper-41, stop 41: as Quint, "l" lit "l 8 launches a barrel at 8", Esc brought the
    whole list back with "4 moves to 4" lit, and the next Enter moved Quint to 4. Tab to the
    next member lit his first row too."""
    from tests.tui.conftest import new_app
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await to_the_crews_act1_turn(pilot)
        screen: Any = app.screen
        menu = screen.query_one("#menu")
        screen.selected = "quint"
        screen.highlight_rests = True  # as after an action taken from a row
        before = len(app.session.actions)
        await pilot.press("l")
        await pilot.pause()
        assert screen.opened == "l"
        assert menu.highlighted_action() is None
        await pilot.press("escape")
        await pilot.pause()
        assert screen.opened is None and menu.highlighted_action() is None
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.session.actions) == before
        assert any("Nothing is chosen yet" in n.message for n in app._notifications)
        # A lit row does not follow Tab to the next member.
        await pilot.press("down")
        await pilot.pause()
        assert menu.highlighted_action() is not None
        await pilot.press("tab")
        await pilot.pause()
        assert screen.selected != "quint" and menu.highlighted_action() is None
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.session.actions) == before


async def test_esc_widens_a_list_the_arrows_moved_in(save_dir: Path) -> None:
    """Stop-41 review: after "p 4 W" narrowed the list, ↓ gave the keys up for the lit row,
    and Esc then had no keys to cancel: the list stayed narrowed to the paths from W. Esc
    widens it, with nothing lit for an Enter to take."""
    async with _playing_from(at_shark_phase(shark="5"), save_dir, (100, 30)) as (app, pilot):
        await pilot.pause()
        await pilot.press("p", "4", "w", "down")
        await pilot.pause()
        menu: Any = app.screen.query_one("#menu")
        assert all(a.path[0] == "W" for a in menu_actions(pilot) if a.kind == "shark_move")
        await pilot.press("escape")
        await pilot.pause()
        assert any(a.kind == "shark_move" and a.path[0] != "W" for a in menu_actions(pilot))
        assert menu.highlighted_action() is None
        before = len(app.session.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.session.actions) == before


async def test_a_key_that_follows_no_label_ends_the_typing_at_its_match(save_dir: Path) -> None:
    """helper-42, stop 42: as the Shark, "p 4" (Speed Burst), then "6 E a" meaning "burst to
    E, then eat": the "a" said "Nothing to choose at 6EA now." and threw the move away. Keys
    that name a move whole ("6E") are taken when the next key follows no label, and that key
    is then taken as typed (the eat)."""
    from jaws.engine.act1 import actions as A
    from tests.helpers import set_swimmers

    state = at_shark_phase(shark="5")
    set_swimmers(state, N=2)
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.press("p", "4")
        await pilot.pause()
        screen: Any = app.screen
        burst = next(
            a for a in menu_actions(pilot) if a.kind == "shark_move" and a.path == ("1", "N")
        )
        keys = [k.lower() for k in screen.shortcut_of(burst).replace(" ", "")]
        await pilot.press(*keys, "a")
        await pilot.pause()
        taken = [entry.action for entry in app.session.log[-2:]]
        assert taken[0] == burst and isinstance(taken[1], A.SharkEat), taken


async def test_esc_after_the_arrows_leaves_nothing_under_enter(save_dir: Path) -> None:
    """helper-43, stop 42: as the crew, "↓ ↓ Esc Enter" moved Brody to S: Esc, with nothing
    typed, left the row the arrows lit, and the Enter took it. Esc puts the highlight down."""
    from tests.tui.conftest import new_app
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_the_crews_act1_turn(pilot)
        menu = app.screen.query_one("#menu")
        before = len(app.session.actions)
        await pilot.press("down", "down")
        await pilot.pause()
        assert menu.highlighted_action() is not None
        await pilot.press("escape")
        await pilot.pause()
        assert menu.highlighted_action() is None
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.session.actions) == before
        await pilot.press("down", "enter")  # the arrows still choose afterwards
        await pilot.pause()
        assert len(app.session.actions) == before + 1
