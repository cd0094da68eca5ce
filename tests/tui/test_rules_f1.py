"""Issue 12, Starting: F1 opens at the section for the phase being played, has a "Keys and
symbols" page read from the code that defines the keys, and explains Act 2 adjacency after
Boat Tile damage."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import TabbedContent

from jaws.content import default_content
from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.keys_text import key_name, keys_markdown
from jaws.tui.rules_text import rules_markdown, rules_sections, section_for_game
from jaws.tui.screens.play import PlayScreen
from jaws.tui.screens.rules import RulesScreen
from tests.tui.conftest import SIZE, screen_text, wait_for
from tests.tui.players import hungry_shark, idle_crew


def played_to(
    session: GameSession, act1_phase: str | None = None, act2_phase: str | None = None
) -> GameSession:
    """Play with the simple test players until the game reaches a phase."""
    for _ in range(2000):
        view = session.view("spectator")
        if act1_phase and view.act1 is not None and view.act1.phase == act1_phase:
            return session
        if act2_phase and view.act2 is not None and view.act2.phase == act2_phase:
            return session
        seat = session.whose_turn()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        seat_view = session.view(seat)
        if view.act == 1:
            chooser = hungry_shark if seat == "shark" else idle_crew
            session.submit(chooser(seat_view, legal))
        else:
            session.submit(legal[0])
    raise AssertionError("the phase never came")


def act2_at(phase: str) -> GameSession:
    return played_to(GameSession.new("act2", 3), act2_phase=phase)


def test_each_phase_has_its_section() -> None:
    titles = [title for title, _ in rules_sections(default_content())]
    assert section_for_game(None) is None
    cases = [
        (GameSession.new("act1", 3), "Act 1: setup"),
        (played_to(GameSession.new("act1", 3), act1_phase="shark"), "Act 1: the Shark's turn"),
        (played_to(GameSession.new("act1", 3), act1_phase="crew"), "Act 1: the crew's turn"),
        (
            played_to(GameSession.new("act2", 3), act2_phase="prepare"),
            "Act 2 step 3: Crew prepares",
        ),
        (played_to(GameSession.new("act2", 3), act2_phase="choose"), "Act 2 step 2: Shark chooses"),
    ]
    for session, section in cases:
        assert section_for_game(session) == section
        assert section in titles


async def rules_open_at(app: JawsApp, pilot: Any) -> tuple[RulesScreen, VerticalScroll]:
    await pilot.press("f1")
    assert await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen))
    screen = app.screen
    assert isinstance(screen, RulesScreen)
    scroll = screen.query_one("#rules-scroll", VerticalScroll)
    await pilot.pause(0.1)
    return screen, scroll


async def test_f1_in_the_crew_phase_opens_at_the_crews_turn(save_dir: Path) -> None:
    session = played_to(GameSession.new("act1", 3), act1_phase="crew")
    app = JawsApp(save_dir=save_dir, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen, scroll = await rules_open_at(app, pilot)
        widget = screen.section_widget()
        assert widget is not None
        assert await wait_for(pilot, lambda: scroll.scroll_y > 0)
        assert abs(scroll.scroll_y - widget.virtual_region.y) <= 1
        top_lines = screen_text(app).splitlines()[:8]
        assert any("Act 1: the crew's turn" in line for line in top_lines), top_lines


async def test_f1_on_the_title_opens_at_the_top(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen, scroll = await rules_open_at(app, pilot)
        assert screen.section is None and scroll.scroll_y == 0
        assert "Jaws — rules reference" in screen_text(app)


async def test_k_shows_the_keys_and_symbols_page(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen, _ = await rules_open_at(app, pilot)
        await pilot.press("k")
        await pilot.pause()
        assert screen.query_one(TabbedContent).active == "keys"
        text = screen_text(app)
        assert "Keys and symbols" in text and "Ctrl+S" in text and "Save" in text


def test_the_keys_page_is_read_from_the_bindings_and_the_shortcuts(monkeypatch: Any) -> None:
    from jaws.tui.act2_scenes import ORCA_LEGEND
    from jaws.tui.scenes import MAP_LEGEND
    from jaws.tui.widgets.direct_input import VERBS

    app = JawsApp()
    page = keys_markdown(app)
    for binding in JawsApp.BINDINGS:
        assert f"**{key_name(binding.key)}** — {binding.description}" in page
    for verb, _ in VERBS.values():
        if verb:
            assert f"**{verb}**" in page
    assert MAP_LEGEND in page
    for line in ORCA_LEGEND.splitlines():
        assert line in page
    # A key added where keys are defined shows up with nothing else to change.
    monkeypatch.setattr(PlayScreen, "BINDINGS", [*PlayScreen.BINDINGS, Binding("z", "x", "Zoom")])
    assert "**z** — Zoom" in keys_markdown(app)


def test_the_keys_page_says_the_overlay_key_is_the_crews() -> None:
    """The Keys page listed "d — Where could it be?" under the Act 1 map with no word that
    only the crew's screen answers it (helper-62): the Shark pressing it got a notice."""
    page = keys_markdown(JawsApp())
    assert (
        "**d** — Where could it be? (the crew's: every space the Shark could be in, "
        "from public clues)" in page
    )


