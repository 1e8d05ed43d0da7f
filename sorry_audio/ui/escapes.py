"""One key press that reached the game as an Escape and what came with it.

A terminal sends Alt+key as Escape then the key, and keys prompt_toolkit does not know
(Alt+F1, Ctrl+Insert, a number pad in keypad mode) as Escape then the characters of their
sequence ("[", "1", ";", "3", "P").  Taken one by one they opened the game menu and then
played an option or changed a setting with the digits and letters that followed (playtest
qr136).  Those characters come in the same read as the Escape, so they are already queued
when the Escape's handler runs.  A sequence ("[" or "O" and what follows) is never typed
by hand; a single key may be: Escape and a key pressed within the game's Escape timeout
(50 ms), or within tmux's or screen's own wait for a sequence (tmux's escape-time, 500 ms
in older versions), arrive together as Alt+key does (review rz140), so the app names both
keys when it refuses such a pair.
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


def take_escape_tail(queue: deque[KeyPress]) -> list[KeyPress]:
    """Take from ``queue`` the keys that came with the Escape just handled, and return them
    (any further Escapes left out): the whole sequence after "[" or "O" (to its final byte),
    else one key (Alt+key), after any further Escapes (some terminals send Alt+Up as two).
    Empty: the Escape came on its own, or only more Escapes came with it (a held Escape's
    repeats, read together while the game was busy), which are left to act as Escapes."""
    escapes = 0
    while escapes < len(queue) and queue[escapes].key == Keys.Escape:
        escapes += 1
    if escapes == len(queue) or not _part_of_it(queue[escapes]):
        return []
    for _ in range(escapes):
        queue.popleft()
    taken = [queue.popleft()]
    if taken[0].key not in _INTRODUCERS:
        return taken
    while queue and _part_of_it(queue[0]):
        press = queue.popleft()
        taken.append(press)
        data = press.data
        if len(data) != 1 or _FINAL_FIRST <= ord(data) <= _FINAL_LAST:
            break
    return taken


def is_sequence(tail: list[KeyPress]) -> bool:
    """Whether ``tail`` is the rest of a control sequence (a key the terminal names in
    bytes), not one key that came with the Escape (Alt+key, or Escape and a key together)."""
    return len(tail) > 1


#: the number pad's 5 with Num Lock off, as terminals send it after the Escape
KEYPAD_FIVE = frozenset({"[E", "OE", "[G", "Ou"})


def tail_text(tail: list[KeyPress]) -> str:
    """The characters of ``tail`` as typed ("[E"), to compare with known sequences."""
    return "".join(press.data for press in tail)


def key_word(press: KeyPress) -> str:
    """A key that came with an Escape, as a player names it: the character typed ("1",
    "s"), or the key's name ("Up", "F2")."""
    if isinstance(press.key, str) and len(press.data) == 1 and press.data.isprintable():
        return press.data
    name = press.key.value if isinstance(press.key, Keys) else str(press.key)
    return name[:1].upper() + name[1:]
