"""Key presses a table needs for a fixed, representative play, driven through the real app.

Three pieces of play are counted (curtains are lifted without counting):

- an Act 1 crew round: Hooper moves two spaces and uses the Fish Finder; Brody moves to 6,
  closes a beach and uses the Binoculars (from 7 he walks to S,
  looks out, then walks to 6 and closes a beach); Quint moves and launches a barrel;
  each ends the turn;
- a 3-action Shark turn (from 5 into W, eat twice, end the turn);
- an Act 2 "Crew prepares" step: each crew member moves, readies a weapon and places a target,
  then the crew is ready;
- the Shark's Act 2 choice before it: option A with no Ability card;
- the Act 2 gear divide before that: the seven shared cards dealt round the crew.

For every intended action the bench asks the play screen which keys produce it
(`keys_for(action)`, the screen's direct input); a screen without direct input is driven
through the flat menu with the arrow keys and Enter. Either way the keys are really pressed and
the bench checks that the intended action is what the game logged. The same play is then
counted in mouse clicks (`clicks_for(action)`, else one click on the menu row).

The last line is `keys crew_round=<n> shark_turn=<n> act2_prepare=<n> act2_choose=<n>
act2_divide=<n>`.

    .venv/bin/python bench/keys.py
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jaws.tui.app import JawsApp
from jaws.tui.screens.handoff import HandOffScreen
from jaws.tui.widgets.action_menu import ActionMenu

SIZE = (120, 40)
# Curtains here are lifted at once, and the Shark is not asked for a save passphrase: neither
# is part of the play being counted.
JawsApp.curtain_delay = 0.0
JawsApp.ask_shark_passphrase = False
ACT1_SEED = 7
ACT2_SEED = 7
Pick = Callable[[Any, list[Any]], Any]


class Counter:
    """Drives one app and counts the keys (or clicks) pressed for the counted actions."""

    def __init__(self, pilot: Any, by_mouse: bool) -> None:
        self.pilot = pilot
        self.app: Any = pilot.app
        self.by_mouse = by_mouse
        self.count = 0

    async def settle(self) -> None:
        await self.pilot.pause()
        for _ in range(200):
            if self.app.screen.query("*"):
                return
            await self.pilot.pause(0.01)

    async def lift_curtains(self) -> None:
        for _ in range(10):
            screen = self.app.screen
            acknowledge = getattr(screen, "acknowledge_key", None)
            if isinstance(screen, HandOffScreen):
                # A curtain takes its own key (s for the Shark) once it has waited.
                while not screen.is_armed():
                    await self.pilot.pause(0.05)
                await self.pilot.press(screen.lift_key)
            elif acknowledge is not None:  # a public "what just happened" card
                await self.pilot.press(acknowledge)
            else:
                return
            await self.settle()

    async def do(self, action: Any, counted: bool = True) -> None:
        """Take `action` on the current play screen, counting its keys if `counted`."""
        await self.lift_curtains()
        session = self.app.session
        before = len(session.log)
        if self.by_mouse:
            presses = await self._click(action)
        else:
            presses = await self._press(action)
        for _ in range(300):
            if len(session.log) > before:
                break
            await self.pilot.pause(0.01)
        taken = [e.action for e in session.log[before:]]
        if taken[:1] != [action]:
            raise SystemExit(f"bench: wanted {action}, the game logged {taken}")
        if counted:
            self.count += presses
        await self.settle()

    async def _press(self, action: Any) -> int:
        screen = self.app.screen
        keys_for = getattr(screen, "keys_for", None)
        keys = keys_for(action) if keys_for is not None else None
        if keys is None:
            return await self._arrows(action)
        for key in keys:
            await self.pilot.press(key)
            await self.pilot.pause()
        return len(keys)

    async def _arrows(self, action: Any) -> int:
        menu = self.app.screen.query_one(ActionMenu)
        menu.focus()
        await self.pilot.pause()
        row = menu.option_index_of(lambda a: a == action)
        if row is None:
            raise SystemExit(f"bench: {action} is not in the menu")
        presses = 0
        while menu.highlighted != row:
            key = "down" if (menu.highlighted or 0) < row else "up"
            await self.pilot.press(key)
            presses += 1
            if presses > 200:
                raise SystemExit("bench: the menu highlight does not reach the action")
        await self.pilot.press("enter")
        return presses + 1

    async def _click(self, action: Any) -> int:
        screen = self.app.screen
        clicks_for = getattr(screen, "clicks_for", None)
        clicks = clicks_for(action) if clicks_for is not None else None
        if clicks is None:
            menu = screen.query_one(ActionMenu)
            row = menu.option_index_of(lambda a: a == action)
            if row is None:
                raise SystemExit(f"bench: {action} is not in the menu")
            menu.highlighted = row
            menu.action_select()
            await self.pilot.pause()
            if getattr(screen, "pending", None) == action:  # a second click confirms
                menu.action_select()
                return 2
            return 1
        for selector, offset in clicks:
            await self.pilot.click(selector, offset=offset)
            await self.pilot.pause()
        return len(clicks)


def legal(app: Any, seat: str) -> list[Any]:
    return list(app.session.legal_actions(seat))


def first(actions: list[Any], test: Callable[[Any], bool]) -> Any:
    for action in actions:
        if test(action):
            return action
    raise SystemExit(f"bench: the fixed play is not possible: {[str(a) for a in actions]}")


async def act1_play(by_mouse: bool) -> tuple[int, int]:
    """Counts (shark_turn, crew_round) for round 1 of Act 1 with ACT1_SEED."""
    with tempfile.TemporaryDirectory() as folder:
        app = JawsApp(mode="act1", seed=ACT1_SEED, players=4, save_dir=folder)
        async with app.run_test(size=SIZE) as pilot:
            bench = Counter(pilot, by_mouse)
            await bench.settle()
            await bench.do(first(legal(app, "shark"), lambda a: a.space == "5"), counted=False)
            while app.session.whose_turn() == "crew":  # an Event decision before the Shark
                await bench.do(legal(app, "crew")[0], counted=False)
            await bench.lift_curtains()
            # Into W (two swimmers with this seed) and eat both: W is then empty to close.
            await bench.do(
                first(legal(app, "shark"), lambda a: a.kind == "shark_move" and a.path == ("W",))
            )
            for _ in range(2):
                await bench.do(first(legal(app, "shark"), lambda a: a.kind == "shark_eat"))
            await bench.do(first(legal(app, "shark"), lambda a: a.kind == "shark_end_turn"))
            shark_turn = bench.count
            bench.count = 0
            await crew_round(bench)
            return shark_turn, bench.count


async def crew_round(bench: Counter) -> None:
    app = bench.app
    positions = app.session.view("crew").act1.positions

    def crew(test: Callable[[Any], bool]) -> Any:
        return first(legal(app, "crew"), test)

    await bench.do(
        crew(lambda a: a.kind == "crew_move" and a.member == "hooper" and len(a.path) == 2)
    )
    await bench.do(crew(lambda a: a.kind == "use_fish_finder"))
    await bench.do(crew(lambda a: a.kind == "end_crew_turn" and a.member == "hooper"))
    # Brody starts at 7, two steps from 6: he walks to S, looks out, then closes a beach at 6
    # (his fourth action ends his turn).
    assert positions["brody"] == "7", positions
    await bench.do(
        crew(lambda a: a.kind == "crew_move" and a.member == "brody" and a.path == ("S",))
    )
    await bench.do(crew(lambda a: a.kind == "use_binoculars"))
    await bench.do(
        crew(lambda a: a.kind == "crew_move" and a.member == "brody" and a.path == ("6",))
    )
    await bench.do(crew(lambda a: a.kind == "close_beach"))
    await bench.do(crew(lambda a: a.kind == "crew_move" and a.member == "quint"))
    await bench.do(crew(lambda a: a.kind == "launch_barrel"))
    await bench.do(crew(lambda a: a.kind == "end_crew_turn" and a.member == "quint"))


async def act2_prepare(by_mouse: bool) -> tuple[int, int, int]:
    """Counts the keys of the gear divide, the Shark's first choice and the first "Crew
    prepares" step of Act 2 alone with ACT2_SEED: (prepare, choose, divide)."""
    with tempfile.TemporaryDirectory() as folder:
        app = JawsApp(mode="act2", seed=ACT2_SEED, players=4, save_dir=folder)
        async with app.run_test(size=SIZE) as pilot:
            bench = Counter(pilot, by_mouse)
            await bench.settle()
            divide = await act2_setup(bench)
            choose = bench.count
            await bench.lift_curtains()
            for member in ("quint", "brody", "hooper"):
                await prepare_member(bench, member)
            await bench.do(first(legal(app, "crew"), lambda a: a.kind == "crew_ready"))
            return bench.count - choose, choose, divide


