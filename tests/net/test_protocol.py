"""The wire protocol: views survive the wire unchanged; a bad message is one line, never a crash."""

from __future__ import annotations

import json

import pytest

from jaws.bots import make_bot
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.engine.actions import action_to_data
from jaws.net import protocol
from jaws.net.protocol import Act, Hello, ProtocolError, StateMessage
from jaws.views import VIEWERS, view_for


@pytest.mark.parametrize("mode", ["act1", "act2", "full"])
def test_every_view_of_a_whole_game_comes_back_from_the_wire_equal(mode: str) -> None:
    state = new_game(mode, 11)  # type: ignore[arg-type]
    bots = {side: make_bot(side, "easy", n) for n, side in enumerate(("shark", "crew"))}
    steps = 0
    while state.outcome is None and steps < 2000:
        for viewer in VIEWERS:
            view = view_for(state, viewer)
            text = json.dumps(protocol.encode_view(view))
            assert protocol.decode_view(json.loads(text)) == view
        seat = whose_turn(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        frame = protocol.state(str(steps), view_for(state, seat), [], legal)
        assert len(frame) < protocol.MAX_FRAME
        message = protocol.parse_host(frame)
        assert isinstance(message, StateMessage)
        assert protocol.decode_view(message.view) == view_for(state, seat)
        decoded = [protocol.decode_action(a) for a in message.legal]
        assert decoded == list(legal)
        state, events = apply(state, bots[seat].choose(view_for(state, seat), legal))
        for event in events:
            assert protocol.decode_event(protocol.encode_event(event)) == event
        steps += 1
    assert state.outcome is not None


def test_client_messages_parse() -> None:
    assert protocol.parse_client(protocol.hello("abc")) == Hello(v=1, type="hello", code="abc")
    action = legal_actions(new_game("act1", 1), "shark")[0]
    message = protocol.parse_client(protocol.act("t0", action))
    assert isinstance(message, Act)
    assert protocol.decode_action(message.action) == action


GOOD_ACT = {"v": 1, "type": "act", "turn": "t0", "action": {"kind": "shark_end_turn"}}


@pytest.mark.parametrize(
    ("frame", "garbage", "words"),
    [
        (b"\x00\x01", True, "binary"),
        ("{not json", True, "not JSON"),
        ("x" * (protocol.MAX_CLIENT_FRAME + 1), True, "longer"),
        ("[]", False, "bad message"),
        (json.dumps({**GOOD_ACT, "v": 2}), False, "version"),
        (json.dumps({**GOOD_ACT, "extra": 1}), False, "extra"),
        (json.dumps({**GOOD_ACT, "turn": ""}), False, "turn"),
        (json.dumps({**GOOD_ACT, "type": "shout"}), False, "bad message"),
        (json.dumps({"v": 1, "type": "hello", "code": ""}), False, "code"),
    ],
)
def test_a_bad_client_message_is_one_line(frame: str | bytes, garbage: bool, words: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        protocol.parse_client(frame)
    text = str(caught.value)
    assert words in text
    assert "\n" not in text
    assert caught.value.garbage is garbage


def test_an_action_of_no_kind_is_refused_in_one_line() -> None:
    with pytest.raises(ProtocolError, match="not an action of this game") as caught:
        protocol.decode_action({"kind": "teleport"})
    assert "\n" not in str(caught.value)
    bad = action_to_data(legal_actions(new_game("act1", 1), "shark")[0]) | {"space": 10**9}
    with pytest.raises(ProtocolError):
        protocol.decode_action(bad)
