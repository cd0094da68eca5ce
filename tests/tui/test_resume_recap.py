"""Helper-47: quit at round 2's Shark curtain, which told the round ("— Round 2 — Amity
Event: ..."), then resumed: the same curtain told nothing. A resumed game's first curtain now
tells the current round so far (public events only)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.screens.handoff import HandOffScreen
from tests.tui.conftest import screen_text, wait_for
from tests.tui.players import hungry_shark, idle_crew


def at_round_two_sharks_turn() -> GameSession:
    session = GameSession.new("act1", 6)
    for _ in range(500):
        act1 = session.view("spectator").act1
        assert act1 is not None
        if act1.round == 2 and session.whose_turn() == "shark":
            return session
        seat = session.whose_turn()
        assert seat is not None
        policy = hungry_shark if seat == "shark" else idle_crew
        session.submit(policy(session.view(seat), session.legal_actions(seat)))
    raise AssertionError("round 2 never came")


async def resumed_curtain(session: GameSession, save_dir: Path) -> str:
    """The text of the first curtain when `session` is opened as a saved game."""
    app: Any = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.open_session(session, "evening game")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert await wait_for(pilot, lambda: "keyboard" in screen_text(app))
        return screen_text(app)


async def test_a_resumed_games_curtain_tells_the_round_so_far(save_dir: Path) -> None:
    session = at_round_two_sharks_turn()
    text = await resumed_curtain(session, save_dir)
    assert "What just happened" in text
    assert "— Round 2 —" in text and "Amity Event:" in text
    assert "— Round 1 —" not in text  # the round so far, not the game
    for secret in ("Shark moves", "starts at", "Shark plays"):
        assert secret not in text


async def test_a_new_games_first_curtain_is_unchanged(save_dir: Path) -> None:
    app: Any = JawsApp(mode="act1", seed=6, players=2, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert await wait_for(pilot, lambda: "SHARK" in screen_text(app))
        assert "What just happened" not in screen_text(app)


async def test_a_game_resumed_at_the_sharks_open_attack_says_so_on_its_curtain(
    save_dir: Path,
) -> None:
    """Helper-49: a save left at the Shark's attack (played in the open, on the crew's
    screen) resumed to "The CREW's turn — crew players, take the keyboard"."""
    from jaws.session import default_crew_players
    from tests.engine.act2.act2_helpers import shark_to_attack

    session = GameSession(state=shark_to_attack({}), crew_players=default_crew_players(2))
    text = await resumed_curtain(session, save_dir)
    assert "The SHARK attacks in the open" in text, text
    assert "The CREW's turn" not in text
