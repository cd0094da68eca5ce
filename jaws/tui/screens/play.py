"""What the two play screens (Act 1 and Act 2) share: the seat, the layout fitting, the
redraw-from-session loop, the log and the menu keys."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen

from jaws.engine.actions import Action
from jaws.engine.events import Event
from jaws.session import TableNote
from jaws.tui.app_base import TableSession
from jaws.tui.host_protocol import host_of
from jaws.tui.scenes_public import player_tag
from jaws.tui.screens.play_input import DirectInputMixin
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import GROUP_TITLES, ActionMenu, group_of
from jaws.tui.widgets.game_log import GameLog
from jaws.tui.widgets.text_panel import TextPanel

# A fresh screen shows the recent history only: the whole game is in the saves.
LOG_HISTORY = 300

# No turn shown yet: the first menu a screen shows opens with nothing under Enter.
NO_TURN_YET = object()

MODE_NAMES = {"full": "Full game", "act1": "Act 1 alone", "act2": "Act 2 alone"}


def game_and_act(mode: str, act_title: str) -> str:
    """The header's game and act, once each: "Full game · Act 2: The Orca", but "Act 2
    alone: The Orca" (the playtest read "Act 2 alone · Act 2: The Orca")."""
    act, _, name = act_title.partition(": ")
    if mode in ("act1", "act2") and name:
        return f"{act} alone: {name}"
    return f"{MODE_NAMES.get(mode, mode)} · {act_title}"


def topbar_words(mode: str, act_title: str, round_number: int, phase: str, room: int) -> str:
    """The header after the seat's name, in `room` columns: "Jaws · Full game · Act 1: Amity
    Island · Round 0 · The Shark's start", shortened from its least needed part, "Jaws", then
    the act's name, then the mode, so the round and its phase stay whole. At 80 columns the
    spectator's header ended "Round 0 · The Shark's" (helper-48)."""
    act = act_title.partition(": ")[0]
    tail = f" · Round {round_number}" + (f" · {phase}" if phase else "")
    for head in (
        f"Jaws · {game_and_act(mode, act_title)}",
        game_and_act(mode, act_title),
        game_and_act(mode, act) if mode == "full" else f"{act} alone",
        act,
    ):
        if len(head + tail) <= room:
            return head + tail
    return act + tail


# The headings that name a crew member (his rows are listed under his name).
CREW_HEADINGS = frozenset(GROUP_TITLES.values())
CREW_IS = "The crew is "  # how the whole crew's rows begin (jaws.engine.act2.actions)


def without_heading_name(text: str, heading: str) -> str:
    """A row listed under its crew member's name, without the name again: "1 readies the
    Harpoon Barrel" under "── Quint ──". At 80x24 "1 Quint readies the Harpoon Barrel" wrapped
    onto a second line, and every row said whose it was twice (stop-35 playtest)."""
    if heading in CREW_HEADINGS and text.startswith(heading + " "):
        return text[len(heading) + 1 :]
    # Under "── Crew ──": "e Done attacking", not "e The crew is done attacking", which
    # said "crew" twice and wrapped onto a second row at 80x24 (stop-36 playtest).
    if heading == "Crew" and text.startswith(CREW_IS):
        rest = text[len(CREW_IS) :]
        return rest[:1].upper() + rest[1:]
    return text


# Below this many rows the map has no legend (F1 explains the marks).
LEGEND_MIN_ROWS = 28


