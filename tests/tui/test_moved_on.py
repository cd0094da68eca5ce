"""Stop-38 playtest, Act 2's prepare step: once Quint had readied his weapon and placed his
Target, the screen chose Brody by itself, without a word; the Tab typed next (to leave Quint)
skipped Brody, and `2` readied Hooper's weapon. Now the prompt says "Quint is done", and a
Tab typed straight after the screen moved on keeps Brody (Tab again goes on to Hooper)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.engine import legal_actions
from jaws.tui.widgets.text_panel import TextPanel
from tests.tui.conftest import new_app
from tests.tui.test_screens_fit import to_act2_phase


def quints(app: Any, kind: str) -> Any:
    state = app.session.state
    return next(a for a in legal_actions(state, "crew") if a.kind == kind and a.member == "quint")


async def quint_done(app: Any, pilot: Any) -> None:
    await to_act2_phase(pilot, "prepare", seat="crew")
    assert app.screen.selected == "quint"
    app.submit(quints(app, "choose_weapon"))
    await pilot.pause()
    app.submit(quints(app, "place_target"))
    await pilot.pause()
    await pilot.pause()


async def test_a_tab_typed_after_the_screen_moved_on_keeps_brody(save_dir: Path) -> None:
    app = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await quint_done(app, pilot)
        screen = app.screen
        assert screen.selected == "brody"
        prompt = screen.query_one("#prompt", TextPanel)
        assert "Quint is done · ▶ Brody" in str(prompt.render()), prompt.shown
        app._notifications.clear()
        await pilot.press("tab")
        await pilot.pause()
        assert screen.selected == "brody"
        assert "Quint is done" not in str(prompt.shown)
        told = [n.message for n in app._notifications]
        assert told == ["Quint is done, so Brody is chosen now: Tab again for the next."], told
        await pilot.press("tab")
        await pilot.pause()
        assert screen.selected == "hooper"


async def test_any_other_key_first_and_tab_moves_on_as_ever(save_dir: Path) -> None:
    """Only the first key after the screen moved on is read this way: a player who took in
    "▶ Brody", pressed Esc and then Tab, reaches Hooper."""
    app = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await quint_done(app, pilot)
        await pilot.press("escape")
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.selected == "hooper"


async def test_the_screen_moves_on_to_the_next_member_not_back_to_the_first(
    save_dir: Path,
) -> None:
    """helper-33, stop 39: Tab from an unfinished Quint to Brody; once Brody was done the
    screen went back to Quint, not on to Hooper."""
    app = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        screen = app.screen
        await pilot.press("tab")
        await pilot.pause()
        assert screen.selected == "brody"
        for kind in ("choose_weapon", "place_target"):
            brodys = next(
                a
                for a in legal_actions(app.session.state, "crew")
                if a.kind == kind and a.member == "brody"
            )
            app.submit(brodys)
            await pilot.pause()
        assert "brody" not in screen.members() and "quint" in screen.members()
        assert screen.selected == "hooper"
        prompt = screen.query_one("#prompt", TextPanel)
        assert "Brody is done · ▶ Hooper" in str(prompt.shown)


async def test_taking_back_a_members_action_chooses_him_again(save_dir: Path) -> None:
    """helper-34, stop 39: right after "Quint is done · ▶ Brody", u took Quint's Target back
    and Brody stayed chosen; the Target to place again is Quint's."""
    app = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await quint_done(app, pilot)
        screen = app.screen
        assert screen.selected == "brody"
        await pilot.press("u")
        await pilot.pause()
        assert "quint" in screen.members()
        assert screen.selected == "quint"
        assert "is done" not in str(screen.query_one("#prompt", TextPanel).shown)


async def test_a_verb_the_chosen_member_has_no_use_for_says_whose_it_opens(
    save_dir: Path,
) -> None:
    """Stop-39 playtest: with Quint chosen and his weapon readied, `r` opened Hooper's weapons
    and chose Hooper without a word; a digit typed for another member is answered ("“1” is
    for Hooper: ..."). Now `r` says so."""
    app = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_act2_phase(pilot, "prepare", seat="crew")
        for member in ("quint", "brody"):
            state = app.session.state
            app.submit(
                next(
                    a
                    for a in legal_actions(state, "crew")
                    if a.kind == "choose_weapon" and a.member == member
                )
            )
            await pilot.pause()
        screen: Any = app.screen
        screen.choose_member("quint")
        await pilot.pause()
        app._notifications.clear()
        await pilot.press("r")
        await pilot.pause()
        assert screen.selected == "hooper"
        told = [n.message for n in app._notifications]
        assert told == ["“r”: nothing for Quint now, so it is Hooper's."], told


async def test_a_key_behind_the_move_after_the_kept_tab_drops_it(save_dir: Path) -> None:
    """helper-77, stop 51: after Hooper's turn the screen chose Quint, and "Tab W b Enter",
    meant for Brody, moved Quint: the Tab kept him, "W" waited for Enter, "b" was said not
    taken and the Enter took the move. The key behind the waiting move drops it."""
    app = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await quint_done(app, pilot)
        screen = app.screen
        assert screen.selected == "brody"
        before = app.session.state.act2.positions["brody"]
        move = next(
            a
            for a in legal_actions(app.session.state, "crew")
            if a.kind == "orca_move" and a.member == "brody"
        )
        keys = screen.action_keys(move, "brody")
        assert keys is not None
        await pilot.press("tab", *[k for k in keys if k != "enter"])
        await pilot.pause()
        assert screen.pending == move  # it waits: the Tab before it kept Brody
        await pilot.press("z", "enter")
        await pilot.pause()
        assert app.session.state.act2.positions["brody"] == before
        assert screen.pending is None
