"""Issue 12, Starting: the title's Continue and solo choices, and the save-name slip."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from textual.widgets import Input, OptionList, Select

from jaws import saves
from jaws.session import SeatControl
from jaws.tui.app import JawsApp
from jaws.tui.screens.dialogs import SaveNameDialog
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.new_game import SoloGameScreen
from tests.saves.playout import play_randomly, random_session
from tests.tui.conftest import SIZE, highlight_title_choice, lift_curtain, new_app, wait_for


def title_ids(app: JawsApp) -> list[str | None]:
    menu = app.screen.query_one("#choices", OptionList)
    return [menu.get_option_at_index(i).id for i in range(menu.option_count)]


async def test_continue_is_hidden_when_no_game_is_unfinished(save_dir: Path) -> None:
    saves.save(random_session("act1", 11, 100_000), "over", save_dir)  # a finished game
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        ids = title_ids(app)
        assert "continue" not in ids
        # Solo play comes first, then the table's choices.
        assert ids[:4] == ["solo-crew", "solo-shark", "full", "act1"]


async def test_continue_resumes_the_newest_unfinished_game(save_dir: Path) -> None:
    older = random_session("act1", 3, 30)
    saves.save(older, "older", save_dir, saved_at=_at("2026-01-01T10:00:00"))
    newer = random_session("full", 4, 40)
    saves.save(newer, "newer", save_dir, saved_at=_at("2026-01-02T10:00:00"))
    # Newest of all, but finished: Continue passes over it.
    done = random_session("act1", 11, 100_000)
    saves.save(done, "done", save_dir, saved_at=_at("2026-01-03T10:00:00"))
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert title_ids(app)[0] == "continue"
        menu = app.screen.query_one("#choices", OptionList)
        label = str(menu.get_option_at_index(0).prompt)
        assert "Full game" in label and f"round {newer.round}" in label
        assert menu.highlighted == 0
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert app.session is not None and app.session.game_id == newer.game_id
        assert len(app.session.log) == len(newer.log)


async def test_continue_takes_a_games_newest_point_not_an_older_save(save_dir: Path) -> None:
    session = random_session("act1", 5, 20)
    saves.save(session, "manual", save_dir, saved_at=_at("2026-01-02T10:00:00"))

    play_randomly(session, random.Random(1), 20)
    saves.save(session, "later", save_dir, saved_at=_at("2026-01-01T10:00:00"))
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "continue")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert app.session is not None and len(app.session.log) == len(session.log)


async def test_play_solo_as_the_crew_puts_an_ai_in_the_shark_seat(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "solo-crew")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, SoloGameScreen))
        await pilot.press("enter")  # Start has the focus: the defaults are a game
        assert await wait_for(pilot, lambda: app.session is not None)
        assert app.session is not None
        assert app.session.seats["shark"] == SeatControl("bot", "easy")
        assert not app.session.seats["crew"].is_bot
        assert app.session.players == 2 and app.session.mode == "full"
        assert not app.session.practice


async def test_play_solo_as_the_shark_puts_an_ai_crew_in(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        highlight_title_choice(app, "solo-shark")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: isinstance(app.screen, SoloGameScreen))
        form = app.screen
        form.query_one("#mode", Select).value = "act1"
        form.query_one("#level", Select).value = "hard"
        form.action_start()
        assert await wait_for(pilot, lambda: app.session is not None)
        assert app.session is not None
        assert app.session.seats["crew"] == SeatControl("bot", "hard")
        assert not app.session.seats["shark"].is_bot
        assert app.session.mode == "act1"


async def test_the_save_name_does_not_repeat_the_act(save_dir: Path) -> None:
    """Issue 12's slip: an Act 1 game suggested "act1-act1-round1"."""
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("ctrl+s")
        assert await wait_for(pilot, lambda: isinstance(app.screen, SaveNameDialog))
        assert app.session is not None
        assert app.screen.query_one(Input).value == f"act1-round{app.session.round}"


def test_a_full_game_save_name_says_the_act() -> None:
    from jaws.tui.app_saves import save_name_suggestion

    assert save_name_suggestion("full", 2, 3) == "full-act2-round3"
    assert save_name_suggestion("act2", 2, 3) == "act2-round3"


def _at(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp).replace(tzinfo=UTC)


def test_the_continue_label_says_the_game_once_and_who_plays_the_shark() -> None:
    from jaws.tui.screens.title import continue_label

    alone = random_session("act1", 3, 30, seats={"shark": SeatControl("bot", "hard")})
    label = continue_label(saves.header_of(alone, ""))
    assert label == f"Continue — Act 1 alone, round {alone.round}, AI Shark (hard)"
    full = random_session("full", 4, 20)
    header = saves.header_of(full, "")
    assert continue_label(header) == f"Continue — Full game, Act 1 round {full.round}"


async def test_up_on_the_first_choice_does_not_wrap_to_quit(save_dir: Path) -> None:
    """Textual's list wrapped: Up on the first choice landed on Quit, one Enter from leaving."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#choices", OptionList)
        assert menu.highlighted == 0
        await pilot.press("up")
        assert menu.highlighted == 0
        await pilot.press("end", "down")
        assert title_ids(app)[menu.highlighted or 0] == "quit"


async def test_closing_the_rules_keeps_the_lit_choice(save_dir: Path) -> None:
    """Playtest: on "Act 2 alone", F1, Esc, Enter opened "Play solo as the crew"."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#choices", OptionList)
        menu.highlighted = title_ids(app).index("act2")
        await pilot.press("f1")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        menu = app.screen.query_one("#choices", OptionList)
        assert title_ids(app)[menu.highlighted or 0] == "act2"


async def test_save_is_offered_only_with_a_game_open(save_dir: Path) -> None:
    """Playtest: the title screen's footer offered "^s Save" with no game to save."""
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "ctrl+s" not in app.screen.active_bindings
        await pilot.press("ctrl+s")  # still answered, not silent
        assert await wait_for(
            pilot, lambda: any(n.message == "There is no game to save." for n in app._notifications)
        )
    app = new_app("act1", 1, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        assert "ctrl+s" in app.screen.active_bindings
