"""Helper-58: keys typed in one go behind a refused one were taken as if it had not been:
with "p" refused, "p W l 7" moved Hooper to W and then to 7 ("l" refused too). The action
typed right after a refused key now waits for its Enter (Esc drops it); Tab or Esc in between
ends the wait, and an action chosen from the list is not asked."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import a1_of, at_crew_phase
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_shark_attack_reasons import notes


async def test_a_move_typed_behind_a_refused_key_waits_for_enter(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    assert a1_of(state).positions["quint"] == "8"
    async with _playing_from(state, save_dir) as (app, pilot):
        assert app.screen.selected == "quint"
        before = list(app.session.actions)
        await pilot.press("$")  # Brody's key: refused for Quint
        await pilot.pause()
        assert any("“$” is for Brody" in m for m in notes(app)), notes(app)
        await pilot.press("4")  # typed on behind it
        await pilot.pause()
        assert app.session.actions == before  # nothing was taken
        assert a1_of(app.session.state).positions["quint"] == "8"
        prompt = " ".join(app.screen.input_text().plain.split())
        assert "After a refused key, this waits for Enter: Quint moves to 4" in prompt
        await pilot.press("enter")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"


async def test_esc_right_after_a_refused_key_ends_the_wait(save_dir: Path) -> None:
    """Helper-69: "p" refused, Esc, then "a a 7": the first action still waited for Enter,
    and the keys behind it were lost. An Esc in between ends the wait, as a Tab does."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$", "escape")
        await pilot.pause()
        await pilot.press("4")
        await pilot.pause()
        assert app.screen.pending is None
        assert a1_of(app.session.state).positions["quint"] == "4"


async def test_esc_drops_the_waiting_action(save_dir: Path) -> None:
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$", "4", "escape")
        await pilot.pause()
        assert app.screen.pending is None
        assert a1_of(app.session.state).positions["quint"] == "8"
        await pilot.press("4")  # no refusal before it now: taken at once
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"


async def test_tab_after_a_refusal_ends_the_wait(save_dir: Path) -> None:
    """ "$" refused for Quint, then Tab to Brody and "$": Brody goes to the Shop at once."""
    state = at_crew_phase(shark="1")
    shop = state.content.act1.board.shop
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$", "tab", "$")
        await pilot.pause()
        assert a1_of(app.session.state).positions["brody"] == shop


async def test_tab_drops_an_action_waiting_after_a_refusal(save_dir: Path) -> None:
    """Helper-59, stop 47: "3" was refused and the "2" behind it waited; "Tab 2 4" typed next
    did nothing, in silence. A Tab drops the action that waits only for the refusal and moves
    on, as it would have."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$", "4")
        await pilot.pause()
        assert app.screen.pending is not None
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.pending is None and app.screen.selected == "brody"
        assert a1_of(app.session.state).positions["quint"] == "8"


async def test_a_tab_that_chooses_nobody_keeps_the_waiting_action(save_dir: Path) -> None:
    """Helper-61, stop 47: mid-turn (only Quint may act), "$ 8 Tab" dropped the waiting move
    though the Tab chose nobody else. It stays, waiting for its Enter."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("4")  # Quint's turn is under way
        await pilot.pause()
        await pilot.press("$", "8")
        await pilot.pause()
        waiting = app.screen.pending
        assert waiting is not None
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.pending == waiting
        await pilot.press("enter")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "8"


async def test_the_sharks_tab_keeps_its_waiting_move(save_dir: Path) -> None:
    """Helper-61, stop 47: on the Shark's screen "z 2 Tab" dropped the waiting move in
    silence (Tab chooses nobody there)."""
    from tests.helpers import at_shark_phase

    async with _playing_from(at_shark_phase(shark="1"), save_dir) as (app, pilot):
        assert app.screen.seat == "shark" and app.screen.members() == []
        await pilot.press("z", "2")
        await pilot.pause()
        waiting = app.screen.pending
        assert waiting is not None
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.pending == waiting


async def test_the_keys_typed_behind_a_waiting_action_are_said_not_taken(save_dir: Path) -> None:
    """helper-63 typed "z b 7 1 7" for Quint in Act 2: "b 7" waited for Enter behind the
    refused "z", and "1 7" (weapon and target) were lost; the reminder, "“Quint moves to
    B7” waits for you", read as the wait the prompt told of. It now names the key it did not
    take."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        before = list(app.session.actions)
        await pilot.press("$", "4", "space", "l")  # typed with spaces, as the helper's
        await pilot.pause()
        assert app.session.actions == before
        # Since helper-77 the waiting action goes with the key not taken (see below).
        said = (
            "“l” is not taken, and “Quint moves to 4”, which waited for Enter, is dropped: "
            "type what you meant again."
        )
        assert said in notes(app), notes(app)
        assert app.screen.pending is None


async def test_a_key_behind_a_waiting_action_drops_it_before_an_enter_takes_it(
    save_dir: Path,
) -> None:
    """helper-77, stop 51: after Hooper's turn ended the screen chose Quint, and "Tab W b
    Enter", meant for Brody, moved Quint off the space the Shark was known to be in: the Tab
    kept Quint, "W" waited for Enter, "b" was said not taken, and the Enter meant for Brody's
    Binoculars took Quint's move. A key typed behind an action that waits only for the key
    before it drops that action; the Enter then takes nothing."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        before = list(app.session.actions)
        await pilot.press("$", "4", "b", "enter")
        await pilot.pause()
        assert app.session.actions == before
        assert a1_of(app.session.state).positions["quint"] == "8"
        assert any(
            "“Quint moves to 4”, which waited for Enter, is dropped" in m for m in notes(app)
        )
        await pilot.press("escape", "4")  # typed again, on its own: taken
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"


async def test_an_action_that_asks_for_enter_keeps_waiting_behind_a_stray_key(
    save_dir: Path,
) -> None:
    """An action that cannot be taken back asks for Enter whatever came before it: a key
    typed behind it is said not taken and the question stays."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("e")  # ends Quint's turn: asks for Enter
        await pilot.pause()
        asked = app.screen.pending
        assert asked is not None and asked.kind == "end_crew_turn", asked
        await pilot.press("z")
        await pilot.pause()
        assert app.screen.pending == asked
        assert any("“z” is not taken: " in m for m in notes(app)), notes(app)


async def test_a_look_only_key_leaves_the_waiting_action_waiting(save_dir: Path) -> None:
    """helper-81: "?" (the keys page) or "d" (the overlay), pressed to read about the wait,
    dropped the action waiting after a refused key."""
    state = at_crew_phase(shark="1")
    async with _playing_from(state, save_dir) as (app, pilot):
        await pilot.press("$", "4")
        await pilot.pause()
        waiting = app.screen.pending
        assert waiting is not None
        await pilot.press("d")
        await pilot.pause()
        assert app.screen.pending == waiting
        await pilot.press("enter")
        await pilot.pause()
        assert a1_of(app.session.state).positions["quint"] == "4"
