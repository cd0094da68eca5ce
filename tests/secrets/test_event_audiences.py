"""Events: every kind says who may see it, and the crew's log holds only public ones.

`visible_events` treats an event without an `audience` as public, so a new event class that
forgot to declare one would reach the crew: every event class must declare it.
"""

from __future__ import annotations

import dataclasses
import inspect
import random
from types import ModuleType

import pytest

from jaws.engine.act1 import events as act1_events
from jaws.engine.act2 import attack_events
from jaws.engine.act2 import events as act2_events
from jaws.session import GameSession
from tests.saves.playout import play_randomly

SHARK_ONLY = {
    "shark_started",
    "shark_planned",
    "power_revealed",
    "ability_hand_dealt",
    "shark_choice_made",
}


def _event_classes(module: ModuleType) -> list[type]:
    return [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if dataclasses.is_dataclass(cls) and "kind" in {f.name for f in dataclasses.fields(cls)}
    ]


def _kind(cls: type) -> str:
    return next(f.default for f in dataclasses.fields(cls) if f.name == "kind")  # type: ignore[return-value]


@pytest.mark.parametrize("module", [act1_events, act2_events, attack_events])
def test_every_event_class_declares_its_audience(module: ModuleType) -> None:
    classes = _event_classes(module)
    assert len(classes) >= 10
    for cls in classes:
        assert "audience" in vars(cls), f"{cls.__name__} does not say who may see it"
        assert cls.audience in ("all", "shark"), cls.__name__  # type: ignore[attr-defined]


def test_the_shark_only_events_are_exactly_the_secret_ones() -> None:
    classes = [
        cls
        for module in (act1_events, act2_events, attack_events)
        for cls in _event_classes(module)
    ]
    private = {_kind(cls) for cls in classes if cls.audience == "shark"}  # type: ignore[attr-defined]
    assert private == SHARK_ONLY


@pytest.mark.parametrize(("mode", "seed"), [("act1", 21), ("full", 22), ("act2", 23), ("full", 24)])
def test_the_crew_log_is_every_public_event_and_nothing_else(mode: str, seed: int) -> None:
    session = GameSession.new(mode, seed)  # type: ignore[arg-type]
    play_randomly(session, random.Random(seed), 900)
    every = [event for entry in session.log for event in entry.events]
    assert {e.kind for e in every} & SHARK_ONLY, "the game must have had secret events"
    public = [event for event in every if event.audience == "all"]
    for viewer in ("crew", "spectator"):
        seen = session.events_for(viewer)
        assert seen == public
        assert not {e.kind for e in seen} & SHARK_ONLY
        assert all(str(e) for e in seen)
    assert session.events_for("shark") == every


def test_an_event_without_a_declared_audience_is_shown_to_nobody() -> None:
    from jaws.views import can_see

    class Undeclared:
        pass

    assert not can_see(Undeclared(), "crew")
    assert not can_see(Undeclared(), "shark")
    assert not can_see(Undeclared(), "spectator")
