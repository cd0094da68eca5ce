"""Stop-38 playtest: the Shark at 3 typed "8" (not a neighbour) and "a" (no swimmer there), and
both were answered "takes nothing now: the menu's rows show their keys". The Shark's screen now
gives the engine's reason for a space's label, "a" and "f"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import at_shark_phase, clear_beaches
from tests.tui.test_no_misfire import _playing_from


@pytest.mark.parametrize(
    ("key", "reason"),
    [
        ("8", "cannot swim from 3 to 8: not adjacent water"),
        ("n", "cannot swim from 3 to N: not adjacent water"),
        ("a", "no swimmer in your space to eat"),
        ("f", "needs the Feeding Frenzy token"),
    ],
)
async def test_a_refused_shark_key_says_why(key: str, reason: str, save_dir: Path) -> None:
    state = at_shark_phase(shark="3")
    clear_beaches(state)
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press(key)
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert any(reason in line for line in said), said


async def test_the_crews_e_says_who_is_not_ready_in_act_2(save_dir: Path) -> None:
    """Stop-38 playtest: "e" before Hooper had readied a weapon was answered "“e” takes
    nothing now: the menu's rows show their keys"; now the engine's reason is given."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game, run

    state = act2_game(positions={"quint": "B5", "brody": "B6", "hooper": "B7"})
    state, _ = run(state, A.SharkChoose("A", "B"))
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert any("Still to place a Target token: Quint, Brody, Hooper" in s for s in said), said


async def test_the_sharks_d_says_the_overlay_is_the_crews(save_dir: Path) -> None:
    """Stop-38 playtest: "d" on the Shark's screen said "“d” takes nothing now"."""
    async with _playing_from(at_shark_phase(shark="3"), save_dir) as (app, pilot):
        await pilot.press("d")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert any("the crew's overlay" in line for line in said), said


@pytest.mark.parametrize(
    ("played", "reason"),
    [
        (("speed_burst",), "Only one Power token may be played each round."),
        ((), "The Shark has played all four of its Power tokens."),
    ],
)
async def test_the_sharks_p_says_why_no_power_token_is_offered(
    played: tuple[str, ...], reason: str, save_dir: Path
) -> None:
    """Helper-46: "p" after Speed Burst in the same round was answered "“p” takes nothing
    now: the menu's rows show their keys"; and with every token used, the same."""
    from jaws.engine.act1 import actions as A
    from tests.helpers import a1_of, run

    state = at_shark_phase(shark="3")
    if played:
        state, _ = run(state, *(A.PlayPower(p) for p in played))
    else:
        a1_of(state).powers_left = ()
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("p")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert any(reason in line for line in said), said


async def test_enter_after_the_sharks_last_action_says_to_end_the_turn(save_dir: Path) -> None:
    """Helper-58: with its 3 actions used, the Shark's Enter did nothing and said nothing (it
    was taken as the habit after a typed action); "e" ends the turn."""
    from jaws.engine.act1 import actions as A
    from tests.helpers import legal, run

    state = at_shark_phase(shark="3")
    clear_beaches(state)
    for _ in range(2):
        step = next(a for a in legal(state) if isinstance(a, A.SharkMove) and len(a.path) == 1)
        state, _ = run(state, step)
    last = next(a for a in legal(state) if isinstance(a, A.SharkMove) and len(a.path) == 1)
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press(last.path[0].lower(), "enter")  # the third move, by its key
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert "The Shark has no actions left this round: end the turn (e)." in said, said
