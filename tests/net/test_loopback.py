"""Two processes over loopback (a Shark client and a crew client, bots in both) play seeded
games of every mode to the end, and each ends exactly as the same seed does in one process."""

from __future__ import annotations

import re

import pytest

from jaws.simulate import play_game
from tests.net.hosting import finish, hosting, join


@pytest.mark.parametrize(
    ("mode", "seed", "level"),
    [("act1", 5, "easy"), ("act2", 6, "easy"), ("full", 7, "easy")],
)
def test_a_seeded_game_over_the_network_ends_as_it_does_in_one_process(
    tmp_path, mode: str, seed: int, level: str
) -> None:
    local = play_game(0, seed, mode, level, level)  # type: ignore[arg-type]
    args = ("--mode", mode, "--players", "2", "--seed", str(seed), "--port", "0")
    with hosting(*args, "--db", str(tmp_path / "host.db")) as host:
        (game,) = host.games
        shark = join(game.url, game.codes["shark"], level, seed * 2)
        crew = join(game.url, game.codes["crew"], level, seed * 2 + 1)
        lines = [finish(shark), finish(crew)]
    expected = f"game over: {local.winner} wins: {local.reason} (moves="
    for line in lines:
        assert line.startswith(expected)
        assert "refusals=0" in line
    moves = [int(re.search(r"moves=(\d+)", line).group(1)) for line in lines]  # type: ignore[union-attr]
    assert sum(moves) == local.actions
