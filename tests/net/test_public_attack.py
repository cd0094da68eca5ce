"""Act 2's Shark attack is public: a crew device sees each of its steps as it happens, as the
crew's screen does in one process. Held like a secret phase, the attack's hits and the
Shark's dive reached the crew only after the Shark had also chosen its next Resurface option
(stop-36 playtest of `jaws host`)."""

from __future__ import annotations

import json

from jaws.bots import make_bot
from jaws.engine.actions import action_to_data
from jaws.net.games import shark_in_secret
from jaws.net.host import HostedGame
from tests.net.test_pacing import FakeHost, _frames


def _to_the_sharks_attack(fake: FakeHost, game: HostedGame) -> None:
    """Easy bots play (on fake time, waiting out each held phase) until the Shark attacks."""
    bots = {seat: make_bot(seat, "easy", 7) for seat in ("shark", "crew")}
    for _ in range(400):
        state = game.session.state
        if state.act2 is not None and state.act2.phase == "shark_attack":
            return
        seat = game.session.whose_turn()
        assert seat is not None, "the game ended before the Shark attacked"
        action = bots[seat].choose(game.session.view(seat), game.session.legal_actions(seat))
        fake.advance(5.0)  # any held phase is shown by now
        player = 1 if seat == "shark" else 2
        turn = game.turn if seat == "shark" else game.public.turn
        reason = fake.host.play(game, seat, turn, action_to_data(action), player)
        assert reason is None, reason
    raise AssertionError("no Shark attack in 400 moves")


def test_the_sharks_attack_is_not_held_but_its_choice_is() -> None:
    fake = FakeHost()
    game = fake.host.new_game("act2", 2, 8)
    fake.connect(game, "shark", 1, "shark")
    fake.connect(game, "crew", 2, "crew")
    _to_the_sharks_attack(fake, game)
    fake.advance(5.0)
    assert not shark_in_secret(game.session.state)
    assert game.hold is None
    seen = len(_frames(fake, "crew"))
    legal = game.session.legal_actions("shark")
    attack = next(a for a in legal if a.kind in ("attack_boat", "attack_crew"))
    reason = fake.host.play(game, "shark", game.turn, action_to_data(attack), 1)
    assert reason is None, reason
    # At once, with no time passing: the crew's device is sent the attack.
    frames = _frames(fake, "crew")
    assert len(frames) > seen
    told = json.dumps(json.loads(frames[-1])["events"])
    assert "attack" in told.lower()


def test_the_next_resurface_choice_is_held_again() -> None:
    fake = FakeHost()
    game = fake.host.new_game("act2", 2, 8)
    fake.connect(game, "crew", 2, "crew")
    _to_the_sharks_attack(fake, game)
    attack_round = game.session.round
    bots = {seat: make_bot(seat, "easy", 7) for seat in ("shark", "crew")}
    while game.session.round == attack_round:
        seat = game.session.whose_turn()
        assert seat is not None, "the game ended in the attack's round"
        action = bots[seat].choose(game.session.view(seat), game.session.legal_actions(seat))
        player = 1 if seat == "shark" else 2
        turn = game.turn if seat == "shark" else game.public.turn
        assert fake.host.play(game, seat, turn, action_to_data(action), player) is None
    assert game.session.state.act2 is not None
    assert game.session.state.act2.phase == "choose"
    assert shark_in_secret(game.session.state)
    assert game.hold is not None
    # The crew is shown the new round's start (the attack's end) at once, then nothing until
    # the held choice is released.
    shown = json.loads(_frames(fake, "crew")[-1])
    assert shown["view"]["to_move"] == "shark"
