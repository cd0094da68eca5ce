"""Issue 11, item 1: a save is no open Tracker Pad.

The body (log and snapshot) is sealed with AES-GCM: by the Shark's passphrase, or for an AI
Shark (and until a person chooses) by a per-user key file. The header stays readable and
secret-free, the file's size does not grow with the Shark's private steps, a wrong passphrase is
one sentence and changes nothing, and a Shark who declines gets an unsealed game, marked so.
"""

from __future__ import annotations

import json
import os
import random
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from jaws import cli, saves
from jaws.engine.act1 import actions as A
from jaws.saves import seal as seal_module
from jaws.session import GameSession, SeatControl
from tests.saves.playout import play_randomly, random_session
from tests.saves.resign import sealed_resign


def _crew_turn(seed: int) -> GameSession:
    """An Act 1 game in the crew's turn, the Shark somewhere secret."""
    session = GameSession.new("act1", seed)
    chooser = random.Random(seed)
    play_randomly(session, chooser, 30)
    while session.whose_turn() != "crew":
        play_randomly(session, chooser, 1)
    return session


def test_an_autosave_in_the_crews_turn_does_not_say_where_the_shark_is(tmp_path: Path) -> None:
    session = _crew_turn(51)
    saver = saves.enable_autosave(session, tmp_path)
    play_randomly(session, random.Random(5), 1)
    assert saver.saves_written >= 1
    data = (tmp_path / f"{saves.autosave_name(session)}.json").read_bytes()
    for secret in ('"shark_position"', '"powers_left"', '"deck"', '"shark_move"', '"seed"'):
        assert secret.encode() not in data, secret
    document = json.loads(data)
    assert set(document) == {"format", "header", "sealed"}
    assert document["header"]["seal"] == "keyfile"
    assert saves.load(saves.autosave_name(session), tmp_path).state == session.state


def test_the_ai_shark_key_file_lives_outside_the_save_folder_for_this_user_only(
    tmp_path: Path,
) -> None:
    session = random_session("act1", 52, 40, seats={"shark": SeatControl("bot", "hard")})
    path = saves.save(session, "solo", tmp_path / "saves")
    key = saves.key_file_path()
    assert key.is_file() and tmp_path / "saves" not in key.parents
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert saves.load(path).state == session.state
    key.unlink()  # another computer account: no key
    with pytest.raises(saves.SaveError, match="AI Shark key of another computer account"):
        saves.load(path)


def test_a_passphrase_seals_the_game_and_only_it_opens_it(tmp_path: Path) -> None:
    session = random_session("act2", 53, 30)
    saves.choose_passphrase(session, "ahab")
    path = saves.save(session, "sealed", tmp_path)
    assert json.loads(path.read_text())["header"]["seal"] == "passphrase"
    assert saves.needs_passphrase(path)
    before = path.read_bytes()
    with pytest.raises(saves.NeedsPassphrase) as needed:
        saves.load(path)
    with pytest.raises(saves.WrongPassphrase) as wrong:
        saves.load(path, passphrase="quint")
    for refusal in (needed.value, wrong.value):
        message = str(refusal)
        assert "\n" not in message and message.endswith(".") and message.count(". ") == 0
    assert path.read_bytes() == before, "a refused passphrase changes nothing"
    loaded = saves.load(path, passphrase="ahab")
    assert loaded.state == session.state and loaded.seal is not None


def test_the_key_is_derived_once_per_game_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    derived: list[bytes] = []
    real = seal_module._scrypt

    def counting(passphrase: str, salt: bytes) -> bytes:
        derived.append(salt)
        return real(passphrase, salt)

    monkeypatch.setattr(seal_module, "_scrypt", counting)
    session = GameSession.new("act1", 54)
    saves.choose_passphrase(session, "brody")
    saves.enable_autosave(session, tmp_path, name="game")
    play_randomly(session, random.Random(54), 80)
    assert len(derived) == 1
    loaded = saves.load("game", tmp_path, passphrase="brody")
    saves.enable_autosave(loaded, tmp_path, name="game")
    play_randomly(loaded, random.Random(55), 40)
    assert len(derived) == 2 and derived[0] == derived[1]


def test_a_declined_passphrase_is_an_unsealed_game_marked_in_the_listing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = random_session("act1", 56, 40)
    saves.choose_passphrase(session, None)
    path = saves.save(session, "open", tmp_path)
    assert '"shark_position"' in path.read_text(), "unsealed as the Shark chose"
    assert saves.load(path).unsealed
    assert cli.main(["saves", "--save-dir", str(tmp_path)]) == 0
    line = next(li for li in capsys.readouterr().out.splitlines() if li.startswith("open"))
    assert "UNSEALED" in line


