"""The network tests play at full speed: a Shark phase reaches the crew as soon as it ends (the
host's pace is 0). tests/net/test_pacing.py plays the real schedule on a fake clock."""

from __future__ import annotations

import pytest

from jaws.net.host import Host


@pytest.fixture(autouse=True)
def _no_shark_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Host, "phase_seconds", 0.0)
