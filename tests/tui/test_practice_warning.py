"""Helper-47: with "--seed 52" typed in front of the table, a crew player dealt the same seed
in another window and read the Shark's Act 2 hand there. Nothing at the table said a typed
seed makes a practice game. A game started with a typed seed and a crew of people says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.tui.app import PRACTICE_WARNING, JawsApp
from tests.tui.conftest import wait_for


def warned(app: Any) -> bool:
    return any(n.message == PRACTICE_WARNING for n in app._notifications)


async def test_a_typed_seed_is_said_to_make_a_practice_game(save_dir: Path) -> None:
    app: Any = JawsApp(mode="act1", seed=52, players=3, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await wait_for(pilot, lambda: warned(app))
        assert "whoever knows its seed can deal the Shark's cards" in PRACTICE_WARNING


@pytest.mark.parametrize(
    "options", [{"seed": None}, {"seed": 52, "ai": {"crew": "easy"}}], ids=["no seed", "ai crew"]
)
async def test_no_warning_without_a_seed_or_a_crew_of_people(
    options: dict[str, Any], save_dir: Path
) -> None:
    app: Any = JawsApp(mode="act1", players=2, save_dir=save_dir, **options)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.session is not None
        assert not warned(app)
