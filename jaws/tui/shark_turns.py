"""An AI Shark whose timing tells the crew nothing.

Played one paced action at a time, a 1-step turn showed for half a second and a 5-step turn for
two, and the hard AI's thinking time varied with its secret position. Now the whole phase (every
action until the turn leaves the Shark) is planned first, off the UI thread, on a scratch copy of
the game; the crew sees "The Shark is thinking…" and its keys are dropped; then, at a fixed
moment after the phase began (a whole number of `shark_phase_seconds`: one, or as many as the
slowest planning so far took), the plan is played in one go and the screen is updated once.
The same holds for every Shark phase of Act 2, its secret choice included.
"""

from __future__ import annotations

import asyncio
import math
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence

from textual import events
from textual.widgets import Static

from jaws.bots import Bot
from jaws.engine.act1.events import (
    BarrelLaunched,
    BinocularsAnswered,
    CrewActed,
    FishFinderAnswered,
    RoundStarted,
    SharkTurnEnded,
)
from jaws.engine.actions import Action
from jaws.engine.errors import IllegalAction
from jaws.session import GameSession
from jaws.tui.app_base import AppBase, TableSession, local_game, seat_named
from jaws.tui.line_mode_keys import as_typed
from jaws.tui.screens.play import PlayScreen
from jaws.tui.table_moments import ATTACK_PHASES

# No Shark phase of either act comes near this many actions; a bot that never ends its turn
# must not plan forever.
PHASE_LIMIT = 200
THINKING = "The Shark is thinking…"
# A joined crew or spectator device, while the host holds a Shark phase from it (the Shark may
# be a person or a bot there: the device cannot tell, and need not).
REMOTE_THINKING = "The Shark is taking its turn…"
# ... while the host has told it the Shark's device has left (jaws.net.games.device_left).
SHARK_AWAY = "The Shark's device has left: the game waits for it to join again…"
# Said once when a key is typed while the Shark plays (taken down as its turn shows).
KEYS_WAIT = "Keys typed while the Shark plays are not taken: type them once its turn shows."
KEYS_WAIT_CREW = "Keys typed while the AI crew plays are not taken: type them once it is done."
# Keys that still work while an AI thinks (they show nothing of the game; + and - set the AI
# crew's pace).
# d: the crew's "Where could it be?" (a look at public clues, no move) while the Shark plays,
# which on a joined device may be a person thinking for minutes (stop-36 playtest).
# ?: the keys page, as F1 opens the rules (helper-80: it did nothing on a crew device while
# the Shark played).
KEYS_WHILE_THINKING = {"f1", "question_mark", "ctrl+q", "ctrl+s", "plus", "minus", "d"}
# The AI crew's pace: seconds each of its actions stays on screen before the next (+ and -
# step through these on a play screen).
AI_PACES = (0.0, 0.4, 1.0, 2.0, 4.0)


class ThinkingNotice(Static):
    """The one line the crew sees while the AI Shark plans."""

    DEFAULT_CSS = """
    ThinkingNotice { dock: bottom; height: 1; padding: 0 1; background: $warning 30%;
        text-style: bold; }
    """


def plan_phase(
    bot: Bot, session: GameSession, attack_apart: bool = False
) -> tuple[list[Action], bool]:
    """Every action of the Shark's phase, planned on a scratch copy of `session` (the real one
    is untouched); and whether the bot failed, so that plain legal moves finish the phase.
    `attack_apart`: the public Act 2 attack is a phase of its own (a person plays the crew)."""
    scratch = GameSession(
        state=session.state,
        players=session.players,
        seats=dict(session.seats),
        crew_players=dict(session.crew_players),
    )
    plan: list[Action] = []
    failed = False
    # The public Act 2 attack is a phase of its own: the table sees it played and acknowledges
    # its results before the Shark's next secret choice (jaws.tui.table_moments).
    attacking = attack_apart and in_attack(scratch)
    while (
        scratch.whose_turn() == "shark"
        and (not attack_apart or in_attack(scratch) == attacking)
        and len(plan) < PHASE_LIMIT
    ):
        legal = scratch.legal_actions("shark")
        if not legal:
            break
        action = None
        if not failed:
            try:
                action = bot.choose(scratch.view("shark"), legal)
                scratch.submit(action)
            except Exception:
                # Nobody at this table plays the Shark: handing its seat to a person would lift
                # a curtain on its secrets in front of the crew. Plain legal moves instead.
                failed = True
                action = None
        if action is None:
            # Fresh entropy: a plain move the crew could predict would tell it where the Shark is.
            action = secrets.choice(legal)
            scratch.submit(action)
        plan.append(action)
    return plan, failed


