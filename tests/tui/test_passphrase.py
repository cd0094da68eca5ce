"""The Shark's passphrase in the app: chosen behind the Shark's first curtain, asked for to
resume a sealed game; a wrong one is one sentence and loads nothing (issue 11, item 1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Button, Input

from jaws import saves
from jaws.tui.app import JawsApp
from jaws.tui.screens.passphrase import DIFFER, PassphraseDialog
from tests.tui.conftest import SIZE, choose, lift_curtain, new_app, wait_for


@pytest.fixture(autouse=True)
def ask(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(JawsApp, "ask_shark_passphrase", True)


async def _type(pilot: object, app: JawsApp, text: str) -> None:
    assert isinstance(app.screen, PassphraseDialog)
    assert await wait_for(pilot, lambda: not app.screen.query_one("#passphrase").disabled)  # type: ignore[arg-type]
    for field in app.screen.query(Input):  # a chosen one is typed twice
        assert field.password, "the passphrase is never shown"
        field.value = text
    await pilot.press("enter")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


async def test_the_shark_seals_the_game_behind_its_curtain_and_types_it_to_resume(
    save_dir: Path,
) -> None:
    app = new_app("act1", 9, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await _type(pilot, app, "ahab")
        sealed = lambda: getattr(app.session.seal, "kind", None) == "passphrase"  # noqa: E731
        assert await wait_for(pilot, sealed)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        path = saves.save(app.session, "sealed one", save_dir)
        assert json.loads(path.read_text())["header"]["seal"] == "passphrase"
        state = app.session.state

    fresh = JawsApp(save_dir=save_dir)
    async with fresh.run_test(size=SIZE) as pilot:
        await pilot.pause()
        fresh.load_game(path)
        await pilot.pause()
        await _type(pilot, fresh, "quint")
        refused = lambda: any("does not open" in n.message for n in fresh._notifications)  # noqa: E731
        assert await wait_for(pilot, refused) and fresh.session is None
        fresh.load_game(path)
        await pilot.pause()
        await _type(pilot, fresh, "ahab")
        assert await wait_for(pilot, lambda: fresh.session is not None)
        assert fresh.session is not None and fresh.session.state == state


async def test_a_shark_who_declines_plays_unsealed(save_dir: Path) -> None:
    app = new_app("act1", 10, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        app.screen.query_one("#unsealed", Button).press()
        assert await wait_for(pilot, lambda: app.session is not None and app.session.unsealed)
        assert not isinstance(app.screen, PassphraseDialog)


async def _put_off(pilot: Any, app: JawsApp) -> None:
    """Lift the Shark's first curtain and answer the passphrase question "Later" (Esc)."""
    await pilot.pause()
    assert await lift_curtain(pilot) == "shark"
    assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
    await pilot.press("escape")
    assert await wait_for(pilot, lambda: not isinstance(app.screen, PassphraseDialog))


async def test_later_is_not_asked_again_at_every_shark_turn(save_dir: Path) -> None:
    """Playtest: after "Later (Esc)" the dialog came back at the next Shark turn and took the
    Shark's move key ("1") as passphrase text."""
    from jaws.tui.screens.act1 import Act1Screen
    from tests.tui.players import hungry_shark, idle_crew, step

    app = new_app("act1", 10, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await _put_off(pilot, app)
        for _ in range(200):
            await pilot.pause()
            assert not isinstance(app.screen, PassphraseDialog), "asked again"
            a1 = app.session.view("spectator").act1
            screen = app.screen
            if a1.round == 2 and isinstance(screen, Act1Screen) and screen.seat == "shark":
                break
            await step(pilot, hungry_shark, idle_crew)
        else:
            raise AssertionError("round 2's Shark turn never came")
        await pilot.pause()
        assert not isinstance(app.screen, PassphraseDialog)
        assert app.session.seal is None or getattr(app.session.seal, "kind", None) != "passphrase"


async def test_later_is_asked_again_when_the_game_is_next_opened(save_dir: Path) -> None:
    """ "Later" promises "you are asked again when this game is next opened": that holds when
    the same game is opened again in the same run of the app (the review found it did not)."""
    app = new_app("act1", 10, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await _put_off(pilot, app)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        path = saves.save(app.session, "put off", save_dir)
        app.load_game(path)
        assert await wait_for(
            pilot, lambda: any("Resumed" in n.message for n in app._notifications)
        )
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))


