"""The app's helpers beside the table: AI seats played in a worker, and the crew's
where-could-the-Shark-be overlay (fed crew views only, so it can only know public clues)."""

from __future__ import annotations

import asyncio
import secrets

from jaws.bots import Bot
from jaws.deduction import DeductionError
from jaws.deduction.belief import ModelTracker
from jaws.engine.actions import Action
from jaws.replay import views_along
from jaws.tui.app_base import AppBase, TableSession, local_game, seat_named
from jaws.tui.last_table import load_last_table, remember, with_overlay

# The AI crew's moves played without the pace's wait: Act 2's setup.
UNPACED_KINDS = frozenset({"give_gear", "board_orca"})


def overlay_off(problem: Exception) -> str:
    """What the table is told when "Where could it be?" stops, in players' words: a device
    that joined, or rejoined, after the first Shark turn never saw the boards the deduction
    needs (a rejoining device starts its deduction afresh)."""
    if isinstance(problem, DeductionError):
        return (
            "“Where could it be?” is off on this device: it joined or rejoined after the "
            "Shark's first turn, so it cannot know every clue since."
        )
    return f"“Where could it be?” is off for this game: it met a problem ({problem})."


class AssistMixin(AppBase):
    """Mixed into JawsApp: needs `session`, `content`, `notify`, `submit`, `advance`."""

    def bots_available(self) -> bool:
        """Whether AI players are installed (the New-game form then offers them)."""
        return bool(self.controller_choices()[1:])

    def controller_choices(self) -> list[tuple[str, str]]:
        """("human", label) then one entry per bot level, if any bot is installed."""
        choices = [("human", "Human at this keyboard")]
        try:
            from jaws.bots import LEVELS
        except ImportError:
            return choices
        choices.extend((f"bot:{level}", f"AI ({level})") for level in LEVELS)
        return choices

    def toggle_overlay(self) -> None:
        """Turn "Where could it be?" on or off, and keep the choice for the next game and the
        next resume (a file that cannot be written is a notice: the toggle still works)."""
        self.show_deduction = not self.show_deduction
        memory, _ = load_last_table()
        notice = remember(with_overlay(memory, self.show_deduction))
        if notice:
            self.notify(notice, severity="warning")

    def rebuild_tracker(self) -> None:
        """Start the crew's deduction and feed it the crew's view after every past action."""
        self.tracker = None
        session = local_game(self.session)  # (a joined device feeds its tracker as views come)
        if session is None or session.mode == "act2":
            return
        try:
            from jaws.content.belief import shipped_belief
            from jaws.deduction.belief import ModelTracker
        except ImportError:
            return
        try:
            # The exact set, weighted by the Shark model: the one fitted on this AI Shark's
            # level when it has one (content/belief.toml), else the one fitted on all levels.
            level = session.seats["shark"].level if session.is_bot("shark") else None
            model = shipped_belief(self.content.root).for_level(level)
            tracker = ModelTracker(self.content, model)
            for view in views_along(
                session.mode, session.seed, session.actions, "crew", self.content
            ):
                tracker.observe(view)
        except Exception as exc:  # the overlay is a help, never a reason to stop the game
            self.notify(overlay_off(exc), severity="warning")
            return
        self.tracker = tracker

    def observe_for_deduction(self) -> None:
        """Show the crew's deduction the crew's view (public information only)."""
        if self.tracker is None or self.session is None:
            return
        view = self.session.view("crew")
        if view.act != 1:
            return
        try:
            self.tracker.observe(view)
        except Exception as exc:
            self.tracker = None
            self.notify(overlay_off(exc), severity="warning")

    def shark_possibilities(self) -> dict[str, float] | None:
        """Where the crew can deduce the Shark may be (space -> likelihood), if known."""
        if self.tracker is None:
            return None
        return dict(self.tracker.likelihoods())

    def shark_odds_shown(self) -> bool:
        """Whether the overlay shows its per-space odds: only against an AI Shark of a level
        they were measured calibrated against (content/belief.toml's odds_for)."""
        session, tracker = self.session, self.tracker
        if session is None or not isinstance(tracker, ModelTracker) or not session.is_bot("shark"):
            return False
        return session.seats["shark"].level in tracker.model.odds_for

    def bot_for(self, seat: str) -> Bot:
        """The bot playing `seat` (made once per game)."""
        if seat not in self.bots:
            from jaws.bots import make_bot

            assert self.session is not None
            level = self.session.seats[seat].level or "easy"
            # Fresh OS entropy, never the game seed or anything made from it: whoever knows a
            # practice game's seed must not be able to replay the AI Shark's choices too.
            bot = make_bot(seat, level, seed=secrets.randbits(64))
            self.catch_up(bot, seat)
            self.bots[seat] = bot
        return self.bots[seat]

    def catch_up(self, bot: Bot, seat: str) -> None:
        """Show a bot made mid-game (after a resume) the seat's view after every past move, as
        if it had watched from the start: the hard Shark's deduction refuses to plan without
        the whole public record, and a refusing bot would hand its seat to a person."""
        session = local_game(self.session)
        observe = getattr(bot, "observe", None)
        if session is None or not session.log or observe is None:
            return
        for view in views_along(session.mode, session.seed, session.actions, seat, self.content):
            observe(view)

    def is_bot(self, seat: str) -> bool:
        return self.session is not None and self.session.is_bot(seat_named(seat))

    async def play_bot_move(self, seat: str) -> None:
        """One move of the AI crew, paced so the people at the table can follow it (the AI
        Shark plays whole phases: jaws.tui.shark_turns). The table sees who is thinking, and
        keys typed meanwhile are dropped."""
        session = self.session
        if session is None:
            return
        self.start_crew_thinking(session, seat)
        try:
            action = await self.choose_bot_move(session, seat)
        finally:
            self.stop_crew_thinking(session)
        if action is not None and self.session is session and session.whose_turn() == seat:
            self.submit(action)

    async def choose_bot_move(self, session: TableSession, seat: str) -> Action | None:
        """The AI crew's next move, chosen and then held for the pace's wait (None: nothing to
        play now, or the game moved on during the wait). Act 2's setup (dividing the gear,
        boarding the Orca) is played without the wait: at the default pace its 10 moves had
        kept the table waiting 10-18 s (stop-29 playtest), and the panel and log show them."""
        if self.session is not session or session.whose_turn() != seat:
            return None
        moves = len(session.log)
        try:
            bot = self.bot_for(seat)
            view = session.view(seat)
            legal = session.legal_actions(seat_named(seat))
            action = await asyncio.to_thread(bot.choose, view, legal)
            if action.kind not in UNPACED_KINDS:
                await self.bot_sleep(self.bot_pace)
            if self.session is not session or len(session.log) != moves:
                return None
            return action
        except Exception as exc:
            from jaws.session import SeatControl

            # The crew has no secrets from the crew: a person takes the crew's seat.
            session.seats[seat] = SeatControl()
            self.notify(f"The AI cannot play this ({exc}); a person takes the seat.", timeout=8)
            self.advance()
            return None