def in_attack(session: GameSession) -> bool:
    """Whether the game is in the Shark's public Act 2 attack."""
    act2 = session.view("spectator").act2
    return act2 is not None and act2.phase in ATTACK_PHASES


def visible_wait(elapsed: float, period: float, slowest: float = 0.0) -> float:
    """How long to wait after `elapsed` seconds of thinking so that the phase shows for a whole
    number of periods: one, or as many as the slowest thinking seen so far needed (so that one
    long think, on a busy machine, does not make only the long plans show longer)."""
    if period <= 0:
        return 0.0
    periods = max(1, math.ceil(max(elapsed, slowest) / period))
    return periods * period - elapsed


async def _sleep(seconds: float) -> None:
    await asyncio.sleep(seconds)


def crew_thinking_line(session: TableSession, seat: str) -> str:
    """ "Quint is thinking…" (the member whose turn it is, if one is), else the crew."""
    from jaws.ids import NAMES as CREW_NAMES
    from jaws.tui.widgets.direct_input import acting_members

    act1 = session.view(seat).act1
    members = acting_members(session.legal_actions(seat_named(seat)))
    if act1 is not None and act1.phase == "crew" and act1.active in members:
        members = [act1.active]
    if len(members) == 1:
        return f"{CREW_NAMES[members[0]]} is thinking…"
    return "The AI crew is thinking…"


