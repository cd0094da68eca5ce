"""Where can the Shark be? Deduction from what the crew was told, and nothing else.

The crew's knowledge is a set of hypotheses (where the Shark is, which Power tokens it has used,
which token it played this round). Each Shark announcement is matched against every turn the
Shark could have planned from every hypothesis (moves, Speed Burst walks, meals, Feeding Frenzy,
knock-ins, sensors on the path including the start space); Fish Finder, Binoculars and barrel
answers then filter the survivors, with Out of Sight excusing a negative answer. The set is
sound (the true position is always in it) and tight (nothing in it is ruled out by the record).

`SharkTracker.observe(view)` must be fed crew views in order. It needs, for each round, either a
view from the Shark phase or the first crew-phase view after the announcement (before any crew
member acts): a crew bot's first decision of the crew phase is exactly that.

One module per rule family: `model` (what the crew knows and is told), `turns` (the Shark's
possible turns, expanded with the engine's own movement rules), `moves` (those rules' walks
grouped once per turn context for `turns`), `answers` (the sensors' answers) and `tracker`
(the running deduction).
"""

from jaws.deduction.answers import answer_allows
from jaws.deduction.model import (
    Announcement,
    DeductionError,
    Hypothesis,
    TurnContext,
    TurnOutcome,
    turn_context,
)
from jaws.deduction.tracker import SharkTracker, possible_shark_spaces
from jaws.deduction.turns import turn_outcomes

__all__ = [
    "Announcement",
    "DeductionError",
    "Hypothesis",
    "SharkTracker",
    "TurnContext",
    "TurnOutcome",
    "answer_allows",
    "possible_shark_spaces",
    "turn_context",
    "turn_outcomes",
]
