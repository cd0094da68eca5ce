"""Save files on disk: where they live, atomic writes with a backup, loading and listing."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from jaws.content import Content, default_content
from jaws.saves.errors import SaveError
from jaws.saves.format import SaveHeader, content_mismatch, dumps, parse, refusal
from jaws.saves.restore import restore
from jaws.session import GameSession
from jaws.small_files import FileRefused, read_small_file

SAVE_SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"
SAVE_DIR_ENV = "JAWS_SAVE_DIR"
_NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}")
# A late full game saves to about 200 KB; anything far larger is not a save, and reading it whole
# (a symlink to /dev/zero, say) would exhaust memory.
MAX_SAVE_BYTES = 8 * 1024 * 1024
# A temporary file this old was left by a save that was killed: no save takes a minute.
STALE_TEMP_SECONDS = 60.0
_TEMP_PATTERN = re.compile(r"\..+\.json(\.bak)?\.([A-Za-z0-9_]+\.)?tmp")


@dataclass(frozen=True)
class SaveEntry:
    """One file of a save folder: its header, or why it cannot be read."""

    name: str
    path: Path
    header: SaveHeader | None
    problem: str | None = None
    has_backup: bool = False


def save_folder(option: str | os.PathLike[str] | None = None) -> Path:
    """The save folder: `--save-dir`, else $JAWS_SAVE_DIR, else the user's data folder."""
    if option:
        return Path(option)
    env = os.environ.get(SAVE_DIR_ENV)
    if env:
        return Path(env)
    import platformdirs

    return platformdirs.user_data_path("jaws") / "saves"


def _nearest_existing(folder: Path) -> Path:
    """`folder` itself if it exists, else its nearest ancestor that does."""
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder


def folder_blocked(folder: Path) -> str | None:
    """Why `folder` can hold no saves at all, being a file or under one, in words that follow
    its name ("is a file, not a folder"); None if it is a folder or could be made one."""
    existing = _nearest_existing(folder)
    if existing.is_dir():
        return None
    if existing == folder:
        return "is a file, not a folder"
    return f"cannot be made: {existing} is a file, not a folder"


def unusable_folder(folder: Path) -> str | None:
    """Why saves could not be written in `folder` (made if missing), in words that follow its
    name ("is a file, not a folder"); None if they can. Nothing is made or changed."""
    blocked = folder_blocked(folder)
    if blocked is not None:
        return blocked
    existing = _nearest_existing(folder)
    if os.access(existing, os.W_OK | os.X_OK):
        return None
    return "cannot be written" if existing == folder else f"cannot be made in {existing}"


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
    remove_stale_temps(path.parent)


def remove_stale_temps(folder: Path, now: float | None = None) -> int:
    """Remove the temporary files killed saves left in `folder`; returns how many went.

    Only our own names (`.<save>.json.<random>.tmp`, `.<save>.json.bak.tmp`) older than
    STALE_TEMP_SECONDS are removed, so a save another process is writing right now is left alone.
    """
    moment = time.time() if now is None else now
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if not _TEMP_PATTERN.fullmatch(name):
            continue
        candidate = folder / name
        try:
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and moment - info.st_mtime > STALE_TEMP_SECONDS:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed


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


_SAVE_REFUSALS = {
    "missing": "there is no such save",
    "folder": "it is a folder, not a save file",
    "special": "it is not a regular file",
    "large": f"it is too large for a save (over {MAX_SAVE_BYTES // 2**20} MB)",
}


def _read_text(path: Path) -> str:
    """A save file's text; raises ValueError for anything that is not a small regular file.

    Nothing here can block or exhaust memory (see jaws.small_files).
    """
    try:
        data = read_small_file(path, MAX_SAVE_BYTES)
    except FileRefused as refused:
        raise ValueError(
            _SAVE_REFUSALS.get(refused.why, "") or f"it cannot be read ({refused.detail})"
        ) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("it is damaged (it is not text)") from None


