"""Small fixes found by playing the app as a new table would."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from jaws.session import GameSession, SeatControl
from jaws.tui.screens.handoff import HandOffScreen
from tests.tui.conftest import (
    SIZE,
    dom_text,
    highlight_title_choice,
    lift_curtain,
    new_app,
    screen_text,
    wait_for,
)
from tests.tui.players import (
    hungry_shark,
    idle_crew,
    plain_shark_act2,
    steady_crew_act2,
    step,
    step_act2,
)


async def test_act2_shark_curtain_names_act2_secrets_not_act1_ones(save_dir: Path) -> None:
    app = new_app("act2", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(80):
            screen = app.screen
            if isinstance(screen, HandOffScreen) and screen.seat == "shark":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        text = screen_text(app)
        assert "SHARK's turn" in text
        assert "Ability cards" in text and "Resurface choice" in text
        assert "Power tokens" not in text and "position" not in text


async def test_act1_shark_curtain_still_names_act1_secrets(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        screen = app.screen
        assert isinstance(screen, HandOffScreen) and screen.seat == "shark"
        assert "Power tokens" in screen_text(app)


async def shark_choosing_screen_text(
    save_dir: Path, size: tuple[int, int]
) -> tuple[str, list[str]]:
    """What the Shark sees, without scrolling, when it first chooses where to resurface."""
    from jaws.tui.screens.act2 import Act2Screen

    app = new_app("act2", 7, save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(80):
            screen = app.screen
            if isinstance(screen, Act2Screen) and screen.seat == "shark":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        assert await wait_for(pilot, lambda: "Your Ability cards" in dom_text(app))
        await pilot.pause()
        hand = app.session.view("shark").act2.hand
        names = [app.content.act2.ability_of(card).name for card in hand]
        return screen_text(app), names


@pytest.mark.parametrize("size", [SIZE, (100, 30)])
async def test_the_shark_sees_its_ability_cards_without_scrolling(
    save_dir: Path, size: tuple[int, int]
) -> None:
    text, names = await shark_choosing_screen_text(save_dir, size)
    assert "Your Ability cards" in text
    # The first card's name and what it does are on screen (the menu only names the cards).
    # (Two copies read "Big Mouth", the times sign, "2:".)
    described = re.compile(rf"{names[0]}( \u00d7\d)?: ")
    info_lines = [line for line in text.splitlines() if described.search(line)]
    assert info_lines, f"{names[0]} is not described on the Shark's screen"


@pytest.mark.parametrize("size", [SIZE, (100, 30)])
async def test_the_orca_legend_is_shown_whole(save_dir: Path, size: tuple[int, int]) -> None:
    from jaws.tui.act2_scenes import orca_legend
    from jaws.tui.screens.act2 import Act2Screen

    app = new_app("act2", 1, save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(20):
            if isinstance(app.screen, Act2Screen):
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        assert await wait_for(pilot, lambda: "hits damage it" in screen_text(app))
        text = screen_text(app)
        # (The Chum's mark is explained only in a game with a Chum in it.)
        for line in orca_legend(app.screen.legend_has_chum).splitlines():
            assert line in text, f"legend cut off: {line!r}"
        # The tile numbers and the swimmer mark are explained.
        assert "dmg N/sink M" in text and '"Q swim" in water' in text
        # The key is read against the tiles: "dmg 1/sink 3" (stop-30 playtest: its example,
        # "dmg 2/sink 4", matched no tile).
        assert "dmg 2/sink 4" not in text


def test_the_orca_legend_gives_the_reach_mark_as_a_form() -> None:
    """ "▸W5 in reach" read as W5 being in reach now (helper-62): the mark is given with a
    placeholder, as "dmg N/sink M" is, and every line still fits the legend's 51 columns."""
    from jaws.tui.act2_scenes import ORCA_LEGEND, orca_legend

    assert "▸W5" not in ORCA_LEGEND
    assert "▸X: X is in reach" in ORCA_LEGEND
    for chum in (False, True):
        assert all(len(line) <= 51 for line in orca_legend(chum, "A").splitlines())


async def test_enter_in_the_seed_field_starts_the_game(save_dir: Path) -> None:
    from textual.widgets import Input

    from jaws.tui.app import JawsApp
    from jaws.tui.screens.title import NewGameScreen

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "act1")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen))
        app.screen.query_one("#seed", Input).focus()
        await pilot.press("4", "2", "enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert app.session is not None and app.session.seed == 42


async def test_the_seed_field_says_a_seed_deals_the_secrets(save_dir: Path) -> None:
    """Issue 11.5: whoever types a seed in view of the table is told it is a practice game."""
    from jaws.tui.app import JawsApp
    from jaws.tui.screens.title import NewGameScreen

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "act1")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Practice seed" in text and "seeds deal secrets" in text


def hard_shark_game_after_round_one(seed: int) -> GameSession:
    """An Act 1 game with a hard AI Shark, played (without the UI) into round 2, as a resumed
    save would hand it to a fresh app."""
    from jaws.bots import make_bot

    session = GameSession.new("act1", seed, seats={"shark": SeatControl("bot", "hard")})
    bot = make_bot("shark", "hard", seed=seed)
    for _ in range(400):
        seat = session.whose_turn()
        assert seat is not None
        if session.view("crew").act1.round >= 2 and seat == "crew":
            return session
        legal = session.legal_actions(seat)
        view = session.view(seat)
        session.submit(bot.choose(view, legal) if seat == "shark" else idle_crew(view, legal))
    raise AssertionError("round 2 never came")


