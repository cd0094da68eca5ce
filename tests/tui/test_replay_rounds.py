"""Issue 12: the Act 1 replay shows each round as it was: the crew drawn where they stood when
that round's Shark turn began, not where they ended the act."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.session import GameSession
from jaws.tui.app import JawsApp
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.widgets.amity_map import AmityMap
from tests.tui.conftest import wait_for
from tests.tui.players import busy_crew, hungry_shark

LETTERS = {"quint": "Q", "hooper": "H", "brody": "B"}


def played_act1(seed: int) -> tuple[GameSession, dict[int, dict[str, str]]]:
    """A whole Act 1 with a crew that moves; the crew's positions as each Shark turn began."""
    session = GameSession.new("act1", seed)
    seen: dict[int, dict[str, str]] = {}
    while session.whose_turn() is not None:
        view = session.view("crew").act1
        if view.phase == "shark" and view.round not in seen:
            seen[view.round] = dict(view.positions)
        seat = session.whose_turn()
        assert seat is not None
        policy = hungry_shark if seat == "shark" else busy_crew
        session.submit(policy(session.view(seat), session.legal_actions(seat)))
    return session, seen


def drawn_positions(scene: Any) -> dict[str, str]:
    where: dict[str, str] = {}
    for space, here in scene.spaces.items():
        for piece in here.pieces + here.land_pieces:
            for member, letter in LETTERS.items():
                if piece.startswith(letter):
                    where[member] = space
    return where