class PlayScreen(DirectInputMixin, Screen[None]):
    """One seat's ("shark" or "crew") screen of an act; subclasses draw the act in `redraw`."""

    # The pane the arrows scroll once Ctrl+T or Ctrl+L focused it is tinted (nothing marked
    # it: stop-29 playtest).
    DEFAULT_CSS = """
    PlayScreen #info:focus, PlayScreen #log:focus { background: $panel; }
    """

    BINDINGS = [
        Binding("tab", "next_member", "Next member"),
        # Back round the members: Shift+Tab did nothing and said nothing (stop-35 playtest).
        Binding("shift+tab", "previous_member", "Previous member", show=False),
        Binding("u", "take_back", "Take back"),
        Binding("ctrl+l", "focus_log", "Log", show=False),
        # The side panel (tracks, Event card, barrels, gear): its top lines show at 80x24 and
        # the rest scrolls; focused, ↑↓ and PgUp/PgDn scroll it, Esc goes back to the menu.
        # (Listed on F1's keys page; the footer has no room for them at 80 columns.)
        Binding("ctrl+t", "focus_status", "Status panel", show=False),
        # Named for where it goes: F1 read "Esc — Menu", and Esc on the list opens nothing
        # (helper-45 took it for a dead key).
        Binding(
            "escape", "focus_menu", "Back to the moves list (from the log or panel)", show=False
        ),
        Binding("plus", "ai_pace(1)", "AI slower"),
        Binding("minus", "ai_pace(-1)", "AI faster"),
    ]

    def __init__(self, seat: str) -> None:
        super().__init__()
        self.seat = seat
        self.logged = 0
        self.init_input()
        # Whose turn the menu was last shown for: a new one opens with nothing under Enter.
        self.turn_shown: object = NO_TURN_YET

    @property
    def session(self) -> TableSession:
        session = host_of(self).session
        if session is None:
            raise LookupError("a play screen is open with no game on the table")
        return session

    def on_mount(self) -> None:
        try:
            self.fit_to(self.app.size.width, self.app.size.height)
            self.refresh_from_session()
            self.query_one("#menu", ActionMenu).focus()
        except NoMatches:
            # Taken down before it was built (the app closing as a joined device's first
            # frame put it up), as the replay's on_mount allows: nothing to draw into. A
            # screen that still has its widgets raises: that is a real missing one.
            if self.query("#log"):
                raise
            return

    def on_screen_resume(self) -> None:
        """Back on top (the rules or a dialog closed): a public card may have waited."""
        host_of(self).show_moment_if_due()

    def on_resize(self, event: events.Resize) -> None:
        self.fit_to(event.size.width, event.size.height)

    def fit_to(self, width: int, height: int) -> None:
        """Give the board more room on a small terminal (100x30, 80x24): a shorter log, a
        narrower side panel, and below 28 rows no legend (F1 explains the marks)."""
        self.query_one("#log").styles.height = 4 if height < 36 else 7
        self.query_one("#right").styles.width = self.side_width(width)
        self.query_one("#legend").display = height >= LEGEND_MIN_ROWS
        # Notices sit over the log (bottom left), as wide as its column: narrower, the log's
        # last columns showed beside a notice and read as part of it (helper-69, stop 49).
        for rack in self.query("#textual-toastrack"):
            rack.styles.width = width - self.side_width(width)

    def side_width(self, width: int) -> int:
        """The side column's width on a terminal `width` columns wide."""
        return 46 if width >= 110 else (40 if width >= 90 else 36)

    def refresh_from_session(self) -> None:
        """Redraw every part from the seat's current view; then the keys typed while the last
        move awaited the host's answer, if it has come."""
        try:
            self.redraw()
        except NoMatches:
            return  # being built (on_mount draws it) or being taken down at a hand-off
        if self.keys_waiting and not self.move_on_its_way():
            self.take_waiting_keys()

    def redraw(self) -> None:
        raise NotImplementedError

    def show_topbar(
        self,
        mode: str,
        act_title: str,
        round_number: int,
        public: bool = False,
        phase: str = "",
    ) -> None:
        """The one-line header: whose screen this is (`public`: everyone's, while the Shark
        attacks in the open), the mode, the act, the round and, if given, its phase."""
        seat_name = {"shark": "SHARK", "spectator": "SPECTATOR"}.get(self.seat, "CREW")
        if public:
            seat_name = "EVERYONE"
        room = self.app.size.width - len(f" {seat_name}   ")
        words = topbar_words(mode, act_title, round_number, phase, room)
        self.query_one("#topbar", TextPanel).show(
            Text.assemble((f" {seat_name} ", "bold reverse"), f"  {words}")
        )

    def write_new_events(self, events: Sequence[Event | TableNote]) -> None:
        """Append to the log the events this screen has not written yet."""
        log = self.query_one("#log", GameLog)
        for event in events[max(self.logged, len(events) - LOG_HISTORY) :]:
            log.write(str(event))
        self.logged = len(events)

    def note_taken_back(self, action: Action) -> None:
        """Write the take-back into the log and count the log from the shorter history."""
        self.query_one("#log", GameLog).write(f"↶ Taken back: {action}")
        self.logged = len(self.session.events_for(self.seat))

    def show_actions(
        self,
        legal: Sequence[Action],
        label: Callable[[Action], str],
        headings: dict[str, str] | None = None,
        group: Callable[[Action], str] = group_of,
        active: str | None = None,
        turn: object = None,
    ) -> None:
        """List the seat's actions with their shortcuts (only an opened verb's, while one is
        open) and keep the selection and the highlight where the player needs them. When
        `turn` (whose turn and phase it is) differs from the last one shown, the highlight
        rests on nothing: an Enter pressed as a turn passes must not take the next turn's
        first action; the arrows or a shortcut arm the menu."""
        self.offered = list(legal)
        if self.pending is not None and self.pending not in self.offered:
            self.pending = None
        self.sync_selection(active)
        shown = self.offered
        if self.opened is not None:
            shown = self.input_targets() or self.offered
            if shown is self.offered:
                self.opened = None
                self.take_down_open_notice()  # the verb went (helper-57)

        shown = self.in_key_order(self.narrowed_to_typed(shown))

        # Under each heading the keys column is as wide as its longest keys: "B2" and "1" in
        # Quint's prepare step, so "2 readies the Harpoon Barrel" keeps to one row at 80x24
        # (its "Barrel" wrapped out of sight under a 3-column keys column: stop-37 playtest).
        shortcuts = {id(action): self.shortcut_of(action) for action in shown}
        widths: dict[str, int] = {}
        for action in shown:
            heading = group(action)
            widths[heading] = max(widths.get(heading, 0), len(shortcuts[id(action)]))

        def with_keys(action: Action) -> str:
            keys = shortcuts[id(action)]  # (the menu labels exactly the actions `shown`)
            text = without_heading_name(label(action), group(action))
            return f"{keys:>{widths[group(action)]}} {text}"

        headings = {**self.whose_headings(), **(headings or {})}
        menu = self.query_one("#menu", ActionMenu)
        new_turn = turn != self.turn_shown
        self.turn_shown = turn
        if menu.show(shown, label=with_keys, headings=headings, group=group) or new_turn:
            if new_turn and self.pending is None:
                menu.highlighted = None
            else:
                self.highlight_selected()
            if self.selected is not None and len(self.members()) > 1:
                # The rows were rebuilt (from the top): the selected member's stay in sight.
                # After Brody acted the list showed Quint's rows again (stop-35 playtest).
                selected = self.selected
                menu.bring_to_top(lambda a: di.member_of(a) == selected)
        # Every time: whether "u Take back" is offered changes with each action, even one
        # that leaves the menu's rows as they were (a rescue).
        self.refresh_bindings()
        self.show_input_state()

    def narrowed_to_typed(self, shown: list[Action]) -> list[Action]:
        """The rows the keys typed so far may still lead to: after "p 4 W" (Speed Burst) the
        list still showed "1 2 Shark moves 1 → 2" under "Typed: W" (helper-39, stop 41)."""
        self.narrowed_by_keys = False
        if not self.typed:
            return shown
        leading = {e.action for e in di.leading(self.typed_entries(), self.typed)}
        narrowed = [action for action in shown if action in leading]
        self.narrowed_by_keys = 0 < len(narrowed) < len(shown)
        return narrowed or shown

    def whose_headings(self) -> dict[str, str]:
        """Each crew member's heading with the player who runs him ("Quint (P2)", "Hooper
        (shared)") when the crew is shared out among people, as the status line tags them: at
        a 4-player table the headings alone did not say whose rows were whose (stop-36)."""
        session = host_of(self).session
        split = session.crew_players if session is not None and self.seat == "crew" else {}
        if len(set(split.values())) < 2:
            return {}
        return {
            GROUP_TITLES[member]: f"{GROUP_TITLES[member]} {player_tag(player)}"
            for member, player in split.items()
            if member in GROUP_TITLES
        }

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Tab cycles crew members only where there is a choice; take-back needs something."""
        if action in ("next_member", "previous_member"):
            return len(self.members()) > 1
        if action == "ai_pace":
            return host_of(self).is_bot("crew")
        if action == "take_back":  # the footer offers it only when the prompt does
            if any(getattr(a, "kind", "") == "shark_undo" for a in self.offered):
                return True
            return self.actor == "crew" and self.can_take_back()
        return True

    def action_ai_pace(self, step: int) -> None:
        """+ and -: how long each AI crew action stays on screen."""
        host_of(self).change_ai_pace(step)

    def action_take_back(self) -> None:
        self.take_back()

    def action_focus_menu(self) -> None:
        self.query_one("#menu", ActionMenu).focus()

    def action_focus_log(self) -> None:
        self.query_one("#log", GameLog).focus()

    def action_focus_status(self) -> None:
        self.query_one("#info", VerticalScroll).focus()