async def test_a_resumed_hard_ai_shark_keeps_playing_its_seat(save_dir: Path) -> None:
    from jaws.tui.app import JawsApp
    from jaws.tui.screens.act1 import Act1Screen
    from jaws.tui.table_moments import MomentCard

    session = hard_shark_game_after_round_one(5)
    app = JawsApp(save_dir=save_dir)
    app.bot_pace = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)  # a fresh app: its bot never saw round 1
        for _ in range(200):
            await pilot.pause()
            if session.view("crew").act1.round >= 4 or session.outcome is not None:
                break
            screen = app.screen
            # The seat is never handed to a person: no Shark screen, no Shark curtain.
            assert session.is_bot("shark")
            assert not (isinstance(screen, Act1Screen) and screen.seat == "shark")
            assert not (isinstance(screen, HandOffScreen) and screen.seat == "shark")
            if isinstance(screen, HandOffScreen):
                await lift_curtain(pilot)
            # The AI Shark's announcement card, or the crew's turn.
            elif isinstance(screen, MomentCard) or (
                isinstance(screen, Act1Screen) and session.whose_turn() == "crew"
            ):
                await step(pilot, hungry_shark, idle_crew)
            else:
                await pilot.pause(0.05)
        assert session.view("crew").act1.round >= 4 or session.outcome is not None


async def test_the_form_says_who_plays_the_shark(save_dir: Path) -> None:
    from textual.widgets import Select, Static

    from jaws.tui.app import JawsApp
    from jaws.tui.screens.title import NewGameScreen

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "full")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen))
        form = app.screen
        note = form.query_one("#problem", Static)
        assert "Player 1 is the Shark" in str(note.render())
        form.query_one("#seat-shark", Select).value = "bot:hard"
        assert await wait_for(pilot, lambda: "AI plays the Shark" in str(note.render()))
        form.query_one("#seat-shark", Select).value = "human"
        assert await wait_for(pilot, lambda: "Player 1 is the Shark" in str(note.render()))


def test_gear_is_labelled_with_the_rulebook_words() -> None:
    from jaws.content import default_content
    from jaws.tui.act2_scenes import act2_status

    session = GameSession.new("act2", 8)
    text = act2_status(session.view("crew").act2, default_content(), []).plain
    assert "Machete (melee)" in text and "Service Pistol (firearm)" in text
    assert "(mel)" not in text and "(fir)" not in text


async def test_the_crew_curtain_says_the_shark_screen_was_cleared_only_after_one(
    save_dir: Path,
) -> None:
    app = new_app("act2", 7, save_dir)
    curtains: list[tuple[str, str]] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(80):
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                curtains.append((screen.seat, screen_text(app)))
                if len(curtains) == 3:
                    break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
    # Act 2 opens with the crew (no Shark screen yet), then the Shark, then the crew again.
    assert [seat for seat, _ in curtains] == ["crew", "shark", "crew"]
    assert "has been cleared" not in curtains[0][1]
    assert "has been cleared" in curtains[2][1]


def test_one_die_is_not_called_one_dice() -> None:
    from jaws.content import default_content
    from jaws.engine.act2.actions import SharkChoose
    from jaws.tui.act2_scenes import act2_status

    session = GameSession.new("act2", 3)
    while session.whose_turn() == "crew":  # divide the gear and board, to see the options
        session.submit(session.legal_actions("crew")[0])
    assert isinstance(session.legal_actions("shark")[0], SharkChoose)
    view = session.view("crew").act2
    assert any(option.dice == 1 for option in view.options)
    text = act2_status(view, default_content(), []).plain
    assert "1 die" in text and "1 dice" not in text


async def test_the_pane_ctrl_t_or_ctrl_l_focuses_is_tinted(save_dir: Path) -> None:
    """Stop-29 playtest: after Ctrl+T (or Ctrl+L) nothing marked which pane the arrows now
    scroll."""
    from textual.containers import VerticalScroll
    from textual.widgets import RichLog

    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        info = app.screen.query_one("#info", VerticalScroll)
        log = app.screen.query_one("#log", RichLog)
        plain = (info.styles.background, log.styles.background)
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert app.focused is info and info.styles.background != plain[0]
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert app.focused is log and log.styles.background != plain[1]
        assert info.styles.background == plain[0]


def test_accessories_are_named_once_with_their_count() -> None:
    """Stop-37 playtest: Quint's gear ran to six rows of the 80x24 panel, "Chum (accessory)"
    three times among them. A weapon keeps its kind (how far it reaches); an accessory needs
    none, and copies are one entry."""
    from jaws.content import default_content
    from jaws.tui.act2_scenes import act2_status
    from tests.tui.test_weapon_digits_stay import quint_armed

    session = quint_armed()  # Quint holds a Harpoon and a Rifle as well as his own cards
    act2 = session.state.act2
    assert act2 is not None
    act2.gear["quint"] = (*act2.gear["quint"], "chum_1", "chum_2", "ammo_1")
    act2.gear["brody"] = tuple(c for c in act2.gear["brody"] if not c.startswith("chum"))
    view = session.view("crew").act2
    assert view is not None
    text = act2_status(view, default_content(), []).plain
    quint = next(line for line in text.splitlines() if line.strip().startswith("Quint at"))
    assert quint.endswith(
        "Machete (melee), Harpoon Barrel (attachable), Harpoon (attachable), "
        "Rifle (firearm), Chum \u00d72, Ammo"
    ), quint
    assert "(accessory)" not in text
