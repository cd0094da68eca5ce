"""The host's SQLite file: games resume from it exactly, and it holds the Shark's secrets only
sealed (no seed, no code, no move readable without the host's key)."""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from jaws.bots import make_bot
from jaws.engine.actions import ACTION_KINDS, action_to_data
from jaws.net.host import Host, plays_for
from jaws.net.store import Store, StoreError
from jaws.saves.seal import Seal, keyfile_seal

SEED = 7_314_159_265


def _play(host: Host, moves: int) -> None:
    for game in host.games.values():
        session = game.session
        bots = {"shark": make_bot("shark", "easy", 1), "crew": make_bot("crew", "easy", 2)}
        for _ in range(moves):
            seat = session.whose_turn()
            assert seat is not None
            action = bots[seat].choose(session.view(seat), session.legal_actions(seat))
            player = 1
            if seat == "crew":
                crew = range(2, session.players + 1)
                player = next(p for p in crew if plays_for(action, session.members_of(p)))
            data = action_to_data(action)
            assert host.play(game, seat, game.turn, data, player) is None


def _all_bytes(path: Path) -> bytes:
    return b"".join(p.read_bytes() for p in path.parent.glob(path.name + "*"))


def test_games_resume_from_the_file_and_it_holds_no_secret_in_the_clear(tmp_path) -> None:
    path = tmp_path / "host.db"
    store = Store(path, keyfile_seal())
    host = Host(store)
    first = host.new_game("full", 2, SEED)
    second = host.new_game("act1", 3, SEED + 1)
    _play(host, 40)
    raw = _all_bytes(path)
    for secret in (str(SEED), str(SEED + 1), *[c.code for c in first.codes + second.codes]):
        assert secret.encode() not in raw
    for kind in ACTION_KINDS:
        assert f'"{kind}"'.encode() not in raw
    store.close()
    again = Host(Store(path, keyfile_seal()))
    resumed = {game.game_id: game for game in again.resume_all()}
    for game in (first, second):
        back = resumed[game.game_id].session
        assert back.state == game.session.state
        assert back.actions == game.session.actions
        assert back.players == game.session.players
        assert {c.code for c in resumed[game.game_id].codes} == {c.code for c in game.codes}


def test_a_file_sealed_with_another_key_is_refused_in_one_line(tmp_path) -> None:
    path = tmp_path / "host.db"
    host = Host(Store(path, keyfile_seal()))
    host.new_game("act1", 2, 1)
    other = Seal("keyfile", secrets.token_bytes(32), "other")
    with pytest.raises(StoreError, match="another key") as caught:
        Host(Store(path, other)).resume_all()
    assert "\n" not in str(caught.value)


def test_an_unusable_file_is_one_line(tmp_path) -> None:
    folder = tmp_path / "a-folder.db"
    folder.mkdir()
    with pytest.raises(StoreError, match="Cannot open the host file"):
        Store(folder, keyfile_seal())


def test_only_its_owner_can_read_the_host_file(tmp_path) -> None:
    """Stop-33 playtest: host.sqlite3 was created -rw-r--r--, where the saves are -rw-------.
    A file made by an earlier version is tightened when the host opens it."""
    path = tmp_path / "host.db"
    host = Host(Store(path, keyfile_seal()))
    host.new_game("act1", 2, SEED)
    _play(host, 5)
    files = list(tmp_path.glob("host.db*"))
    assert len(files) >= 2  # the database and its write-ahead log
    for file in files:
        assert file.stat().st_mode & 0o077 == 0, (file.name, oct(file.stat().st_mode))
    older = tmp_path / "older.db"
    older.touch(mode=0o644)
    older.chmod(0o644)
    Store(older, keyfile_seal()).close()
    assert older.stat().st_mode & 0o077 == 0
