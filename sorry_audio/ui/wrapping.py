"""Lines cut to the terminal's width at spaces, never inside a word.

The terminal wraps a long line wherever the row ends, so a braille display, or a
screen reader reading the terminal row by row, met "gain" on one row and "s 46
squares" on the next (a playtester's report).  Each announcement is still one
line to the speech and the history; only what is printed is cut.
"""

from __future__ import annotations

import re
import textwrap

#: Narrower than this, cutting at spaces would leave rows of a word or two: let the
#: terminal wrap as it will.
NARROWEST = 20
#: a space before a number: never cut there, so "pawn 1" and "square 21" stay whole and a
#: row never starts with a number, which a braille reader takes for an option's number;
#: nor right after one, so "64 steps", "9 of 17" and "8 options" stay whole too: a row
#: ending "square 31, 64" reads as two squares (playtest q10)
_BY_NUMBER = re.compile(r" (?=\d)|(?<=\d) ")
_GLUE = "\u00a0"  # no-break space: textwrap cuts only at ASCII whitespace
#: before each row after a line's first: a row read on its own ("then pawn 2 forward 6
#: ...") is seen to carry on the line above, not to start an option or a message of its
#: own (playtest u21)
HANG = "  "


def wrap_line(line: str, columns: int) -> list[str]:
    """``line`` as rows of at most ``columns - 1`` characters (the last column is left
    free, where some terminals hold the cursor and wrap early), cut at spaces but never
    next to a number, each row after the first indented by :data:`HANG`; a word longer
    than a row is cut, as nothing else can be done.  An empty line stays one.  A list in
    parts between semicolons (a hand of cards, pawns in danger) is cut after a semicolon
    where a part fits, so no row ends inside a part and begins the next ("2," on one row
    and "SORRY!, 4 options" on the next; playtest y15)."""
    if columns - 1 < NARROWEST or len(line) <= columns - 1:
        return [line]
    rows = _rows(line, columns - 1 - len(HANG))
    return rows[:1] + [HANG + row for row in rows[1:]]


def _rows(line: str, width: int) -> list[str]:
    """The rows of :func:`wrap_line`, unindented, each at most ``width`` long."""
    if "; " not in line:
        return _wrap(line, width)
    rows: list[str] = []
    row = ""
    parts = line.split("; ")
    for i, part in enumerate(parts):
        piece = part + (";" if i < len(parts) - 1 else "")
        joined = f"{row} {piece}" if row else piece
        if len(joined) <= width:
            row = joined
            continue
        if row:
            rows.append(row)
        cut = _wrap(piece, width) if len(piece) > width else [piece]
        rows += cut[:-1]
        row = cut[-1]
    return rows + [row] if row else rows


def _wrap(line: str, width: int) -> list[str]:
    """Cut at spaces, never next to a number."""
    glued = _BY_NUMBER.sub(_GLUE, line.replace(_GLUE, " "))
    rows = textwrap.wrap(glued, width, break_on_hyphens=False, drop_whitespace=True)
    # a run glued longer than a row is cut inside it, maybe at a glued space: no row may
    # then begin or end with one (playtest v12: K's " 8, 11, 12 and SORRY!: 3 left")
    return [row.replace(_GLUE, " ").strip(" ") for row in rows] or [line]
