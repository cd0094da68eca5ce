"""Act 2 content: the Orca, boat tiles, dice, wound tracks and the three decks.

Placeholder while the Act 2 content is written: it loads nothing yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Act2Content:
    """Validated Act 2 data (to be filled in by the Act 2 content work)."""


def load_act2(root: Path) -> Act2Content:
    """Load the Act 2 files under `root/act2`; raises ContentError."""
    return Act2Content()
