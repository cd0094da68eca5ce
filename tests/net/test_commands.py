"""`jaws host` and `jaws join` mistakes: one line, a non-zero exit, no traceback, no hang."""

from __future__ import annotations

import socket
import subprocess

import pytest

from tests.net.hosting import WAIT, db_games, jaws_command


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(jaws_command(*args), capture_output=True, text=True, timeout=WAIT)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("host", "--players", "9"), "2 to 4"),
        (("host", "--mode", "act3"), "invalid choice"),
        (("host", "--port", "70000"), "the port"),
        (("join", "ws://127.0.0.1:1", "--ai", "easy"), "--code"),
        (("join", "127.0.0.1:1", "--code", "x"), "ws://"),
        (("join", "ws://127.0.0.1:1", "--code", "x", "--ai", "easy", "--patience", "0"), "lost"),
        (("join", "http://x", "--code", "x", "--ai", "easy"), "ws://"),
        (("serve", "--game-host", "http://x"), "ws://"),
        # Helper-51: a port out of range or not a number opened the app, then crashed
        # (WorkerFailed) with an empty report.
        (("join", "ws://127.0.0.1:99999", "--code", "x"), "port"),
        (("join", "ws://127.0.0.1:abc", "--code", "x"), "port"),
        (("join", "ws://", "--code", "x"), "ws://"),
        (("join", "ws://127.0.0.1:99999", "--code", "x", "--ai", "easy"), "port"),
        (("serve", "--game-host", "ws://127.0.0.1:99999"), "port"),
        (("serve", "--public-url", "ftp://x"), "http://"),
        (("serve", "--port", "-1"), "the port"),
    ],
)
def test_a_bad_command_line_is_one_line(tmp_path, args: tuple[str, ...], words: str) -> None:
    done = _run(*args, *(("--db", str(tmp_path / "h.db")) if args[0] == "host" else ()))
    assert done.returncode != 0
    assert words in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_a_port_in_use_is_one_line(tmp_path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = _run("host", "--port", str(port), "--db", str(tmp_path / "h.db"))
    assert done.returncode == 1
    assert "cannot listen" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "hosting" not in done.stdout
    assert db_games(tmp_path / "h.db") == {}  # no game left behind to resume later


def test_jaws_serve_on_a_port_in_use_is_one_line() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = _run("serve", "--port", str(port))
    assert done.returncode == 1
    assert "cannot listen" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_every_host_option_says_what_it_does() -> None:
    """`jaws host --help` left --players, --games and --port without a word (stop-29 note:
    what a host may set was unclear)."""
    import re

    from jaws.net.commands import host_parser

    text = host_parser().format_help()
    options = re.findall(r"^  (--[a-z-]+)(.*)\n((?:   +.*\n)?)", text, flags=re.MULTILINE)
    assert {o[0] for o in options} >= {"--mode", "--players", "--games", "--seed", "--port"}
    for name, rest, following in options:
        said = rest.split(maxsplit=1)[1:] if rest.strip() else []
        assert said or following.strip(), f"{name} has no help"
    assert "(default 2)" in text and "(default 1, at most" in text


@pytest.mark.parametrize(
    ("command", "option"), [("host", "--mode"), ("join", "--code"), ("serve", "--game-host")]
)
def test_jaws_own_save_dir_before_a_net_command_leaves_its_options_to_it(
    tmp_path, capsys: pytest.CaptureFixture[str], command: str, option: str
) -> None:
    """Stop-36 playtest: `jaws --save-dir X host --mode act1 ...` was refused as
    "unrecognized arguments", and `jaws --save-dir X host --help` printed `usage: jaws host
    [-h]` alone."""
    from jaws.cli import main

    with pytest.raises(SystemExit) as helped:
        main(["--save-dir", str(tmp_path), command, "--help"])
    assert helped.value.code == 0
    assert option in capsys.readouterr().out


def test_a_host_refuses_a_save_dir_in_one_line(
    tmp_path, capsys: pytest.CaptureFixture[str]
) -> None:
    from jaws.cli import main

    db = str(tmp_path / "h.db")
    status = main(["--save-dir", str(tmp_path), "host", "--mode", "act1", "--db", db])
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("jaws host: --save-dir is where games played on this device are saved")
    assert "--db PATH" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "h.db").exists()


def test_port_0_is_refused_as_no_usable_port() -> None:
    """Review: "ws://h:0" passed, though the refusal of a bad port names 1 to 65535."""
    done = _run("join", "ws://127.0.0.1:0", "--code", "x")
    assert done.returncode != 0 and "no usable port" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
