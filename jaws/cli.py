"""The `jaws` command line.

    jaws                                   the title screen
    jaws new full|act1|act2 [--seed N] [--players 2-4]
    jaws resume [NAME] [--rewind]          the newest save if no name is given
    jaws saves                             list the saves (no TUI)
    jaws simulate ...                      bot-against-bot games (jaws.simulate)
    jaws host ... / jaws join URL --code C  each seat on its own device (jaws.net)
    jaws serve [--port P] [--game-host ws://H:P]  the app in a web browser (textual-serve)
    --save-dir DIR                         where saves live (else $JAWS_SAVE_DIR, else the
                                           user's data folder)

Every mistake on the command line ends with one line on stderr and a non-zero exit status. The
TUI (and so textual) is imported only when a screen is about to open.
"""

from __future__ import annotations

import argparse
import getpass
import importlib
import inspect
import os
import sys
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn, TypedDict, Unpack, cast

from jaws.content import ContentError
from jaws.saves import (
    NeedsPassphrase,
    SaveEntry,
    SaveError,
    WrongPassphrase,
    list_saves,
    load,
    marks_of,
    newest_good_save,
    resolve,
    save_folder,
)
from jaws.saves.files import folder_blocked, unusable_folder
from jaws.saves.listing import shark_player
from jaws.saves.seal import PASSPHRASE_TRIES
from jaws.session import DEFAULT_PLAYERS, GameSession

EXIT_ERROR = 1
EXIT_USAGE = 2
SIMULATE = "simulate"
NET_COMMANDS = ("host", "join", "serve")
MODES = ("full", "act1", "act2")


class UsageError(Exception):
    """A command line that cannot be run; the message is one line."""


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose mistakes are one line, not a usage block."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see jaws --help)")


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"the seed must be 0 or more, not {value}")
    return value


