"""`legal_actions` lists exactly the legal actions, in a stable order.

Every listed action is accepted; a sample of well-formed unlisted actions is refused with
IllegalAction and leaves the state as it was.
"""

from __future__ import annotations

import random
import shutil
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from jaws.content import content_root, default_content, load_content
from jaws.engine import IllegalAction, apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.state import GameState
from tests.helpers import a1_of, at_shark_phase, snapshot, stack_deck

CONTENT = default_content().act1
SPACES = tuple(s.id for s in CONTENT.board.spaces)
WATER = CONTENT.water_spaces
CREW = ("quint", "brody", "hooper")
POWERS = ("feeding_frenzy", "evasive_moves", "out_of_sight", "speed_burst")
KNOCKS: tuple[tuple[Any, ...], ...] = (
    (),
    ("quint",),
    ("hooper",),
    ("quint", "hooper"),
    ("hooper", "quint"),
    ("quint", "quint"),
)


def _walks(start: str, n: int) -> list[tuple[str, ...]]:
    paths: list[tuple[str, ...]] = [()]
    for _ in range(n):
        paths = [(*p, nxt) for p in paths for nxt in CONTENT.water_adj[p[-1] if p else start]]
    return paths


def universe(state: GameState) -> list[Any]:
    """Well-formed actions worth trying now, legal or not."""
    a1 = a1_of(state)
    out: list[Any] = [A.SharkStart(s) for s in SPACES]
    here = a1.plan.position if a1.plan is not None else (a1.shark_position or "1")
    paths = [(s,) for s in SPACES] + [p for n in (2, 3, 4) for p in _walks(here, n)]
    paths += [(a, b) for a, b in product(WATER[:4], WATER[:4])]
    out += [A.SharkMove(p, k) for p in paths for k in KNOCKS]
    out += [A.SharkEat(), A.SharkEat(michael=True), A.SharkEatAll(), A.SharkUndo()]
    out += [A.PlayPower(p) for p in POWERS] + [A.SharkEndTurn()]  # type: ignore[arg-type]
    out += [A.ChooseExtraAction(m) for m in CREW]  # type: ignore[arg-type]
    out += [A.ChooseBeach(s) for s in SPACES] + [A.ChooseDock(s) for s in SPACES]
    out += [A.HelicopterMove(None)] + [A.HelicopterMove(s) for s in SPACES]
    for m in CREW:
        start = a1.positions[m]
        out += [A.CrewMove(m, (s,)) for s in SPACES]  # type: ignore[arg-type]
        if start in CONTENT.water_adj:
            out += [A.CrewMove(m, p) for n in (2, 3) for p in _walks(start, n)]  # type: ignore[arg-type]
        out += [A.Rescue(m), A.Rescue(m, michael=True), A.EndCrewTurn(m)]  # type: ignore[arg-type]
        out += [
            A.PickUpBarrels(m, src, n)  # type: ignore[arg-type]
            for src in ("dock", "water", "hooper_boat", "shop")
            for n in range(0, 5)
        ]
    out += [A.ClimbAboard("quint"), A.ClimbAboard("hooper")]
    out += [A.DropBarrel(), A.GiveBarrels(), A.UseBinoculars(), A.UseFishFinder()]
    out += [A.LaunchBarrel(s) for s in SPACES] + [A.CloseBeach(s) for s in SPACES]
    return out


def _states(seed: int, mode: str = "act1", limit: int = 4000) -> list[GameState]:
    """The states of one random legal game (stopping before the act ends)."""
    chooser = random.Random(seed)
    state = new_game(mode, seed)  # type: ignore[arg-type]
    seen = []
    for _ in range(limit):
        seat = whose_turn(state)
        if seat is None or state.act != 1:
            break
        seen.append(state)
        moves = legal_actions(state, seat)
        choice = moves[chooser.randrange(len(moves))]
        if mode == "full":
            nxt = state.clone()
            from jaws.engine.act1.rules import apply_act1

            apply_act1(a1_of(nxt), choice, state.content.act1, nxt.rng)
            if a1_of(nxt).phase == "over":
                break
            state = nxt
        else:
            state, _ = apply(state, choice)
    return seen


@pytest.mark.parametrize(("seed", "mode"), [(1, "act1"), (2, "act1"), (3, "full")])
def test_every_listed_action_is_accepted_and_unlisted_ones_refused(seed: int, mode: str) -> None:
    rng = random.Random(seed)
    states = _states(seed, mode)
    assert len(states) > 50
    for state in states[:: max(1, len(states) // 60)]:
        seat = whose_turn(state)
        assert seat is not None
        listed = legal_actions(state, seat)
        assert listed, "a seat to move always has something to do"
        assert len(set(listed)) == len(listed), "no action listed twice"
        assert listed == legal_actions(snapshot(state), seat), "same state, same list"
        other = "crew" if seat == "shark" else "shark"
        assert legal_actions(state, other) == []
        before = snapshot(state)
        for action in listed:
            if mode == "act1":
                apply(state, action)
        assert state == before
        unlisted = [a for a in universe(state) if a not in set(listed)]
        for action in rng.sample(unlisted, min(40, len(unlisted))):
            with pytest.raises(IllegalAction):
                apply(state, action)
            assert state == before, action


def test_hooper_has_one_listed_move_per_route_the_rules_allow() -> None:
    state = at_shark_phase(shark="1")
    state, _ = apply(state, A.SharkEndTurn())
    listed = {a for a in legal_actions(state, "crew") if a.kind == "crew_move"}
    hooper = {a.path for a in listed if a.member == "hooper"}
    for path in (p for n in (1, 2) for p in _walks("5", n)):
        try:
            apply(state, A.CrewMove("hooper", path))
            accepted = True
        except IllegalAction:
            accepted = False
        assert accepted == (path in hooper), path


def test_legal_actions_order_is_stable_across_calls_and_copies() -> None:
    for state in _states(11)[::25]:
        seat = whose_turn(state)
        assert seat is not None
        first = legal_actions(state, seat)
        assert first == legal_actions(state, seat)
        assert first == legal_actions(state.clone(), seat)


def test_a_captain_who_cannot_afford_to_climb_may_end_the_turn_in_the_water(
    tmp_path: Path,
) -> None:
    # knock_in_climb_cost is a HOUSE value in content: with a cost above the action budget the
    # listed "end turn" must still be accepted, or the game would stall.
    root = tmp_path / "content"
    shutil.copytree(content_root(), root)
    components = root / "act1" / "components.toml"
    text = components.read_text(encoding="utf-8")
    components.write_text(
        text.replace("knock_in_climb_cost = 2", "knock_in_climb_cost = 5"), encoding="utf-8"
    )
    content = load_content(root)
    state = new_game("act1", 0, content)
    stack_deck(state, 1)
    state, _ = apply(state, A.SharkStart("1"))
    state, _ = apply(state, A.SharkMove(("5",), ("hooper",)))
    state, _ = apply(state, A.SharkEndTurn())
    hooper = [a for a in legal_actions(state, "crew") if getattr(a, "member", "") == "hooper"]
    assert hooper == [A.EndCrewTurn("hooper")]
    state, _ = apply(state, A.EndCrewTurn("hooper"))
    assert "hooper" in a1_of(state).done and "hooper" in a1_of(state).in_water
