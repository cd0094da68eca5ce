"""The Act 1 play screen for one seat: the Amity map, the public status, the seat's legal
actions and its log. The crew's screen is built only from the crew's view and the crew's events;
the Shark panel exists only on the Shark's screen, which is thrown away at every hand-off."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer

from jaws.engine.act1.actions import CrewMove, SharkMove
from jaws.engine.actions import Action
from jaws.ids import CREW, NAMES
from jaws.tui.app_base import offered_to
from jaws.tui.host_protocol import host_of
from jaws.tui.refused_verbs import refused_shark_key, refused_target, refused_verb
from jaws.tui.scenes import (
    PHASE_TITLES,
    act1_numbers,
    act1_scene,
    act1_supplies,
    event_card,
    map_legend,
    sensors_on,
    shark_panel,
    shark_tokens,
    tracker_pad,
)
from jaws.tui.screens.play import LEGEND_MIN_ROWS, PlayScreen
from jaws.tui.screens.play_input import listed
from jaws.tui.screens.side_column import fit_menu, fit_menu_rows
from jaws.tui.widgets import direct_input as di
from jaws.tui.widgets.action_menu import ActionMenu
from jaws.tui.widgets.amity_map import POSSIBLE_MARK, AmityMap
from jaws.tui.widgets.game_log import GameLog
from jaws.tui.widgets.map_legend import MapLegend
from jaws.tui.widgets.text_panel import TextPanel
from jaws.views.act1 import Act1View, PlanView
from jaws.views.hidden import is_hidden

# The fewest rows the action list keeps when the Event card's rule needs the rest (see
# jaws.tui.screens.side_column): its border and four rows (a member's heading and three of his
# actions; the Shark types its moves by label, and the prompt names its keys).
MENU_FLOOR = 6
# The Shark's list keeps a row less: its heading and two moves. Mid-turn its plan's line came
# on top of the Event card, and at 80x24 the card lost the end of its rule (stop-39 playtest).
SHARK_MENU_FLOOR = 5
# The rows the Shark's list keeps in its turn before its Tracker Pad is fitted whole above it.
SHARK_LIST_BESIDE_PAD = 9

PENDING_TITLES = {
    "extra_action": "Amity Island in the News: who gets the extra action?",
    "mayor_beach": "Mayor Vaughn: which beach is cleared and closed?",
    "dock": "Caught the Wrong Shark: which Dock?",
    "michael_beach": "Michael's Birthday: which beach (tie)?",
    "hoax_beach": "Cardboard Fin Hoax: which beach (tie)?",
    "helicopter": "Helicopter: where does Brody fly?",
}


# The last action's confirmation when Brody's turn ends at a Dock with his barrel.
BARREL_KEPT = "Brody still carries his barrel: dropping it at the Dock is an action of its own (o)."


class Act1Screen(PlayScreen):
    """Act 1 as one seat ("shark" or "crew") sees it."""

    DEFAULT_CSS = """
    Act1Screen #topbar { height: 1; background: $panel; padding: 0 1; }
    Act1Screen #body { height: 1fr; }
    Act1Screen #left { width: 1fr; }
    Act1Screen #legend { height: auto; max-height: 3; color: $text-muted; padding: 0 1; }
    Act1Screen #log { height: 7; border-top: solid $panel-lighten-2; }
    Act1Screen #right { width: 46; border-left: solid $panel-lighten-2; }
    Act1Screen #info { height: 1fr; padding: 0 1; }
    /* Its max-height (MENU_SHARE) gives way to the Event card: see fit_side_column. */
    Act1Screen #menu { height: auto; max-height: 55%; min-height: 5; }
    Act1Screen #prompt { height: auto; max-height: 4; padding: 0 1; background: $panel; }
    Act1Screen #prompt.-confirming { max-height: 7; }
    /* Room kept for the scrollbars: one that appears as the text arrives must not
       re-wrap that text a moment after the screen opened. */
    Act1Screen #info, Act1Screen #menu, Act1Screen #log {
        scrollbar-gutter: stable; scrollbar-size-vertical: 1; }
    """
    BINDINGS = [
        # The Keys page listed "d" with no word that only the crew's screen answers it
        # (helper-62): the Shark's "d" is told the overlay is the crew's.
        Binding(
            "d",
            "toggle_deduction",
            "Where could it be?",
            tooltip="the crew's: every space the Shark could be in, from public clues",
        ),
    ]

    def compose(self) -> ComposeResult:
        board = host_of(self).content.act1
        yield TextPanel(id="topbar")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield AmityMap(board, id="map")
                yield MapLegend(map_legend(overlay=False, odds=False), id="legend")
                yield GameLog(id="log")
            with Vertical(id="right"):
                with VerticalScroll(id="info"):
                    # The Shark's own panels first: its plan, then the tracks (how near it
                    # is to winning, and to losing), its Power tokens, the round's Event
                    # card, whose rule may change its turn (Ben Gardner's Boat, Caught the
                    # Wrong Shark), and its Tracker Pad. The card below the public status was
                    # out of sight at 80x24 (stop-38 playtest), and so were the tracks and
                    # the tokens below the card (helper-33, stop 39; issue 12's tokens).
                    if self.seat == "shark":
                        yield TextPanel(id="shark-panel")
                        yield TextPanel(id="status")
                        yield TextPanel(id="shark-tokens")
                        yield TextPanel(id="event")
                        yield TextPanel(id="tracker-pad")
                    else:
                        yield TextPanel(id="status")
                        yield TextPanel(id="event")
                    yield TextPanel(id="supplies")
                yield TextPanel(id="prompt")
                yield ActionMenu(id="menu")
        yield Footer()

    def redraw(self) -> None:
        app = host_of(self)
        content = app.content.act1
        game_view = self.session.view(self.seat)
        view = game_view.act1
        if view is None:
            return
        # The phase rides in the header, beside the round, not on a panel row of its own: at
        # 80x24 the side panel shows 7 rows and the Event card's rule was cut after one.
        phase = PHASE_TITLES.get(view.phase, view.phase)
        self.show_topbar(game_view.mode, "Act 1: Amity Island", view.round, phase=phase)
        shark_at = None
        if self.seat == "shark":
            if isinstance(view.plan, PlanView):
                shark_at = view.plan.position
            elif view.shark_position and not is_hidden(view.shark_position):
                shark_at = str(view.shark_position)
            self.query_one("#shark-panel", TextPanel).show(shark_panel(view, content))
            self.query_one("#shark-tokens", TextPanel).show(shark_tokens(view, content))
            pad = self.query_one("#tracker-pad", TextPanel)
            pad.show(tracker_pad(view))
            pad.display = bool(view.pad)  # no blank row in round 1
        else:
            shark_at = view.revealed_at
        label = "SHARK" if self.seat == "shark" else "SHARK SEEN"
        scene = act1_scene(view, content, shark_at=shark_at, shark_label=label)
        marked: list[str] = []
        odds = False
        if self.seat == "crew" and app.show_deduction:
            odds = app.shark_odds_shown()
            for space, weight in (app.shark_possibilities() or {}).items():
                if space != shark_at:  # "SHARK SEEN" says it: a "?" beside it read as doubt
                    scene.at(space).hint = possibility_marker(weight, odds)
                marked.append(space)
        legend = map_legend(overlay=bool(marked), odds=odds)
        self.query_one("#legend", MapLegend).show(legend)
        if marked:
            self.tell_overlay_mark(legend[0])
        self.query_one("#status", TextPanel).show(act1_numbers(view, content, marked))
        event = self.query_one("#event", TextPanel)
        event.show(event_card(view, content))
        event.display = view.event is not None  # no blank row at the Shark's start
        # (show_actions below shows the prompt, which fits the side column to these panels.)
        self.query_one("#supplies", TextPanel).show(act1_supplies(view))
        legal = di.one_route_each(offered_to(self.session, self.seat))
        headings = {"Decide": PENDING_TITLES.get(view.pending or "", "Decide")}
        active = view.active if self.seat == "crew" else None
        turn = (view.round, view.phase, view.done, self.session.whose_turn())
        self.show_actions(legal, app.action_label, headings, active=active, turn=turn)
        scene.allowed = allowed_spaces(self.input_targets())
        self.query_one("#map", AmityMap).show(scene)
        events = self.session.events_for(self.seat)
        self.write_new_events(events)

    def fit_to(self, width: int, height: int) -> None:
        super().fit_to(width, height)
        self.call_after_refresh(self.fit_side_column)

    def fit_side_column(self) -> None:
        """Keep the Event card (and the Shark's Tracker Pad) in sight: let the action list give
        up rows (down to MENU_FLOOR) so the side panel shows everything down to the end of the
        card's rule (and the pad). With a fixed
        share of 55% for the list, at 80x24 a rule over five rows (Ben Gardner's Boat, Michael
        Brody's Birthday) was cut on the crew's screen, and Frank Silva's lost its last words
        once the prompt grew a third row (stop-38 playtest)."""
        # The Shark's Tracker Pad, under the card, as well (helper-37, stop 41: at 100x30 its
        # heading showed, its rows below the fold). Not in round 1, when it has none.
        pads = self.query("#tracker-pad")
        through = "tracker-pad" if pads and pads.first().display else "event"
        floor = SHARK_MENU_FLOOR if self.seat == "shark" else MENU_FLOOR
        if through == "tracker-pad" and self.offered:
            # Not at the cost of the Shark's own actions: at 80x24 a later round's pad left the
            # list three rows, its Speed Burst, Power token and end rows out of sight
            # (helper-77). The pad is the past; it scrolls (Ctrl+T) below the card.
            rows = fit_menu_rows(self, through, floor)
            if rows is not None and rows < SHARK_LIST_BESIDE_PAD:
                through = "event"
        fit_menu(self, through, floor)

    def enter_hint(self) -> str | None:
        if self.seat != "shark":
            return None
        # With no key, only the turn-wide reasons are given: the track is full, or no actions.
        reason = refused_shark_key(host_of(self).session, "")
        return None if reason is None else f"{reason.rstrip('.')} (e)."

    def label_entries(self, member: str | None) -> list[di.Entry]:
        """Also the Shark's Speed Burst typed by where it ends (`burst_by_destination`)."""
        entries = super().label_entries(member)
        if self.seat != "shark":
            return entries
        memo = self.burst_memo
        if memo is None or memo[0] is not self.offered:
            memo = self.burst_memo = (self.offered, self.burst_by_destination(entries))
        return entries + memo[1]

    burst_memo: tuple[list[Action], list[di.Entry]] | None = None

    def burst_by_destination(self, entries: Sequence[di.Entry]) -> list[di.Entry]:
        """A Speed Burst typed by the space it ends at alone ("8" for 1 → 2 → 4 → 8): the
        whole path was needed, and "8" was refused as not next to the Shark (helper-75). Only
        where the ways there set off the same motion sensors (the way makes no other
        difference), the shortest way taken; not where the label begins another entry (a
        space next to the Shark moves one space), nor back to the space it started from."""
        view = self.session.view(self.seat).act1
        plan = view.plan if view is not None else None
        if view is None or not isinstance(plan, PlanView):
            return []
        out = []
        for end, (moves, alarms) in self.burst_ways(view).items():
            keys = di.label_keys(end)
            if end == plan.position or any(e.keys[: len(keys)] == keys for e in entries):
                continue
            if len(alarms) == 1:
                out.append(di.Entry(moves[0], keys))
        return out

    def burst_ways_differ(self, char: str) -> str | None:
        """Why a Speed Burst's end alone takes nothing: its ways set off different sensors."""
        end = char.upper()
        view = self.session.view(self.seat).act1
        moves, alarms = self.burst_ways(view).get(end, ([], set())) if view else ([], set())
        if len(alarms) < 2:
            return None
        shown = " or ".join(" ".join(move.path) for move in moves[:3])
        return f"the ways to {end} set off different motion sensors: type the path ({shown})."

    def burst_ways(self, view: Act1View) -> dict[str, tuple[list[SharkMove], set[tuple[str, ...]]]]:
        """The Speed Burst moves offered (two spaces or more, knocking nobody) by the space
        they end at, shortest first, with the sets of motion sensors each way sets off."""
        ways: dict[str, tuple[list[SharkMove], set[tuple[str, ...]]]] = {}
        for action in self.offered:
            if isinstance(action, SharkMove) and len(action.path) > 1 and not action.knock:
                moves, alarms = ways.setdefault(action.path[-1], ([], set()))
                moves.append(action)
                alarms.add(tuple(sensors_on(view, action.path)))
        for moves, _ in ways.values():
            moves.sort(key=lambda move: len(move.path))
        return ways

    def names_a_place(self, char: str) -> bool:
        return char.upper() in host_of(self).content.act1.space_names

    def why_space_unreached(self, char: str) -> str | None:
        member, space = self.selected, char.upper()
        if self.seat != "crew" or member is None:
            return None
        board = host_of(self).content.act1
        # Only a space of his own kind (land for Brody, water for the boats): "1" (water alone)
        # is no place Brody could be kept from.
        if space not in (board.land_spaces if member == "brody" else board.water_spaces):
            return None
        moves = list(
            dict.fromkeys(
                a.path[-1] for a in self.offered if isinstance(a, CrewMove) and a.member == member
            )
        )
        if not moves or space in moves:
            return None
        view = self.session.view(self.seat).act1
        here = view.positions.get(member) if view is not None else None
        name = NAMES[member]
        if space == here:
            return f"{name} is at {space} already; he can move to {listed(moves)}."
        return f"{space} is out of {name}'s reach from {here}; he can move to {listed(moves)}."

    def why_verb_target_refused(self, verb: str, typed: Sequence[str]) -> str | None:
        """ "c N" with swimmers at N, "l 1" out of Quint's range: the engine's reason (on
        this screen's own game; a joined device holds only its view)."""
        if self.seat != "crew":
            return None
        return refused_target(host_of(self).session, verb, "".join(typed).upper())

    def still_to_act(self) -> tuple[str | None, list[str]]:
        view = self.session.view(self.seat).act1
        if self.seat != "crew" or view is None or view.phase != "crew":
            return None, []
        return view.active, [m for m in CREW if m not in view.done]

    def pending_note(self, action: Action) -> str | None:
        """The Shark's end of turn that wastes its Power token (power_wasted); Brody's turn
        ending at a Dock with the barrel he carries: dropping it is an action of its own ("$ p
        5", his last action, left him at 5 with it, unsaid: helper-60)."""
        if action.kind == "shark_end_turn":
            return self.power_wasted()
        if self.seat != "crew" or di.member_of(action) != "brody":
            return None
        view = self.session.view(self.seat).act1
        ending = action.kind == "end_crew_turn" or self.ends_turn(action)
        if not ending or view is None or view.barrels.brody == 0 or view.docks_closed:
            return None
        path = getattr(action, "path", ())
        where = path[-1] if action.kind == "crew_move" and path else view.positions.get("brody")
        if where not in host_of(self).content.act1.board.docks:
            return None
        return BARREL_KEPT

    def power_wasted(self) -> str | None:
        """The Power token played this turn that ending the turn now would waste: "p 1" then
        "e" ended the turn with Feeding Frenzy unused, said only as "2 actions left unused"
        (helper-62, stop 47). Said while its action is still offered."""
        kinds = {getattr(a, "kind", "") for a in self.offered}
        if "shark_eat_all" in kinds:
            return "Feeding Frenzy is played: “f” eats every swimmer here; ending now wastes it."
        if any(a.kind == "shark_move" and len(a.path) > 1 for a in self.offered):
            return "Speed Burst is played and unused: ending now wastes it."
        return None

    def pending_words(self, action: Action) -> str:
        """A search names where it is made ("Hooper uses the Fish Finder at 5"): the playtest
        confirmed one at Hooper's old space, thinking him moved (stop-36)."""
        words = str(action)
        if action.kind in ("use_fish_finder", "use_binoculars"):
            act1 = self.session.view(self.seat).act1
            at = act1.positions.get(str(getattr(action, "member", ""))) if act1 else None
            if at:
                return f"{words} at {at}"
        return words

    def why_verb_refused(self, char: str) -> str | None:
        """The rules' reason a crew verb, or any key of the Shark's, takes nothing
        (jaws.tui.refused_verbs)."""
        if self.seat == "shark":
            if char == "d":
                # The footer lists "d" for the crew only; the Shark's "d" was answered "takes
                # nothing now" (stop-38 playtest).
                return "Where could it be? is the crew's overlay: your screen shows the Shark."
            return self.burst_ways_differ(char) or refused_shark_key(host_of(self).session, char)
        if self.seat != "crew":
            return None
        reason = refused_verb(host_of(self).session, char, self.selected)
        if reason is None and char == "r":
            reason = self.no_swimmer_here()
        return reason

    def no_swimmer_here(self) -> str | None:
        """ "There is no swimmer to rescue at 8.", read from the view: a joined device holds
        no game to ask the rules, and its "r" was told "Brody and Hooper act once he ends
        his turn" (helper-80)."""
        view = self.session.view(self.seat).act1
        member = self.selected
        if view is None or member is None:
            return None
        here = view.positions.get(member)
        if here is None or view.swimmers.get(here, 0) or view.michael == here:
            return None  # (only Brody rescues Michael: the rules' reason is its own)
        return f"There is no swimmer to rescue at {here}."

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show each seat only its own keys: the overlay is the crew's."""
        if action == "toggle_deduction":
            return self.seat == "crew"
        return super().check_action(action, parameters)

    def on_amity_map_space_clicked(self, message: AmityMap.SpaceClicked) -> None:
        self.click_space(message.space)

    def clicks_for(self, action: Action) -> list[tuple[str, tuple[int, int]]] | None:
        """Map clicks that take a move (None: click it in the menu)."""
        from jaws.tui.widgets.amity_map import label_cell

        if action.kind == "shark_start":
            dest = action.space
        elif (action.kind == "shark_move" and len(action.path) == 1 and not action.knock) or (
            action.kind == "crew_move" and not getattr(action, "knock", ())
        ):
            dest = action.path[-1]
        else:
            return None
        board = host_of(self).content.act1
        size = self.query_one("#map", AmityMap).size
        clicks = []
        member = di.member_of(action)
        view = self.session.view(self.seat).act1
        if view is None:
            return None
        if member is not None and member != self.selected:
            at = label_cell(board, view.positions[member], size.width, size.height)
            clicks.append(("#map", at))
        clicks.append(("#map", label_cell(board, dest, size.width, size.height)))
        if self.confirm_needed(action):  # a second click on it confirms
            clicks.append(clicks[-1])
        return clicks

    def members_at(self, label: str) -> list[str]:
        view = self.session.view(self.seat).act1
        if view is None:
            return []
        return [m for m in self.members() if view.positions.get(m) == label]

    def action_toggle_deduction(self) -> None:
        """Crew only: mark every space the Shark could be in, from public clues alone."""
        app = host_of(self)
        if self.seat != "crew":
            return
        if app.tracker is None:
            self.notify("The where-could-it-be overlay is not available.")
            return
        app.overlay_mark_told = False  # said again as it comes on
        app.toggle_overlay()
        if not app.show_deduction:
            # Its marks going was the only sign, and "d" on a map with few of them left
            # looked like a key that did nothing (helper-65); the choice is kept for later
            # games too.
            self.notify("Where could it be? is off (kept for later games): d shows it again.")
        self.refresh_from_session()

    def tell_overlay_mark(self, mark: str) -> None:
        """Below LEGEND_MIN_ROWS the map has no legend: what the overlay's `mark` means, and
        the odds' assumption (issue 13), are said as it comes on, or as a game opens with it
        on (helper-43, stop 42: only `d` said it)."""
        app = host_of(self)
        if app.overlay_mark_told or self.app.size.height >= LEGEND_MIN_ROWS:
            return
        app.overlay_mark_told = True
        # Through the app: a notice the screen raises is taken down by the next move
        # (DirectInputMixin.notify), and this one is said once a game (helper-78).
        self.app.notify(f"Where could it be? {mark} · F1 explains every mark.")


def allowed_spaces(actions: list[Action]) -> frozenset[str]:
    """The spaces an opened action may go to (highlighted on the map)."""
    spaces: set[str] = set()
    for action in actions:
        for name in ("space", "beach", "dock", "target"):
            value = getattr(action, name, None)
            if isinstance(value, str):
                spaces.add(value)
        path = getattr(action, "path", None)
        if path:
            spaces.add(path[-1])
    return frozenset(spaces)


# The overlay's per-space numbers are the model belief (jaws.deduction.belief: the exact set,
# weighted by a Shark model fitted on self-play). Measured by bench/ai.py on other seeds (issue
# 13, seeds 1-30): vs the top Shark 1,217 snapshots, calibration error 0.017, log-likelihood 0.46
# nats per snapshot above a uniform guess over the set; vs the hard Shark 4,841, 0.022, +1.18.
# Against those AI Sharks the map shows them, to the nearest 5%: a number can be compared with
# its neighbours and added up over a Fish Finder sweep's spaces, which bands cannot, and 5%
# steps claim no more than the 10%-wide bins the calibration was measured in. Against a person
# (or a Shark level not measured) every possible space gets the same mark: the set stays exact,
# the odds are not shown.


def possibility_marker(weight: float, calibrated: bool = False) -> str:
    """The map mark of a space the Shark may be in: its calibrated odds to the nearest 5% (never
    0%), or the same mark for every possible space when the odds are not calibrated."""
    if not calibrated:
        return POSSIBLE_MARK
    percent = 5 * round(weight * 20)
    return f"?{percent}%" if percent >= 5 else "?<5%"
