"""Pages of text that fit the terminal, for a reader who can see only what is on it.

A braille display or a large font shows a few rows; what scrolls above them is gone to a
reader who cannot scroll the terminal back.  F1, a long text from a menu, and an answer
too long for the screen are said a page at a time (playtests q10, h8, qd117).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from prompt_toolkit.data_structures import Size

from sorry_audio.ui.wrapping import wrap_line

#: where a long line may be cut into sentences: after a stop, before the next word; not
#: after "SORRY!", which stands inside sentences (review rz118: "..., and a SORRY!" ended a
#: page, "or an 11 from Blue could take it back" began the next)
_SENTENCE_END = re.compile(r"(?<=[.!?])(?<!SORRY!) +(?=\S)")


def key_pages(lines: list[str], size: Size | None, whole: bool = True) -> list[list[str]]:
    """``lines`` in pages that each fit a terminal of ``size`` (rows as printed, cut to its
    width) with room for the page's last line and the prompt; one page when they all fit
    (``whole``: with no room kept for a page's last line, as none is said then), or the
    size is not known.  Every page fits, however few lines it then holds (a page of long
    lines once scrolled its first line away on 16 rows; playtest qd117, reading a 40-cell
    braille display at 12 rows, lost the top of most pages while each held at least five
    lines); only a line too long for the terminal alone makes a page that does not (see
    :func:`by_sentence`)."""
    if size is None:
        return [lines]
    heights = [len(wrap_line(line, size.columns)) for line in lines]
    if whole and sum(heights) <= size.rows - 1:  # as fits() says
        return [lines]
    room = size.rows - 3  # the page's last line (two rows, narrow) and the prompt
    pages: list[list[str]] = [[]]
    used = 0
    for line, height in zip(lines, heights, strict=True):
        if pages[-1] and used + height > room:
            pages.append([])
            used = 0
        pages[-1].append(line)
        used += height
    return pages


def fits(lines: list[str], size: Size | None) -> bool:
    """Whether ``lines`` fit a terminal of ``size`` whole, with the prompt (any do when the
    size is not known): one wrapping of each, the common case of an answer."""
    return size is None or sum(len(wrap_line(line, size.columns))
                               for line in lines) <= size.rows - 1


def next_page(lines: list[str], at: tuple[int, int],
              paginate: Callable[[list[str], bool], list[list[str]]]
              ) -> tuple[list[str], int, int, tuple[int, int]]:
    """The page of ``lines`` to say, its number, the count of pages, and ``at`` for the
    next: ``at`` is (the line this page begins at, the pages said before it), (0, 0) for
    the first, and again after the last.  What is left is paged afresh at each press
    (``paginate(part, going)``; ``going``: pages were said before it, so even a rest that
    fits keeps room for its page line), for the terminal as it is now: a window resized
    between pages neither skips a line (playtest an39: 25 keys after growing it) nor
    renumbers the pages heard (as44 heard "page 1 of 2", then "page 6 of 8")."""
    start, heard = at if 0 < at[0] < len(lines) else (0, 0)
    rest = paginate(lines[start:], heard > 0)
    page, total = rest[0], heard + len(rest)
    return page, heard + 1, total, ((start + len(page), heard + 1) if len(rest) > 1
                                    else (0, 0))


def by_sentence(lines: list[str], size: Size | None, every: bool = False) -> list[str]:
    """``lines`` with each too tall to fit a page of ``size`` cut into its sentences, so a
    page can end between them (a hint is one line of several sentences: playtest qd117
    lost its first rows, the answer itself, at 40 by 12); ``every``: each line of more than
    one row, so a page is filled up with a line's first sentences rather than end early
    (playtest qh122: at 60 by 18 a page held only the line before the hint, which fit a
    page alone but not after it).  The words are the same."""
    if size is None:
        return lines
    room = 1 if every else size.rows - 3
    out: list[str] = []
    for line in lines:
        if len(wrap_line(line, size.columns)) > room:
            out += [part for part in _SENTENCE_END.split(line) if part]
        else:
            out.append(line)
    return out
