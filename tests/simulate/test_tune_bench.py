"""bench/tune.py's overrides: a named number constant is set with its type kept; anything else
is refused with one line and nothing is changed."""

from __future__ import annotations

import pytest

import jaws.bots.top.crew_plans as crew_plans
from bench.tune import BadSetting, main, override


def test_a_float_constant_is_set_and_keeps_its_type(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crew_plans, "RESCUE_VALUE", crew_plans.RESCUE_VALUE)
    override("jaws.bots.top.crew_plans.RESCUE_VALUE=1")
    assert crew_plans.RESCUE_VALUE == 1.0 and isinstance(crew_plans.RESCUE_VALUE, float)


def test_an_int_constant_refuses_a_fraction(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crew_plans, "THREAT_REACH", crew_plans.THREAT_REACH)
    with pytest.raises(BadSetting, match="is not a int"):
        override("jaws.bots.top.crew_plans.THREAT_REACH=1.5")
    assert crew_plans.THREAT_REACH == 2


@pytest.mark.parametrize(
    "setting",
    [
        "RESCUE_VALUE=1",
        "jaws.bots.top.crew_plans.RESCUE_VALUE",
        "jaws.bots.top.crew_plans.Errand=1",
        "jaws.bots.top.crew_plans.NOTHING=1",
        "nowhere.at_all.X=1",
    ],
)
def test_bad_settings_are_refused(setting: str) -> None:
    before = crew_plans.RESCUE_VALUE
    with pytest.raises(BadSetting):
        override(setting)
    assert before == crew_plans.RESCUE_VALUE


def test_a_bad_setting_exits_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "1", "--set", "jaws.bots.top.crew_plans.NOTHING=1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is not a number constant" in err


def test_a_run_prints_the_win_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "2", "--workers", "1", "--shark", "easy", "--crew", "easy"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("tune (shipped): easy Shark vs easy crew ") and "/2 = " in line