async def test_each_round_of_the_replay_shows_the_crew_where_they_were(tmp_path: Path) -> None:
    session, seen = played_act1(6)
    final = dict(session.view("crew").act1.positions)
    moved = [r for r, positions in seen.items() if positions != final]
    assert moved, "the crew never stood elsewhere: pick another seed"
    app = JawsApp(save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.begin(session)
        app.act1_replayed = False
        app.advance()
        assert await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        screen = app.screen
        await pilot.pause()
        pad = list(screen.pad)
        for row, entry in enumerate(pad):
            if row:
                await pilot.press("down")
                await pilot.pause()
            drawn = drawn_positions(screen.query_one(AmityMap).scene)
            assert drawn == seen[entry.round], f"round {entry.round}"


def test_the_replay_names_each_step_as_a_move() -> None:
    """Stop-35 playtest: "Round 1 of 2, step 0 of 2" beside three listed actions (two moves
    and an eat) read as a wrong count, and → on the last step went on to the next round
    without a word."""
    from jaws.tui.screens.replay import step_words

    route = ["N", "1", "2"]
    assert step_words(route, 0, True) == "step 0 of 2: it began at N"
    assert step_words(route, 1, True) == "step 1 of 2: it moved to 1"
    assert step_words(route, 2, True) == "step 2 of 2: it moved to 2 · → next round"
    assert step_words(route, 2, False) == "step 2 of 2: it moved to 2"
    assert step_words(["E"], 0, True) == "it stayed at E (no move) · → next round"


async def to_the_replay(pilot: Any) -> None:
    """Play seed 11's Act 1 (a hungry Shark, an idle crew) to its end, and read the end-of-act
    card: the replay is on screen."""
    from jaws.tui.table_moments import MomentCard
    from tests.tui.conftest import acknowledge
    from tests.tui.players import hungry_shark, idle_crew, step

    await pilot.pause()
    for _ in range(400):
        if isinstance(pilot.app.screen, (ReplayScreen, MomentCard)):
            break
        await step(pilot, hungry_shark, idle_crew)
    await acknowledge(pilot)


async def test_up_and_down_change_rounds_however_long_the_panel(save_dir: Path) -> None:
    """helper-21, stop 35: at 80x24 the replay's panel took ↓ and ↑ once a round's text was
    longer than it, and scrolled instead of changing rounds; the step line could scroll out
    of sight. The arrows are the replay's, and the step line stays above the rounds."""
    from tests.tui.conftest import new_app, screen_text

    app: Any = new_app("act1", 11, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_replay(pilot)
        assert isinstance(app.screen, ReplayScreen)
        rounds = len(app.screen.pad)
        assert rounds >= 3
        seen = []
        for key in ["down"] * (rounds - 1) + ["up"] * (rounds - 1):
            await pilot.press(key)
            await pilot.pause()
            line = next(ln for ln in screen_text(app).splitlines() if "Round " in ln)
            seen.append(line.split("Round ")[1].split(" of")[0])
        expected = [str(n) for n in range(2, rounds + 1)]
        assert seen == expected + [str(n) for n in range(rounds - 1, 0, -1)], seen


async def test_the_replays_ends_are_said_and_its_footer_fits(save_dir: Path) -> None:
    """helper-22, stop 35: ↑ on round 1, ← on step 0 and → on the last step did nothing and
    said nothing; and the arrows' four footer entries cut "⏎ Continue" at 80x24."""
    from tests.tui.conftest import new_app, screen_text

    app: Any = new_app("act1", 11, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_replay(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert "⏎ Continue" in screen_text(app).splitlines()[-1]

        def told() -> list[str]:
            return [n.message for n in app._notifications]

        for key in ("left", "up"):
            await pilot.press(key)
            await pilot.pause()
            assert replay.step_index == 0
        assert told() == ["This is where the Shark began."]
        await pilot.press("right")  # a step into round 1
        await pilot.pause()
        assert replay.step_index == 1
        await pilot.press("up")  # ↑ on round 1: back to its first step
        await pilot.pause()
        assert replay.step_index == 0
        app.clear_notifications()
        last = len(replay.steps) - 1
        for key in ("down",) * len(replay.pad) + ("right",):
            await pilot.press(key)
            await pilot.pause()
        assert replay.step_index == last  # ↓ past the last round goes to its last step
        assert told() == ["This is the Shark's last move: Enter goes on."]


def full_game_at_act_1s_end(seed: int) -> GameSession:
    """A full game played to Act 1's end, before Act 2's first move."""
    session = GameSession.new("full", seed)
    while session.view("spectator").act == 1:
        seat = session.whose_turn()
        assert seat is not None
        policy = hungry_shark if seat == "shark" else busy_crew
        session.submit(policy(session.view(seat), session.legal_actions(seat)))
    return session


async def test_a_full_game_saved_at_act_1s_end_shows_the_replay_when_resumed(
    save_dir: Path,
) -> None:
    """helper-73 (stop 50): Ctrl+Q on the end-of-Act-1 card of a full game, then resume: the
    curtain lifted straight into Act 2, and the Shark's path replay and the card naming the
    Act 2 hands were never shown. A game resumed before Act 2's first move shows them; one
    resumed once Act 2 is under way does not."""
    from jaws import saves
    from jaws.tui.screens.act2 import Act2Screen
    from jaws.tui.table_moments import ACT1_OVER_TITLE, MomentCard
    from tests.tui.conftest import lift_curtain

    session = full_game_at_act_1s_end(6)
    at_the_end = saves.save(session, "act-one-over", save_dir)

    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.load_game(at_the_end)
        assert await wait_for(pilot, lambda: isinstance(app.screen, MomentCard))
        assert isinstance(app.screen, MomentCard) and app.screen.title_text == ACT1_OVER_TITLE
        assert isinstance(app.screen_stack[-2], ReplayScreen)  # the card over the replay

    seat = session.whose_turn()
    assert seat == "crew"  # Act 2 begins with the crew's setup
    session.submit(session.legal_actions(seat)[0])
    under_way = saves.save(session, "act-two-begun", save_dir)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.load_game(under_way)
        await wait_for(pilot, lambda: app.session is not None and app.screen.is_current)
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
        await lift_curtain(pilot)
        assert isinstance(app.screen, Act2Screen)


async def test_a_game_opened_in_act_2s_setup_tells_act_2_so_far_not_act_1s_last_round(
    save_dir: Path,
) -> None:
    """helper-76 (stop 50): a full game opened after the crew's first setup move re-told Act
    1's last round on the crew's curtain (the round so far went back to Act 1's last round
    opening), leaving Act 2's start out to fit."""
    from jaws.tui.screens.handoff import HandOffScreen

    session = full_game_at_act_1s_end(6)
    given = session.legal_actions("crew")[0]
    session.submit(given)
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.begin(session, resumed=True)
        assert await wait_for(pilot, lambda: isinstance(app.screen, HandOffScreen))
        told = app.screen.detail
        assert "What just happened" in told and str(given) in told, told
        assert "Act 1 is over" not in told and "Round 6" not in told, told
