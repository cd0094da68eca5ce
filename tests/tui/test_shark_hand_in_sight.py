"""helper-35, stop 40: choosing where to resurface, the Shark could not read its Ability
cards: the action list kept 55% of the side column for its 21 rows ("c A1B + Big Mouth", ...),
and at 100x30 the texts stopped at "Ramming Speed: After the crew", at 80x24 after one card of
six. While the Shark reads its hand the list now gives up rows (the Shark types "c A1"), fitted
before the screen's first frame; the names line above the texts stays (stop 32)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jaws.tui.screens.side_column import INFO_FRAME, PROMPT_FRAME, TOP_AND_FOOTER
from tests.tui.conftest import new_app, screen_text
from tests.tui.test_event_rule_in_sight import shown_in
from tests.tui.test_screens_fit import to_act2_phase

SIX_CARDS_SEED = 5  # the Shark's hand: six different Ability cards


async def hand_texts_shown(app: Any, pilot: Any) -> tuple[list[str], str]:
    await to_act2_phase(pilot, "choose", seat="shark")
    await pilot.pause()
    await pilot.pause()
    hand = app.session.view("shark").act2.hand
    abilities = [app.content.act2.ability_of(card) for card in hand]
    texts = [f"{a.name}: {' '.join(a.text.split())}" for a in abilities]
    return texts, shown_in(app, "#info")


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_the_sharks_whole_hand_reads_whole(size: tuple[int, int], save_dir: Path) -> None:
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=size) as pilot:
        texts, shown = await hand_texts_shown(app, pilot)
        assert len(set(texts)) == 6
        for text in texts:
            assert text in shown, (text, shown)
        assert "Your Ability cards (6):" in shown  # each named once, by its text


async def test_at_80x24_the_names_and_three_texts_read(save_dir: Path) -> None:
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        texts, shown = await hand_texts_shown(app, pilot)
        names = [text.split(":")[0] for text in texts]
        assert all(name in shown for name in names), shown  # the names line (stop 32)
        whole = [text for text in texts if text in shown]
        # Was one. By digit this hand reads Extra Strength, then Second Helping, the longest
        # text, whole; the third card's text begins under them (Ctrl+T \u2193 reads on).
        assert len(whole) >= 2, shown
        assert "4 Big Mouth: When you damage" in shown, shown
        # The list keeps its border, an option's heading and a choice.
        assert app.screen.query_one("#menu").region.height >= 5


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_planned_column_is_laid_out(size: tuple[int, int], save_dir: Path) -> None:
    """The fit is worked out before the first frame from the terminal's size and the column's
    planned width: those must be the sizes the layout then gives."""
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=size) as pilot:
        await hand_texts_shown(app, pilot)
        screen = app.screen
        column = int(screen.query_one("#right").styles.width.value)
        assert screen.query_one("#right").content_size.height == size[1] - TOP_AND_FOOTER
        info = screen.query_one("#info").scrollable_content_region.width
        assert info == column - INFO_FRAME
        assert screen.query_one("#prompt").content_size.width == column - PROMPT_FRAME


async def test_after_the_choice_the_list_has_its_share_again(save_dir: Path) -> None:
    app: Any = new_app("act2", SIX_CARDS_SEED, save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await hand_texts_shown(app, pilot)
        reading = app.screen.query_one("#menu").styles.max_height.value
        await to_act2_phase(pilot, "prepare", seat="crew")
        await pilot.pause()
        share = app.screen.query_one("#menu").styles.max_height.value
        assert reading < share


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_each_card_is_named_with_the_digit_it_is_typed_with(
    size: tuple[int, int], save_dir: Path
) -> None:
    """helper-37, stop 41: at 80x24 the hand named its cards without their digits ("c A3",
    "A3" since stop 42, is the third), which were only in the three-row list and moved as
    cards were played. With two copies of a card, the digits still match the list's (copies
    are listed once). Each kind keeps its digit all game, its place among the eight (numbered
    by the hand, Second Helping was card 5, then 4, then 3: helper-46)."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.widgets.action_menu import ActionMenu
    from jaws.tui.widgets.text_panel import TextPanel
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    hand = ("maul_again_1", "hard_target_1", "maul_again_2", "big_mouth_1")
    async with _playing_from(act2_game(hand=hand), save_dir, size) as (app, _pilot):
        screen = app.screen
        panel = screen.query_one("#shark-panel", TextPanel).shown.plain
        typed = {}
        for action in screen.query_one(ActionMenu).actions:
            if isinstance(action, A.SharkChoose) and action.option == "A" and action.card:
                keys = screen.shortcut_of(action)
                typed[keys.removeprefix("A")] = app.content.act2.ability_of(action.card).name
        assert typed == {"3": "Maul Again", "7": "Hard Target", "4": "Big Mouth"}
        for digit, name in typed.items():
            assert f"{digit} {name}" in panel, (digit, name, panel)
        assert "3 Maul Again \u00d72" in panel