async def act2_setup(bench: Counter) -> int:
    """Deal the gear round the crew, board at B1, B3 and B6, and let the Shark choose (its
    keys are left in the count); returns the divide's keys."""
    app = bench.app
    session = app.session
    boarding = {"quint": 1, "brody": 3, "hooper": 6}
    turn = 0
    divide = 0
    while session.state.act2.phase != "prepare":
        seat = session.whose_turn()
        actions = legal(app, seat)
        kind = actions[0].kind
        if kind == "give_gear":
            member = ("quint", "brody", "hooper")[turn % 3]
            turn += 1
            pick = [a for a in actions if a.member == member] or actions
        elif kind == "board_orca":
            pick = [a for a in actions if a.zone == boarding[a.member]] or actions
        else:
            pick = actions
        # The Shark's choice is counted: option A, no card (the first listed).
        before = bench.count
        await bench.do(pick[0], counted=kind in ("shark_choose", "give_gear"))
        if kind == "give_gear":
            divide += bench.count - before
            bench.count = before
    return divide


async def prepare_member(bench: Counter, member: str) -> None:
    """Move to another space (the last listed), ready the last weapon, target option A's zone
    (or the last zone the weapon reaches)."""
    app = bench.app
    here = app.session.view("crew").act2.positions[member]

    def mine(kind: str) -> list[Any]:
        return [a for a in legal(app, "crew") if a.kind == kind and a.member == member]

    await bench.do([a for a in mine("orca_move") if a.to != here][-1])
    weapons = mine("choose_weapon")  # two copies of a card are one choice: take the first
    await bench.do(next(a for a in weapons if str(a) == str(weapons[-1])))
    aim = app.session.view("crew").act2.options[0].zone
    targets = mine("place_target")
    await bench.do(next((a for a in targets if a.zone == aim), targets[-1]))


async def measure(by_mouse: bool) -> tuple[int, int, int, int, int]:
    shark_turn, crew = await act1_play(by_mouse)
    prepare, choose, divide = await act2_prepare(by_mouse)
    return crew, shark_turn, prepare, choose, divide


def line(kind: str, counts: tuple[int, int, int, int, int]) -> str:
    crew, shark_turn, prepare, choose, divide = counts
    return (
        f"{kind} crew_round={crew} shark_turn={shark_turn} act2_prepare={prepare} "
        f"act2_choose={choose} act2_divide={divide}"
    )


def main() -> int:
    print(line("clicks", asyncio.run(measure(by_mouse=True))))
    print(line("keys", asyncio.run(measure(by_mouse=False))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
