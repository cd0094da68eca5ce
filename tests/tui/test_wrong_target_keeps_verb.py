"""A wrong target after a verb keeps the verb open. "l W" was refused with "“l” takes 8, 4, E
or S" and the verb was dropped with the wrong key, so the "4" the player typed next, as the
notice told him, moved Quint to 4 instead of launching a barrel there (stop-45 noticed list:
"a wrong key clears all typed keys"). Now only the wrong key goes; Esc still drops the verb.
"""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from jaws.engine.act2.prepare import target_zones
from tests.engine.act2.act2_helpers import a2_of
from tests.helpers import a1_of, at_crew_phase, legal, run
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_target_out_of_reach import _machete_ready


async def test_a_target_after_a_refused_one_is_the_verbs_target(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    quint_at, barrels = a1_of(state).positions["quint"], a1_of(state).barrels.orca
    assert quint_at == "8" and barrels >= 1
    async with _playing_from(state, save_dir) as (app, pilot):
        launches = {
            a.target for a in app.session.legal_actions("crew") if isinstance(a, A.LaunchBarrel)
        }
        target = next(t for t in sorted(launches) if t != quint_at)
        await pilot.press("l", "W")
        await pilot.pause()
        assert app.screen.opened == "l"
        told = [n.message for n in app._notifications]
        assert any(m.startswith("“l W”: ") and "still open" in m for m in told), told
        await pilot.press(target)
        await pilot.pause()
        await pilot.press("enter")  # a launch may ask to be confirmed
        await pilot.pause()
        a1 = a1_of(app.session.state)
        assert a1.positions["quint"] == quint_at  # not moved
        assert a1.barrels.orca == barrels - 1  # launched


async def test_esc_after_a_refused_target_drops_the_verb(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("l", "W")
        await pilot.pause()
        assert app.screen.opened == "l"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.opened is None and app.screen.typed == []
        assert not any("is still open" in n.message for n in app._notifications)


async def test_a_click_out_of_reach_keeps_the_verb_open_too(save_dir: Path) -> None:
    """Helper-57: a click on a space the verb cannot take dropped the verb, where the same
    space typed kept it open."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("l")
        await pilot.pause()
        app.screen.click_space("1")
        await pilot.pause()
        assert app.screen.opened == "l"
        told = [str(n.message) for n in app._notifications]
        assert any(
            m.startswith("“l 1”: Quint can launch only") and "still open" in m for m in told
        ), told


async def test_a_lower_case_space_is_not_called_a_key_of_its_own(save_dir: Path) -> None:
    """Helper-57: with Quint at 4, "l e" (beach E typed in lower case) was told "then “e” is
    its own key", which pointed the player at ending the turn."""
    state, _ = run(at_crew_phase(shark="1"), A.CrewMove("quint", ("4",)))
    launches = {a.target for a in legal(state) if isinstance(a, A.LaunchBarrel)}
    assert "E" not in launches
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("l", "e")
        await pilot.pause()
        told = [str(n.message) for n in app._notifications if "still open" in n.message]
        assert told and told[0].startswith("“l E”: ") and "its own key" not in told[0], told


async def test_an_enter_right_after_a_refused_target_takes_nothing(save_dir: Path) -> None:
    """ "t 5 Enter" typed in one go: the verb stays open, but the Enter must not take a zone
    the player did not name (Quint's Machete reaches few zones; none is lit)."""
    state, far = _machete_ready()
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "quint")
        await pilot.press("t", str(far), "enter")
        await pilot.pause()
        assert "quint" not in app.session.view("crew").act2.target
        assert app.screen.opened == "t"
        reach = target_zones(a2_of(state), "quint", state.content.act2)
        await pilot.press(str(reach[0]))
        await pilot.pause()
        assert app.session.view("crew").act2.target.get("quint") == reach[0]


async def test_the_still_open_notice_goes_with_the_verb(save_dir: Path) -> None:
    """Helper-56: after "c W" then Tab (the verb dropped), the toast still said "“c” is still
    open"; the same once the verb's target was typed."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):

        def still_open() -> list[str]:
            return [str(n.message) for n in app._notifications if "is still open" in n.message]

        await pilot.press("l", "W")
        await pilot.pause()
        assert still_open()
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.opened is None and not still_open()
        await select_member(pilot, "quint")
        await pilot.press("l", "W")
        await pilot.pause()
        assert still_open()
        launches = sorted(
            a.target for a in app.session.legal_actions("crew") if isinstance(a, A.LaunchBarrel)
        )
        await pilot.press(launches[0])
        await pilot.pause()
        assert not still_open()