@pytest.mark.parametrize("chum_held", [False, True])
async def test_the_prompt_says_how_a_choice_is_typed(chum_held: bool, save_dir: Path) -> None:
    """helper-38, stop 41: at 80x24 and 100x30 the list shows two or three rows while the
    Shark reads its hand, and the prompt said only "c choose"."""
    from jaws.tui.widgets.text_panel import TextPanel
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    gear = {"brody": ("chum_1",)} if chum_held else {}
    state = act2_game(hand=("maul_again_1", "hard_target_1"), gear=gear)
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        prompt = app.screen.query_one("#prompt", TextPanel).shown.plain
        said = (
            "A3B: option A, card 3, Chum shows B"
            if chum_held
            else "A3: option A, card 3 (0: no card)"
        )
        assert prompt == said, prompt


async def test_a_choice_typed_wrong_names_what_may_be_typed(save_dir: Path) -> None:
    """Helper-46: the Shark's "D" was answered "“D” takes nothing now: the menu's rows show
    their keys", and "A9" "Nothing to choose at A9 now.": neither named the options or the
    card numbers."""
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(hand=("maul_again_1", "hard_target_1"))
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.press("D")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert "“D” takes nothing now: the choices begin with A, B or C." in said, said
        await pilot.press("A", "9")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        kept = " (“A” is still typed; Esc drops it)."
        assert "Nothing to choose at A9 now: after A comes 0, 3 or 7" + kept in said, said
        assert app.session.view("shark").act2.phase == "choose"  # nothing was chosen
        # The "A" stays typed, as the refusal says (helper-66: the "0" typed next was
        # refused on its own, "the choices begin with A, B or C").
        assert app.screen.typed == ["A"]
        await pilot.press("0")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert not any(n.startswith("“0” takes nothing") for n in said), said
        assert app.screen.pending is not None and app.screen.pending.option == "A"


async def test_with_no_card_in_hand_the_option_letter_alone_chooses(save_dir: Path) -> None:
    """Helper-46: with no Ability card left, "C" and Enter took nothing, waiting for the "0"
    of a card there was none of. The prompt says the letter alone chooses."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.widgets.text_panel import TextPanel
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(hand=())
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        prompt = app.screen.query_one("#prompt", TextPanel).shown.plain
        assert prompt == "A: option A (no card in hand)", prompt
        await pilot.press("C")
        await pilot.pause()
        if app.screen.pending is not None:
            await pilot.press("enter")
            await pilot.pause()
        chosen = app.session.actions[-1]
        assert isinstance(chosen, A.SharkChoose) and chosen.option == "C" and chosen.card is None


@pytest.mark.parametrize(
    "hand",
    [
        ("extra_strength_1", "second_helping_1", "maul_again_1"),
        ("second_helping_1", "maul_again_1"),
        ("maul_again_1",),
    ],
)
async def test_a_card_keeps_its_digit_as_the_hand_shrinks(
    hand: tuple[str, ...], save_dir: Path
) -> None:
    """Helper-46: numbered by the hand, Second Helping was card 5, then 4, then 3 as cards
    were played, and a player who remembered its number could pick the wrong card. Maul Again
    is 3 and Second Helping 2 whatever else is in hand."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.widgets.action_menu import ActionMenu
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    async with _playing_from(act2_game(hand=hand), save_dir, (80, 24)) as (app, _pilot):
        screen = app.screen
        digits = {
            action.card: screen.shortcut_of(action).removeprefix("A")
            for action in screen.query_one(ActionMenu).actions
            if isinstance(action, A.SharkChoose) and action.option == "A" and action.card
        }
        assert digits["maul_again_1"] == "3"
        assert digits.get("second_helping_1", "2") == "2"


