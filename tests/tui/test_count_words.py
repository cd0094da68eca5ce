"""Words the playtest tripped on: "Shark rerolls dice 2", "1 Ability cards in hand", a bare
"Your Ability cards:" heading over an empty hand, and the header's "Act 2 alone · Act 2: The
Orca"."""

from __future__ import annotations

import dataclasses

from jaws.content import default_content
from jaws.engine import new_game
from jaws.engine.act1.events import BeachCleared
from jaws.engine.act2.actions import MaulReroll
from jaws.tui.act2_scenes import act2_shark_panel, act2_status
from jaws.tui.screens.play import game_and_act
from jaws.views import view_for


def test_a_reroll_of_one_die_says_die() -> None:
    assert str(MaulReroll(dice=(1,))) == "Shark rerolls die 2"
    assert str(MaulReroll(dice=(0, 2))) == "Shark rerolls dice 1, 3"
    assert str(MaulReroll(dice=())) == "Shark keeps its roll"


def test_the_sharks_hand_is_counted_in_words() -> None:
    content = default_content()
    view = view_for(new_game("act2", 8), "crew").act2
    assert view is not None
    one = act2_status(dataclasses.replace(view, hand_size=1), content, []).plain
    assert "Shark: 1 Ability card in hand" in one
    two = act2_status(dataclasses.replace(view, hand_size=2), content, []).plain
    assert "Shark: 2 Ability cards in hand" in two


def test_an_empty_hand_says_none() -> None:
    content = default_content()
    view = view_for(new_game("act2", 8), "shark").act2
    assert view is not None and view.hand
    assert "Your Ability cards: " in act2_shark_panel(view, content).plain
    empty = act2_shark_panel(dataclasses.replace(view, hand=()), content).plain
    assert "Your Ability cards: none\n" in empty


def test_the_header_names_the_game_and_act_once() -> None:
    assert game_and_act("act2", "Act 2: The Orca") == "Act 2 alone: The Orca"
    assert game_and_act("act1", "Act 1: Amity Island") == "Act 1 alone: Amity Island"
    assert game_and_act("full", "Act 2: The Orca") == "Full game · Act 2: The Orca"


def test_mayor_vaughn_clearing_one_swimmer_is_singular() -> None:
    # Helper-46: "Mayor Vaughn clears beach W: 1 swimmers leave the water".
    assert str(BeachCleared("W", 1, False)) == (
        "Mayor Vaughn clears beach W: 1 swimmer leaves the water"
    )
    assert str(BeachCleared("W", 1, True)) == (
        "Mayor Vaughn clears beach W: 1 swimmer and Michael leave the water"
    )
    assert str(BeachCleared("N", 3, False)) == (
        "Mayor Vaughn clears beach N: 3 swimmers leave the water"
    )


def test_the_header_shortens_its_least_needed_words_first() -> None:
    """Helper-48: at 80 columns the spectator's header ended "Round 0 · The Shark's", the
    phase cut. "Jaws" goes first, then the act's name, then the mode: the round and its phase
    stay whole."""
    from jaws.tui.screens.play import topbar_words

    phase = "The Shark's start"
    whole = "Jaws · Full game · Act 1: Amity Island · Round 0 · The Shark's start"
    assert topbar_words("full", "Act 1: Amity Island", 0, phase, 200) == whole
    spectator_at_80 = 80 - len(" SPECTATOR   ")
    said = topbar_words("full", "Act 1: Amity Island", 0, phase, spectator_at_80)
    assert said == "Full game · Act 1: Amity Island · Round 0 · The Shark's start"
    assert len(said) <= spectator_at_80
    assert topbar_words("full", "Act 1: Amity Island", 0, phase, 50) == (
        "Full game · Act 1 · Round 0 · The Shark's start"
    )
    assert topbar_words("act2", "Act 2: The Orca", 3, "", 24) == "Act 2 alone · Round 3"
