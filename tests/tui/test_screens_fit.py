"""Issue 12, "Screens that fit": Act 2 readable at 80x24, no re-layout after a screen opens, and
the log opening on its newest lines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.geometry import Region
from textual.widgets import RichLog

from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from tests.tui.conftest import lift_curtain, new_app, screen_text, wait_for
from tests.tui.players import plain_shark_act2, steady_crew_act2, step_act2


async def to_act2_phase(pilot: Any, phase: str, seat: str | None = None) -> None:
    """Play Act 2 through the app until `phase` is on an Act 2 screen (of `seat`, if named)."""
    await pilot.pause()
    for _ in range(80):
        screen = pilot.app.screen
        view = pilot.app.session.view("crew").act2
        on_seat = seat is None or getattr(screen, "seat", None) == seat
        if isinstance(screen, Act2Screen) and on_seat and view.phase == phase:
            break
        await step_act2(pilot, plain_shark_act2, steady_crew_act2)
    await pilot.pause()


async def to_act2_crew_attack(pilot: Any) -> None:
    """Play Act 2 (seed 8) through the app until the crew's attack."""
    await to_act2_phase(pilot, "crew_attack")


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_each_orca_row_is_one_screen_line(save_dir: Path, size: tuple[int, int]) -> None:
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=size) as pilot:
        await to_act2_crew_attack(pilot)
        lines = screen_text(app).splitlines()
        # A tile row reads across: its water, both tiles and the other water on one line.
        for left, right in (("8", "1"), ("7", "2"), ("6", "3"), ("5", "4")):
            row = [
                line
                for line in lines
                if f"W{left}" in line and f"B{left}" in line and f"B{right}" in line
            ]
            assert row and f"W{right}" in row[0], f"row {left}/{right} is wrapped at {size}"
            assert row[0].index(f"W{left}") < row[0].index(f"B{left}") < row[0].index(f"W{right}")


def laid_out(screen: Any) -> bool:
    widgets = [screen.query("#orca"), screen.query("#log")]
    return all(found and found.first().size.width for found in widgets)


async def test_the_act2_screen_does_not_change_after_it_opens(save_dir: Path) -> None:
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, HandOffScreen)
        assert await wait_for(pilot, curtain.is_armed)
        await pilot.press(curtain.lift_key)
        # The first frame the Act 2 screen shows, map and log laid out ...
        first = None
        for _ in range(300):
            screen = app.screen
            if isinstance(screen, Act2Screen) and laid_out(screen):
                first = screen_text(app)
                break
            await pilot.pause(0.005)
        assert first is not None
        # ... is the frame it shows a second later.
        await pilot.pause(1.2)
        assert screen_text(app) == first


async def test_the_log_opens_on_its_newest_lines(save_dir: Path) -> None:
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_crew_attack(pilot)
        log = app.screen.query_one("#log", RichLog)
        newest = str(app.session.events_for("crew")[-1])
        assert log.max_scroll_y > 0  # more history than fits
        assert log.scroll_y == log.max_scroll_y
        assert newest.split()[-1] in screen_text(app).splitlines()[-2]


def _act2_at_round_three() -> GameSession:
    """Act 2 (seed 8) played to the Shark's choice of round 3: 40-odd lines of history."""
    session = GameSession.new("act2", 8)
    while True:
        seat = session.whose_turn()
        assert seat is not None
        view = session.view(seat)
        if seat == "shark" and view.act2.round >= 3 and view.act2.phase == "choose":
            return session
        policy = plain_shark_act2 if seat == "shark" else steady_crew_act2
        session.submit(policy(view, session.legal_actions(seat)))


SCROLLBAR_GLYPHS = "▁▂▃▄▅▆▇█▔"


def _rows(frame: str, region: Region) -> list[str]:
    """The text of `region` in a painted frame, without scrollbar thumbs."""
    lines = frame.splitlines()[region.y : region.bottom]
    cut = [line[region.x : region.right] for line in lines]
    return [row.translate({ord(c): " " for c in SCROLLBAR_GLYPHS}).rstrip() for row in cut]


