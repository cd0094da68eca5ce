"""Issue 12, table moments: the Act 2 Shark attack is played in the open and its results wait
for a key; an AI Shark's Act 1 announcement is a card the crew acknowledges."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from jaws.bots import make_bot
from jaws.engine.act2.actions import LET_SHARK_ROLL
from jaws.session import GameSession, SeatControl, TableNote
from jaws.tui.app import JawsApp
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.table_moments import MomentCard
from jaws.tui.widgets.text_panel import TextPanel
from jaws.views.hidden import is_hidden
from tests.tui.conftest import (
    SIZE,
    acknowledge,
    choose,
    dom_text,
    lift_curtain,
    menu_actions,
    new_app,
    screen_text,
    wait_for,
)
from tests.tui.players import (
    plain_shark_act2,
    plain_shark_step,
    solo_shark_act2,
    steady_crew_act2,
    step_act2,
)
from tests.tui.test_no_misfire import _playing_from

AI_SHARK = {"shark": SeatControl("bot", "easy")}  # the crew plays alone against it


def attack_and_result(line: str) -> tuple[str, str]:
    """A crew attack's log line as the round's card words it: "Quint's Rifle" and "4 hits
    against Evade 0: 4 wounds" (the card says "rolls 1 2 and adds 1" where the log's line
    says "(3 rolled, +1 for the Rifle)")."""
    who, result = line.split(": ", 1)
    return who, re.sub(r" \(\d+ rolled, \+1 for the [^)]*\)", "", result)


def hand_names(app: Any) -> set[str]:
    """The names of the Shark's Ability cards in hand (its secret)."""
    shark = app.session.view("shark").act2
    return {app.content.act2.ability_of(card).name for card in shark.hand}


def assert_no_secret(app: Any) -> None:
    text = screen_text(app) + dom_text(app)
    assert "SHARK ONLY" not in text and "Your Ability cards" not in text
    assert "You chose option" not in text and "Chum would show" not in text
    # A card the Shark played this round is revealed (Step 4): a second copy in hand shares
    # its name.
    played = app.session.view("crew").act2.played_card
    shown = played and not is_hidden(played)
    revealed = app.content.act2.ability_of(played).name if shown else None
    for name in hand_names(app) - {revealed}:
        assert name not in text, f"the Shark's card {name} is on a crew-facing screen"


async def play_to_the_attack(pilot: Any) -> None:
    """Play round 1 of Act 2 (seed 8) with plain players until the Shark is to attack."""
    app = pilot.app
    for _ in range(200):
        if app.session.view("crew").act2.phase == "shark_attack":
            return
        await step_act2(pilot, plain_shark_act2, steady_crew_act2)
    raise AssertionError("the Shark never came to attack")


