"""Issue 11, done-when: seeded games of all three modes, played headless through GameSession and
the saves (autosave after every answer, Ctrl+S saves now and then), and every byte written to
the save folder (temporary files included) scanned for the Shark's secrets: none."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from jaws import saves
from jaws.saves import files
from jaws.session import GameSession, SeatControl

SECRET_KEYS = (
    "shark_position",
    "shark_start",
    "powers_left",
    "deck",
    "discard",
    "hand",
    "chosen",
    "resurface_deck",
    "options",
    "path",
    "seed",
    "rng",
    "log",
    "snapshot",
)


def _secrets_now(session: GameSession) -> list[bytes]:
    """What a crew player must not find in a file written at this moment."""
    found = [f'"{key}"'.encode() for key in SECRET_KEYS]
    found.append(b'"kind":"shark')  # any logged Shark action
    found.append(str(session.seed).encode())
    a1, a2 = session.state.act1, session.state.act2
    if a1 is not None and a1.deck:
        found.append(json.dumps(list(a1.deck), separators=(",", ":")).encode())
    if a2 is not None:
        found.extend(f'"{card}"'.encode() for card in a2.hand)
        if a2.resurface_deck:
            found.append(json.dumps(list(a2.resurface_deck), separators=(",", ":")).encode())
    return found


@pytest.mark.parametrize(
    ("mode", "shark", "passphrase", "steps"),
    [
        ("act1", "human", "quint's boat", 400),
        ("act2", "bot", None, 250),
        ("full", "human", None, 500),
    ],
)
def test_no_byte_written_to_the_save_folder_holds_a_shark_secret(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    mode: str,
    shark: str,
    passphrase: str | None,
    steps: int,
) -> None:
    seats = {"shark": SeatControl("bot", "easy")} if shark == "bot" else None
    session = GameSession.new(mode, 8_675_309, seats=seats)  # type: ignore[arg-type]
    if passphrase is not None:
        saves.choose_passphrase(session, passphrase)
    written: list[tuple[Path, bytes, list[bytes]]] = []
    real_write = files.write_atomically

    def recording(path: Path, data: bytes) -> None:
        written.append((path, data, _secrets_now(session)))
        real_write(path, data)

    monkeypatch.setattr(files, "write_atomically", recording)
    real_mkstemp = files.tempfile.mkstemp
    temps: list[str] = []

    def remembered(*args: object, **kwargs: object) -> tuple[int, str]:
        fd, name = real_mkstemp(*args, **kwargs)  # type: ignore[call-overload]
        temps.append(name)
        return fd, name  # type: ignore[no-any-return]

    monkeypatch.setattr(files.tempfile, "mkstemp", remembered)
    saves.enable_autosave(session, tmp_path)
    chooser = random.Random(17)
    for step in range(steps):
        seat = session.whose_turn()
        if seat is None:
            break
        moves = session.legal_actions(seat)
        session.submit(moves[chooser.randrange(len(moves))])
        if step % 97 == 0:
            saves.save(session, f"ctrl-s {step}", tmp_path)  # a Ctrl+S save
    assert len(written) > 50 and temps
    assert all(tmp_path in Path(name).parents for name in temps), "temp files are in the folder"
    for path, data, secrets in written:
        for secret in secrets:
            assert secret not in data, f"{path.name} holds {secret!r}"
    for path in tmp_path.iterdir():  # what is left on disk: saves, backups, no temp files
        data = path.read_bytes()
        for secret in written[-1][2]:
            assert secret not in data, f"{path.name} holds {secret!r}"
    kept = saves.load(saves.autosave_name(session), tmp_path, passphrase=passphrase)
    assert kept.actions == session.actions[: len(kept.log)] and len(kept.log) > steps // 2
