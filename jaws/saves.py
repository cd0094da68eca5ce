"""Save files that never lose a game: versioned, checked on load, written atomically.

A save is one JSON object:

    {"format": "jaws-save",
     "header": {format_version, content_digest, seed, mode, act, round, players, seats,
                crew_players, saved_at, actions, winner, checksum},
     "log": [every action, oldest first],
     "snapshot": {mode, seed, rng, act, act1, act2, act1_result, outcome}}

The header holds public facts only, so listing saves never reads a secret. Loading replays the log
from `new_game(mode, seed)` and refuses the file unless the result equals the snapshot, so a
loaded game goes on with exactly the dice it would have had. Every refusal is a `SaveError` whose
message is one sentence naming the file and the reason.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from jaws.content import Content, default_content
from jaws.engine.act1.state import Act1State
from jaws.engine.act2.state import Act2State
from jaws.engine.actions import BadAction, actions_from_data, actions_to_data
from jaws.engine.errors import IllegalAction
from jaws.engine.rng import Rng
from jaws.engine.state import Act1Result, GameState, Mode, Outcome
from jaws.session import GameSession, LogEntry, SeatControl

FORMAT = "jaws-save"
FORMAT_VERSION = 1
SAVE_SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"
SAVE_DIR_ENV = "JAWS_SAVE_DIR"
_NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}")


class SaveError(Exception):
    """A save that cannot be written, found or loaded; the message is one sentence."""


@dataclass(frozen=True)
class SaveHeader:
    """The public facts about a save: enough to list it, nothing the Shark keeps secret."""

    format_version: int
    content_digest: str
    seed: int
    mode: Mode
    act: int
    round: int
    players: int
    seats: dict[str, SeatControl]
    crew_players: dict[str, int]
    saved_at: str
    actions: int
    winner: str | None
    checksum: str


@dataclass(frozen=True)
class SaveEntry:
    """One file of a save folder: its header, or why it cannot be read."""

    name: str
    path: Path
    header: SaveHeader | None
    problem: str | None = None
    has_backup: bool = False


_HEADER = TypeAdapter(SaveHeader)


# --- Where saves live --------------------------------------------------------------------


def save_folder(option: str | os.PathLike[str] | None = None) -> Path:
    """The save folder: `--save-dir`, else $JAWS_SAVE_DIR, else `saves/` in the working folder."""
    if option:
        return Path(option)
    env = os.environ.get(SAVE_DIR_ENV)
    if env:
        return Path(env)
    return Path.cwd() / "saves"


def save_path(name: str, folder: Path) -> Path:
    """The file for save `name` in `folder`; raises SaveError for a name that is not allowed."""
    stem = name[: -len(SAVE_SUFFIX)] if name.endswith(SAVE_SUFFIX) else name
    if not _NAME_PATTERN.fullmatch(stem) or stem.endswith("."):
        raise SaveError(
            f"The save name {name!r} is not allowed: use up to 64 letters, digits, spaces, "
            "'-', '_' or '.', starting with a letter or digit."
        )
    return folder / f"{stem}{SAVE_SUFFIX}"


def backup_path(path: Path) -> Path:
    """Where the previous version of a save is kept."""
    return path.with_name(path.name[: -len(SAVE_SUFFIX)] + BACKUP_SUFFIX)


# --- The state snapshot ------------------------------------------------------------------

_STATE_FIELDS: dict[str, TypeAdapter[Any]] = {
    "mode": TypeAdapter(Mode),
    "seed": TypeAdapter(int),
    "rng": TypeAdapter(Rng),
    "act": TypeAdapter(int),
    "act1": TypeAdapter(Act1State | None),
    "act2": TypeAdapter(Act2State | None),
    "act1_result": TypeAdapter(Act1Result | None),
    "outcome": TypeAdapter(Outcome | None),
}


def snapshot_of(state: GameState) -> dict[str, Any]:
    """The state's data fields as plain JSON data (`content` is not saved)."""
    return {
        name: adapter.dump_python(getattr(state, name), mode="json")
        for name, adapter in _STATE_FIELDS.items()
    }


