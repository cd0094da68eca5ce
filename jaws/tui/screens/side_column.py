"""How a play screen shares its side column between the panels at its top, the prompt and the
action list: the list keeps its share, or gives up rows, down to a floor, so that the panels
show whole down to the one the player must read (Act 1's Event card).

The rows are worked out from the texts at their widths, not read from the layout: a prompt
that just grew is laid out only after this runs."""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.css.scalar import Scalar

from jaws.tui.app_base import StackScreen
from jaws.tui.widgets.text_panel import TextPanel

# The action list's share of the side column (as it was in CSS).
MENU_SHARE = 55


def rows_of(panel: TextPanel, width: int) -> int:
    """How many rows `panel`'s text takes `width` columns wide (Textual's own measure)."""
    return panel.get_content_height(panel.size, panel.app.size, width) if width > 0 else 0


def fit_menu(screen: StackScreen, through: str, floor: int) -> None:
    """Size `screen`'s action list (#menu) so the side panel (#info) shows its panels whole
    down to the end of the one with id `through`, keeping `floor` rows at least; while that
    panel is hidden, the list keeps its share."""
    try:
        right = screen.query_one("#right")
        info = screen.query_one("#info")
        prompt = screen.query_one("#prompt", TextPanel)
        menu = screen.query_one("#menu")
    except NoMatches:
        return  # being taken down
    body = right.content_size.height
    if body <= 0:
        return  # not laid out yet: the next refresh fits it
    wanted = 0
    # The column's width, not each panel's own: a panel just shown (the Event card once the
    # Shark's start is over) is not laid out yet.
    width = info.scrollable_content_region.width
    panels = [panel for panel in info.query_children(TextPanel) if panel.display]
    if any(panel.id == through for panel in panels):
        for panel in panels:
            wanted += rows_of(panel, width)
            if panel.id == through:
                break
    prompt_cap = prompt.styles.max_height
    prompt_rows = rows_of(prompt, prompt.content_size.width)
    if prompt_cap is not None:
        prompt_rows = min(prompt_rows, int(prompt_cap.value))
    share = body * MENU_SHARE // 100
    rows = max(floor, min(share, body - prompt_rows - wanted))
    if menu.styles.max_height != Scalar.from_number(rows):
        menu.styles.max_height = rows
