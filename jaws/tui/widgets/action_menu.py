"""The menu of legal actions: grouped by crew member (or by kind for the Shark), chosen with
the arrow keys and Enter, or the mouse. Only legal actions are ever offered."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from jaws.engine.actions import Action
from jaws.ids import CREW_NAMES
from jaws.tui.widgets.stop_at_ends import step_within

GROUP_TITLES: dict[str, str] = {str(member): name for member, name in CREW_NAMES.items()}
SHARK_KIND_GROUPS = {
    "shark_start": "Starting space",
    "shark_move": "Move",
    "shark_eat": "Eat",
    "shark_eat_all": "Eat",
    "play_power": "Power token (no action)",
    "shark_undo": "Plan",
    "shark_end_turn": "Plan",
    "shark_choose": "Resurface option, Ability card and Chum pick (secret)",
    "ram_move": "Ramming Speed",
    "attack_boat": "Attack the boat",
    "attack_crew": "Attack a crew member",
    "skip_shark_attack": "No attack",
    "maul_reroll": "Maul Again",
    "domino_target": "Domino Effect",
    "second_helping": "Second Helping",
    "crew_ready": "Crew",
    "end_crew_attacks": "Crew",
}


def group_of(action: Action) -> str:
    """The heading an action is listed under."""
    kind = getattr(action, "kind", "")
    # The Shark's attack on a crew member is listed under the attack, not the member's name.
    if getattr(action, "seat", "") == "shark" and kind in SHARK_KIND_GROUPS:
        return SHARK_KIND_GROUPS[kind]
    member = getattr(action, "member", None)
    if member in GROUP_TITLES:
        return GROUP_TITLES[member]
    if kind in SHARK_KIND_GROUPS:
        return SHARK_KIND_GROUPS[kind]
    return "Decide"


class ActionMenu(OptionList):
    """Lists actions under headings; posts ActionChosen when one is picked."""

    DEFAULT_CSS = """
    ActionMenu { height: 1fr; min-height: 6; }
    """

    class ActionChosen(Message):
        """A player picked an action from the menu."""

        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    class Navigated(Message):
        """The player moved the highlight with a key (↑ ↓, Page Up/Down, Home, End);
        `from_nothing`: no row was highlighted before."""

        def __init__(self, from_nothing: bool) -> None:
            super().__init__()
            self.from_nothing = from_nothing

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.actions: list[Action] = []
        self.shown: list[tuple[str, str]] = []

    # The keys' own moves of the highlight, told to the screen: the rows under a member's
    # heading no longer name him, so the screen's "▶ Hooper" must follow the highlight onto
    # Brody's rows (stop-36 playtest: ↑ from Hooper's rows took "Brody moves to 5").
    def _navigate(self, move: Callable[[], None]) -> None:
        from_nothing = self.highlighted_action() is None
        move()
        self.post_message(self.Navigated(from_nothing))

    # ↑ ↓ stop at the ends (Textual's wrap took ↓ from the turn's end, the last row, to the
    # first move; stop-36 playtest); ↑ on the first row brings its heading back into sight.
    def action_cursor_up(self) -> None:
        self._navigate(self._up)

    def _up(self) -> None:
        if not step_within(self, -1):
            self.scroll_home(animate=False)

    def action_cursor_down(self) -> None:
        self._navigate(self._down)

    def _down(self) -> None:
        step_within(self, 1)

    def action_page_up(self) -> None:
        self._navigate(super().action_page_up)

    def action_page_down(self) -> None:
        self._navigate(super().action_page_down)

    def action_first(self) -> None:
        self._navigate(self._first_in_sight)

    def _first_in_sight(self) -> None:
        """Home: the first row, with the first heading in sight above it (it scrolled off)."""
        super().action_first()
        self.scroll_home(animate=False)

    def action_last(self) -> None:
        self._navigate(super().action_last)

    def show(
        self,
        actions: Sequence[Action],
        label: Callable[[Action], str] = str,
        headings: dict[str, str] | None = None,
        group: Callable[[Action], str] = group_of,
    ) -> bool:
        """Replace the menu with `actions`, grouped in the order they come; False if nothing
        changed."""
        shown = [(group(a), label(a)) for a in actions]
        if list(actions) == self.actions and shown == self.shown:
            return False  # nothing changed: keep the highlight where the player left it
        self.shown = shown
        self.actions = list(actions)
        groups: dict[str, list[int]] = {}
        for index, action in enumerate(self.actions):
            groups.setdefault(group(action), []).append(index)
        options: list[Option] = []
        for heading, indices in groups.items():
            title = (headings or {}).get(heading, heading)
            options.append(Option(f"── {title} ──", disabled=True))
            for index in indices:
                # One column of indent under the heading: at 80x24 the side panel's rows are 30
                # columns, and each one counts (stop-37 playtest).
                options.append(Option(" " + label(self.actions[index]), id=str(index)))
        self.clear_options()
        self.add_options(options)
        first = next((i for i, opt in enumerate(options) if not opt.disabled), None)
        self.highlighted = first
        return True

    def highlighted_action(self) -> Action | None:
        """The action on the highlighted row (None on a heading or an empty menu)."""
        if self.highlighted is None or not 0 <= self.highlighted < self.option_count:
            return None
        option = self.get_option_at_index(self.highlighted)
        return None if option.id is None else self.actions[int(option.id)]

    def highlight_action(self, predicate: Callable[[Action], bool]) -> None:
        """Rest the highlight on the first action matching `predicate` (if listed)."""
        row = self.option_index_of(predicate)
        if row is not None:
            self.highlighted = row

    def bring_to_top(self, predicate: Callable[[Action], bool]) -> None:
        """Scroll so that the heading over the first action matching `predicate` is the top
        row; the highlight stays where it was. At 80x24 Tab to Hooper left Brody's rows in
        sight and Hooper's below the fold (stop-35 check)."""
        row = self.option_index_of(predicate)
        if row is None:
            return
        if row > 0 and self.get_option_at_index(row - 1).disabled:
            row -= 1  # the group's heading
        kept = self.highlighted
        # A heading is never highlighted for the player: it is set, scrolled to and put back
        # before the next frame (setting a disabled row scrolls nothing by itself).
        self.highlighted = row
        self.scroll_to_highlight(top=True)
        self.highlighted = kept

    def option_index_of(self, predicate: Callable[[Action], bool]) -> int | None:
        """The option row of the first action matching `predicate` (for tests and shortcuts)."""
        for row in range(self.option_count):
            option = self.get_option_at_index(row)
            if option.id is not None and predicate(self.actions[int(option.id)]):
                return row
        return None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.ActionChosen(self.actions[int(event.option.id)]))
