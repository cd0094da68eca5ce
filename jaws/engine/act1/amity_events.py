"""The Event phase: draw an Amity Event card, place swimmers, and carry out the card."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from jaws.content.act1 import BEACHES, CREW, Act1Content, EventCardModel
from jaws.engine.act1 import events as ev
from jaws.engine.act1.actions import (
    Act1Action,
    ChooseBeach,
    ChooseDock,
    ChooseExtraAction,
    HelicopterMove,
)
from jaws.engine.act1.state import Act1State, PendingChoice, RoundEffects, SharkPlan
from jaws.engine.errors import IllegalAction
from jaws.engine.rng import Rng

Events = list[ev.Act1Event]


def start_round(a1: Act1State, content: Act1Content, rng: Rng, out: Events) -> None:
    """Begin the next round: reset the round's state, draw and resolve the Event card."""
    a1.round += 1
    a1.active = None
    a1.done = frozenset()
    a1.used_once = frozenset()
    a1.revealed_at = None
    a1.fish_finder_at = None
    a1.binoculars_at = None
    out.append(ev.RoundStarted(a1.round))
    card = _draw_event(a1, content, rng, out)
    _apply_event_card(a1, content, card, out)


def _draw_event(a1: Act1State, content: Act1Content, rng: Rng, out: Events) -> EventCardModel:
    """Draw the round's Amity Event card, reshuffling the discards into an empty deck."""
    reshuffled = False
    if not a1.deck:
        a1.deck = tuple(rng.shuffled(a1.discard))
        a1.discard = ()
        reshuffled = True
    card_id = a1.deck[0]
    a1.deck = a1.deck[1:]
    a1.discard = (*a1.discard, card_id)
    a1.event = card_id
    card = content.cards[card_id]
    drawn = ev.EventDrawn(a1.round, card_id, card.name, reshuffled)
    out.append(drawn)
    a1.record = (*a1.record, drawn)
    return card


def _apply_event_card(
    a1: Act1State, content: Act1Content, card: EventCardModel, out: Events
) -> None:
    """The card's rule changes and swimmers, then its choice if it asks one (or the Shark's
    phase)."""
    rules = _card_rules(content, card.id)
    a1.effects = rules.effects
    a1.actions_left = rules.actions_left.copy()
    for member, extra in rules.extra_actions:
        out.append(ev.ExtraActions(member, extra))

    if card.reopen_beaches and a1.beach_token is not None:
        out.append(ev.BeachTokenChanged(a1.beach_token, "removed"))
        a1.beach_token = None
        a1.token_face = None

    alert = a1.track <= content.events.shark_alert_track
    _place_swimmers(a1, rules.alert_swimmers if alert else rules.swimmers, out)
    pending = _card_choice(a1, content, card, out)
    if pending is None:
        begin_shark_phase(a1)
    else:
        a1.phase = "event_choice"
        a1.pending = pending[0]
        a1.pending_options = pending[1]


@dataclass(frozen=True)
class _CardRules:
    """What an Event card does whenever it comes up, worked out once per card and content."""

    effects: RoundEffects
    actions_left: dict[str, int]  # each member's actions this round (copied into the state)
    extra_actions: tuple[tuple[str, int], ...]  # the members the card gives extra actions
    swimmers: dict[str, int]  # swimmers to place, keyed by beach in N, E, S, W order
    alert_swimmers: dict[str, int]  # the same with the Shark Alert's extras, if it has one


@cache
def _card_rules(content: Act1Content, card_id: int) -> _CardRules:
    card = content.cards[card_id]
    comp = content.components
    effects = RoundEffects(
        shark_actions=comp.shark_actions + card.shark_extra_actions,
        docks_closed=card.docks_closed,
        free_dock_actions=card.free_dock_actions,
        knock_ins=card.knock_ins,
        no_closing=card.reopen_beaches,
    )
    swimmers = card.swimmers.as_dict()
    alert_swimmers = dict(swimmers)
    if card.shark_alert is not None:
        for beach, extra in card.shark_alert.as_dict().items():
            alert_swimmers[beach] += extra
    return _CardRules(
        effects=effects,
        actions_left={m: comp.crew_actions + card.extra_actions(m) for m in CREW},
        extra_actions=tuple((m, card.extra_actions(m)) for m in CREW if card.extra_actions(m)),
        swimmers=swimmers,
        alert_swimmers=alert_swimmers,
    )


def _card_choice(
    a1: Act1State, content: Act1Content, card: EventCardModel, out: Events
) -> tuple[PendingChoice, tuple[str, ...]] | None:
    """The choice the card asks of the table, if any (a lone option is taken at once)."""
    pending: tuple[PendingChoice, tuple[str, ...]] | None = None
    if card.place_michael and a1.michael is None:
        open_beaches = [b for b in BEACHES if b != a1.beach_token]
        fewest = min(a1.swimmers[b] for b in open_beaches)
        options = tuple(b for b in open_beaches if a1.swimmers[b] == fewest)
        if len(options) == 1:
            _place_michael(a1, options[0], out)
        else:
            pending = ("michael_beach", options)
    if card.mayor_closes_beach:
        pending = ("mayor_beach", BEACHES)
    if card.brody_hooper_to_dock:
        pending = ("dock", tuple(content.board.docks))
    if card.crew_to_busiest_beach:
        options = _busiest_beaches(a1)
        if len(options) == 1:
            _hoax(a1, options[0], out)
        else:
            pending = ("hoax_beach", options)
    if card.helicopter:
        pending = (
            "helicopter",
            tuple(s for s in content.land_spaces if s != a1.positions["brody"]),
        )
    if card.crew_choice_extra_actions:
        pending = ("extra_action", CREW)
    return pending


