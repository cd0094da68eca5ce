"""The command line: subcommands reach the TUI with the right options; mistakes are one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from jaws import cli, saves
from tests.saves.playout import random_session

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Replace the TUI's run with a recorder taking the keyword arguments the TUI accepts."""
    import jaws.tui.app

    calls: list[dict[str, Any]] = []

    def fake_run(
        mode: str | None = None,
        seed: int | None = None,
        players: int | None = None,
        save_dir: str | Path | None = None,
        resume: str | Path | None = None,
    ) -> int:
        calls.append(
            {"mode": mode, "seed": seed, "players": players, "save_dir": save_dir, "resume": resume}
        )
        return 0

    monkeypatch.setattr(jaws.tui.app, "run", fake_run)
    return calls


def _one_line_error(capsys: pytest.CaptureFixture[str], status: int, expected: int = 2) -> str:
    out, err = capsys.readouterr()
    assert status == expected
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


def test_no_arguments_opens_the_title_screen(
    launched: list[dict[str, Any]], tmp_path: Path
) -> None:
    assert cli.main(["--save-dir", str(tmp_path)]) == 0
    assert launched == [
        {"mode": None, "seed": None, "players": None, "save_dir": tmp_path, "resume": None}
    ]


def test_new_passes_mode_seed_and_players(launched: list[dict[str, Any]], tmp_path: Path) -> None:
    argv = ["--save-dir", str(tmp_path), "new", "--mode", "act2", "--seed", "42", "--players", "3"]
    assert cli.main(argv) == 0
    assert launched[0] == {
        "mode": "act2",
        "seed": 42,
        "players": 3,
        "save_dir": tmp_path,
        "resume": None,
    }


def test_new_without_a_seed_leaves_the_deal_to_fresh_entropy(
    launched: list[dict[str, Any]],
) -> None:
    assert cli.main(["new"]) == 0
    # No seed is picked here: the game draws one from the OS and it is not a practice game.
    assert launched[0]["mode"] == "full" and launched[0]["seed"] is None
    assert launched[0]["players"] == 2


