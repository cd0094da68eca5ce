"""A verb followed by a key it cannot take says what it can take (stop-36 playtest: with
Quint at 8, "l W" was answered "“l W” chooses nothing now." and nothing more), and a search's
confirmation says where it is made (the playtest's Hooper used the Fish Finder at 5 when the
player, having typed "2" for him a moment before, thought he was at 2)."""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from tests.helpers import a1_of, at_crew_phase
from tests.tui.conftest import screen_text
from tests.tui.test_no_misfire import _playing_from


async def test_a_launch_at_a_space_out_of_reach_names_the_spaces_in_reach(
    save_dir: Path,
) -> None:
    state = at_crew_phase(shark="1")
    assert a1_of(state).positions["quint"] == "8" and a1_of(state).barrels.orca >= 1
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("l", "W")
        await pilot.pause()
        told = [n.message for n in app._notifications]
        launches = sorted(
            a.target for a in app.session.legal_actions("crew") if isinstance(a, A.LaunchBarrel)
        )
        assert len(launches) > 1
        # The rules' reason first (stop 45), then the spaces in reach.
        reason = "“l W”: Quint can launch only into his own space or adjacent water, not W"
        (said,) = [m for m in told if m.startswith(reason)]
        listed = said.removeprefix(f"{reason}; “l” takes ")
        listed = listed.removesuffix(" (“l” is still open; Esc drops it).")
        assert sorted(listed.replace(" or ", ", ").split(", ")) == launches


async def test_the_fish_finders_confirmation_says_where(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    hooper_at = a1_of(state).positions["hooper"]
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert app.screen.selected == "hooper"
        await pilot.press("f")
        await pilot.pause()
        prompt = " ".join(app.screen.input_text().plain.split())
        assert f"Cannot be taken back: Hooper uses the Fish Finder at {hooper_at}" in prompt
        assert f"Finder at {hooper_at}" in screen_text(app)  # on screen (wrapped at 120x40)


async def test_the_reminder_of_a_waiting_search_says_where_too(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    hooper_at = a1_of(state).positions["hooper"]
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("tab", "tab", "f")
        await pilot.pause()
        await pilot.press("x")  # neither Enter nor Esc
        await pilot.pause()
        told = [n.message for n in app._notifications]
        assert (
            f"“x” is not taken: “Hooper uses the Fish Finder at {hooper_at}” waits for you. "
            "Enter confirms it, Esc cancels; no other key is taken till then." in told
        )
