"""Typed ids for the game's seats, viewers, crew members, spaces and zones, defined once.

Seats, viewers and crew members are closed sets, so they are Literal types. Spaces and zones
come from the content files (Amity's spaces are "1".."8", "N", "E", ...; the Orca's zones are
1..8), so they are named aliases: a signature says which kind of id it takes.
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

Seat = Literal["shark", "crew"]
Viewer = Literal["shark", "crew", "spectator"]
CrewMember = Literal["quint", "brody", "hooper"]
Captain = Literal["quint", "hooper"]

SpaceId: TypeAlias = str
ZoneId: TypeAlias = int

SEATS: Final[tuple[Seat, ...]] = ("shark", "crew")
VIEWERS: Final[tuple[Viewer, ...]] = ("shark", "crew", "spectator")
CREW: Final[tuple[CrewMember, ...]] = ("quint", "brody", "hooper")
CREW_NAMES: Final[dict[CrewMember, str]] = {"quint": "Quint", "brody": "Brody", "hooper": "Hooper"}
# Each crew member's initial: how the boards, the panels and the keys name him (Q, B, H).
CREW_INITIALS: Final[dict[str, str]] = {str(m): n[0] for m, n in CREW_NAMES.items()}
# Everyone who can be named in a log line: the crew and the Shark.
NAMES: Final[dict[str, str]] = {**{str(m): n for m, n in CREW_NAMES.items()}, "shark": "Shark"}

__all__ = [
    "CREW",
    "CREW_INITIALS",
    "CREW_NAMES",
    "NAMES",
    "SEATS",
    "VIEWERS",
    "Captain",
    "CrewMember",
    "Seat",
    "SpaceId",
    "Viewer",
    "ZoneId",
]
