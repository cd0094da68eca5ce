"""Every test keeps its saves and its AI Shark key in a folder of its own, never the user's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _private_save_and_key_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    # A MonkeyPatch of its own: a test's `monkeypatch.undo()` must not put the user's back.
    home = tmp_path_factory.mktemp("jaws-user")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JAWS_SAVE_DIR", str(home / "saves"))
        patch.setenv("JAWS_KEY_FILE", str(home / "config" / "ai-shark.key"))
        patch.setenv("XDG_DATA_HOME", str(home / "data"))
        patch.setenv("XDG_CONFIG_HOME", str(home / "config"))
        yield