def _with_take_backs(take_backs: int) -> GameSession:
    """The same game, but the Shark tries a step and takes it back `take_backs` times."""
    session = GameSession.new("act1", 57)
    session.submit(A.SharkStart("8"))
    chooser = random.Random(57)
    while session.whose_turn() != "shark":
        play_randomly(session, chooser, 1)
    for _ in range(take_backs):
        move = next(m for m in session.legal_actions("shark") if m.kind == "shark_move")
        session.submit(move)
        session.submit(next(m for m in session.legal_actions("shark") if m.kind == "shark_undo"))
    play_randomly(session, random.Random(58), 60)
    return session


def test_the_file_size_does_not_tell_how_many_private_steps_the_shark_took(
    tmp_path: Path,
) -> None:
    games = {n: _with_take_backs(n) for n in (0, 6)}
    assert len(games[6].log) == len(games[0].log) + 12, "the twin took twelve more private steps"
    sizes: dict[bool, list[int]] = {}
    for sealed in (False, True):
        for n, session in games.items():
            session.unsealed = not sealed
            session.seal = None
            path = saves.save(session, f"steps{n}-{sealed}", tmp_path)
            sizes.setdefault(sealed, []).append(path.stat().st_size)
    assert sizes[False][0] < sizes[False][1], "unsealed, the size tells"
    assert sizes[True][0] == sizes[True][1]


def test_a_sealed_file_cannot_be_edited(tmp_path: Path) -> None:
    session = random_session("act1", 59, 60)
    path = saves.save(session, "edit", tmp_path)
    document = json.loads(path.read_text())
    sealed = document["sealed"]
    flipped = sealed[:100] + ("A" if sealed[100] != "A" else "B") + sealed[101:]
    path.write_text(json.dumps(document | {"sealed": flipped}))
    with pytest.raises(saves.SaveError, match="checksum"):
        saves.load(path)
    document["header"]["seats"]["shark"] = {"kind": "bot", "level": "easy"}
    sealed_resign(document)
    path.write_text(json.dumps(document))
    with pytest.raises(saves.SaveError, match="tampered"):
        saves.load(path)


def test_a_key_file_that_is_a_fifo_is_one_sentence_not_a_hang(tmp_path: Path) -> None:
    key = saves.key_file_path()
    key.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(key)
    with pytest.raises(saves.SaveError, match="not a regular file"):
        saves.save(random_session("act1", 60, 10), "fifo", tmp_path)


def test_an_edited_passphrase_save_is_not_called_a_wrong_passphrase(tmp_path: Path) -> None:
    """Stop-33 playtest: a save whose header was edited (its checksum made good again) was
    answered "That passphrase does not open this game." with the right passphrase, and the
    Shark took it for a typo. The seal's public tag now carries a check of the key: the wrong
    passphrase is still said so, and an edit with the right one is called tampering."""
    session = random_session("act2", 61, 20)
    saves.choose_passphrase(session, "ahab")
    path = saves.save(session, "edited", tmp_path)
    document = json.loads(path.read_text())
    assert ":" in document["header"]["seal_tag"]  # the salt, then the check
    document["header"]["round"] += 1
    sealed_resign(document)
    path.write_text(json.dumps(document))
    with pytest.raises(saves.WrongPassphrase, match="does not open"):
        saves.load(path, passphrase="quint")
    with pytest.raises(saves.SaveError, match="tampered") as edited:
        saves.load(path, passphrase="ahab")
    assert not isinstance(edited.value, saves.WrongPassphrase)


def test_a_save_sealed_before_the_check_still_opens_and_refuses_as_before(
    tmp_path: Path,
) -> None:
    """A save whose tag is the salt alone (written before the check) opens with its
    passphrase; a wrong one is told as before."""
    session = random_session("act1", 62, 20)
    saves.choose_passphrase(session, "ahab")
    assert session.seal is not None
    salt = session.seal.tag.partition(":")[0]
    session.seal = seal_module.Seal("passphrase", session.seal.key, salt)
    path = saves.save(session, "older", tmp_path)
    assert json.loads(path.read_text())["header"]["seal_tag"] == salt
    with pytest.raises(saves.WrongPassphrase):
        saves.load(path, passphrase="quint")
    assert saves.load(path, passphrase="ahab").state == session.state


