"""GameSession: the three modes, players and crew control, seats, replay and checkpoints."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from jaws.engine import IllegalAction
from jaws.session import JOINT, GameSession, SeatControl, check_crew_players
from tests.saves.playout import ACT2_MISSING, act2_ready, play_randomly, random_session


def test_four_players_control_one_crew_member_each() -> None:
    session = GameSession.new("act1", 1, players=4)
    assert session.members_of(1) == ()
    assert [session.members_of(p) for p in (2, 3, 4)] == [("quint",), ("brody",), ("hooper",)]
    assert session.controller_of("hooper") == "Player 4"


def test_three_players_share_the_third_crew_member() -> None:
    session = GameSession.new("act1", 1, players=3)
    assert session.crew_players["hooper"] == JOINT
    assert session.members_of(2) == ("quint", "hooper")
    assert session.members_of(3) == ("brody", "hooper")
    assert session.members_of(4) == ()
    assert session.controller_of("hooper") == "Players 2 and 3"


def test_three_players_may_choose_which_member_they_share() -> None:
    split = {"quint": JOINT, "brody": 3, "hooper": 2}
    session = GameSession.new("act1", 1, players=3, crew_players=split)
    assert session.controller_of("quint") == "Players 2 and 3"
    assert session.members_of(2) == ("quint", "hooper")


def test_two_players_the_crew_player_has_all_three() -> None:
    session = GameSession.new("act1", 1, players=2)
    assert session.members_of(2) == ("quint", "brody", "hooper")
    assert {session.controller_of(m) for m in ("quint", "brody", "hooper")} == {"Player 2"}


@pytest.mark.parametrize(
    ("players", "split"),
    [
        (4, {"quint": 2, "brody": 2, "hooper": 4}),
        (3, {"quint": 2, "brody": 3, "hooper": 3}),
        (3, {"quint": 0, "brody": 0, "hooper": 2}),
        (2, {"quint": 2, "brody": 2, "hooper": 0}),
        (4, {"quint": 2, "brody": 3}),
    ],
)
def test_a_crew_split_against_the_rulebook_is_refused(players: int, split: dict[str, int]) -> None:
    with pytest.raises(ValueError):
        check_crew_players(players, split)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"mode": "act3"}, "unknown mode"),
        ({"seed": -1}, "seed"),
        ({"players": 5}, "2 to 4 players"),
        ({"players": 1}, "2 to 4 players"),
        ({"seats": {"orca": SeatControl()}}, "unknown seat"),
    ],
)
def test_bad_settings_are_refused_with_a_sentence(kwargs: dict[str, object], message: str) -> None:
    settings: dict[str, object] = {"mode": "act1", "seed": 1, **kwargs}
    with pytest.raises(ValueError, match=message):
        GameSession.new(**settings)  # type: ignore[arg-type]


def test_a_bot_seat_needs_a_level_and_a_human_has_none() -> None:
    with pytest.raises(ValueError, match="level"):
        SeatControl("bot")
    with pytest.raises(ValueError, match="no bot level"):
        SeatControl("human", "hard")
    session = GameSession.new("act1", 1, seats={"shark": SeatControl("bot", "easy")})
    assert session.is_bot("shark") and not session.is_bot("crew")
    assert str(session.seats["shark"]) == "AI (easy)"


def test_replay_gives_the_same_game_as_submitting_one_by_one() -> None:
    played = random_session("act1", 7, 400)
    replayed = GameSession.replay("act1", 7, played.actions)
    assert replayed.state == played.state
    assert [e.events for e in replayed.log] == [e.events for e in played.log]
    assert replayed.events_for("crew") == played.events_for("crew")


def test_replay_stops_at_an_illegal_action() -> None:
    played = random_session("act1", 7, 50)
    with pytest.raises(IllegalAction):
        GameSession.replay("act1", 7, [*played.actions, played.actions[0]])


def test_a_refused_submit_changes_nothing_and_calls_no_hook() -> None:
    session = random_session("act1", 8, 30)
    calls: list[object] = []
    session.on_change = lambda s, e: calls.append(e)
    before = session.state.clone()
    other = "crew" if session.whose_turn() == "shark" else "shark"
    foreign = next(a for a in random_session("act1", 9, 200).actions if a.seat == other)
    with pytest.raises(IllegalAction):
        session.submit(foreign)
    assert session.state == before
    assert calls == [] and len(session.log) == 30


def test_the_checkpoint_moves_with_phase_and_round() -> None:
    session = GameSession.new("act1", 12)
    assert session.checkpoint() == (1, 0, "shark_start")
    chooser = random.Random(12)
    seen = {session.checkpoint()}
    while session.round < 4:
        play_randomly(session, chooser, 1)
        seen.add(session.checkpoint())
    phases = {phase for _act, _round, phase in seen}
    assert {"shark_start", "shark", "crew"} <= phases
    assert {r for _act, r, _phase in seen} >= {0, 1, 2, 3, 4}


def test_act1_mode_ends_the_game_at_the_end_of_act1() -> None:
    session = random_session("act1", 13, 1_000_000)
    assert session.outcome is not None and session.outcome.act == 1
    assert session.checkpoint()[2] == "over"


@pytest.mark.skipif(not act2_ready(), reason=ACT2_MISSING)
def test_act2_mode_starts_in_act2() -> None:
    session = GameSession.new("act2", 3)
    assert session.act == 2 and session.state.act1 is None
    assert session.whose_turn() in ("shark", "crew")


@pytest.mark.skipif(not act2_ready(), reason=ACT2_MISSING)
def test_a_full_game_goes_from_act1_to_act2_with_the_track_deciding_the_hands() -> None:
    for seed in range(30):
        session = random_session("full", seed, 1_000_000)
        assert session.outcome is not None
        if session.act == 2:
            assert session.state.act1_result is not None
            assert session.outcome.act == 2
            return
    pytest.fail("no random full game reached Act 2 in 30 seeds")


def test_the_core_never_imports_textual() -> None:
    code = (
        "import sys, jaws.cli, jaws.saves, jaws.session, jaws.engine.actions\n"
        "from jaws.cli import build_parser\n"
        "build_parser()\n"
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith(('textual.', "
        "'jaws.tui')))\n"
        "print(bad)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "[]"
