"""Direct input on a play screen: verb keys, typed labels, map clicks, Tab for the crew member,
one confirming key for what cannot be undone, and `u` to take back.

Mixed into PlayScreen. The screen sets `offered` (the actions its menu lists) on every redraw;
everything here picks from that list only, so a key can never take an action the rules refuse.
The prompt line that shows the input state is jaws.tui.screens.input_prompt.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from textual import events
from textual.notifications import SeverityLevel

from jaws.engine.act1.actions import CrewMove
from jaws.engine.act1.crew import free_dock_work
from jaws.engine.actions import Action
from jaws.ids import NAMES as PEOPLE
from jaws.tui.host_protocol import host_of
from jaws.tui.keys_text import key_name
from jaws.tui.screens.input_prompt import REFUSED_KEY, InputPromptMixin
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.views.hidden import is_hidden

NOT_TAKEN_SECONDS = 1.5  # how long "Not taken." (an Esc on a confirmation) stays up
CHOICES_NAMED = 8  # the most choices a "chooses nothing now" refusal names
# Said to an Enter before a label is whole; taken down once the keys are taken or cancelled
# (helper-42, stop 42: it stayed up after "1 h" had given the Air Tank to Hooper).
TYPE_THE_REST = "Type the rest of the label, or Esc."


# What + and - say where no AI crew plays (the AI Shark keeps a fixed pace: its timing would
# tell the crew how long it thought).
AI_PACE_ONLY = "+ and - set the pace of an AI crew, and no AI crew plays in this game."
# Keys bound to a look or a pace, not a move: they leave an action waiting for Enter waiting.
LOOK_ONLY_KEYS = frozenset({"question_mark", "d", "plus", "minus"})


class DirectInputMixin(InputPromptMixin):
    """Keys and clicks that take actions straight from the board (the prompt line that shows
    the input state: jaws.tui.screens.input_prompt)."""

    if TYPE_CHECKING:

        def refresh_from_session(self) -> None: ...

    def init_input(self) -> None:
        self.actor = self.seat
        self.offered = []
        self.selected = None
        self.typed = []
        # The list shows only the rows the typed keys lead to (jaws.tui.screens.play:
        # narrowed_to_typed). It stays so when the arrows take the keys' place, until a redraw.
        self.narrowed_by_keys = False
        self.opened = None
        self.pending = None
        self.reminded = None
        self.highlight_rests = True
        # The last key took an action by its typed keys: an Enter straight after it is the
        # player's habit, not a question, and is taken in silence.
        self.enter_is_habit = False
        # Keys typed on a joined device while its last move awaits the host's answer.
        self.keys_waiting: list[tuple[str, str | None]] = []
        # The member the selection moved on from by itself (his part done), until a key.
        self.moved_on_from: str | None = None
        # The member the selection left by itself when his last action ended his turn, until
        # a key: an "e" typed next would end the turn of the one chosen now (switch_caught_e).
        # Not after a turn ended with "e": ending the next one is then meant (helper-49).
        self.switched_from: str | None = None
        self.ended_by_last_action = False
        # The Shark's attack in the open on the crew's screen waits for its player to take the
        # keyboard (jaws.tui.screens.act2: hand_to).
        self.shark_waits = False
        # The "still open" refusal (keep_verb_open), taken down once the verb is used or
        # dropped: after Tab it still said "“c” is still open" (helper-56).
        self.open_notice: str | None = None
        # The notices the keys raised (refusals, hints), taken down with the next move taken:
        # "“$” is for Brody" stayed over the log for seconds after the good move (helper-72).
        self.key_notices: list[str] = []
        # The last key was refused (its notice is up): the next action typed waits for its
        # Enter. Keys typed in one go behind a refused one were meant for what it would have
        # done: "p W l 7" with "p" refused moved Hooper to W, "l" refused, and "7" moved him
        # again (helper-58).
        self.refused_key = False
        # What the prompt says the waiting action waits after: a refused key, or the Tab
        # that kept the member the screen had chosen ("Tab 7" meant for Brody moved Quint:
        # helper-60, stop 47).
        self.wait_words = REFUSED_KEY
        # A label was refused at its last key and the keys before it kept ("A 9" keeps "A"):
        # a key that cannot follow them but starts a label begins anew ("A 9 B 3" made A3
        # where the player had typed B3: helper-67).
        self.kept_prefix = False

    # --- what is offered -------------------------------------------------------------------

    def members(self) -> list[str]:
        return di.acting_members(self.offered) if self.seat == "crew" else []

    def sync_selection(self, active: str | None = None) -> None:
        """Keep the selected crew member valid: the active one, else the current, else the
        first who may act."""
        members = self.members()
        before = self.selected
        if not members and self.move_on_its_way():
            # Offered nothing only while the move is on its way to the host: the member chosen
            # stays chosen (helper-51: it fell to the first member once the answer came, and
            # the key meant for Hooper's Target was refused).
            return
        if active in members:
            self.selected = active
        elif self.selected not in members:
            self.selected = di.member_after(self.selected, members)
        moved = before is not None and before not in members and self.selected not in (None, before)
        if moved and self.ended_by_last_action:
            self.switched_from = before
        if moved:
            # His part ended and the next one is chosen for the player: the prompt says so,
            # and a Tab typed by habit to leave him does not skip the one chosen now (stop-38
            # playtest: Tab then 2 readied Hooper's weapon, Brody skipped). Also after a turn
            # ended by `e`: the chosen one is not the player's choice either (helper-58: "e
            # Enter" ended Hooper, Quint was chosen, and the Tab meant for Quint chose Brody,
            # whom the next keys then moved).
            self.moved_on_from = before

    def verb_group(self, verb: str, member: str | None) -> tuple[list[Action], str | None]:
        """The actions a verb opens, and the member it selects (a verb only one member has,
        like `f` for Hooper, selects that member)."""
        every = di.group(self.offered, verb)
        members = self.members()
        if self.seat == "crew" and not members:
            # A window of cards alone (the Shark Cage before the Shark rolls): Tab selects
            # nobody, so the verb opens every holder's card and his letter names it (stop-32
            # playtest: "Press Tab" was said, and Tab did nothing).
            return every, None
        owners = {owner for a in every if (owner := di.member_of(a)) is not None}
        if owners - set(members) and owners != {member}:
            # A holder Tab cannot choose (his turn is done, his card still playable): the verb
            # opens every holder's card, named by his letter, and the selection stays ("c"
            # then Q or B for a Chum). Else "Press Tab" was said while Tab chose nobody else, a
            # lone holder's card selected him with no way back, and with three Chums the
            # other two had no key at all (stop-36 playtests).
            return every, member
        mine = [a for a in every if di.member_of(a) in (None, member)]
        if mine:
            return mine, member
        if len(owners) == 1:
            return every, owners.pop()
        return [], member

    def group_entries(self, actions: Sequence[Action]) -> list[di.Entry]:
        """The opened group's entries; gear being divided keeps one numbering throughout."""
        order: tuple[str, ...] = ()
        app = host_of(self)
        if app.session is not None and any(a.kind == "give_gear" for a in actions):
            view = app.session.view(self.seat).act2  # built only for the divide's gear
            if view is not None:
                order = di.divide_order(view.gear_pool, view.gear, app.content.act2.personal_gear)
        return di.group_entries(
            actions, order, self.weapon_order(), app.content.act2.ability_number
        )

    def in_key_order(self, actions: list[Action]) -> list[Action]:
        """`actions` with the gear to give listed by card number (`g 1Q` before `g 2Q`) and
        the Shark's choices by their keys (`A1` before `A3`: each card keeps its digit all
        game, so the hand's order listed them `A3, A1, A8`); the rest stay where they are."""
        gives: list[Action] = [a for a in actions if a.kind == "give_gear"]
        choices: list[Action] = [a for a in actions if a.kind == "shark_choose"]
        if not gives and not choices:
            return actions
        keys = {e.action: e.keys for e in self.group_entries(gives + choices)}
        seats = list(di.MEMBER_KEYS.values())  # Q, B, H
        given = iter(
            sorted(gives, key=lambda a: (len(keys[a]), keys[a][:-1], seats.index(keys[a][-1])))
        )
        chosen = iter(sorted(choices, key=lambda a: keys[a]))
        sorted_by_kind: dict[str, Iterator[Action]] = {"give_gear": given, "shark_choose": chosen}
        return [next(sorted_by_kind[a.kind]) if a.kind in sorted_by_kind else a for a in actions]

    def confirm_needed(self, action: Action) -> bool:
        return di.needs_confirm(action) or self.ends_turn(action)

    def ends_turn(self, action: Action) -> bool:
        """An Act 1 crew action that spends the member's last action ends the turn at once,
        and an ended turn cannot be taken back: it asks for one confirming key too."""
        member = di.member_of(action)
        kind = getattr(action, "kind", "")
        if self.seat != "crew" or member is None or kind == "end_crew_turn":
            return False
        session = host_of(self).session
        if session is None:
            return False
        game = session.view("crew")
        view = game.act1
        if game.act != 1 or view is None:
            return False
        if not view.free_dock_actions or view.docks_closed:
            return view.actions_left.get(member, 0) <= 1
        if kind == "drop_barrel" or (action.kind == "pick_up_barrels" and action.source == "dock"):
            return False  # free this round
        if view.actions_left.get(member, 0) > 1:
            return False
        # Its last action, but a free-Dock round keeps the turn open while Dock work is left
        # where the member then stands: "Brody moves to 5 (the last action: it ends the
        # turn)" was confirmed, and Brody went on to drop his barrel (stop-38 playtest).
        here = action.path[-1] if isinstance(action, CrewMove) else view.positions[member]
        barrels = view.barrels
        return not free_dock_work(member, here, barrels.dock, barrels.brody, view.in_water)

    def actions_forfeited(self, action: Action) -> int:
        """How many actions ending a turn now leaves unused (Act 1: a crew member's end of
        turn, the Shark's): the confirmation says so (stop-30 playtest: Brody's turn ended
        with all 4 unused and nothing said)."""
        session = host_of(self).session
        kind = getattr(action, "kind", "")
        if session is None or kind not in ("end_crew_turn", "shark_end_turn"):
            return 0
        act1 = session.view(action.seat).act1
        if act1 is None:
            return 0
        if kind == "end_crew_turn":
            return act1.actions_left.get(getattr(action, "member", ""), 0)
        plan = act1.plan
        if plan is None or is_hidden(plan):
            return 0
        return max(0, plan.actions_total - plan.actions_used)

    # --- keys for an action (shown in the menu, used by bench/keys.py) ----------------------

    def action_keys(self, action: Action, member: str | None) -> tuple[str, ...] | None:
        """The keys that take `action` once `member` is selected (no Tab, no confirmation)."""
        options: list[tuple[str, ...]] = []
        entries = self.label_entries(member)
        for entry in entries:
            if entry.action == action:
                found = di.match(entries, entry.keys)
                options.append(entry.keys + (() if found.action == action else ("enter",)))
        verb = di.verb_of(action)
        if verb is not None:
            actions, _ = self.verb_group(verb, member)
            if action in actions:
                if len(actions) == 1 and not di.names_target(action):
                    options.append((verb,))
                else:
                    grouped = self.group_entries(actions)
                    for entry in grouped:
                        if entry.action == action:
                            found = di.match(grouped, entry.keys)
                            tail = () if found.action == action else ("enter",)
                            options.append((verb, *entry.keys, *tail))
        if self.typed:
            # Under "Typed: W" a row shows the keys that go on from there ("W 3", not the
            # Speed Burst's end alone, "3", that the same move also takes).
            typed = [k.upper() for k in self.typed]
            going_on = [o for o in options if [k.upper() for k in o[: len(typed)]] == typed]
            options = going_on or options
        return min(options, key=len) if options else None

    def keys_for(self, action: Action) -> list[str] | None:
        """Every key, from the current selection, that takes `action` (None: menu only)."""
        member = di.member_of(action)
        own = self.action_keys(action, self.selected)
        if own is not None or member is None or member == self.selected:
            return None if own is None else self._with_confirm(action, list(own))
        members = self.members()
        if member not in members:
            return None
        if self.selected in members:
            tabs = (members.index(member) - members.index(self.selected)) % len(members)
            if tabs and self.moved_on_from is not None:
                tabs += 1  # the first Tab keeps the one the screen chose (on_key)
        else:
            tabs = members.index(member) + 1
        keys = self.action_keys(action, member)
        if keys is None:
            return None
        return self._with_confirm(action, ["tab"] * tabs + list(keys))

    def _with_confirm(self, action: Action, keys: list[str]) -> list[str]:
        return keys + (["enter"] if self.confirm_needed(action) else [])

    def shortcut_of(self, action: Action) -> str:
        """The shortcut shown beside an action in the menu: as its member would type it, or,
        for a member Tab cannot choose (his turn is done, his card is still playable), as it
        is typed from the selection."""
        member = di.member_of(action)
        if member is not None and member != self.selected and member not in self.members():
            member = None
        keys = self.action_keys(action, member or self.selected)
        if keys is None:
            return ""
        return di.shortcut_text([k for k in keys if k != "enter"])

    # --- taking actions --------------------------------------------------------------------

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A notice about the keys typed (every one the screen raises: one that must outlast
        the next move goes through the app's own notify): kept in mind so the next move taken
        takes it down (`take_down_key_notices`)."""
        if message not in self.key_notices:
            self.key_notices.append(message)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def take_down_key_notices(self) -> None:
        """A move is taken: what the keys before it were told is stale, and so is the rules'
        refusal of an earlier move (jaws.tui.app_loop: `last_refusal`)."""
        host = host_of(self)
        # (One raised by a key of the same burst may be on its way still: the app drops it
        # as it arrives, JawsApp.take_down.)
        stale, self.key_notices = self.key_notices, []
        for message in stale:
            host.take_down(message)
        host.take_down_refusal()

    def take(self, action: Action, from_menu: bool = False) -> None:
        """Take `action`, asking for one confirming key first if it cannot be taken back.
        Taken by typed keys or a click (not Enter on a menu row), the highlight does not rest
        on the next action afterwards: a habitual Enter after "g 1 Q" gave the next card away
        (stop-33 playtest, third look)."""
        self.highlight_rests = from_menu
        was_open = self.opened is not None
        after_refusal, self.refused_key = self.refused_key and not from_menu, False
        self.take_down_open_notice()
        if self.typed:
            host_of(self).take_down(TYPE_THE_REST)
        self.typed = []
        self.opened = None
        if (self.confirm_needed(action) or after_refusal) and self.pending != action:
            self.pending = action
            self.reminded = None  # a new question: a stray key is answered once again
            self.show_input_state()
            if was_open:
                self.refresh_from_session()
            self.menu_widget().highlight_action(lambda a: a == action)
            return
        self.pending = None
        self.enter_is_habit = not from_menu
        # His last action ended his turn (not an "e" of the player's): see switch_caught_e.
        self.ended_by_last_action = action.kind not in di.END_KINDS and self.ends_turn(action)
        self.show_input_state()
        self.take_down_key_notices()
        host_of(self).submit(action)

    def cancel_input(self, note: str | None = None, timeout: float | None = None) -> None:
        # To a verb's rows, or to the keys' (typed still, or given up to the arrows).
        narrowed = self.opened is not None or bool(self.typed) or self.narrowed_by_keys
        self.refused_key = False  # set again below when the cancel is itself a refusal
        self.take_down_open_notice()
        if self.typed:
            host_of(self).take_down(TYPE_THE_REST)
        self.typed = []
        self.opened = None
        self.pending = None
        self.show_input_state()
        if narrowed:
            self.refresh_from_session()
            # The list widened again under no row: an Enter next takes nothing. It lit the
            # member's first row, which the Enter then took ("1" Enter in the divide gave
            # Quint the Rifle: helper-40; "l" Esc Enter moved Quint to 4: helper-41).
            self.menu_widget().highlighted = None
        if note:
            self.notify(note, timeout=timeout)

    def refuse_verb_target(self, keys: Sequence[str], shown: str) -> None:
        """The opened verb cannot take `keys` (typed, or a clicked space's, shown as `shown`):
        the rules' reason and what it takes, the verb kept open. "“k H” chooses nothing now":
        a verb and its keys, not a board space ("at KH" read as one: stop-32 playtest)."""
        assert self.opened is not None
        said = f"“{self.opened} {shown}”"
        why = self.why_verb_target_refused(self.opened, keys)
        if why is not None:
            # The rules' reason first: "“b 3” chooses nothing now: “b” takes 2" did not say
            # that B3 is not next to the Shark (helper-52).
            more = self.choices_now().replace(": ", "; ", 1)
            self.keep_verb_open(f"{said}: {why.rstrip('.')}{more}", keys)
        else:
            self.keep_verb_open(f"{said} chooses nothing now{self.choices_now()}", keys)

    def keep_verb_open(self, refusal: str, typed: Sequence[str]) -> None:
        """A target the opened verb cannot take: only the keys after the verb go, and the verb
        stays open for the target the refusal names. Dropping the verb too made the "4" typed
        next, as "“l” takes 8, 4, E or S" said, move Quint to 4 instead of launching there."""
        self.back_to_opened_verb()
        # None is lit, even a verb's one target: the Enter of "t 1 Enter" typed in one go
        # would take the target the player did not name.
        self.menu_widget().highlighted = None
        # A verb of its own typed under the opened one ("b" then "e", no attack): how to reach
        # it ("“b E” chooses nothing now" did not say: helper-56). Not where the key also
        # names a place ("l e" is beach E typed in lower case: helper-57).
        own = typed[0] if len(typed) == 1 and typed[0].islower() else None
        then = ""
        if own and not self.names_a_place(own) and self.verb_group(own, self.selected)[0]:
            then = f", then “{own}” is its own key"
        self.open_notice = f"{refusal} (“{self.opened}” is still open; Esc drops it{then})."
        self.notify(self.open_notice)

    def back_to_opened_verb(self) -> None:
        """The keys typed after the opened verb go; the verb's rows are shown again."""
        if self.typed:
            host_of(self).take_down(TYPE_THE_REST)
        self.typed = []
        self.show_input_state()
        self.refresh_from_session()

    def enter_hint(self) -> str | None:
        """What an Enter with nothing chosen should say when only ending the turn is left
        (the Shark's actions used); None otherwise."""
        return None

    def names_a_place(self, char: str) -> bool:
        """Whether `char` is also a board space's label (Act 1: "e" is beach E)."""
        return False

    def take_down_open_notice(self) -> None:
        """The verb is used or dropped: its "still open" notice is stale."""
        if self.open_notice is not None:
            host_of(self).take_down(self.open_notice)
            self.open_notice = None

    def on_action_menu_navigated(self, message: ActionMenu.Navigated) -> None:
        """The arrows moved onto another member's row: he is the one chosen now (the prompt's
        ▶ and the verbs typed next follow), without scrolling the list. From no highlighted
        row (after Tab, or a typed action), or onto none (Page Up onto a heading), they rest
        on the chosen member's first row: ↓ had gone to the list's first row, Quint's, and
        chose him (stop-36 check)."""
        message.stop()
        menu = self.menu_widget()
        if self.typed:
            # The arrows chose a row of the narrowed list: Enter takes that row, not what the
            # keys typed name ("5 W", ↓ onto "5 W 3", Enter moved to W: helper-40).
            self.typed = []
            self.show_input_state()
        selected = self.selected
        lost = message.from_nothing or menu.highlighted_action() is None
        if lost and selected is not None:

            def his(action: Action) -> bool:
                return di.member_of(action) == selected

            if menu.option_index_of(his) is not None:
                menu.highlight_action(his)
                return
        action = menu.highlighted_action()
        member = di.member_of(action) if action is not None else None
        if member is None or member == self.selected or member not in self.members():
            return
        self.selected = member
        # Chosen on purpose: what he types next is meant, not held after a refusal or after
        # the Tab that kept the member before (helper-61).
        self.refused_key = False
        # Said, not only shown by the prompt's ▶: 12 ↓ to read the list reached Brody's rows
        # and the "7" typed next, meant for Quint, moved Brody (helper-60, stop 47).
        self.notify(f"The arrows chose {PEOPLE[member]}: the keys typed now are his.", timeout=3)
        self.show_input_state()
        self.selection_moved()

    def selection_moved(self) -> None:
        """The arrows chose another member (a screen that shows who is played redraws it)."""

    def on_action_menu_action_chosen(self, message: ActionMenu.ActionChosen) -> None:
        message.stop()
        if self.shark_waits:
            self.say_shark_waits()
            return
        if self.pending is not None and message.action != self.pending:
            self.pending = None
        self.take(message.action, from_menu=True)

    def on_key(self, event: events.Key) -> None:
        if self.move_on_its_way():
            # A joined device: keys typed before the host answers the last move wait for the
            # answer, then are taken in order. The device offered nothing meanwhile, and "a5"
            # ate a swimmer and lost its "5" with no word (stop-38 playtest).
            self.keys_waiting.append((event.key, event.character))
            event.stop()
            event.prevent_default()
            return
        if self.shark_waits:
            # The crew's keys stop where the Shark's attack begins: "a 2 Enter e Enter" (attack,
            # then done attacking) had its `e` skip the Shark's attack, the crew's last attack
            # having ended the step by itself (helper-35, stop 40). The Shark's player takes
            # the keyboard with s, as it lifts its curtain.
            event.stop()
            event.prevent_default()
            if event.character == "s":
                self.shark_waits = False
                # The keyboard changes hands: "keys are not taken until..." said to the crew
                # stayed up over the Shark's choice and the crew's Cage window (helper-36).
                self.app.clear_notifications()
                self.show_input_state()
            else:
                self.say_shark_waits()
            return
        moved_on_from, self.moved_on_from = self.moved_on_from, None
        switched_from, self.switched_from = self.switched_from, None
        if switched_from is not None and self.switch_caught_e(switched_from, event.character):
            event.stop()
            event.prevent_default()
            return
        # Not with the chosen one the last left: no Tab meant anyone else (helper-61).
        chosen = self.selected
        if moved_on_from is not None and event.key == "tab" and chosen and len(self.members()) > 1:
            event.stop()
            event.prevent_default()
            # The keys typed behind it may have been meant for the next member, as Tab moves
            # on anywhere else: the action they name waits for Enter, naming its member.
            self.hold_next_action(f"the Tab that kept {PEOPLE[chosen]}")
            # What happened first, then what Tab does: "Brody is chosen already (Quint is
            # done)" read as if the Tab had been a mistake (helper-36, stop 40).
            self.notify(
                f"{PEOPLE[moved_on_from]} {self.left_words(moved_on_from)}, so "
                f"{PEOPLE[chosen]} is chosen now: "
                "Tab again for the next."
            )
            self.show_input_state()
            return
        used = self.handle_input_key(event.key, event.character)
        if not used and self.key_does_nothing(event.key, event.character):
            # A lone Space is only told what keys do: nothing meant was refused.
            self.refused_key = False
            if event.key != "space":
                self.hold_next_action()
            used = True
        if used:
            event.stop()
            event.prevent_default()

    def hold_next_action(self, words: str = REFUSED_KEY) -> None:
        """The next action typed waits for its Enter, the prompt saying it waits after
        `words` (a refused key, or the Tab that kept the chosen member)."""
        self.refused_key = True
        self.wait_words = words

    def say_shark_waits(self) -> None:
        self.notify("The Shark's attack: keys are not taken until its player presses s.")

    def move_on_its_way(self) -> bool:
        """Whether a move of this screen's is on its way to the host, unanswered."""
        session = host_of(self).session
        return session is not None and session.awaiting_answer()

    def take_waiting_keys(self) -> None:
        """The host has answered: the keys typed meanwhile, in order, as if typed now (each
        through the app, so a key that sends a move holds the rest back again)."""
        keys, self.keys_waiting = self.keys_waiting, []
        for key, char in keys:
            self.app.post_message(events.Key(key, char))

    def drop_waiting_keys(self) -> int:
        """The host refused the last move: the keys typed after it were meant for a game
        that did not happen. How many were dropped."""
        dropped, self.keys_waiting = len(self.keys_waiting), []
        return dropped

    def key_does_nothing(self, key: str, char: str | None) -> bool:
        """Say so when a letter or digit takes nothing now and is no shortcut either (the
        playtest read silence as a missed key); True if it was said."""
        if key == "space" and self.offered and not self.typed and self.opened is None:
            # Space between keys ("l 8") stays silent, as the keys are written; alone it was
            # ignored without a word, read as a missed key (stop-44 playtest).
            self.notify(SPACE_TAKES_NOTHING)
            return True
        if char in ("+", "-") and not host_of(self).is_bot("crew"):
            # Its binding is off where no AI crew plays: the key vanished in silence, and F1
            # lists it (helper-79).
            self.notify(AI_PACE_ONLY)
            return True
        if char is None or not di.is_label_key(char):
            return False
        if not self.offered:
            # A joined crew device whose members wait: its keys vanished in silence while the
            # other device's member played (helper-48).
            waiting = self.waiting_for_member()
            if waiting is not None:
                self.notify(f"“{char}” takes nothing now: {waiting}")
            return waiting is not None
        if key in self.active_bindings:  # d, u and the like
            return False
        others = self.members_keyed(char)
        if others:
            # Another member's key (Brody's "$" while Quint is selected): say whose it is and
            # how to reach him (stop-32 playtest: "$ takes nothing now" sent the player away).
            names = " or ".join(PEOPLE[m] for m in others)
            unreached = self.why_zone_unreached(char)
            if unreached is not None:
                # The chosen member's own reason first: "“2” is for Brody or Hooper" did not
                # say that Quint's Machete does not reach W2 (stop-44 playtest). Act 2 only:
                # in Act 1 another member's space key says whose it is, as it did.
                # Another member's key may do something else ("2" readies Hooper's second
                # weapon before he has one): only that it is his key is said (helper-54).
                self.notify(
                    f"“{char}”: {unreached.rstrip('.')}; “{char}” is also a key of {names}'s: "
                    "Tab chooses whose action it is."
                )
                return True
            self.notify(f"“{char}” is for {names}: Tab chooses whose action it is.")
            return True
        reason = self.why_verb_refused(char)
        if reason is not None:
            # The rules' reason, as a refused click gives it ("“l”: Quint has no barrel on the
            # Orca to launch.", "“b”: Quint is taking a turn: it must end before Brody
            # starts.", not "takes nothing now": stop-33 playtest).
            self.notify(f"“{char}”: {reason}")
            return True
        unreached = self.why_space_unreached(char)
        if unreached is not None:
            # "“S” takes nothing now: the choices begin with 1, N or W" did not say that S is
            # out of Quint's reach from 5 (helper-50). Before the turn's order: Brody's "E"
            # out of his reach was told "Hooper acts once he ends his turn" (helper-56).
            self.notify(f"“{char}”: {unreached}")
            return True
        mid_turn = self.turn_under_way()
        if mid_turn is not None:
            # Act 1: once a member has begun, the others wait for him ("$ takes nothing now"
            # after Quint's first move left the player guessing: stop-33 playtest).
            member, waiting = mid_turn
            self.notify(
                f"“{char}” takes nothing for {PEOPLE[member]} now: "
                f"{acts(waiting)} once he ends his turn (e)."
            )
            return True
        starts = self.keys_after([])
        if starts and len(starts) <= CHOICES_NAMED:
            # The Shark's Act 2 choice: "“D” takes nothing now" named no option (helper-46).
            # The labels' keys alone left out the verbs: "the choices begin with 2, 6 or 8"
            # at the start of the Shark's turn, where "a" eats and "e" ends (helper-62).
            verbs = self.verbs_beside_labels()
            also = f"; the verbs: {verbs}" if verbs else ""
            self.notify(
                f"“{char}” takes nothing now: the choices begin with {listed(starts)}{also}."
            )
            return True
        self.notify(f"“{char}” takes nothing now: the menu's rows show their keys.")
        return True

    def verbs_beside_labels(self) -> str:
        """The prompt's verbs without its label hint ("a eat · p Power token · e end"); ""
        when nothing but labels is offered."""
        summary = self.verb_summary()
        hint = self._label_hint()
        if hint and summary.startswith(hint):
            summary = summary[len(hint) :].removeprefix(" · ")
        return summary

    def waiting_for_member(self) -> str | None:
        """On a crew device offered nothing while another device's member takes his Act 1
        turn: who, and who waits for him ("Quint (P2) is taking his turn: Brody and Hooper
        act once he ends it."). None otherwise."""
        if self.seat != "crew" or self.offered:
            return None
        from jaws.tui.host_protocol import host_of
        from jaws.tui.scenes_public import player_tag

        session = host_of(self).session
        if session is None or session.awaiting_answer():
            return None  # offered nothing only while its own move is on its way
        # Another crew device that left: the game waits for it (helper-66).
        away = self.away_line_here()
        if away:
            return away

        def tagged(member: str) -> str:
            player = session.crew_players.get(member)
            return PEOPLE[member] + (f" {player_tag(player)}" if player is not None else "")

        mid_turn = self.turn_under_way()
        if mid_turn is not None:
            member, waiting = mid_turn
            return f"{tagged(member)} is taking his turn: {acts(waiting)} once he ends it."
        # This device's members are done and another device's is the last to act: the list
        # was empty and the prompt said nothing (helper-51).
        active, left = self.still_to_act()
        if active is not None:
            return f"{tagged(active)} is taking the crew's last turn."
        if left:
            names = " and ".join(tagged(member) for member in left)
            has = "has" if len(left) == 1 else "have"
            return f"{names} {has} yet to act; yours are done."
        return None

    def left_words(self, member: str) -> str:
        """Why the selection left `member` by itself: his turn is done, or (Act 1, on a joined
        device) another device's member began his turn and he waits for it: "Brody is done ·
        ▶ Hooper" was said of a Brody with 4 actions left (helper-80)."""
        active, left = self.still_to_act()
        return "waits" if member in left and active not in (None, member) else "is done"

    def still_to_act(self) -> tuple[str | None, list[str]]:
        """In the crew's Act 1 phase, the member taking his turn (None between turns) and
        every member not yet done; (None, []) otherwise."""
        return None, []

    def switch_caught_e(self, switched_from: str, char: str | None) -> bool:
        """An "e" typed just after the selection left `switched_from` by itself (his last
        action ended his turn) is not taken as the end of the next member's turn, which it
        would be: it is said, and "e" again ends it. Brody's last action ended his turn, and
        the "e Enter" typed to end it ended the shared Hooper's turn, 4 actions unused, with
        the other crew player never asked (helper-48). True if it was caught."""
        member = self.selected
        if char != "e" or member is None or self.pending is not None or self.typed:
            return False
        ends, _ = self.verb_group("e", member)
        if not any(a.kind == "end_crew_turn" and di.member_of(a) == member for a in ends):
            return False
        self.notify(
            f"{PEOPLE[switched_from]}'s turn is over, so {PEOPLE[member]} is chosen now: "
            f"e again ends {PEOPLE[member]}'s turn."
        )
        self.show_input_state()
        return True

    def tab_waits(self) -> bool:
        """Tab while one member's turn is under way (Act 1) says why it chooses nobody else;
        True if it was said (it did nothing, silently: stop-33 playtest)."""
        mid_turn = self.turn_under_way()
        if mid_turn is None or len(self.members()) > 1:
            return False
        member, waiting = mid_turn
        self.notify(f"{PEOPLE[member]}'s turn is under way: {acts(waiting)} once he ends it (e).")
        self.hold_next_action()  # the keys behind it were meant for another member
        return True

    def why_verb_refused(self, char: str) -> str | None:
        """Why the rules refuse a verb's action now, when the act can say (Act 1)."""
        return None

    def turn_under_way(self) -> tuple[str, str] | None:
        """The crew member whose turn is under way, and those waiting for him, named ("Brody
        and Hooper"), when the others must wait (Act 1); None otherwise."""
        active, left = self.still_to_act()
        waiting = [PEOPLE[m] for m in left if m != active]
        return (active, " and ".join(waiting)) if active is not None and waiting else None

    def members_keyed(self, char: str) -> list[str]:
        """The crew members other than the selected one whose label begins with `char`."""
        return [
            member
            for member in self.members()
            if member != self.selected
            and any(e.keys[0].upper() == char.upper() for e in self.label_entries(member))
        ]

    def handle_input_key(self, key: str, char: str | None) -> bool:
        """Interpret one key; True if it was used."""
        enter_is_habit, self.enter_is_habit = self.enter_is_habit, False
        if self.pending is not None and key in LOOK_ONLY_KEYS and key in self.active_bindings:
            return False  # "?" opens the keys page, "d" the overlay: the action waits on
        if self.pending is not None:
            # Only Esc or n cancel: keys mashed behind an Enter must not undo the choice, and
            # they confirm nothing either. The one other key is the space the confirmation
            # names ("Shift+E moves to E" under "e", end the turn): it cancels and moves.
            label = self.label_under_verb(self.pending)
            if label is not None and char == label:
                self.cancel_input()
                return self.handle_input_key(key, char)
            can_move_on = len(self.members()) > 1
            if (
                key in ("tab", "shift+tab")
                and can_move_on
                and not self.confirm_needed(self.pending)
            ):
                # It waits only for the key before it: Tab moves on, as it would have ("Tab
                # 2 4" behind a waiting action did nothing, in silence: helper-59, stop 47).
                # Not where Tab chooses nobody (the Shark, a turn under way): helper-61.
                self.cancel_input()
                return self.handle_input_key(key, char)
            if key == "enter" or char == "y":
                # Confirmed as it was chosen: from a row, or by typed keys. Not by its verb's
                # key again: "e e" made the crew ready, and "a a" fired Quint's attack when the
                # second "a" was typed for the weapon, while the prompt said only "Enter
                # confirms" (helper-47: a double tap in pass-and-play).
                if self.reminded == self.pending:
                    # Its "waits for you: Enter confirms it" stayed up after the Enter
                    # (stop-38 playtest).
                    self.app.clear_notifications()
                self.take(self.pending, from_menu=self.highlight_rests)
            elif key == "escape" or char == "n":
                # Brief: it only echoes the Esc, and it lingered over the next action's
                # confirmation (stop-35 playtest).
                self.cancel_input("Not taken.", timeout=NOT_TAKEN_SECONDS)
            elif self.reminded != self.pending and (
                (char is not None and char.isprintable() and key != "space")
                or key in ("tab", "shift+tab")
            ):
                words = self.pending_words(self.pending)
                stray = key_name(key) if key in ("tab", "shift+tab") else char or key
                if (
                    char is not None
                    and char.isprintable()
                    and not self.confirm_needed(self.pending)
                    and key not in LOOK_ONLY_KEYS  # "?" to read about the wait (helper-81)
                ):
                    # It waited only for the key before it (a refused one, or the Tab that
                    # kept the member): another key says the keys were not meant for it, and
                    # the Enter typed on would take it. "Tab W b Enter" meant for Brody moved
                    # Quint off the Shark's space (helper-77). It is dropped, said as a
                    # warning (the "Nothing is chosen yet" of that Enter does not replace it),
                    # and what is typed next waits for Enter in its turn.
                    self.cancel_input()
                    self.menu_widget().highlighted = None  # its row: the Enter would take it
                    self.notify(
                        f"“{stray}” is not taken, and “{words}”, which waited for Enter, is "
                        "dropped: type what you meant again.",
                        severity="warning",
                    )
                    self.refused_key = True
                    return True
                # Said once per question (the playtest's keys vanished here in silence).
                self.reminded = self.pending
                # It names the key not taken: "“Quint moves to B7” waits for you" read as the
                # wait the prompt told of, and the "1 7" typed behind it went unnoticed
                # (helper-63); it stays as long as other notices.
                # (A space between keys is a separator, taken in silence: it named " " and
                # left the keys after it unsaid: helper-64.)
                self.notify(
                    f"“{stray}” is not taken: “{words}” waits for you. Enter confirms it, "
                    "Esc cancels; no other key is taken till then."
                )
            return True
        if key == "space" and enter_is_habit:
            # A space between two typed actions ("4 l 8", "p 1 a 5"), as between a verb and
            # its target: a separator, taken in silence (helper-55).
            self.enter_is_habit = True
            return True
        if key == "escape":
            if self.typed or self.opened or self.narrowed_by_keys:
                self.cancel_input()
                return True
            # Nothing typed: Esc puts down the row the arrows lit, so an Enter after it takes
            # nothing ("↓ ↓ Esc Enter" moved Brody to S: helper-43, stop 42). The menu's own
            # Esc (focus) still follows. It also ends the wait a refused key began: "p"
            # refused, Esc, "a a 7" held the first "a" for Enter and lost the rest (helper-69).
            self.menu_widget().highlighted = None
            self.refused_key = False
            return False
        if key == "enter" and not self.typed:
            # Enter takes the highlighted row here, in key order (the menu's own binding would
            # run only after every key queued behind it).
            chosen = self.menu_widget().highlighted_action()
            if chosen is None:
                if self.offered and self.menu_widget().highlighted is None:
                    # Nothing is armed (a new turn, or the last action was typed): say how to
                    # choose, except to the Enter a player adds out of habit after "g 1 Q",
                    # which five times over stacked five notices on the Orca (stop-35 check).
                    hint = self.enter_hint()
                    if self.opened is not None:
                        # "c" then Enter: the verb is typed, its target is not ("type an
                        # action's key" told the player to do what he had done: helper-54).
                        self.notify(f"Type the target{self.choices_now() or ', or ↓ then Enter'}.")
                    elif hint is not None:
                        # Said even after a typed action: the Shark's Enter after its third
                        # action did nothing and said nothing (helper-58).
                        self.notify(hint)
                    elif not enter_is_habit:
                        self.notify("Nothing is chosen yet: type an action's key, or ↓ then Enter.")
                    return True
                return False
            self.take(chosen, from_menu=True)
            return True
        if key == "enter" and self.typed:
            found = self._match()
            # The row lit is the one Enter would take (the keys' exact match), or one the
            # arrows chose in the narrowed list since (helper-40); none is lit otherwise.
            lit = self.menu_widget().highlighted_action()
            named = self.enter_confirms_typed()
            if named is not None and lit in (None, named):
                # The prompt named it, "cannot be taken back": this Enter confirms it.
                self.pending = named
                self.take(named)
            elif lit is not None and lit in self.offered:
                self.take(lit, from_menu=lit != found.exact)
            elif found.exact is not None:
                self.take(found.exact)
            else:
                # The keys typed stay: "1" then Enter in the divide was told "Type the rest of
                # the label" and lost its "1", so the "B" typed next was refused (helper-40).
                self.notify(TYPE_THE_REST)
            return True
        if key in ("tab", "shift+tab"):
            # Here, in key order, as Enter above: the screen's binding ran only once the key
            # had bubbled up to the app, after the keys queued behind it ("Tab b", Quint
            # chosen: "b" chose Brody and asked for his Binoculars, then the Tab moved on to
            # Hooper and dropped the question: helper-60, stop 47).
            if self.tab_waits():
                return True
            if len(self.members()) <= 1:
                return False  # no one else to choose (check_action: the binding is off too)
            if key == "tab":
                self.action_next_member()
            else:
                self.action_previous_member()
            return True
        if char is None or len(char) != 1:
            return False
        if self.opened is None and not self.typed and self._verb(char):
            return True
        if self.opened == "c" and not self.typed and char.isdigit() and self._starts_label("C"):
            # "c 2" is option C's card 2: "c" opened the choice (as "c A2" still types it)
            # where it also names option C.
            self.typed.append("C")
        if di.is_label_key(char) and (self.typed or self.opened or self._starts_label(char)):
            ended = self.typing_ended_by(char)
            if ended is not None:
                # The keys typed name an action whole and this key follows none of the longer
                # labels: the action is taken, then this key as if typed first (helper-42,
                # stop 42: "6 E a" after Speed Burst, burst then eat, said "Nothing to choose
                # at 6EA now." and threw the move away).
                self.take(ended)
                if self.move_on_its_way():
                    self.keys_waiting.append((key, char))
                    return True
                return self.handle_input_key(key, char)
            if self.kept_prefix:
                self.kept_prefix = False
                entries = self.typed_entries()
                if not di.leading(entries, [*self.typed, char]) and self._starts_label(char):
                    self.typed = []
            self.typed.append(char)
            found = self._match()
            if found.action is not None:
                self.take(found.action)
            elif found.waiting:
                self.refresh_from_session()  # the list narrows to what the keys lead to
                # Lit: the row Enter would take, or none (the rebuilt list lit the member's
                # first row, which an Enter would then take: helper-40).
                menu = self.menu_widget()
                if found.exact is not None:
                    menu.highlight_action(lambda a: a == found.exact)
                else:
                    menu.highlighted = None
            elif self.opened is not None and "".join(self.typed).lower() == self.opened:
                # The verb again, as the player typed it before a wrong target when the verb
                # was dropped with it: it is open still, and stays so without a word.
                self.back_to_opened_verb()
                self.light_opened_verb()
            else:
                if self.opened is not None:
                    self.refuse_verb_target(self.typed, "".join(self.typed).upper())
                else:
                    typed = "".join(self.typed).upper()
                    why, goes = self.why_typed_names_nothing(self.typed), self.goes_on_with()
                    more = goes
                    if why:  # "...: card 1, Extra Strength, is not in your hand; after A ..."
                        more = f": {why.rstrip('.')}" + goes.replace(": ", "; ", 1)
                    before = self.typed[:-1]
                    if goes and before and self.keys_after(before):
                        # Only the last key goes: "after A comes 0, 1, 2, 3 or 6" said the A
                        # was kept, and the "0" typed next was refused on its own (helper-66).
                        kept = "".join(before).upper()
                        self.typed = before
                        self.kept_prefix = True
                        self.notify(
                            f"Nothing to choose at {typed} now{more} (“{kept}” is still typed; "
                            "Esc drops it)."
                        )
                        self.refresh_from_session()
                    else:
                        self.cancel_input(f"Nothing to choose at {typed} now{more}.")
                    self.hold_next_action()
                    # The row the first keys lit is not a choice: an Enter next takes nothing.
                    self.menu_widget().highlighted = None
            return True
        return False

    def typing_ended_by(self, char: str) -> Action | None:
        """The action the keys so far name whole, when `char` ends the typing there: no label
        goes on with it, and that action is taken at once (one that asks first waits for its
        Enter, so it is not taken by a key meant for something else)."""
        if not self.typed or self.opened is not None:
            return None
        entries = self.typed_entries()
        exact = di.match(entries, self.typed).exact
        if exact is None or self.confirm_needed(exact):
            return None
        return None if di.leading(entries, [*self.typed, char]) else exact

    def _verb(self, char: str) -> bool:
        if char == "u":
            self.take_back()
            return True
        actions, member = self.verb_group(char, self.selected)
        if not actions:
            if any(di.verb_of(a) == char for a in self.offered):
                self.notify("Press Tab to choose whose action it is.")
                return True
            return False
        if member != self.selected:
            if self.selected is not None and member is not None and di.everyones(char, actions):
                # A verb each member has ("r" to ready a weapon) that the chosen member has
                # no use for now opens the one member's who has: said, since the player typed
                # it for the member he had chosen (stop-39 playtest: Hooper's weapons opened
                # under Quint's "r" without a word). A verb only one member ever has ("f",
                # Hooper's Fish Finder) chooses him as the player meant.
                self.notify(
                    f"“{char}”: nothing for {PEOPLE[self.selected]} now, so it is "
                    f"{PEOPLE[member]}'s."
                )
            self.selected = member
        if len(actions) == 1 and not di.names_target(actions[0]):
            self.take(actions[0])
            return True
        self.opened = char
        self.show_input_state()
        self.refresh_from_session()
        self.light_opened_verb()
        return True

    def light_opened_verb(self) -> None:
        """The opened verb's one target is lit for an Enter (it waits to be named or Entered:
        a verb never picks a place alone); of several, none is: they are typed or arrowed to
        ("l" lit "l 8 launches a barrel at 8": helper-41, stop 41)."""
        actions = self.verb_group(self.opened, self.selected)[0] if self.opened else []
        if len(actions) == 1:
            only = actions[0]
            self.menu_widget().highlight_action(lambda a: a == only)
        else:
            self.menu_widget().highlighted = None

    def _starts_label(self, char: str) -> bool:
        """True if some label the seat may type now begins with `char`."""
        entries = self.label_entries(self.selected)
        return any(e.keys[0].upper() == char.upper() for e in entries)

    def choices_now(self) -> str:
        """ ": it takes 8, 4, E or S": what the opened verb may be followed by ("“l W” chooses
        nothing now." left the player to guess why: stop-36 playtest). Empty when there are
        more than a handful to name."""
        if self.opened is None:
            return ""
        actions, _ = self.verb_group(self.opened, self.selected)
        keys = list(dict.fromkeys("".join(e.keys).upper() for e in self.group_entries(actions)))
        if not keys or len(keys) > CHOICES_NAMED:
            return ""
        return f": “{self.opened}” takes {listed(keys)}"

    def keys_after(self, typed: Sequence[str]) -> list[str]:
        """The keys that go on from `typed` to some label (upper case, each once)."""
        n = len(typed)
        led = di.leading(self.typed_entries(), typed)
        return list(dict.fromkeys(e.keys[n].upper() for e in led if len(e.keys) > n))

    def why_verb_target_refused(self, verb: str, typed: Sequence[str]) -> str | None:
        """The rules' reason the target typed after `verb` is refused (Act 2: the Shark's
        attack on a Boat Space out of its reach); None when the screen knows none."""
        return None

    def why_space_unreached(self, char: str) -> str | None:
        """A board space typed that the selected member cannot move to now, and where he
        can (Act 1); None otherwise."""
        return None

    def why_zone_unreached(self, char: str) -> str | None:
        """A zone's digit typed alone that the chosen member's weapon does not reach, and
        where he can aim (Act 2); None otherwise."""
        return None

    def why_typed_names_nothing(self, typed: Sequence[str]) -> str | None:
        """What the screen knows of why the keys typed name nothing (Act 2: a card not in
        the Shark's hand); None when it knows nothing more."""
        return None

    def goes_on_with(self) -> str:
        """ ": after A comes 0, 1, 2 or 3": what the keys before the last one may be followed
        by ("Nothing to choose at A9 now." named no card: helper-46). Empty when there are
        more than a handful to name, or nothing before the last key."""
        before = self.typed[:-1]
        keys = self.keys_after(before) if before else []
        if not keys or len(keys) > CHOICES_NAMED:
            return ""
        if all(key.isdigit() for key in keys):
            # Card numbers in number order, not the hand's ("0, 3, 5 or 2": helper-62).
            keys = sorted(keys, key=int)
        return f": after {''.join(before).upper()} comes {listed(keys)}"

    def typed_entries(self) -> list[di.Entry]:
        """What typed keys are matched against: the opened verb's choices, else the labels
        of the selected member."""
        if self.opened is not None:
            actions, _ = self.verb_group(self.opened, self.selected)
            return self.group_entries(actions)
        return self.label_entries(self.selected)

    def _match(self) -> di.Match:
        return di.match(self.typed_entries(), self.typed)

    def action_next_member(self) -> None:
        """Tab: the next crew member who may act."""
        self.choose_member(di.next_member(self.selected, self.members()))

    def action_previous_member(self) -> None:
        """Shift+Tab: the crew member before the selected one."""
        self.choose_member(di.next_member(self.selected, self.members(), step=-1))

    def choose_member(self, member: str | None) -> None:
        """Select `member` (Tab, or a click on where he stands), with his actions in sight."""
        self.selected = member
        self.moved_on_from = None
        self.cancel_input()
        self.refresh_from_session()
        # His rows in sight, none lit: an Enter after Tab took his first row, a move, when
        # the member before had a row lit (helper-41, stop 41). The arrows start on his rows.
        self.menu_widget().highlighted = None
        self.menu_widget().bring_to_top(lambda a: di.member_of(a) == member)

    def take_back(self) -> None:
        undo = [a for a in self.offered if getattr(a, "kind", "") == "shark_undo"]
        if undo:
            self.take(undo[0])
            return
        if self.seat != "crew":
            self.notify("Nothing to take back.")
            return
        from jaws.undo import CannotTakeBack

        app = host_of(self)
        if app.session is None:
            return
        try:
            entry = app.session.take_back()
        except CannotTakeBack as exc:
            self.notify(str(exc))
            return
        self.cancel_input()
        self.take_down_key_notices()  # as a move taken does
        app.observe_for_deduction()
        self.note_taken_back(entry.action)
        # The member whose action it was is chosen: it is his to take again (after "Hooper is
        # done · ▶ Brody", u took Hooper's Target back and Brody stayed chosen: helper-34).
        member = di.member_of(entry.action)
        if member is not None:
            self.selected = member
            self.moved_on_from = None
        self.refresh_from_session()

    def note_taken_back(self, action: Action) -> None:
        """Overridden by the screen: say in the log what was taken back."""

    def click_space(self, label: str) -> None:
        """A click on the map: pick that space for the opened verb, or move there, or select
        the crew member standing there."""
        keys = di.label_keys(label)
        if self.opened is not None:
            actions, _ = self.verb_group(self.opened, self.selected)
            entries = self.group_entries(actions)
        else:
            entries = self.label_entries(self.selected)
        found = di.match(entries, keys)
        chosen = found.action or found.exact
        if chosen is None:
            ends = [e.action for e in entries if e.keys[-len(keys) :] == keys]
            chosen = ends[0] if len(ends) == 1 else None
        if chosen is not None:
            self.take(chosen)
            return
        standing = self.members_at(label)
        if standing:
            self.choose_member(standing[0])
            return
        if self.opened is not None:
            # As a typed target: the verb stays open, with the rules' reason (a click had
            # dropped it where the same space typed kept it: helper-57).
            self.refuse_verb_target(keys, label)
            return
        self.cancel_input(f"Nothing to do at {label} now.")

    def members_at(self, label: str) -> list[str]:
        return []


SPACE_TAKES_NOTHING = (
    "Space takes nothing: type an action's key, or ↓ then Enter (? shows the keys)."
)


def listed(keys: Sequence[str]) -> str:
    """ "8, 4, E or S"; "A" alone."""
    return keys[0] if len(keys) == 1 else f"{', '.join(keys[:-1])} or {keys[-1]}"


def keys_label(keys: Sequence[str]) -> str:
    return di.shortcut_text(keys)


def acts(names: str) -> str:
    """ "Hooper acts", "Brody and Hooper act" (helper-56: "Hooper act once he ends")."""
    return f"{names} act" if " and " in names else f"{names} acts"
