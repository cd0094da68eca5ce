"""jaws.engine.memo.by_identity: one value per argument object, never per equal look-alike."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from jaws.engine import memo
from jaws.engine.act1 import actions as A


def _recording_text() -> tuple[Callable[[object], str], list[object]]:
    """`str`, remembered by identity, and the list of the objects it was worked out for."""
    calls: list[object] = []

    @memo.by_identity
    def text(action: object) -> str:
        calls.append(action)
        return str(action)

    return text, calls


def test_the_same_object_is_worked_out_once() -> None:
    text, calls = _recording_text()
    move = A.make_crew_move("quint", ("W1",))
    assert text(move) == text(move) == str(move)
    assert calls == [move]


def test_an_equal_but_distinct_object_is_worked_out_again() -> None:
    text, calls = _recording_text()
    first, second = A.CrewMove("quint", ("W1",)), A.CrewMove("quint", ("W1",))
    assert first == second and first is not second
    text(first)
    text(second)
    assert len(calls) == 2


def test_a_full_memo_starts_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memo, "LIMIT", 2)
    calls: list[int] = []

    @memo.by_identity
    def double(box: list[int]) -> int:
        calls.append(box[0])
        return 2 * box[0]

    boxes = [[1], [2], [3]]
    assert [double(b) for b in boxes] == [2, 4, 6]
    assert double(boxes[2]) == 6 and calls == [1, 2, 3]
    assert double(boxes[0]) == 2 and calls == [1, 2, 3, 1]
