"""helper-33, stop 39: against the AI Shark in Act 2, the crew typed "a Enter e Enter" (attack,
then done attacking). Its attack was the crew's last, so the attack step ended by itself and
the card of the Shark's attack came up; the `e` was typed at the card, and the Enter took it
away unread: the damaged boat and Hooper's wounds were told only in the 3-line log, round
after round. Now the last attack's confirmation says the crew's attacks end with it, and a key
typed at a card is answered there and makes its Enter wait again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.session import GameSession
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.table_moments import MomentCard
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.text_panel import TextPanel
from tests.tui.conftest import acknowledge, new_app, screen_text, wait_for
from tests.tui.test_no_misfire import _playing_from
from tests.tui.test_screens_fit import to_act2_phase
from tests.tui.test_table_moments import AI_SHARK

THREE_ATTACKERS_SEED = 4  # round 1: each member's Target is where the Shark surfaces
LAST_ATTACK = "The last attack: the crew's attacks end with it."
# With a Shark Cage still to play in the step, it does not end by itself (helper-68).
LAST_ATTACK_CAGE_LEFT = "The last attack: then e ends the step (a Shark Cage may come first)."


async def test_the_last_attack_says_the_attacks_end_with_it(save_dir: Path) -> None:
    app: Any = new_app("act2", THREE_ATTACKERS_SEED, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_act2_phase(pilot, "crew_attack")
        screen = app.screen
        assert isinstance(screen, Act2Screen)
        attacks = [a for a in screen.offered if a.kind == "attack_shark"]
        attackers = list(dict.fromkeys(di.member_of(a) for a in attacks))
        assert len(attackers) == 3, screen.offered
        prompt = screen.query_one("#prompt", TextPanel)
        for member in attackers[:-1]:  # not the last: no such word, then on to the next
            attack = next(a for a in attacks if di.member_of(a) == member)
            screen.take(attack)
            await pilot.pause()
            assert "Cannot be taken back" in str(prompt.shown)
            assert LAST_ATTACK not in str(prompt.shown)
            screen.take(attack)
            await pilot.pause()
            await wait_for(pilot, lambda m=member: m not in screen.members())
        last = next(a for a in screen.offered if a.kind == "attack_shark")
        cage_left = any(a.kind == "play_cage" for a in screen.offered)
        screen.take(last)
        await pilot.pause()
        said = LAST_ATTACK_CAGE_LEFT if cage_left else LAST_ATTACK
        assert said in str(prompt.shown), prompt.shown


async def test_a_key_typed_at_a_card_is_answered_and_its_enter_waits_again(
    save_dir: Path,
) -> None:
    app: Any = new_app("act1", 3, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.curtain_delay = 0.0
        card = MomentCard("The Shark's attack", ["Shark's attack on Boat Space B2: 2 2"])
        app.push_screen(card)
        await wait_for(pilot, card.is_armed)
        app.curtain_delay = 60.0  # from now on a re-armed card waits (the clock stands still)
        await pilot.press("e", "enter")
        await pilot.pause()
        assert app.screen is card
        assert "Keys typed at this card are not taken." in screen_text(app)


async def test_the_answer_to_the_crews_last_move_is_on_the_ai_sharks_card(
    save_dir: Path,
) -> None:
    """helper-33, stop 39: Hooper's Fish Finder was his last action, so it ended the round; the
    AI Shark moved at once, and its card told round 2 only: "Fish Finder at 8: the Shark is
    not there or nearby" was left in the log's scrollback. The card now starts at that move."""
    session = GameSession.new("act1", 12, seats=AI_SHARK)
    async with _playing_from(session, save_dir) as (app, pilot):
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=1000)
        await acknowledge(pilot)  # round 1's announcement
        await wait_for(pilot, lambda: session.whose_turn() == "crew")

        def crew(test: Any) -> Any:
            return next(a for a in session.legal_actions("crew") if test(a))

        for member in ("quint", "brody"):
            app.submit(crew(lambda a, m=member: a.kind == "end_crew_turn" and a.member == m))
        for _ in range(3):
            app.submit(crew(lambda a: a.kind == "crew_move" and a.member == "hooper"))
        app.submit(crew(lambda a: a.kind == "use_fish_finder"))
        said = [str(e) for e in session.log[-1].events if "Fish Finder at" in str(e)]
        assert len(said) == 1
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=1000)
        assert await wait_for(pilot, lambda: "— Round 2 —" in screen_text(app))
        text = screen_text(app)
        assert said[0] in text, text
        assert "Hooper uses the Fish Finder" in text
        # Its title says the card opens with the crew's own answer (helper-60: under "The
        # Shark announces", Hooper's answer read as the Shark's).
        assert isinstance(app.screen, MomentCard)
        assert app.screen.title_text == "The crew's last answer, then the Shark announces"


