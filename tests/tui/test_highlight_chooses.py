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
    from tests.engine.act2.act2_helpers import act2_game, run

    state = act2_game(gear={"quint": ("chum_1",), "brody": ("chum_2",)})
    state, _ = run(state, A2.SharkChoose("A", "B"))
    state, _ = run(
        state,
        A2.ChooseWeapon("quint", "machete"),
        A2.PlaceTarget("quint", 1),
        A2.ChooseWeapon("brody", "service_pistol"),
        A2.PlaceTarget("brody", 1),
    )
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
