"""helper-80, stop 51: on separate devices one crew player's "e Done attacking" ended the
attack step for a member another player runs, and its question ("Cannot be taken back: The
crew is done attacking") did not say that Brody had not attacked. It names who gives up an
attack by it."""

from __future__ import annotations

from pathlib import Path

from jaws.engine import legal_actions
from jaws.engine.act2 import actions as A
from jaws.session import GameSession, default_crew_players
from tests.engine.act2.act2_helpers import a2_of, act2_game, run
from tests.tui.test_no_misfire import _playing_from


def _attacking() -> GameSession:
    state = act2_game(positions={"quint": "B1", "brody": "B1", "hooper": "B8"})
    state, _ = run(state, A.SharkChoose("A", "B"))  # option A: zone 1
    for _ in range(30):
        if a2_of(state).phase == "crew_attack":
            break
        offered = legal_actions(state, "crew")
        pick = (
            [a for a in offered if a.kind == "place_target" and a.zone == 1]
            or [a for a in offered if a.kind == "choose_weapon"]
            or [a for a in offered if a.kind == "crew_ready"]
            or offered
        )
        state, _ = run(state, pick[0])
    assert a2_of(state).phase == "crew_attack"
    return GameSession(state=state, crew_players=default_crew_players(2))


async def test_done_attacking_names_who_will_not_attack(save_dir: Path) -> None:
    session = _attacking()
    attackers = {a.member for a in legal_actions(session.state, "crew") if a.kind == "attack_shark"}
    assert len(attackers) >= 2, attackers
    async with _playing_from(session, save_dir) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        assert app.screen.pending is not None and app.screen.pending.kind == "end_crew_attacks"
        prompt = " ".join(app.screen.input_text().plain.split())
        names = {"quint": "Quint", "brody": "Brody", "hooper": "Hooper"}
        who = " and ".join(names[m] for m in ("quint", "brody", "hooper") if m in attackers)
        assert f"The crew is done attacking: {who} will not attack this round" in prompt, prompt


async def test_a_joined_device_names_the_other_devices_members_too(save_dir: Path) -> None:
    """helper-81: a joined device is offered its own members' attacks only, so a list read
    from its moves named Quint alone (or nobody, once he had attacked)."""
    from jaws.tui.widgets import direct_input as di

    session = _attacking()
    attackers = {a.member for a in legal_actions(session.state, "crew") if a.kind == "attack_shark"}
    every = session.legal_actions

    def quints_only(seat: str) -> list[object]:  # as the host sends Player 2 of 4
        return [a for a in every(seat) if di.member_of(a) in (None, "quint")]

    session.legal_actions = quints_only  # type: ignore[method-assign, assignment]
    async with _playing_from(session, save_dir) as (app, pilot):
        await pilot.press("e")
        await pilot.pause()
        prompt = " ".join(app.screen.input_text().plain.split())
        names = {"quint": "Quint", "brody": "Brody", "hooper": "Hooper"}
        who = " and ".join(names[m] for m in ("quint", "brody", "hooper") if m in attackers)
        assert f"The crew is done attacking: {who} will not attack this round" in prompt, prompt
