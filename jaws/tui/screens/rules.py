"""F1: the rules reference, over any screen, opened at the section for the phase being played,
and a "Keys and symbols" page. It shows only rules and keys, never the game."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static, TabbedContent, TabPane

from jaws.tui.host_protocol import host_of
from jaws.tui.keys_text import keys_markdown
from jaws.tui.rules_text import rules_sections
from jaws.tui.screens.dialogs import DismissOnce


def where_line(section: str | None, titles: list[str]) -> str:
    """The line above the tabs: the section F1 was opened at and the other page's key. Short
    enough for 80 columns with the longest section title (Esc is in the footer): "The rules
    reference at “Act 2 step 3: Crew prepares” · k: keys and" lost its last word at 80x24
    (helper-47, helper-48)."""
    if section in titles:
        return f"Rules at “{section}” · k: keys and symbols"
    return "The rules reference · k: keys and symbols"


class RulesScreen(DismissOnce, ModalScreen[None]):
    """The rules reference, scrollable, cut into sections; k shows the keys, Escape closes."""

    DEFAULT_CSS = """
    RulesScreen { align: center middle; }
    RulesScreen #frame { width: 96%; height: 94%; border: heavy $accent; background: $surface; }
    RulesScreen #where { height: 1; padding: 0 1; color: $text-muted; }
    RulesScreen TabbedContent { height: 1fr; }
    RulesScreen TabPane { padding: 0; }
    RulesScreen VerticalScroll { height: 1fr; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("f1", "close", "Close", show=False),
        Binding("k", "page('keys')", "Keys and symbols"),
        Binding("r", "page('rules')", "Rules"),
    ]

    def __init__(self, section: str | None = None, page: str = "rules") -> None:
        super().__init__()
        self.section = section
        self.first_page = page  # "rules", or "keys" ("?" opens the keys: helper-50)
        self.section_titles: list[str] = []

    def compose(self) -> ComposeResult:
        content = host_of(self).content
        sections = rules_sections(content)
        titles = [title for title, _ in sections]
        self.section_titles = titles
        with Vertical(id="frame"):
            yield Static(where_line(self.section, titles), id="where")
            with TabbedContent(initial=self.first_page):
                with TabPane("Rules", id="rules"), VerticalScroll(id="rules-scroll"):
                    for index, (_, text) in enumerate(sections):
                        yield Static(Markdown(text), id=f"section-{index}", classes="section")
                with TabPane("Keys and symbols", id="keys"), VerticalScroll(id="keys-scroll"):
                    yield Static(Markdown(keys_markdown(self.app)), id="keys-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(f"#{self.first_page}-scroll").focus()
        self.call_after_refresh(self.show_section)

    def section_widget(self) -> Static | None:
        """The widget of the section F1 was opened for, if there is one."""
        if self.section not in self.section_titles:
            return None
        index = self.section_titles.index(self.section)
        return self.query_one(f"#section-{index}", Static)

    def show_section(self, tries: int = 20) -> None:
        """Scroll the section to the top. In a real terminal the sections may not be laid out
        yet after the first refresh (the scroll then has nowhere to go): look again shortly,
        for a second at most."""
        widget = self.section_widget()
        if widget is None or not self.is_mounted:
            return
        scroll = self.query_one("#rules-scroll", VerticalScroll)
        target = widget.virtual_region.y
        if target > 0 and scroll.max_scroll_y >= target:
            scroll.scroll_to_widget(widget, animate=False, top=True)
            if abs(scroll.scroll_y - target) <= 1:
                return
        if tries > 0:
            self.set_timer(0.05, lambda: self.show_section(tries - 1))

    def action_page(self, page: str) -> None:
        self.query_one(TabbedContent).active = page
        self.query_one(f"#{page}-scroll").focus()

    def action_close(self) -> None:
        self.dismiss()