async def test_the_shark_attacks_on_the_crew_screen_and_its_results_wait_for_a_key(
    save_dir: Path,
) -> None:
    app: Any = new_app("act2", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_to_the_attack(pilot)
        await pilot.pause()
        # No curtain: the Shark takes the keyboard at the crew's own screen, which offers the
        # Shark's attack and shows nothing secret.
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.seat == "crew"
        assert screen.actor == "shark"
        text = screen_text(app)
        assert " EVERYONE " in text and "The Shark attacks in the open" in text
        assert "Shark attacks the boat at B8" in dom_text(app)
        # The crew cannot take back the Shark's move: no take-back on this screen now.
        assert not screen.check_action("take_back", ())
        assert_no_secret(app)
        # Keys the crew typed on are not the Shark's choice: its player takes the keyboard.
        prompt = str(screen.query_one("#prompt", TextPanel).shown)
        assert "Shark player, take the keyboard with s" in prompt, prompt
        await pilot.press("s")
        await choose(pilot, lambda a: a.kind == "attack_boat")
        # The crew holds a Shark Cage, but nobody stands on B8 and none is in the water: the
        # window shields nobody, and the app lets the Shark roll (helper-68).
        await wait_for(pilot, lambda: app.session.log[-1].action == LET_SHARK_ROLL)
        # The dice and the results, to everyone, before the Shark's curtain.
        await wait_for(pilot, lambda: isinstance(app.screen, MomentCard))
        card = app.screen
        assert isinstance(card, MomentCard)
        text = screen_text(app)
        assert "The Shark's attack" in text
        # The roll and what it did, one line (jaws.tui.round_digest).
        assert "Shark's attack on Boat Space B8 rolls 0 0 → B8 holds (0 hits)" in text
        # Not a Cage choice the crew never had (helper-71).
        assert "may play a Shark Cage" not in text
        assert_no_secret(app)
        # A key mashed at once does not take it away unread; Enter, once it has waited, does.
        app.curtain_delay = 60.0
        card.arm()
        await pilot.press("enter", "s", "enter")
        assert app.screen is card
        app.curtain_delay = 0.0
        card.arm()
        await acknowledge(pilot)
        curtain = app.screen
        assert isinstance(curtain, HandOffScreen) and curtain.seat == "shark"
        # The curtain does not tell the attack a second time.
        assert "Shark rolls for its attack" not in screen_text(app)
        assert await lift_curtain(pilot) == "shark"
        assert isinstance(app.screen, Act2Screen) and app.screen.seat == "shark"


async def test_an_ai_sharks_attack_is_shown_to_the_crew_and_waits_for_its_key(
    save_dir: Path,
) -> None:
    session = GameSession.new("act2", 8, seats=AI_SHARK)
    cards: list[str] = []
    async with _playing_from(session, save_dir) as (app, pilot):
        # Bounded by polls, not time: the loop ends as soon as round 2's crew is to move.
        for _ in range(3000):
            if session.view("crew").act2.round >= 2 and session.whose_turn() == "crew":
                break
            screen = app.screen
            if isinstance(screen, MomentCard):
                cards.append(await acknowledge(pilot))
                continue
            if app.shark_thinking or not isinstance(screen, Act2Screen):
                await pilot.pause(0.01)
                continue
            assert screen.seat == "crew" and screen.actor == "crew"
            assert_no_secret(app)
            if session.whose_turn() == "crew":
                view = session.view("crew")
                chosen = steady_crew_act2(view, list(screen.query_one("#menu").actions))
                await choose(pilot, lambda a, chosen=chosen: a == chosen)
            else:
                await pilot.pause(0.01)
        attacked = [c for c in cards if "The Shark's attack" in c]
        assert attacked, cards
        assert "Shark's attack on" in attacked[0] or "makes no attack" in attacked[0]


async def test_an_ai_sharks_act1_announcement_is_a_card_before_the_crews_turn(
    save_dir: Path,
) -> None:
    session = GameSession.new("act1", 12, seats=AI_SHARK)
    async with _playing_from(session, save_dir) as (app, pilot):
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=1000)
        text = screen_text(app)
        assert "The Shark announces" in text
        told = [str(e) for e in session.events_for("crew") if str(e).startswith("The Shark ate")]
        assert told and told[-1][:30] in text
        for secret in ("starts at", "Shark moves", "Tracker Pad"):
            assert secret not in text
        # Until it is acknowledged, the crew's menu below takes no key.
        before = len(session.log)
        await pilot.press("e", "m")
        assert len(session.log) == before and isinstance(app.screen, MomentCard)
        await acknowledge(pilot)
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "crew"


