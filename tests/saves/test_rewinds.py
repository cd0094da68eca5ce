"""Issue 11, item 2: no rollback past an answer.

Every action that tells the crew anything is on disk before the crew sees it; each game has an
id and a point (timeline, public actions); resuming goes on from the newest point of the game,
and loading an older one (an older save, a .bak) is a rewind: refused unless asked for, then
announced to the whole table.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from jaws import cli, saves
from jaws.session import GameSession, TableNote
from tests.saves.playout import play_randomly


def _until_offered(session: GameSession, kind: str, chooser: random.Random) -> Any:
    """Play on until the crew may take an action of `kind`; returns that action."""
    for _ in range(2000):
        seat = session.whose_turn()
        assert seat is not None, f"the game ended before {kind} was offered"
        moves = session.legal_actions(seat)
        wanted = [m for m in moves if m.kind == kind]
        if seat == "crew" and wanted:
            return wanted[0]
        session.submit(moves[chooser.randrange(len(moves))])
    raise AssertionError(f"{kind} was never offered")


@pytest.mark.parametrize("kind", ["use_fish_finder", "use_binoculars"])
def test_quitting_after_an_answer_does_not_take_it_back(tmp_path: Path, kind: str) -> None:
    session = GameSession.new("act1")
    saves.enable_autosave(session, tmp_path)
    action = _until_offered(session, kind, random.Random(61))
    session.submit(action)  # the crew sees the answer now; then it quits (Ctrl+Q, y)
    resumed = saves.newest_good_save(tmp_path).session
    assert resumed.state == session.state and len(resumed.log) == len(session.log)
    assert action not in resumed.legal_actions("crew"), f"{kind} is offered again"


def _saved_twice(folder: Path) -> tuple[GameSession, Path]:
    """A game autosaved at round 1 (now its .bak) and at a later round."""
    session = GameSession.new("act1")
    chooser = random.Random(62)
    play_randomly(session, chooser, 5)
    path = saves.save(session, saves.autosave_name(session), folder)
    while session.round < 3:
        play_randomly(session, chooser, 1)
    saves.save(session, saves.autosave_name(session), folder)
    return session, path


def test_loading_an_older_point_is_refused_unless_rewound_and_then_told(tmp_path: Path) -> None:
    newest, path = _saved_twice(tmp_path)
    backup = saves.backup_path(path)
    with pytest.raises(saves.NeedsRewind) as refused:
        saves.load(backup)
    assert "\n" not in str(refused.value) and path.name in str(refused.value)
    rewound = saves.load(backup, rewind=True)
    assert rewound.game_id == newest.game_id and rewound.timeline == newest.timeline + 1
    note = f"The game was rewound from round {newest.round} to round {rewound.round}."
    for viewer in ("crew", "shark", "spectator"):
        told = [e for e in rewound.events_for(viewer) if isinstance(e, TableNote)]
        assert [str(e) for e in told] == [note]
    # From now on the rewound game is the newest point: the point it left is the older one.
    saves.save(rewound, saves.autosave_name(rewound), tmp_path)
    again = saves.load(path)
    assert [str(e) for e in again.events_for("crew") if isinstance(e, TableNote)] == [note]
    with pytest.raises(saves.NeedsRewind):
        saves.load(backup)


def test_an_older_named_save_of_the_same_game_is_a_rewind(tmp_path: Path) -> None:
    session = GameSession.new("act1")
    chooser = random.Random(63)
    play_randomly(session, chooser, 20)
    saves.save(session, "crew prepares", tmp_path)  # a Ctrl+S save
    saves.enable_autosave(session, tmp_path)
    play_randomly(session, chooser, 40)
    with pytest.raises(saves.NeedsRewind):
        saves.load("crew prepares", tmp_path)
    newest = saves.load(saves.autosave_name(session), tmp_path)  # the newest point loads
    assert newest.actions == session.actions[: len(newest.log)] and len(newest.log) > 20


def test_the_command_line_refuses_a_rewind_in_one_line_and_makes_one_on_request(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    newest, path = _saved_twice(tmp_path)
    backup = saves.backup_path(path)
    launched: list[dict[str, Any]] = []
    monkeypatch.setattr(cli, "launch_tui", lambda **options: launched.append(options) or 0)
    assert cli.main(["resume", str(backup)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "--rewind" in err and not launched
    assert cli.main(["resume", str(backup), "--rewind"]) == 0
    session = launched[0]["session"]
    assert session.timeline == newest.timeline + 1
    assert any(isinstance(e, TableNote) for e in session.events_for("crew"))
    assert (
        cli.main(["resume", "--save-dir", str(tmp_path)]) == 0
    )  # no name: the newest point, no rewind
    assert launched[1]["session"].state == newest.state


def test_every_game_has_its_own_autosave(tmp_path: Path) -> None:
    games = [GameSession.new("act1", 7) for _ in range(2)]  # even dealt from one seed
    for game in games:
        saves.enable_autosave(game, tmp_path)
        play_randomly(game, random.Random(64), 30)
    names = sorted(p.name for p in tmp_path.glob("autosave-*.json"))
    assert names == sorted(f"{saves.autosave_name(g)}.json" for g in games)
    for game in games:
        assert saves.load(saves.autosave_name(game), tmp_path).state == game.state
