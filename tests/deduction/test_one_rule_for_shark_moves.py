"""Issue 10, step 3: the deduction expands Shark turns with the engine's own movement rules.

Speed Burst's walk and the knock-in choices used to be written in legal.py and again in
deduction.py; now both call jaws.engine.act1.shark_moves, so changing the rule there changes
what the Shark may do and what the crew deduces alike.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from jaws.content import default_content
from jaws.deduction import turns
from jaws.deduction.model import TurnContext
from jaws.engine import apply, legal_actions
from jaws.engine.act1 import actions as A
from jaws.engine.act1 import legal as engine_legal
from jaws.engine.act1 import shark_moves
from tests.helpers import at_shark_phase

JAWS = Path(__file__).resolve().parents[2] / "jaws"


def _context(position_round: int = 1) -> TurnContext:
    return TurnContext(position_round, (), None, frozenset(), (), 3, False, 0, 7)


def test_the_deduction_and_legal_actions_follow_one_changed_walk_rule(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    content = default_content().act1
    calls: list[str] = []
    original = shark_moves.shark_walks

    def one_step_only(
        content: object, here: str, power: str | None, used: bool
    ) -> Iterator[tuple[str, ...]]:
        calls.append("walk")
        return (p for p in original(content, here, power, used) if len(p) == 1)  # type: ignore[arg-type]

    monkeypatch.setattr(turns, "shark_walks", one_step_only)
    monkeypatch.setattr(engine_legal, "shark_walks", one_step_only)
    outcomes = turns.turn_outcomes("1", ["speed_burst"], _context(), content)
    assert calls, "the deduction did not use the engine's walk rule"
    burst = [o for o in outcomes if o.power == "speed_burst"]
    assert burst and all(len(getattr(step, "path", ())) <= 1 for o in burst for step in o.steps)
    calls.clear()
    state, _ = apply(at_shark_phase(shark="1"), A.make_play_power("speed_burst"))
    legal = legal_actions(state, "shark")
    assert calls, "legal_actions did not use the engine's walk rule"
    assert all(len(getattr(a, "path", ())) <= 1 for a in legal)


def test_unchanged_both_offer_the_same_speed_burst_walks() -> None:
    content = default_content().act1
    state, _ = apply(at_shark_phase(shark="1"), A.make_play_power("speed_burst"))
    legal_paths = {a.path for a in legal_actions(state, "shark") if isinstance(a, A.SharkMove)}
    assert any(len(p) == 3 for p in legal_paths)
    outcomes = turns.turn_outcomes("1", ["speed_burst"], _context(), content)
    burst = [o for o in outcomes if o.power == "speed_burst" and len(o.steps) > 1]
    first_moves = {o.steps[1].path for o in burst if isinstance(o.steps[1], A.SharkMove)}
    assert first_moves and first_moves <= legal_paths


def test_no_deduction_module_is_long_and_no_function_passes_60_lines() -> None:
    for path in sorted((JAWS / "deduction").glob("*.py")):
        text = path.read_text()
        assert len(text.splitlines()) < 400, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                assert length <= 60, f"{path.name}:{node.name} has {length} lines"