async def test_an_ai_sharks_card_after_round_one_tells_the_rounds_event_too(
    save_dir: Path,
) -> None:
    """From round 2 on the Amity Event and its swimmers come after the crew's last move and
    no curtain shows them to a solo crew: the AI Shark's card tells them (playtest, stop 27:
    it said only "The Shark ate 2 at W")."""
    session = GameSession.new("act1", 12, seats=AI_SHARK)
    async with _playing_from(session, save_dir) as (app, pilot):
        cards: list[str] = []
        for _ in range(4000):
            act1 = session.view("crew").act1
            if act1 is None or act1.round > 2 or len(cards) >= 2:
                break
            screen = app.screen
            if isinstance(screen, MomentCard):
                cards.append(await acknowledge(pilot))
            elif isinstance(screen, Act1Screen) and session.whose_turn() == "crew":
                ends = any(a.kind == "end_crew_turn" for a in menu_actions(pilot))
                await choose(pilot, lambda a, ends=ends: a.kind == "end_crew_turn" or not ends)
            else:
                await pilot.pause(0.01)
        assert len(cards) >= 2, cards
        second = cards[1]
        assert "— Round 2 —" in second and "Amity Event:" in second, second
        assert "Swimmers placed" in second, second


def rifle_crew_act2(view: Any, actions: list[Any]) -> Any:
    """The steady crew, but whoever holds the Rifle readies it, and targets aim at option
    A's zone when they can: the plain Shark (option A) is then attacked."""
    rifles = [a for a in actions if a.kind == "choose_weapon" and "rifle" in a.card]
    if rifles:
        return rifles[0]
    options = view.act2.options
    aimed = [
        a for a in actions if a.kind == "place_target" and options and a.zone == options[0].zone
    ]
    if aimed:
        return aimed[0]
    return steady_crew_act2(view, actions)


