"""helper-35, stop 40: the Shark planned a move onto a floating barrel with no word that its
motion sensor would go off and be announced ("This turn: S · eats a swimmer → 7 → 3"). Now the
move's row says so, and once planned the panel lists the sensors the turn's end announces."""

from __future__ import annotations

from pathlib import Path

from jaws.engine import legal_actions
from jaws.engine.act1 import actions as A
from tests.helpers import a1_of, at_shark_phase
from tests.tui.conftest import menu_actions
from tests.tui.test_event_rule_in_sight import shown_in
from tests.tui.test_no_misfire import _playing_from


async def test_a_move_onto_a_floating_barrel_says_its_sensor_goes_off(save_dir: Path) -> None:
    state = at_shark_phase(shark="1")
    moves = [a for a in legal_actions(state, "shark") if a.kind == "shark_move"]
    onto, other = moves[0].path[-1], moves[1].path[-1]
    a1_of(state).barrels.floating = {onto: 1}
    async with _playing_from(state, save_dir, (120, 40)) as (app, pilot):
        await pilot.pause()
        labels = {
            a.path[-1]: app.action_label(a) for a in menu_actions(pilot) if a.kind == "shark_move"
        }
        assert labels[onto] == f"Shark moves {onto} (sets off the motion sensor at {onto})"
        assert labels[other] == f"Shark moves {other}"
        assert "Motion sensors set off" not in shown_in(app, "#info")
        app.submit(A.SharkMove((onto,)))
        await pilot.pause()
        assert f"Motion sensors set off (announced): {onto}" in shown_in(app, "#info")
        # ... and its log says so too (it said "Shark moves 4 (now at 4)": helper-36, stop 40).
        said = f"Shark moves {onto} (now at {onto}; sets off the motion sensor at {onto})"
        assert said in shown_in(app, "#log")


async def test_after_evasive_moves_no_sensor_goes_off(save_dir: Path) -> None:
    state = at_shark_phase(shark="1")
    onto = next(a for a in legal_actions(state, "shark") if a.kind == "shark_move").path[-1]
    a1_of(state).barrels.floating = {onto: 1}
    async with _playing_from(state, save_dir, (120, 40)) as (app, pilot):
        app.submit(A.PlayPower("evasive_moves"))
        await pilot.pause()
        move = next(a for a in menu_actions(pilot) if a.kind == "shark_move" and a.path == (onto,))
        assert app.action_label(move) == f"Shark moves {onto}"
        app.submit(move)
        await pilot.pause()
        assert f"Shark moves {onto} (now at {onto})" in shown_in(app, "#log")
        assert "sets off" not in shown_in(app, "#log")


def test_a_speed_burst_over_two_barrels_names_both_sensors() -> None:
    from jaws.engine.act1.events import SharkPlanned
    from tests.helpers import run

    state = at_shark_phase(shark="1")
    state, _ = run(state, A.PlayPower("speed_burst"))
    burst = next(
        a for a in legal_actions(state, "shark") if a.kind == "shark_move" and len(set(a.path)) == 3
    )
    a1_of(state).barrels.floating = {burst.path[0]: 1, burst.path[2]: 2}
    _, events = run(state, burst)
    planned = next(e for e in events if isinstance(e, SharkPlanned))
    first, last = sorted((burst.path[0], burst.path[2]))
    assert str(planned).endswith(f"; sets off the motion sensors at {first}, {last})")


async def test_evasive_moves_after_a_move_says_its_sensor_stays_silent(save_dir: Path) -> None:
    """Stop-41 note: the log kept "sets off the motion sensor at 4" for a move made before
    Evasive Moves, which silences every sensor of the round ("You do not trigger any Motion
    Sensors this round"). The token's own line now says the sensor stays silent."""
    state = at_shark_phase(shark="1")
    onto = next(a for a in legal_actions(state, "shark") if a.kind == "shark_move").path[-1]
    a1_of(state).barrels.floating = {onto: 1}
    async with _playing_from(state, save_dir, (120, 40)) as (app, pilot):
        app.submit(A.SharkMove((onto,)))
        await pilot.pause()
        assert f"Motion sensors set off (announced): {onto}" in shown_in(app, "#info")
        app.submit(A.PlayPower("evasive_moves"))
        await pilot.pause()
        log = shown_in(app, "#log")
        assert f"(now at {onto}; the motion sensor at {onto} stays silent)" in log, log
        assert "Motion sensors set off" not in shown_in(app, "#info")
