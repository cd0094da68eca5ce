"""What each seat may see of Act 2.

All gear, the boat, wounds and positions are public. The Shark's hand, its locked-in option,
the option it named for Chum and the Ability card it slid under the token are HIDDEN from the
crew and spectators until the rules reveal them (and all of it once the game is over). That a
card was played, and how many the Shark holds, can be seen across the table and are public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict, overload

from jaws.content import Content
from jaws.engine.act2.state import OPTION_LETTERS, Act2State, TileState
from jaws.views.hidden import HIDDEN, Hidden


@dataclass(frozen=True)
class OptionView:
    """A face-up Resurface option."""

    letter: str
    card: int
    zone: int
    evade: int
    dice: int
    shake_off: bool


@dataclass(frozen=True)
class Act2View:
    """Act 2 as one viewer may know it. Secrets are HIDDEN, never missing."""

    viewer: str
    round: int
    phase: str
    tiles: dict[int, TileState]
    positions: dict[str, str]
    wounds: dict[str, int]
    wound_limits: dict[str, int]
    eliminated: tuple[str, ...]
    gear: dict[str, tuple[str, ...]]
    gear_pool: tuple[str, ...]
    gear_discard: tuple[str, ...]
    gear_aside_count: int
    attached: tuple[str, ...]
    resurface_deck_size: int
    resurface_discard: tuple[int, ...]
    options: tuple[OptionView, ...]
    in_play: int | None
    shark_zone: int | None
    chum_shown: str | None
    chums_played: int
    moved: tuple[str, ...]
    weapon: dict[str, str]
    target: dict[str, int]
    caged: tuple[str, ...]
    resolved: tuple[str, ...]
    rammed: bool
    attacked: bool
    pending: str | None
    pending_roll: tuple[int, ...]
    domino_options: tuple[int, ...]
    # The Shark's declared attack this round ("boat" with a zone, "crew" with a member) and,
    # while the crew may answer with a Shark Cage, which roll waits ("main" or "bonus").
    attack_kind: str | None
    attack_target: str | None
    cage_resume: str | None
    # The member a Bonus Attack's Cage window is for (None for any other window): the window
    # stays open after his Cage is played, and the line named the other holders only
    # ("Quint may play a Shark Cage now" once Hooper was in his: helper-44, stop 42).
    cage_for: str | None
    ability_played: bool
    ability_removed: tuple[str, ...]
    hand_size: int
    ability_aside_count: int
    winner: str | None
    end_reason: str | None
    # Secrets: the Shark sees them; the others once the rules reveal them.
    hand: tuple[str, ...] | Hidden
    chosen: str | Hidden | None
    chum_reveal: str | Hidden | None
    played_card: str | Hidden | None


@dataclass(frozen=True)
class SharkAct2View(Act2View):
    """Act 2 as the Shark knows it: its hand and its choices are plain values."""

    hand: tuple[str, ...]
    chosen: str | None
    chum_reveal: str | None
    played_card: str | None


@dataclass(frozen=True)
class CrewAct2View(Act2View):
    """Act 2 as the crew (or a spectator) knows it: the Shark's hand and choices are HIDDEN
    until the rules reveal them; reading one without narrowing it is a type error."""


def _letter(index: int | None) -> str | None:
    return None if index is None else OPTION_LETTERS[index]


def act2_view(a2: Act2State, viewer: str, content: Content) -> SharkAct2View | CrewAct2View:
    """Build the view of Act 2 for "shark", "crew" or "spectator"."""
    if viewer == "shark":
        return shark_act2_view(a2, content)
    return crew_act2_view(a2, viewer, content)


class _SharkSecrets(TypedDict):
    """The secret fields of a SharkAct2View."""

    hand: tuple[str, ...]
    chosen: str | None
    chum_reveal: str | None
    played_card: str | None


class _CrewSecrets(TypedDict):
    """The secret fields of a CrewAct2View: HIDDEN until the rules reveal them."""

    hand: tuple[str, ...] | Hidden
    chosen: str | Hidden | None
    chum_reveal: str | Hidden | None
    played_card: str | Hidden | None


def shark_act2_view(a2: Act2State, content: Content) -> SharkAct2View:
    """Act 2 as the Shark sees it."""
    secrets = _SharkSecrets(
        hand=a2.hand,
        chosen=_letter(a2.chosen),
        chum_reveal=_letter(a2.chum_reveal),
        played_card=a2.ability_played,
    )
    return _act2_view(SharkAct2View, a2, "shark", content, secrets)


def crew_act2_view(a2: Act2State, viewer: str, content: Content) -> CrewAct2View:
    """Act 2 as the crew or a spectator sees it: the Shark's secrets HIDDEN until revealed."""
    over = a2.is_over
    chosen: str | Hidden | None = _letter(a2.chosen)
    if chosen is not None and not (over or a2.in_play is not None):
        chosen = HIDDEN
    chum_reveal: str | Hidden | None = _letter(a2.chum_reveal)
    if chum_reveal is not None and not (over or a2.chum_shown is not None):
        chum_reveal = HIDDEN
    played: str | Hidden | None = a2.ability_played
    if played is not None and not (over or a2.ability_revealed):
        played = HIDDEN
    secrets = _CrewSecrets(
        hand=a2.hand if over else HIDDEN, chosen=chosen, chum_reveal=chum_reveal, played_card=played
    )
    return _act2_view(CrewAct2View, a2, viewer, content, secrets)