async def test_the_attack_card_also_tells_the_crews_last_attack(save_dir: Path) -> None:
    """The crew's last attack is followed at once by the Shark's: its roll and result are on
    the attack's card (playtest, stop 27: Quint's roll never showed)."""
    app: Any = new_app("act2", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(300):
            if isinstance(app.screen, MomentCard):
                break
            act2 = app.session.view("crew").act2
            if act2.phase == "shark_attack" and isinstance(app.screen, Act2Screen):
                if app.screen.shark_waits:  # the Shark's player takes the keyboard
                    await pilot.press("s")
                await choose(pilot, lambda a: a.seat == "shark")
                continue
            if act2.phase == "cage" and isinstance(app.screen, Act2Screen):
                await choose(pilot, lambda a: a.kind == "let_shark_roll")
                continue
            await step_act2(pilot, plain_shark_act2, rifle_crew_act2)
        assert isinstance(app.screen, MomentCard), type(app.screen).__name__
        card = "\n".join(app.screen.lines)
        told = [str(e) for e in app.session.events_for("crew")]
        last = max(i for i, line in enumerate(told) if "against Evade" in line)
        # Joined to its roll on the card: "Quint's Rifle rolls 1 2: 4 hits against ...".
        who, result = attack_and_result(told[last])
        assert f"{who} rolls " in card and result in card, card


async def test_solo_shark_against_the_ai_crew_sees_the_rounds_results_on_a_card(
    save_dir: Path,
) -> None:
    """Stop-30 playtest: alone against the AI crew, the Shark's screen moved on to the next
    Orca round and its short log had already scrolled past the attack's result. The round's
    results (the crew's last attack and the Shark's) now wait on a card for the Shark's key."""
    app, session = solo_shark_act2(save_dir)
    cards: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        for _ in range(3000):
            if session.view("crew").act2.round >= 2 or session.outcome is not None:
                await wait_for(pilot, app.card_open, tries=20)
                if app.card_open():
                    cards.append(await acknowledge(pilot))
                break
            screen = app.screen
            if isinstance(screen, MomentCard):
                before = len(session.log)
                cards.append(await acknowledge(pilot))
                assert len(session.log) == before
                continue
            await plain_shark_step(pilot)
        # The card came before round 2's first move, and told the Shark's attack.
        assert len(cards) == 1, cards
        assert "The Shark's attack" in cards[0]
        assert "Shark's attack on" in cards[0] or "makes no attack" in cards[0]
        # One player at the table: the card does not speak to "everyone".
        assert "everyone" not in cards[0].lower() and "When you have seen it" in cards[0]
        assert session.view("crew").act2.round == 2


async def test_the_solo_sharks_curtain_does_not_ask_everyone_else_to_look_away(
    save_dir: Path,
) -> None:
    """Stop-30 playtest: alone against the AI crew, the curtain said "Everyone else, look
    away from the screen"; nobody else plays."""
    app: Any = JawsApp(save_dir=save_dir)
    session = GameSession.new("act2", 8, seats={"crew": SeatControl("bot", "easy")})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "shark"
        text = " ".join(dom_text(app).split())
        assert "The AI crew plays in the open on your screen" in text
        assert "Everyone else" not in text
        assert "The AI crew sees only what the Shark shows" in text


async def test_the_attack_card_tells_every_crew_attack_and_the_next_curtain_the_new_round(
    save_dir: Path,
) -> None:
    """Stop-30 playtest: the card began at the crew's last attack, so Quint's Machete attack
    before Brody's roll was never shown to the Shark's player (who looks away during the
    crew's turn), and the next round's lines ran on without their "— Orca round —" marker.
    The card now tells the round from the reveal to the Shark's dive; the Shark's curtain
    then opens the new round."""
    app: Any = new_app("act2", 5, save_dir)  # round 1: all three attack
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(300):
            if isinstance(app.screen, MomentCard):
                break
            act2 = app.session.view("crew").act2
            if act2.phase == "shark_attack" and isinstance(app.screen, Act2Screen):
                if app.screen.shark_waits:  # the Shark's player takes the keyboard
                    await pilot.press("s")
                await choose(pilot, lambda a: a.seat == "shark")
                continue
            if act2.phase == "cage" and isinstance(app.screen, Act2Screen):
                await choose(pilot, lambda a: a.kind == "let_shark_roll")
                continue
            await step_act2(pilot, plain_shark_act2, rifle_crew_act2)
        assert isinstance(app.screen, MomentCard), type(app.screen).__name__
        card = app.screen.lines
        told = [str(e) for e in app.session.events_for("crew")]
        reveal = max(i for i, line in enumerate(told) if line.startswith("The Shark resurfaces"))
        attacks = [line for line in told[reveal:] if "against Evade" in line]
        assert len(attacks) == 3, told[reveal:]
        text = "\n".join(card)
        for line in attacks:
            # Joined to its roll: "Quint's Rifle rolls 2 2: 5 hits against Evade 0: ...".
            who, result = attack_and_result(line)
            assert f"{who} rolls " in text and result in text, (line, text)
        assert "The Shark dives (end of round 1)" in card
        assert not any(line.startswith("— Orca round") for line in card), card
        await acknowledge(pilot)
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "shark"
        curtain = " ".join(screen_text(app).split())
        assert "— Orca round 2 —" in curtain and "Resurface options" in curtain, curtain


@pytest.mark.parametrize(("players", "alone"), [(2, True), (4, False)])
async def test_a_card_speaks_to_you_when_one_person_plays_the_crew(
    save_dir: Path, players: int, alone: bool
) -> None:
    """One crew player against the AI Shark is told "When you have seen it"; three crew
    players still "everyone" (the solo card spoke to "everyone" at a table of one)."""
    app: Any = JawsApp(save_dir=save_dir)
    seats = {"shark": SeatControl("bot", "easy")}
    session = GameSession.new("act1", 12, players=players, seats=seats)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        await pilot.pause()
        await lift_curtain(pilot)
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=1000)
        text = screen_text(app)
        assert ("When you have seen it" in text) is alone
        assert ("everyone may look" in text) is not alone


def a_round_with_nothing_to_attack() -> tuple[list[Any], Any]:
    """Seed 10, the plain Shark (option A, no card) against the easy crew (bot seed 1): round
    11 surfaces the Shark in zone 8 with no standing Boat Space next to it and nobody in the
    water, so the engine skips its attack. The actions up to Brody's attack (the round's last
    move, a roll), and the crew bot that chose them, ready to choose it again."""
    session = GameSession.new("act2", 10, seats={"crew": SeatControl("bot", "easy")})
    crew = make_bot("crew", "easy", seed=1)
    while len(session.log) < 114:
        if session.whose_turn() == "shark":
            action = plain_shark_act2(session.view("shark"), list(session.legal_actions("shark")))
        else:
            action = crew.choose(session.view("crew"), session.legal_actions("crew"))
        session.submit(action)
    assert session.view("crew").act2.round == 11
    return session.actions, crew


