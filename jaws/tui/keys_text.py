"""F1's "Keys and symbols" page, read from the code that defines them: the app's and each
screen's key bindings, the shortcut letters of direct input, and the map and Orca legends. A
key changed there changes here; nothing is written down twice."""

from __future__ import annotations

from collections.abc import Iterable

from textual.binding import Binding, BindingType
from textual.dom import DOMNode

_KEY_NAMES = {
    "escape": "Esc",
    "enter": "Enter",
    "tab": "Tab",
    "delete": "Delete",
    "left": "←",
    "right": "→",
    "up": "↑",
    "down": "↓",
    "space": "Space",
    # Textual names them by word; F1 read "PLUS — AI slower" (helper-45).
    "plus": "+",
    "minus": "-",
    "question_mark": "?",
}
_GROUPS = (
    ("Act 1, the Shark", True, "shark"),
    ("Act 1, the crew", True, "crew"),
    ("Act 2, the crew", False, "crew"),
    ("Act 2, the Shark", False, "shark"),
)


def key_name(key: str) -> str:
    """A binding's key as a player reads it: "Ctrl+S", "F1", "Esc", "u"."""
    parts = key.split("+")
    *mods, last = parts
    shown = _KEY_NAMES.get(last, last.upper() if mods or len(last) > 1 else last)
    return "+".join([*(m.capitalize() for m in mods), shown])


def _binding_lines(bindings: Iterable[BindingType]) -> list[str]:
    lines = []
    for binding in bindings:
        if not isinstance(binding, Binding):
            continue
        keys = " or ".join(key_name(k.strip()) for k in binding.key.split(","))
        # A tooltip says what the footer's short description leaves out (whose key it is).
        more = f" ({binding.tooltip})" if binding.tooltip else ""
        lines.append(f"- **{keys}** — {binding.description or binding.action}{more}\n")
    return lines


def _screens() -> list[tuple[str, list[BindingType]]]:
    """Where each set of keys works (imported here: these modules import the rules screen)."""
    from jaws.tui.screens.act1 import Act1Screen
    from jaws.tui.screens.dialogs import FinishedGameDialog, SaveListDialog
    from jaws.tui.screens.handoff import HandOffScreen
    from jaws.tui.screens.play import PlayScreen
    from jaws.tui.screens.replay import ReplayScreen
    from jaws.tui.screens.rules import RulesScreen

    return [
        ("On a play screen", PlayScreen.BINDINGS),
        ("On the Act 1 map", Act1Screen.BINDINGS),
        ("At a curtain", HandOffScreen.BINDINGS),
        ("In the Act 1 replay", ReplayScreen.BINDINGS),
        ("In the saves list", SaveListDialog.BINDINGS),
        # Asked when a finished game is opened from the saves list or `jaws resume`; the game-over
        # screen takes only Enter (the playtest pressed r there for nothing).
        ("Opening a finished saved game", FinishedGameDialog.BINDINGS),
        ("In this reference", RulesScreen.BINDINGS),
    ]


def _action_summary(cls: type) -> str:
    """The first clause of an action's docstring: what it does, in the engine's words."""
    text = (cls.__doc__ or "").strip().splitlines()[0] if cls.__doc__ else ""
    code = text.find("`")  # a clause naming a field is for programmers
    if code >= 0:
        text = text[: max(text.rfind("; ", 0, code), text.rfind(" (", 0, code))]
    return text.rstrip(".")


def shortcut_lines() -> list[str]:
    """The direct-input letters of every action, by act and seat."""
    from jaws.engine.actions import ACT1_ACTION_TYPES, ACTION_KINDS
    from jaws.tui.widgets.direct_input import TARGET_HOWS, VERBS

    lines: list[str] = []
    for title, act1, seat in _GROUPS:
        rows = []
        for kind, (verb, target) in VERBS.items():
            cls = ACTION_KINDS.get(kind)
            if cls is None or (cls in ACT1_ACTION_TYPES) != act1 or cls.seat != seat:  # type: ignore[attr-defined]
                continue
            how = TARGET_HOWS[target][1] if target in TARGET_HOWS else ""
            key = f"**{verb}** {how}" if verb else "type " + how.removeprefix("then ")
            rows.append(f"- {key.strip()} — {_action_summary(cls)}\n")
        if rows:
            lines.append(f"\n**{title}**\n\n")
            lines.extend(rows)
    return lines


def symbol_lines() -> list[str]:
    """The map's and the Orca's legends, as the screens print them."""
    from jaws.tui.act2_scenes import ORCA_LEGEND
    from jaws.tui.scenes import MAP_LEGEND

    lines = ["\n**Amity Island (Act 1)**\n\n", f"{MAP_LEGEND}\n"]
    lines += ["\n**The Orca (Act 2)**\n\n"]
    lines += [f"{line}  \n" for line in ORCA_LEGEND.splitlines()]
    return lines


def keys_markdown(app: DOMNode) -> str:
    """The whole "Keys and symbols" page as Markdown."""
    from jaws.tui.widgets.direct_input import SPACE_LABELS

    parts = ["# Keys and symbols\n", "## Everywhere\n"]
    parts += _binding_lines(type(app).BINDINGS)
    for where, bindings in _screens():
        parts.append(f"## {where}\n")
        parts += _binding_lines(bindings)
    parts.append("## Shortcut letters\n")
    parts.append(
        "Every action shows its key beside it in the menu. A letter picks the action; where "
        "it has a target, the target's label follows (or Enter, for the one highlighted: a "
        "letter alone never picks a place). A target the letter cannot take is refused with "
        "the reason, and the letter stays open for another (Esc drops it). A label typed "
        "alone moves the selected crew member (or the Shark) there; after Speed Burst the "
        "space it ends at is enough, unless the ways there set off different motion sensors "
        f"(then type the path). A space's label is the map's: {SPACE_LABELS}.\n\n"
        "When a crew member's turn ends, the next one is chosen for you: a first Tab keeps him "
        "(Tab again for the next). An action typed right after a refused key, or after that "
        "first Tab, waits for Enter and names whose it is (Esc drops it, and so does any other "
        "key typed before the Enter).\n"
    )
    parts += shortcut_lines()
    parts.append("## Map symbols\n")
    parts += symbol_lines()
    return "".join(parts)
