"""Play a bench script's seeded games, in worker processes or in this one, and turn a failure
into the script's one line on stderr (shared by bench/hiding.py and bench/oracle_start.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

Job = TypeVar("Job")
Result = TypeVar("Result")


def play_each(
    prog: str, play: Callable[[Job], Result], jobs: Sequence[Job], workers: int
) -> list[Result] | None:
    """`play` of every job, in order; None once `prog`'s one-line refusal is printed (a bad
    level, or a worker process that died)."""
    try:
        if workers == 1:
            return [play(job) for job in jobs]
        with ProcessPoolExecutor(workers) as pool:
            return list(pool.map(play, jobs))
    except ValueError as problem:
        print(f"{prog}: {problem}", file=sys.stderr)
    except BrokenProcessPool:
        print(f"{prog}: a worker process died (out of memory or killed?)", file=sys.stderr)
    return None
