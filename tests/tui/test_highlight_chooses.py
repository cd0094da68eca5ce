"""The arrows choose the member whose row they rest on, and a card of a member whose turn is
done is typed with his letter (stop-36 playtest: rows no longer name their member, and ↑ from
Hooper's rows rested on "5 moves to 5" under Brody's heading, scrolled away, while the prompt
still said "▶ Hooper": Enter moved Brody; in Act 2 "c" with two Chums held by members who had
targeted said "Press Tab", and Tab chose nobody else)."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act2 import actions as A2
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import ActionMenu
from tests.helpers import at_crew_phase
from tests.tui.test_no_misfire import _playing_from


async def test_the_arrows_choose_the_member_whose_row_they_rest_on(save_dir: Path) -> None:
    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        screen = app.screen
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert screen.selected == "hooper"
        menu = screen.query_one(ActionMenu)
        menu.focus()
        for _ in range(12):
            await pilot.press("up")
            await pilot.pause()
            action = menu.highlighted_action()
            if action is not None and di.member_of(action) == "brody":
                assert screen.selected == "brody"  # from his first row on (his "e ends")
                if action.kind == "crew_move":
                    break
        else:
            raise AssertionError("no Brody row above Hooper's")
        assert screen.selected == "brody"
        assert "▶ Brody" in screen.input_text().plain
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.log[-1].action == action  # Brody's, as the prompt said


async def test_a_done_members_chum_is_typed_with_his_letter(save_dir: Path) -> None:
    state = _prepared({"quint": ("chum_1",), "brody": ("chum_2",)})
    async with _playing_from(state, save_dir) as (app, pilot):
        screen = app.screen
        assert screen.members() == ["hooper"] and screen.selected == "hooper"
        chums = [a for a in app.session.legal_actions("crew") if a.kind == "play_chum"]
        assert {di.member_of(a) for a in chums} == {"quint", "brody"}
        assert sorted(screen.shortcut_of(a) for a in chums) == ["c B", "c Q"]
        await pilot.press("c")
        await pilot.pause()
        assert not any("Press Tab" in n.message for n in app._notifications)
        assert screen.opened == "c"
        await pilot.press("b")
        await pilot.pause()
        assert screen.pending is not None and di.member_of(screen.pending) == "brody"


async def test_an_arrow_from_no_highlight_rests_on_the_chosen_members_row(
    save_dir: Path,
) -> None:
    """Stop-36 check (helper-26): after Tab to Brody nothing is highlighted, and ↓ went to the
    list's first row, Quint's, and chose him."""
    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        screen = app.screen
        menu = screen.query_one(ActionMenu)
        for key in ("down", "up", "pagedown", "end"):
            await pilot.press("tab")
            await pilot.pause()
            chosen = screen.selected
            menu.highlighted = None  # as after a typed action, or a new turn
            await pilot.press(key)
            await pilot.pause()
            action = menu.highlighted_action()
            assert action is not None and di.member_of(action) == chosen, key
            assert screen.selected == chosen, key


def _prepared(gear: dict[str, tuple[str, ...]]) -> object:
    """Act 2, the crew preparing, Quint and Brody readied and targeted: Hooper is up."""
    from tests.engine.act2.act2_helpers import act2_game, run

    state = act2_game(gear=gear)
    state, _ = run(state, A2.SharkChoose("A", "B"))
    state, _ = run(
        state,
        A2.ChooseWeapon("quint", "machete"),
        A2.PlaceTarget("quint", 1),
        A2.ChooseWeapon("brody", "service_pistol"),
        A2.PlaceTarget("brody", 1),
    )
    return state


async def test_a_done_members_lone_card_does_not_choose_him(save_dir: Path) -> None:
    """helper-26: "k" for Quint's Cage (his turn done) chose Quint, and after Esc the prompt
    stayed on "▶ Quint" with Tab choosing nobody and Hooper's labels refused."""
    async with _playing_from(_prepared({"quint": ("shark_cage_1",)}), save_dir) as (app, pilot):
        screen = app.screen
        assert screen.selected == "hooper"
        await pilot.press("k")
        await pilot.pause()
        assert screen.pending is not None and di.member_of(screen.pending) == "quint"
        await pilot.press("escape")
        await pilot.pause()
        assert screen.selected == "hooper"
        assert "▶ Hooper" in screen.input_text().plain


async def test_with_three_chums_every_row_has_its_key(save_dir: Path) -> None:
    """helper-26: with a Chum each, Quint's and Brody's rows had no key while Hooper was up,
    and "c" threw Hooper's."""
    gear = {"quint": ("chum_1",), "brody": ("chum_2",), "hooper": ("chum_3",)}
    async with _playing_from(_prepared(gear), save_dir) as (app, pilot):
        screen = app.screen
        chums = [a for a in app.session.legal_actions("crew") if a.kind == "play_chum"]
        assert sorted(screen.shortcut_of(a) for a in chums) == ["c B", "c H", "c Q"]
        await pilot.press("c", "q")
        await pilot.pause()
        assert screen.pending is not None and di.member_of(screen.pending) == "quint"


async def test_the_arrows_stop_at_the_first_and_last_rows(save_dir: Path) -> None:
    """Noticed at stop 36: ↓ on the last row (the end of Hooper's turn) wrapped to the
    list's first row, Quint's, and chose him; ↑ on the first wrapped to the last."""
    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        screen = app.screen
        menu = screen.query_one(ActionMenu)
        menu.focus()
        await pilot.press("down", "end")  # (from no highlight an arrow rests on Quint's row)
        await pilot.pause()
        last = menu.highlighted
        action = menu.highlighted_action()
        assert last is not None and action is not None and di.member_of(action) == "hooper"
        await pilot.press("down")
        await pilot.pause()
        assert menu.highlighted == last and screen.selected == "hooper"
        await pilot.press("home")
        await pilot.pause()
        first = menu.highlighted
        assert first is not None and screen.selected == "quint"
        await pilot.press("up")
        await pilot.pause()
        assert menu.highlighted == first and screen.selected == "quint"
        assert menu.scroll_y == 0  # Quint's heading in sight


async def test_the_arrows_say_when_they_choose_another_member(save_dir: Path) -> None:
    """Helper-60, stop 47: 12 ↓ to read the list had moved onto Brody's rows, and the "7"
    typed next for Quint moved Brody; only the prompt's ▶ had changed. The arrows choosing
    another member now say so, once per change."""
    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        screen = app.screen
        assert screen.selected == "quint"
        menu = screen.query_one(ActionMenu)
        menu.focus()
        said = "The arrows chose Brody: the keys typed now are his."
        for _ in range(40):
            await pilot.press("down")
            await pilot.pause()
            if screen.selected != "quint":
                break
        assert screen.selected == "brody"
        notes = [n.message for n in app._notifications]
        assert notes.count(said) == 1, notes
        await pilot.press("down")
        await pilot.pause()
        assert [n.message for n in app._notifications].count(said) == 1
