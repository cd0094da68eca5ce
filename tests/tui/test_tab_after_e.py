"""Helper-58: "e Enter" ended Hooper's turn and the screen chose Quint; the Tab the player
typed to reach Quint chose Brody instead, and "6 N 5" then moved Brody three times. A Tab
typed first after the screen chose for the player keeps the one chosen, with a word, as it
does when a last action ends the turn (stop 38); Tab again moves on."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import at_crew_phase
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes


async def test_a_tab_after_e_keeps_the_member_the_screen_chose(save_dir: Path) -> None:
    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await select_member(pilot, "hooper")
        await pilot.press("e", "enter")
        await pilot.pause()
        chosen = app.screen.selected
        assert chosen is not None and chosen != "hooper"
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.selected == chosen
        name = chosen.capitalize()
        said = f"Hooper is done, so {name} is chosen now: Tab again for the next."
        assert said in notes(app), notes(app)
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.selected not in (chosen, "hooper")


async def test_keys_typed_behind_the_held_tab_wait_for_enter(save_dir: Path) -> None:
    """Helper-60, stop 47: after Hooper's "e Enter", "Tab 7" meant Brody to 7; the Tab kept
    Quint and Quint moved to 7. The action typed behind the held Tab now waits for Enter,
    naming its member, so the one meant for another member is caught (Esc, Tab again)."""
    from tests.helpers import a1_of

    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await select_member(pilot, "hooper")
        await pilot.press("e", "enter")
        await pilot.pause()
        assert app.screen.selected == "quint"
        before = list(app.session.actions)
        await pilot.press("tab", "4")
        await pilot.pause()
        assert app.session.actions == before
        prompt = " ".join(app.screen.input_text().plain.split())
        assert "After the Tab that kept Quint, this waits for Enter: Quint moves to 4" in prompt
        # Meant for Brody: Tab drops the waiting move and moves on, as Tab does.
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.selected == "brody" and app.screen.pending is None
        assert a1_of(app.session.state).positions["quint"] == "8"


async def test_with_one_member_left_the_tab_is_not_held(save_dir: Path) -> None:
    """Helper-61, stop 47: with Brody the last left, the Tab said "Tab again for the next",
    and his move then waited for Enter "after the Tab that kept Brody"; no Tab could have
    meant anyone else."""
    from tests.helpers import a1_of

    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await select_member(pilot, "hooper")
        await pilot.press("e", "enter")
        await pilot.pause()
        await pilot.press("e", "enter")  # Quint, chosen next, ends too
        await pilot.pause()
        assert app.screen.members() == ["brody"]
        await pilot.press("tab")
        await pilot.pause()
        assert not any("Tab again" in n for n in notes(app)), notes(app)
        move = next(a for a in app.screen.offered if a.kind == "crew_move" and len(a.path) == 1)
        await pilot.press(*app.screen.keys_for(move))
        await pilot.pause()
        assert app.screen.pending is None
        assert a1_of(app.session.state).positions["brody"] == move.path[-1]


async def test_the_arrows_choosing_a_member_end_the_held_tabs_wait(save_dir: Path) -> None:
    """Helper-61, stop 47: after the held Tab kept Quint, the arrows chose Brody and his move
    still waited "after the Tab that kept Quint". Chosen on purpose, his keys are taken."""
    from jaws.tui.widgets.action_menu import ActionMenu
    from tests.helpers import a1_of

    async with _playing_from(at_crew_phase(shark="1"), save_dir) as (app, pilot):
        await pilot.resize_terminal(80, 24)
        screen = app.screen
        await select_member(pilot, "hooper")
        await pilot.press("e", "enter")
        await pilot.pause()
        await pilot.press("tab")  # held: Quint stays chosen
        await pilot.pause()
        screen.query_one(ActionMenu).focus()
        for _ in range(40):
            await pilot.press("down")
            await pilot.pause()
            if screen.selected != "quint":
                break
        assert screen.selected == "brody"
        move = next(
            a
            for a in screen.offered
            if a.kind == "crew_move" and a.member == "brody" and len(a.path) == 1
        )
        await pilot.press(*screen.keys_for(move))
        await pilot.pause()
        assert screen.pending is None
        assert a1_of(app.session.state).positions["brody"] == move.path[-1]
