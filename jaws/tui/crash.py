"""What the app does when it crashes: a report file the whole table may read, one line on the
terminal, the game kept in its autosave, and a non-zero exit status.

Textual's own crash output is a traceback with every frame's local variables: the session, the
Shark's position and the Event deck among them, printed into the terminal's scrollback. The app
prints none of it. The report holds the exception's type, its message with quoted values,
numbers and board spaces blanked out (a message may name a secret: `KeyError('N')`), the frames
as file, line and function (never their locals), and the game as the crew sees it.
"""

from __future__ import annotations

import re
import traceback
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from jaws.content import Content
from jaws.tui.app_base import AppBase, TableSession, local_game

REPORT_PREFIX = "crash-"
BLANK = "…"
MESSAGE_LIMIT = 300
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_NUMBER = re.compile(r"\d+")
_WORD = re.compile(r"[\w-]+")


@dataclass(frozen=True)
class Crash:
    """What the app tells the terminal after a crash."""

    error: str
    report: Path | None
    problem: str | None = None
    autosave: str | None = None

    def line(self) -> str:
        """One line for the terminal: what stopped, where the report is, where the game is."""
        if self.report is not None:
            where = f"a report is in {self.report}"
        else:
            where = f"no report could be written ({self.problem})"
        kept = f"; the game is kept in the save {self.autosave!r}" if self.autosave else ""
        return f"Jaws stopped on an unexpected error ({self.error}): {where}{kept}."


def blank_secrets(message: str, words: set[str]) -> str:
    """The message with quoted values, numbers and any of `words` (space ids and names) blanked."""
    text = _QUOTED.sub(BLANK, message.splitlines()[0] if message else "")
    text = _NUMBER.sub(BLANK, text)
    text = _WORD.sub(lambda match: BLANK if match.group(0) in words else match.group(0), text)
    return text[:MESSAGE_LIMIT]


def frames(error: BaseException) -> list[str]:
    """The traceback's frames as "file:line in function" (no locals, no source)."""
    lines = []
    for frame in traceback.extract_tb(error.__traceback__):
        lines.append(f"  {short_path(frame.filename)}:{frame.lineno} in {frame.name}")
    return lines


def short_path(filename: str) -> str:
    """A frame's file from its package on (no home folder names in the report)."""
    parts = Path(filename).parts
    for anchor in ("jaws", "textual", "rich", "asyncio"):
        if anchor in parts:
            return "/".join(parts[len(parts) - 1 - parts[::-1].index(anchor) :])
    return Path(filename).name


def board_words(content: Content | None) -> set[str]:
    """Every board space id and name: the words a message could give the Shark away with."""
    if content is None:
        return set()
    names: dict[str, str] = dict(content.act1.space_names)
    words = set(names)
    for name in names.values():
        words.update(_WORD.findall(name))
    return words


def report_text(error: BaseException, session: TableSession | None, content: Content | None) -> str:
    """The crash report: the error without locals, and the game from the crew's side only."""
    kind = type(error).__name__
    wrapped = getattr(error, "error", None)  # Textual's WorkerFailed holds the worker's error
    if isinstance(wrapped, BaseException):
        # Raised outside any frame of ours, it has none to show (helper-51's report listed
        # no frame): the error it wraps has them.
        kind, error = f"{kind}: {type(wrapped).__name__}", wrapped
    message = blank_secrets(str(error), board_words(content))
    lines = [
        "Jaws crash report",
        f"when: {datetime.now(UTC).isoformat(timespec='seconds')}",
        f"error: {kind}: {message}",
        "frames (most recent call last):",
        *frames(error),
        "",
    ]
    if session is None:
        lines.append("No game was in progress.")
        return "\n".join(lines) + "\n"
    lines.append(f"game: {session.mode}, act {session.act}, round {session.round}")
    try:
        lines.append(f"the crew's view: {session.view('crew')!r}")
        lines.append("the crew's log:")
        lines.extend(f"  {event}" for event in session.events_for("crew"))
    except Exception as exc:  # a broken game must not stop the report being written
        lines.append(f"the crew's view could not be drawn ({type(exc).__name__})")
    return "\n".join(lines) + "\n"


def write_report(
    error: BaseException, session: TableSession | None, content: Content | None, folder: Path
) -> Path:
    """Write the report into `folder` (created if needed); raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    path = folder / f"{REPORT_PREFIX}{stamp}.txt"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{REPORT_PREFIX}{stamp}-{number}.txt"
    path.write_text(report_text(error, session, content), encoding="utf-8")
    return path


def keep_autosave(app: AppBase) -> str | None:
    """Save the game under its autosave name one last time; the name, or None if it failed."""
    saver = getattr(app, "autosaver", None)
    game = local_game(app.session)
    if game is None or saver is None:
        return None
    from jaws import saves

    try:
        saves.save(game, saver.name, saver.folder)
        return str(saver.name)
    except Exception:
        # The autosave of the last checkpoint may still be there: name it only if it is.
        kept = saves.save_path(saver.name, saver.folder).is_file()
        return str(saver.name) if kept else None


def handle_crash(app: AppBase, error: BaseException) -> Crash:
    """Write the report and keep the game; never raises."""
    autosave = keep_autosave(app)
    try:
        from jaws.saves import save_folder

        folder = save_folder(app.save_dir)
        path = write_report(error, app.session, app.content, folder)
    except Exception as exc:
        problem = getattr(exc, "strerror", None) or type(exc).__name__
        return Crash(type(error).__name__, None, str(problem), autosave)
    return Crash(type(error).__name__, path, None, autosave)


class CrashMixin(AppBase):
    """Mixed into JawsApp before App: Textual's crash handling without the traceback."""

    crash: Crash | None = None

    def _handle_exception(self, error: Exception) -> None:
        """An unhandled exception: exit with status 1, a report file and no traceback.

        Textual's own handler prints a traceback with every frame's locals (the session and
        all its secrets among them); this one prints nothing while the app runs and leaves
        `run` one line to print after the terminal is restored.
        """
        self._return_code = 1
        if self._exception is None:
            # Pilot (run_test) re-raises the first exception when the test leaves the app.
            self._exception = error
            self._exception_event.set()
        if self.crash is None:
            self.crash = handle_crash(self, error)
        self._close_messages_no_wait()