@dataclass
class SealedResume:
    """A sealed save named "sealed" and `jaws resume sealed` with the app stubbed out: the
    passphrases typed at its prompt come from `typed`."""

    session: GameSession
    path: Path
    before: bytes
    typed: Iterator[str]
    opened: list[Any] = field(default_factory=list)

    @classmethod
    def at_the_prompt(
        cls, folder: Path, monkeypatch: pytest.MonkeyPatch, seed: int, *typed: str
    ) -> SealedResume:
        import jaws.tui.app

        session = random_session("act1", seed, 10)
        saves.choose_passphrase(session, "ahab")
        path = saves.save(session, "sealed", folder)
        game = cls(session, path, path.read_bytes(), iter(typed))
        monkeypatch.setattr(jaws.tui.app, "run", lambda **kw: game.opened.append(kw) or 0)
        monkeypatch.setattr(cli.getpass, "getpass", lambda prompt: next(game.typed))
        return game

    def resume(self) -> int:
        return cli.main(["resume", "sealed", "--save-dir", str(self.path.parent)])

    def opened_once(self) -> bool:
        """The app was opened once, with the saved game."""
        return len(self.opened) == 1 and self.opened[0]["session"].state == self.session.state

    def unchanged(self) -> bool:
        return self.path.read_bytes() == self.before


def test_jaws_resume_asks_again_after_a_wrong_passphrase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Stop-35 playtest: `jaws resume` took one passphrase and exited on a typo; the title
    screen lets the Shark try again. Three tries, each refusal one line; nothing changes."""
    game = SealedResume.at_the_prompt(tmp_path, monkeypatch, 55, "quint", "ahab")
    assert game.resume() == 0
    err = capsys.readouterr().err
    assert err == "That passphrase does not open this game. Try again (2 tries left).\n"
    assert game.opened_once()
    # Three wrong ones: the third refusal ends it, in one line, and the save is as it was.
    game.typed = iter(["quint", "brody", "hooper"])
    assert game.resume() == cli.EXIT_ERROR
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        "That passphrase does not open this game. Try again (2 tries left).",
        "That passphrase does not open this game. Try again (1 try left).",
        "That passphrase does not open this game.",
    ]
    assert game.opened_once() and game.unchanged()


def test_ctrl_d_at_the_passphrase_prompt_is_refused_on_a_line_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    session = random_session("act1", 56, 10)
    saves.choose_passphrase(session, "ahab")
    saves.save(session, "sealed", tmp_path)

    def end_of_input(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr(cli.getpass, "getpass", end_of_input)
    assert cli.main(["resume", "sealed", "--save-dir", str(tmp_path)]) == cli.EXIT_ERROR
    err = capsys.readouterr().err
    assert err == "\nThis game is sealed with the Shark's passphrase, and none was typed.\n"


def test_a_sealed_resume_without_a_terminal_is_refused_in_one_line(tmp_path: Path) -> None:
    """Stop-36 playtest: with its input piped, `jaws resume` printed Python's "GetPassWarning:
    Can not control echo on the terminal" and "Warning: Password input may be echoed." before
    its refusal. No terminal (a new session has none), no passphrase read, one line."""
    import subprocess
    import sys

    session = random_session("act1", 57, 10)
    saves.choose_passphrase(session, "ahab")
    path = saves.save(session, "sealed", tmp_path)
    before = path.read_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "jaws", "resume", "sealed", "--save-dir", str(tmp_path)],
        input="ahab\n",
        capture_output=True,
        text=True,
        timeout=60,
        start_new_session=True,
    )
    assert done.returncode == cli.EXIT_ERROR
    assert done.stderr.splitlines() == [
        "This game is sealed with the Shark's passphrase, which is typed unseen at a "
        "terminal: this input is not one."
    ], done.stderr
    assert path.read_bytes() == before


def test_an_empty_enter_at_the_passphrase_prompt_asks_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Noticed at stop 35: one stray Enter at the prompt ended `jaws resume`. It asks again,
    up to three times, and the right passphrase after it opens the game."""
    game = SealedResume.at_the_prompt(tmp_path, monkeypatch, 58, "", "ahab")
    assert game.resume() == 0
    assert capsys.readouterr().err == (
        "Nothing was typed: type the passphrase, or Ctrl+D to stop.\n"
    )
    assert game.opened_once()
    # Enter, Enter, Enter: then it stops, in one more line, and nothing was touched.
    game.typed = iter(["", "", "", "never asked"])
    assert game.resume() == cli.EXIT_ERROR
    assert capsys.readouterr().err.splitlines() == [
        "Nothing was typed: type the passphrase, or Ctrl+D to stop.",
        "Nothing was typed: type the passphrase, or Ctrl+D to stop.",
        "This game is sealed with the Shark's passphrase, and none was typed.",
    ]
    assert game.opened_once() and game.unchanged()
