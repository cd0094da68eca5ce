"""A letter or digit that takes nothing now says so (the playtest pressed z, 9, or a space out
of reach and read the silence as a missed key); the screen's own shortcuts still work."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from jaws.tui.screens.act1 import Act1Screen
from tests.tui.conftest import SIZE, choose, lift_curtain, new_app, wait_for
from tests.tui.players import busy_crew, hungry_shark, idle_crew, step

NOTICE = "takes nothing now"


def notices(app: Any) -> list[str]:
    return [n.message for n in app._notifications]


async def test_a_key_that_takes_nothing_is_answered(save_dir: Path) -> None:
    app: Any = new_app("act1", 9, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        before = list(app.session.actions)
        await pilot.press("z")
        assert await wait_for(pilot, lambda: any(NOTICE in m for m in notices(app)))
        assert f"“z” {NOTICE}: the menu's rows show their keys." in notices(app)
        assert app.session.actions == before  # and nothing was taken


async def test_the_screens_own_shortcuts_are_not_answered_so(save_dir: Path) -> None:
    app: Any = new_app("act1", 9, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(60):  # on to the crew's first turn
            screen = app.screen
            if isinstance(screen, Act1Screen) and screen.seat == "crew":
                break
            await step(pilot, hungry_shark, idle_crew)
        else:
            raise AssertionError("the crew's turn never came")
        shown = app.show_deduction
        await pilot.press("d")
        await pilot.pause()
        assert app.show_deduction != shown  # d toggles "Where could it be?"
        assert not any(NOTICE in m for m in notices(app))


async def test_take_back_is_offered_only_when_there_is_something_to_take_back(
    save_dir: Path,
) -> None:
    """Playtest: the Helicopter decision, first thing in a round, offered "u take back"."""
    app: Any = new_app("act1", 40, save_dir, players=2)  # round 1's Event is the Helicopter
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await lift_curtain(pilot) == "shark"
        await choose(pilot, lambda a: a.kind == "shark_start")
        assert await lift_curtain(pilot) == "crew"
        assert app.session.view("crew").act1.pending == "helicopter"
        assert "u take back" not in app.screen.verb_summary()
        assert "u" not in app.screen.active_bindings  # nor in the footer
        await choose(pilot, lambda a: a.kind == "helicopter_move" and a.space is None)
        assert await lift_curtain(pilot) == "shark"
        await choose(pilot, lambda a: a.kind == "shark_end_turn")
        assert await lift_curtain(pilot) == "crew"
        assert "u take back" not in app.screen.verb_summary()
        assert "u" not in app.screen.active_bindings
        await choose(pilot, lambda a: a.kind == "crew_move")
        assert "u take back" in app.screen.verb_summary()
        assert "u" in app.screen.active_bindings


def footer_offers_take_back(app: Any) -> bool:
    footer = app.screen.query_one(Footer)
    return any(key.action == "take_back" for key in footer.query(FooterKey))


async def test_the_footer_offers_take_back_exactly_when_u_would_take_something_back(
    save_dir: Path,
) -> None:
    """Review: after a rescue (the menu's rows unchanged) the prompt offered "u take back"
    while the footer, not redrawn, still did not."""
    app: Any = new_app("act1", 40, save_dir, players=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        checked = 0
        for _ in range(150):
            if app.session.outcome is not None:
                break
            await step(pilot, hungry_shark, busy_crew)
            await pilot.pause()
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, Act1Screen) and screen.seat == "crew":
                live = "u" in screen.active_bindings
                assert footer_offers_take_back(app) == live, app.session.log[-1].action
                checked += live
        assert checked >= 5, "the crew took back-able actions"


async def test_another_members_key_says_whose_it_is(save_dir: Path) -> None:
    """Stop-32 playtest: with Quint selected, "$" (Brody's move to the Shop) said "$ takes
    nothing now", and the player gave up on the Shop. It now names whose key it is and how to
    choose him; a key nobody has still says it takes nothing."""
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await to_the_crews_act1_turn(pilot)
        assert screen.selected == "quint"
        before = list(app.session.actions)
        await pilot.press("$")
        await pilot.pause()
        assert "“$” is for Brody: Tab chooses whose action it is." in notices(app)
        await pilot.press("w")  # Brody's and Hooper's move to W
        await pilot.pause()
        assert "“w” is for Brody or Hooper: Tab chooses whose action it is." in notices(app)
        assert app.session.actions == before
        await pilot.press("tab", "$")
        await pilot.pause()
        assert str(app.session.log[-1].action) == "Brody moves to Shop"


async def test_a_key_while_a_member_is_mid_turn_says_who_the_others_wait_for(
    save_dir: Path,
) -> None:
    """Stop-33 playtest: once Quint had moved, Brody's "$" said only "takes nothing now", and
    the player could not tell the others were waiting for Quint to end his turn."""
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await to_the_crews_act1_turn(pilot)
        await choose(pilot, lambda a: a.kind == "crew_move" and a.member == "quint")
        assert app.screen is screen and screen.members() == ["quint"]
        before = list(app.session.actions)
        await pilot.press("$")
        await pilot.pause()
        said = "“$” takes nothing for Quint now: Brody and Hooper act once he ends his turn (e)."
        assert said in notices(app)
        assert app.session.actions == before
        # Tab, which chooses nobody else now, says so too (it was silent: third look).
        await pilot.press("tab")
        await pilot.pause()
        said = "Quint's turn is under way: Brody and Hooper act once he ends it (e)."
        assert said in notices(app) and screen.selected == "quint"


async def test_a_verb_the_rules_refuse_now_says_why(save_dir: Path) -> None:
    """Stop-33 playtest: "l" with no barrel on the Orca said "“l” takes nothing now: the
    menu's rows show their keys", and the player could not tell why. It now gives the rules'
    reason, as a refused click does."""
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_crews_act1_turn(pilot)
        app.session.state.act1.barrels.orca = 0  # Quint has nothing to launch
        app.screen.refresh_from_session()
        await pilot.pause()
        assert not [a for a in app.session.legal_actions("crew") if a.kind == "launch_barrel"]
        before = list(app.session.actions)
        await pilot.press("l")
        await pilot.pause()
        assert "“l”: Quint has no barrel on the Orca to launch." in notices(app)
        assert app.session.actions == before


async def test_another_members_verb_mid_turn_gives_the_turn_rule(save_dir: Path) -> None:
    """With Quint mid-turn, Brody's "b" (Binoculars) gives the rules' reason it waits."""
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_crews_act1_turn(pilot)
        await choose(pilot, lambda a: a.kind == "crew_move" and a.member == "quint")
        await pilot.press("b")
        await pilot.pause()
        said = "“b”: Quint is taking a turn: it must end before Brody starts."
        assert said in notices(app), notices(app)


def test_a_joined_crew_device_never_offers_take_back() -> None:
    """Stop-33 playtest: a joined crew device showed "u take back" while the Shark played,
    and u did nothing; stop-36: in the crew's own turn it was refused too ("A hosted game
    cannot take a move back"). A joined device offers it at no turn."""
    from jaws.tui.screens.input_prompt import take_back_offered

    class Joined:
        def __init__(self, turn: str | None) -> None:
            self.turn = turn

        def whose_turn(self) -> str | None:
            return self.turn

    joined: Any = Joined
    assert not take_back_offered(joined("crew"))
    assert not take_back_offered(joined("shark"))
    assert not take_back_offered(joined(None))  # the game is over
    assert not take_back_offered(None)


async def test_a_rescue_with_no_swimmer_here_says_why(save_dir: Path) -> None:
    """helper-37, stop 41: "r" with Brody at a beach with no swimmer said "“r” takes nothing
    now: the menu's rows show their keys", where "l" with no barrel gave its reason."""
    from tests.tui.players import to_the_crews_act1_turn

    app: Any = new_app("act1", 7, save_dir, players=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_crews_act1_turn(pilot)
        a1 = app.session.state.act1
        for space in set(a1.positions.values()) & set(a1.swimmers):
            a1.supply += a1.swimmers[space]  # nobody has a swimmer to rescue
            a1.swimmers[space] = 0
        app.screen.selected = "brody"
        app.screen.refresh_from_session()
        await pilot.pause()
        assert not [a for a in app.session.legal_actions("crew") if a.kind == "rescue"]
        before = list(app.session.actions)
        await pilot.press("r")
        await pilot.pause()
        where = a1.positions["brody"]
        assert f"“r”: There is no swimmer to rescue at {where}." in notices(app), notices(app)
        assert app.session.actions == before