def test_the_keys_page_gives_the_space_labels_once() -> None:
    """ "(Act 1: 6, N, $ the Shop; Act 2: B4, W3)" was repeated on eight rows (stop-44
    playtest); it is said once, and every row that takes a space still says so."""
    from jaws.tui.widgets.direct_input import SPACE_LABELS

    page = keys_markdown(JawsApp())
    assert page.count("6, N, $ the Shop") == 1
    assert f"A space's label is the map's: {SPACE_LABELS}." in page
    assert "**m** then the space's label — " in page
    assert "**l** then the space's label — " in page


def test_f1_explains_act2_adjacency_after_damage() -> None:
    text = rules_markdown(default_content())
    assert "### Act 2: spaces and adjacency" in text
    assert "Damaged tile" in text and "Destroyed tile" in text
    assert "diagonal spaces are not adjacent" in text
    # The rulebook's Adjacency Example #2, worked by the engine's own geometry.
    assert "B2 touches 2 Boat Spaces (B1, B3) and 3 Water Spaces (W1, W2, W7)" in text


def test_a_refusal_names_a_section_that_exists_for_every_action() -> None:
    from jaws.engine.actions import ACTION_KINDS
    from jaws.tui.rules_text import SECTION_FOR_KIND

    titles = {title for title, _ in rules_sections(default_content())}
    assert set(ACTION_KINDS) <= set(SECTION_FOR_KIND), set(ACTION_KINDS) - set(SECTION_FOR_KIND)
    assert set(SECTION_FOR_KIND.values()) <= titles


def test_the_finished_game_keys_say_where_they_work() -> None:
    """Playtest: "For a finished game: r Act 1 replay" read as keys of the game-over screen,
    where r does nothing; they work when a finished save is opened."""
    page = keys_markdown(JawsApp())
    assert "Opening a finished saved game" in page
    assert "For a finished game" not in page


def test_the_keys_page_names_keys_as_they_are_printed_on_the_keyboard() -> None:
    """Helper-45: F1 read "PLUS — AI slower", "MINUS — AI faster" and "Esc — Menu", where Esc
    opens no menu: it goes back to the moves list from the log or the side panel."""
    page = keys_markdown(JawsApp())
    assert "**+** — AI slower" in page and "**-** — AI faster" in page
    assert "PLUS" not in page and "MINUS" not in page
    assert "**Esc** — Back to the moves list (from the log or panel)" in page
    assert "**Esc** — Menu" not in page


def test_the_line_above_the_tabs_fits_80_columns_at_every_section() -> None:
    """Helper-47 and helper-48: at 80x24 the line read "The rules reference at “Act 2 step 3:
    Crew prepares” · k: keys and", its last word cut. The frame (96% of 80, its border and
    padding) leaves 72 columns."""
    from jaws.tui.screens.rules import where_line

    titles = [title for title, _ in rules_sections(default_content())]
    for title in titles:
        line = where_line(title, titles)
        assert len(line) <= 72 and line.endswith("k: keys and symbols"), line
