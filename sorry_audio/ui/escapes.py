"""One key press that reached the game as an Escape and what came with it.

A terminal sends Alt+key as Escape then the key, and keys prompt_toolkit does not know
(Alt+F1, Ctrl+Insert, a number pad in keypad mode) as Escape then the characters of their
sequence ("[", "1", ";", "3", "P").  Taken one by one they opened the game menu and then
played an option or changed a setting with the digits and letters that followed (playtest
qr136).  Those characters come in the same read as the Escape, so they are already queued
when the Escape's handler runs; a person pressing Escape and then a key is always slower
than that, so what is queued behind an Escape belongs to it.
"""

from __future__ import annotations

from collections import deque

from prompt_toolkit.key_binding.key_processor import KeyPress
from prompt_toolkit.keys import Keys

#: a control sequence's introducer after Escape: CSI ("[") or SS3 ("O")
_INTRODUCERS = frozenset({"[", "O"})
#: ECMA-48: a control sequence ends with a byte from "@" to "~"
_FINAL_FIRST, _FINAL_LAST = 0x40, 0x7E


def _part_of_it(press: KeyPress) -> bool:
    """A queued key that may be the rest of an escape sequence: not a terminal's answer
    (a cursor position report) nor prompt_toolkit's own flush marker."""
    return press.key != Keys.CPRResponse and press.data != "_Flush"


def take_escape_tail(queue: deque[KeyPress]) -> int:
    """Take from ``queue`` the keys that came with the Escape just handled, and say how
    many: the whole sequence after "[" or "O" (to its final byte), else one key (Alt+key),
    after any further Escapes (some terminals send Alt+Up as two).  0: the Escape came on
    its own, or only more Escapes came with it (a held Escape's repeats, read together
    while the game was busy), which are left to act as Escapes."""
    escapes = 0
    while escapes < len(queue) and queue[escapes].key == Keys.Escape:
        escapes += 1
    if escapes == len(queue) or not _part_of_it(queue[escapes]):
        return 0
    for _ in range(escapes):
        queue.popleft()
    taken = escapes
    first = queue.popleft()
    taken += 1
    if first.key not in _INTRODUCERS:
        return taken
    while queue and _part_of_it(queue[0]):
        press = queue.popleft()
        taken += 1
        data = press.data
        if len(data) != 1 or _FINAL_FIRST <= ord(data) <= _FINAL_LAST:
            break
    return taken
