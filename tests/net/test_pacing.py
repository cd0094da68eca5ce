"""Issue 14: the crew learns nothing from WHEN its frames arrive.

A Shark phase reaches the crew's and spectators' connections in one update, on a schedule its
hidden steps cannot move; meanwhile their moves are refused with one sentence throughout and a
connection (re)joining gets the phase's start. The host plays on a fake clock with a fake
scheduler here: nothing sleeps or times anything.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from jaws.bots import make_bot
from jaws.engine.actions import Action, action_to_data
from jaws.net.games import Client
from jaws.net.host import SHARKS_TURN, Host, HostedGame
from jaws.net.pacing import STICKY_LIMIT, release_at
from jaws.net.store import SeatCode, Store
from jaws.saves.seal import keyfile_seal
from tests.net.hosting import serving

PERIOD = 1.5
THINK = 0.2  # fake seconds each of the Shark's steps takes
TURN = re.compile(r'"turn":"[^"]*"')


class FakeHost:
    """A Host on fake time: `advance` moves the clock and runs what falls due."""

    def __init__(self, store: Store | None = None) -> None:
        self.now = 1000.0
        self.due: list[tuple[float, Callable[[], None]]] = []
        self.host = Host(store, phase_seconds=PERIOD)
        self.host.clock = lambda: self.now
        self.host.call_at = lambda at, callback: self.due.append((at, callback))
        self.received: dict[str, list[tuple[float, int, str]]] = {}
        self.host.outbox.write = self._write  # type: ignore[method-assign]

    def _write(self, ws: Any, text: str) -> None:
        self.received[ws].append((round(self.now, 9), len(text), TURN.sub('"turn":"T"', text)))

    def connect(self, game: HostedGame, seat: str, player: int, name: str) -> Client:
        code = next(c for c in game.codes if c.seat == seat)
        client = Client(name, SeatCode(code.code, seat, player))  # type: ignore[arg-type]
        self.received.setdefault(name, [])
        self.host.connect(game, client)
        self.host.outbox.flush()
        return client

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while True:
            ready = sorted((d for d in self.due if d[0] <= end), key=lambda d: d[0])
            if not ready:
                break
            self.due.remove(ready[0])
            self.now = max(self.now, ready[0][0])
            ready[0][1]()
        self.now = end

    def move(self, game: HostedGame, seat: str, action: Action, think: float = 0.0) -> None:
        self.advance(think)
        player = 1 if seat == "shark" else 2
        reason = self.host.play(game, seat, game.turn, action_to_data(action), player)
        assert reason is None, reason


def _kind(game: HostedGame, kind: str) -> Action:
    return next(a for a in game.session.legal_actions("shark") if a.kind == kind)


def _shark_phase(fake: FakeHost, game: HostedGame, detour: bool, start: bool) -> None:
    """One Shark phase: straight to the end of its turn, or a move taken back first."""
    if start:
        fake.move(game, "shark", game.session.legal_actions("shark")[0], THINK)
    if detour:
        fake.move(game, "shark", _kind(game, "shark_move"), THINK)
        fake.move(game, "shark", _kind(game, "shark_undo"), THINK)
    fake.move(game, "shark", _kind(game, "shark_end_turn"), THINK)


def _play(detour: bool) -> dict[str, list[tuple[float, int, str]]]:
    """Two Shark phases and the crew's turn between them; the crew's and a spectator's frames."""
    fake = FakeHost()
    game = fake.host.new_game("act1", 2, 5)
    fake.connect(game, "shark", 1, "shark")
    fake.connect(game, "crew", 2, "crew")
    fake.connect(game, "spectator", 0, "spectator")
    _shark_phase(fake, game, detour, start=True)
    fake.advance(1010.0 - fake.now)  # the crew moves once it has seen the phase (at 1001.5)
    assert game.session.whose_turn() == "crew"
    crew = make_bot("crew", "easy", 3)
    while game.session.whose_turn() == "crew":
        action = crew.choose(game.session.view("crew"), game.session.legal_actions("crew"))
        fake.move(game, "crew", action, 0.5)
    _shark_phase(fake, game, not detour, start=False)
    fake.advance(1100.0 - fake.now)
    return {seat: fake.received[seat] for seat in ("crew", "spectator")}