def state_from_snapshot(data: Any, content: Content) -> GameState:
    """The GameState a snapshot describes; raises ValueError with a short reason."""
    if not isinstance(data, dict):
        raise ValueError("the snapshot is not an object")
    values: dict[str, Any] = {}
    for name, adapter in _STATE_FIELDS.items():
        try:
            values[name] = adapter.validate_python(data[name])
        except KeyError:
            raise ValueError(f"the snapshot has no {name}") from None
        except ValidationError as exc:
            raise ValueError(f"the snapshot's {name} is malformed ({_first_error(exc)})") from None
    return GameState(content=content, **values)


# --- Writing -----------------------------------------------------------------------------


def _canonical(body: dict[str, Any]) -> bytes:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _checksum(body: dict[str, Any]) -> str:
    return hashlib.sha256(_canonical(body)).hexdigest()


def header_of(session: GameSession, checksum: str, saved_at: datetime | None = None) -> SaveHeader:
    """The public header of a session's save."""
    when = (saved_at or datetime.now(UTC)).astimezone(UTC)
    outcome = session.outcome
    return SaveHeader(
        format_version=FORMAT_VERSION,
        content_digest=session.state.content.digest,
        seed=session.seed,
        mode=session.mode,
        act=session.act,
        round=session.round,
        players=session.players,
        seats=dict(session.seats),
        crew_players=dict(session.crew_players),
        saved_at=when.isoformat(timespec="seconds"),
        actions=len(session.log),
        winner=outcome.winner if outcome is not None else None,
        checksum=checksum,
    )


def dumps(session: GameSession, saved_at: datetime | None = None) -> str:
    """The save file text for a session."""
    body = {"log": actions_to_data(session.actions), "snapshot": snapshot_of(session.state)}
    header = header_of(session, _checksum(body), saved_at)
    document = {"format": FORMAT, "header": _HEADER.dump_python(header, mode="json"), **body}
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False) + "\n"


