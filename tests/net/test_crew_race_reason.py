"""helper-80, stop 51: two crew devices answered at once (Mayor Vaughn's beach, Hooper's
boarding); the one that lost was told "It is the Shark's turn, not yours.", where the other
crew device's move had ended the crew's part. A crew move sent for a position the game has
left is answered as the other races are: another crew player moved first."""

from __future__ import annotations

from jaws.bots import make_bot
from jaws.engine import apply, whose_turn
from jaws.engine.actions import action_to_data
from jaws.net.games import plays_for
from jaws.net.host import CREW_MOVED_FIRST, SHARKS_TURN, Host


def test_the_crew_device_that_lost_the_race_is_told_so() -> None:
    host = Host(None)
    game = host.new_game("act1", 3, seed=21)
    bots = {seat: make_bot(seat, "easy", 5) for seat in ("shark", "crew")}
    session = game.session
    for _ in range(400):
        seat = session.whose_turn()
        assert seat is not None
        offered = session.legal_actions(seat)
        if seat == "crew":
            # A crew move that ends the crew's part, made by one device...
            ending = [a for a in offered if whose_turn(apply(session.state, a)[0]) == "shark"]
            if ending:
                move = ending[0]
                player = 2 if plays_for(move, session.members_of(2)) else 3
                other = 5 - player
                turn = game.turn
                assert host.play(game, "crew", turn, action_to_data(move), player) is None
                # ... and the other device's, sent for the same position.
                late = action_to_data(offered[-1])
                assert host.play(game, "crew", turn, late, other) == CREW_MOVED_FIRST
                # A move sent for the position now (it is the Shark's turn) is told that.
                assert host.play(game, "crew", game.turn, late, other) == SHARKS_TURN
                return
        action = bots[seat].choose(session.view(seat), offered)
        player = 1 if seat == "shark" else (2 if plays_for(action, session.members_of(2)) else 3)
        assert host.play(game, seat, game.turn, action_to_data(action), player) is None
    raise AssertionError("no crew move ended the crew's part")


def test_a_token_that_is_not_ascii_is_answered_not_raised() -> None:
    """helper-81: "é" as a crew move's token raised inside the refusal (compare_digest takes
    ASCII only) and ended the connection."""
    host = Host(None)
    game = host.new_game("act1", 2, seed=3)
    assert host.play(game, "crew", "é", {}, 2) == CREW_MOVED_FIRST
