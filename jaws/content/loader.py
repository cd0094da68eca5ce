"""Find the content folder, load every section and fingerprint it."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jaws.content.act1 import Act1Content, load_act1
from jaws.content.act2 import Act2Content, load_act2
from jaws.content.belief import load_belief
from jaws.content.errors import ContentError
from jaws.content.toml_io import read_bytes


@dataclass(frozen=True, eq=False)
class Content:
    """All game data, validated. `digest` fingerprints the files so saves can tell a change."""

    root: Path
    digest: str
    act1: Act1Content
    act2: Act2Content


def content_root() -> Path:
    """The content folder: $JAWS_CONTENT_DIR, the repository's content/, or the packaged copy."""
    override = os.environ.get("JAWS_CONTENT_DIR")
    if override:
        return Path(override)
    package = Path(__file__).resolve().parent.parent
    for candidate in (package.parent / "content", package / "_content"):
        if (candidate / "act1").is_dir():
            return candidate
    raise ContentError(f"no content folder found beside {package} (set JAWS_CONTENT_DIR)")


def _digest(root: Path) -> str:
    sha = hashlib.sha256()
    for path in sorted(root.rglob("*.toml")):
        sha.update(path.relative_to(root).as_posix().encode())
        sha.update(b"\0")
        sha.update(read_bytes(path))
        sha.update(b"\0")
    return sha.hexdigest()[:16]


def load_content(root: Path | None = None) -> Content:
    """Load and validate every content file; raises ContentError with a one-line message."""
    folder = root if root is not None else content_root()
    if not folder.is_dir():
        raise ContentError(f"{folder}: content folder not found")
    act1 = load_act1(folder)
    act2 = load_act2(folder)
    _check_hands_cover_the_track(folder, act1, act2)
    load_belief(folder)  # the overlay's Shark model: checked now, read when an overlay starts
    return Content(root=folder, digest=_digest(folder), act1=act1, act2=act2)


def _check_hands_cover_the_track(folder: Path, act1: Act1Content, act2: Act2Content) -> None:
    """A full game deals Act 2's hands from wherever Act 1 left the Swimmer Track."""
    top = act1.components.swimmer_track_max
    covered = {t for row in act2.components.hands for t in range(row.track_min, row.track_max + 1)}
    if not set(range(top + 1)) <= covered:
        raise ContentError(
            f"{folder / 'act2' / 'components.toml'}: hands rows must cover the Swimmer Track "
            f"up to act1 swimmer_track_max ({top})"
        )


@cache
def default_content() -> Content:
    """The shipped content, loaded once per process."""
    return load_content()
