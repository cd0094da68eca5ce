"""End of Act 1: the outcome, then the Shark's hidden path replayed round by round on the map,
with what the crew was told beside each step. Shown only once the act is over (the pad is in
every view from then on)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Footer, Static

from jaws.engine.act1.state import PadEntry
from jaws.engine.state import Outcome
from jaws.tui.app_base import TableSession, local_game
from jaws.tui.host_protocol import host_of
from jaws.tui.scenes import act1_scene, pad_line
from jaws.tui.widgets.amity_map import AmityMap
from jaws.views.act1 import Act1View
from jaws.views.hidden import is_hidden


def round_views(session: TableSession | None) -> dict[int, Act1View]:
    """The crew's view of Act 1 as each Shark turn began, by round: where the crew, the
    swimmers and the barrels were when the Shark moved (rebuilt from the action log; public
    once the act is over; on a joined device, kept as its frames came). Empty if the
    session has no log to rebuild from; only the rounds before the log stops replaying if it
    does (a game begun from a made-up state, as tests do): the replay then shows the last
    board, and the app goes on."""
    from jaws.replay import ReplayRefused, views_along

    game = local_game(session)
    if game is None:  # a joined device: the boards it kept as its frames came
        return dict(getattr(session, "shark_turn_boards", {}))
    mode, seed, actions = game.mode, game.seed, list(game.actions)
    found: dict[int, Act1View] = {}
    try:
        for game_view in views_along(mode, seed, actions, "crew"):
            act1 = game_view.act1
            if act1 is not None and act1.phase == "shark" and act1.round not in found:
                found[act1.round] = act1
    except ReplayRefused:
        pass
    return found


def round_announcements(view: Act1View, round_no: int) -> list[str]:
    """Everything the crew was told about the Shark in one round."""
    return [str(clue) for clue in view.record if getattr(clue, "round", None) == round_no]


def act1_outcome_line(view: Act1View, outcome: Outcome | None) -> str:
    """One sentence: how Act 1 ended."""
    if view.end_reason == "barrels":
        why = f"the crew attached {view.barrels.attached} barrels to the Shark"
    else:
        why = f"the Shark's Swimmer Track reached {view.track}"
    if outcome is not None and outcome.act == 1:
        winner = "The Shark wins" if outcome.winner == "shark" else "The Crew wins"
        return f"Act 1 is over: {why}. {winner}!"
    return f"Act 1 is over: {why}. The Swimmer Track ({view.track}) sets the Act 2 hands."


def step_words(route: list[str], spot: int, more_rounds: bool) -> str:
    """Where the replay stands in one round's route: steps are the Shark's moves alone, so
    the words say which move, not "step 0 of 2" beside three listed actions (an eat is no
    step: stop-35 playtest); the last step says that → goes on to the next round."""
    moves = len(route) - 1
    if moves == 0:
        where = f"it stayed at {route[0]} (no move)"
    elif spot == 0:
        where = f"step 0 of {moves}: it began at {route[0]}"
    else:
        where = f"step {spot} of {moves}: it moved to {route[spot]}"
    return where + (" · → next round" if spot == moves and more_rounds else "")


class ReplayScreen(Screen[None]):
    """Steps through the Tracker Pad with ← and →; Enter moves on."""

    DEFAULT_CSS = """
    ReplayScreen #outcome { height: auto; padding: 0 1; background: $panel; text-style: bold; }
    ReplayScreen #body { height: 1fr; }
    ReplayScreen #right { width: 46; border-left: solid $panel-lighten-2; padding: 0 1; }
    ReplayScreen #where { height: auto; }
    """
    BINDINGS = [
        # Named on the panel's step line, not in the footer: four of them cut the footer's
        # "Continue" at 80x24 (stop-35 playtest).
        Binding("right", "step(1)", "Next step", priority=True, show=False),
        Binding("left", "step(-1)", "Step back", priority=True, show=False),
        Binding("down", "round(1)", "Next round", priority=True, show=False),
        Binding("up", "round(-1)", "Previous round", priority=True, show=False),
        Binding("enter", "finish", "Continue", priority=True),
    ]

    def __init__(self, view: Act1View, outcome: Outcome | None, full_game: bool) -> None:
        super().__init__()
        self.view = view
        self.outcome = outcome
        self.full_game = full_game
        # The act is over: the Tracker Pad is public (a view that still hides it shows none).
        self.pad: tuple[PadEntry, ...] = () if is_hidden(view.pad) else view.pad
        # Every space the Shark stood in, round by round: (pad row, position in its path).
        self.steps: list[tuple[int, int]] = [
            (row, spot)
            for row, entry in enumerate(self.pad)
            for spot in range(len(entry.path) or 1)
        ]
        self.step_index = 0
        self.rounds: dict[int, Act1View] = {}

    def compose(self) -> ComposeResult:
        board = host_of(self).content.act1
        yield Static(act1_outcome_line(self.view, self.outcome), id="outcome")
        with Horizontal(id="body"):
            yield AmityMap(board, id="map")
            with Vertical(id="right"):
                # Where the replay stands stays in sight; the rounds scroll beneath it, to the
                # one shown. The arrows are the replay's own: with the panel taking them, ↑ ↓
                # scrolled it instead of changing rounds at 80x24 (stop-35 playtest).
                yield Static(id="where")
                with VerticalScroll(id="rounds", can_focus=False):
                    yield Static(id="steps")
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        self.fit_to(event.size.width)

    def fit_to(self, width: int) -> None:
        """A narrower side panel on a small terminal, as on the play screens."""
        for panel in self.query("#right"):  # none while being taken down
            panel.styles.width = 46 if width >= 110 else (40 if width >= 90 else 36)

    def on_mount(self) -> None:
        self.fit_to(self.app.size.width)
        self.rounds = round_views(getattr(self.app, "session", None))
        try:
            self.show_step()
        except NoMatches:
            return  # taken down (the app closing, the next screen) before it was built

    def action_step(self, delta: int) -> None:
        if self.steps:
            index = max(0, min(len(self.steps) - 1, self.step_index + delta))
            if index == self.step_index:
                self.say_end(delta)
                return
            self.step_index = index
        self.show_step()

    def action_round(self, delta: int) -> None:
        if not self.steps:
            return
        now = self.steps[self.step_index][0]
        row = max(0, min(len(self.pad) - 1, now + delta))
        if row != now:
            index = self.steps.index((row, 0))
        else:  # past either end: to the very first or the very last step, then say so
            index = 0 if delta < 0 else len(self.steps) - 1
        if index == self.step_index:
            self.say_end(delta)
            return
        self.step_index = index
        self.show_step()

    def say_end(self, delta: int) -> None:
        """An arrow at either end of the replay says so (they did nothing, silently:
        stop-35 playtest)."""
        if delta < 0:
            self.notify("This is where the Shark began.", timeout=2)
        else:
            self.notify("This is the Shark's last move: Enter goes on.", timeout=2)

    def show_step(self) -> None:
        content = host_of(self).content.act1
        where = Text()
        start = self.view.shark_start
        where.append(f"The Shark started at {start}.\n", "bold")
        if not self.pad:
            where.append("The Shark never finished a turn.")
            self.query_one("#map", AmityMap).show(act1_scene(self.view, content))
            self.query_one("#where", Static).update(where)
            self.query_one("#steps", Static).update("")
            return
        row, spot = self.steps[self.step_index]
        entry = self.pad[row]
        route = list(entry.path) or [entry.start]
        more = row < len(self.pad) - 1
        where.append(
            f"Round {entry.round} of {len(self.pad)}, {step_words(route, spot, more)}\n", "bold"
        )
        where.append("(← → the Shark's moves, ↑ ↓ rounds)")
        text = Text()
        shown_at = 0  # the line the round shown starts on
        for i, other in enumerate(self.pad):
            style = "bold reverse" if i == row else ""
            if i == row:
                shown_at = len(text.plain.splitlines())
            text.append(pad_line(other) + "\n", style)
            if i == row:
                for step in entry.actions:
                    text.append(f"    · {step}\n")
                said = round_announcements(self.view, entry.round)
                if said:
                    text.append("  The crew was told:\n", "italic")
                    for line in said:
                        text.append(f"    » {line}\n", "italic")
        trail: dict[str, str] = {}
        for number, space in enumerate(route[: spot + 1]):
            trail[space] = f"{trail[space]},{number}" if space in trail else f"step {number}"
        here = route[spot]
        # The board as it was when this turn began: the crew, swimmers and barrels then.
        then = self.rounds.get(entry.round, self.view)
        scene = act1_scene(then, content, shark_at=here, shark_label="SHARK", trail=trail)
        self.query_one("#map", AmityMap).show(scene)
        text.append("\nEnter: " + self.enter_does())
        self.query_one("#where", Static).update(where)
        self.query_one("#steps", Static).update(text)
        self.scroll_rounds_to(text, shown_at)

    def scroll_rounds_to(self, text: Text, line: int) -> None:
        """Scroll the rounds so the one shown starts at the top (one line above it in sight),
        counting the rows its earlier lines wrap to in the panel's width."""
        rounds = self.query_one("#rounds", VerticalScroll)
        width = max(1, rounds.scrollable_content_region.width)
        rows = sum(max(1, -(-cell_len(part) // width)) for part in text.plain.splitlines()[:line])
        rounds.scroll_to(y=max(0, rows - 1), animate=False, immediate=True)

    def enter_does(self) -> str:
        """Where Enter goes: on to Act 2, the title, or (a joined device, which has no title
        screen) closing the app (helper-66 read "back to the title" and the app quit)."""
        if self.full_game:
            return "on to Act 2"
        return "close this device's game" if host_of(self).is_remote() else "back to the title"

    def action_finish(self) -> None:
        host_of(self).after_replay()
