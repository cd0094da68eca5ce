"""The `jaws` command line."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jaws",
        description="Jaws (Ravensburger, 2019) in the terminal: one Shark against Quint, "
        "Brody and Hooper.",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    parser.parse_args(argv)
    from jaws.tui.app import run

    run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
