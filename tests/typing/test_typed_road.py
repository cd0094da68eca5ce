"""Issue 10, step 1: actions, events, the game's end and the ids are typed, and defined once."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, get_args

import pytest

from jaws import ids
from jaws.engine import IllegalAction, apply, core, new_game
from jaws.engine import actions as engine_actions
from jaws.engine.act1 import events as act1_events
from jaws.engine.act2 import attack_events
from jaws.engine.act2 import events as act2_events
from jaws.engine.event_base import GameEvent
from jaws.engine.events import Event
from jaws.engine.outcome import Outcome, Termination
from jaws.saves.format import snapshot_of, state_from_snapshot

JAWS = Path(__file__).resolve().parents[2] / "jaws"


def test_the_engine_entry_points_use_the_real_action_and_event_unions() -> None:
    assert core.Action is engine_actions.Action
    assert core.Event is Event
    assert set(get_args(Event)) >= set(get_args(act1_events.Act1Event))


def _event_classes() -> set[type]:
    found: set[type] = set()
    for module in (act1_events, act2_events, attack_events):
        for value in vars(module).values():
            if isinstance(value, type) and "kind" in getattr(value, "__dataclass_fields__", {}):
                found.add(value)
    return found


def test_every_event_is_in_the_union_and_declares_its_audience_on_the_base() -> None:
    classes = _event_classes()
    assert len(classes) > 40
    assert classes == set(get_args(Event))
    for cls in classes:
        assert issubclass(cls, GameEvent), cls
        assert cls.audience in ("all", "shark"), cls


def test_an_event_that_forgets_its_audience_is_shown_to_nobody() -> None:
    from jaws.views import can_see

    @dataclass(frozen=True, slots=True)
    class Forgetful(GameEvent):
        kind: str = "forgetful"

    @dataclass(frozen=True, slots=True)
    class Private(GameEvent):
        kind: str = "private"
        audience: ClassVar[str] = "shark"  # type: ignore[assignment,misc]

    assert not can_see(Forgetful(), "crew") and not can_see(Forgetful(), "shark")
    assert can_see(Private(), "shark") and not can_see(Private(), "crew")


@dataclass(frozen=True)
class _Impostor:
    """Looks like an Act 1 action by its kind and seat, but is not one."""

    kind: str = "shark_start"
    seat: ClassVar[str] = "shark"
    space: str = "1"


def test_an_impostor_with_an_act1_kind_is_refused_as_not_an_action() -> None:
    state = new_game("act1", 3)
    with pytest.raises(IllegalAction, match="not an action of this game"):
        apply(state, _Impostor())  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("termination", "count", "text"),
    [
        (Termination.SWIMMER_TRACK, 7, "the Shark ate its way to 7 on the Swimmer Track"),
        (Termination.BARRELS, 2, "the crew attached 2 barrels to the Shark"),
        (Termination.SHARK_WOUND_TRACK_FULL, None, "the Shark's Wound Track is full"),
        (Termination.CREW_ELIMINATED, None, "all three crew members are eliminated"),
        (Termination.ORCA_DESTROYED, None, "the Orca is destroyed"),
    ],
)
def test_each_termination_has_its_sentence_and_parses_back(
    termination: Termination, count: int | None, text: str
) -> None:
    outcome = Outcome("shark", termination, act=1, count=count)
    assert outcome.reason == text
    assert Termination.parse(text) == (termination, count)


def test_a_termination_refuses_a_missing_or_extra_count_and_an_unknown_sentence() -> None:
    with pytest.raises(ValueError):
        Outcome("shark", Termination.SWIMMER_TRACK, act=1)
    with pytest.raises(ValueError):
        Outcome("crew", Termination.ORCA_DESTROYED, act=2, count=3)
    with pytest.raises(ValueError, match="unknown game-end reason"):
        Termination.parse("the Shark got bored")


def test_a_finished_game_has_a_typed_outcome_saved_as_its_sentence() -> None:
    import json

    from jaws.session import GameSession

    golden = json.loads((JAWS.parent / "tests" / "golden" / "act1-2020.json").read_text())
    actions = engine_actions.actions_from_data(golden["log"])
    session = GameSession.replay("act1", golden["seed"], actions, players=golden["players"])
    outcome = session.outcome
    assert outcome is not None and isinstance(outcome.termination, Termination)
    snapshot = snapshot_of(session.state)
    assert snapshot["outcome"] == {"winner": outcome.winner, "reason": outcome.reason, "act": 1}
    again = state_from_snapshot(snapshot, session.state.content)
    assert again.outcome == outcome


def test_a_snapshot_with_an_unknown_reason_is_refused_in_one_line() -> None:
    state = new_game("act1", 1)
    snapshot = snapshot_of(state)
    snapshot["outcome"] = {"winner": "shark", "reason": "it rained", "act": 1}
    with pytest.raises(ValueError, match="outcome is malformed") as caught:
        state_from_snapshot(snapshot, state.content)
    assert "\n" not in str(caught.value)


def _literal_hits(pattern: str) -> list[str]:
    hits = []
    for path in sorted(JAWS.rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(pattern, line):
                hits.append(f"{path.relative_to(JAWS)}:{number}")
    return hits


def test_the_crew_list_and_the_name_map_are_written_once_in_ids() -> None:
    assert _literal_hits(r'\(\s*"quint",\s*"brody",\s*"hooper"\s*\)') == ["ids.py:22"]
    assert _literal_hits(r'"quint":\s*"Quint"') == ["ids.py:23"]
    assert ids.NAMES == {"shark": "Shark", "quint": "Quint", "brody": "Brody", "hooper": "Hooper"}
    assert list(ids.CREW_NAMES) == list(ids.CREW)