def test_the_crew_sees_the_same_frames_at_the_same_moments_however_many_steps_the_shark_took() -> (
    None
):
    straight, detour = _play(detour=False), _play(detour=True)
    for seat in ("crew", "spectator"):
        assert straight[seat] == detour[seat], seat
        # The first phase shows one period after the game began, in one frame.
        assert [t for t, _, _ in straight[seat]][:2] == [1000.0, 1000.0 + PERIOD]


def test_a_move_of_the_crew_is_refused_alike_all_through_a_held_phase() -> None:
    fake = FakeHost()
    game = fake.host.new_game("act1", 2, 5)
    crew = fake.connect(game, "crew", 2, "crew")
    token = game.public.turn  # the token in the crew's frame
    some_move = {"kind": "crew_move", "member": "brody", "to": "1"}
    answers = [fake.host.play(game, "crew", token, some_move, 2, crew)]
    fake.move(game, "shark", game.session.legal_actions("shark")[0], THINK)
    answers.append(fake.host.play(game, "crew", token, some_move, 2, crew))
    fake.move(game, "shark", _kind(game, "shark_end_turn"), THINK)
    assert game.session.whose_turn() == "crew"  # the phase is over, but not yet shown
    answers.append(fake.host.play(game, "crew", token, some_move, 2, crew))
    answers.append(fake.host.play(game, "crew", game.turn, some_move, 2, crew))
    assert answers == [SHARKS_TURN] * 4
    fake.advance(2 * PERIOD)  # the start shows after one period, the turn a period later
    shown = json.loads(_frames(fake, "crew")[-1])
    assert shown["legal"] and shown["view"]["to_move"] == "crew"
    assert game.public.turn == game.turn != token
    assert fake.host.play(game, "crew", game.turn, shown["legal"][0], 2, crew) is None


def test_a_crew_device_joining_during_a_held_phase_sees_the_phase_start() -> None:
    fake = FakeHost()
    game = fake.host.new_game("act1", 2, 5)
    fake.connect(game, "crew", 2, "early")
    fake.move(game, "shark", game.session.legal_actions("shark")[0], THINK)  # public events
    fake.move(game, "shark", _kind(game, "shark_end_turn"), THINK)
    fake.connect(game, "crew", 2, "late")
    assert fake.received["late"][0][1:] == fake.received["early"][0][1:]
    assert json.loads(_frames(fake, "late")[0])["events"] == []
    fake.advance(PERIOD)
    assert fake.received["late"][-1] == fake.received["early"][-1]


def test_a_game_resumed_in_a_shark_phase_shows_the_crew_its_start(tmp_path) -> None:
    store = Store(tmp_path / "host.db", keyfile_seal())
    first = FakeHost(store)
    game = first.host.new_game("act1", 2, 5)
    first.connect(game, "crew", 2, "fresh")
    first.move(game, "shark", game.session.legal_actions("shark")[0], THINK)  # public events
    first.move(game, "shark", _kind(game, "shark_move"), THINK)  # a secret step
    first.advance(PERIOD)  # the start is shown: the Shark's first turn has begun
    store.close()
    again = FakeHost(Store(tmp_path / "host.db", keyfile_seal()))
    (resumed,) = again.host.resume_all()
    assert resumed.session.state == game.session.state
    again.connect(resumed, "crew", 2, "back")
    back = json.loads(_frames(again, "back")[0])
    assert back["view"] == json.loads(_frames(first, "fresh")[-1])["view"]
    assert back["view"]["act1"]["round"] == 1
    kinds = [event["kind"] for event in back["events"]]
    assert kinds == ["round_started", "event_drawn", "swimmers_placed"]  # no secret step


