"""Helper-56's playtest of stop 46:

- Brody mid-turn typed "E", out of his reach, and was told "“E” takes nothing for Brody now:
  Hooper act once he ends his turn (e).": whose turn it is, not his reach, and "Hooper act".
- A second "p" (Brody carries one barrel at most) was told the same instead of the rules'
  reason.
- The Shark's "b" then "e" (no attack) said "“b E” chooses nothing now" and not how to reach
  "e".
"""

from __future__ import annotations

from pathlib import Path

from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from tests.engine.act2.act2_helpers import shark_to_attack
from tests.helpers import a1_of, at_crew_phase, legal, run
from tests.tui.conftest import select_member
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes, take_the_keyboard


def _brody_with_one_action_left() -> GameState:
    """Quint's turn over; Brody has moved three single steps, so Hooper waits for him."""
    state, _ = run(at_crew_phase(shark="1"), A.EndCrewTurn("quint"))
    for _ in range(3):
        step = next(a for a in legal(state) if isinstance(a, A.CrewMove) and a.member == "brody")
        state, _ = run(state, step)
    assert a1_of(state).actions_left["brody"] == 1
    return state


async def test_a_land_space_out_of_brodys_reach_says_so_mid_turn(save_dir: Path) -> None:
    state = _brody_with_one_action_left()
    a1 = a1_of(state)
    here = a1.positions["brody"]
    ends = {a.path[-1] for a in legal(state) if isinstance(a, A.CrewMove)}
    land = state.content.act1.land_spaces
    far = next(s for s in land if s not in ends and s != here and s.isdigit())
    async with _playing_from(state, save_dir) as (app, pilot):
        assert app.screen.members() == ["brody"]
        await pilot.press(far)
        await pilot.pause()
        said = [m for m in notes(app) if m.startswith(f"“{far}")]
        assert said and f"{far} is out of Brody's reach from {here}" in said[0], notes(app)


async def test_one_member_waiting_acts(save_dir: Path) -> None:
    """ "1" is water alone: no place of Brody's, so the turn's order is what is said."""
    state = _brody_with_one_action_left()
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("1")
        await pilot.pause()
        said = "“1” takes nothing for Brody now: Hooper acts once he ends his turn (e)."
        assert said in notes(app), notes(app)


async def test_brodys_p_away_from_the_shop_gives_the_rules_reason(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    assert a1_of(state).positions["brody"] != state.content.act1.board.shop
    assert not any(isinstance(a, A.PickUpBarrels) for a in legal(state))
    async with _playing_from(state, save_dir) as (app, pilot):
        await select_member(pilot, "brody")
        await pilot.press("p")
        await pilot.pause()
        assert "“p”: Brody picks up barrels only at the Shop." in notes(app), notes(app)


async def test_the_sharks_own_key_under_an_open_verb_is_named(save_dir: Path) -> None:
    state = shark_to_attack({})
    async with _playing_from(state, save_dir) as (app, pilot):
        await take_the_keyboard(app, pilot)
        await pilot.press("b", "e")
        await pilot.pause()
        said = [m for m in notes(app) if m.startswith("“b E”")]
        assert said and said[0].endswith(
            "(“b” is still open; Esc drops it, then “e” is its own key)."
        ), notes(app)


async def test_brodys_second_p_says_he_carries_one(save_dir: Path) -> None:
    """Helper-56's case: a second "p" at the Shop, Brody carrying a barrel already."""
    state = at_crew_phase(shark="1")
    shop = state.content.act1.board.shop
    state, _ = run(state, A.EndCrewTurn("quint"))
    while a1_of(state).positions["brody"] != shop:
        step = next(
            a
            for a in legal(state)
            if isinstance(a, A.CrewMove) and a.member == "brody" and a.path[-1] == shop
        )
        state, _ = run(state, step)
    state, _ = run(state, A.PickUpBarrels("brody", "shop", 1))
    assert a1_of(state).barrels.brody == 1 and a1_of(state).actions_left["brody"] >= 1
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("p")
        await pilot.pause()
        assert "“p”: Brody can carry only one barrel at a time." in notes(app), notes(app)
