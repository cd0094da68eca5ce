"""Issue 12: the saves list's facts come from the public header (who played the Shark, whether
the game is over), and Continue picks each game's newest point."""

from __future__ import annotations

from pathlib import Path
from random import Random

from jaws import saves
from jaws.cli import saves_table
from jaws.saves.listing import continue_entry, describe, furthest_points, shark_player
from jaws.session import SeatControl
from tests.saves.playout import play_randomly, random_session


def test_the_header_says_who_played_the_shark_and_whether_it_is_over(tmp_path: Path) -> None:
    bot = random_session("act1", 3, 30, seats={"shark": SeatControl("bot", "hard")})
    saves.save(bot, "bot", tmp_path)
    saves.save(random_session("act1", 11, 100_000), "over", tmp_path)
    entries = {entry.name: entry for entry in saves.list_saves(tmp_path)}
    assert entries["bot"].header is not None and entries["over"].header is not None
    assert shark_player(entries["bot"].header) == "AI (hard)"
    assert shark_player(entries["over"].header) == "a person"
    assert "finished: the" in describe(entries["over"].header)
    assert "finished" not in describe(entries["bot"].header)
    bot_line = next(line for line in saves_table(tmp_path).splitlines() if line.startswith("bot"))
    assert " AI (hard) " in bot_line


def test_continue_skips_finished_games_and_older_points(tmp_path: Path) -> None:
    assert continue_entry(tmp_path) is None
    saves.save(random_session("act1", 11, 100_000), "over", tmp_path)
    assert continue_entry(tmp_path) is None
    going = random_session("act1", 5, 10)
    saves.save(going, "early", tmp_path)
    play_randomly(going, Random(2), 15)
    assert going.outcome is None
    saves.save(going, "later", tmp_path)
    assert len(furthest_points(saves.list_saves(tmp_path))) == 2  # one line per game
    entry = continue_entry(tmp_path)
    assert entry is not None and entry.name == "later"


def test_a_game_whose_newest_point_is_finished_is_not_continued(tmp_path: Path) -> None:
    """An older save of it is unfinished, but going back to it would be a rewind."""
    game = random_session("act1", 4, 10)
    saves.save(game, "early", tmp_path)
    play_randomly(game, Random(2), 15)
    assert game.outcome is not None
    saves.save(game, "the end", tmp_path)
    assert continue_entry(tmp_path) is None


def test_a_finished_games_winner_is_named_as_everywhere_else(tmp_path: Path) -> None:
    """helper-33, stop 39: the saves list said "finished: the shark won"."""
    from dataclasses import replace

    saves.save(random_session("act1", 11, 100_000), "over", tmp_path)
    header = saves.list_saves(tmp_path)[0].header
    assert header is not None
    assert "finished: the Shark won (" in describe(replace(header, winner="shark"))
    assert "finished: the crew won (" in describe(replace(header, winner="crew"))


def test_an_older_point_of_a_finished_game_says_so_in_the_list(tmp_path: Path) -> None:
    """Helper-50: "mygame  in progress" sat beside the same game's FINISHED autosave, and
    opening it asked whether to rewind. The row says it is an older point first."""
    from jaws.saves.listing import newest_points
    from jaws.tui.screens.dialogs import save_row

    game = random_session("act1", 4, 10)
    saves.save(game, "mygame", tmp_path)
    play_randomly(game, Random(2), 15)
    assert game.outcome is not None
    saves.save(game, "the end", tmp_path)
    entries = saves.list_saves(tmp_path)
    newer = newest_points(entries)
    assert {name: entry.name for name, entry in newer.items()} == {"mygame": "the end"}
    rows = {e.name: save_row(e, newer.get(e.name)).plain for e in entries}
    assert "an older point of the end (FINISHED): opening it rewinds" in rows["mygame"]
    assert "in progress" not in rows["mygame"]
    assert "FINISHED" in rows["the end"] and "older point" not in rows["the end"]


def test_a_save_at_the_same_point_is_no_older_point(tmp_path: Path) -> None:
    """Review: Ctrl+S under a name, then the autosave written at Ctrl+Q, are two saves at one
    point; loading either asks nothing, so neither is listed as an older point."""
    from jaws.saves.listing import newest_points

    game = random_session("act1", 4, 10)
    saves.save(game, "named", tmp_path)
    saves.save(game, "autosave", tmp_path)
    assert newest_points(saves.list_saves(tmp_path)) == {}
    saves.load("named", tmp_path)  # no rewind asked
