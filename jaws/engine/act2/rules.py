"""Act 2's road for change: check the phase and seat, then the action's own rule, then do it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from jaws.content import Content
from jaws.content.act2 import CREW, Act2Content
from jaws.engine.act2 import actions as A
from jaws.engine.act2 import crew_attacks, prepare, shark_attacks
from jaws.engine.act2.rounds import Out
from jaws.engine.act2.state import Act2State
from jaws.engine.actions import Action
from jaws.engine.errors import IllegalAction
from jaws.engine.rng import Rng
from jaws.ids import Seat

T = TypeVar("T", bound=Action)
Handler = Callable[[Act2State, Action, Act2Content, Rng, Out], None]


def _rules(*pairs: tuple[type, Handler]) -> dict[type, Handler]:
    return dict(pairs)


def _rule(
    kind: type[T], handler: Callable[[Act2State, T, Act2Content, Rng, Out], None]
) -> tuple[type, Handler]:
    """A table entry, once mypy has seen that `handler` takes a `kind`. The table is looked up
    by an action's exact type, so the handler only ever gets a `kind`: widening it is safe."""
    return kind, cast(Handler, handler)


# Which actions each phase accepts, and the rule that handles each.
_PHASE_RULES: dict[str, dict[type, Handler]] = {
    "divide": _rules(_rule(A.GiveGear, prepare.give_gear)),
    "board": _rules(_rule(A.BoardOrca, prepare.board_orca)),
    "choose": _rules(_rule(A.SharkChoose, prepare.shark_choose)),
    "prepare": _rules(
        _rule(A.OrcaMove, prepare.orca_move),
        _rule(A.ChooseWeapon, prepare.choose_weapon),
        _rule(A.PlaceTarget, prepare.place_target),
        _rule(A.PlayChum, prepare.play_chum),
        _rule(A.PlayCage, prepare.play_cage),
        _rule(A.CrewReady, prepare.crew_ready),
    ),
    "crew_attack": _rules(
        _rule(A.ShiftTarget, crew_attacks.shift_target),
        _rule(A.AttackShark, crew_attacks.attack_shark),
        _rule(A.DeclineAttack, crew_attacks.decline_attack),
        _rule(A.PlayCage, prepare.play_cage),
        _rule(A.EndCrewAttacks, crew_attacks.end_crew_attacks),
    ),
    "shark_attack": _rules(
        _rule(A.RamMove, shark_attacks.ram_move),
        _rule(A.AttackBoat, shark_attacks.attack_boat),
        _rule(A.AttackCrew, shark_attacks.attack_crew),
        _rule(A.SkipSharkAttack, shark_attacks.skip_attack),
        _rule(A.MaulReroll, shark_attacks.maul_reroll),
        _rule(A.DominoTarget, shark_attacks.domino_target),
        _rule(A.SecondHelping, shark_attacks.second_helping),
    ),
    "cage": _rules(
        _rule(A.PlayCage, prepare.play_cage),
        _rule(A.LetSharkRoll, shark_attacks.let_shark_roll),
    ),
}

SEATS: dict[str, Seat] = {
    "divide": "crew",
    "board": "crew",
    "choose": "shark",
    "prepare": "crew",
    "crew_attack": "crew",
    "shark_attack": "shark",
    "cage": "crew",
}

PHASE_NAMES = {
    "divide": "the crew dividing the shared gear",
    "board": "the crew boarding the Orca",
    "choose": "the Shark choosing where to resurface",
    "prepare": "the crew preparing",
    "crew_attack": "the crew's attacks",
    "shark_attack": "the Shark's attack",
    "cage": "the crew's last chance to play a Shark Cage before the Shark rolls",
    "over": "the end of the game",
}


def whose_turn_act2(a2: Act2State) -> Seat | None:
    """The seat expected to act: "shark", "crew", or None when Act 2 is over."""
    return SEATS.get(a2.phase)


def act2_winner(a2: Act2State) -> tuple[Seat, str] | None:
    """(winner, reason) once Act 2 has ended, else None."""
    if a2.winner is None or a2.end_reason is None:
        return None
    return a2.winner, a2.end_reason


def apply_act2(a2: Act2State, action: Action, content: Content, rng: Rng) -> Out:
    """Change `a2` in place by one action; raises IllegalAction (the caller holds a clone)."""
    phase = a2.phase
    if phase == "over":
        raise IllegalAction("The game is over.")
    expected = SEATS[phase]
    seat = getattr(action, "seat", None)
    if seat != expected:
        who = "the Shark" if expected == "shark" else "the crew"
        raise IllegalAction(f"It is {who}'s move now ({PHASE_NAMES[phase]}).")
    handler = _PHASE_RULES[phase].get(type(action))
    if handler is None:
        raise IllegalAction(f"That cannot be done now, during {PHASE_NAMES[phase]}.")
    member = getattr(action, "member", None)
    if member is not None and member not in CREW:
        raise IllegalAction(f"There is no crew member called {member!r}.")
    out: Out = []
    act2 = content.act2
    handler(a2, action, act2, rng, out)
    if a2.is_over:
        return out
    if phase == "prepare" and a2.phase == "prepare" and isinstance(action, A.CrewReady):
        _open_crew_attacks(a2, act2, rng, out)
    elif phase == "crew_attack" and (
        isinstance(action, A.EndCrewAttacks) or not crew_attacks.attacks_open(a2, act2)
    ):
        shark_attacks.begin(a2, act2, rng, out)
    return out


def _open_crew_attacks(a2: Act2State, act2: Act2Content, rng: Rng, out: Out) -> None:
    a2.phase = "crew_attack"
    if not crew_attacks.attacks_open(a2, act2):
        shark_attacks.begin(a2, act2, rng, out)