class SharkTurnMixin(AppBase):
    """Mixed into JawsApp (before App): needs `session`, `bot_for`, `advance`, `notify`,
    `observe_for_deduction`, `play_screen`."""

    # The visible length of an AI Shark phase; the clock and the wait are replaceable so a test
    # can count the waits instead of sleeping through them.
    shark_phase_seconds = 1.5
    shark_clock: Callable[[], float] = staticmethod(time.monotonic)
    shark_sleep: Callable[[float], Awaitable[None]] = staticmethod(_sleep)
    # The longest planning so far: every later phase shows for at least as many periods.
    slowest_think = 0.0
    # The game whose Shark phase is being planned (None: no AI Shark is thinking).
    thinking_for: TableSession | None = None
    # The AI crew's pace (see AI_PACES), its wait replaceable like the Shark's; and the game
    # whose AI crew is choosing a move (None: none).
    bot_pace = 1.0
    bot_sleep: Callable[[float], Awaitable[None]] = staticmethod(_sleep)
    crew_thinking_for: TableSession | None = None
    # On a joined device: the seat's events already seen when the held Shark phase began; and
    # whether the host has said the Shark's device is away; every seat whose device the host
    # has said is away, in the order they left.
    remote_phase_mark = 0
    shark_away = False
    away_seats: tuple[str, ...] = ()

    @property
    def shark_thinking(self) -> bool:
        """Whether the AI Shark of the game on the table is planning its phase now."""
        return self.thinking_for is not None and self.thinking_for is self.session

    async def play_shark_phase(self) -> None:
        """Plan the AI Shark's whole phase, wait for the fixed moment, then play it at once."""
        session = local_game(self.session)  # (a joined device runs no bot)
        if session is None or session.whose_turn() != "shark":
            return
        started = self.shark_clock()
        self.thinking_for = session
        self.show_thinking(True)
        try:
            # Making the bot (after a resume it catches up on the whole game) is thinking too.
            plan, failed = await asyncio.to_thread(self.plan_for, session)
            elapsed = self.shark_clock() - started
            self.slowest_think = max(self.slowest_think, elapsed)
            await self.shark_sleep(visible_wait(elapsed, self.period(), self.slowest_think))
        finally:
            # A game loaded meanwhile may have its own Shark thinking: leave that one be.
            if self.thinking_for is session:
                self.thinking_for = None
                self.show_thinking(False)
        if self.session is not session:
            return
        if session.whose_turn() != "shark":
            return
        if failed:
            self.notify("The AI Shark stumbled and made plain moves.", timeout=8)
        self.submit_planned(plan)

    def plan_for(self, session: GameSession) -> tuple[list[Action], bool]:
        """The phase's plan (in a thread); nothing if another game was loaded meanwhile (its
        bots must not learn this one)."""
        if self.session is not session:
            return [], False
        return plan_phase(self.bot_for("shark"), session, attack_apart=not self.is_bot("crew"))

    def period(self) -> float:
        return float(self.shark_phase_seconds)

    keys_wait_told = False  # KEYS_WAIT is up for this Shark phase

    def tell_keys_wait(self, event: events.Key) -> None:
        """A key typed while the Shark plays is not taken: said once a phase (helper-79's
        "Tab 1 Tab" after the crew's last action vanished in silence)."""
        printable = event.character is not None and event.character.isprintable()
        if self.keys_wait_told or not (printable or event.key in ("enter", "tab")):
            return
        self.keys_wait_told = True
        # The Shark's player, while the AI crew plays, is told of the crew (helper-81).
        crew = self.crew_thinking_for is not None and self.crew_thinking_for is self.session
        self.notify(KEYS_WAIT_CREW if crew else KEYS_WAIT)

    def show_thinking(self, thinking: bool, line: str = THINKING) -> None:
        """Show or take down the thinking line on the screen the table looks at."""
        if not thinking and self.keys_wait_told:
            self.keys_wait_told = False
            self.take_down(KEYS_WAIT)
            self.take_down(KEYS_WAIT_CREW)
        for screen in self.screen_stack:
            for notice in screen.query(ThinkingNotice):
                notice.remove()
        if thinking:
            shown = self.play_screen()
            if shown is not None and shown.is_mounted:
                shown.mount(ThinkingNotice(line))

    def follow_remote_phase(self, session: TableSession, seat: str) -> None:
        """A new frame on a joined crew or spectator device. While the view the host shows it
        says it is the Shark's phase, the device says so and drops typed keys, as while an AI
        Shark thinks here; when the phase's one update arrives, its announcement is a card the
        crew acknowledges (jaws.tui.table_moments). A spectator, whom nobody waits for, reads
        it in the log: a card would stop the screen of someone watching a quick game."""
        if seat != "shark" and session.outcome is None and session.whose_turn() == "shark":
            if self.thinking_for is not session:
                self.thinking_for = session
                self.remote_phase_mark = len(session.events_for(seat))
            # After the next refresh: the play screen may be built only by this frame.
            line = SHARK_AWAY if self.shark_away else REMOTE_THINKING
            self.call_after_refresh(self.keep_thinking_shown, line)
            return
        if self.thinking_for is session:
            self.thinking_for = None
            self.show_thinking(False)
            if seat == "crew":
                crew_events = session.events_for("crew")
                # Only a turn the Shark ended announces: its start, then an Event card the
                # crew decides on first (a dock, a beach, an extra action) came as "The Shark
                # announces" with the Event alone, before it had moved (helper-37, stop 41).
                since = crew_events[self.remote_phase_mark :]
                if any(isinstance(e, SharkTurnEnded) for e in since):
                    mark = round_start(crew_events, self.remote_phase_mark)
                    self.announce_after_shark_turn(mark)

    def keep_thinking_shown(self, line: str) -> None:
        """The thinking line on the play screen, if a Shark phase is still going on."""
        shown = self.play_screen()
        if not self.shark_thinking:
            return
        if shown is None or not shown.is_mounted:  # being built: once it is
            self.call_after_refresh(self.keep_thinking_shown, line)
            return
        if isinstance(shown, PlayScreen) and not shown.query(ThinkingNotice):
            shown.mount(ThinkingNotice(line))

    def start_crew_thinking(self, session: TableSession, seat: str) -> None:
        """The AI crew chooses a move: say who is thinking, and drop typed keys."""
        self.crew_thinking_for = session
        self.show_thinking(True, crew_thinking_line(session, seat))

    def stop_crew_thinking(self, session: TableSession) -> None:
        if self.crew_thinking_for is session:
            self.crew_thinking_for = None
            self.show_thinking(False)

    def change_ai_pace(self, step: int) -> None:
        """+ or -: the next slower or faster AI crew pace."""
        paces = sorted(set(AI_PACES) | {self.bot_pace})
        index = max(0, min(len(paces) - 1, paces.index(self.bot_pace) + step))
        self.bot_pace = paces[index]
        self.notify(f"AI crew pace: each action shows for {self.bot_pace:g} s (+ slower, - faster)")

    async def on_event(self, event: events.Event) -> None:
        """Drop typed keys and clicks on the play screen while the AI Shark thinks (and read
        an Enter typed while the app loaded as Enter)."""
        event = as_typed(event)
        if self.drops_key():
            if isinstance(event, events.Key) and event.key not in KEYS_WHILE_THINKING:
                self.tell_keys_wait(event)
                return
            if isinstance(event, events.MouseDown | events.MouseUp | events.Click):
                return
        await super().on_event(event)

    def submit_planned(self, plan: list[Action]) -> None:
        """Play the AI Shark's planned phase at once, then update the screen once."""
        if self.session is None:
            return
        mark = len(self.session.events_for("crew"))
        for action in plan:
            try:
                self.session.submit(action)
            except IllegalAction:
                self.notify("The AI Shark's plan went wrong; it plays on from here.")
                break
            self.unsaved = self.autosave_behind = True
            self.observe_for_deduction()
        if any(getattr(action, "kind", "") == "shark_end_turn" for action in plan):
            self.announce_after_shark_turn(round_start(self.session.events_for("crew"), mark))
        self.advance()

    def drops_key(self) -> bool:
        """While an AI thinks, typed keys on the play screen are dropped (a key meant for the
        menu on screen must not act on the next one)."""
        crew = self.crew_thinking_for is not None and self.crew_thinking_for is self.session
        if not (self.shark_thinking or crew) or not self.screen_stack:
            return False  # (no screen at all while the app shuts down)
        if self.is_remote() and not isinstance(self.screen, PlayScreen):
            return False  # a joined device's replay or end screen takes its keys meanwhile
        return bool(self.screen is self.play_screen())


