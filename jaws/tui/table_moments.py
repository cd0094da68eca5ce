"""Table moments: what the whole table sees together, and acknowledges with one key.

- The Act 2 Shark attack is public (the rules make the Shark announce its target and roll in
  the open; its Ability card is revealed before it). While a human crew is at the table, the
  attack is played on the crew's screen (built from the crew's view alone, so the Shark's hand
  and next choice cannot be on it), and when it is over a card shows everyone the round from
  the reveal to the Shark's dive (the crew's attacks, the Shark's dice and results) and waits
  for Enter before any curtain.
- Alone against the AI crew, the Shark's player gets the same card after its attack, and in
  Act 1 a card of the crew's turn (its moves, searches and barrels) before its own.
- After an AI Shark's Act 1 turn, its announcement (eaten swimmers, Michael, what it was hit
  by) is a card the crew acknowledges before its own turn. A human Shark's announcement is on
  the crew's curtain, which the crew lifts with Enter.

A card waits only when a person is there to read it: a table of bots never stops.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.css.query import NoMatches
from textual.screen import ModalScreen
from textual.widgets import Static

from jaws.engine.act1.events import CrewActed, RoundStarted, SharkTurnEnded
from jaws.engine.act2.attack_events import DiceRolled, OrcaRoundEnded
from jaws.engine.act2.events import (
    AbilityRevealed,
    Act2Started,
    CageChance,
    CagePlayed,
    GearDealt,
    SharkResurfaced,
)
from jaws.engine.events import Event
from jaws.session import TableNote
from jaws.tui.app_base import AppBase
from jaws.tui.scenes_public import fitted_rows, line_markup, with_round_rules
from jaws.tui.screens.armed_key import ArmedKey

if TYPE_CHECKING:
    from jaws.content.act1 import EventCardModel

# The Act 2 phases of the Shark's attack: its own choices and the crew's Shark Cage window.
ATTACK_PHASES = frozenset({"shark_attack", "cage"})
# The card after the Shark's attack: the round from the reveal to the Shark's dive.
ATTACK_TITLE = "The Shark's attack"
# The card of a round the Shark had nothing to attack in (told to the Shark alone against the
# AI crew): the same span, the crew's rolls against it.
CREW_ATTACKS_TITLE = "The crew's attacks"
# The card of a round with neither the Shark's attack nor a crew roll: where it came up is the
# news (helper-45: against the AI Shark, such a round went by with no card, and where it had
# surfaced was only in the log).
NOTHING_IN_REACH_TITLE = "Nothing in the Shark's reach"
# The card of the AI crew's Act 1 turn, told to the Shark's player alone against it.
CREW_TURN_TITLE = "The crew's turn"
# The card of the move that ended Act 1 (the last barrel's hit, the last meal), before the
# Shark's path is replayed: the replay came first, and the hit was first told on the curtain
# after it (stop-35 playtest).
ACT1_OVER_TITLE = "The end of Act 1"
# Cards that tell one Orca round, from the reveal to the dive.
ROUND_TITLES = frozenset({ATTACK_TITLE, CREW_ATTACKS_TITLE, NOTHING_IN_REACH_TITLE})
# A card shows the newest lines (at most this many; fewer on a short terminal).
CARD_LINES = 30  # (20 cut an AI crew's Act 1 turn at 120x40: helper-39, stop 41)
# The rows the card needs besides its lines: its border (2), its padding (2), the title and
# the blank lines after it and before the key line (3), the key line, on two rows when it
# says a stray key was not taken (2). Below SHORT_TERMINAL rows the padding goes: at 80x24
# an Orca round's card opened with "… 6 more lines in the log" and had lost the reveal, on a
# 4-row log (helper-37, stop 41).
CARD_ROWS = 9
SHORT_TERMINAL = 30
CARD_WIDTH = 84  # the card's width (#moment below), at most the terminal's
CARD_SIDES = 8  # its columns besides the text (border, padding)


class MomentCard(ArmedKey, ModalScreen[None]):
    """A public card over the play screen; Enter (once the card has waited) takes it away."""

    DEFAULT_CSS = """
    MomentCard { align: center middle; background: $background 60%; }
    MomentCard #moment {
        width: 84; max-width: 100%; height: auto; padding: 1 3; border: heavy $warning;
        background: $panel;
    }
    """
    # bench/keys.py presses this on any screen that has it.
    acknowledge_key = "enter"

    def __init__(
        self,
        title: str,
        lines: list[str],
        solo: bool = False,
        refit: Callable[[int, int], list[str]] | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines
        # The lines again for a terminal (height, width): a card fitted at 100x30 and then
        # shown at 80x24 ran off the screen's foot, its Enter out of sight (helper-63).
        self.refit = refit
        self.stray_key = False
        # One person at the table (the Shark against the AI crew): nobody else to wait for.
        self.solo = solo
        self.armed_at = None
        self.done = False
        self.keys_after: list[tuple[str, str | None]] = []  # typed after the Enter

    def compose(self) -> ComposeResult:
        card = Static(self.card_text(), id="moment")
        # Set here, not on mount: a card mounted as the app closes has no children to query
        # (test t4: the app closing while Act 1's replay is built).
        card.styles.padding = self.padding()
        with Middle(), Center():
            yield card

    def card_text(self) -> str:
        """The card's markup; once a key other than Enter was typed at it (`stray_key`), it
        says that key is not taken (helper-33, stop 39: "e Enter", typed for the screen
        below, lost its "e" and the Enter took the card away unread)."""
        body = "\n".join(line_markup(line) for line in self.lines)
        who, when = ("", "you have") if self.solo else (" (everyone may look)", "everyone has")
        stray = "[b]Keys typed at this card are not taken.[/b] " if self.stray_key else ""
        return (
            f"[b]{escape(self.title_text)}[/b]{who}\n\n{body}\n\n"
            f"{stray}When {when} seen it: [reverse] Enter [/reverse]"
        )

    def on_mount(self) -> None:
        self.arm()

    def padding(self) -> tuple[int, int]:
        """The card's padding on this terminal: no rows above and below its text when short
        (see CARD_ROWS)."""
        return (0, 3) if self.app.size.height < SHORT_TERMINAL else (1, 3)

    def on_resize(self, event: events.Resize) -> None:
        """The terminal changed size: the lines are fitted to it again."""
        if self.refit is None:
            return
        try:
            card = self.query_one("#moment", Static)
        except NoMatches:
            return  # being taken down
        size = self.app.size
        self.lines = self.refit(size.height, size.width)
        card.styles.padding = self.padding()
        card.update(self.card_text())

    def on_key(self, event: events.Key) -> None:
        # Every key stops here: none reaches the play screen below.
        event.stop()
        event.prevent_default()
        if event.key in ("f1", "ctrl+q", "ctrl+s"):
            return
        if not self.is_armed():
            self.arm()
            return
        if self.done:
            # Typed in the same burst as the acknowledging Enter, by the same hand: they go
            # on to the screen below once the card is gone ("Enter cA0B Enter" on a joined
            # Shark's device lost its choice: stop-38 playtest).
            self.keys_after.append((event.key, event.character))
        elif event.key == self.acknowledge_key:
            self.done = True
            self.dismiss(None)
        else:
            # Typed for the screen below, whose play moved on: the card says the key is not
            # taken, and its Enter waits again, so the Enter typed next in the same plan does
            # not take the card away unread.
            self.arm()
            self.stray_key = True
            self.query_one("#moment", Static).update(self.card_text())


def act1_replay_seen(events: Sequence[object]) -> bool:
    """Whether a game opened with Act 1 over has shown its Act 1 replay: once Act 2 has had a
    move (anything after its start but the deal). A game saved at Act 1's end shows the
    replay, and the card naming the Act 2 hands, when opened again or joined: Ctrl+Q on the
    end-of-Act-1 card skipped them for good (helper-73; a joined device: helper-74)."""
    for event in reversed(events):
        if isinstance(event, Act2Started):
            return False
        # The deal, a table note, and the Shark's own hand dealt (on its device: helper-76).
        dealt = isinstance(event, GearDealt | TableNote) or getattr(event, "audience", "") != "all"
        if not dealt:
            return True
    return True  # no Act 2 in this game: its end offers the replay


def card_frame_rows(height: int) -> int:
    """The rows a card takes besides its lines on a terminal `height` rows high."""
    return CARD_ROWS - 2 if height < SHORT_TERMINAL else CARD_ROWS


def card_lines(
    events_seen: list[Event | TableNote],
    height: int,
    width: int = CARD_WIDTH,
    reserved: int = 0,
    cards: Mapping[int, EventCardModel] | None = None,
) -> list[str]:
    """The public events, as many as fit a terminal `height` rows high and `width` columns
    wide, the least telling left out first (jaws.tui.scenes_public.fitted_lines). A line
    longer than the card's text is two rows or more (review, stop 31: five wrapped lines
    pushed the card past 24 rows). `cards`: the Amity Event cards, whose round-long rules are
    told (jaws.tui.scenes_public.with_round_rules)."""
    told = without_passed_cages(with_round_rules(events_seen, cards or {}))
    text_width = max(20, min(CARD_WIDTH, width) - CARD_SIDES)
    rows = max(3, min(CARD_LINES, height - card_frame_rows(height) - reserved))
    lines = fitted_rows(told, rows, text_width)
    if any(isinstance(e, AbilityRevealed) and e.text for e in told):
        # Short of room, an Ability card is named without its text (the status panel and the
        # log quote it) if that leaves fewer of the round's lines out.
        named = [replace(e, text="") if isinstance(e, AbilityRevealed) else e for e in told]
        shorter = fitted_rows(named, rows, text_width)
        if len(shorter) > len(lines):
            return shorter
    return lines


def without_passed_cages(events: Sequence[object]) -> list[object]:
    """`events` without a Shark Cage window that closed with no Cage played: "the crew may
    play a Shark Cage before it rolls" read as a choice the crew never had where the app let
    the Shark roll past a window that shielded nobody (helper-71); the roll that follows
    names the attack. A window still open is kept."""
    return [
        event
        for event, after in zip(events, [*events[1:], None], strict=True)
        if not (isinstance(event, CageChance) and after is not None)
        or isinstance(after, CagePlayed)
    ]


def round_reveal(crew_events: Sequence[object]) -> int:
    """Where the round's public story begins for the attack's card: the reveal (where the
    Shark came up, the Ability card it turned over), then every crew attack, then the Shark's.
    The Shark's player looks away while the crew plays, so the card is where it sees the
    crew's attacks (stop-30 playtest: a card that began at the crew's last attack never told
    Quint's Machete attack before Brody's roll). The end of the events if there is no reveal."""
    for index in range(len(crew_events) - 1, -1, -1):
        if isinstance(crew_events[index], SharkResurfaced):
            return index
    return len(crew_events)


def unattacked_round(
    crew_events: Sequence[object], told: int, rolls_needed: bool = True
) -> int | None:
    """Where the last Orca round's card begins (its reveal) if that round ended after `told`
    (the events already shown) with no roll of the Shark's: it surfaced with no standing Boat
    Space next to it and nobody in the water, so the engine skipped its attack and no attack
    card was shown. With `rolls_needed` (the Shark's player reads it, who knows where it came
    up), only a round the crew rolled in. None if there is no such round."""
    found = round_since(crew_events, told)
    if found is None:
        return None
    start, dive = found
    rolls = [e for e in crew_events[start:dive] if isinstance(e, DiceRolled)]
    if rolls_needed and not rolls:
        return None
    return start if all(roll.roller != "shark" for roll in rolls) else None


def unattacked_title(round_events: Sequence[object]) -> str:
    """The title of the card of a round the Shark made no attack in."""
    crew_rolled = any(isinstance(e, DiceRolled) for e in round_events)
    return CREW_ATTACKS_TITLE if crew_rolled else NOTHING_IN_REACH_TITLE


def round_since(crew_events: Sequence[object], told: int) -> tuple[int, int] | None:
    """The last Orca round that ended after `told` (the events already shown): where its
    story begins (its reveal) and where the Shark dives. None if no round ended since."""
    for dive in range(len(crew_events) - 1, told - 1, -1):
        if isinstance(crew_events[dive], OrcaRoundEnded):
            return round_reveal(crew_events[:dive]), dive
    return None


def crew_turn_since(crew_events: Sequence[object], told: int) -> int | None:
    """Where the crew's last Act 1 turn begins (just after the Shark's announcement) if the
    round it ended opened after `told` (the events already shown) and the whole turn is
    untold. None if there is no such turn."""
    for opening in range(len(crew_events) - 1, told - 1, -1):
        if isinstance(crew_events[opening], RoundStarted):
            # Back to the Shark's announcement: the turn after it must be untold.
            for announced in range(opening - 1, max(told - 1, 0) - 1, -1):
                if isinstance(crew_events[announced], SharkTurnEnded):
                    turn = crew_events[announced + 1 : opening]
                    acted = any(isinstance(e, CrewActed) for e in turn)
                    return announced + 1 if acted else None
            return None
    return None


def round_end(crew_events: Sequence[object], start: int) -> int:
    """Where the card's events end: just after the Shark dives, so the next round's marker and
    Resurface options open the curtain that follows (stop-30 playtest: they ran on at the foot
    of the card, the marker left out to fit). The end of the events if it has not dived (the
    act is over)."""
    for index in range(start, len(crew_events)):
        if isinstance(crew_events[index], OrcaRoundEnded):
            return index + 1
    return len(crew_events)


class MomentsMixin(AppBase):
    """Mixed into JawsApp: needs `session`, `is_bot`, `is_remote`, `public_mark`, `advance`,
    `size`."""

    # Where the public attack's events begin (None: no public attack under way).
    attack_mark: int | None = None
    # A card due at the next advance: (title, index of its first crew event).
    moment_due: tuple[str, int] | None = None
    # On a joined device: the events through which its Orca rounds have been told.
    remote_rounds_told = 0

    def attack_phase(self) -> bool:
        """Whether the game on the table is in the Shark's (public) Act 2 attack."""
        if self.session is None:
            return False
        act2 = self.session.view("spectator").act2
        return act2 is not None and act2.phase in ATTACK_PHASES

    def attack_in_public(self, seat: str) -> bool:
        """Whether `seat`'s move is played on the crew's screen: the Shark's attack, while a
        person plays the crew."""
        if self.is_remote():  # each seat on its own device: no shared screen
            return False
        return seat == "shark" and not self.is_bot("crew") and self.attack_phase()

    def reads_cards(self) -> bool:
        """Whether a person at this table reads the cards: the crew's players, or the Shark's
        player alone against the AI crew, whose screen moves on to the next round at once
        (stop-30 playtest: its short log had scrolled past the Shark's attack)."""
        if not self.is_bot("crew"):
            return True
        return not self.is_remote() and not self.is_bot("shark")

    def alone_at_table(self) -> bool:
        """Whether one person plays at this screen against the AI: the Shark against the AI
        crew, or one crew player against the AI Shark (a card then speaks to "you", not to
        "everyone")."""
        session = self.session
        if session is None or self.is_remote():
            return False
        if self.is_bot("crew"):
            return not self.is_bot("shark")
        people = session.players - (1 if self.is_bot("shark") else 0)
        return people == 1

    def card_open(self) -> bool:
        return any(isinstance(screen, MomentCard) for screen in self.screen_stack)

    def show_due_moment(self) -> bool:
        """Push the card due now, if any; True if one is on the table (advance waits for it)."""
        if self.card_open():
            return True
        session = self.session
        # A joined device has no shared screen for the attack, but shows the announcement of
        # a Shark phase the host held from it (jaws.tui.shark_turns.follow_remote_phase).
        remote = self.is_remote()
        if session is None or not self.reads_cards() or (remote and self.moment_due is None):
            self.attack_mark = None
            self.moment_due = None
            return False
        if not remote and self.attack_phase():
            if self.attack_mark is None:
                self.attack_mark = round_reveal(session.events_for("crew"))
            return False
        if not remote and self.attack_mark is not None:
            self.moment_due = (ATTACK_TITLE, self.attack_mark)
            self.attack_mark = None
        if self.moment_due is None and not remote and (self.is_bot("crew") or self.is_bot("shark")):
            # Against the AI, no curtain tells the round the Shark made no attack in: alone
            # against the AI crew, the Shark is told what the crew rolled against it; against
            # the AI Shark, the crew where it came up and what the crew rolled. Each screen
            # moves on to the next round at once.
            seen = session.events_for("crew")
            start = unattacked_round(seen, self.public_mark, rolls_needed=self.is_bot("crew"))
            if start is not None:
                self.moment_due = (unattacked_title(seen[start : round_end(seen, start)]), start)
            elif self.is_bot("crew") and (turn := self.ai_crew_turn()) is not None:
                self.moment_due = (CREW_TURN_TITLE, turn)
        if self.moment_due is None:
            return False
        title, mark = self.moment_due
        seen = session.events_for("crew")
        told_to = round_end(seen, mark) if title in ROUND_TITLES else len(seen)
        new = list(seen[mark:told_to])
        if not new:
            self.moment_due = None
            return False
        if self.screen is not self.play_screen():
            # The rules or a dialog is open: the card waits until the play screen is back
            # (PlayScreen.on_screen_resume), and so does the screen's next refresh.
            return True
        self.moment_due = None
        # The curtain after the card does not tell it again.
        self.public_mark = max(self.public_mark, told_to)
        cards = self.content.act1.cards

        def refit(height: int, width: int) -> list[str]:
            return card_lines(new, height, width, cards=cards)

        # A joined device is one seat's screen: its card speaks to "you", as alone at a table
        # ("(everyone may look)" read oddly on a device of one's own).
        solo = self.alone_at_table() or remote
        card = MomentCard(title, refit(self.size.height, self.size.width), solo, refit)
        self.push_screen(card, lambda _: self.after_card(card))
        return True

    def ai_crew_turn(self) -> int | None:
        """Where the AI crew's Act 1 turn that ended since the table was last told begins,
        for its card to the Shark's player (None: none ended, or Act 1 is over and its own
        card tells how). Its moves had scrolled through the 3-line log as the Shark's next
        turn opened, and a barrel's hit went unseen (helper-33, stop 39)."""
        session = self.session
        act1 = None if session is None else session.view("spectator").act1
        if session is None or act1 is None or act1.phase == "over":
            return None
        return crew_turn_since(session.events_for("crew"), self.public_mark)

    def after_card(self, card: MomentCard) -> None:
        """The card is acknowledged: on with the game, then the keys typed after its Enter.
        Behind a curtain they are swallowed as any key there is."""
        self.advance()
        for key, char in card.keys_after:
            self.post_message(events.Key(key, char))

    def show_moment_if_due(self) -> None:
        """The play screen is back on top: show the card that waited for it."""
        if self.moment_due is not None and not self.card_open():
            self.advance()

    def tell_act1_end(self) -> None:
        """Act 1 has just ended, and its replay is on screen: a card over it tells the table
        how (the crew's events since its last curtain, the act's last move among them). It
        lies over the replay, which is public now, never over a seat's screen."""
        session = self.session
        if session is None or self.is_remote() or not self.reads_cards():
            return
        seen = session.events_for("crew")
        new = list(seen[self.public_mark :])
        if not new:
            return
        self.public_mark = len(seen)  # the curtain after the replay does not tell it again
        hands = self.act2_hands_lines()
        reserved = 3 * len(hands)  # a hands line wraps to three rows at 80x24
        cards = self.content.act1.cards

        def refit(height: int, width: int) -> list[str]:
            return card_lines(new, height, width, reserved, cards) + hands

        lines = refit(self.size.height, self.size.width)
        self.push_screen(MomentCard(ACT1_OVER_TITLE, lines, self.alone_at_table(), refit))

    def act2_hands_lines(self) -> list[str]:
        """Why the Act 2 hands are what they are, for a full game's card at the end of Act 1:
        the split comes from a table the players had never been shown (stop-35 playtest)."""
        session = self.session
        act1 = None if session is None else session.view("spectator").act1
        if session is None or session.mode != "full" or act1 is None:
            return []
        return [
            f"The Swimmer Track stands at {act1.track}: the more swimmers the Shark ate, the "
            "more Ability cards it takes into Act 2 and the fewer Gear cards the crew shares "
            "(F1, Act 2 hands)."
        ]

    def tell_remote_round(self, seat: str, first_frame: bool) -> None:
        """On a joined crew or Shark device: an Orca round that ended since the last frame is
        told on the card the table sees after the Shark's attack (the reveal, the crew's
        attacks, the Shark's), as the Shark chooses its next option. A hosted round ended with
        no card, and its rolls scrolled by in the log (stop-37 playtest). A spectator, whom
        nobody waits for, reads the log; a device that joins mid-act is not told old rounds."""
        session = self.session
        if session is None or not self.is_remote() or seat == "spectator":
            return
        seen = session.events_for(seat)
        told, self.remote_rounds_told = self.remote_rounds_told, len(seen)
        if first_frame or self.moment_due is not None:
            return
        found = round_since(seen, told)
        if found is not None:
            start, dive = found
            attacked = any(
                isinstance(e, DiceRolled) and e.roller == "shark" for e in seen[start:dive]
            )
            title = ATTACK_TITLE if attacked else unattacked_title(seen[start:dive])
            self.moment_due = (title, start)

    def announce_after_shark_turn(self, mark: int) -> None:
        """After an AI Shark's Act 1 turn (or, on a joined crew or spectator device, the
        Shark's): its announcement waits for the crew's key."""
        if self.session is None or self.is_bot("crew"):
            return
        if not (self.is_bot("shark") or self.is_remote()):
            return
        if self.session.view("spectator").act == 1:
            self.moment_due = (announcement_title(self.session.events_for("crew"), mark), mark)


ANNOUNCES_TITLE = "The Shark announces"
# The card that opens with the answer to the crew's last move of the round before (helper-33's
# answer, which the round's end took off the screen) says so: under "The Shark announces" its
# first line read as the Shark's (helper-60). The crew's, not "Your": on a joined device it
# was another player's move (helper-71).
LAST_ANSWER_TITLE = "The crew's last answer, then the Shark announces"


def announcement_title(crew_events: Sequence[object], start: int) -> str:
    """The title of the card after the Shark's Act 1 turn that starts at `start`."""
    opens_round = start < len(crew_events) and isinstance(crew_events[start], RoundStarted)
    later = any(isinstance(e, RoundStarted) for e in crew_events[start + 1 :])
    return LAST_ANSWER_TITLE if later and not opens_round else ANNOUNCES_TITLE


__all__ = [
    "ACT1_OVER_TITLE",
    "ANNOUNCES_TITLE",
    "ATTACK_PHASES",
    "LAST_ANSWER_TITLE",
    "MomentCard",
    "MomentsMixin",
    "announcement_title",
    "card_lines",
    "round_end",
    "round_reveal",
    "round_since",
    "unattacked_round",
    "unattacked_title",
]
