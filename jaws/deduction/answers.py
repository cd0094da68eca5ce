"""The sensors' answers: which hypotheses a Fish Finder, Binoculars or barrel answer allows.

Out of Sight (the token played this round) excuses a negative answer: the Shark may be there.
"""

from __future__ import annotations

from jaws.content.act1 import Act1Content
from jaws.deduction.model import Hypothesis
from jaws.engine.act1.events import BarrelLaunched, BinocularsAnswered, FishFinderAnswered


def answer_allows(clue: object, hyp: Hypothesis, content: Act1Content) -> bool:
    """Whether the Shark could be as `hyp` says, given this answer (other clues allow all)."""
    position, _, power = hyp
    hidden = power == "out_of_sight"
    if isinstance(clue, FishFinderAnswered):
        if clue.result == "here":
            return not hidden and position == clue.space
        if clue.result == "nearby":
            return not hidden and position in content.water_adj[clue.space]
        near = position == clue.space or position in content.water_adj[clue.space]
        return hidden or not near
    if isinstance(clue, BinocularsAnswered):
        if clue.seen:
            return not hidden and position == clue.beach
        return hidden or position != clue.beach
    if isinstance(clue, BarrelLaunched):
        return (position == clue.target) == clue.hit
    return True
