"""Events get a faster `__init__` (jaws.engine.event_base.quick_init): it must take the very
parameters the dataclass's own did, and leave the events frozen, equal and hashable as before."""

from __future__ import annotations

import dataclasses
import inspect
from typing import get_args

import pytest

from jaws.engine.act1 import events as act1_events
from jaws.engine.act2 import events as act2_events
from jaws.engine.event_base import quick_init

CLASSES = [*get_args(act1_events.Act1Event), *get_args(act2_events.Act2Event)]
CLASSES.append(act2_events.OptionShown)


def _expected_parameters(cls: type) -> list[tuple[str, object]]:
    return [(f.name, f.default) for f in dataclasses.fields(cls)]


def _parameters(cls: type) -> list[tuple[str, object]]:
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    return [
        (p.name, dataclasses.MISSING if p.default is inspect.Parameter.empty else p.default)
        for p in params
    ]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_an_event_takes_its_fields_in_order_with_their_defaults(cls: type) -> None:
    assert _parameters(cls) == _expected_parameters(cls)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_an_event_is_frozen_equal_and_hashable(cls: type) -> None:
    values = {
        f.name: f"value-{i}"
        for i, f in enumerate(dataclasses.fields(cls))
        if f.default is dataclasses.MISSING
    }
    event = cls(**values)
    twin = cls(**values)
    assert event == twin and hash(event) == hash(twin)
    for name, value in values.items():
        assert getattr(event, name) == value
    name = dataclasses.fields(cls)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(event, name, "changed")


def test_only_frozen_slotted_dataclasses_are_sped_up() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        value: int

    @dataclasses.dataclass(slots=True)
    class NotFrozen:
        value: int

    for cls in (NoSlots, NotFrozen):
        with pytest.raises(TypeError):
            quick_init([cls])
