"""Saves that never lose a game: versioned files, checked on load, written atomically.

A save is one JSON object: a header of public facts (format version, content digest, mode,
act, round, players, seat controls, time), the action log, and a snapshot of the state.
Loading replays the log from `new_game(mode, seed)` and refuses the file unless the result
equals the snapshot, so a loaded game goes on with exactly the dice it would have had. Every
refusal is a `SaveError` whose message is one sentence naming the file and the reason.

    format.py    the header, the snapshot, dumps/loads and every check on load
    files.py     the save folder, atomic writes with a backup, load by name, listing
    autosave.py  a save after every Act 1 phase or round and every Act 2 step
"""

from jaws.saves.autosave import Autosaver, autosave_name, enable_autosave
from jaws.saves.files import (
    BACKUP_SUFFIX,
    SAVE_DIR_ENV,
    SAVE_SUFFIX,
    SaveEntry,
    backup_path,
    list_saves,
    load,
    newest_save,
    read_header,
    resolve,
    save,
    save_folder,
    save_path,
    write_atomically,
)
from jaws.saves.format import (
    FORMAT,
    FORMAT_VERSION,
    SaveError,
    SaveHeader,
    dumps,
    header_of,
    loads,
    snapshot_of,
    state_from_snapshot,
)
from jaws.saves.resume import Resumable, newest_good_save

__all__ = [
    "BACKUP_SUFFIX",
    "FORMAT",
    "FORMAT_VERSION",
    "SAVE_DIR_ENV",
    "SAVE_SUFFIX",
    "Autosaver",
    "Resumable",
    "SaveEntry",
    "SaveError",
    "SaveHeader",
    "autosave_name",
    "backup_path",
    "dumps",
    "enable_autosave",
    "header_of",
    "list_saves",
    "load",
    "loads",
    "newest_good_save",
    "newest_save",
    "read_header",
    "resolve",
    "save",
    "save_folder",
    "save_path",
    "snapshot_of",
    "state_from_snapshot",
    "write_atomically",
]
