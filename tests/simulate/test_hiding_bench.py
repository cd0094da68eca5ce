"""bench/hiding.py: each crew phase's opening is read against the Shark's true place, and the
summary splits the barrels that landed by how thin the crew's belief was there."""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

import pytest

from bench import seeded_pool
from bench.hiding import THIN, Round, main, play, summary


def test_a_game_gives_one_round_per_crew_phase_with_shares_and_chances() -> None:
    rounds = play(3, "easy")
    assert rounds
    assert all(0.0 <= r.true_share <= 1.0 and 0.0 <= r.model_hit <= 1.0 + 1e-9 for r in rounds)
    assert all(r.landed in (0, 1, 2) for r in rounds)
    assert sum(r.landed for r in rounds) <= 2  # Act 1 ends at the second barrel
    assert any(r.true_share > 0 for r in rounds)  # the deduction never loses the Shark
    drawn = [r.drawn_hit for r in rounds if r.drawn_hit is not None]
    assert drawn, "the top crew draws a plan every round it plans"
    assert all(0.0 <= h <= 1.0 + 1e-9 for h in drawn)


def test_the_summary_splits_landings_by_thin_belief() -> None:
    rounds = [
        Round(true_share=THIN / 2, model_hit=0.1, landed=0),
        Round(true_share=THIN / 2, model_hit=0.1, landed=1),
        Round(true_share=0.5, model_hit=0.7, landed=1),
        Round(true_share=0.3, model_hit=0.5, landed=0),
    ]
    line = summary("br", rounds)
    assert line.startswith(
        "hiding shark=br rounds=4 true_share_median=0.163 thin=50.0 model_hit=0.350 "
        "landed=0.500 landed_thin=0.500 landed_rest=0.500 "
    )


def test_the_summary_counts_hits_the_drawn_plan_did_not_plan_and_dry_rounds() -> None:
    rounds = [
        Round(true_share=0.4, model_hit=0.5, landed=1, drawn_hit=0.0, dry=True),
        Round(true_share=0.4, model_hit=0.5, landed=0, drawn_hit=0.0, dry=False),
        Round(true_share=0.4, model_hit=0.5, landed=0, drawn_hit=0.0, dry=False),
        Round(true_share=0.4, model_hit=0.5, landed=0, drawn_hit=0.0, dry=False),
        Round(true_share=0.4, model_hit=0.5, landed=1, drawn_hit=1.0, dry=False),
        Round(true_share=0.4, model_hit=0.5, landed=0, drawn_hit=None, dry=True),
    ]
    line = summary("top", rounds)
    # drawn_hit over the 5 rounds with a draw: 1/5; unplanned: 1 landing in the 4 rounds whose
    # drawn plan promised nothing; dry: 2 rounds of 6, one landing.
    assert line.endswith("drawn_hit=0.200 unplanned=0.250 dry=33.3 landed_dry=0.500")


def test_bad_arguments_exit_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--games must be" in err


def test_an_unknown_shark_level_exits_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "1", "--workers", "1", "--shark", "nobody"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nobody" in err


def test_a_worker_that_dies_is_one_line_and_a_nonzero_exit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class DyingPool:
        def __init__(self, workers: int) -> None:
            self.workers = workers

        def __enter__(self) -> DyingPool:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def map(self, fn: object, jobs: object) -> list[object]:
            raise BrokenProcessPool("A process in the process pool was terminated abruptly")

    monkeypatch.setattr(seeded_pool, "ProcessPoolExecutor", DyingPool)
    assert main(["--games", "2", "--workers", "2"]) == 2
    err = capsys.readouterr().err
    assert err == "bench/hiding.py: a worker process died (out of memory or killed?)\n"