def test_new_starts_the_table_the_new_game_form_starts(
    launched: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 12: `jaws new` took 4 players while the form offers 2; both start solo-friendly,
    and `jaws new --help` says so."""
    from jaws.tui.screens import new_game

    assert cli.main(["new"]) == 0
    assert launched[0]["players"] == new_game.DEFAULT_PLAYERS == 2
    with pytest.raises(SystemExit) as help_exit:
        cli.main(["new", "--help"])
    assert help_exit.value.code == 0
    assert "(default 2" in " ".join(capsys.readouterr().out.split())


def test_the_save_folder_comes_from_the_environment(
    launched: list[dict[str, Any]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JAWS_SAVE_DIR", str(tmp_path / "env"))
    assert cli.main([]) == 0
    assert launched[0]["save_dir"] == tmp_path / "env"


def test_resume_picks_the_newest_save_or_the_named_one(
    launched: list[dict[str, Any]], tmp_path: Path
) -> None:
    from datetime import UTC, datetime

    session = random_session("act1", 3, 60)
    old = saves.save(session, "old", tmp_path, saved_at=datetime(2026, 1, 1, tzinfo=UTC))
    new = saves.save(session, "new", tmp_path, saved_at=datetime(2026, 1, 2, tzinfo=UTC))
    assert cli.main(["--save-dir", str(tmp_path), "resume"]) == 0
    assert cli.main(["--save-dir", str(tmp_path), "resume", "old"]) == 0
    assert cli.main(["resume", str(new)]) == 0
    assert [call["resume"] for call in launched] == [new, old, new]


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["new", "--mode", "act3"], "invalid choice: 'act3'"),
        (["new", "--seed", "seven"], "the seed must be a whole number"),
        (["new", "--seed", "-4"], "the seed must be 0 or more"),
        (["new", "--players", "5"], "2 to 4 players"),
        (["new", "--players", "two"], "players must be 2, 3 or 4"),
        (["fly"], "invalid choice: 'fly'"),
        (["saves", "--extra"], "unrecognized arguments"),
        # An unknown option before the command is named, not its value taken for the command.
        (["--load", "/nonexistent"], "unrecognized option --load"),
        (["--load=/x", "resume"], "unrecognized option --load"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str],
    launched: list[dict[str, Any]],
    argv: list[str],
    fragment: str,
) -> None:
    message = _one_line_error(capsys, cli.main(argv))
    assert fragment in message
    assert launched == []


def test_resuming_a_missing_save_exits_1_with_one_line(
    capsys: pytest.CaptureFixture[str], launched: list[dict[str, Any]], tmp_path: Path
) -> None:
    message = _one_line_error(capsys, cli.main(["--save-dir", str(tmp_path), "resume", "gone"]), 1)
    assert message == f"There is no save named 'gone' in {tmp_path}."
    message = _one_line_error(capsys, cli.main(["--save-dir", str(tmp_path), "resume"]), 1)
    assert "There are no saves to resume" in message
    assert launched == []


def test_resuming_a_broken_save_exits_1_before_any_screen(
    capsys: pytest.CaptureFixture[str], launched: list[dict[str, Any]], tmp_path: Path
) -> None:
    path = saves.save(random_session("act1", 3, 60), "broken", tmp_path)
    path.write_text(path.read_text()[:-40])
    message = _one_line_error(
        capsys, cli.main(["--save-dir", str(tmp_path), "resume", "broken"]), 1
    )
    assert str(path) in message and "truncated" in message
    assert launched == []


def test_saves_prints_a_table_with_broken_files_marked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    session = random_session("act1", 5, 300, players=2)
    saves.save(session, "evening game", tmp_path)
    (tmp_path / "wreck.json").write_text("{")
    assert cli.main(["--save-dir", str(tmp_path), "saves"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    columns = ["NAME", "MODE", "ACT", "ROUND", "PLAYERS", "SHARK", "SAVED", "NOTES"]
    assert lines[1].split() == columns
    game = next(line for line in lines if line.startswith("evening game"))
    assert "Act 1 only" in game and f" {session.round} " in game and " 2 " in game
    assert " person " in game  # who played the Shark (issue 12)
    # A person's game sealed with the key file until its Shark picks a passphrase: not called
    # the "AI Shark key" (stop-37 check: puzzling beside "person").
    assert game.endswith("practice game (typed seed), sealed (this account's key)")
    wreck = next(line for line in lines if line.startswith("wreck"))
    assert "unreadable: it is truncated" in wreck


def test_saves_in_an_empty_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert cli.main(["--save-dir", str(tmp_path / "none"), "saves"]) == 0
    assert "No saves in" in capsys.readouterr().out


def test_saves_when_the_folder_is_a_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    message = _one_line_error(capsys, cli.main(["--save-dir", str(blocker), "saves"]))
    assert message == f"jaws: the save folder {blocker} is a file, not a folder"


def test_saves_when_the_folder_is_under_a_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Stop-34 playtest: under a regular file, `jaws saves` said "No saves in …" and exited 0,
    while `jaws new` refused the same folder; it now says what `new` says, with its status
    (stop-35 playtest: the first fix gave other words and exit 1)."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    folder = blocker / "deeper" / "saves"
    said = f"jaws: the save folder {folder} cannot be made: {blocker} is a file, not a folder"
    for argv in (["saves"], ["new", "act1"]):
        message = _one_line_error(capsys, cli.main(["--save-dir", str(folder), *argv]))
        assert message == said
    assert blocker.read_text() == "x"


def test_simulate_passes_its_arguments_on(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    received: list[list[str]] = []
    fake = types.ModuleType("jaws.simulate")
    fake.main = lambda argv: received.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "jaws.simulate", fake)
    assert cli.main(["--save-dir", "x", "simulate", "--games", "3", "--help"]) == 0
    assert received == [["--games", "3", "--help"]]


def test_simulate_without_the_module_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "jaws.simulate", None)  # makes the import fail
    message = _one_line_error(capsys, cli.main(["simulate", "--games", "3"]))
    assert "simulate" in message


def test_an_old_tui_without_game_options_is_told_apart(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import jaws.tui.app

    monkeypatch.setattr(jaws.tui.app, "run", lambda: 0)
    assert cli.main(["saves"]) == 0
    capsys.readouterr()
    message = _one_line_error(capsys, cli.main(["new", "--mode", "act1"]))
    assert "'mode'" in message


def _jaws(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("JAWS_SAVE_DIR", None)
    return subprocess.run(
        [sys.executable, "-m", "jaws", *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=60,
    )


def test_the_real_command_line_errors_have_no_traceback(tmp_path: Path) -> None:
    for argv, status in [
        (("new", "--mode", "act9"), 2),
        (("new", "--players", "0"), 2),
        (("resume", "nothing-here"), 1),
    ]:
        result = _jaws(*argv, cwd=tmp_path)
        assert result.returncode == status, result.stderr
        assert result.stdout == ""
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_the_real_help_and_listing(tmp_path: Path) -> None:
    result = _jaws("--help", cwd=tmp_path)
    assert result.returncode == 0
    for command in ("new", "resume", "saves", "simulate", "--save-dir"):
        assert command in result.stdout
    data = Path(os.environ["XDG_DATA_HOME"])
    saves.save(random_session("act1", 2, 20), "here", data / "jaws" / "saves")
    listing = _jaws("saves", cwd=tmp_path)  # the default folder is the user's data folder
    assert listing.returncode == 0 and "here" in listing.stdout


def test_the_save_folder_may_also_follow_the_command(
    capsys: pytest.CaptureFixture[str], launched: list[dict[str, Any]], tmp_path: Path
) -> None:
    saves.save(random_session("act1", 6, 30), "late-option", tmp_path)
    assert cli.main(["saves", "--save-dir", str(tmp_path)]) == 0
    assert "late-option" in capsys.readouterr().out
    assert cli.main(["resume", "late-option", "--save-dir", str(tmp_path)]) == 0
    assert launched[0]["resume"] == tmp_path / "late-option.json"


def test_new_takes_the_game_as_a_plain_word(launched: list[dict[str, Any]]) -> None:
    """Playtest: `jaws new act1` answered "unrecognized arguments: act1"."""
    assert cli.main(["new", "act1", "--seed", "3"]) == 0
    assert cli.main(["new", "act2", "--mode", "act2"]) == 0
    assert [launch["mode"] for launch in launched] == ["act1", "act2"]


def test_new_refuses_two_different_games_in_one_line(
    launched: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["new", "act1", "--mode", "act2"]) == cli.EXIT_USAGE
    assert cli.main(["new", "act3"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "jaws new: act1 or --mode act2? Give one game, not two."
    assert err[1].startswith("jaws new: argument GAME: invalid choice: 'act3'")
    assert len(err) == 2 and launched == []


def test_a_save_folder_that_cannot_take_saves_is_one_line_before_the_game(
    capsys: pytest.CaptureFixture[str], launched: list[dict[str, Any]], tmp_path: Path
) -> None:
    """Stop-33 playtest: with --save-dir through a regular file the game started, and the crew
    saw the round with only a passing "Autosave failed" notice. It is now said first."""
    a_file = tmp_path / "outside.json"
    a_file.write_text("{}")
    for folder, said in (
        (a_file / "sub", f"cannot be made: {a_file} is a file, not a folder"),
        (a_file, "is a file, not a folder"),
    ):
        for argv in (["new", "act1"], []):
            status = cli.main(["--save-dir", str(folder), *argv])
            message = _one_line_error(capsys, status)
            assert message == f"jaws: the save folder {folder} {said}"
    assert launched == [] and a_file.read_text() == "{}"
    # A folder still to be made is fine (it is made by the first save), and nothing is made now.
    later = tmp_path / "new" / "saves"
    assert cli.main(["--save-dir", str(later), "new", "act1"]) == 0
    assert not later.exists() and len(launched) == 1


def test_an_interrupted_prompt_ends_its_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stop-35 playtest: Ctrl+C or Ctrl+D at the passphrase prompt exited 130 with the shell's
    next prompt on the same line as ours."""

    def interrupted(args: list[str]) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_run", interrupted)
    assert cli.main(["resume"]) == 130
    out, err = capsys.readouterr()
    assert out == "" and err == "\n"


def test_new_with_an_ai_seat_starts_a_solo_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Stop-36 playtest: solo play started only from the title screen's form (16 keys the
    first time); `jaws new act1 --shark top` starts it, as `jaws simulate --shark` names
    levels."""
    import jaws.tui.app

    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(jaws.tui.app, "run", lambda **kw: calls.append(kw) or 0)
    assert cli.main(["--save-dir", str(tmp_path), "new", "act1", "--shark", "top"]) == 0
    assert calls[-1]["ai"] == {"shark": "top"} and calls[-1]["mode"] == "act1"
    assert cli.main(["--save-dir", str(tmp_path), "new", "act2", "--crew", "easy"]) == 0
    assert calls[-1]["ai"] == {"crew": "easy"}
    assert cli.main(["--save-dir", str(tmp_path), "new", "act1"]) == 0
    assert "ai" not in calls[-1]  # a table of people: no AI seat


def test_new_with_an_unknown_ai_level_is_one_line(
    launched: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    message = _one_line_error(capsys, cli.main(["new", "act1", "--shark", "godlike"]))
    assert "invalid choice: 'godlike'" in message and launched == []


def test_an_app_started_with_an_ai_shark_seats_it(tmp_path: Path) -> None:
    import asyncio

    from jaws.tui.app import JawsApp

    async def seats() -> Any:
        app = JawsApp(mode="act1", seed=3, players=2, save_dir=tmp_path, ai={"shark": "top"})
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert app.session is not None
            return dict(app.session.seats)

    chosen = asyncio.run(seats())
    assert chosen["shark"].kind == "bot" and chosen["shark"].level == "top"
    assert chosen["crew"].kind == "human"


def test_new_refuses_an_ai_on_both_sides(
    launched: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    """helper-33, stop 39: `jaws new act1 --shark easy --crew easy` opened a game against the
    AI Shark alone, the `--crew` dropped without a word."""
    assert cli.main(["new", "act1", "--shark", "easy", "--crew", "easy"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "jaws new: --shark or --crew? An AI plays one side and you the other; jaws simulate "
        "plays AIs against each other."
    ]
    assert launched == []