def test_round_1s_event_reaches_the_crew_while_the_sharks_first_turn_goes_on() -> None:
    """Stop-37 playtest: on a crew device round 1's Event card came only with the end of the
    Shark's first turn, where every later round's came as its Shark turn began. The start is
    shown on the phase schedule; the turn after it is held anew."""
    fake = FakeHost()
    game = fake.host.new_game("act1", 2, 5)
    fake.connect(game, "crew", 2, "crew")
    fake.move(game, "shark", game.session.legal_actions("shark")[0], THINK)  # the start
    fake.move(game, "shark", _kind(game, "shark_move"), THINK)  # the turn goes on
    assert game.session.whose_turn() == "shark"
    fake.advance(PERIOD)  # one period after the game began: the start is shown
    shown = json.loads(_frames(fake, "crew")[-1])
    kinds = [event["kind"] for event in shown["events"]]
    assert "event_drawn" in kinds and "swimmers_placed" in kinds, kinds
    assert shown["view"]["act1"]["round"] == 1 and shown["view"]["to_move"] == "shark"
    assert "shark_moved" not in kinds and "shark_turn_ended" not in kinds
    seen = len(fake.received["crew"])
    fake.move(game, "shark", _kind(game, "shark_end_turn"), THINK)
    shown_at = 1000.0 + PERIOD  # the turn is held from the start's showing
    fake.advance(shown_at + PERIOD - 0.01 - fake.now)
    assert len(fake.received["crew"]) == seen
    fake.advance(0.02)
    assert json.loads(_frames(fake, "crew")[-1])["view"]["to_move"] == "crew"


def test_a_start_and_a_whole_quick_turn_show_one_period_apart() -> None:
    """A Shark that ends its first turn before its start shows: the crew sees the start one
    period after the game began, and the turn's end one period after that."""
    fake = FakeHost()
    game = fake.host.new_game("act1", 2, 5)
    fake.connect(game, "crew", 2, "crew")
    fake.move(game, "shark", game.session.legal_actions("shark")[0], THINK)
    fake.move(game, "shark", _kind(game, "shark_end_turn"), THINK)
    fake.advance(10.0)
    times = [t for t, _, text in fake.received["crew"] if '"type":"state"' in text]
    assert times == [1000.0, 1000.0 + PERIOD, 1000.0 + 2 * PERIOD]


def _frames(fake: FakeHost, name: str) -> list[str]:
    return [text for _, _, text in fake.received[name] if '"type":"state"' in text]


@pytest.mark.parametrize(
    ("started", "now", "slowest", "shown", "after"),
    [
        (0.0, 0.13, 0.0, PERIOD, 0.13),
        (0.0, 1.49, 0.0, PERIOD, 1.49),
        (0.0, 1.6, 0.0, 2 * PERIOD, 1.6),
        (0.0, 0.1, 3.2, 3 * PERIOD, 3.2),  # after one slow phase, quick ones show as long
        (0.0, 20.0, 0.0, 14 * PERIOD, STICKY_LIMIT),  # a person thinking: rounded up only
        (0.0, 0.1, STICKY_LIMIT, 4 * PERIOD, STICKY_LIMIT),
    ],
)
def test_a_phase_shows_after_whole_periods(
    started: float, now: float, slowest: float, shown: float, after: float
) -> None:
    at, slowest_after = release_at(started, now, PERIOD, slowest)
    assert at == pytest.approx(shown)
    assert slowest_after == pytest.approx(after)
    assert release_at(3.0, 3.4, 0.0, 0.0)[0] == 3.4  # pace 0: as soon as it ends


async def test_a_paced_game_over_the_loopback_plays_to_the_end() -> None:
    from jaws.net.client import BotClient
    from tests.net.hosting import code_of

    host = Host(None, phase_seconds=0.01)
    game = host.new_game("act1", 2, 44)
    async with serving(host) as url:
        seats = [BotClient(url, code_of(game, s), "easy", n) for n, s in enumerate(SEATS)]
        async with asyncio.timeout(60):
            results = await asyncio.gather(*(c.run() for c in seats))
    assert game.session.outcome is not None
    assert len({(r.winner, r.reason) for r in results}) == 1


SEATS = ("shark", "crew")
