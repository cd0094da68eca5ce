"""Stop-36 playtest: restarting `jaws host` with the command that first started it (with
--mode) added a new game beside the resumed one each time, unannounced. The host says so, and
how to resume alone; without --mode it starts none."""

from __future__ import annotations

from pathlib import Path

from tests.net.hosting import free_port, hosting, start_host


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


def test_a_host_stopped_before_any_move_says_so_in_words(tmp_path: Path) -> None:
    """Stop-37 check: Ctrl+C printed "answered no move", which read as a refusal."""
    host = start_host("--mode", "act1", "--port", str(free_port()), "--db", str(tmp_path / "h"))
    host.stop()  # SIGTERM, as Ctrl+C's SIGINT: the host's stop handler takes both
    said = list(host.output)
    while (line := host.lines.get(timeout=60)) != "":  # "" ends the output
        said.append(line)
    assert "no move was played while it ran, so no answer times to report" in said, said
    assert "answered no move" not in said