def _players(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"players must be 2, 3 or 4, not {text!r}") from None
    if not 2 <= value <= 4:
        raise argparse.ArgumentTypeError(f"Jaws is played by 2 to 4 players, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The parser for every subcommand (simulate's own arguments are passed on untouched)."""
    parser = _Parser(
        prog="jaws",
        description="Jaws (Ravensburger, 2019) in the terminal: one Shark against Quint, "
        "Brody and Hooper. With no command, opens the title screen.",
    )
    parser.add_argument(
        "--save-dir",
        metavar="DIR",
        help="folder for save files (default: $JAWS_SAVE_DIR, else the user data folder)",
    )
    # `--save-dir` is also accepted after the command (`jaws saves --save-dir DIR`).
    save_dir_too = _Parser(add_help=False)
    save_dir_too.add_argument(
        "--save-dir", metavar="DIR", default=argparse.SUPPRESS, help=argparse.SUPPRESS
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    new = commands.add_parser("new", help="start a new game", parents=[save_dir_too])
    new.add_argument(
        "game",
        nargs="?",
        choices=MODES,
        metavar="GAME",
        help="full (default), act1 or act2: the game or act to play (the same as --mode)",
    )
    new.add_argument(
        "--mode",
        choices=MODES,
        help="full game (default), Act 1 alone or Act 2 alone",
    )
    # The AI's choices are drawn fresh each game, so knowing a practice game's seed never
    # replays the AI Shark's moves; a player who replayed a seed against the AI expected the
    # same game (helper-46), so the help says it.
    new.add_argument(
        "--seed",
        type=_seed,
        help="seed for the dice and cards (default: random): a practice game, whose cards "
        "anyone who knows the seed can deal; the AI's choices are its own, not replayed by it",
    )
    new.add_argument(
        "--players",
        type=_players,
        default=DEFAULT_PLAYERS,
        help=f"2, 3 or 4 players (default {DEFAULT_PLAYERS}: the Shark and one crew player)",
    )
    from jaws.bots import LEVELS

    for seat, you in (("shark", "the crew"), ("crew", "the Shark")):
        new.add_argument(
            f"--{seat}",
            choices=LEVELS,
            metavar="LEVEL",
            help=f"an AI plays the {seat.capitalize() if seat == 'shark' else seat} at LEVEL "
            f"({', '.join(LEVELS)}): you play {you}",
        )
    resume = commands.add_parser("resume", help="resume a saved game", parents=[save_dir_too])
    resume.add_argument("name", nargs="?", help="save name or file (default: the newest save)")
    resume.add_argument(
        "--rewind",
        action="store_true",
        help="go back to an older point of a game (the whole table is told)",
    )
    commands.add_parser("saves", help="list the saved games", parents=[save_dir_too])
    commands.add_parser(SIMULATE, help="play bots against each other (see jaws simulate --help)")
    commands.add_parser("host", help="host games for other devices (see jaws host --help)")
    commands.add_parser("join", help="join a hosted game with a code (see jaws join --help)")
    commands.add_parser("serve", help="play hosted games in a browser (see jaws serve --help)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        return _run(args)
    except UsageError as exc:
        return _fail(str(exc), EXIT_USAGE)
    except (SaveError, ContentError) as exc:
        return _fail(str(exc), EXIT_ERROR)
    except BrokenPipeError:
        # `jaws saves | head`: the reader stopped reading, which is no error of the player's
        # ("jaws: Broken pipe." was printed: helper-46). Python's own flush at exit would
        # fail again, so stdout goes nowhere from here.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_ERROR
    except OSError as exc:  # a last guard: the checks above should have said it better
        where = f" ({exc.filename})" if exc.filename else ""
        return _fail(f"jaws: {exc.strerror or exc}{where}.", EXIT_ERROR)
    except (RecursionError, MemoryError):
        return _fail("jaws: the input is too large or too deeply nested to handle.", EXIT_ERROR)
    except KeyboardInterrupt:
        # Ended at a prompt (the passphrase's): the shell's next line starts on its own line,
        # not after the prompt (stop-35 playtest).
        print(file=sys.stderr)
        return 130


def _fail(message: str, status: int) -> int:
    print(message, file=sys.stderr)
    return status


def _unknown_option_first(parser: argparse.ArgumentParser, args: list[str]) -> None:
    """An unknown option before the command is named as such: argparse would take the
    option's value for the command ("jaws --load FILE" read as the command "FILE")."""
    known = {s for action in parser._actions for s in action.option_strings}
    for arg in args:
        if not arg.startswith("-"):
            return  # the command: its own parser checks what follows
        name = arg.split("=", 1)[0]
        if name not in known:
            parser.error(f"unrecognized option {name}")


def _run(args: list[str]) -> int:
    head, own, rest = _split_own_parsers(args)
    parser = build_parser()
    _unknown_option_first(parser, head)
    options = parser.parse_args(head)
    if own in NET_COMMANDS:  # jaws.net parses its own arguments
        from jaws.net.commands import main as net_main

        return net_main(own, rest, save_dir=options.save_dir)
    folder = save_folder(options.save_dir)
    if own == SIMULATE:
        return _simulate(rest)
    if options.command in (None, "new", "resume"):
        # A game autosaves into it: a folder that cannot take a save is said now, not as a
        # passing notice once the crew has seen the round (stop-33 playtest).
        problem = unusable_folder(folder)
        if problem is not None:
            raise UsageError(f"jaws: the save folder {folder} {problem}")
    if options.command == "saves":
        # Listing needs no write: only a folder that is a file, or under one, is refused,
        # in the words and with the status `new` and `resume` give it (stop-35 playtest).
        problem = folder_blocked(folder)
        if problem is not None:
            raise UsageError(f"jaws: the save folder {folder} {problem}")
    if options.command is None:
        return launch_tui(save_dir=folder)
    if options.command == "new":
        # No typed seed: the game draws its own from the OS (a typed one makes a practice game).
        seed = options.seed
        mode = _new_mode(options.game, options.mode)
        ai = {seat: level for seat in ("shark", "crew") if (level := getattr(options, seat))}
        if len(ai) == 2:
            # The app seats one AI side: the second was dropped without a word (helper-33).
            raise UsageError(
                "jaws new: --shark or --crew? An AI plays one side and you the other; "
                "jaws simulate plays AIs against each other."
            )
        table: TuiOptions = {
            "mode": mode,
            "seed": seed,
            "players": options.players,
            "save_dir": folder,
        }
        if ai:  # only a solo game asks the app for AI seats
            table["ai"] = ai
        return launch_tui(**table)
    if options.command == "resume":
        path, session = _resume(options.name, folder, options.rewind)
        return launch_tui(resume=path, session=session, save_dir=folder)
    if options.command == "saves":
        print(saves_table(folder))
        return 0
    raise UsageError(f"jaws: unknown command {options.command!r}")


def _new_mode(word: str | None, option: str | None) -> str:
    """The game `jaws new` starts: its plain word (jaws new act1) or --mode, not two
    different ones; the full game when neither is given."""
    if word and option and word != option:
        raise UsageError(f"jaws new: {word} or --mode {option}? Give one game, not two.")
    return word or option or "full"


def _resume(name: str | None, folder: Path, rewind: bool) -> tuple[Path, GameSession]:
    """Load the save to resume (asking the Shark for a passphrase if it is sealed with one).

    Every refusal happens here, with one line, before any screen opens.
    """
    passphrase: str | None = None
    tries = 0
    while True:
        try:
            if name:
                path = resolve(name, folder)
                return path, load(path, folder, passphrase=passphrase, rewind=rewind)
            chosen = newest_good_save(folder, passphrase=passphrase)
        except NeedsPassphrase:
            if passphrase is not None:
                raise
            passphrase, tries = ask_passphrase(), 1
            continue
        except WrongPassphrase as wrong:
            # A mistyped passphrase is typed again, as on the title screen (stop-35 playtest:
            # the command line gave up after one).
            if passphrase is None or tries >= PASSPHRASE_TRIES:
                raise
            left = PASSPHRASE_TRIES - tries
            print(
                f"{wrong} Try again ({left} {'try' if left == 1 else 'tries'} left).",
                file=sys.stderr,
            )
            passphrase, tries = ask_passphrase(), tries + 1
            continue
        if chosen.note is not None:
            print(chosen.note, file=sys.stderr)
        return chosen.path, chosen.session


def ask_passphrase() -> str:
    """The Shark types the game's passphrase (not echoed); raises SaveError if nobody can.

    An empty Enter asks again, up to PASSPHRASE_TRIES times (stop-36 playtest: one stray Enter
    ended `jaws resume`); Ctrl+D stops at once."""
    prompt = "This game is sealed. Shark, type its passphrase (crew, look away): "
    for attempt in range(1, PASSPHRASE_TRIES + 1):
        try:
            with warnings.catch_warnings():
                # Without a terminal getpass would warn in Python's words and echo what is
                # typed (stop-36 playtest): refused in one line instead, before anything is
                # read.
                warnings.simplefilter("error", getpass.GetPassWarning)
                typed = getpass.getpass(prompt)
        except getpass.GetPassWarning:
            raise SaveError(
                "This game is sealed with the Shark's passphrase, which is typed unseen at a "
                "terminal: this input is not one."
            ) from None
        except EOFError:  # Ctrl+D: the refusal below goes on a line of its own
            print(file=sys.stderr)
            break
        if typed:
            return typed
        if attempt < PASSPHRASE_TRIES:
            print("Nothing was typed: type the passphrase, or Ctrl+D to stop.", file=sys.stderr)
    raise SaveError("This game is sealed with the Shark's passphrase, and none was typed.")


def _split_own_parsers(args: list[str]) -> tuple[list[str], str | None, list[str]]:
    """Split off a command that parses its own arguments (`simulate`, `host`, `join`,
    `serve`) and everything after it, from the options before it (`--save-dir`). Looked for
    only at the first word: `jaws --save-dir X host --mode act1` had its host options taken
    for jaws's own and refused (stop-36 playtest)."""
    index = 0
    while index < len(args):
        token = args[index]
        if token == "--save-dir":
            index += 2
        elif token.startswith("--save-dir="):
            index += 1
        elif token == SIMULATE or token in NET_COMMANDS:
            return args[:index], token, args[index + 1 :]
        else:
            break
    return args, None, []


def _simulate(rest: list[str]) -> int:
    try:
        module = importlib.import_module("jaws.simulate")
    except ModuleNotFoundError as exc:
        if exc.name in ("jaws.simulate", "jaws"):
            raise UsageError("jaws: simulate is not available in this version") from None
        raise
    simulate_main: Callable[[list[str]], int] = module.main
    return int(simulate_main(rest))


class TuiOptions(TypedDict, total=False):
    """What the command line hands the app (jaws.tui.app.run's keywords)."""

    mode: str
    seed: int | None
    players: int
    save_dir: Path | None
    resume: Path
    session: GameSession
    ai: dict[str, str]


def launch_tui(**options: Unpack[TuiOptions]) -> int:
    """Open the TUI with the options its `run` accepts (textual is imported only here)."""
    from jaws.tui.app import run

    parameters = inspect.signature(run).parameters
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
    # The options `run` takes by name; every key of TuiOptions is optional, so a subset of
    # `options` is still TuiOptions (and mypy checks those against `run` below).
    accepted = cast(TuiOptions, {k: v for k, v in options.items() if takes_any or k in parameters})
    for essential in ("mode", "resume", "ai"):
        if essential in options and essential not in accepted:
            raise UsageError(f"jaws: this version's screens cannot take {essential!r} yet")
    status = run(**accepted)
    return int(status) if status is not None else 0


# --- jaws saves --------------------------------------------------------------------------

_COLUMNS = ("NAME", "MODE", "ACT", "ROUND", "PLAYERS", "SHARK", "SAVED", "NOTES")
_MODE_NAMES = {"full": "full game", "act1": "Act 1 only", "act2": "Act 2 only"}


def saves_table(folder: Path) -> str:
    """The listing of a save folder as a plain-text table (public header facts only)."""
    problem = folder_blocked(folder)
    if problem is not None:
        raise SaveError(f"The save folder {folder} {problem}.")
    entries = list_saves(folder)
    if not entries:
        return f"No saves in {folder}."
    rows = [_row(entry) for entry in entries]
    full_rows = [row for row in [_COLUMNS, *rows] if len(row) == len(_COLUMNS)]
    widths = [max(len(row[i]) for row in full_rows) for i in range(len(_COLUMNS) - 1)]
    widths[0] = max(len(row[0]) for row in [_COLUMNS, *rows])
    lines = [f"Saves in {folder}:"]
    for row in [_COLUMNS, *rows]:
        if len(row) == 2:  # an unreadable file: its name, then why
            lines.append(f"{row[0]:<{widths[0]}}  {row[1]}")
            continue
        cells = [f"{cell:<{widths[i]}}" for i, cell in enumerate(row[:-1])]
        lines.append("  ".join([*cells, row[-1]]))
    return "\n".join(lines)


def _row(entry: SaveEntry) -> tuple[str, ...]:
    header = entry.header
    if header is None:
        backup = " (a backup is kept in .json.bak)" if entry.has_backup else ""
        return (entry.name, f"unreadable: {entry.problem}{backup}")
    saved = header.saved_at.replace("T", " ")[:16] + " UTC"
    round_text = str(header.round) if header.winner is None else f"{header.round} (over)"
    return (
        entry.name,
        _MODE_NAMES.get(header.mode, header.mode),
        str(header.act),
        round_text,
        str(header.players),
        shark_player(header).removeprefix("a "),
        saved,
        marks_of(header),
    )


if __name__ == "__main__":
    sys.exit(main())
