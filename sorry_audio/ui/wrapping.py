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
    and "SORRY!, 4 options" on the next; playtest y15); a sentence whose semicolon only
    joins two clauses is cut at spaces like any other (see :func:`_list_cuts`)."""
    if columns - 1 < NARROWEST or len(line) <= columns - 1:
        return [line]
    rows = _rows(line, columns - 1 - len(HANG))
    return rows[:1] + [HANG + row for row in rows[1:]]


def _rows(line: str, width: int) -> list[str]:
    """The rows of :func:`wrap_line`, unindented, each at most ``width`` long."""
    cuts = _list_cuts(line)
    if not cuts:
        return _wrap(line, width)
    rows: list[str] = []
    row = ""
    starts = [0] + [cut + 2 for cut in cuts]  # each piece ends with its list's ";"
    ends = [cut + 1 for cut in cuts] + [len(line)]
    for start, end in zip(starts, ends, strict=True):
        piece = line[start:end]
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


#: a sentence's end: its stop, a space and a capital ("...1 of 2. Press Enter ...")
_SENTENCE_END = re.compile(r"[.?!] (?=[A-Z])")


def _list_cuts(line: str) -> list[int]:
    """Where ``line`` is cut as a list: the index of each semicolon (followed by a space)
    that parts a list's items.  A sentence's semicolons part a list when it has two or more
    of them (a hand of cards, the board), or one between two parts that each name a number
    (a split 7's two moves, "pawn 3 to square 59; Blue pawn 1 to square 1").  A semicolon
    inside parentheses never does, and one that only joins two clauses ("Play again: you
    and Yellow won; you played the last card, ...") does not: cut there, "Sorry! Audio;" on
    a row of its own, or a row ending "won;", read on a braille display like a message
    ending and another beginning (playtest pe77)."""
    cuts: list[int] = []
    semicolons: list[int] = []  # the current sentence's, outside parentheses
    start, depth = 0, 0

    def sentence_ends(end: int) -> None:
        parts = [line[a:b] for a, b in zip([start] + [i + 1 for i in semicolons],
                                           semicolons + [end], strict=True)]
        if len(semicolons) >= 2 or (semicolons and all(
                any(c.isdigit() for c in part) for part in parts)):
            cuts.extend(semicolons)
        semicolons.clear()

    for i, char in enumerate(line):
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif depth:
            continue
        elif char == ";" and line[i + 1:i + 2] == " ":
            semicolons.append(i)
        elif _SENTENCE_END.match(line, i):
            sentence_ends(i + 1)
            start = i + 2
    sentence_ends(len(line))
    return cuts


def _wrap(line: str, width: int) -> list[str]:
    """Cut at spaces, never next to a number."""
    glued = _BY_NUMBER.sub(_GLUE, line.replace(_GLUE, " "))
    rows = textwrap.wrap(glued, width, break_on_hyphens=False, drop_whitespace=True)
    # a run glued longer than a row is cut inside it, maybe at a glued space: no row may
    # then begin or end with one (playtest v12: K's " 8, 11, 12 and SORRY!: 3 left")
    return [row.replace(_GLUE, " ").strip(" ") for row in rows] or [line]
