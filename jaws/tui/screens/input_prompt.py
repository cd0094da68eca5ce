"""What a play screen's prompt line shows of the direct input (the selected member, the verbs
on offer, what was typed, a choice waiting for its confirming key) and where the menu's
highlight rests.

Mixed into DirectInputMixin (jaws.tui.screens.play_input), which keeps the input state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual.screen import Screen

from jaws.engine.actions import Action
from jaws.ids import NAMES as PEOPLE
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.text_panel import TextPanel
from jaws.words import count

REFUSED_KEY = "a refused key"  # what the action typed right behind one waits after

# What each kind of action is called on the prompt line: a verb key may open different
# actions in different moments ("a" is Hooper climbing aboard in Act 1, an attack in Act 2), so
# the prompt names the actions on offer, not the key.
KIND_NAMES = {
    "shark_eat": "eat",
    "shark_eat_all": "eat every swimmer",
    "play_power": "Power token",
    "shark_undo": "take back",
    "shark_end_turn": "end",
    "crew_move": "move",
    "rescue": "rescue",
    "pick_up_barrels": "pick up",
    "drop_barrel": "drop barrel",
    "give_barrels": "give barrels",
    "launch_barrel": "launch",
    "use_binoculars": "Binoculars",
    "use_fish_finder": "Fish Finder",
    "close_beach": "close a beach",
    "climb_aboard": "climb aboard",
    "end_crew_turn": "end",
    "give_gear": "give gear",
    "orca_move": "move",
    "choose_weapon": "weapon",
    "place_target": "target",
    "play_chum": "Chum",
    "play_cage": "Cage",
    "crew_ready": "ready",
    "shift_target": "shift the Target",
    "attack_shark": "attack",
    "decline_attack": "hold back",
    "end_crew_attacks": "end attacks",
    "let_shark_roll": "end",
    "shark_choose": "choose",
    "ram_move": "ram",
    "attack_boat": "attack the boat",
    "attack_crew": "attack",
    "skip_shark_attack": "end",
    "maul_reroll": "Maul Again",
    "domino_target": "Domino",
    "second_helping": "Second Helping",
}
# Gear is given by the card's number, then who takes it (direct_input.group_entries).
GEAR_HINT = "type the card's number, then Q, B or H"
# What typing a label alone does, by the kind of the labelled actions.
LABEL_HINTS = {
    "crew_move": "move",
    "shark_move": "move",
    "orca_move": "move",
    "board_orca": "board",
    "shark_start": "start",
    "helicopter_move": "fly",
    "place_target": "target",
    "choose_weapon": "pick a weapon",
}

# How the Shark's Act 2 choice is typed, by (no Ability card in hand, Chum's pick typed too).
SHARK_CHOICE_HINTS = {
    # {n}: a card in hand's digit (each kind keeps its own all game: 3 is Maul Again).
    (False, False): "A{n}: option A, card {n} (0: no card)",
    (False, True): "A{n}B: option A, card {n}, Chum shows B",
    # With no card the letter alone: "C" and Enter waited for a card's "0" (helper-46).
    (True, False): "A: option A (no card in hand)",
    (True, True): "AB: option A, Chum shows B",
}


def verb_name(verb: str, actions: list[Action]) -> str:
    """What the verb key does with `actions` on offer ("a" may climb aboard or attack)."""
    names = [KIND_NAMES.get(a.kind, a.kind) for a in actions if di.verb_of(a) == verb]
    return "/".join(dict.fromkeys(names)) or verb


def target_hint(verb: str, actions: list[Action]) -> str:
    """How an opened verb's choices are typed, from the kinds of its actions."""
    if any(a.kind == "give_gear" for a in actions if di.verb_of(a) == verb):
        return GEAR_HINT
    if verb == "c" and any(a.kind == "shark_choose" for a in actions):
        # The keys direct_input.group_entries gives ("A1", or "A1B" while Chum can matter),
        # not "type its number" (stop-33 playtest).
        chum = ", then the option Chum would show" if di.chum_pick_offered(actions) else ""
        return f"the option's letter, then the card's digit (0: none){chum}"
    cards = {di.member_of(a) for a in actions if di.verb_of(a) == verb and a.kind in di.CARD_KINDS}
    if len(cards) > 1:
        # Only the holders' letters ("(Q, B)", not every member's: stop-32 playtest).
        letters = ", ".join(di.MEMBER_KEYS[m] for m in di.MEMBER_KEYS if m in cards)
        return f"type the member's letter ({letters})"
    hows = [di.VERBS.get(a.kind, (None, None))[1] for a in actions if di.verb_of(a) == verb]
    # How an opened verb's choices are typed (the short form of direct_input.TARGET_HOWS).
    hints = [di.TARGET_HOWS[h][0] for h in dict.fromkeys(hows) if h in di.TARGET_HOWS]
    return " or ".join(hints) or "type its number"


