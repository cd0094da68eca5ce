"""How a game ends: the winner and a typed termination, each with the sentence players read.

Like python-chess's `Termination`: the reason is an enum member, never a free string. Two of the
sentences name a number (how far the Swimmer Track got, how many barrels were attached), which
comes from the game; `Outcome.reason` is the finished sentence.

A save stores an outcome as {"winner", "reason", "act"} with the finished sentence, as it
always has, so older saves still load and compare equal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import TypedDict

from pydantic import GetCoreSchemaHandler
from pydantic_core import core_schema

from jaws.ids import Seat


class Termination(Enum):
    """Why the game ended. Each member's value is its sentence ({count} filled in by Outcome)."""

    SWIMMER_TRACK = "the Shark ate its way to {count} on the Swimmer Track"
    BARRELS = "the crew attached {count} barrels to the Shark"
    SHARK_WOUND_TRACK_FULL = "the Shark's Wound Track is full"
    CREW_ELIMINATED = "all three crew members are eliminated"
    ORCA_DESTROYED = "the Orca is destroyed"

    @property
    def counted(self) -> bool:
        """Whether the sentence names a number."""
        return "{count}" in self.value

    def sentence(self, count: int | None = None) -> str:
        """The sentence players read; raises ValueError if the number is missing or extra."""
        if self.counted != (count is not None):
            raise ValueError(f"{self.name} {'needs' if self.counted else 'takes no'} count")
        return self.value.format(count=count)

    @classmethod
    def parse(cls, text: str) -> tuple[Termination, int | None]:
        """The member (and number) a finished sentence was made from; raises ValueError."""
        for member in cls:
            pattern = re.escape(member.value).replace(re.escape("{count}"), r"(\d+)")
            found = re.fullmatch(pattern, text)
            if found is not None:
                return member, int(found.group(1)) if member.counted else None
        raise ValueError(f"unknown game-end reason {text!r}")


class OutcomeData(TypedDict):
    """An Outcome as saves and logs hold it: the reason as its sentence."""

    winner: Seat
    reason: str
    act: int


@dataclass(frozen=True)
class Outcome:
    """The end of the game: who won, why (typed), in which act, and the number the why names."""

    winner: Seat
    termination: Termination
    act: int
    count: int | None = None

    def __post_init__(self) -> None:
        self.termination.sentence(self.count)  # refuses a count the sentence does not take

    @property
    def reason(self) -> str:
        """Why the game ended, as players read it."""
        return self.termination.sentence(self.count)

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: object, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        fields = core_schema.typed_dict_schema(
            {
                "winner": core_schema.typed_dict_field(
                    core_schema.literal_schema(["shark", "crew"])
                ),
                "reason": core_schema.typed_dict_field(core_schema.str_schema()),
                "act": core_schema.typed_dict_field(core_schema.int_schema()),
            },
            extra_behavior="forbid",
        )
        return core_schema.no_info_after_validator_function(
            cls._from_data,
            fields,
            serialization=core_schema.plain_serializer_function_ser_schema(cls._to_data),
        )

    @classmethod
    def _from_data(cls, data: OutcomeData) -> Outcome:
        termination, count = Termination.parse(data["reason"])
        return cls(data["winner"], termination, data["act"], count)

    def _to_data(self) -> OutcomeData:
        return {"winner": self.winner, "reason": self.reason, "act": self.act}


__all__ = ["Outcome", "Termination"]
