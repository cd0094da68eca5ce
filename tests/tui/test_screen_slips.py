"""Issue 12's screen slips: the Shark's Power tokens listed twice, duplicate Ability cards
listed twice, a lone count wrapping on the barrel line, Power tokens out of sight at 100x30."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.content.loader import load_content
from jaws.session import GameSession
from jaws.tui.act2_scenes import act2_shark_panel
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from tests.tui.conftest import choose, dom_text, lift_curtain, screen_text
from tests.tui.players import busy_crew, hungry_shark, idle_crew, step


async def to_the_sharks_turn(pilot: Any) -> None:
    """Act 1 (seed 3): the Shark starts at N; on to its first turn."""
    await pilot.pause()
    await lift_curtain(pilot)
    await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "N")
    for _ in range(20):
        screen = pilot.app.screen
        if isinstance(screen, Act1Screen) and screen.seat == "shark":
            break
        await step(pilot, hungry_shark, idle_crew)
    await pilot.pause()


async def test_the_sharks_screen_lists_each_power_token_once(tmp_path: Path) -> None:
    content = load_content().act1
    app = JawsApp(mode="act1", seed=3, players=2, save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_sharks_turn(pilot)
        text = dom_text(app)
        for pid in app.session.view("shark").act1.powers_left:
            power = content.powers[pid]
            assert text.count(power.text) == 1, f"{power.name} is described twice"
        assert text.count("Power tokens") == 1


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_power_tokens_are_in_sight_on_a_small_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    content = load_content().act1
    app = JawsApp(mode="act1", seed=3, players=2, save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await to_the_sharks_turn(pilot)
        shown = " ".join(line[-(size[0] // 2) :].strip() for line in screen_text(app).splitlines())
        for pid in app.session.view("shark").act1.powers_left:
            first_word = content.powers[pid].name.split()[0]
            assert first_word in shown, f"{content.powers[pid].name} is out of sight at {size}"


def test_two_copies_of_an_ability_card_are_one_line() -> None:
    content = load_content()
    view = GameSession.new("act2", 8).view("shark").act2
    names = [content.act2.ability_of(card).name for card in view.hand]
    twice = next(name for name in names if names.count(name) == 2)
    text = act2_shark_panel(view, content).plain
    ability = next(
        content.act2.ability_of(c) for c in view.hand if content.act2.ability_of(c).name == twice
    )
    # Named once in the hand's line, with its count, and its text told once below.
    assert f"{twice} \u00d72" in text.splitlines()[1]
    assert text.count(ability.text) == 1
    assert text.count(twice) == 2


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_no_count_wraps_onto_a_line_of_its_own(tmp_path: Path, size: tuple[int, int]) -> None:
    app = JawsApp(mode="act1", seed=3, players=4, save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "E")
        for _ in range(60):
            screen = pilot.app.screen
            view = app.session.view("crew").act1
            if isinstance(screen, Act1Screen) and screen.seat == "crew" and view.phase == "crew":
                break
            await step(pilot, hungry_shark, busy_crew)
        await pilot.pause()
        side = [line.split("│")[-1].strip(" ▁▂▃▄▅▆▇█") for line in screen_text(app).splitlines()]
        assert not [line for line in side if line.isdigit()], side
        if size == (120, 40):  # the slip's size: the whole barrel line is in sight there
            assert any("Brody 0" in line or "Brody 1" in line for line in side)
