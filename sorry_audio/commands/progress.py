"""How far a long command has got, said at each tenth on a terminal.

A tournament or simulation of thousands of games takes minutes; without this a
player hears nothing until the report at the end.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable


class Progress:
    """Says how many games are played at each tenth, once the run has gone on a while.

    A run shorter than ``after`` seconds says nothing, and the end is left to the
    report that follows.  A run whose first tenth is far off says how far it has got as
    soon as ``after`` seconds have passed, so it is not heard as silence (playtest j10: a
    million games said nothing for minutes).
    """

    def __init__(self, total: int, write: Callable[[str], None],
                 clock: Callable[[], float] = time.monotonic, after: float = 2.0) -> None:
        self.total, self.write, self.clock, self.after = total, write, clock, after
        self.start = clock()
        self.next_tenth = 1
        self.said = False

    def __call__(self, done: int) -> None:
        if done >= self.total:
            return
        tenth = done * 10 // self.total
        late = self.clock() - self.start >= self.after
        if tenth < self.next_tenth and not (late and not self.said):
            return
        self.next_tenth = max(self.next_tenth, tenth + 1)
        if late:
            self.said = True
            self.write(f"{done} of {self.total} games played.")


def on_terminal(total: int) -> Progress | None:
    """A :class:`Progress` writing to stderr when it is a terminal; None for a pipe or a test."""
    if not sys.stderr.isatty():
        return None
    return Progress(total, lambda line: print(line, file=sys.stderr, flush=True))
