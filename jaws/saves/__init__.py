"""Saves that never lose a game and never show a secret: versioned, sealed, atomic files.

A save is one JSON object: a header of public facts (format version, content digest, mode,
act, round, players, seat controls, time, game id and point, how it is sealed), and a body (the
action log, a snapshot of the state, the table's notes), sealed with AES-GCM unless the Shark
chose to play unsealed. Loading replays the log from `new_game(mode, seed)` and refuses the file
unless the result equals the snapshot, so a loaded game goes on with exactly the dice it would
have had. Every refusal is a `SaveError` whose message is one sentence.

    errors.py    SaveError, NeedsPassphrase, WrongPassphrase, NeedsRewind
    format.py    the header, the snapshot, dumps and the checks of a file's shape
    seal.py      the keys (passphrase or AI Shark key file), sealing and padding
    restore.py   opening, replaying and checking a save's body
    files.py     the save folder, atomic writes with a backup, one file's load, listing
    resume.py    the newest point of a game, rewinds, `jaws resume` with no name
    autosave.py  a save after every phase or step and every action that tells the crew anything
"""

from pathlib import Path

from jaws.content import Content
from jaws.saves.autosave import Autosaver, autosave_name, enable_autosave, tells_the_crew
from jaws.saves.errors import NeedsPassphrase, NeedsRewind, SaveError, WrongPassphrase
from jaws.saves.files import (
    BACKUP_SUFFIX,
    SAVE_DIR_ENV,
    SAVE_SUFFIX,
    SaveEntry,
    backup_path,
    list_saves,
    load_file,
    newest_save,
    read_header,
    remove_stale_temps,
    resolve,
    save,
    save_folder,
    save_path,
    write_atomically,
)
from jaws.saves.format import (
    FORMAT,
    FORMAT_VERSION,
    SaveHeader,
    dumps,
    header_of,
    marks_of,
    snapshot_of,
    state_from_snapshot,
)
from jaws.saves.restore import loads
from jaws.saves.resume import Resumable, load, mark_rewind, newest_good_save, newest_point
from jaws.saves.seal import (
    KEY_FILE_ENV,
    Seal,
    key_file_path,
    keyfile_seal,
    passphrase_seal,
)
from jaws.session import GameSession


def choose_passphrase(session: GameSession, passphrase: str | None) -> None:
    """The Shark's choice for a game: seal its saves with `passphrase`, or (None) play unsealed.

    The key is derived here, once, so saving stays as fast as before. Raises ValueError for an
    empty or absurdly long passphrase.
    """
    if passphrase is None:
        session.seal = None
        session.unsealed = True
        return
    session.seal = passphrase_seal(passphrase)
    session.unsealed = False


def needs_passphrase(path: Path, content: Content | None = None) -> bool:
    """Whether resuming the save at `path` needs the Shark's passphrase (from its header)."""
    return read_header(path, content).seal == "passphrase"


__all__ = [
    "BACKUP_SUFFIX",
    "FORMAT",
    "FORMAT_VERSION",
    "KEY_FILE_ENV",
    "SAVE_DIR_ENV",
    "SAVE_SUFFIX",
    "Autosaver",
    "NeedsPassphrase",
    "NeedsRewind",
    "Resumable",
    "SaveEntry",
    "SaveError",
    "SaveHeader",
    "Seal",
    "WrongPassphrase",
    "autosave_name",
    "backup_path",
    "choose_passphrase",
    "dumps",
    "enable_autosave",
    "header_of",
    "key_file_path",
    "keyfile_seal",
    "list_saves",
    "load",
    "load_file",
    "loads",
    "mark_rewind",
    "marks_of",
    "needs_passphrase",
    "newest_good_save",
    "newest_point",
    "newest_save",
    "passphrase_seal",
    "read_header",
    "remove_stale_temps",
    "resolve",
    "save",
    "save_folder",
    "save_path",
    "snapshot_of",
    "state_from_snapshot",
    "tells_the_crew",
    "write_atomically",
]
