"""Issue 12, confirmations and keys: what cannot be undone asks for one more key (a Power
token, the last action of a crew member's turn), the Shark's secret choice has stable keys,
the crew's curtain asks the Shark to look away, and an option Chum ruled out is struck through."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from jaws.content import default_content
from jaws.engine.act1.actions import make_play_power
from jaws.session import GameSession
from jaws.tui.act2_scenes import act2_status
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.widgets.direct_input import needs_confirm
from jaws.tui.widgets.text_panel import TextPanel
from jaws.views.act2 import OptionView
from tests.tui.conftest import SIZE, choose, lift_curtain, new_app, screen_text, wait_for
from tests.tui.players import (
    plain_shark_act2,
    steady_crew_act2,
    step_act2,
    to_the_crews_act1_turn,
)


async def test_a_power_token_is_played_at_once_and_u_takes_it_back(save_dir: Path) -> None:
    """Stop-33 playtest: playing a Power token asked "Cannot be taken back: Shark plays
    Evasive Moves", and then `u` took it back, as the Shark's plan allows until its turn ends.
    It is now played without the confirming key, and taken back."""
    assert not needs_confirm(make_play_power("out_of_sight"))
    app: Any = new_app("act1", 5, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        await choose(pilot, lambda a: a.kind == "shark_start")
        session = app.session
        screen = app.screen
        power = next(a for a in session.legal_actions("shark") if a.kind == "play_power")
        keys = screen.keys_for(power)
        assert keys is not None
        before = len(session.log)
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        assert screen.pending is None
        assert session.log[-1].action == power and len(session.log) == before + 1
        plan = session.view("shark").act1.plan
        assert plan.power == power.power
        await pilot.press("u")
        assert await wait_for(pilot, lambda: session.view("shark").act1.plan.power is None)


async def test_the_action_that_ends_brodys_turn_asks_for_a_confirming_key(
    save_dir: Path,
) -> None:
    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        screen = await to_the_crews_act1_turn(pilot)

        def brody(kind: str, **fields: Any) -> Any:
            return next(
                a
                for a in session.legal_actions("crew")
                if a.kind == kind
                and getattr(a, "member", "") == "brody"
                and all(getattr(a, k) == v for k, v in fields.items())
            )

        # Three plain moves back and forth leave Brody one action.
        for to in ("S", "7", "S"):
            await choose(pilot, lambda a, to=to: a == brody("crew_move", path=(to,)))
        assert session.view("crew").act1.actions_left["brody"] == 1
        last = brody("crew_move", path=("7",))
        keys = screen.keys_for(last)
        assert keys is not None and keys[-1] == "enter"
        before = len(session.log)
        for key in keys[:-1]:
            await pilot.press(key)
        await pilot.pause()
        assert len(session.log) == before and screen.pending == last
        # His turn, not the round (helper-35, stop 40: "it ends the turn" read as the round).
        prompt = str(screen.query_one("#prompt", TextPanel).shown)
        assert "(his last action: it ends Brody's turn)" in prompt, prompt
        # A stray key is answered once (the playtest's vanished in silence), takes nothing,
        # and leaves the question standing.
        for stray in ("z", "q", "z"):
            await pilot.press(stray)
        await pilot.pause()
        waits = [n.message for n in app._notifications if "waits for you" in n.message]
        assert waits == [
            f"“z” is not taken: “{last}” waits for you. Enter confirms it, Esc cancels; "
            "no other key is taken till then."
        ]
        assert len(session.log) == before and screen.pending == last
        # Cancelled and asked again, it is a new question: a stray key is answered again
        # (once the first answer has gone: a notice on screen is not stacked twice).
        await pilot.press("escape")
        await pilot.pause()
        assert screen.pending is None
        app.clear_notifications()
        for key in keys[:-1]:
            await pilot.press(key)
        await pilot.press("tab")  # named by name, not as "\t"
        await pilot.pause()
        waits = [n.message for n in app._notifications if "waits for you" in n.message]
        assert len(waits) == 1 and screen.pending == last
        assert waits[0].startswith("“Tab” is not taken: ")
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: len(session.log) > before)
        assert session.log[-1].action == last
        assert "brody" in session.view("crew").act1.done
        # Confirmed, the question's reminder goes with it (it stayed up: stop-38 playtest).
        assert not [n for n in app._notifications if "waits for you" in n.message]


async def test_the_sharks_secret_choice_has_stable_keys(save_dir: Path) -> None:
    app: Any = new_app("act2", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        for _ in range(80):
            screen = app.screen
            is_shark = isinstance(screen, Act2Screen) and screen.actor == "shark"
            if is_shark and session.view("shark").act2.phase == "choose":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.seat == "shark"
        offered = [a for a in screen.offered if a.kind == "shark_choose"]
        plain = next(a for a in offered if a.option == "A" and a.card is None and a.chum == "C")
        assert screen.keys_for(plain) == ["A", "0", "C", "enter"]
        carded = [a for a in offered if a.option == "B" and a.card is not None and a.chum == "A"]
        assert screen.keys_for(carded[0]) == ["B", "1", "A", "enter"]
        # "c" first, as before, still types it.
        before = len(session.log)
        for key in ("c", "b", "1", "a", "enter"):
            await pilot.press(key)
        assert await wait_for(pilot, lambda: len(session.log) > before)
        assert session.log[before].action == carded[0]


async def test_the_crews_curtain_asks_the_shark_to_look_away(save_dir: Path) -> None:
    app: Any = new_app("act1", 7, save_dir)
    seen: set[str] = set()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(40):
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                text = screen_text(app)
                if screen.seat == "crew":
                    assert "The Shark looks away" in text
                    assert "Everyone else, look away" not in text
                    seen.add("crew")
                    break
                assert "Everyone else, look away" in text
                seen.add("shark")
                await lift_curtain(pilot)
            elif app.session.whose_turn() == "shark":
                await choose(pilot, lambda a: a.kind in ("shark_start", "shark_end_turn"))
            else:
                await choose(pilot, lambda a: True)
    assert seen == {"shark", "crew"}


def test_an_option_chum_ruled_out_is_struck_through() -> None:
    content = default_content()
    session = GameSession.new("act2", 8, content=content)
    view = session.view("crew").act2
    options = tuple(
        OptionView(letter, number, zone, 1, 2, False)
        for number, (letter, zone) in enumerate((("A", 1), ("B", 4), ("C", 7)))
    )
    letter = "B"
    text = act2_status(dataclasses.replace(view, options=options, chum_shown="B"), content, [])
    struck = [
        text.plain[span.start : span.end] for span in text.spans if "strike" in str(span.style)
    ]
    assert len(struck) == 1 and struck[0].startswith(f"[{letter}] W")
    assert "(not chosen: Chum)" in text.plain


async def test_the_confirming_keys_are_on_screen_at_80x24(save_dir: Path) -> None:
    """Stop-30 playtest: at 80x24 the Shark's choice waited for Enter, but "Enter confirms ·
    Esc cancels" was below the prompt's three lines, out of sight."""
    app: Any = new_app("act2", 8, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = app.session
        for _ in range(80):
            screen = app.screen
            is_shark = isinstance(screen, Act2Screen) and screen.actor == "shark"
            if is_shark and session.view("shark").act2.phase == "choose":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.seat == "shark"
        for key in ("c", "b", "1", "a"):
            await pilot.press(key)
        await pilot.pause()
        assert screen.pending is not None
        text = screen_text(app)
        assert "Enter confirms · Esc cancels" in text, text
        assert "Cannot be taken back" in text, text


async def test_ending_a_turn_with_actions_left_says_how_many_are_lost(save_dir: Path) -> None:
    """Stop-30 playtest: Brody's turn could be ended with all 4 actions unused and the
    confirmation did not say so."""
    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        screen = await to_the_crews_act1_turn(pilot)
        assert session.view("crew").act1.actions_left["brody"] == 4
        end = next(
            a
            for a in session.legal_actions("crew")
            if a.kind == "end_crew_turn" and a.member == "brody"
        )
        keys = screen.keys_for(end)
        assert keys is not None and keys[-1] == "enter"
        for key in keys[:-1]:
            await pilot.press(key)
        await pilot.pause()
        assert screen.pending == end
        assert "4 actions left unused" in screen_text(app)
        # A move that spends an action says nothing of the kind.
        await pilot.press("escape")
        assert screen.actions_forfeited(end) == 4
        moves = [a for a in session.legal_actions("crew") if a.kind == "crew_move"]
        assert screen.actions_forfeited(moves[0]) == 0


async def test_the_sharks_early_end_says_how_many_actions_go_unused(save_dir: Path) -> None:
    """The Shark's confirmation to end its turn counts the actions it leaves (stop-31
    review: only the crew's side was tested)."""
    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("5", "enter")  # the start (confirmed), then the Shark's first turn
        await pilot.pause()
        screen = app.screen
        plan = app.session.view("shark").act1.plan
        assert plan.actions_used == 0 and plan.actions_total == 3
        await pilot.press("e")
        await pilot.pause()
        assert screen.pending is not None and screen.pending.kind == "shark_end_turn"
        assert "3 actions left unused" in screen_text(app)
        await pilot.press("escape")
        await pilot.press("W")  # one move spent: two go unused
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert "2 actions left unused" in screen_text(app)


async def test_not_taken_is_brief(save_dir: Path) -> None:
    """Stop-35 playtest: after Esc on a confirmation, "Not taken." stayed up over the next
    action's confirmation. It only echoes the Esc, so it goes quickly."""
    from jaws.tui.screens.play_input import NOT_TAKEN_SECONDS

    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift_curtain(pilot)
        await pilot.press("5")
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert app.screen.pending is not None
        await pilot.press("escape")
        await pilot.pause()
        told = [n for n in app._notifications if n.message == "Not taken."]
        assert len(told) == 1 and told[0].timeout == NOT_TAKEN_SECONDS
        assert NOT_TAKEN_SECONDS < app.NOTIFICATION_TIMEOUT


async def test_the_verbs_key_again_does_not_confirm(save_dir: Path) -> None:
    """Helper-47: the prompt says "Enter confirms · Esc cancels", but the verb's key again
    confirmed too: "e e" ended a turn, and "a a" fired Quint's attack when the second "a" was
    meant for something else. A double tap now only reminds; Enter confirms."""
    app: Any = new_app("act1", 7, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        screen = await to_the_crews_act1_turn(pilot)
        before = list(session.actions)
        end = next(
            a
            for a in session.legal_actions("crew")
            if a.kind == "end_crew_turn" and a.member == screen.selected
        )
        keys = screen.keys_for(end)
        assert keys is not None and keys[-1] == "enter" and keys[:-1] == ["e"]
        await pilot.press("e")
        await pilot.pause()
        assert screen.pending == end
        await pilot.press("e")
        await pilot.pause()
        assert session.actions == before and screen.pending == end
        said = [str(n.message) for n in app._notifications]
        assert any("Enter confirms it" in line for line in said), said
        await pilot.press("enter")
        await pilot.pause()
        assert session.actions == [*before, end]


async def test_an_e_just_after_a_turn_ended_itself_does_not_end_the_next_members(
    save_dir: Path,
) -> None:
    """Helper-48: Brody's fourth action ended his turn by itself, and the "e Enter" typed to
    end it ended the next member's turn (the shared Hooper's, 4 actions unused). The first
    "e" after such a switch is said, not taken; "e" again ends the turn of the one chosen."""
    from tests.tui.conftest import choose

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        screen = await to_the_crews_act1_turn(pilot)
        for _ in range(4):
            await choose(pilot, lambda a: a.kind == "crew_move" and a.member == "brody")
        assert session.view("crew").act1.actions_left["brody"] == 0
        chosen = screen.selected
        assert chosen not in (None, "brody")
        before = list(session.actions)
        await pilot.press("e")
        await pilot.pause()
        assert screen.pending is None and session.actions == before
        said = [str(n.message) for n in app._notifications]
        name = chosen.capitalize()
        assert f"Brody's turn is over, so {name} is chosen now: e again ends {name}'s turn." in said
        await pilot.press("e")
        await pilot.pause()
        assert screen.pending is not None and screen.pending.kind == "end_crew_turn"
        assert screen.pending.member == chosen


async def test_an_e_after_a_turn_ended_with_e_ends_the_next_members(save_dir: Path) -> None:
    """Helper-49: the catch above also caught an "e" after a turn the player had ended with
    "e Enter", so ending three turns took "e e Enter" each. It catches only a turn that its
    last action ended."""
    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        screen = await to_the_crews_act1_turn(pilot)
        first = screen.selected
        await pilot.press("e", "enter")
        await pilot.pause()
        assert session.actions[-1].kind == "end_crew_turn" and session.actions[-1].member == first
        await pilot.press("e")
        await pilot.pause()
        assert screen.pending is not None and screen.pending.kind == "end_crew_turn"
        assert screen.pending.member not in (None, first)


async def test_the_sharks_choice_is_not_told_that_shift_c_moves(save_dir: Path) -> None:
    """Helper-62, stop 47: after "A0" the confirmation said "Shift+C moves to C", under the
    Shark's choice of an option, where C is option C and nothing moves."""
    app: Any = new_app("act2", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.session
        for _ in range(80):
            screen = app.screen
            is_shark = isinstance(screen, Act2Screen) and screen.actor == "shark"
            if is_shark and session.view("shark").act2.phase == "choose":
                break
            await step_act2(pilot, plain_shark_act2, steady_crew_act2)
        screen = app.screen
        offered = [a for a in screen.offered if a.kind == "shark_choose"]
        plain = next(a for a in offered if a.option == "A" and a.card is None and a.chum == "C")
        for key in screen.keys_for(plain)[:-1]:
            await pilot.press(key)
        await pilot.pause()
        assert screen.pending == plain
        prompt = " ".join(screen.input_text().plain.split())
        assert "Cannot be taken back" in prompt and "moves to" not in prompt, prompt
