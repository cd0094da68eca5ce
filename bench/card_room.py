"""How many Orca rounds the round's card tells whole, at each terminal size.

Top bots play Act 2 (seeds 0..GAMES-1); each round, from the reveal to the Shark's dive, is cut
into the card's lines as the app cuts it (jaws.tui.table_moments.card_lines), and a round is
told whole when no line says "… N more lines in the log". Stop 41 gave the card the rows its
frame had kept spare (12 → 9, 7 below 30 rows).

The last line is `card_room rounds=<n> whole_80x24=<%> whole_100x30=<%> whole_120x40=<%>`.

    .venv/bin/python bench/card_room.py [GAMES]
"""

from __future__ import annotations

import sys

from jaws.bots import make_bot
from jaws.engine.events import Event
from jaws.session import GameSession, TableNote
from jaws.tui.table_moments import card_lines, round_since

SIZES = ((80, 24), (100, 30), (120, 40))


def round_stories(games: int) -> list[list[Event | TableNote]]:
    """Each Orca round's public events, from its reveal to the Shark's dive."""
    stories: list[list[Event | TableNote]] = []
    for seed in range(games):
        session = GameSession.new("act2", seed)
        bots = {side: make_bot(side, "top", seed) for side in ("shark", "crew")}
        told = 0
        while (seat := session.whose_turn()) is not None:
            session.submit(bots[seat].choose(session.view(seat), session.legal_actions(seat)))
            seen = session.events_for("crew")
            found = round_since(seen, told)
            if found is not None:
                start, dive = found
                told = dive + 1
                stories.append(list(seen[start:told]))
    return stories


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    stories = round_stories(games)
    shares = []
    for width, height in SIZES:
        whole = sum(not card_lines(story, height, width)[0].startswith("…") for story in stories)
        share = 100 * whole / len(stories)
        print(f"{width}x{height}: {whole} of {len(stories)} rounds told whole ({share:.1f}%)")
        shares.append(f"whole_{width}x{height}={share:.1f}")
    print(f"card_room rounds={len(stories)} " + " ".join(shares))


if __name__ == "__main__":
    main()
