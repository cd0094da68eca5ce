"""Twin Act 2 games: the same public history, different Shark hands, choices and deck orders.

Twin B is a copy of game A taken at the start of Act 2 whose secrets are then changed: its
Shark holds a different hand (sharing one card with A's, so both can play it), and the order of
the cards set aside differs. Both games then take the same public actions:

- before round `diverge_round` (every round if it is None): both Sharks lock in the same option
  and, when they play a card, the same card. Only the unplayed hands differ, so the games can be
  compared through every step of every round until the game ends (the end shows everything).
- in round `diverge_round`: the Sharks lock in different options, different Chum picks and
  different cards (or both none), and the rest of the Resurface deck is put in another order;
  the twins are compared until the crew would reveal the choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from jaws.engine import IllegalAction, apply
from jaws.session import GameSession
from tests.secrets.surfaces import fork
from tests.secrets.twins import public_events

Check = Callable[[GameSession, GameSession, str], None]


@dataclass
class Act2TwinReport:
    steps: int = 0
    choices: int = 0
    different_choices: int = 0
    different_cards: int = 0
    cards_played: int = 0
    phases: set[str] = field(default_factory=set)


def _swap_secrets(b: GameSession, chooser: random.Random) -> None:
    """Give twin B another hand (keeping A's first card) and other hidden deck orders."""
    a2 = b.state.act2
    assert a2 is not None
    hand, aside = list(a2.hand), list(a2.ability_aside)
    assert len(aside) >= len(hand) - 1, "not enough cards aside to change the hand"
    new_hand = [hand[0], *aside[: len(hand) - 1]]
    rest = [*hand[1:], *aside[len(hand) - 1 :]]
    chooser.shuffle(rest)
    a2.hand, a2.ability_aside = tuple(new_hand), tuple(rest)
    a2.gear_aside = tuple(reversed(a2.gear_aside))


def _choices(chooser: random.Random, a: GameSession, b: GameSession, same: bool) -> tuple[Any, Any]:
    legal_a, legal_b = a.legal_actions("shark"), b.legal_actions("shark")
    if same:
        shared = [c for c in legal_a if c in legal_b]
        choice = chooser.choice(shared)
        return choice, choice
    choice_a = chooser.choice(legal_a)
    differing = [
        c
        for c in legal_b
        if (c.card is None) == (choice_a.card is None)
        and c.option != choice_a.option
        and c.chum != choice_a.chum
        and (c.card is None or c.card.rsplit("_", 1)[0] != choice_a.card.rsplit("_", 1)[0])
    ]
    differing = differing or [
        c for c in legal_b if (c.card is None) == (choice_a.card is None) and c != choice_a
    ]
    return choice_a, chooser.choice(differing)


def _same_public_step(chooser: random.Random, a: GameSession, b: GameSession) -> Any | None:
    """A random action for the seat to move whose public result is the same in both games."""
    seat = a.whose_turn()
    assert seat is not None
    options = a.legal_actions(seat)
    chooser.shuffle(options)
    for action in options:
        if action.kind == "crew_ready" and len(options) > 1 and chooser.random() < 0.7:
            continue  # let the crew prepare a while before the reveal
        try:
            _, events_b = apply(b.state, action)
        except IllegalAction:
            continue
        _, events_a = apply(a.state, action)
        if public_events(events_a) == public_events(events_b):
            return action
    return None


def run_act2_twins(
    seed: int, check: Check, *, diverge_round: int | None, max_steps: int = 200
) -> tuple[GameSession, GameSession, Act2TwinReport]:
    """Play twin Act 2 games, calling `check(a, b, where)` after every step."""
    chooser = random.Random(seed)
    a = GameSession.new("act2", seed)
    b = fork(a)
    _swap_secrets(b, chooser)
    diverged = False
    report = Act2TwinReport()
    check(a, b, "at the start of Act 2")
    while report.steps < max_steps:
        a2 = a.state.act2
        assert a2 is not None
        if a2.is_over:
            break
        report.phases.add(a2.phase)
        where = f"round {a2.round}, {a2.phase}"
        if a2.phase == "choose":
            diverged = a2.round == diverge_round
            if diverged:  # the options are face up now: reorder what is left below them
                b2 = b.state.act2
                assert b2 is not None
                b2.resurface_deck = tuple(reversed(b2.resurface_deck))
            choice_a, choice_b = _choices(chooser, a, b, same=not diverged)
            a.submit(choice_a)
            b.submit(choice_b)
            report.choices += 1
            report.different_choices += choice_a.option != choice_b.option
            report.different_cards += choice_a.card != choice_b.card
            report.cards_played += choice_a.card is not None
            check(a, b, f"{where}, after the Sharks locked in")
        else:
            if diverged and a2.phase != "prepare":
                break  # the crew revealed two different choices: the twins part here
            action = _same_public_step(chooser, a, b)
            if action is None:
                break
            a.submit(action)
            b.submit(action)
            after = a.state.act2
            assert after is not None
            if after.is_over or (diverged and after.phase != "prepare"):
                break
            check(a, b, f"{where}, after {action}")
        report.steps += 1
    return a, b, report


def unrevealed_hand_words(session: GameSession) -> list[str]:
    """Ids and names of the Shark's cards whose kind the crew has never seen played."""
    state = session.state
    a2 = state.act2
    assert a2 is not None
    seen_kinds = {card.rsplit("_", 1)[0] for card in a2.ability_removed}
    if a2.ability_played is not None and a2.ability_revealed:
        seen_kinds.add(a2.ability_played.rsplit("_", 1)[0])
    secret = [*a2.hand]
    if a2.ability_played is not None and not a2.ability_revealed:
        secret.append(a2.ability_played)
    words: list[str] = []
    for card in secret:
        kind = card.rsplit("_", 1)[0]
        if kind not in seen_kinds:
            words += [card, kind, state.content.act2.ability_of(card).name]
    return words