def is_a_file(path: Path) -> bool:
    """`path.is_file()`, but a folder that cannot be searched is one sentence, not a traceback."""
    try:
        return path.is_file()
    except OSError as exc:
        raise SaveError(f"Cannot look in {path.parent}: {exc.strerror or exc}.") from None


def load_file(
    name_or_path: str | os.PathLike[str],
    folder: Path | None = None,
    content: Content | None = None,
    passphrase: str | None = None,
) -> GameSession:
    """Load one save file by name (in `folder`) or by path; raises SaveError, changes no file.

    This does not ask whether the game has a newer save: `jaws.saves.load` does.
    """
    path = resolve(name_or_path, folder)
    backup = backup_path(path) if path.name.endswith(SAVE_SUFFIX) else None
    kept = backup if backup is not None and is_a_file(backup) else None
    try:
        return restore(_read_text(path), content or default_content(), passphrase)
    except ValueError as exc:
        raise refusal(str(path), str(exc), kept) from None


def resolve(name_or_path: str | os.PathLike[str], folder: Path | None = None) -> Path:
    """The file a save name or path means; raises SaveError if there is no such save.

    A plain name is looked up in the save folder first; a path (with a folder in it, or a
    `.json`/`.json.bak` file here) is taken as it is.
    """
    target_folder = folder if folder is not None else save_folder()
    given = os.fspath(name_or_path)
    as_path = Path(given)
    if isinstance(name_or_path, Path) or os.sep in given or (os.altsep and os.altsep in given):
        if is_a_file(as_path):
            return as_path
        raise SaveError(f"There is no save file {given}.")
    in_folder = target_folder / given
    if given.endswith(SAVE_SUFFIX):
        in_folder = save_path(given, target_folder)
    elif not given.endswith(BACKUP_SUFFIX):
        try:
            in_folder = save_path(given, target_folder)
        except SaveError:
            raise SaveError(f"There is no save named {given!r} in {target_folder}.") from None
    if is_a_file(in_folder):
        return in_folder
    if os.path.lexists(in_folder) and not in_folder.is_dir():
        raise SaveError(f"Cannot load {in_folder}: it is not a regular file.")
    if given.endswith((SAVE_SUFFIX, BACKUP_SUFFIX)) and is_a_file(as_path):
        return as_path
    raise SaveError(f"There is no save named {given!r} in {target_folder}.")


def read_header(path: Path, content: Content | None = None) -> SaveHeader:
    """A save's public header, after checking the file is whole; raises SaveError."""
    try:
        _, header = parse(_read_text(path))
        mismatch = content_mismatch(header, content or default_content())
        if mismatch is not None:
            raise ValueError(mismatch)
    except ValueError as exc:
        raise refusal(str(path), str(exc)) from None
    return header


def list_saves(folder: Path | None = None, content: Content | None = None) -> list[SaveEntry]:
    """Every save in `folder`, newest first; unreadable files are listed with their problem."""
    target_folder = folder if folder is not None else save_folder()
    try:
        if not target_folder.is_dir():
            return []
        paths = sorted(target_folder.iterdir())
    except OSError as exc:
        raise SaveError(f"Cannot list the saves in {target_folder}: {exc.strerror}.") from None
    entries: list[tuple[str, SaveEntry]] = []
    for path in paths:
        if path.name.startswith(".") or not path.name.endswith(SAVE_SUFFIX):
            continue
        name = path.name[: -len(SAVE_SUFFIX)]
        try:
            has_backup = backup_path(path).is_file()
        except OSError:
            has_backup = False
        try:
            text = _read_text(path)
            _, header = parse(text)
            mismatch = content_mismatch(header, content or default_content())
            if mismatch is not None:
                raise ValueError(mismatch)
        except ValueError as exc:
            entry = SaveEntry(name, path, None, str(exc), has_backup)
            entries.append((mtime_stamp(path), entry))
            continue
        entries.append((header.saved_at, SaveEntry(name, path, header, None, has_backup)))
    entries.sort(key=lambda pair: (pair[0], pair[1].name), reverse=True)
    return [entry for _, entry in entries]


def mtime_stamp(path: Path) -> str:
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