def test_a_card_that_opens_the_round_is_titled_the_sharks() -> None:
    from jaws.engine.act1.events import CrewActed, FishFinderAnswered, RoundStarted
    from jaws.tui.table_moments import announcement_title

    ff = CrewActed("hooper", "Hooper uses the Fish Finder")
    answer = FishFinderAnswered(1, "8", "not_nearby")
    events: list[object] = [ff, answer, RoundStarted(2), CrewActed("quint", "x")]
    assert announcement_title(events, 0) == "The crew's last answer, then the Shark announces"
    assert announcement_title(events, 2) == "The Shark announces"
    assert announcement_title(events, 3) == "The Shark announces"


def test_only_an_answer_nobody_had_a_moment_to_read_is_told_again() -> None:
    from jaws.engine.act1.events import CrewActed, FishFinderAnswered, RoundStarted
    from jaws.tui.shark_turns import round_start

    ff = CrewActed("hooper", "Hooper uses the Fish Finder")
    answer = FishFinderAnswered(1, "8", "not_nearby")
    ends = CrewActed("hooper", "Hooper ends the turn")
    moves = CrewActed("hooper", "Hooper moves to 7")
    opening = RoundStarted(2)
    # His last action, answered, ended his turn and the round: the card starts at it.
    events: list[object] = [moves, ff, answer, ends, opening]
    assert round_start(events, len(events)) == 1
    # He moved after the answer (he saw it): the card starts at the round's opening.
    events = [ff, answer, moves, ends, opening]
    assert round_start(events, len(events)) == 4
    # Another member ended the round after it: the same.
    events = [ff, answer, CrewActed("quint", "Quint ends the turn"), opening]
    assert round_start(events, len(events)) == 3


async def test_the_solo_shark_is_told_the_ai_crews_act1_turn(save_dir: Path) -> None:
    """helper-33, stop 39: alone against the AI crew, the crew's whole turn scrolled through
    the 3-line log and the Shark's next turn opened with no word: "Barrel at 6: HIT! 1 barrel
    attached to the Shark" was found only by scrolling back. A card now tells the crew's
    turn, as the crew is told the Shark's announcement."""
    from jaws.session import SeatControl
    from jaws.tui.screens.act1 import Act1Screen
    from jaws.tui.table_moments import CREW_TURN_TITLE

    session = GameSession.new("act1", 7, seats={"crew": SeatControl("bot", "easy")})
    async with _playing_from(session, save_dir) as (app, pilot):

        def shark(test: Any) -> Any:
            return next(a for a in session.legal_actions("shark") if test(a))

        app.submit(shark(lambda a: a.kind == "shark_start"))
        await wait_for(pilot, lambda: session.whose_turn() == "shark")
        app.submit(shark(lambda a: a.kind == "shark_end_turn"))
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=3000)
        card = app.screen
        assert isinstance(card, MomentCard) and card.title_text == CREW_TURN_TITLE
        crew_moves = [str(e) for e in session.events_for("crew") if type(e).__name__ == "CrewActed"]
        assert crew_moves and any(move in card.lines for move in crew_moves), card.lines
        assert await wait_for(pilot, lambda: "When you have seen it" in screen_text(app))
        await acknowledge(pilot)
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "shark"
        assert session.whose_turn() == "shark"


@pytest.mark.parametrize("cage_left", [True, False])
async def test_the_last_attack_says_whether_the_step_ends_with_it(
    save_dir: Path, cage_left: bool
) -> None:
    """Helper-68: with a Shark Cage still in a hand, the step does not end by itself after the
    last attack (the Cage may be played in it), yet the note said it did and "e" was then
    asked for. The note now says "e" ends the step; without a Cage, that the attacks end."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, act2_game, prepare, run

    state = act2_game(
        positions={"quint": "B2", "brody": "B6", "hooper": "B7"},
        gear={"hooper": ("shark_cage_2",)} if cage_left else None,
        options=(3, 15, 16),
    )
    state, _ = run(state, A.SharkChoose("A", "B"))  # card 3: zone 2
    away = {"quint": ("machete", 2), "brody": ("boat_hook", 6), "hooper": ("spear", 7)}
    state, _ = prepare(state, away)
    assert a2_of(state).phase == "crew_attack"
    async with _playing_from(state, save_dir) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, Act2Screen)
        assert any(a.kind == "play_cage" for a in screen.offered) == cage_left
        attack = next(a for a in screen.offered if a.kind == "attack_shark")
        screen.take(attack)
        await pilot.pause()
        prompt = str(screen.query_one("#prompt", TextPanel).shown)
        said, not_said = (LAST_ATTACK_CAGE_LEFT, LAST_ATTACK)[:: 1 if cage_left else -1]
        assert said in prompt and not_said not in prompt
