"""The app's play loop: submit a move, then show what comes next (the Act 1 replay, the end,
a hand-off curtain, or the refreshed seat screen), and start the AI seat whose turn it is.

After every action it asks whose move it is; when control passes between the Shark and the crew
it replaces the current play screen with a curtain, so the Shark's screen (and every widget on
it) is gone before the crew's screen is built.
"""

from __future__ import annotations

from functools import partial

from textual.worker import Worker

from jaws.engine.act2.actions import LET_SHARK_ROLL
from jaws.engine.act2.events import CagePlayed
from jaws.engine.act2.rounds import cage_holders_among
from jaws.engine.actions import Action
from jaws.engine.errors import IllegalAction
from jaws.ids import CREW, CREW_NAMES
from jaws.net.notices import crew_player_named
from jaws.tui.app_base import AppBase, TableSession
from jaws.tui.away import players_of
from jaws.tui.rules_text import section_for
from jaws.tui.scenes import sensors_on
from jaws.tui.scenes_public import what_just_happened
from jaws.tui.screens.act1 import Act1Screen
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.screens.gameover import GameOverScreen
from jaws.tui.screens.handoff import HandOffScreen, rows_beside_happened
from jaws.tui.screens.play import PlayScreen
from jaws.tui.screens.replay import ReplayScreen
from jaws.views.act1 import PlanView
from jaws.views.act2 import Act2View

# The Power tokens whose ability is an action ("eat ... as a single action", "move ... as one
# action": their PRINTED texts); the others work on the round whatever the Shark does.
ACTION_POWERS = frozenset({"feeding_frenzy", "speed_burst"})


