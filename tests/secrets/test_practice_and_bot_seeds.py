"""Issue 11, item 5: a typed seed is a practice game, marked so; bots never get the game seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import jaws.bots
from jaws import cli, saves
from jaws.session import GameSession, SeatControl
from jaws.tui.app_assist import AssistMixin


def test_a_typed_seed_is_a_practice_game_and_the_listing_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    practice = GameSession.new("act1", 42)
    fresh = GameSession.new("act1")
    assert practice.practice and not fresh.practice
    saves.save(practice, "typed", tmp_path)
    saves.save(fresh, "drawn", tmp_path)
    assert saves.read_header(tmp_path / "typed.json").practice
    assert not saves.read_header(tmp_path / "drawn.json").practice
    assert cli.main(["saves", "--save-dir", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "practice game" in next(li for li in lines if li.startswith("typed"))
    assert "practice game" not in next(li for li in lines if li.startswith("drawn"))
    assert saves.load("typed", tmp_path).practice


class _App(AssistMixin):
    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.bots: dict[str, Any] = {}
        self.content = None


@pytest.mark.parametrize("seat", ["shark", "crew"])
def test_a_bot_never_gets_the_game_seed_or_one_made_from_it(
    monkeypatch: pytest.MonkeyPatch, seat: str
) -> None:
    session = GameSession.new("act1", 1234, seats={seat: SeatControl("bot", "easy")})
    given: list[int] = []
    real = jaws.bots.make_bot

    def recording(side: str, level: str, seed: int = 0, content: Any = None) -> Any:
        given.append(seed)
        return real(side, level, seed, content)

    monkeypatch.setattr(jaws.bots, "make_bot", recording)
    bots = [_App(session).bot_for(seat) for _ in range(2)]
    assert len(given) == 2 and bots[0] is not bots[1]
    for seed in given:
        assert abs(seed - session.seed) > 1000, "the bot's seed is the game seed, near enough"
    assert given[0] != given[1], "each bot draws fresh entropy"
