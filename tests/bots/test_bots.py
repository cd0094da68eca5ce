"""Bots pick only legal actions, from views alone, deterministically; hard beats easy."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path
from typing import Any

import pytest

from jaws.bots import LEVELS, make_bot
from jaws.content import Content, content_root, load_content
from jaws.engine import apply, legal_actions, new_game, whose_turn
from jaws.views import is_hidden, view_for

BOTS_DIR = Path(__file__).resolve().parents[2] / "jaws" / "bots"


def _play(
    mode: str,
    seed: int,
    shark: str,
    crew: str,
    max_actions: int = 4000,
    content: Content | None = None,
) -> Any:
    """Play a bot game; every choice must be in `legal` without the safety fallback."""
    state = new_game(mode, seed, content)  # type: ignore[arg-type]
    bots = {
        "shark": make_bot("shark", shark, seed, content),
        "crew": make_bot("crew", crew, seed + 1, content),
    }
    actions = []
    for _ in range(max_actions):
        seat = whose_turn(state)
        if seat is None:
            break
        legal = legal_actions(state, seat)
        view = view_for(state, seat)
        action = bots[seat].choose(view, legal)
        assert action in legal
        actions.append(action)
        state, _ = apply(state, action)
    assert bots["shark"].fallbacks == 0  # type: ignore[attr-defined]
    assert bots["crew"].fallbacks == 0  # type: ignore[attr-defined]
    return state, actions


@pytest.mark.parametrize("mode", ["act1", "act2", "full"])
@pytest.mark.parametrize("levels", [("easy", "easy"), ("hard", "easy"), ("easy", "hard")])
def test_bots_only_choose_legal_actions(mode: str, levels: tuple[str, str]) -> None:
    for seed in (3, 4):
        _, actions = _play(mode, seed, *levels, max_actions=1500)
        assert actions


def test_hard_bots_play_whole_full_games_legally() -> None:
    state, _ = _play("full", 21, "hard", "hard", max_actions=100_000)
    assert state.outcome is not None


def test_same_seed_same_game() -> None:
    _, first = _play("full", 8, "hard", "hard", max_actions=600)
    _, again = _play("full", 8, "hard", "hard", max_actions=600)
    assert first == again


def test_crew_bot_sees_only_hidden_secrets() -> None:
    """The crew bot's views hide the Shark's position; its choices cannot depend on it."""
    state = new_game("act1", 5)
    shark = make_bot("shark", "hard", 5)
    crew_seen = []
    twin_choices = []
    crew = make_bot("crew", "hard", 6)
    twin = make_bot("crew", "hard", 6)
    for _ in range(400):
        seat = whose_turn(state)
        if seat is None:
            break
        legal = legal_actions(state, seat)
        if seat == "shark":
            action = shark.choose(view_for(state, "shark"), legal)
        else:
            view = view_for(state, "crew")
            assert view.act1 is not None and is_hidden(view.act1.shark_position)
            crew_seen.append(view)
            action = crew.choose(view, legal)
            # A twin game where the Shark hides elsewhere gives the same crew view and choice.
            moved = state.clone()
            assert moved.act1 is not None
            moved.act1.shark_position = "1" if moved.act1.shark_position != "1" else "4"
            assert view_for(moved, "crew") == view
            twin_choices.append(twin.choose(view_for(moved, "crew"), legal) == action)
        state, _ = apply(state, action)
    assert crew_seen and all(twin_choices)


def test_bot_modules_never_touch_the_state() -> None:
    """No bot module imports the game state, the engine's road for change or the views builder."""
    forbidden = {"jaws.engine.state", "jaws.engine.core", "jaws.session"}
    forbidden_names = {"GameState", "apply", "view_for", "new_game"}
    for path in sorted(BOTS_DIR.glob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert node.module not in forbidden, path.name
                names = {alias.name for alias in node.names}
                if node.module in ("jaws.engine", "jaws.views"):
                    assert not names & forbidden_names, path.name


def test_make_bot_refuses_unknown_names() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        make_bot("shark", "expert")
    with pytest.raises(ValueError, match="unknown side 'orca'"):
        make_bot("orca", "easy")
    assert set(LEVELS) == {"easy", "hard", "top"}


def _crew_wins(
    mode: str, shark: str, crew: str, seeds: range, content: Content | None = None
) -> int:
    wins = 0
    for seed in seeds:
        state, _ = _play(mode, seed, shark, crew, max_actions=100_000, content=content)
        assert state.outcome is not None
        wins += state.outcome.winner == "crew"
    return wins


def test_hard_crew_beats_easy_crew_in_act1() -> None:
    seeds = range(1000, 1040)
    hard = _crew_wins("act1", "easy", "hard", seeds)
    easy = _crew_wins("act1", "easy", "easy", seeds)
    assert hard >= 34 and easy <= 16, (hard, easy)


@pytest.fixture(scope="module")
def even_act2(tmp_path_factory: pytest.TempPathFactory) -> Content:
    """The content with the Shark's wound track at 11, where two Act 2 bots' games are close
    enough to tell them apart. The shipped 16 (issue 13: balance between the top bots) makes
    the Shark so hard to kill that every crew loses nearly every standalone Act 2 (the hard
    crew 9 of 40 here, the easy one 0): the comparisons below measure bots, not balance."""
    folder = tmp_path_factory.mktemp("content") / "content"
    shutil.copytree(content_root(), folder)
    components = folder / "act2" / "components.toml"
    text = components.read_text(encoding="utf-8")
    assert "\nshark = 16\n" in text
    components.write_text(text.replace("\nshark = 16\n", "\nshark = 11\n"), encoding="utf-8")
    return load_content(folder)


def test_hard_shark_beats_easy_shark_in_act2(even_act2: Content) -> None:
    seeds = range(2000, 2040)
    hard = 40 - _crew_wins("act2", "hard", "hard", seeds, even_act2)
    easy = 40 - _crew_wins("act2", "easy", "hard", seeds, even_act2)
    # The margin is the claim. The easy Shark's own count rose from 2 to 3 with the real dice
    # and the quicker boat of issue 13 (content, not the bot); the hard Shark was improved to
    # keep its 15-game lead.
    assert hard >= easy + 15 and easy <= 3, (hard, easy)


def test_hard_crew_beats_easy_crew_in_act2(even_act2: Content) -> None:
    seeds = range(3000, 3040)
    hard = _crew_wins("act2", "hard", "hard", seeds, even_act2)
    easy = _crew_wins("act2", "hard", "easy", seeds, even_act2)
    assert hard >= easy + 12, (hard, easy)


def test_hard_shark_beats_easy_shark_in_act1() -> None:
    seeds = range(4000, 4016)
    hard = 16 - _crew_wins("act1", "hard", "hard", seeds)
    easy = 16 - _crew_wins("act1", "easy", "hard", seeds)
    assert hard >= easy + 5, (hard, easy)
