"""How a play screen shares its side column between the panels at its top, the prompt and the
action list: the list keeps its share, or gives up rows, down to a floor, so that the panels
show whole down to the one the player must read (Act 1's Event card, the Shark's Act 2 hand).

The rows are worked out from the texts at their widths, not read from the layout: a prompt
that just grew is laid out only after this runs."""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.css.scalar import Scalar

from jaws.tui.app_base import StackScreen
from jaws.tui.widgets.text_panel import TextPanel

# The action list's share of the side column (as it was in CSS).
MENU_SHARE = 55

# The rows of the screen that are not the side column's: the top bar and the footer.
TOP_AND_FOOTER = 2
# The columns of the side column that are not a panel's text: its left border, the panels'
# left padding and the scrollbar's gutter; the prompt's: the border and a padding each side.
INFO_FRAME = 3
PROMPT_FRAME = 3


def rows_of(panel: TextPanel, width: int) -> int:
    """How many rows `panel`'s text takes `width` columns wide (Textual's own measure)."""
    return panel.get_content_height(panel.size, panel.app.size, width) if width > 0 else 0


def fit_menu(screen: StackScreen, through: str, floor: int) -> None:
    """Size `screen`'s action list (#menu) so the side panel (#info) shows its panels whole
    down to the end of the one with id `through`, keeping `floor` rows at least; while that
    panel is hidden, the list keeps its share. Measured on the laid-out column."""
    column = laid_out_column(screen)
    if column is not None:
        share_column(screen, through, floor, *column)


def fit_menu_rows(screen: StackScreen, through: str, floor: int) -> int | None:
    """The rows `fit_menu` would give the action list (None before the column is laid out)."""
    column = laid_out_column(screen)
    return None if column is None else list_rows(screen, through, floor, *column)


def laid_out_column(screen: StackScreen) -> tuple[int, int, int] | None:
    """The side column's rows, and its panels' and prompt's text widths, as laid out (None
    while it is not laid out yet, or being taken down)."""
    try:
        right = screen.query_one("#right")
        info = screen.query_one("#info")
        prompt = screen.query_one("#prompt", TextPanel)
    except NoMatches:
        return None  # being taken down
    body = right.content_size.height
    if body <= 0:
        return None  # not laid out yet: the next refresh fits it
    # The column's width, not each panel's own: a panel just shown (the Event card once the
    # Shark's start is over) is not laid out yet.
    return body, info.scrollable_content_region.width, prompt.content_size.width


def planned_column(screen: StackScreen) -> tuple[int, int, int] | None:
    """The side column's rows, and its panels' and prompt's text widths, as the layout will
    give them, from the terminal's size and the column's planned width (PlayScreen.fit_to)."""
    try:
        column = screen.query_one("#right").styles.width
    except NoMatches:
        return None  # being built (on_mount fits it) or taken down
    if column is None:
        return None
    width = int(column.value)
    return screen.app.size.height - TOP_AND_FOOTER, width - INFO_FRAME, width - PROMPT_FRAME


def fit_menu_before_paint(screen: StackScreen, through: str | None, floor: int) -> None:
    """As `fit_menu`, from the planned column, so the screen's first frame is already fitted
    (a fit after it re-laid a fresh screen: the Act 2 screen must not change once it opens).
    With `through` None the list keeps its share."""
    planned = planned_column(screen)
    if planned is not None:
        share_column(screen, through, floor, *planned)


def prompt_rows(prompt: TextPanel, width: int) -> int:
    """The rows the prompt takes `width` columns wide, within its cap."""
    rows = rows_of(prompt, width)
    cap = prompt.styles.max_height
    return rows if cap is None else min(rows, int(cap.value))


def share_column(
    screen: StackScreen,
    through: str | None,
    floor: int,
    body: int,
    info_width: int,
    prompt_width: int,
) -> None:
    """Give the action list `body` rows less the prompt's and the panels' down to `through`
    (`info_width` and `prompt_width` columns wide), within [floor, its share]."""
    try:
        menu = screen.query_one("#menu")
    except NoMatches:
        return  # being taken down
    rows = list_rows(screen, through, floor, body, info_width, prompt_width)
    if rows is not None and menu.styles.max_height != Scalar.from_number(rows):
        menu.styles.max_height = rows


def list_rows(
    screen: StackScreen,
    through: str | None,
    floor: int,
    body: int,
    info_width: int,
    prompt_width: int,
) -> int | None:
    """The rows `share_column` gives the action list (None while the screen is taken down)."""
    try:
        info = screen.query_one("#info")
        prompt = screen.query_one("#prompt", TextPanel)
    except NoMatches:
        return None
    wanted = 0
    panels = [panel for panel in info.query_children(TextPanel) if panel.display]
    if any(panel.id == through for panel in panels):
        for panel in panels:
            wanted += rows_of(panel, info_width)
            if panel.id == through:
                break
    share = body * MENU_SHARE // 100
    return max(floor, min(share, body - prompt_rows(prompt, prompt_width) - wanted))
