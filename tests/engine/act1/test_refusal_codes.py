"""Issue 13: the Act 1 rule predicates answer with a cheap code, never a formatted sentence.

Listing legal actions asks them many times a step; the sentence is built only when `apply`
refuses, and it reads exactly as the rule's template says, with every blank filled in.
"""

from __future__ import annotations

import random

from jaws.content.act1 import CREW
from jaws.engine import IllegalAction, apply, legal_actions, new_game, whose_turn
from jaws.engine.act1 import actions as A
from jaws.engine.act1 import crew_checks, shark
from jaws.engine.act1.refusals import Refusal
from jaws.engine.state import GameState
from tests.helpers import a1_of, at_shark_phase, set_swimmers


def _states(games: int) -> list[GameState]:
    out = []
    for seed in range(games):
        chooser, state = random.Random(seed), new_game("act1", seed)
        while (seat := whose_turn(state)) is not None:
            out.append(state)
            actions = legal_actions(state, seat)
            state, _ = apply(state, actions[chooser.randrange(len(actions))])
    return out


def _crew_answers(state: GameState) -> list[object]:
    a1, content = a1_of(state), state.content.act1
    answers: list[object] = [
        crew_checks.fish_finder_refusal(a1),
        crew_checks.give_refusal(a1),
        crew_checks.launch_refusal(a1),
        crew_checks.drop_refusal(a1),
        crew_checks.binoculars_refusal(a1, content),
        crew_checks.closing_refusal(a1, content),
    ]
    answers += [crew_checks.beach_refusal(a1, b, content) for b in content.board.beaches]
    answers += [crew_checks.launch_target_refusal(a1, s, content) for s in content.water_adj]
    for member in CREW:
        answers += [crew_checks.turn_refusal(a1, member)]
        answers += [crew_checks.rescue_refusal(a1, member, m) for m in (False, True)]
        for source in crew_checks.PICK_UP_SOURCES[member]:
            found = crew_checks.barrels_to_pick_up(a1, member, source, content)
            if not isinstance(found, int):  # a count of barrels is no refusal
                answers.append(found)
    return answers


def _shark_answers(state: GameState) -> list[object]:
    a1, content = a1_of(state), state.content.act1
    plan = a1.plan
    assert plan is not None
    answers: list[object] = [
        shark.track_full_refusal(a1, plan, content),
        shark.no_actions_refusal(a1, plan),
        shark.eat_refusal(a1, plan, False),
        shark.eat_refusal(a1, plan, True),
        shark.eat_all_refusal(a1, plan),
    ]
    answers += [shark.power_refusal(a1, plan, p) for p in (*A.POWER_NAMES, "nope")]
    return answers


def test_every_rule_predicate_answers_with_a_code_or_none() -> None:
    answers: list[object] = []
    for state in _states(4):
        phase = a1_of(state).phase
        if phase == "crew":
            answers += _crew_answers(state)
        elif phase == "shark":
            answers += _shark_answers(state)
    refusals = [a for a in answers if a is not None]
    assert len(refusals) > 1000
    strangers = {repr(a) for a in refusals if type(a) is not Refusal}
    assert strangers == set(), f"predicates built sentences: {sorted(strangers)[:5]}"


def _reason(state: GameState, action: object) -> str:
    try:
        apply(state, action)  # type: ignore[arg-type]
    except IllegalAction as exc:
        return exc.reason
    raise AssertionError(f"{action} was accepted")


def test_a_refusal_reads_as_its_sentence_with_the_blanks_filled() -> None:
    state = at_shark_phase(shark="N")
    set_swimmers(state, N=0)
    assert _reason(state, A.SharkMove(("8",))) == (
        "The Shark cannot swim from N to 8: not adjacent water."
    )
    a1_of(state).powers_left = ("feeding_frenzy",)
    assert _reason(state, A.PlayPower("speed_burst")) == (
        "Speed Burst has already been used this game."
    )
    assert _reason(state, A.SharkEat()) == "There is no swimmer in your space to eat."
    assert _reason(state, A.SharkMove(("1", "2"))) == (
        "Moving more than one space needs the Speed Burst token."
    )


def test_no_refusal_over_many_actions_leaves_a_blank_unfilled() -> None:
    spaces = ("1", "4", "8", "N", "S", "X")
    candidates: list[object] = [A.SharkMove((a, b)) for a in spaces for b in spaces]
    candidates += [A.SharkMove((s,), ("quint", "hooper")) for s in spaces]
    candidates += [A.PlayPower(p) for p in A.POWER_NAMES]  # type: ignore[arg-type]
    for member in CREW:
        candidates += [A.CrewMove(member, (a, b)) for a in spaces for b in spaces]
        candidates += [A.CrewMove(member, (s,)) for s in spaces]
        candidates += [A.PickUpBarrels(member, src, n) for src in ("dock", "water") for n in (1, 9)]
        candidates += [A.EndCrewTurn(member), A.Rescue(member), A.LaunchBarrel("1", member)]  # type: ignore[arg-type]
    candidates += [A.CloseBeach(b) for b in ("N", "E", "Q")] + [A.LaunchBarrel("8")]
    reasons = set()
    for state in _states(2)[::5]:
        for action in candidates:
            try:
                apply(state, action)  # type: ignore[arg-type]
            except IllegalAction as exc:
                reasons.add(exc.reason)
    assert len(reasons) > 30
    assert [r for r in reasons if "{" in r or "}" in r] == []
