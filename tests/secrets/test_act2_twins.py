"""Act 2: games that differ only in the Shark's secrets look the same to the crew.

The secrets: the Shark's hand, its locked-in option, its Chum pick and the card under its token
until the reveal, and every deck's order. Twin games (see act2_twins.py) share every public fact
and differ in those; at every step of every phase the crew's and the spectator's views, logs,
legal actions and refusals must be equal.
"""

from __future__ import annotations

import pytest

from jaws.session import GameSession
from tests.secrets.act2_twins import run_act2_twins, unrevealed_hand_words
from tests.secrets.surfaces import (
    act2_crew_candidates,
    assert_same_surfaces,
    crew_refusals,
    crew_surfaces,
    shark_only_reasons,
)

CANDIDATES = act2_crew_candidates()


def _compare_surfaces(a: GameSession, b: GameSession, where: str) -> None:
    assert_same_surfaces(crew_surfaces(a), crew_surfaces(b), where)


def _compare_everything(a: GameSession, b: GameSession, where: str) -> None:
    _compare_surfaces(a, b, where)
    refusals_a = crew_refusals(a.state, CANDIDATES)
    assert refusals_a == crew_refusals(b.state, CANDIDATES), (
        f"{where}: a crew action is refused differently, so the refusal reveals a secret"
    )
    assert shark_only_reasons(refusals_a) == [], f"{where}: a crew action got a Shark's reason"


@pytest.mark.parametrize("seed", range(6))
def test_different_hands_look_the_same_through_whole_rounds(seed: int) -> None:
    a, b, report = run_act2_twins(seed, _compare_surfaces, diverge_round=None, max_steps=250)
    assert report.phases == {"divide", "board", "choose", "prepare", "crew_attack", "shark_attack"}
    assert report.choices >= 3
    assert a.state.act2 is not None and b.state.act2 is not None
    assert set(a.state.act2.hand) != set(b.state.act2.hand), "the hands must really differ"


@pytest.mark.parametrize("seed", range(8))
def test_different_choices_look_the_same_until_the_reveal(seed: int) -> None:
    _, _, report = run_act2_twins(seed, _compare_surfaces, diverge_round=1 + seed % 4)
    assert report.different_choices == 1, "the Sharks must have locked in different options"
    assert "prepare" in report.phases


def test_different_cards_under_the_token_look_the_same_until_the_reveal() -> None:
    played_apart = 0
    for seed in range(12):
        _, _, report = run_act2_twins(seed, _compare_surfaces, diverge_round=1 + seed % 3)
        played_apart += report.different_cards
    assert played_apart >= 3, "some twins must have slid different Ability cards under the token"


@pytest.mark.parametrize(("seed", "diverge_round"), [(0, None), (1, 2)])
def test_every_crew_refusal_is_the_same_in_twin_games(seed: int, diverge_round: int | None) -> None:
    _, _, report = run_act2_twins(seed, _compare_everything, diverge_round=diverge_round)
    assert report.choices >= 2


def test_crew_facing_text_never_names_an_unrevealed_ability_card() -> None:
    checked = 0

    def no_card_names(a: GameSession, b: GameSession, where: str) -> None:
        nonlocal checked
        for session in (a, b):
            secret = unrevealed_hand_words(session)
            texts = [repr(session.view("crew")), repr(session.view("spectator"))]
            texts += [str(e) for e in session.events_for("crew")]
            texts += [str(action) for action in session.legal_actions("crew")]
            for text in texts:
                leaked = [word for word in secret if word in text]
                assert leaked == [], f"{where}: crew-facing text names {leaked}: {text[:200]}"
            checked += len(secret)

    for seed in range(3):
        run_act2_twins(seed, no_card_names, diverge_round=3)
    assert checked > 100
