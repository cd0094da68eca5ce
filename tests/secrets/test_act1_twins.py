"""Act 1: games that differ only in the Shark's secrets look the same to the crew.

Twin games (see twins.py) share every public fact; the Sharks start apart, end their turns
apart, play different Power tokens and plan different numbers of steps. At every step of every
phase, the crew's and the spectator's views (as objects, repr and str), their event logs (as
events and as text), the crew's legal actions and the refusal of every crew action must be
equal in both games.
"""

from __future__ import annotations

import pytest

from jaws.engine.act1.actions import POWER_NAMES
from jaws.session import GameSession
from tests.secrets.surfaces import (
    act1_crew_candidates,
    assert_same_surfaces,
    crew_refusals,
    crew_surfaces,
    shark_only_reasons,
)
from tests.secrets.twins import TwinReport, run_twins

CANDIDATES = act1_crew_candidates()

TWINS = [
    ("act1", 0, ("1", "4")),
    ("act1", 1, ("N", "S")),
    ("act1", 2, ("E", "3")),
    ("act1", 3, ("5", "8")),
    ("full", 4, ("W", "2")),
    ("full", 5, ("6", "7")),
]


def _compare_surfaces(a: GameSession, b: GameSession, where: str) -> None:
    assert_same_surfaces(crew_surfaces(a), crew_surfaces(b), where)


def _compare_everything(a: GameSession, b: GameSession, where: str) -> None:
    _compare_surfaces(a, b, where)
    refusals_a = crew_refusals(a.state, CANDIDATES)
    assert refusals_a == crew_refusals(b.state, CANDIDATES), (
        f"{where}: a crew action is refused differently, so the refusal reveals a secret"
    )
    assert shark_only_reasons(refusals_a) == [], f"{where}: a crew action got a Shark's reason"


def _assert_the_secrets_really_differed(report: TwinReport) -> None:
    assert report.shark_turns >= 5
    assert report.turns_ending_apart >= 3, "the twins must hide different Shark positions"
    assert report.turns_with_different_powers >= 1, "and different Power tokens"
    assert report.turns_with_different_step_counts >= 1, "and plans of different lengths"
    assert {"shark", "crew"} <= report.phases


@pytest.mark.parametrize(("mode", "seed", "starts"), TWINS)
def test_twin_games_look_the_same_to_the_crew_at_every_step(
    mode: str, seed: int, starts: tuple[str, str]
) -> None:
    _, _, report = run_twins(seed, starts, _compare_surfaces, mode=mode, max_steps=150)
    _assert_the_secrets_really_differed(report)


@pytest.mark.parametrize(("mode", "seed", "starts"), TWINS[:2])
def test_every_crew_refusal_is_the_same_in_twin_games(
    mode: str, seed: int, starts: tuple[str, str]
) -> None:
    _, _, report = run_twins(seed, starts, _compare_everything, mode=mode, max_steps=60)
    assert report.shark_turns >= 3 and report.turns_ending_apart >= 1


def test_an_event_choice_phase_is_compared_too() -> None:
    seen: set[str] = set()

    def note_phase(a: GameSession, b: GameSession, where: str) -> None:
        _compare_surfaces(a, b, where)
        assert a.state.act1 is not None
        seen.add(a.state.act1.phase)

    for seed, starts in ((0, ("1", "4")), (6, ("2", "3")), (7, ("N", "E"))):
        run_twins(seed, starts, note_phase, max_steps=150)
    assert {"shark_start", "event_choice", "shark", "crew"} <= seen


def test_crew_facing_text_never_names_a_power_token_during_act1() -> None:
    names = [*POWER_NAMES.values(), *POWER_NAMES]
    powers_played = 0

    def no_power_names(a: GameSession, b: GameSession, where: str) -> None:
        nonlocal powers_played
        for session in (a, b):
            texts = [repr(session.view("crew")), repr(session.view("spectator"))]
            texts += [str(e) for e in session.events_for("crew")]
            texts += [str(act) for act in session.legal_actions("crew")]
            for text in texts:
                leaked = [name for name in names if name in text]
                assert leaked == [], f"{where}: crew-facing text names {leaked}: {text[:200]}"
        assert a.state.act1 is not None
        powers_played = max(powers_played, 4 - len(a.state.act1.powers_left))

    run_twins(8, ("S", "1"), no_power_names, max_steps=150)
    assert powers_played >= 2, "the Sharks must have played Power tokens for this to mean much"
