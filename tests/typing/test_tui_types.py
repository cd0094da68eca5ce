"""Issue 10: the TUI's own signatures are the real types, not Any.

mypy (strict, the project's configuration) checks two small files: bad_tui.py, three calls
into jaws/tui with the wrong thing (a session missing what the curtain reads, a label for an
action, Act 1's view for the Orca), must fail at exactly those three lines (marked "refused");
its twins in good_tui.py must pass, a GameSession and a RemoteSession alike. And no module of
jaws/tui uses `Any` as a type, but for the one alias of Textual's invariant Screen[Any].
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.typing.mypy_run import run_mypy

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TUI = ROOT / "jaws" / "tui"


def test_wrong_sessions_labels_and_views_fail_type_checking_in_the_tui() -> None:
    result = run_mypy(HERE / "bad_tui.py")
    assert result.returncode == 1, result.stdout + result.stderr
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    lines = sorted({int(line.split(":")[1]) for line in errors})
    source = (HERE / "bad_tui.py").read_text(encoding="utf-8").splitlines()
    refused = [n for n, line in enumerate(source, 1) if line.endswith("# refused")]
    assert len(refused) == 3
    assert lines == refused, result.stdout
    assert all("[arg-type]" in line for line in errors), result.stdout
    assert any('"HalfSession"; expected "TableSession"' in line for line in errors)


def test_their_twins_with_either_session_pass() -> None:
    result = run_mypy(HERE / "good_tui.py")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout


def any_uses(path: Path) -> list[int]:
    """The lines where the module's code names `Any` (imports, comments and text aside)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sorted(
        node.lineno
        for node in ast.walk(tree)
        if (isinstance(node, ast.Name) and node.id == "Any")
        or (isinstance(node, ast.Attribute) and node.attr == "Any")
    )


def test_no_tui_module_uses_any_as_a_type_but_the_screen_alias() -> None:
    found = []
    for path in sorted(TUI.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        found += [f"{path.relative_to(ROOT)}: {lines[n - 1].strip()}" for n in any_uses(path)]
    assert found == ["jaws/tui/app_base.py: StackScreen: TypeAlias = Screen[Any]"], found