def begin_shark_phase(a1: Act1State) -> None:
    """Hand the turn to the Shark with an empty plan."""
    a1.phase = "shark"
    a1.pending = None
    a1.pending_options = ()
    position = a1.shark_position
    assert position is not None
    a1.plan = SharkPlan(steps=[], position=position, path=[position])


def _place_swimmers(a1: Act1State, wanted: dict[str, int], out: Events) -> None:
    placed: list[tuple[str, int]] = []
    short: list[tuple[str, int]] = []
    for beach in BEACHES:
        count = wanted[beach]
        if count == 0:
            continue
        if beach == a1.beach_token:
            if a1.token_face == "closed":
                a1.token_face = "opening_soon"
                out.append(ev.BeachTokenChanged(beach, "opening_soon"))
            else:
                a1.beach_token = None
                a1.token_face = None
                out.append(ev.BeachTokenChanged(beach, "removed"))
            continue
        put = min(count, a1.supply)
        a1.supply -= put
        a1.swimmers[beach] += put
        placed.append((beach, put))
        if put < count:
            short.append((beach, count - put))
    out.append(ev.SwimmersPlaced(tuple(placed), tuple(short)))


def _place_michael(a1: Act1State, beach: str, out: Events) -> None:
    a1.michael = beach
    out.append(ev.MichaelPlaced(beach))


def _busiest_beaches(a1: Act1State) -> tuple[str, ...]:
    def swimmers_at(beach: str) -> int:
        return a1.swimmers[beach] + (1 if a1.michael == beach else 0)

    most = max(swimmers_at(b) for b in BEACHES)
    return tuple(b for b in BEACHES if swimmers_at(b) == most)


def _hoax(a1: Act1State, beach: str, out: Events) -> None:
    for member in CREW:
        if a1.positions[member] != beach:
            a1.positions[member] = beach
            out.append(ev.CrewRelocated(member, beach))


def resolve_choice(a1: Act1State, action: Act1Action, content: Act1Content, out: Events) -> None:
    """Carry out the crew's decision for the pending Event choice; raises IllegalAction."""
    pending = a1.pending
    options = a1.pending_options
    if pending == "extra_action" and isinstance(action, ChooseExtraAction):
        if action.member not in options:
            raise IllegalAction(f"{action.member} cannot take the extra action.")
        a1.actions_left[action.member] += content.cards[a1.event or 0].crew_choice_extra_actions
        out.append(
            ev.ExtraActions(action.member, content.cards[a1.event or 0].crew_choice_extra_actions)
        )
    elif pending in ("mayor_beach", "michael_beach", "hoax_beach") and isinstance(
        action, ChooseBeach
    ):
        if action.beach not in options:
            raise IllegalAction(
                f"Beach {action.beach} is not one of the choices ({', '.join(options)})."
            )
        if pending == "mayor_beach":
            cleared = a1.swimmers[action.beach]
            michael = a1.michael == action.beach
            a1.swimmers[action.beach] = 0
            a1.supply += cleared
            if michael:
                a1.michael = None
            out.append(ev.BeachCleared(action.beach, cleared, michael))
            a1.beach_token = action.beach
            a1.token_face = "closed"
            out.append(ev.BeachTokenChanged(action.beach, "closed"))
        elif pending == "michael_beach":
            _place_michael(a1, action.beach, out)
        else:
            _hoax(a1, action.beach, out)
    elif pending == "dock" and isinstance(action, ChooseDock):
        if action.dock not in options:
            raise IllegalAction(f"{action.dock} is not a Dock.")
        for member in ("brody", "hooper"):
            if a1.positions[member] != action.dock:
                a1.positions[member] = action.dock
                out.append(ev.CrewRelocated(member, action.dock))
    elif pending == "helicopter" and isinstance(action, HelicopterMove):
        if action.space is not None:
            if action.space not in options:
                raise IllegalAction("The helicopter can only land Brody on a land space.")
            a1.positions["brody"] = action.space
            out.append(ev.CrewRelocated("brody", action.space))
        else:
            out.append(ev.CrewStayed("brody", a1.positions["brody"]))
    else:
        raise IllegalAction(waiting_for(pending))
    begin_shark_phase(a1)


def waiting_for(pending: str | None) -> str:
    return {
        "extra_action": "First pick the crew member who gets the extra action.",
        "mayor_beach": "First pick the beach Mayor Vaughn closes.",
        "michael_beach": "First pick the beach where Michael swims.",
        "hoax_beach": "First pick the beach the crew rushes to.",
        "dock": "First pick the Dock Brody and Hooper rush to.",
        "helicopter": "First say where the helicopter takes Brody (or that he stays).",
    }.get(pending or "", "That is not a decision for now.")