async def test_a_fresh_act2_screen_paints_no_frame_it_takes_back(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The frames the terminal is sent (not only the settled screen): as the curtain lifts,
    the side panel and the menu once re-wrapped a moment later (their scrollbars arrived with
    their text), and the log painted its oldest lines, then jumped to the newest."""
    painted: list[str] = []
    display = JawsApp._display

    def record(app: JawsApp, screen: Any, renderable: Any) -> None:
        if isinstance(screen, Act2Screen) and renderable is not None:
            painted.append(screen_text(app))
        display(app, screen, renderable)

    monkeypatch.setattr(JawsApp, "_display", record)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.begin(_act2_at_round_three())
        await lift_curtain(pilot)
        await pilot.pause(1.0)
        screen = app.screen
        assert isinstance(screen, Act2Screen) and painted
        right = screen.query_one("#right").region
        log = screen.query_one("#log").content_region
        newest = str(app.session.events_for("shark")[-1]).split()[-1]
        settled = _rows(painted[-1], right)
        for frame in painted:
            assert _rows(frame, right) == settled, "the side panel re-laid out"
            shown = [row for row in _rows(frame, log) if row.strip()]
            assert not shown or newest in shown[-1], f"the log showed older lines: {shown}"


async def test_every_resurface_option_is_in_sight_at_80x24_while_the_crew_prepares(
    save_dir: Path,
) -> None:
    """Stop-32 playtest: at 80x24 the crew preparing saw options A and B; C (where it would
    aim) was below the panel's fold, under a two-line phase title and a heading."""
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "prepare")
        shown = screen_text(app)
        options = app.session.view("crew").act2.options
        assert len(options) == 3
        for option in options:
            assert f"[{option.letter}] W{option.zone} Evade {option.evade}," in shown, shown


async def test_three_shake_off_options_are_one_line_each_at_80x24(save_dir: Path) -> None:
    """Stop-33 playtest: two options with Shake Off each wrapped at 80x24 ("[A] zone 1, Evade 2,
    1 die, Shake" / "Off") and pushed [C] below the fold while the crew prepared."""
    from jaws.engine.act2 import actions as A
    from jaws.session import default_crew_players
    from tests.engine.act2.act2_helpers import act2_game, run

    in_reach = {"quint": "B5", "brody": "B6", "hooper": "B7"}
    state = act2_game(options=(14, 12, 5), positions=in_reach)  # all three Shake Off
    state, _ = run(state, A.SharkChoose("A", "B"))
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.begin(GameSession(state=state, crew_players=default_crew_players(2)))
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.pause()
        shown = screen_text(app).splitlines()
        for option in ("[A] W7 Evade 1, 3 dice, Shake Off", "[B] W6 Evade 1, 2 dice, Shake Off"):
            assert any(line.rstrip().endswith(option) for line in shown), "\n".join(shown)
        assert any(line.rstrip().endswith("[C] W3 Evade 0, 3 dice, Shake Off") for line in shown)


async def test_the_sharks_whole_hand_is_in_sight_at_80x24_while_it_chooses(
    save_dir: Path,
) -> None:
    """Stop-32 playtest: at 80x24 the Shark choosing its Resurface option and Ability card saw
    two of its six cards (each with its text). The names now come first."""
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_act2_phase(pilot, "choose", seat="shark")
        # The side panel's column, its lines joined (a name may wrap).
        # (Without the scrollbar's thumb, which can sit between a name's two words.)
        side = [line[45:].strip(SCROLLBAR_GLYPHS) for line in screen_text(app).splitlines()]
        shown = " ".join(" ".join(side).split())
        hand = app.session.view("shark").act2.hand
        names = {app.content.act2.ability_of(card).name for card in hand}
        assert len(names) >= 5
        for name in names:
            assert name in shown, (name, shown)
