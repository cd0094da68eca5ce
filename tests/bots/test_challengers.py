"""Issue 13: the challengers as `jaws simulate` opponents: the location-model crew (lc) and
the best-response Shark (br). They play legal games to the end, the location model keeps the
deduction's possible set exact, and the command line takes them (on the right side only)."""

from __future__ import annotations

import json

import pytest

from jaws.bots import make_bot
from jaws.bots.challengers.location import MODEL_FILE, LocationModel, category, model_for
from jaws.content import default_content
from jaws.engine import new_game
from jaws.simulate import main, play_game
from tests.bots.test_bots import _play

ACT1 = default_content().act1


@pytest.mark.parametrize(("shark", "crew"), [("br", "hard"), ("hard", "lc")])
def test_a_challenger_plays_a_full_game_with_legal_choices_only(shark: str, crew: str) -> None:
    state, _ = _play("full", 31, shark, crew, max_actions=20_000)
    assert state.outcome is not None


def test_challengers_exist_only_on_their_own_side() -> None:
    assert make_bot("shark", "br").level == "br"
    assert make_bot("crew", "lc").level == "lc"
    for side, level in (("crew", "br"), ("shark", "lc")):
        with pytest.raises(ValueError, match="unknown bot level"):
            make_bot(side, level)


def test_the_shipped_model_was_fitted_on_the_hard_sharks_games_and_says_how() -> None:
    document = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    assert "jaws.bots.challengers.fit" in document["how"]
    assert document["made"]["hard"]["games"] >= 60
    model = model_for("hard")
    assert model.held and sum(model.held.values()) == document["made"]["hard"]["snapshots"]


def test_reweighting_keeps_the_possible_set_and_moves_weight_to_where_the_shark_hides() -> None:
    a1 = new_game("act1", 3).act1
    assert a1 is not None
    belief = {"1": 0.5, "N": 0.5}
    one, north = category("1", a1, ACT1), category("N", a1, ACT1)
    model = LocationModel(held={north: 30.0}, offered={one: 15.0, north: 15.0})
    after = model.reweight(belief, a1, ACT1)  # type: ignore[arg-type]
    assert set(after) == set(belief) and after["N"] > 0.5 > after["1"]
    assert sum(after.values()) == pytest.approx(1.0)


def test_simulate_takes_the_challengers_and_refuses_them_on_the_wrong_side(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--mode", "act1", "--games", "1", "--shark", "br", "--crew", "lc", "--quiet"]) == 0
    assert "shark=br crew=lc" in capsys.readouterr().out
    assert main(["--crew", "br", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'br'" in err and "Traceback" not in err and "\n" not in err.strip()


def test_play_game_runs_a_challenger_match_and_names_it_in_the_row() -> None:
    row = play_game(0, 5, "act1", "br", "lc")
    assert row.winner in ("shark", "crew") and (row.shark, row.crew) == ("br", "lc")


def test_the_location_crew_facing_the_top_shark_reads_a_model_fitted_on_its_own_games() -> None:
    """Issue 13: the location-model crew is refitted on the Shark's own self-play. Facing the
    top Shark it used the hard Shark's table (the only one shipped)."""
    document = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    assert document["made"]["top"]["games"] >= 60
    top, hard = model_for("top"), model_for("hard")
    assert sum(top.held.values()) == document["made"]["top"]["snapshots"]
    assert top.held != hard.held