async def test_solo_shark_sees_the_crews_attacks_in_a_round_it_had_nothing_to_attack(
    save_dir: Path,
) -> None:
    """Stop-31 review: when the Shark surfaces with no standing Boat Space next to it and
    nobody in the water, the engine skips its attack, so no attack card was shown; alone
    against the AI crew, the Shark's screen moved on to the next round and the crew's rolls
    against it scrolled past unread. They are now a card of their own."""
    app, _ = solo_shark_act2(save_dir)
    actions, crew = a_round_with_nothing_to_attack()
    seats = {"crew": SeatControl("bot", "easy")}
    session = GameSession.replay("act2", 10, actions, seats=seats)
    cards: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(session)
        app.bots["crew"] = crew  # the bot that chose the round's moves so far
        await pilot.pause()
        await lift_curtain(pilot)
        for _ in range(300):
            if session.view("crew").act2.round >= 12 or session.outcome is not None:
                await wait_for(pilot, app.card_open, tries=20)
                if app.card_open():
                    cards.append(await acknowledge(pilot))
                break
            await plain_shark_step(pilot)
        assert session.view("crew").act2.round == 12
        told = [str(e) for e in session.events_for("crew")]
        this_round = told[told.index("— Orca round 11 —") : told.index("— Orca round 12 —")]
        assert not any("Shark rolls" in line for line in this_round), this_round
        assert len(cards) == 1, cards
        assert "The crew's attacks" in cards[0]
        assert "The Shark dives (end of round 11)" in cards[0]
        assert "zone 8" in cards[0]  # where it came up
        # Brody's roll and its result, joined: "Brody's Service Pistol rolls a 2: 3 hits ...".
        rolled = [line for line in this_round if "against Evade" in line]
        assert rolled, this_round
        flat = " ".join(cards[0].replace("┃", " ").split())  # a long line wraps on the card
        for line in rolled:
            who, result = attack_and_result(line)
            assert f"{who} rolls " in flat and result in flat, cards[0]
        assert "Orca round 12" not in cards[0]  # the next round opens the Shark's screen


async def test_keys_typed_with_a_cards_enter_go_on_to_the_screen_below(save_dir: Path) -> None:
    """Stop-38 playtest: "Enter cA0B Enter" sent at once closed the round's card and lost the
    choice after it (and "Enter B8" lost the crew's move). Keys typed after the acknowledging
    Enter, in the same burst, now reach the screen below in order."""
    from textual import events

    from jaws.tui.widgets import direct_input as di

    session = GameSession.new("act1", 12, seats=AI_SHARK)
    async with _playing_from(session, save_dir) as (app, pilot):
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard), tries=1000)
        move = next(
            a
            for a in session.legal_actions("crew")
            if a.kind == "crew_move" and a.member == "quint" and len(di.target_keys(a) or ()) == 1
        )
        before = len(session.log)
        for key in ("enter", *(k.lower() for k in di.target_keys(move) or ())):
            app.post_message(events.Key(key, "\r" if key == "enter" else key))
        assert await wait_for(pilot, lambda: len(session.log) > before)
        assert session.log[before].action == move


def test_a_cage_window_is_told_on_the_card_only_when_it_mattered() -> None:
    from jaws.engine.act2.events import CageChance, CagePlayed
    from jaws.tui.table_moments import without_passed_cages

    window = CageChance("crew", "brody")
    played = CagePlayed("brody")
    later = TableNote("the roll")
    assert without_passed_cages([window, later]) == [later]
    assert without_passed_cages([window, played, later]) == [window, played, later]
    assert without_passed_cages([later, window]) == [later, window]  # still open