async def test_a_card_not_in_hand_is_named_when_typed(save_dir: Path) -> None:
    """Helper-49: "A1" once Extra Strength was played said only "Nothing to choose at A1 now:
    after A comes 0, 4 or 8", and not that card 1 was no longer in hand."""
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(hand=("maul_again_1", "hard_target_1"))
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.press("A", "1")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert (
            "Nothing to choose at A1 now: card 1, Extra Strength, is not in your hand; "
            "after A comes 0, 3 or 7 (“A” is still typed; Esc drops it)."
        ) in said, said


async def test_the_hand_and_the_choices_are_listed_by_digit(save_dir: Path) -> None:
    """Stop-43 playtests: each card keeps its digit all game, so a hand dealt as Maul Again,
    Extra Strength, Making Waves was listed "A0, A3, A1, A8" and shown "3 Maul Again,
    1 Extra Strength, 8 Making Waves". Both now go by digit."""
    from jaws.engine.act2 import actions as A
    from jaws.tui.widgets.action_menu import ActionMenu
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(hand=("maul_again_1", "extra_strength_1", "making_waves_1"))
    async with _playing_from(state, save_dir, (120, 40)) as (app, _pilot):
        screen = app.screen
        listed = [
            screen.shortcut_of(action)
            for action in screen.query_one(ActionMenu).actions
            if isinstance(action, A.SharkChoose)
        ]
        assert listed[:4] == ["A0", "A1", "A3", "A8"], listed
        assert listed == sorted(listed), listed
        text = screen_text(app)
        assert text.index("1 Extra Strength") < text.index("3 Maul Again"), text
        assert text.index("3 Maul Again") < text.index("8 Making Waves"), text


async def test_the_card_numbers_after_an_option_are_named_in_order(save_dir: Path) -> None:
    """Helper-62, stop 47: "after A comes 0, 3, 5 or 2": the numbers came in the hand's
    order. They are named in number order."""
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(hand=("hard_target_1", "maul_again_1"))
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.press("A", "9")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert "Nothing to choose at A9 now: after A comes 0, 3 or 7 (“A” is" in " ".join(said)


async def test_a_label_typed_anew_after_a_refusal_is_the_one_taken(save_dir: Path) -> None:
    """helper-67: after "A 9" was refused (the "A" kept), the player typed the label he
    meant, "B 3": the "B" was refused as "AB", the "A" kept again, and "3" made A3, which
    the Enter then confirmed. A key that cannot follow the kept keys but starts a label
    begins anew."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import act2_game
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(hand=("maul_again_1", "hard_target_1"))
    async with _playing_from(state, save_dir, (80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.press("A", "9", "B", "3")
        await pilot.pause()
        pending = app.screen.pending
        assert isinstance(pending, A.SharkChoose), pending
        assert (pending.option, pending.card) == ("B", "maul_again_1"), pending


async def test_a_space_out_of_the_members_reach_is_named_when_typed(save_dir: Path) -> None:
    """helper-72 (stop 50): Hooper at W5, "W1" said only "Nothing to choose at W1 now: after W
    comes 3, 4, 6 or 7", not that W1 is beyond his move."""
    from jaws.engine.act2 import actions as A
    from tests.engine.act2.act2_helpers import a2_of, act2_game, run
    from tests.tui.test_no_misfire import _playing_from

    state = act2_game(positions={"quint": "B1", "brody": "B2", "hooper": "W5"})
    state, _ = run(state, A.SharkChoose("A", "B"))
    assert a2_of(state).phase == "prepare"
    async with _playing_from(state, save_dir, (100, 30)) as (app, pilot):
        await pilot.pause()
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert app.screen.selected == "hooper"
        await pilot.press("W", "1")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        reach = "(2 spaces; climbing aboard from the water takes both)"
        assert (
            f"Nothing to choose at W1 now: Hooper cannot reach W1 from W5 this round {reach}; "
            "after W comes 3, 4, 6 or 7 (“W” is still typed; Esc drops it)."
        ) in said, said
        assert a2_of(app.session.state).positions["hooper"] == "W5"
        # Not said of his own space, of a space that does not exist, or of a destroyed one
        # (helper-76: "Quint cannot reach B2 from B2", of B9, and of a destroyed B1).
        for keys in (("escape", "W", "5"), ("escape", "W", "9")):
            app._notifications.clear()
            await pilot.press(*keys)
            await pilot.pause()
            said = [str(n.message) for n in app._notifications]
            assert said and not any("cannot reach" in s for s in said), said