def _options(a2: Act2State, content: Content) -> tuple[OptionView, ...]:
    """The face-up Resurface options, each with its card's printed values."""
    cards = content.act2.resurface_cards
    return tuple(
        OptionView(
            OPTION_LETTERS[i],
            card,
            cards[card].zone,
            cards[card].evade,
            cards[card].dice,
            cards[card].shake_off,
        )
        for i, card in enumerate(a2.options)
    )


@overload
def _act2_view(
    cls: type[SharkAct2View], a2: Act2State, viewer: str, content: Content, secrets: _SharkSecrets
) -> SharkAct2View: ...
@overload
def _act2_view(
    cls: type[CrewAct2View], a2: Act2State, viewer: str, content: Content, secrets: _CrewSecrets
) -> CrewAct2View: ...
def _act2_view(
    cls: type[SharkAct2View] | type[CrewAct2View],
    a2: Act2State,
    viewer: str,
    content: Content,
    secrets: _SharkSecrets | _CrewSecrets,
) -> Act2View:
    """The view of class `cls`: every field all viewers may see, and the given secrets (the
    overloads pair the Shark's view with plain values, the crew's with HIDDEN ones)."""
    act2 = content.act2
    return cls(
        **secrets,
        viewer=viewer,
        round=a2.round,
        phase=a2.phase,
        tiles=dict(zip(act2.zones, a2.tiles, strict=True)),
        positions=dict(a2.positions),
        wounds=dict(a2.wounds),
        wound_limits=dict(act2.wound_limits),
        eliminated=a2.eliminated,
        gear=dict(a2.gear),
        gear_pool=a2.gear_pool,
        gear_discard=a2.gear_discard,
        gear_aside_count=len(a2.gear_aside),
        attached=a2.attached,
        resurface_deck_size=len(a2.resurface_deck),
        resurface_discard=a2.resurface_discard,
        options=_options(a2, content),
        in_play=a2.in_play,
        shark_zone=a2.shark_zone,
        chum_shown=_letter(a2.chum_shown),
        chums_played=a2.chums_played,
        moved=a2.moved,
        weapon=dict(a2.weapon),
        target=dict(a2.target),
        caged=a2.caged,
        resolved=a2.resolved,
        rammed=a2.rammed,
        attacked=a2.attacked,
        pending=a2.pending,
        pending_roll=a2.pending_roll,
        domino_options=a2.domino_options,
        attack_kind=a2.attack_kind,
        attack_target=a2.attack_target,
        cage_resume=a2.cage_resume,
        cage_for=(
            a2.cage_offered_to[-1] if a2.cage_resume == "bonus" and a2.cage_offered_to else None
        ),
        ability_played=a2.ability_played is not None,
        ability_removed=a2.ability_removed,
        hand_size=len(a2.hand),
        ability_aside_count=len(a2.ability_aside),
        winner=a2.winner,
        end_reason=a2.end_reason,
    )
