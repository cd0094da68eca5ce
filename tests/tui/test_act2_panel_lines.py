"""Lines of the Act 2 side panel that went stale (helper-44, stop 42).

With Quint and Hooper in the water, each holding a Shark Cage, Quint's
Bonus Attack rolled, Hooper played his Cage in the window before his, and the line still read
"Quint may play a Shark Cage now (its user takes no wounds this round), or let it roll." The
line names whose Bonus Attack waits, and says when he is in the Cage."""

from __future__ import annotations

from jaws.content import default_content
from jaws.engine.act2 import actions as A
from jaws.tui.act2_scenes import cage_window_line
from jaws.views import view_for
from tests.engine.act2.act2_helpers import a2_of, load_dice, run
from tests.engine.act2.test_cage_bonus_attacks import _surfaced_in_w2


def test_the_bonus_attacks_cage_window_names_its_member_and_his_cage() -> None:
    positions = {"quint": "W2", "brody": "B6", "hooper": "W1"}
    gear = {"quint": ("shark_cage_1",), "hooper": ("shark_cage_2",)}
    state = _surfaced_in_w2(positions, gear)
    state, _ = run(state, A.AttackCrew("quint"))  # Quint's window: he lets it roll
    load_dice(state, 0, 0)
    state, _ = run(state, A.LET_SHARK_ROLL)
    a2 = a2_of(state)
    assert a2.phase == "cage" and a2.cage_resume == "bonus", a2.phase
    content = default_content()
    view = view_for(state, "crew").act2
    assert view is not None and view.cage_for == "hooper"
    line = cage_window_line(view, content)
    assert "Bonus Attack on Hooper" in line and "Hooper may play a Shark Cage" in line, line
    assert "Quint" not in line, line
    state, _ = run(state, A.PlayCage("hooper", "shark_cage_2"))
    view = view_for(state, "crew").act2
    assert view is not None
    line = cage_window_line(view, content)
    assert line == (
        "The Shark is about to roll its Bonus Attack on Hooper, who is in the Shark Cage: "
        "let it roll."
    ), line


def test_the_panel_says_where_ramming_speed_moved_the_shark() -> None:
    """helper-44, stop 42: after Ramming Speed moved the Shark to W3 the panel still read
    "Shark surfaced at W2" beside a map that showed it at W3."""
    from jaws.tui.act2_scenes import act2_status
    from tests.engine.act2.act2_helpers import surfaced

    state = surfaced(
        play="ramming_speed_1", positions={"quint": "W4", "brody": "B6", "hooper": "B7"}
    )
    content = default_content()
    view = view_for(state, "crew").act2
    assert view is not None
    before = act2_status(view, content, []).plain
    assert "Shark surfaced at W2: " in before, before
    state, _ = run(state, A.RamMove(3))
    view = view_for(state, "crew").act2
    assert view is not None
    after = act2_status(view, content, []).plain
    assert "Shark surfaced at W2, now at W3: " in after, after


def test_the_surfaced_line_names_the_cards_shake_off() -> None:
    """helper-63: once the Shark had surfaced on card 4 (zone 2, Evade 2, 2 dice, Shake
    Off), the panel read "Shark surfaced at W2: Evade 2, 2 dice", where the options, the log
    and the reveal had all said Shake Off."""
    from jaws.tui.act2_scenes import act2_status
    from tests.engine.act2.act2_helpers import surfaced

    content = default_content()
    assert content.act2.resurface_cards[4].shake_off
    view = view_for(surfaced(card=4), "crew").act2
    assert view is not None
    shown = act2_status(view, content, []).plain
    assert "Shark surfaced at W2: Evade 2, 2 dice, Shake Off" in shown, shown
    plain = view_for(surfaced(card=3), "crew").act2
    assert plain is not None
    assert "Shake Off" not in act2_status(plain, content, []).plain


def test_the_attack_rows_say_what_each_spends() -> None:
    """helper-63: "a 1 Quint attacks" beside "a 2 Quint attacks (using Ammo)" did not say
    that the first gives up the Rifle (one shot, unless Ammo is discarded instead)."""
    from jaws.engine import legal_actions
    from jaws.engine.act2.actions import AttackShark
    from jaws.tui.act2_scenes import attack_label
    from tests.engine.act2.act2_helpers import a2_of, act2_game, prepare

    content = default_content()
    state = act2_game(
        options=(3, 6, 15),
        positions={"quint": "B2", "brody": "B3", "hooper": "B8"},
        gear={"quint": ("rifle_1", "ammo_1")},
    )
    state, _ = run(state, A.SharkChoose("A", "B"))
    plan = {"quint": ("rifle_1", 2), "brody": ("boat_hook", 3), "hooper": ("spear", 8)}
    state, _ = prepare(state, plan)
    assert a2_of(state).phase == "crew_attack"
    view = view_for(state, "crew").act2
    assert view is not None
    rows = {
        attack_label(view, content, a)
        for a in legal_actions(state, "crew")
        if isinstance(a, AttackShark)
    }
    assert rows == {
        "Quint attacks (spends the Rifle)",
        "Quint attacks (spends Ammo, not the Rifle)",
    }
    # A melee weapon, kept after use, adds nothing.
    assert attack_label(view, content, AttackShark("brody")) == "Brody attacks"
