"""The Act 2 play screen for one seat: the Orca, the tracks and gear, the seat's legal actions
and its log. The Shark's hand and choice are drawn only on the Shark's own screen."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.widgets import Footer, Static

from jaws.engine.act2.actions import (
    AttackBoat,
    AttackCrew,
    AttackShark,
    OrcaMove,
    PlaceTarget,
    SharkChoose,
    ShiftTarget,
)
from jaws.engine.act2.rounds import cage_holders_among, chum_in_hand, layout
from jaws.engine.actions import Action
from jaws.ids import CREW, CREW_INITIALS, NAMES
from jaws.tui.act2_scenes import (
    HAND_READ_IN_FULL,
    act2_gear_rules,
    act2_shark_panel,
    act2_status,
    attack_label,
    choose_label,
    option_heading,
    orca_legend,
    recent_dice,
)
from jaws.tui.app_base import offered_to
from jaws.tui.away import attackers_left
from jaws.tui.host_protocol import host_of
from jaws.tui.refused_verbs import (
    local_refusal,
    local_state,
    refused_act2_verb,
    refused_divide_number,
    refused_shark_attack,
)
from jaws.tui.screens.play import PlayScreen
from jaws.tui.screens.play_input import listed
from jaws.tui.screens.side_column import fit_menu_before_paint, planned_column, prompt_rows
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import ActionMenu, group_of
from jaws.tui.widgets.game_log import GameLog
from jaws.tui.widgets.orca import OrcaPicture
from jaws.tui.widgets.text_panel import TextPanel
from jaws.views.act2 import Act2View

# The fewest rows the action list keeps while the Shark reads its hand: its border and three
# (an option's heading, two rows at 80x24, and its first choice). The Shark types its choice.
SHARK_HAND_MENU_FLOOR = 5


class Act2Screen(PlayScreen):
    """Act 2 as one seat ("shark" or "crew") sees it."""

    legend_has_chum = True  # whether the legend explains the Chum's mark (set by redraw)
    legend_letter: str | None = None  # the option Chum ruled out, as the legend names it
    number_refused = False  # the last key was a divide number that gives no card ("1" of "1B")
    # The Orca round and step the side panel was last drawn for: a new round or step shows
    # the panel from its top (helper-59, stop 47: scrolled down to the dice in round 4, round
    # 6 opened with its Resurface options out of sight; helper-72, stop 50: scrolled in the
    # prepare step, the crew's attacks opened with the reveal out of sight). Not each move of
    # a step: the dice are read in the attacks.
    panel_round: tuple[int, str] | None = None

    DEFAULT_CSS = """
    Act2Screen #topbar { height: 1; background: $panel; padding: 0 1; }
    Act2Screen #body { height: 1fr; }
    Act2Screen #left { width: 1fr; }
    Act2Screen #orca { height: 1fr; min-height: 13; }
    Act2Screen #legend { height: auto; max-height: 4; color: $text-muted; padding: 0 1; }
    Act2Screen #log { height: 7; border-top: solid $panel-lighten-2; }
    Act2Screen #right { width: 46; border-left: solid $panel-lighten-2; }
    /* No right padding: the scrollbar's gutter keeps the text off the edge, and at 80x24 the
       column gained fits "[A] W7 Evade 1, 3 dice, Shake Off" on one line. */
    Act2Screen #info { height: 1fr; padding: 0 0 0 1; }
    Act2Screen #menu { height: auto; max-height: 55%; min-height: 5; }
    /* Five lines: a confirmation with a note (Chum after a Target is placed) was cut. */
    Act2Screen #prompt { height: auto; max-height: 5; padding: 0 1; background: $panel; }
    Act2Screen #prompt.-confirming { max-height: 7; }
    /* Room kept for the scrollbars: one that appears as the text arrives must not
       re-wrap that text a moment after the screen opened. */
    Act2Screen #info, Act2Screen #menu, Act2Screen #log {
        scrollbar-gutter: stable; scrollbar-size-vertical: 1; }
    """

    def compose(self) -> ComposeResult:
        yield TextPanel(id="topbar")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield OrcaPicture(host_of(self).content, id="orca")
                yield Static(Text(orca_legend(self.legend_has_chum)), id="legend")
                yield GameLog(id="log")
            with Vertical(id="right"):
                with VerticalScroll(id="info"):
                    # The Shark's hand first: it picks a card by what the card does, and the
                    # options it chooses from head its menu and are marked on the Orca.
                    if self.seat == "shark":
                        yield TextPanel(id="shark-panel")
                    yield TextPanel(id="status")
                    # What each Gear card does, in a panel of its own at the foot: the divide
                    # fits the column down to the status (who holds what), not these texts,
                    # which left the list two rows at 100x30 (helper-50).
                    yield TextPanel(id="gear-rules")
                yield TextPanel(id="prompt")
                yield ActionMenu(id="menu")
        yield Footer()

    def redraw(self) -> None:
        content = host_of(self).content
        game_view = self.session.view(self.seat)
        view = game_view.act2
        if view is None:
            return
        app = host_of(self)
        # The Shark's attack is played in the open on the crew's screen (jaws.tui.table_moments).
        turn = self.session.whose_turn()
        public = self.seat == "crew" and turn == "shark" and not app.is_bot("shark")
        self.hand_to("shark" if public and app.attack_in_public("shark") else self.seat)
        self.show_topbar(game_view.mode, "Act 2: The Orca", view.round, self.actor != self.seat)
        self.query_one("#orca", OrcaPicture).show(view, self.zones_in_input())
        events = self.session.events_for(self.seat)
        dice = recent_dice(events)

        # Once: the label is asked for every row.
        chum_held = chum_in_hand(content.act2, view.gear, view.eliminated)
        chum_in_play = chum_held or view.chum_shown is not None
        if (chum_in_play, view.chum_shown) != (self.legend_has_chum, self.legend_letter):
            self.legend_has_chum, self.legend_letter = chum_in_play, view.chum_shown
            for legend in self.query("#legend").results(Static):
                legend.update(Text(orca_legend(chum_in_play, view.chum_shown)))

        def label(action: Action) -> str:
            if action.kind == "shark_choose":
                return choose_label(content, action, chum_held)
            if isinstance(action, AttackShark):
                return attack_label(view, content, action)
            return app.action_label(action)

        def group(action: Action) -> str:
            if action.kind == "shark_choose":
                return option_heading(view, action.option, content)
            return group_of(action)

        # Two copies of one Ability card are the same choice: list it once.
        legal, seen = [], set()
        for action in offered_to(self.session, self.actor):
            key = (group(action), label(action))
            if key not in seen:
                seen.add(key)
                legal.append(action)
        self.show_actions(legal, label, group=group, turn=(view.round, view.phase, self.actor))
        # After the list: the member it selected (sync_selection) has his gear line first.
        self.show_status(view, dice)
        if (view.round, view.phase) != self.panel_round:
            if self.panel_round is not None:
                self.query_one("#info", VerticalScroll).scroll_home(animate=False)
            self.panel_round = (view.round, view.phase)
        self.query_one("#gear-rules", TextPanel).show(act2_gear_rules(view, content))
        self.fit_column_to(view)
        self.write_new_events(events)

    def show_status(self, view: Act2View, dice: list[str]) -> None:
        """The public status panel, the member being played first (`act2_status`)."""
        app = host_of(self)
        divides_here = self.seat == "crew" and not app.is_bot("crew")
        status = act2_status(
            view,
            app.content,
            dice,
            divides_here=divides_here,
            gear_rules=False,
            first=self.selected,
        )
        self.query_one("#status", TextPanel).show(status)

    def selection_moved(self) -> None:
        """The arrows chose another member: his gear line comes first (helper-78: the panel
        kept the one before)."""
        view = self.session.view(self.seat).act2
        if view is not None:
            self.show_status(view, recent_dice(self.session.events_for(self.seat)))

    def show_shark_panel(self, view: Act2View) -> None:
        """The Shark's hand, read in full while it chooses: each card named once with its text
        where every text fits above the list's floor; where not (80x24), the names on a line
        of their own first, so every card is named in sight (stop 32), then the texts."""
        content = host_of(self).content
        panel = self.query_one("#shark-panel", TextPanel)
        compact = act2_shark_panel(view, content, names_line=False)
        planned = planned_column(self)
        if view.phase in HAND_READ_IN_FULL and planned is not None:
            body, info_width, prompt_width = planned
            room = body - SHARK_HAND_MENU_FLOOR
            room -= prompt_rows(self.query_one("#prompt", TextPanel), prompt_width)
            if panel.rows_for(compact, info_width) > room:
                compact = act2_shark_panel(view, content)
        panel.show(compact)

    def fit_to(self, width: int, height: int) -> None:
        super().fit_to(width, height)
        self.fit_side_column()

    def side_width(self, width: int) -> int:
        """Wider than Act 1's at 100 columns: the Orca draws in what is left (its tiles
        narrow), and the column's texts wrap less, so the action list keeps more rows (at
        100x30 it showed two rows while the crew divided the gear and one while the Shark
        chose: helper-50, helper-51)."""
        return max(47, super().side_width(width)) if width >= 96 else super().side_width(width)

    def fit_side_column(self) -> None:
        """Fit the side column to the seat's view now (after a resize, or the prompt grew)."""
        try:
            view = self.session.view(self.seat).act2
        except LookupError:
            return  # no game on the table any more
        if view is not None:
            self.fit_column_to(view)

    def fit_column_to(self, view: Act2View) -> None:
        """While the Shark reads its hand to choose, the action list gives up rows (down to
        SHARK_HAND_MENU_FLOOR) so its Ability cards' texts read below their names: with 55% of
        the column for its 21 rows ("c A1B + Big Mouth", ...) the texts stopped at "Ramming
        Speed: After the crew" at 100x30, after one card at 80x24 (helper-35, stop 40). The
        Shark types its choice ("c A1"); the list scrolls. Fitted before the first paint: a
        fit after it re-laid the fresh screen (stop 40's reverted try)."""
        try:
            if self.seat == "shark":
                self.show_shark_panel(view)
        except NoMatches:
            return  # being taken down
        reads_hand = self.seat == "shark" and view.phase in HAND_READ_IN_FULL
        # The crew dividing the gear reads what each member holds (the status panel's top,
        # down to its gear): at 80x24 it was cut at "Crew gear"; the crew types "1Q".
        divides = self.seat == "crew" and bool(view.gear_pool) and not host_of(self).is_bot("crew")
        through = "shark-panel" if reads_hand else ("status" if divides else None)
        fit_menu_before_paint(self, through, SHARK_HAND_MENU_FLOOR)

    def hand_to(self, actor: str) -> None:
        """Play the next move for `actor`: this seat, or the Shark in the open. Handed to the
        Shark, the screen waits for its player to take the keyboard (s), so keys the crew
        typed on do not choose for it."""
        if actor != self.actor:
            self.shark_waits = actor != self.seat
            self.cancel_input()
        self.actor = actor

    def why_verb_refused(self, char: str) -> str | None:
        """The rules' reason the crew's "e" takes nothing while it prepares, or a number no
        card to divide has now (jaws.tui.refused_verbs)."""
        if self.actor == "shark":  # its own screen, or its attack in the open
            return refused_shark_attack(host_of(self).session, char)
        if self.seat != "crew":
            return None
        view = self.session.view(self.seat).act2
        personal = host_of(self).content.act2.personal_gear
        reason = None if view is None else refused_divide_number(view, personal, char)
        self.number_refused = reason is not None
        return reason or refused_act2_verb(host_of(self).session, char)

    def handle_input_key(self, key: str, char: str | None) -> bool:
        after_number, self.number_refused = self.number_refused, False
        if after_number and char is not None and char.upper() in di.MEMBER_KEYS.values():
            # The member letter of a refused "1B": the number's refusal said why; a second
            # notice ("“B” takes nothing now") covered it.
            return True
        return super().handle_input_key(key, char)

    def pending_words(self, action: Action) -> str:
        """The Shark's choice without "(Chum would show B)" while no crew member holds a
        Chum, as its menu row has it (stop-33 playtest)."""
        view = self.session.view(self.seat).act2
        content = host_of(self).content
        if isinstance(action, SharkChoose) and view is not None:
            held = chum_in_hand(content.act2, view.gear, view.eliminated)
            return str(action) if held else action.choice
        if action.kind == "end_crew_attacks" and view is not None:
            # Who gives up an attack by it: on a joined device another player's member may be
            # among them, and "The crew is done attacking" did not say so (helper-80). Read
            # from the view, which a joined device's list is not: it offers its own members'
            # attacks only (helper-81).
            left = attackers_left(view)
            if left:
                who = " and ".join(NAMES[m] for m in left)
                return f"{action}: {who} will not attack this round"
        return str(action)

    def confirm_needed(self, action: Action) -> bool:
        """Also the last crew member's boarding: it hands the keyboard to the Shark, and
        cannot be taken back once the Shark has chosen (stop-35 playtest: Hooper's boarding
        went straight to the Shark's curtain while Act 1's last actions asked first)."""
        return super().confirm_needed(action) or self.boards_last(action)

    def boards_last(self, action: Action) -> bool:
        if action.kind != "board_orca" or self.seat != "crew":
            return False
        view = self.session.view(self.seat).act2
        if view is None:
            return False
        waiting = [m for m in CREW if m not in view.eliminated and m not in view.positions]
        return waiting == [action.member]

    def attacks_last(self, action: Action) -> bool:
        """Whether `action` (a member's attack, or his holding back) is the crew's last choice
        of the attack step, which then ends by itself (read from the actions offered: no
        other member has an attack to make or decline)."""
        return self.last_to_choose(action, ("attack_shark", "decline_attack"))

    def cage_to_play(self) -> bool:
        """Whether a member still in the game, not yet in a Cage, holds a Shark Cage card (on
        a joined device, maybe another device's member: helper-70)."""
        view = self.session.view(self.seat).act2
        if view is None:
            return False
        left_out = (*view.eliminated, *view.caged)
        return bool(cage_holders_among(host_of(self).content.act2, view.gear, left_out))

    def last_to_choose(self, action: Action, kinds: tuple[str, ...]) -> bool:
        """Whether `action`, of one of `kinds`, is the crew's last choice of those: no other
        member is offered one (read from the actions offered)."""
        if action.kind not in kinds or self.seat != "crew":
            return False
        others = {di.member_of(a) for a in self.offered if a.kind in kinds}
        return others <= {di.member_of(action)}

    def why_verb_target_refused(self, verb: str, typed: Sequence[str]) -> str | None:
        """ "b 3" from W2: the engine's "B3 is not a Boat Space next to the Shark."; "t 5"
        beyond a melee weapon's reach: "A melee or attachable weapon reaches only ..." (on
        this screen's own game; a joined device holds only its view)."""
        if self.actor == "shark" and verb == "a":
            # "a Q" with Quint aboard: the engine's reason (helper-72).
            member = next((m for m in CREW if CREW_INITIALS[m] == "".join(typed).upper()), None)
            return None if member is None else local_refusal(self.session, AttackCrew(member))
        digits = "".join(typed)
        if not plain_digits(digits):
            return None
        if self.actor == "shark" and verb == "b":
            return local_refusal(self.session, AttackBoat(int(digits)))
        if verb == "t":
            return self.why_target_refused(int(digits))
        return None

    def why_space_unreached(self, char: str) -> str | None:
        return self.why_zone_unreached(char)

    def why_zone_unreached(self, char: str) -> str | None:
        """A zone's digit typed alone (a Target token's place) that the chosen member's weapon
        does not reach: the engine's reason, and where he can target (helper-54: "not W8."
        named no zone he could)."""
        why = self.why_target_refused(int(char)) if plain_digits(char) else None
        if why is None or self.selected is None:
            return why
        zones = [str(z) for z in self.target_zones_offered(self.selected)]
        return f"{why.rstrip('.')}; {NAMES[self.selected]} can target {listed(zones)}."

    def why_target_refused(self, zone: int) -> str | None:
        """Why the chosen member cannot place his Target token at `zone`, while placing it is
        what he has to do (None otherwise)."""
        member = self.selected
        if self.seat != "crew" or member not in CREW:
            return None
        zones = self.target_zones_offered(member)
        if not zones or zone in zones:
            return None
        return local_refusal(self.session, PlaceTarget(member, zone))

    def zones_in_input(self) -> frozenset[int]:
        """The water zones the opened verb may take ("t": where the Target token may go),
        marked on the Orca as the Act 1 map brackets an opened verb's spaces."""
        return frozenset(
            a.zone for a in self.input_targets() if isinstance(a, PlaceTarget | ShiftTarget)
        )

    def target_zones_offered(self, member: str) -> list[int]:
        """The zones `member` is offered to place his Target token at now, in order."""
        placing = (a for a in self.offered if isinstance(a, PlaceTarget) and a.member == member)
        return sorted(a.zone for a in placing)

    def why_typed_names_nothing(self, typed: Sequence[str]) -> str | None:
        """A Shark's choice typed with the digit of a card kind it does not hold ("A1" once
        Extra Strength is played): the card is named. "Nothing to choose at A1 now: after A
        comes 0, 4 or 8" did not say why (helper-49). A space the chosen crew member cannot
        reach this round: the engine's reason ("W1" from W5 said only "after W comes 3, 4, 6
        or 7": helper-72)."""
        member = self.selected
        if self.seat == "crew" and member in CREW and len(typed) == 2:
            moving = any(isinstance(a, OrcaMove) and a.member == member for a in self.offered)
            space = "".join(typed).upper()
            state = local_state(self.session)
            if not moving or state is None or state.act2 is None:
                return None
            # Only a space of the boat as it stands, not his own: "cannot reach" was said of
            # a destroyed Boat Space, of B9 and of his own space (helper-76).
            spaces = layout(state.act2, state.content.act2).spaces
            if space not in spaces or space == state.act2.positions.get(member):
                return None
            return local_refusal(self.session, OrcaMove(member, space))
        if self.seat != "shark" or len(typed) != 2 or not plain_digits(typed[1]):
            return None
        if not any(a.kind == "shark_choose" for a in self.offered):
            return None
        ability = host_of(self).content.act2.ability_numbered(int(typed[1]))
        if ability is None:
            return None
        return f"card {typed[1]}, {ability.name}, is not in your hand"

    def cages_last(self, action: Action) -> bool:
        """Whether `action` plays the last Shark Cage of the Cage window (no other member has
        one to play there)."""
        if not any(a.kind == "let_shark_roll" for a in self.offered):
            return False  # not the window before a roll
        return self.last_to_choose(action, ("play_cage",))

    def pending_note(self, action: Action) -> str | None:
        """Chum after Target tokens are placed: they stay where they are (a member who has
        targeted is ready, and the Chum's answer cannot be taken back to re-aim), so the
        confirmation says so while `u` can still take the targets back (stop-33 playtest:
        Quint learned his zone was the wrong one and could no longer move his token)."""
        if self.boards_last(action):
            return "The last aboard: the Shark's turn follows."
        if self.cages_last(action):
            # The app lets the Shark roll once no other Cage is left to play (bbdff3f): the
            # confirmation says so, as boarding's does (helper-49).
            return "The last Cage: the Shark's roll follows."
        if self.attacks_last(action):
            if self.cage_to_play():
                # A Shark Cage may still be played in the step, so it does not end by itself:
                # the note said it did, and "e" was then asked for (helper-68).
                return "The last attack: then e ends the step (a Shark Cage may come first)."
            # The crew's attacks end with it: "a Enter e Enter" typed the `e` at the card of
            # the Shark's attack that followed, and its Enter took the card away unread
            # (helper-33, stop 39).
            return "The last attack: the crew's attacks end with it."
        if action.kind != "play_chum":
            return None
        view = self.session.view(self.seat).act2
        if view is None or not view.target:
            return None
        # Short: the prompt shows four or five lines (the whole note was cut off at 80x24).
        placed = [NAMES[m] for m in CREW if m in view.target]
        if not self.can_take_back():  # a hosted game: placed Targets are final
            return f"Placed Targets ({', '.join(placed)}) stay where they are."
        return f"Placed Targets ({', '.join(placed)}) stay: Esc, then u, to re-aim."


def plain_digits(text: str) -> bool:
    """Whether `text` is digits 0-9 that int() reads ("²" passes str.isdigit, not int())."""
    return text.isascii() and text.isdecimal()
