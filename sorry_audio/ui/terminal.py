"""The terminal the app writes to: prompt_toolkit's VT100 output, told its size by the
terminal itself, with no cursor-position requests and no bell."""

from __future__ import annotations

import os
import shutil
import sys

from prompt_toolkit.data_structures import Size
from prompt_toolkit.output import Output
from prompt_toolkit.output.vt100 import Vt100_Output


def terminal_output() -> Output | None:
    """A VT100 output that never asks for the cursor position and never rings the bell.

    None when stdout is not a terminal: lines are then written plainly.
    """
    stdout = sys.stdout
    if not stdout.isatty():
        return None

    def size() -> Size:
        """The terminal's own size, asked of it each time (it may be resized), not the
        COLUMNS and LINES variables, which are often stale (printed lines are cut to it)."""
        try:
            cols, rows = os.get_terminal_size(stdout.fileno())
        except (OSError, ValueError):  # not a terminal after all, or closed
            cols, rows = shutil.get_terminal_size((80, 24))
        return Size(rows=rows, columns=cols)

    return Vt100_Output(stdout, size, term=os.environ.get("TERM"), enable_bell=False,
                        enable_cpr=False)
