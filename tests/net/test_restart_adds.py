"""Stop-36 playtest: restarting `jaws host` with the command that first started it (with
--mode) added a new game beside the resumed one each time, unannounced. The host says so, and
how to resume alone; without --mode it starts none."""

from __future__ import annotations

from pathlib import Path

from tests.net.hosting import free_port, hosting


def test_a_restart_with_mode_says_it_adds_a_game_and_how_not_to(tmp_path: Path) -> None:
    common = ("--port", str(free_port()), "--db", str(tmp_path / "host.db"), "--seed", "3")
    with hosting("--mode", "act1", *common) as first:
        assert len(first.games) == 1
    with hosting("--mode", "act1", *common) as again:
        assert len(again.games) == 2
        assert (
            "started 1 new game beside it, as --mode asks: without --mode, `jaws host` "
            "resumes stored games and starts none"
        ) in again.output
    with hosting(*common) as alone:
        assert len(alone.games) == 2  # both resumed, none added
        assert not any(line.startswith("started ") for line in alone.output)
