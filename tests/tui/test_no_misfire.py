"""Issue 12, "Play that cannot misfire": after a turn passes nothing is armed under Enter, so a
stray Enter does not take the next player's (or crew member's) first action."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.widgets.action_menu import ActionMenu
from tests.tui.conftest import SIZE, choose, lift_curtain, new_app, wait_for
from tests.tui.players import to_the_crews_act1_turn
from tests.tui.test_direct_input import last_actions, press, to_crew_round_one


async def test_an_enter_after_a_crew_turn_ends_takes_nothing(save_dir: Path) -> None:
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        screen = app.screen
        await press(pilot, "tab", "tab", "e", "enter")
        assert last_actions(app) == ["Hooper ends the turn"]
        before = len(app.session.log)
        # The Enter a player presses once more, out of habit or a bounce.
        await press(pilot, "enter")
        assert len(app.session.log) == before, last_actions(app)
        assert screen.pending is None
        assert screen.query_one(ActionMenu).highlighted_action() is None
        # A shortcut still acts at once, and the arrows arm the menu again.
        await press(pilot, "down")
        assert screen.query_one(ActionMenu).highlighted_action() is not None


async def test_an_enter_as_the_crews_turn_opens_takes_nothing(save_dir: Path) -> None:
    """The crew lifts its curtain with Enter: one more Enter must not act."""
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await to_crew_round_one(pilot)
        assert isinstance(app.screen, Act1Screen)
        before = len(app.session.log)
        await press(pilot, "enter")
        assert len(app.session.log) == before, last_actions(app)


async def test_an_enter_as_an_act2_phase_opens_takes_nothing(save_dir: Path) -> None:
    app = new_app("act2", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, Act2Screen))
        before = len(app.session.log)
        await press(pilot, "enter")
        assert len(app.session.log) == before, last_actions(app)


async def test_a_verb_alone_never_picks_a_place_the_player_did_not_name(save_dir: Path) -> None:
    """Stop-31 playtest: Hooper's Spear reached zone 2 only; "t 1" (target zone 1) had "t"
    target zone 2 at once, and the "1" then targeted zone 1 for Quint, whose turn the
    selection had moved on to. Now "t" waits for the zone: "1" names none of Hooper's, so
    nothing is taken, and "t" then Enter (or "t 2") targets zone 2."""
    app = new_app("act2", 3, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        for _ in range(80):  # gear, boarding and the Shark's choice: the first action each time
            if isinstance(app.screen, HandOffScreen):
                await lift_curtain(pilot)
                continue
            seat = session.whose_turn()
            if any(a.kind == "place_target" for a in session.legal_actions(seat)):
                break
            await choose(pilot, lambda a: True)
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.seat == "crew"
        await press(pilot, "tab", "tab", "b", "2", "1")
        assert last_actions(app, 2) == ["Hooper moves to B2", "Hooper readies the Spear"]
        hooper = [a for a in screen.offered if getattr(a, "member", None) == "hooper"]
        assert [str(a) for a in hooper] == ["Hooper targets zone 2"]
        before = len(session.log)
        await press(pilot, "t", "1")
        assert len(session.log) == before, last_actions(app)
        told = [n.message for n in app._notifications]
        # The rules' reason, then what "t" takes (stop-44: the reason was not said).
        assert (
            "“t 1”: A melee or attachable weapon reaches only Hooper's own or an adjacent "
            "Water Space, not W1; “t” takes 2 (“t” is still open; Esc drops it)." in told
        )
        await press(pilot, "t")  # the verb again: it stays open
        assert screen.opened == "t" and len(session.log) == before
        await press(pilot, "enter")
        assert last_actions(app) == ["Hooper targets zone 2"]


async def test_the_shark_cage_key_works_when_two_members_hold_a_cage(save_dir: Path) -> None:
    """Stop-32 playtest: in the Cage window (after the Shark names its attack) Quint and Brody
    each held a Shark Cage; `k` said "Press Tab to choose whose action it is." but Tab chose
    nobody there (the window offers cards only), so the keys could not play either Cage.
    Now `k` opens both, and the member's letter (then the confirming Enter) plays his."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, run, shark_to_attack

    state = shark_to_attack({"quint": ("shark_cage_1",), "brody": ("shark_cage_2",)})
    state, _ = run(state, A.AttackCrew("brody"))
    assert a2_of(state).phase == "cage"
    async with _playing_from(state, save_dir) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.seat == "crew"
        cages = [a for a in screen.offered if a.kind == "play_cage"]
        assert [screen.shortcut_of(a) for a in cages] == ["k Q", "k B"]
        await press(pilot, "k")
        told = [n.message for n in app._notifications]
        assert "Press Tab to choose whose action it is." not in told
        assert screen.opened == "k"
        assert "type the member's letter (Q, B)" in screen.input_text().plain
        await press(pilot, "b", "enter")
        assert last_actions(app) == ["Brody gets into the Shark Cage"]


