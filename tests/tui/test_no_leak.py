"""No secret reaches a crew-facing screen: at every moment the crew may be looking (curtains
and the crew's play screen) of a seeded game, neither the rendered screen nor anything in the
screen's widgets (scrolled-away log lines included) holds the Shark's position, its unplayed
Power tokens, its private plan or any Shark-only event."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.tui.widgets.amity_map import AmityMap
from tests.tui.conftest import SIZE, dom_text, new_app, screen_text
from tests.tui.players import busy_crew, hungry_shark, steady_crew_act2, step, step_act2


def leaks(app: Any) -> list[str]:
    """Every secret visible on the current screen (empty when the screen is crew-safe)."""
    session = app.session
    text = screen_text(app) + "\n" + dom_text(app)
    found = []
    if "SHARK ONLY" in text:
        found.append("the Shark panel")
    for event in session.events_for("shark"):
        if type(event).audience == "shark" and str(event) in text:
            found.append(f"Shark-only event {event}")
    if session.view("crew").act == 2:
        return found + act2_leaks(app, text)
    return found + act1_leaks(app, text)


def act2_leaks(app: Any, text: str) -> list[str]:
    """The Shark's hand, its locked-in option and its Chum pick before they are revealed."""
    shark = app.session.view("shark").act2
    crew = app.session.view("crew").act2
    found = []
    abilities = app.content.act2
    revealed = abilities.ability_of(shark.played_card).name if crew.played_card else None
    # A name the crew's own events print ("Big Mouth is removed from the game") is public.
    public = "\n".join(str(e) for e in app.session.events_for("crew"))
    for card in shark.hand:
        name = abilities.ability_of(card).name
        if name != revealed and name in text and name not in public:
            found.append(f"the Shark's card {name}")
    if shark.chosen and crew.in_play is None:
        if "CHOSEN" in text or f"chose option {shark.chosen}" in text:
            found.append("the Shark's choice before the reveal")
        if "Chum would show" in text or "Chum shows" in text:
            found.append("the Shark's Chum pick")
    return found


def act1_leaks(app: Any, text: str) -> list[str]:
    """The Shark's position, its unplayed Power tokens and its plan."""
    session = app.session
    shark = session.view("shark").act1
    crew = session.view("crew").act1
    found = []
    powers_left = [] if shark.powers_left is None else list(shark.powers_left)
    for pid in powers_left:
        name = app.content.act1.powers[pid].name
        if name in text:
            found.append(f"unplayed Power token {name}")
    position = shark.plan.position if shark.plan else shark.shark_position
    if position:
        for phrase in (f"At {position} ", f"now at {position})", f"starts at {position}"):
            if phrase in text:
                found.append(f"the Shark's position in {phrase!r}")
    for widget in app.screen.query(AmityMap):
        drawn = widget.plain_text()
        if "SHARK" in drawn and crew.revealed_at is None:
            found.append("the Shark drawn on the map without a public sighting")
    return found


async def test_crew_facing_screens_never_show_a_secret(save_dir: Path) -> None:
    app = new_app("act1", 23, save_dir)
    crew_moments = 0
    shark_moments_flagged = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(600):
            screen = app.screen
            if isinstance(screen, ReplayScreen):
                break
            crew_facing = isinstance(screen, HandOffScreen) or (
                isinstance(screen, Act1Screen) and screen.seat == "crew"
            )
            if crew_facing:
                crew_moments += 1
                assert leaks(app) == [], f"at {type(screen).__name__}"
                stale = [s for s in app.screen_stack if getattr(s, "seat", None) == "shark"]
                assert all(isinstance(s, HandOffScreen) for s in stale), "Shark screen kept"
            elif isinstance(screen, Act1Screen) and screen.seat == "shark" and leaks(app):
                shark_moments_flagged += 1
            await step(pilot, hungry_shark, busy_crew)
        assert isinstance(app.screen, ReplayScreen)
    assert crew_moments > 20
    # The checker does see secrets where they are allowed: the Shark's own screen.
    assert shark_moments_flagged > 5


async def test_the_checker_catches_a_shark_drawn_on_the_crew_map(save_dir: Path) -> None:
    """The leak check can fail: draw the true position on the crew map and it objects."""
    app = new_app("act1", 4, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(60):
            screen = app.screen
            if isinstance(screen, Act1Screen) and screen.seat == "crew":
                break
            await step(pilot, hungry_shark, busy_crew)
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "crew"
        assert leaks(app) == []
        board = app.screen.query_one(AmityMap)
        true_position = app.session.view("shark").act1.shark_position
        board.scene.at(true_position).shark = "SHARK"
        if app.session.view("crew").act1.revealed_at is None:
            assert leaks(app) != []


async def test_resizing_scrolling_and_the_palette_show_the_crew_no_secret(save_dir: Path) -> None:
    app = new_app("act1", 17, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(80):
            screen = app.screen
            on_crew = isinstance(screen, Act1Screen) and screen.seat == "crew"
            if on_crew and app.session.view("crew").act1.round >= 2:
                break
            await step(pilot, hungry_shark, busy_crew)
        assert isinstance(app.screen, Act1Screen) and app.screen.seat == "crew"
        for size in ((100, 30), (160, 50), SIZE):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert leaks(app) == [], size
        await pilot.press("l", "home")
        await pilot.pause()
        assert leaks(app) == []
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = screen_text(app)
        assert "Rules" in palette
        assert "SHARK ONLY" not in palette and "starts at" not in palette
        await pilot.press("escape")
        await pilot.pause()
        assert leaks(app) == []


async def test_act2_crew_screens_never_show_the_hand_or_the_choice(save_dir: Path) -> None:
    from jaws.tui.screens.act2 import Act2Screen

    def clever_shark(view: Any, actions: list[Any]) -> Any:
        # Play an Ability card whenever it can, so there is a secret card to keep.
        with_card = [a for a in actions if getattr(a, "card", None)]
        return (with_card or actions)[0]

    app = new_app("act2", 21, save_dir)
    crew_moments = 0
    flagged_on_shark_screen = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(300):
            if app.session.outcome is not None or app.session.view("crew").act2.round > 3:
                break
            screen = app.screen
            if isinstance(screen, HandOffScreen) or (
                isinstance(screen, Act2Screen) and screen.seat == "crew"
            ):
                crew_moments += 1
                assert leaks(app) == [], f"at {type(screen).__name__}"
            elif isinstance(screen, Act2Screen) and leaks(app):
                flagged_on_shark_screen += 1
            await step_act2(pilot, clever_shark, steady_crew_act2)
    assert crew_moments > 20
    assert flagged_on_shark_screen > 0


async def test_messages_for_the_shark_are_gone_when_the_crew_takes_over(save_dir: Path) -> None:
    from jaws.engine.act1.actions import make_shark_move

    app = new_app("act1", 8, save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(40):
            screen = app.screen
            on_shark = isinstance(screen, Act1Screen) and screen.seat == "shark"
            if on_shark and app.session.view("shark").act1.phase == "shark":
                break
            await step(pilot, hungry_shark, busy_crew)
        here = app.session.view("shark").act1.plan.position
        app.submit(make_shark_move((here, here, here, here)))  # refused: names the position
        await pilot.pause()
        assert app._notifications, "the refusal is shown to the Shark"
        app.submit(
            next(a for a in app.session.legal_actions("shark") if a.kind.endswith("end_turn"))
        )
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat == "crew"
        assert not list(app._notifications)
        assert leaks(app) == []
