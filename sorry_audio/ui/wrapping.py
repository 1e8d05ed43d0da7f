"""Lines cut to the terminal's width at spaces, never inside a word.

The terminal wraps a long line wherever the row ends, so a braille display, or a
screen reader reading the terminal row by row, met "gain" on one row and "s 46
squares" on the next (a playtester's report).  Each announcement is still one
line to the speech and the history; only what is printed is cut.
"""

from __future__ import annotations

import textwrap

#: Narrower than this, cutting at spaces would leave rows of a word or two: let the
#: terminal wrap as it will.
NARROWEST = 20


def wrap_line(line: str, columns: int) -> list[str]:
    """``line`` as rows of at most ``columns - 1`` characters (the last column is left
    free, where some terminals hold the cursor and wrap early), cut at spaces; a word
    longer than a row is cut, as nothing else can be done.  An empty line stays one."""
    width = columns - 1
    if width < NARROWEST or len(line) <= width:
        return [line]
    return textwrap.wrap(line, width, break_on_hyphens=False, drop_whitespace=True) or [line]