async def test_w_then_a_digit_moves_to_that_water_space(save_dir: Path) -> None:
    """Stop-32 playtest: the menu showed "W1 Quint moves to W1", but "w" was the weapon verb,
    so "w 1" readied Quint's first weapon (the Machete). Weapons are readied with "r" (or
    their digit alone), and "w 1" moves to W1."""
    app = new_app("act2", 3, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        for _ in range(80):  # gear, boarding and the Shark's choice: the first action each time
            if isinstance(app.screen, HandOffScreen):
                await lift_curtain(pilot)
                continue
            if any(a.kind == "choose_weapon" for a in session.legal_actions("crew")):
                break
            await choose(pilot, lambda a: True)
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.selected == "quint"
        await press(pilot, "w", "1")
        assert last_actions(app) == ["Quint moves to W1"]
        await press(pilot, "r", "2")
        assert last_actions(app) == ["Quint readies the Harpoon Barrel"]


async def test_ending_a_turn_with_e_says_how_to_move_to_e(save_dir: Path) -> None:
    """Stop-32 playtest: Quint could move to E, and "e" (end the turn) asked to confirm the
    end; the confirmation now says that Shift+E moves to E."""
    app = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await to_the_crews_act1_turn(pilot)
        assert screen.selected == "quint"
        await press(pilot, "e")
        assert str(screen.pending) == "Quint ends the turn"
        assert "Shift+E moves to E" in screen.input_text().plain
        await press(pilot, "E")  # the move the confirmation names: it cancels the end
        assert last_actions(app) == ["Quint moves to E"]


@asynccontextmanager
async def _playing_from(
    state: Any, save_dir: Path, size: tuple[int, int] = SIZE
) -> AsyncIterator[tuple[Any, Any]]:
    """An app playing a four-player game from `state` (or a GameSession, its log kept) on a
    terminal of `size`, its curtain lifted: (app, pilot)."""
    from jaws.session import GameSession, default_crew_players
    from jaws.tui.app import JawsApp

    if not isinstance(state, GameSession):
        state = GameSession(state=state, crew_players=default_crew_players(4))
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.begin(state)
        await pilot.pause()
        await lift_curtain(pilot)
        yield app, pilot


async def test_maul_again_and_second_helping_are_typed_by_die_and_zone(save_dir: Path) -> None:
    """Stop-32 playtest: Maul Again listed "m 1 keeps the roll, m 2 rerolls die 1" and Second
    Helping "h 2 at B2, h 3 at B6" (typing "h 6" was refused). Now "m 1" rerolls die 1
    ("m 12" both, "m 0" keeps the roll) and "h 2" attacks B2 ("h 0" passes)."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import (
        a2_of,
        dice_for,
        load_dice,
        run,
        surfaced,
        tile_hits,
    )

    state = surfaced(play="maul_again_1")
    load_dice(state, *dice_for(tile_hits(2, "miss"), 2), 2)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).pending == "maul"
    async with _playing_from(state, save_dir) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.actor == "shark"  # in the open
        shown = {str(a): screen.shortcut_of(a) for a in screen.offered}
        assert shown == {
            "Shark keeps its roll": "m 0",
            "Shark rerolls die 1": "m 1",
            "Shark rerolls dice 1, 2": "m 12",
            "Shark rerolls die 2": "m 2",
        }
        # (The game begins on the crew's screen: the Shark's player takes the keyboard.)
        await press(pilot, "s", "m", "1")
        # "m 12" may follow, so "m 1" waits; the prompt names what Enter takes, and that
        # Enter is the confirmation: it asked "Enter to stop here", then "Enter confirms"
        # (helper-37, stop 41).
        prompt = screen.input_text().plain
        assert "Enter: Shark rerolls die 1 (cannot be taken back)" in prompt, prompt
        assert app.session.state.act2.pending == "maul"  # type: ignore[union-attr]
        await press(pilot, "enter")
        assert last_actions(app) == ["Shark rerolls die 1"]

    state = surfaced(play="second_helping_1")
    load_dice(state, 0, 0)
    state, _ = run(state, A.AttackBoat(2))
    assert a2_of(state).pending == "second_helping"
    async with _playing_from(state, save_dir) as (app, pilot):
        screen = app.screen
        shown = {str(a): screen.shortcut_of(a) for a in screen.offered}
        assert shown == {
            "Shark passes on its Second Helping": "h 0",
            "Shark takes a Second Helping at B2": "h 2",
        }
        await press(pilot, "s", "h", "2", "enter")
        assert last_actions(app) == ["Shark takes a Second Helping at B2"]


@pytest.mark.parametrize("chum_held", [False, True])
async def test_the_sharks_chum_pick_is_asked_only_while_the_crew_holds_a_chum(
    save_dir: Path, chum_held: bool
) -> None:
    """Stop-33 playtest: with no Chum in the crew's hands the Shark still picked "Chum would
    show B/C" for every choice, a 36-row menu for a pick that cannot matter. Without a Chum
    the menu lists each option and card once and "A3" (Enter) chooses; with one, the pick
    is still asked: "A3B" (Maul Again is card 3: each kind keeps its digit, helper-46)."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game

    gear = {"brody": ("chum_1",)} if chum_held else {}
    state = act2_game(hand=("maul_again_1", "hard_target_1"), gear=gear)
    async with _playing_from(state, save_dir) as (app, pilot):
        assert app.session.whose_turn() == "shark"
        screen = app.screen
        menu = screen.query_one(ActionMenu)
        rows = [screen.shortcut_of(a) for a in menu.actions]
        assert len(rows) == (18 if chum_held else 9), rows
        assert ("A3B" in rows) == chum_held and ("A3" in rows) != chum_held
        typed = ["c", "A", "3", "B"] if chum_held else ["c", "A", "3"]  # "c" first still works
        await pilot.press(*typed)
        await pilot.pause()
        # The confirmation names the Chum pick only when it matters (third look).
        prompt = screen.input_text().plain
        assert "Shark chooses option A and plays Maul Again" in prompt
        assert ("Chum would show" in prompt) == chum_held
        await pilot.press("enter")
        await pilot.pause()
        chosen = app.session.log[-1].action
        assert isinstance(chosen, A.SharkChoose)
        assert (chosen.option, chosen.card) == ("A", "maul_again_1")


async def test_chum_after_a_target_is_placed_says_the_token_stays(save_dir: Path) -> None:
    """Stop-33 playtest: Quint placed his Target token, Chum then showed his zone was the
    wrong one, and he could no longer move it. The Chum's confirmation now says the token
    stays, while u can still take it back."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game, run

    state = act2_game(gear={"brody": ("chum_1",)})
    state, _ = run(state, A.SharkChoose("A", "B"))
    async with _playing_from(state, save_dir) as (app, pilot):
        # Played here, so that u can take them back (a state made elsewhere has no log).
        app.submit(A.ChooseWeapon("quint", "machete"))
        app.submit(A.PlaceTarget("quint", 1))
        await pilot.pause()
        screen = app.screen
        chum = next(a for a in app.session.legal_actions("crew") if a.kind == "play_chum")
        keys = screen.keys_for(chum)
        assert keys is not None and keys[-1] == "enter"
        for key in keys[:-1]:
            await pilot.press(key)
        await pilot.pause()
        assert screen.pending == chum
        prompt = screen.input_text().plain
        assert "Placed Targets (Quint) stay: Esc, then u, to re-aim." in prompt
        # The whole prompt fits the five lines the prompt shows, at the 80x24 width (it was
        # cut off there: stop-33 playtest, third look).
        from rich.console import Console

        console = Console(width=31)
        assert len(console.render_lines(screen.input_text())) <= 5


async def test_an_enter_after_a_typed_action_takes_nothing(save_dir: Path) -> None:
    """Stop-33 playtest, third look: "g 1 Q" gave Quint a card, and the habitual Enter after
    it gave him the card the highlight had moved to. After an action taken by typed keys
    nothing rests under Enter; after one taken from a menu row the highlight still does."""
    from tests.tui.conftest import new_app, wait_for

    app: Any = new_app("act2", 3, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(10):
            if isinstance(app.screen, HandOffScreen):
                await lift_curtain(pilot)
            if isinstance(app.screen, Act2Screen) and app.screen.seat == "crew":
                break
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Act2Screen)
        give = next(a for a in app.session.legal_actions("crew") if a.kind == "give_gear")
        keys = screen.keys_for(give)
        assert keys is not None and keys[-1] != "enter"  # it completes without Enter
        before = len(app.session.log)
        for key in keys:
            await pilot.press(key)
        assert await wait_for(pilot, lambda: len(app.session.log) == before + 1)
        assert screen.menu_widget().highlighted_action() is None
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.session.log) == before + 1, "the Enter gave another card"
        # Down, then Enter takes a row; the highlight then rests on the next one.
        await pilot.press("down", "enter")
        assert await wait_for(pilot, lambda: len(app.session.log) == before + 2)
        assert screen.menu_widget().highlighted_action() is not None


@pytest.mark.parametrize(("keys", "option"), [(("a", "3"), "A"), (("c", "3"), "C")])
async def test_the_sharks_choice_is_typed_as_its_row_shows_it(
    save_dir: Path, keys: tuple[str, ...], option: str
) -> None:
    """helper-42, stop 42: the options are lettered A/B/C, but "a 2" was answered "“2” takes
    nothing now", every round, until "c" came first ("c a 2"). Now "A1" is typed as the row
    shows it, and "c 1" (the verb, where it also names option C) is option C, card 1. (Maul
    Again is card 3: each kind keeps its digit all game, helper-46.)"""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game

    state = act2_game(hand=("maul_again_1", "hard_target_1"))
    async with _playing_from(state, save_dir) as (app, pilot):
        screen = app.screen
        assert "A3: option A, card 3" in screen.input_text().plain
        await pilot.press(*keys)
        await pilot.pause()
        assert "Cannot be taken back" in screen.input_text().plain
        await pilot.press("enter")
        await pilot.pause()
        chosen = app.session.log[-1].action
        assert isinstance(chosen, A.SharkChoose)
        assert (chosen.option, chosen.card) == (option, "maul_again_1")


async def test_the_last_cage_played_lets_the_shark_roll(save_dir: Path) -> None:
    """Helper-48: after "k Enter" put Quint in the Cage, the crew still had to press "e" to
    let the Shark roll, its one move left. With no other Cage to play, the roll follows."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, run, shark_to_attack

    state = shark_to_attack({"brody": ("shark_cage_2",)})
    state, _ = run(state, A.AttackCrew("brody"))
    assert a2_of(state).phase == "cage"
    async with _playing_from(state, save_dir) as (app, pilot):
        session = app.session
        await press(pilot, "k")
        if app.screen.pending is None:
            await press(pilot, "b")
        # The confirmation says the roll follows, as boarding's does (helper-49).
        assert "The last Cage: the Shark's roll follows." in app.screen.input_text().plain
        await press(pilot, "enter")
        assert last_actions(app, 2) == [
            "Brody gets into the Shark Cage",
            str(A.LET_SHARK_ROLL),
        ]
        assert session.view("crew").act2.phase != "cage"


async def test_a_cage_left_to_play_keeps_the_window_open(save_dir: Path) -> None:
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, run, shark_to_attack

    state = shark_to_attack({"quint": ("shark_cage_1",), "brody": ("shark_cage_2",)})
    state, _ = run(state, A.AttackCrew("brody"))
    async with _playing_from(state, save_dir) as (app, pilot):
        await press(pilot, "k", "b")
        assert "The last Cage" not in app.screen.input_text().plain
        await press(pilot, "enter")
        assert last_actions(app)[-1] == "Brody gets into the Shark Cage"
        assert a2_of(app.session.state).phase == "cage"  # Quint may still play his


async def test_a_cage_window_before_a_roll_that_wounds_nobody_is_passed(save_dir: Path) -> None:
    """Helper-68: "The Shark is about to roll its attack on Boat Space B8: Quint may play a
    Shark Cage now" with B8 empty and nobody in reach of the roll: "e Enter" every such round,
    a step with nothing to decide. The app lets the Shark roll (the log keeps the move)."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, shark_to_attack

    state = shark_to_attack({"brody": ("shark_cage_2",)})
    a2_of(state).positions.update({"quint": "B5", "brody": "B6", "hooper": "B7"})  # aboard
    async with _playing_from(state, save_dir) as (app, pilot):
        app.submit(A.AttackBoat(2))  # the Shark's key
        await pilot.pause()
        assert await wait_for(pilot, lambda: app.session.view("crew").act2.phase != "cage")
        assert last_actions(app, 2) == ["Shark attacks the boat at B2", str(A.LET_SHARK_ROLL)]


async def test_a_cage_window_before_a_roll_on_someone_stays_open(save_dir: Path) -> None:
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, shark_to_attack

    state = shark_to_attack({"brody": ("shark_cage_2",)})
    # Hooper on the attacked space (a Big Mouth under the token could wound him).
    a2_of(state).positions.update({"quint": "B5", "brody": "B6", "hooper": "B2"})
    async with _playing_from(state, save_dir) as (app, pilot):
        app.submit(A.AttackBoat(2))
        await pilot.pause()
        await pilot.pause()
        assert a2_of(app.session.state).phase == "cage"
        assert last_actions(app, 1) == ["Shark attacks the boat at B2"]
