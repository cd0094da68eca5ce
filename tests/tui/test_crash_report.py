"""Issue 9 T3 / issue 11.6: a crash exits non-zero, prints one line and no locals, writes a
report holding only what the crew may see, and keeps the game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from jaws import saves
from jaws.bots import make_bot
from jaws.session import GameSession
from jaws.tui.crash import blank_secrets

# The app as `jaws` runs it, headless, with a curtain that breaks (in `advance`, whose frame
# holds the whole session as a local).
CRASHING_JAWS = """
import sys
from functools import partialmethod
from textual.app import App
from jaws.tui.app import JawsApp
JawsApp.run = partialmethod(App.run, headless=True)
def broken_curtain(self, *args, **kwargs):
    raise RuntimeError("the curtain broke")
JawsApp.curtain_text = broken_curtain
from jaws.cli import main
sys.exit(main(sys.argv[1:]))
"""


def mid_game(folder: Path) -> tuple[GameSession, str]:
    """An Act 1 game in round 2 saved as "mid"; returns it and the Shark's hidden space."""
    session = GameSession.new("act1", 3)
    bots = {"shark": make_bot("shark", "easy", 3), "crew": make_bot("crew", "easy", 4)}
    while not (session.whose_turn() == "crew" and session.round >= 2):
        seat = session.whose_turn()
        assert seat is not None
        session.submit(bots[seat].choose(session.view(seat), session.legal_actions(seat)))
    saves.save(session, "mid", folder)
    position = session.view("shark").act1.shark_position  # type: ignore[union-attr]
    return session, str(position)


def run_crashing_jaws(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "120", "LINES": "40"}
    return subprocess.run(
        [sys.executable, "-c", CRASHING_JAWS, "--save-dir", str(folder), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
    )


def test_a_crash_exits_non_zero_with_one_line_a_safe_report_and_the_game_kept(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    session, position = mid_game(folder)
    saved = (folder / "mid.json").read_bytes()
    result = run_crashing_jaws(folder, "resume", "mid")
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr[:2000]
    assert "RuntimeError" in lines[0] and "Traceback" not in result.stderr + result.stdout
    assert "shark_position" not in result.stderr + result.stdout
    reports = sorted(folder.glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in lines[0]
    report = reports[0].read_text()
    assert "RuntimeError: the curtain broke" in report
    assert "in advance" in report  # the frames are there, without their locals
    assert f"shark_position={position!r}" not in report
    assert "shark_position=HIDDEN" in report and "pad=HIDDEN" in report
    assert "GameSession(" not in report and "session =" not in report
    shark_only = session.view("shark").act1
    assert shark_only is not None and shark_only.pad
    assert repr(shark_only.pad) not in report
    assert f"powers_left={shark_only.powers_left!r}" not in report
    # Nothing lost: the save is untouched and the autosave it names loads.
    assert (folder / "mid.json").read_bytes() == saved
    autosave = saves.autosave_name(session)
    assert autosave in lines[0]
    assert len(saves.load(folder / f"{autosave}.json", folder).log) == len(session.log)


def test_a_crash_message_names_no_space_number_or_quoted_value() -> None:
    words = {"N", "Shop", "Amity"}
    assert blank_secrets("KeyError: 'N'", words) == "KeyError: …"
    assert blank_secrets("no path to N via Shop at step 3\nsecond line", words) == (
        "no path to … via … at step …"
    )


def test_a_workers_failure_reports_the_error_it_wraps() -> None:
    """Helper-51: a crash in a worker (a joined device's link) was reported as
    "WorkerFailed: Worker raised exception: ValueError(…)" with no frame at all: Textual
    raises WorkerFailed outside any frame of ours. The report follows it to the error it wraps."""
    from textual.worker import WorkerFailed

    from jaws.tui.crash import report_text

    def link_to_the_host() -> None:
        raise ValueError("Port out of range 0-65535")

    try:
        link_to_the_host()
    except ValueError as exc:
        wrapped = WorkerFailed(exc)
    report = report_text(wrapped, None, None)
    assert "error: WorkerFailed: ValueError: Port out of range …-…" in report, report
    assert "in link_to_the_host" in report, report
