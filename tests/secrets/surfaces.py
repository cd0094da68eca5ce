"""Everything the crew (or a spectator) can read from a game, gathered for comparison.

A leak shows up as a difference: two games that differ only in a secret must give equal
`crew_surfaces` and equal `crew_refusals`. The candidate crew actions are deliberately broad
(every kind, member, space, card and zone, legal or not) so every refusal a crew player could
provoke is asked for.
"""

from __future__ import annotations

from typing import Any

from jaws.content import default_content
from jaws.engine import IllegalAction, apply
from jaws.engine.act1 import actions as A1
from jaws.engine.act1.actions import CrewMember
from jaws.engine.act2 import actions as A2
from jaws.engine.state import GameState
from jaws.session import GameSession

CONTENT = default_content()
CREW: tuple[CrewMember, ...] = ("quint", "brody", "hooper")
VIEWERS = ("crew", "spectator")

# Words that only the Shark's own rule checks use. A crew action must never be refused with one
# of these (it would mean a shark-side check ran on crew input, and such reasons can quote the
# Shark's position, plan, Power tokens or hand).
SHARK_ONLY_REASON_MARKERS = (
    "The Shark cannot swim",
    "Power token",
    "Speed Burst",
    "Feeding Frenzy",
    "in your space",
    "must first choose its secret",
    "already chosen its starting space",
    "must start in a water space",
    "Swimmer Track is full",
    "knock captains",
    "nothing to take back",
    "The Shark has no actions left",
    "your hand",
    "Choose one of the options",
    "Chum must show",
    "Ramming Speed",
    "reroll",
    "Domino Effect",
    "Second Helping",
    "The Shark has already attacked",
    "next to the Shark",
)


def crew_surfaces(session: GameSession) -> dict[str, Any]:
    """Every headless thing a crew player or spectator can see now, by name."""
    out: dict[str, Any] = {"to move": session.whose_turn(), "act": session.act}
    out |= {"round": session.round, "checkpoint": session.checkpoint()}
    out |= {"outcome": session.outcome}
    for viewer in VIEWERS:
        view = session.view(viewer)
        out[f"{viewer} view"] = view
        out[f"{viewer} view repr"] = repr(view)
        out[f"{viewer} view str"] = str(view)
        events = session.events_for(viewer)
        out[f"{viewer} events"] = events
        out[f"{viewer} event texts"] = [str(e) for e in events]
    legal = session.legal_actions("crew")
    out["crew legal actions"] = legal
    out["crew legal action texts"] = [str(a) for a in legal]
    return out


def assert_same_surfaces(a: dict[str, Any], b: dict[str, Any], where: str) -> None:
    """Fail naming the first surface that differs."""
    assert a.keys() == b.keys()
    for name in a:
        assert a[name] == b[name], f"{where}: the {name} differ, so they reveal a secret"


def act1_crew_candidates() -> list[Any]:
    """Every shape of Act 1 crew action, legal or not."""
    act1 = CONTENT.act1
    spaces = sorted(set(act1.water_adj) | set(act1.land_adj))
    beaches = list(act1.board.beaches)
    out: list[Any] = []
    for member in CREW:
        out += [A1.CrewMove(member, (space,)) for space in spaces]
        out += [A1.Rescue(member), A1.Rescue(member, True), A1.EndCrewTurn(member)]
        out += [A1.PickUpBarrels(member, source, 1) for source in ("dock", "water", "shop")]
        out += [A1.ChooseExtraAction(member)]
    out += [A1.CrewMove("hooper", (a, b)) for a in spaces for b in act1.water_adj.get(a, ())]
    out += [A1.PickUpBarrels("quint", "hooper_boat", 1), A1.DropBarrel(), A1.GiveBarrels()]
    out += [A1.LaunchBarrel(space) for space in sorted(act1.water_adj)]
    out += [A1.UseBinoculars(), A1.UseFishFinder()]
    out += [A1.CloseBeach(beach) for beach in beaches]
    out += [A1.ClimbAboard("quint"), A1.ClimbAboard("hooper")]
    out += [A1.ChooseBeach(beach) for beach in beaches]
    out += [A1.ChooseDock(dock) for dock in ("5", "8")]
    out += [A1.HelicopterMove(None), *(A1.HelicopterMove(s) for s in sorted(act1.land_adj))]
    return out


def act2_crew_candidates() -> list[Any]:
    """Every shape of Act 2 crew action, legal or not."""
    act2 = CONTENT.act2
    cards = list(act2.gear_cards)
    zones = list(act2.zones)
    spaces = [f"{side}{zone}" for side in "BW" for zone in zones]
    out: list[Any] = []
    for member in CREW:
        out += [A2.GiveGear(card, member) for card in cards]
        out += [A2.BoardOrca(member, zone) for zone in zones]
        out += [A2.OrcaMove(member, space) for space in spaces]
        out += [A2.ChooseWeapon(member, card) for card in cards]
        out += [A2.PlaceTarget(member, zone) for zone in zones]
        out += [A2.ShiftTarget(member, zone) for zone in zones]
        out += [A2.PlayChum(member, card) for card in cards if card.startswith("chum")]
        out += [A2.PlayCage(member, card) for card in cards if card.startswith("shark_cage")]
        out += [A2.AttackShark(member), A2.AttackShark(member, "ammo_1")]
        out += [A2.DeclineAttack(member)]
    out += [A2.CrewReady(), A2.EndCrewAttacks()]
    return out


def crew_refusals(state: GameState, candidates: list[Any]) -> list[tuple[str, str | None]]:
    """For each candidate crew action: its text and the refusal reason (None if accepted)."""
    out: list[tuple[str, str | None]] = []
    for action in candidates:
        try:
            apply(state, action)
        except IllegalAction as exc:
            out.append((str(action), exc.reason))
        else:
            out.append((str(action), None))
    return out


def shark_only_reasons(refusals: list[tuple[str, str | None]]) -> list[tuple[str, str]]:
    """The refusals of crew actions that quote a Shark-side rule check."""
    return [
        (action, reason)
        for action, reason in refusals
        if reason is not None and any(marker in reason for marker in SHARK_ONLY_REASON_MARKERS)
    ]


def fork(session: GameSession) -> GameSession:
    """An independent copy of a session, rebuilt by replaying its log.

    Not a deep copy: a copied frozenset may iterate in another order than the original, and
    then two equal views would print differently. A replay builds every value the same way.
    """
    return GameSession.replay(
        session.mode,
        session.seed,
        session.actions,
        players=session.players,
        seats=dict(session.seats),
        crew_players=dict(session.crew_players),
        content=session.state.content,
    )
