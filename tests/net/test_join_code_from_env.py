"""helper-80, stop 51: the Shark's `jaws join ... --code CODE` showed its code in `ps`, where
another user of the machine read it and joined the Shark's seat. The code may come from
$JAWS_CODE (or the app's prompt), and --help says why."""

from __future__ import annotations

from typing import Any

import pytest

from jaws.net import commands


def _code_a_bot_takes(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> list[str]:
    """The code `jaws join URL --ai easy ARGS` hands its bot, with $JAWS_CODE set."""
    taken: list[str] = []

    def run_bot(url: str, code: str, level: str, seed: int, patience: float) -> Any:
        taken.append(code)
        raise SystemExit(0)

    monkeypatch.setattr("jaws.net.client.run_bot", run_bot)
    monkeypatch.setenv("JAWS_CODE", "from-the-environment")
    with pytest.raises(SystemExit):
        commands.main("join", ["ws://127.0.0.1:8765", "--ai", "easy", *args])
    return taken


def test_a_bot_takes_its_code_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _code_a_bot_takes(monkeypatch, []) == ["from-the-environment"]


def test_the_command_line_code_comes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _code_a_bot_takes(monkeypatch, ["--code", "typed"]) == ["typed"]


def test_without_either_a_bot_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("JAWS_CODE", raising=False)
    assert commands.main("join", ["ws://127.0.0.1:8765", "--ai", "easy"]) == 2
    assert "a bot needs the seat's --code" in capsys.readouterr().err


def test_help_says_why_to_leave_the_code_off_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        commands.join_parser().parse_args(["--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "$JAWS_CODE" in said and "(ps)" in said
