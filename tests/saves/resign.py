"""Re-sign an edited plain save the way a careful tamperer would (the checksum is no secret)."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def resign(document: dict[str, Any]) -> None:
    """Recompute `document`'s checksum: the body, and from format 3 on the whole header too."""
    covered: dict[str, Any] = {"log": document["log"], "snapshot": document["snapshot"]}
    if "notes" in document:
        covered["notes"] = document["notes"]
    if document["header"].get("format_version", 0) >= 3:
        covered["header"] = {k: v for k, v in document["header"].items() if k != "checksum"}
    canonical = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    document["header"]["checksum"] = hashlib.sha256(canonical.encode()).hexdigest()


def sealed_resign(document: dict[str, Any]) -> None:
    """Recompute a sealed save's checksum (header and sealed text), as a tamperer could."""
    covered = {
        "sealed": document["sealed"],
        "header": {k: v for k, v in document["header"].items() if k != "checksum"},
    }
    canonical = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    document["header"]["checksum"] = hashlib.sha256(canonical.encode()).hexdigest()
