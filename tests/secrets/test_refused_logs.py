"""A save whose log the rules refuse: the one-line error must not quote a Shark's secret reason.

Such a save comes from a tamperer, or from an older version whose rules accepted a Shark move
this version refuses. Whoever runs `jaws resume` may be a crew player; a refused Shark move
explains itself with the Shark's position ("cannot swim from 5 to ..."), so the error may say
that a Shark action was refused, never why.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jaws import saves
from jaws.cli import main
from jaws.engine.act1 import actions as A
from jaws.engine.actions import actions_to_data
from tests.saves.resign import resign
from tests.secrets.twins import run_twins


def _refuse_the_first_shark_move(path: Path) -> None:
    """Make the Shark's first planned step swim onto land, and re-sign the file."""
    document = json.loads(path.read_text())
    log = document["log"]
    first = next(i for i, a in enumerate(log) if i > 0 and a["kind"].startswith(("shark", "play")))
    log[first] = actions_to_data([A.SharkMove(("Shop",))])[0]
    resign(document)
    path.write_text(json.dumps(document))


def test_a_refused_shark_step_is_reported_without_its_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b, _ = run_twins(9, ("5", "8"), lambda *_: None, max_steps=30)
    errors = []
    for session, folder in ((a, tmp_path / "one"), (b, tmp_path / "two")):
        session.unsealed = True  # a sealed log cannot be edited; here the checks behind it are
        path = saves.save(session, "refused", folder)
        _refuse_the_first_shark_move(path)
        assert main(["resume", "refused", "--save-dir", str(folder)]) != 0
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1
        assert "tampered" in err and "Shark" in err
        assert "swim" not in err, f"the error quotes the Shark's own reason: {err}"
        errors.append(err.replace(str(folder), "<folder>"))
    assert errors[0] == errors[1]


def test_a_refused_crew_action_still_says_why(tmp_path: Path) -> None:
    a, _, _ = run_twins(9, ("5", "8"), lambda *_: None, max_steps=30)
    a.unsealed = True  # a sealed log cannot be edited; here the checks behind it are
    path = saves.save(a, "crew", tmp_path)
    document = json.loads(path.read_text())
    log = document["log"]
    first = next(i for i, entry in enumerate(log) if entry["kind"] == "crew_move")
    log[first] = actions_to_data([A.LaunchBarrel("Shop")])[0]
    resign(document)
    path.write_text(json.dumps(document))
    with pytest.raises(saves.SaveError, match=r"breaks the rules: .*Quint") as refused:
        saves.load(path)
    assert "\n" not in str(refused.value)
