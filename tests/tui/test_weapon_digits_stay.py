"""Stop-37 playtest: a weapon's digit changed between rounds. Quint's Rifle was 4; once his
Harpoon was attached to the Shark it became 3, and "4 1" meant for the Rifle was refused and
its "1" readied the Machete. A weapon keeps its digit for the whole act."""

from __future__ import annotations

from pathlib import Path

from jaws.engine import new_game
from jaws.engine.act2 import actions as A
from jaws.engine.act2.events import GearGiven
from jaws.session import GameSession, default_crew_players
from jaws.tui.app import JawsApp
from jaws.tui.screens.act2 import Act2Screen
from jaws.tui.widgets import direct_input as di
from tests.tui.conftest import wait_for
from tests.tui.test_no_misfire import _playing_from

QUINT_GETS = ("harpoon_2", "rifle_1")  # after his Machete and Harpoon Barrel: 3 and 4


def quint_armed() -> GameSession:
    """Act 2 (seed 8), round 1's prepare step: Quint took a Harpoon, then a Rifle."""
    session = GameSession(state=new_game("act2", 8), crew_players=default_crew_players(4))
    for card in QUINT_GETS:
        session.submit(A.GiveGear(card=card, member="quint"))
    for card in ("shark_cage_2", "chum_1", "barrel_2", "chum_2", "chum_3"):
        session.submit(A.GiveGear(card=card, member="brody"))
    for member, zone in (("quint", 1), ("brody", 4), ("hooper", 6)):
        session.submit(A.BoardOrca(member=member, zone=zone))
    session.submit(session.legal_actions("shark")[0])
    return session


def attach_the_harpoon(session: GameSession) -> None:
    """As if Quint's Harpoon had hit the Shark in an earlier round (it leaves his gear)."""
    act2 = session.state.act2
    assert act2 is not None
    act2.gear["quint"] = tuple(card for card in act2.gear["quint"] if card != "harpoon_2")
    act2.attached = (*act2.attached, "harpoon_2")


def test_a_weapon_keeps_its_number_when_an_earlier_one_leaves() -> None:
    session = quint_armed()
    content = JawsApp().content.act2
    given = [(e.member, e.card) for e in session.events_for("crew") if isinstance(e, GearGiven)]
    view = session.view("crew").act2
    assert view is not None
    order = di.weapons_this_act(
        content.personal_gear, given, view.gear, lambda card: content.gear_cards[card].is_weapon
    )
    assert order["quint"] == ("Machete", "Harpoon Barrel", "Harpoon", "Rifle")
    rifle = A.ChooseWeapon(member="quint", card="rifle_1")
    keys = di.weapon_keys(session.legal_actions("crew"), order)
    assert keys[rifle] == ("4",)
    attach_the_harpoon(session)
    keys = di.weapon_keys(session.legal_actions("crew"), order)
    assert keys[rifle] == ("4",)
    assert A.ChooseWeapon(member="quint", card="harpoon_2") not in keys
    assert keys[A.ChooseWeapon(member="quint", card="machete")] == ("1",)


async def test_typing_the_rifles_digit_readies_the_rifle_after_the_harpoon_left(
    save_dir: Path,
) -> None:
    session = quint_armed()
    attach_the_harpoon(session)
    async with _playing_from(session, save_dir) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, Act2Screen) and screen.seat == "crew"
        assert screen.selected == "quint"
        rifle = A.ChooseWeapon(member="quint", card="rifle_1")
        assert screen.action_keys(rifle, "quint") == ("4",)
        assert screen.action_keys(A.ChooseWeapon(member="quint", card="machete"), "quint") == ("1",)
        moves = len(session.log)
        await pilot.press("4")
        assert await wait_for(pilot, lambda: len(session.log) > moves)
        readied = session.state.act2
        assert readied is not None and readied.weapon.get("quint") == "rifle_1"


async def test_r_then_the_digit_with_one_weapon_left_readies_it_and_targets_nothing(
    save_dir: Path,
) -> None:
    """Stop-37 check: Hooper held only his Spear. "r" readied it at once, and the "1" typed
    after it, meant for the weapon, placed his Target token in zone 1."""
    session = quint_armed()
    act2 = session.state.act2
    assert act2 is not None
    act2.gear["hooper"] = ("spear",)  # his Poison Dart was attached in an earlier round
    act2.attached = (*act2.attached, "poison_dart")
    async with _playing_from(session, save_dir) as (app, pilot):
        screen = app.screen
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert screen.selected == "hooper"
        moves = len(session.log)
        await pilot.press("r")
        await pilot.pause()
        assert len(session.log) == moves  # "r" waits for the weapon's digit
        await pilot.press("1")
        assert await wait_for(pilot, lambda: len(session.log) > moves)
        await pilot.pause()
        after = session.state.act2
        assert after is not None
        assert after.weapon.get("hooper") == "spear" and "hooper" not in after.target
        assert [str(entry.action) for entry in session.log[moves:]] == ["Hooper readies the Spear"]