# What answers a crew member's move in Act 1.
ANSWERS = (FishFinderAnswered, BinocularsAnswered, BarrelLaunched)


def round_start(crew_events: Sequence[object], mark: int) -> int:
    """Where the card after an AI Shark's turn starts: at the round's opening (its Amity Event
    and the swimmers placed, which came after the crew's last move and no curtain showed), if
    this round opened since the crew last acted; else at the Shark's turn (`mark`).

    If the crew's last move of the round before was answered (the Fish Finder, the
    Binoculars, a barrel's hit or miss), the card starts at that move: the round then ended at
    once, and the answer was gone from the screen before it was read (helper-33, stop 39)."""
    for index in range(mark - 1, -1, -1):
        event = crew_events[index]
        if isinstance(event, RoundStarted):
            return last_move_answered(crew_events, index) or index
        if isinstance(event, CrewActed):
            break
    return mark


def last_move_answered(crew_events: Sequence[object], opening: int) -> int | None:
    """Where the crew's last move before the round `opening` begins, if it was answered and
    nothing but the end of that member's turn came after the answer."""
    index = opening - 1
    ended = crew_events[index] if index >= 0 else None
    if isinstance(ended, CrewActed):  # the end of his turn, which his last action brought
        index -= 1
    while index >= 0 and isinstance(crew_events[index], ANSWERS):
        index -= 1
    move = crew_events[index] if index >= 0 and index < opening - 1 else None
    if not isinstance(move, CrewActed) or not isinstance(crew_events[index + 1], ANSWERS):
        return None
    if isinstance(ended, CrewActed) and ended.member != move.member:
        return None
    return index


__all__ = [
    "REMOTE_THINKING",
    "SHARK_AWAY",
    "SharkTurnMixin",
    "ThinkingNotice",
    "plan_phase",
    "visible_wait",
]
