"""SIGKILL the host mid-game and start it again: every unfinished game resumes from its last
answered action, and both clients reconnect with their codes and finish."""

from __future__ import annotations

import re
import time

from tests.net.hosting import WAIT, db_games, finish, free_port, join, start_host

END = re.compile(r"game over: (.+) \(moves=(\d+) seat=(\w+) refusals=\d+ reconnects=(\d+)\)")


def test_a_killed_host_resumes_every_game_and_the_clients_finish(tmp_path) -> None:
    db = tmp_path / "host.db"
    common = ("--port", str(free_port()), "--db", str(db))
    host = start_host("--mode", "full", "--games", "2", "--seed", "21", *common)
    games = host.games
    clients = []
    try:
        for index, game in enumerate(games):
            clients.append(join(game.url, game.codes["shark"], "easy", index, "--patience=60"))
            clients.append(join(game.url, game.codes["crew"], "easy", index + 9, "--patience=60"))
        deadline = time.monotonic() + WAIT
        while min(n for n, _ in db_games(db).values()) < 20:
            assert time.monotonic() < deadline, "the games did not get going"
            time.sleep(0.02)
        host.kill()
        at_kill = db_games(db)
        host = start_host(*common)  # no --mode: only the games it already had
        resumed = {}
        for line in host.output:
            if found := re.match(r"resumed (\S+) at move (\d+)$", line):
                resumed[found.group(1)] = int(found.group(2))
        assert resumed == {g: n for g, (n, over) in at_kill.items() if not over}
        assert resumed, "the host was killed after both games had ended"
        ends = [END.match(finish(client)) for client in clients]
    finally:
        host.stop()
        for client in clients:
            if client.poll() is None:
                client.kill()
    assert all(ends)
    final = db_games(db)
    for index, game in enumerate(games):
        shark, crew = ends[2 * index], ends[2 * index + 1]
        assert shark is not None and crew is not None
        assert shark.group(1) == crew.group(1)  # both seats saw the same end
        assert final[game.game_id][1]  # over, in the host's file too
        if game.game_id in resumed:
            assert int(shark.group(4)) >= 1 and int(crew.group(4)) >= 1