def write_atomically(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash at any moment leaves a whole file.

    The data goes to a temporary file in the same folder, is flushed and fsynced, and only then
    renamed over `path`. The previous version is kept beside it as `<name>.json.bak` first.
    """
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            _keep_backup(path)
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _keep_backup(path: Path) -> None:
    """Make `<name>.json.bak` the current version of `path`, without ever removing `path`."""
    backup = backup_path(path)
    temp_backup = path.with_name(f".{backup.name}.tmp")
    with contextlib.suppress(FileNotFoundError):
        temp_backup.unlink()
    try:
        os.link(path, temp_backup)
    except OSError:
        shutil.copy2(path, temp_backup)
    os.replace(temp_backup, backup)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save(
    session: GameSession,
    name: str,
    folder: Path | None = None,
    saved_at: datetime | None = None,
) -> Path:
    """Save a session as `name` in `folder` (atomically); returns the path; raises SaveError."""
    target_folder = folder if folder is not None else save_folder()
    path = save_path(name, target_folder)
    data = dumps(session, saved_at).encode()
    try:
        target_folder.mkdir(parents=True, exist_ok=True)
        write_atomically(path, data)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError(f"Cannot save {path}: {reason}.") from None
    return path


# --- Reading -----------------------------------------------------------------------------


def _refusal(source: str, reason: str, backup: Path | None = None) -> SaveError:
    hint = f"; the previous version is kept in {backup}" if backup is not None else ""
    return SaveError(f"Cannot load {source}: {reason}{hint}.")


def _first_error(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])


def _parse(text: str) -> tuple[dict[str, Any], SaveHeader]:
    """The document and its header; raises ValueError with the reason it is unreadable."""
    if not text.strip():
        raise ValueError("it is empty")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        stripped = text.rstrip()
        if stripped.startswith("{") and not stripped.endswith("}"):
            raise ValueError("it is truncated (the file stops part-way)") from None
        where = f"line {exc.lineno}, column {exc.colno}"
        raise ValueError(f"it is not valid JSON ({exc.msg}, {where})") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueError("it is not a Jaws save file")
    raw_header = document.get("header")
    if not isinstance(raw_header, dict):
        raise ValueError("it is damaged (its header is missing)")
    version = raw_header.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError("it is damaged (its format version is missing)")
    if version > FORMAT_VERSION:
        raise ValueError(
            f"it was written by a newer version of Jaws (save format {version}; "
            f"this version reads format {FORMAT_VERSION})"
        )
    try:
        header = _HEADER.validate_python(raw_header)
    except ValidationError as exc:
        raise ValueError(f"it is damaged (header {_first_error(exc)})") from None
    if "log" not in document or "snapshot" not in document:
        raise ValueError("it is damaged (its log or snapshot is missing)")
    body = {"log": document["log"], "snapshot": document["snapshot"]}
    if _checksum(body) != header.checksum:
        raise ValueError("it is damaged (its contents do not match their checksum)")
    return document, header


def _read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise ValueError("there is no such save") from None
    except IsADirectoryError:
        raise ValueError("it is a folder, not a save file") from None
    except OSError as exc:
        raise ValueError(f"it cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ValueError("it is damaged (it is not text)") from None


def _content_mismatch(header: SaveHeader, content: Content) -> str | None:
    if header.content_digest == content.digest:
        return None
    return (
        f"the game content has changed since it was saved (content {header.content_digest}, "
        f"now {content.digest})"
    )


def loads(text: str, source: str = "the save", content: Content | None = None) -> GameSession:
    """The session a save text holds, checked against its log; raises SaveError."""
    try:
        return _restore(text, content or default_content())
    except ValueError as exc:
        raise _refusal(source, str(exc)) from None


def _restore(text: str, content: Content) -> GameSession:
    document, header = _parse(text)
    mismatch = _content_mismatch(header, content)
    if mismatch is not None:
        raise ValueError(mismatch)
    try:
        actions = actions_from_data(document["log"])
    except BadAction as exc:
        raise ValueError(f"it is damaged (its action log has a bad {exc})") from None
    snapshot = state_from_snapshot(document["snapshot"], content)
    try:
        session = GameSession.replay(
            header.mode,
            header.seed,
            actions,
            players=header.players,
            seats=header.seats,
            crew_players=header.crew_players,
            content=content,
        )
    except IllegalAction as exc:
        raise ValueError(
            f"it has been tampered with (its action log breaks the rules: {exc.reason})"
        ) from None
    except ValueError as exc:
        raise ValueError(f"it is damaged (its header is impossible: {exc})") from None
    if session.state != snapshot:
        raise ValueError("it has been tampered with (its game does not match its action log)")
    public = (header.act, header.round, header.actions, header.winner)
    outcome = session.outcome
    replayed = (session.act, session.round, len(session.log), outcome and outcome.winner)
    if public != replayed:
        raise ValueError("it has been tampered with (its header does not match its game)")
    return session


def load(
    name_or_path: str | os.PathLike[str],
    folder: Path | None = None,
    content: Content | None = None,
) -> GameSession:
    """Load a save by name (in `folder`) or by path; raises SaveError, changes no file."""
    path = resolve(name_or_path, folder)
    backup = backup_path(path) if path.name.endswith(SAVE_SUFFIX) else None
    kept = backup if backup is not None and backup.is_file() else None
    try:
        return _restore(_read_text(path), content or default_content())
    except ValueError as exc:
        raise _refusal(str(path), str(exc), kept) from None


def resolve(name_or_path: str | os.PathLike[str], folder: Path | None = None) -> Path:
    """The file a save name or path means; raises SaveError if there is no such save."""
    target_folder = folder if folder is not None else save_folder()
    given = os.fspath(name_or_path)
    as_path = Path(given)
    if as_path.is_file():
        return as_path
    if os.sep in given or (os.altsep and os.altsep in given):
        raise SaveError(f"There is no save file {given}.")
    path = save_path(given, target_folder)
    if not path.is_file():
        raise SaveError(f"There is no save named {given!r} in {target_folder}.")
    return path


def read_header(path: Path, content: Content | None = None) -> SaveHeader:
    """A save's public header, after checking the file is whole; raises SaveError."""
    try:
        _, header = _parse(_read_text(path))
        mismatch = _content_mismatch(header, content or default_content())
        if mismatch is not None:
            raise ValueError(mismatch)
    except ValueError as exc:
        raise _refusal(str(path), str(exc)) from None
    return header


def list_saves(folder: Path | None = None, content: Content | None = None) -> list[SaveEntry]:
    """Every save in `folder`, newest first; unreadable files are listed with their problem."""
    target_folder = folder if folder is not None else save_folder()
    if not target_folder.is_dir():
        return []
    try:
        paths = sorted(target_folder.iterdir())
    except OSError as exc:
        raise SaveError(f"Cannot list the saves in {target_folder}: {exc.strerror}.") from None
    entries: list[tuple[str, SaveEntry]] = []
    for path in paths:
        if path.name.startswith(".") or not path.name.endswith(SAVE_SUFFIX):
            continue
        name = path.name[: -len(SAVE_SUFFIX)]
        has_backup = backup_path(path).is_file()
        try:
            text = _read_text(path)
            _, header = _parse(text)
            mismatch = _content_mismatch(header, content or default_content())
            if mismatch is not None:
                raise ValueError(mismatch)
        except ValueError as exc:
            entry = SaveEntry(name, path, None, str(exc), has_backup)
            entries.append((_mtime_stamp(path), entry))
            continue
        entries.append((header.saved_at, SaveEntry(name, path, header, None, has_backup)))
    entries.sort(key=lambda pair: (pair[0], pair[1].name), reverse=True)
    return [entry for _, entry in entries]


def _mtime_stamp(path: Path) -> str:
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return ""
    return datetime.fromtimestamp(stamp, UTC).isoformat(timespec="seconds")


def newest_save(folder: Path | None = None, content: Content | None = None) -> Path:
    """The most recently saved readable save; raises SaveError if there is none."""
    target_folder = folder if folder is not None else save_folder()
    for entry in list_saves(target_folder, content):
        if entry.problem is None:
            return entry.path
    raise SaveError(f"There are no saves to resume in {target_folder}.")


# --- Autosave ----------------------------------------------------------------------------


def autosave_name(session: GameSession) -> str:
    """The autosave name of a game: one file per mode and seed."""
    return f"autosave-{session.mode}-{session.seed}"


@dataclass
class Autosaver:
    """Saves a session whenever an Act 1 phase or round, or an Act 2 step, changes.

    Hook it into `GameSession.on_change` with `enable_autosave`. A failed write is passed to
    `on_error` (the TUI shows it); without a handler it is raised.
    """

    folder: Path
    name: str
    last_checkpoint: tuple[int, int, str] | None = None
    on_error: Callable[[SaveError], None] | None = None
    previous: Callable[[GameSession, LogEntry], None] | None = None
    saves_written: int = field(default=0)

    def __call__(self, session: GameSession, entry: LogEntry) -> None:
        if self.previous is not None:
            self.previous(session, entry)
        checkpoint = session.checkpoint()
        if checkpoint == self.last_checkpoint:
            return
        try:
            save(session, self.name, self.folder)
        except SaveError as exc:
            if self.on_error is None:
                raise
            self.on_error(exc)
            return
        self.last_checkpoint = checkpoint
        self.saves_written += 1


def enable_autosave(
    session: GameSession,
    folder: Path | None = None,
    name: str | None = None,
    on_error: Callable[[SaveError], None] | None = None,
) -> Autosaver:
    """Autosave `session` after every phase (Act 1) and step (Act 2); returns the hook."""
    target_folder = folder if folder is not None else save_folder()
    chosen = name or autosave_name(session)
    save_path(chosen, target_folder)  # refuse a bad name now, not at the first autosave
    saver = Autosaver(
        folder=target_folder,
        name=chosen,
        last_checkpoint=session.checkpoint(),
        on_error=on_error,
        previous=session.on_change,
    )
    session.on_change = saver
    return saver