async def test_alone_against_the_ai_crew_the_shark_is_not_asked(save_dir: Path) -> None:
    """Playtest: solo as the Shark, the passphrase dialog came up behind the curtain though
    no crew player is at the table to keep the Shark's secrets from."""
    from jaws.session import GameSession, SeatControl

    app: Any = JawsApp(save_dir=save_dir)

    async def no_wait(seconds: float) -> None:
        return None

    app.bot_sleep = no_wait
    session = GameSession.new("act1", 9, seats={"crew": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        await choose(pilot, lambda a: a.kind == "shark_start")
        await pilot.pause()
        assert not any(isinstance(s, PassphraseDialog) for s in app.screen_stack)
        assert not session.unsealed and getattr(session.seal, "kind", None) != "passphrase"
        assert app.crew_players() == {}  # and the status names no player for the AI crew


async def test_a_chosen_passphrase_is_typed_twice(save_dir: Path) -> None:
    """Helper-50: the passphrase is never shown, so a slip sealed the game with one its
    Shark did not know. Two that differ are refused, and both boxes are typed again."""
    app = new_app("act1", 9, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        dialog = app.screen
        assert await wait_for(pilot, lambda: not dialog.query_one("#passphrase").disabled)
        await pilot.press(*"fish", "enter", *"fsih", "enter")
        await pilot.pause()
        assert app.screen is dialog and app.session.seal is None
        assert any(n.message == DIFFER for n in app._notifications)
        assert [field.value for field in dialog.query(Input)] == ["", ""]
        await pilot.press(*"fish", "enter", *"fish", "enter")
        assert await wait_for(pilot, lambda: app.screen is not dialog)
        assert getattr(app.session.seal, "kind", None) == "passphrase"


async def test_keys_from_the_curtain_are_typed_nowhere(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Helper-50: "s" mashed to lift the Shark's curtain went into the passphrase box ("••"
    before anything was typed). The boxes take keys once the dialog has waited, untouched,
    as long as a curtain does; a key before that restarts the wait."""
    now = [100.0]
    monkeypatch.setattr(JawsApp, "curtain_clock", staticmethod(lambda: now[0]))
    monkeypatch.setattr(JawsApp, "curtain_delay", 0.7)
    app = new_app("act1", 9, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        curtain = app.screen
        now[0] += 1.0  # the curtain has waited: its "s" counts
        await pilot.press("s")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        dialog = app.screen
        assert dialog is not curtain
        await pilot.press("s", "s")
        now[0] += 0.5
        await pilot.press("s")  # within 0.7 s of the last: the wait starts again
        now[0] += 0.5
        await pilot.pause(0.2)
        field = dialog.query_one("#passphrase", Input)
        assert field.disabled and field.value == ""
        now[0] += 0.3  # 0.8 s untouched
        assert await wait_for(pilot, lambda: not field.disabled)
        await pilot.press(*"fish")
        assert field.value == "fish"


async def test_a_wrong_passphrase_is_asked_again_in_place(save_dir: Path) -> None:
    """Helper-52: a wrong passphrase closed the dialog and left the Shark at the title screen
    to find the save again. It is asked again, three tries in all, as `jaws resume` does."""
    app = new_app("act1", 9, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await _type(pilot, app, "ahab")
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        path = saves.save(app.session, "sealed one", save_dir)

    fresh = JawsApp(save_dir=save_dir)
    async with fresh.run_test(size=SIZE) as pilot:
        await pilot.pause()
        fresh.load_game(path)
        for left in (2, 1):
            assert await wait_for(pilot, lambda: isinstance(fresh.screen, PassphraseDialog))
            await _type(pilot, fresh, "quint")
            said = f"That passphrase does not open this game. Try again ({left} "
            told = lambda said=said: any(  # noqa: E731
                n.message.startswith(said) for n in fresh._notifications
            )
            assert await wait_for(pilot, told)
        assert await wait_for(pilot, lambda: isinstance(fresh.screen, PassphraseDialog))
        await _type(pilot, fresh, "ahab")
        assert await wait_for(pilot, lambda: fresh.session is not None)

    third = JawsApp(save_dir=save_dir)
    async with third.run_test(size=SIZE) as pilot:
        await pilot.pause()
        third.load_game(path)
        for _ in range(3):
            assert await wait_for(pilot, lambda: isinstance(third.screen, PassphraseDialog))
            await _type(pilot, third, "quint")
        await pilot.pause()
        assert not isinstance(third.screen, PassphraseDialog) and third.session is None
        wrong = "That passphrase does not open this game."
        assert any(n.message == wrong for n in third._notifications)


async def test_only_the_button_enter_takes_is_drawn_as_the_main_choice(save_dir: Path) -> None:
    """helper-69 (stop 49): "Play unsealed" was drawn orange, which read as the lit choice
    while Enter sealed the game. The button Enter takes is the one drawn as the main choice;
    the others are drawn alike (the text above says what playing unsealed gives up)."""
    app = new_app("act1", 10, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        variants = {str(b.id): b.variant for b in app.screen.query(Button)}
        assert variants == {"seal": "primary", "unsealed": "default", "later": "default"}


async def test_act2_alone_asks_the_shark_before_the_crews_setup_is_saved(save_dir: Path) -> None:
    """helper-72 (stop 50): in Act 2 alone the crew divides its gear and boards first, and the
    autosaves of those steps were sealed with the key file only, with the Shark's dealt hand,
    the Resurface deck and the seed inside, before the Shark had been asked for a passphrase.
    The Shark's curtain now comes first, for the passphrase alone; then the crew's setup, whose
    every save is sealed with it."""
    from jaws.tui.screens.handoff import HandOffScreen

    app = new_app("act2", 5, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "shark"
        assert await lift_curtain(pilot) == "shark"
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await _type(pilot, app, "ahab")
        assert await wait_for(
            pilot, lambda: isinstance(app.screen, HandOffScreen) and app.screen.seat == "crew"
        )
        assert await lift_curtain(pilot) == "crew"
        await choose(pilot, lambda a: a.kind == "give_gear")
        assert app.session.whose_turn() == "crew"
    written = sorted(save_dir.glob("*.json*"))
    assert written, "the crew's setup was autosaved"
    for path in written:
        assert json.loads(path.read_text())["header"]["seal"] == "passphrase", path.name


async def test_a_game_past_act_2s_setup_opens_on_the_crews_curtain_with_its_recap(
    save_dir: Path,
) -> None:
    """helper-74 (stop 50): the Shark-first curtain came for any game opened on the crew's
    turn and sealed with the key file only ("Later"), mid-round too, and it took the recap
    the crew should read. Only Act 2's setup, before any Shark choice, puts the Shark first."""
    from jaws.session import GameSession
    from jaws.tui.screens.handoff import HandOffScreen
    from tests.tui.players import plain_shark_act2, steady_crew_act2

    session = GameSession.new("act2", 5)
    while session.view("spectator").act2.phase != "prepare":  # type: ignore[union-attr]
        seat = session.whose_turn()
        assert seat is not None
        policy = plain_shark_act2 if seat == "shark" else steady_crew_act2
        session.submit(policy(session.view(seat), session.legal_actions(seat)))
    assert session.whose_turn() == "crew" and session.seal is None
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session, resumed=True)
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "crew"
        assert "What just happened" in app.screen.detail


async def test_a_passphrase_that_cannot_be_used_is_asked_for_again(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before the crew's setup the game goes on only once the Shark has answered: a refused
    passphrase left the Shark's screen with no question and no crew curtain to come."""
    from jaws.tui.screens.handoff import HandOffScreen

    original = saves.choose_passphrase
    refusals = iter([ValueError("refused for the test")])

    def choose(session: Any, passphrase: str | None) -> None:
        error = next(refusals, None)
        if error is not None:
            raise error
        original(session, passphrase)

    monkeypatch.setattr(saves, "choose_passphrase", choose)
    app = new_app("act2", 5, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await _type(pilot, app, "ahab")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await _type(pilot, app, "ahab")
        assert await wait_for(
            pilot, lambda: isinstance(app.screen, HandOffScreen) and app.screen.seat == "crew"
        )


async def test_a_practice_games_warning_is_in_the_dialog_not_over_it(save_dir: Path) -> None:
    """helper-75, stop 50: the practice game's notice lay over the passphrase dialog's
    corner (at 80x24, over its buttons' row). The dialog says it, and the notice goes."""
    from jaws.tui.app import PRACTICE_WARNING
    from tests.tui.conftest import screen_text

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.start_game("act1", "7", 2, None, {}) is None
        await pilot.pause()
        assert PRACTICE_WARNING in [n.message for n in app._notifications]
        assert await lift_curtain(pilot) == "shark"
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await pilot.pause()
        assert PRACTICE_WARNING not in [n.message for n in app._notifications]
        said = str(app.screen.query_one("#practice").render())
        assert said.startswith("This is a practice game: whoever knows its seed"), said
        shown = screen_text(app)
        assert "Seal (Enter)" in shown and "Later (Esc)" in shown
        assert "Shark's cards, sealed or not." in shown  # its last words, in sight


async def test_a_game_without_a_seed_says_nothing_of_practice(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.start_game("act1", "", 2, None, {}) is None
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        assert "practice" not in " ".join(str(w.render()) for w in app.screen.query("Static"))


async def test_the_sharks_curtain_says_the_passphrase_comes_first(save_dir: Path) -> None:
    """helper-77, stop 51: a game put off with "Later" and opened again asked for the
    passphrase as the Shark's curtain lifted, and the Shark's moves, typed on behind the
    "s", went into the password box unseen. The curtain says the dialog comes first; once
    chosen, it says no more."""
    from jaws.tui.screens.handoff import HandOffScreen

    first = "First you choose a passphrase to seal the saves."

    def curtain_says() -> str:
        return " ".join(str(app.screen.query_one("#curtain").render()).split())

    app = new_app("act1", 10, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "shark"
        assert first in curtain_says()
        await _put_off(pilot, app)
        await choose(pilot, lambda a: a.kind == "shark_start" and a.space == "S")
        path = saves.save(app.session, "put off", save_dir)
        app.load_game(path)
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await pilot.pause()
        assert app.screen.seat == "shark"
        assert first in curtain_says()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, PassphraseDialog))
        await _type(pilot, app, "ahab")
        assert await wait_for(pilot, lambda: not isinstance(app.screen, PassphraseDialog))
        assert not app.passphrase_due()
        assert first not in app.curtain_text("shark")[1]