class PlayLoopMixin(AppBase):
    """Mixed into JawsApp: the loop from one move to the next screen."""

    def crew_players(self) -> dict[str, int]:
        """Which player holds each crew member; none when the AI plays the crew."""
        if self.session is None or self.session.seats["crew"].is_bot:
            return {}
        return dict(self.session.crew_players)

    def action_label(self, action: Action) -> str:
        """A menu label: the action's own text, plus what a Power token does."""
        if action.kind == "play_power":
            power = self.content.act1.powers[action.power]
            label = f"{power.name}: {power.text}"
            return label + (" (no action left to use it)" if self._idle_power(action) else "")
        if action.kind == "shark_start":
            return f"Start at {action.space} ({self.content.act1.space_names[action.space]})"
        if action.kind == "shark_move" and self.session is not None:
            act1 = self.session.view("shark").act1
            set_off = sensors_on(act1, action.path) if act1 is not None else []
            if set_off:
                return f"{action} (sets off the motion sensor at {', '.join(set_off)})"
        return str(action)

    def _idle_power(self, action: Action) -> bool:
        """A Power token that works through an action (Feeding Frenzy, Speed Burst), offered
        when the Shark's turn has no action left: playing it would spend it for nothing."""
        if self.session is None or getattr(action, "power", None) not in ACTION_POWERS:
            return False
        act1 = self.session.view("shark").act1
        plan = act1.plan if act1 is not None else None
        return isinstance(plan, PlanView) and plan.actions_used >= plan.actions_total

    def submit(self, action: Action) -> None:
        """Submit one action for the seat on screen; a refusal is shown with its reason."""
        if self.session is None:
            return
        # The Cage played from this screen or device (on a joined device the roll that may
        # follow is this device's to send, not every crew device's).
        self.cage_just_played = getattr(action, "kind", "") == "play_cage"
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            where = f" (Rules: {section_for(action)})" if exc.from_the_rules else ""
            self.last_refusal = f"{exc.reason}{where}"
            self.notify(self.last_refusal, severity="error")
            return
        self.unsaved = self.autosave_behind = not self.is_remote()  # the host keeps its moves
        self.observe_for_deduction()
        self.advance()

    cage_just_played = False

    def cage_played_and_only_the_roll_left(self) -> bool:
        """Whether the crew (people, on this screen or device) has just played a Shark Cage
        and its one move left is to let the Shark roll."""
        session = self.session
        if session is None or not self.cage_just_played or session.whose_turn() != "crew":
            return False
        if getattr(session, "pending", None) is not None:  # a joined device's move on its way
            return False
        events = session.events_for("crew")
        last_played = bool(events) and isinstance(events[-1], CagePlayed)
        return last_played and list(session.legal_actions("crew")) == [LET_SHARK_ROLL]

    def cage_window_shields_nobody(self) -> bool:
        """Whether the crew (people) is asked about a Shark Cage before a roll that can wound
        nobody: the Shark's main attack on a Boat Space where no one stands (even Big Mouth
        then hits no one; a later Bonus Attack opens its own window). Letting it roll cost
        "e Enter" every such round (helper-68). On a joined device only the device of the
        first Cage holder sends it, so two devices do not both."""
        session = self.session
        if session is None or session.whose_turn() != "crew" or session.is_bot("crew"):
            return False
        if self.play_screen() is None:  # a game opened at the window: it is shown as saved
            return False
        if getattr(session, "pending", None) is not None:  # a joined device's move on its way
            return False
        a2 = session.view("crew").act2
        if a2 is None or a2.phase != "cage" or a2.cage_resume != "main":
            return False
        if a2.attack_kind != "boat" or a2.attack_target is None:
            return False
        space = f"B{a2.attack_target}"
        if any(a2.positions.get(m) == space for m in CREW if m not in a2.eliminated):
            return False
        if LET_SHARK_ROLL not in session.legal_actions("crew"):
            return False
        if self.is_remote():
            return self.sends_for_the_crew(session, a2)
        return True

    def sends_for_the_crew(self, session: TableSession, a2: Act2View) -> bool:
        """On a joined crew device: whether this device is the one to send a move any crew
        device could, so that one does: the device of the first Cage holder's player (the
        lower of two who share him) whose device is here. Two devices sent it when Hooper,
        shared in a 3-player game, held the Cage (helper-70)."""
        away = {crew_player_named(name) for name in self.away_seats}
        for member in cage_holders_among(self.content.act2, a2.gear, a2.eliminated):
            for candidate in players_of(session, member):
                if candidate not in away:
                    return candidate == getattr(session, "player", 0)
        return False

    def advance(self) -> None:
        """Show what comes next: the replay, the end, a curtain, or the refreshed screen."""
        session = self.session
        if session is None or self.show_due_moment():
            return
        game_view = session.view("spectator")
        act1 = game_view.act1
        if act1 is not None and act1.phase == "over" and not self.act1_replayed:
            self.act1_replayed = True
            self.shown_seat = None
            # The table looks together now, with no curtain: a notice meant for the seat that
            # ended the act ("“7” takes nothing now" to the Shark) does not stay over the card.
            self.clear_notifications()
            full = session.mode == "full"
            self.show_play_screen(ReplayScreen(act1, game_view.outcome, full_game=full))
            self.tell_act1_end()  # over the replay: how the act ended comes first
            return
        if self.cage_played_and_only_the_roll_left():
            # The Cage is played and no other is left to play: letting the Shark roll is the
            # crew's one move, made for it ("e" after "k Enter" was a step with nothing to
            # decide: helper-48). Then on as after any move.
            self.submit(LET_SHARK_ROLL)
            return
        if self.cage_window_shields_nobody():
            self.submit(LET_SHARK_ROLL)
            return
        if self.is_remote():
            self.show_remote_seat(game_view)  # one seat on this device: no curtain, no bot
            return
        if game_view.outcome is not None:
            self.shown_seat = None
            self.clear_notifications()  # as at the end of Act 1: the table looks together
            self.show_play_screen(GameOverScreen(game_view))
            return
        seat = session.whose_turn()
        if seat is None:
            return
        # While a bot moves, the people watch their own side's screen (the crew's screen if
        # no one plays: it holds no secret).
        display: str = "crew" if self.attack_in_public(seat) else seat
        if self.is_bot(seat):
            other = "crew" if seat == "shark" else "shark"
            display = other if not self.is_bot(other) else "crew"
        sealing_first = not self.is_bot(seat) and self.shark_seals_first()
        if sealing_first:
            display = "shark"
        # The play screen under any dialog or the rules (a bot may move while they are open).
        screen = self.play_screen()
        on_seat_screen = getattr(screen, "seat", None) == display and not isinstance(
            screen, HandOffScreen
        )
        if display != self.shown_seat or not on_seat_screen:
            after_shark = self.shown_seat == "shark"
            self.shown_seat = display
            # A message meant for the last player (a refusal names the Shark's move) must not
            # linger for the next one.
            self.clear_notifications()
            title, detail = self.curtain_text(display, after_shark)
            happened = ""
            if not sealing_first:
                # Not on the curtain the Shark lifts only to seal the game before the crew's
                # setup: what happened is the crew's to read, on its own curtain (helper-74).
                happened, self.public_mark = what_just_happened(
                    session,
                    self.public_mark,
                    self.size.height,
                    self.alone_at_table(),
                    self.content.act1.cards,
                    rows_beside_happened(title, detail, self.size.height),
                )
            self.show_play_screen(HandOffScreen(display, title, happened + detail))
            return
        if isinstance(screen, PlayScreen) and screen.is_mounted:
            screen.refresh_from_session()
        if self.is_bot(seat) and seat == "shark":
            if not self.shark_thinking:
                _shark: Worker[None] = self.run_worker(
                    self.play_shark_phase, group="bots", exclusive=True
                )
        elif self.is_bot(seat):
            _crew: Worker[None] = self.run_worker(
                partial(self.play_bot_move, seat), group="bots", exclusive=True
            )

    def curtain_text(self, seat: str, after_shark: bool = False) -> tuple[str, str]:
        """Who takes the keyboard, in players' words (`after_shark`: the Shark's screen was the
        last one shown)."""
        assert self.session is not None
        if seat == "shark" and self.is_bot("crew"):
            return (
                "The SHARK takes the keyboard — Player 1",
                "The AI crew plays in the open on your screen.",
            )
        if seat == "shark" and self.session.whose_turn() == "crew":
            return (
                "The SHARK seals the game first — Player 1, take the keyboard",
                "The crew looks away: the Shark chooses a passphrase for this game's saves,"
                " then hands the keyboard to the crew.",
            )
        if seat == "shark":
            secrets = (
                "the Shark's position, plan and Power tokens"
                if self.session.view("spectator").act == 1
                else "the Shark's Ability cards and its Resurface choice"
            )
            # Keys typed on behind the "s" went into the passphrase box, unseen, where the
            # Shark meant its moves (helper-77): the curtain says the dialog comes first.
            first = (
                "\nFirst you choose a passphrase to seal the saves."
                if self.passphrase_due()
                else ""
            )
            return (
                "The SHARK's turn — Player 1, take the keyboard",
                f"The crew looks away: {secrets} are on the next screen.{first}",
            )
        if self.session.whose_turn() == "shark" and self.attack_in_public("shark"):
            # The Shark's attack is played on the crew's screen, in the open: a resumed game
            # waiting on it said "The CREW's turn — crew players, take the keyboard"
            # (helper-49).
            return (
                "The SHARK attacks in the open — everyone may look",
                "The Shark player takes the keyboard with s on the next screen.",
            )
        members = self.crew_controllers()
        if self.is_bot("shark"):
            return (
                "The CREW takes the keyboard",
                f"{members}\nThe AI Shark plays in secret: you see only what it announces.",
            )
        cleared = "\nThe Shark's screen has been cleared." if after_shark else ""
        return ("The CREW's turn — crew players, take the keyboard", f"{members}{cleared}")

    def crew_controllers(self) -> str:
        """Who plays the crew members, in one line: each member's player, or all three at once
        when one player has them all ("you" against an AI Shark: the solo curtain read
        "Quint: Player 2 · Brody: Player 2 · Hooper: Player 2")."""
        assert self.session is not None
        # A member the Shark has killed plays no more (the curtain after Brody's death still
        # called "Quint, Brody and Hooper: Player 2": stop-37 playtest).
        act2 = self.session.view("spectator").act2
        out = act2.eliminated if act2 is not None else ()
        players = {m: self.session.controller_of(m) for m in CREW_NAMES if m not in out}
        if len(set(players.values())) > 1:
            return " · ".join(f"{CREW_NAMES[m]}: {p}" for m, p in players.items())
        who = "you" if self.is_bot("shark") else next(iter(players.values()))
        *first, last = [CREW_NAMES[m] for m in players]
        return f"{', '.join(first)} and {last}: {who}" if first else f"{last}: {who}"

    def open_seat_screen(self, seat: str) -> None:
        """Lift the curtain: build the play screen for `seat` from its own view."""
        if self.session is None:
            return
        act = self.session.view(seat).act
        if act == 1:
            self.show_play_screen(Act1Screen(seat))
        else:
            self.show_play_screen(Act2Screen(seat))
        self.call_later(self.offer_passphrase, seat)
        turn = self.session.whose_turn()
        if turn is not None and self.is_bot(turn):
            self.call_after_refresh(self.advance)

    def after_replay(self) -> None:
        """The replay is done: on to Act 2 in a full game, else the final screen.

        Only from a replay that is on screen: an Enter that arrives while it is still being
        built (a key burst at the end of Act 1) would skip it, or take it down mid-mount.
        """
        screen = self.screen
        if isinstance(screen, ReplayScreen) and screen.is_mounted:
            self.replay_left = True
            self.advance()