def take_back_offered(session: TableSession | None) -> bool:
    """Whether `u` would take the crew's last action back now (the playtest was offered it
    at an Event decision, with nothing to take back). A hosted game takes no crew move back
    (the host has told every device): a joined device never offers `u` to the crew (stop-36
    playtest: offered, it was always refused, and the Chum note advised it)."""
    from jaws.tui.app_base import local_game
    from jaws.undo import why_not

    game = local_game(session)
    return game is not None and why_not(game) is None


if TYPE_CHECKING:
    from jaws.tui.app_base import TableSession

    ScreenBase = Screen[None]
else:
    ScreenBase = object


class InputPromptMixin(ScreenBase):
    """The prompt line and the menu's highlight for the input state."""

    offered: list[Action]
    selected: str | None
    typed: list[str]
    narrowed_by_keys: bool  # the list shows only the rows typed keys lead to
    opened: str | None
    pending: Action | None
    reminded: Action | None  # the confirmation whose stray keys were last answered
    moved_on_from: str | None  # the member the selection left by itself, until a key
    wait_words: str  # what an action typed after a refusal waits after (REFUSED_KEY)
    # weapon_order's answer and the `offered` list it was worked out for (a new list each
    # time the actions offered change).
    weapon_memo: tuple[list[Action], dict[str, tuple[str, ...]] | None] | None = None
    highlight_rests: bool  # the highlight rests on the next action (the last came from a row)
    seat: str
    # Whose actions the screen offers: its own seat's, or on the crew's screen the Shark's
    # while it attacks in the open.
    actor: str
    # The Shark's attack in the open waits for its player to take the keyboard (s).
    shark_waits: bool

    if TYPE_CHECKING:

        def members(self) -> list[str]: ...
        def ends_turn(self, action: Action) -> bool: ...
        def actions_forfeited(self, action: Action) -> int: ...
        def verb_group(self, verb: str, member: str | None) -> tuple[list[Action], str | None]: ...
        def group_entries(self, actions: Sequence[Action]) -> list[di.Entry]: ...
        def typed_entries(self) -> list[di.Entry]: ...
        def confirm_needed(self, action: Action) -> bool: ...
        def waiting_for_member(self) -> str | None: ...

    def label_entries(self, member: str | None) -> list[di.Entry]:
        """What typing a label alone takes for `member`; weapons keep their digits all act.
        While the gear is divided a card is given by its number and the member's letter
        ("1Q"), with no `g` first: nothing else is typed then, and the divide took three keys
        a card (stop-38 playtest). So is the Shark's choice ("A1")."""
        entries = di.label_entries(self.offered, member, self.weapon_order())
        gives = [a for a in self.offered if a.kind == "give_gear"]
        if gives:
            entries += self.group_entries(gives)
        # The Shark's secret choice is typed as its row says, "A1": "a 2" was answered "“2”
        # takes nothing now", every round, until "c" came first (helper-42, stop 42).
        chooses = [a for a in self.offered if a.kind == "shark_choose"]
        if chooses:
            entries += self.group_entries(chooses)
        return entries

    def weapon_order(self) -> dict[str, tuple[str, ...]] | None:
        """Each member's weapons this act in the order he got them (see
        `direct_input.weapons_this_act`), read only while a weapon is offered. Worked out once
        per set of actions offered: every menu row's keys ask for it, and each time it read
        the whole event history (64 reads a redraw of Act 2's prepare step)."""
        memo = self.weapon_memo
        if memo is not None and memo[0] is self.offered:
            return memo[1]
        order = self._weapon_order()
        self.weapon_memo = (self.offered, order)
        return order

    def _weapon_order(self) -> dict[str, tuple[str, ...]] | None:
        from jaws.engine.act2.events import GearGiven
        from jaws.tui.host_protocol import host_of

        if not any(action.kind == "choose_weapon" for action in self.offered):
            return None
        app = host_of(self)
        view = app.session.view(self.seat).act2 if app.session is not None else None
        if app.session is None or view is None:
            return None
        given = [
            (event.member, event.card)
            for event in app.session.events_for(self.seat)
            if isinstance(event, GearGiven)
        ]
        cards = app.content.act2.gear_cards
        return di.weapons_this_act(
            app.content.act2.personal_gear,
            given,
            view.gear,
            lambda card: card in cards and cards[card].is_weapon,
        )

    def enter_confirms_typed(self) -> Action | None:
        """The action the keys typed so far name whole, while longer keys may follow ("m 1",
        as "m 12" rerolls two dice), when it cannot be taken back and its confirmation says no
        more than its name: the prompt names it, and the Enter that stops the typing takes it.
        Maul Again asked "Enter to stop here", then "Enter confirms" (helper-37, stop 41)."""
        if not self.typed:
            return None
        exact = di.match(self.typed_entries(), self.typed).exact
        if exact is None or not self.confirm_needed(exact):
            return None
        if self.ends_turn(exact) or self.actions_forfeited(exact) or self.pending_note(exact):
            return None  # its confirmation says more: it asks as ever
        return exact

    def append_enter_confirms(self, text: Text) -> bool:
        """ " · Enter: Shark rerolls die 1 (cannot be taken back)" where the Enter that stops the
        typing takes the action (enter_confirms_typed); True if said."""
        action = self.enter_confirms_typed()
        if action is None:
            return False
        text.append(" · Enter: ", "bold")
        text.append(self.pending_words(action))
        text.append(" (cannot be taken back)", "bold #f1948a")
        return True

    def pending_words(self, action: Action) -> str:
        """The action as its confirmation names it (an act's screen may say it better)."""
        return str(action)

    def pending_note(self, action: Action) -> str | None:
        """What else the confirmation of `action` should say (an act's screen may know)."""
        return None

    def menu_widget(self) -> ActionMenu:
        return self.query_one("#menu", ActionMenu)

    def highlight_selected(self) -> None:
        """Rest the highlight on the selected member's first action that is not a card (the
        end of the turn once nothing else is left)."""
        menu = self.menu_widget()
        if self.pending is not None:
            menu.highlight_action(lambda a: a == self.pending)
            return
        if not self.highlight_rests:  # the last action was typed: nothing under Enter
            menu.highlighted = None
            return
        mine = [
            a
            for a in self.offered
            if di.member_of(a) in (None, self.selected)
            and getattr(a, "kind", "") not in di.CARD_KINDS
        ]
        doing = [a for a in mine if getattr(a, "kind", "") not in di.END_KINDS]
        wanted = (doing or mine or self.offered[:1])[:1]
        if wanted:
            menu.highlight_action(lambda a: a == wanted[0])

    def input_targets(self) -> list[Action]:
        """The actions the typed keys or the opened verb may still lead to (map highlights)."""
        if self.opened is not None:
            return self.verb_group(self.opened, self.selected)[0]
        return []

    def left_words(self, member: str) -> str:
        """Why the selection left `member` by itself: "is done" (see DirectInputMixin)."""
        return "is done"

    def show_input_state(self) -> None:
        try:
            panel = self.query_one("#prompt", TextPanel)
        except Exception:
            return
        panel.show(self.input_text())
        # A question to confirm is shown whole: at 80x24 the cap cut "(his last action: it
        # ends Hooper's turn)" off it (helper-54). The action list gives up the rows.
        panel.set_class(self.pending is not None, "-confirming")
        # A prompt that grew or shrank a row changes the room the panel above it has.
        self.call_after_refresh(self.fit_side_column)

    def fit_side_column(self) -> None:
        """Share the side column between its panel, the prompt and the action list, once
        either changed (the Act 1 screen keeps the Event card's rule in sight)."""

    def input_text(self) -> Text:
        text = Text()
        if self.pending is not None:
            # The keys first: at 80x24 the prompt shows three lines, and a long action pushed
            # them out of sight (stop-30 playtest).
            text.append("Enter confirms · Esc cancels", "bold")
            label = self.label_under_verb(self.pending)
            if label and self.label_moves(label, self.pending):
                # "e" ends the turn, "E" moves to E: a player who meant the move is told how.
                # Only for a move: in Act 2 "Shift+C moves to C" stood under the Shark's
                # choice of an option, where C is option C (helper-62, stop 47).
                text.append(f" · Shift+{label} moves to {label}", "bold")
            if not self.confirm_needed(self.pending):
                # Typed right behind a refused key (the one other reason an action waits):
                # asked, though Take back could undo it.
                text.append(f"\nAfter {self.wait_words}, this waits for Enter: ", "bold #f1948a")
            else:
                text.append("\nCannot be taken back: ", "bold #f1948a")
            text.append(self.pending_words(self.pending))
            if self.ends_turn(self.pending):
                # His turn, not the crew's: the others act on (helper-35, stop 40, read "it
                # ends the turn" as the round's end with Brody and Hooper still to act).
                member = di.member_of(self.pending)
                whose = f"{PEOPLE[member]}'s" if member is not None else "the"
                text.append(f" (his last action: it ends {whose} turn)", "bold")
            unused = self.actions_forfeited(self.pending)
            if unused:
                text.append(f" — {count(unused, 'action')} left unused", "bold #f1948a")
            note = self.pending_note(self.pending)
            if note:
                text.append(f"\n{note}", "bold #f1948a")
            return text
        if self.actor != self.seat:
            text.append("The Shark attacks in the open: ", "bold reverse")
            if self.shark_waits:
                text.append("Shark player, take the keyboard with s · everyone may look", "bold")
                return text
            text.append("Shark player, choose · everyone may look\n", "bold")
        if self.opened is not None:
            name = verb_name(self.opened, self.offered)
            text.append(f"{name[:1].upper()}{name[1:]}: ", "bold")
            hint = target_hint(self.opened, self.offered)
            # Esc before the mouse and arrows: at 80x24 the Shark's boat attack lost
            # "cancels" off the end of the prompt (stop-35 playtest).
            text.append(f"{hint} · Esc cancels · or click, or ↑↓ Enter")
            if self.typed:
                text.append(f"\nTyped: {''.join(self.typed).upper()}", "bold")
                self.append_enter_confirms(text)
            return text
        if self.typed:
            text.append(f"Typed: {''.join(self.typed).upper()}", "bold")
            if self.append_enter_confirms(text):
                text.append(" · type more, Esc cancels")
                return text
            # "Enter to stop here" only where Enter takes what is typed: a gear card's
            # number alone ("3", waiting for Q, B or H) takes nothing.
            exact = di.match(self.label_entries(self.selected), self.typed).exact
            stop = "Enter to stop here, " if exact is not None else ""
            text.append(f" · type more, {stop}Esc cancels")
            return text
        waiting = self.waiting_for_member()
        if waiting is not None:
            # A joined crew device while the other device's member plays: its list was empty
            # and nothing said what it waited for (helper-48).
            text.append(waiting, "bold")
            return text
        if not self.offered and self.seat == "shark" and self.crew_to_move():
            # A joined Shark's device while the crew plays: its footer held only Quit, Rules
            # and Save, and nothing said what it waited for (stop-36 playtest).
            text.append(self.crew_waited_on(), "bold")
            return text
        away = self.away_line_here() if self.seat == "crew" else None
        if away:
            # Its own moves left (a Chum, a Cage) do not move the step on (helper-71).
            text.append(f"{away}\n", "bold")
        if self.selected is not None:
            if self.moved_on_from is not None:
                text.append(
                    f"{PEOPLE[self.moved_on_from]} {self.left_words(self.moved_on_from)} · ", "bold"
                )
            text.append(f"▶ {PEOPLE[self.selected]}", "bold reverse")
            if len(self.members()) > 1:
                text.append(" Tab: next")
            text.append(" · ")
        text.append(self.verb_summary(), "dim")
        return text

    def away_line_here(self) -> str | None:
        """On a joined device: the line saying the game waits on crew seats whose devices
        have left (None when it does not)."""
        from jaws.net.notices import away_line
        from jaws.tui.away import away_waited_on
        from jaws.tui.host_protocol import host_of

        host = host_of(self)
        if not host.away_seats or host.session is None:
            return None
        away = away_waited_on(host.session, self.seat, host.away_seats)
        return away_line(away) if away else None

    def crew_waited_on(self) -> str:
        """What a joined Shark's device waits for while the crew plays: in Act 1's Event
        Phase the crew answers the Event card, not its turn (stop-43 play of `jaws
        join`: "taking its turn" while the crew picked a Dock for Caught the Wrong Shark);
        while a crew device has left, for it to join again."""
        from jaws.tui.host_protocol import host_of

        away = self.away_line_here()
        if away:
            return away
        session = host_of(self).session
        act1 = session.view(self.seat).act1 if session is not None else None
        if act1 is not None and act1.phase == "event_choice":
            return "The crew is answering the Amity Event card: your turn follows."
        return "The crew is taking its turn: yours follows."

    def crew_to_move(self) -> bool:
        """Whether the game waits on the crew (the Shark's own screen shows it only on a
        joined device: at one table a curtain hides it meanwhile)."""
        from jaws.tui.host_protocol import host_of

        session = host_of(self).session
        return session is not None and session.whose_turn() == "crew"

    def label_under_verb(self, action: Action) -> str | None:
        """The space label that the action's verb key is, upper-cased ("E" for "e", ending
        the turn where the member could move to E), if the member may move there now."""
        verb = di.verb_of(action)
        if verb is None or not verb.islower():
            return None
        member = di.member_of(action) or self.selected
        entries = self.label_entries(member)
        return verb.upper() if any(e.keys == (verb.upper(),) for e in entries) else None

    def label_moves(self, label: str, action: Action) -> bool:
        """Whether `label` typed alone moves the member (or the Shark) of `action`."""
        member = di.member_of(action) or self.selected
        moves = ("crew_move", "shark_move")
        return any(
            e.keys == (label,) and getattr(e.action, "kind", "") in moves
            for e in self.label_entries(member)
        )

    def verb_summary(self) -> str:
        mine = [a for a in self.offered if di.member_of(a) in (None, self.selected)]
        verbs = list(dict.fromkeys(v for a in mine if (v := di.verb_of(a)) is not None))
        label_hint = self._label_hint()
        # A verb that does what a label alone does goes unsaid: "type a label to move · m
        # move" cost the crew's prompt a third row at 80x24, a row the Event card's rule
        # needed (stop-38).
        parts = [label_hint]
        named = [(v, verb_name(v, mine)) for v in verbs]
        parts += [f"{v} {name}" for v, name in named if not label_hint.endswith(f"to {name}")]
        if "c choose" in parts and self.shark_choice_typed():
            # The Shark's choice is typed as its label ("A1"): "c" first is not needed.
            parts.remove("c choose")
        if self.actor == "crew" and "u" not in verbs and self.can_take_back():
            parts.append("u take back")
        return " · ".join(p for p in parts if p)

    def can_take_back(self) -> bool:
        """Whether `u` would take the crew's last action back now (jaws.tui.screens.
        input_prompt.take_back_offered)."""
        from jaws.tui.host_protocol import host_of

        return take_back_offered(host_of(self).session)

    def shark_choice_typed(self) -> bool:
        """Whether the labels now are the Shark's Act 2 choices ("A3")."""
        entries = self.label_entries(self.selected)
        return bool(entries) and all(e.action.kind == "shark_choose" for e in entries)

    def _label_hint(self) -> str:
        """What typing a label alone does now ("" when nothing is typed by label)."""
        entries = self.label_entries(self.selected)
        if not entries:
            return ""
        kinds = dict.fromkeys(e.action.kind for e in entries)
        if all(kind == "choose_weapon" for kind in kinds):
            return "type a number for the weapon"
        if all(kind == "give_gear" for kind in kinds):
            return "type a card's number and Q/B/H to give gear"
        if all(kind == "shark_choose" for kind in kinds):
            # How a choice is typed: at 80x24 and 100x30 the list shows two or three rows while
            # the Shark reads its hand (helper-38, stop 41).
            chum = di.chum_pick_offered([e.action for e in entries])
            no_card = all(len(e.keys) == 1 + chum for e in entries)  # no Ability card in hand
            digits = [e.keys[1] for e in entries if len(e.keys) > 1 + chum and e.keys[1] != "0"]
            return SHARK_CHOICE_HINTS[(no_card, chum)].format(n=min(digits, default="1"))
        does = dict.fromkeys(LABEL_HINTS.get(kind, "choose") for kind in kinds)
        return f"type a label to {'/'.join(does)}"
